import BookshelfPresentation
import Testing

@Suite struct WebPageTextTests {
  @Test func englishAndKoreanHaveTheSameKeysAndNoEmptyText() {
    let english = WebPageText.table(in: .english)
    let korean = WebPageText.table(in: .korean)
    #expect(english.count >= 80)
    #expect(Set(english.keys) == Set(korean.keys))
    for (key, text) in english { #expect(!text.trimmingCharacters(in: .whitespaces).isEmpty, "en \(key)") }
    for (key, text) in korean { #expect(!text.trimmingCharacters(in: .whitespaces).isEmpty, "ko \(key)") }
  }

  @Test func bothLanguagesUseTheSamePlaceholders() {
    let english = WebPageText.table(in: .english)
    let korean = WebPageText.table(in: .korean)
    for (key, text) in english {
      #expect(Self.placeholders(text) == Self.placeholders(korean[key] ?? ""), "\(key)")
    }
  }

  @Test func koreanNeverJoinsAPlaceholderWithASoundDependentParticle() {
    // 은/는, 이/가, 을/를, 과/와, 으로/로 depend on the word before; a placeholder is a
    // user's word, so the join would need KoreanParticle: the texts avoid it.
    let particles: Set<Character> = ["은", "는", "이", "가", "을", "를", "과", "와", "으", "로"]
    for (key, text) in WebPageText.table(in: .korean) {
      let characters = Array(text)
      for (index, character) in characters.enumerated() where character == "}" {
        let next = index + 1 < characters.count ? characters[index + 1] : " "
        #expect(!particles.contains(next), "\(key): \(text)")
      }
    }
  }

  @Test func theTabsReadInEachLanguage() {
    #expect(WebPageText.table(in: .english)["tab.search"] == "Search")
    #expect(WebPageText.table(in: .korean)["tab.saved"] == "저장한 책")
    #expect(WebPageText.table(in: .korean)["search.emptyQuery"] == "검색어를 입력하세요.")
  }

  static func placeholders(_ text: String) -> Set<String> {
    var names: Set<String> = []
    var current: String?
    for character in text {
      if character == "{" {
        current = ""
      } else if character == "}", let name = current {
        names.insert(name)
        current = nil
      } else if current != nil {
        current?.append(character)
      }
    }
    return names
  }
}
