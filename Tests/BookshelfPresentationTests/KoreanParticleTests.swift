import BookshelfPresentation
import Testing

@Suite("KoreanParticle")
struct KoreanParticleTests {
  @Test("the form follows the final syllable's closing consonant")
  func hangul() {
    #expect(KoreanParticle.topic.after("로컬 카탈로그") == "로컬 카탈로그는")
    #expect(KoreanParticle.topic.after("알라딘") == "알라딘은")
    #expect(KoreanParticle.subject.after("카카오") == "카카오가")
    #expect(KoreanParticle.subject.after("책장") == "책장이")
    #expect(KoreanParticle.object.after("파일") == "파일을")
    #expect(KoreanParticle.object.after("설정 파일") == "설정 파일을")
    #expect(KoreanParticle.object.after("카탈로그") == "카탈로그를")
    #expect(KoreanParticle.and.after("제목") == "제목과")
    #expect(KoreanParticle.and.after("저자") == "저자와")
  }

  @Test("으로/로: a word ending in ㄹ takes 로 like an open syllable")
  func direction() {
    #expect(KoreanParticle.direction.after("파일") == "파일로")
    #expect(KoreanParticle.direction.after("책장") == "책장으로")
    #expect(KoreanParticle.direction.after("카카오") == "카카오로")
  }

  @Test("digits are read as Sino-Korean numerals; quotes and punctuation are looked past")
  func digitsAndPunctuation() {
    #expect(KoreanParticle.topic.after("3") == "3은")
    #expect(KoreanParticle.topic.after("2") == "2는")
    #expect(KoreanParticle.direction.after("1") == "1로")
    #expect(KoreanParticle.direction.after("6") == "6으로")
    #expect(KoreanParticle.object.after("\"채식주의자\"") == "\"채식주의자\"를")
    #expect(KoreanParticle.topic.after("(한강)") == "(한강)은")
  }

  @Test("a Latin word ending in y is read with a final 이 (Library 라이브러리): an open syllable")
  func latinFinalY() {
    #expect(KoreanParticle.object.after("Open Library") == "Open Library를")
    #expect(KoreanParticle.subject.after("Open Library") == "Open Library가")
    #expect(KoreanParticle.direction.after("Study") == "Study로")
    #expect(KoreanParticle.object.after("\"Harry\"") == "\"Harry\"를")
  }

  @Test("a word whose sound is unknown gets the paired form")
  func unknown() {
    #expect(KoreanParticle.object.after("config.json") == "config.json을(를)")
    #expect(KoreanParticle.topic.after("Google Books") == "Google Books은(는)")
    #expect(KoreanParticle.direction.after("") == "으로(로)")
  }
}
