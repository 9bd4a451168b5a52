import BookshelfCore
import BookshelfPresentation
import Testing

@Suite("Browse screen messages")
struct BrowseMessageTests {
  static let samples: [any Localizable] = {
    var all: [any Localizable] = [
      BrowseText.searchTab, BrowseText.shelfTab(count: 3), BrowseText.bookCount(1, approximate: false),
      BrowseText.bookCount(12_345, approximate: false), BrowseText.bookCount(12_345, approximate: true),
      BrowseText.allProviders, BrowseText.fieldHints, BrowseText.listHints(covers: true),
      BrowseText.listHints(covers: false), BrowseText.detailHints,
      BrowseText.shelfHints, BrowseText.ratingPrompt, BrowseText.tagsPrompt, BrowseText.notePrompt,
      BrowseText.needsTerminal, BrowseShelfText.all,
      BrowseShelfText.filterLine(status: "Reading", tag: "All", order: "Title"),
    ]
    all += BrowseSearchText.allCases.map { $0 as any Localizable }
    all += BrowseDetailText.allCases.map { $0 as any Localizable }
    all += BrowseHelp.allCases.map { $0 as any Localizable }
    all += BrowseHelp.Frame.allCases.map { $0 as any Localizable }
    all += ReadingStatus.allCases.map { BrowseShelfText.status($0) as any Localizable }
    all += ShelfSort.allCases.map { BrowseShelfText.order($0) as any Localizable }
    return all
  }()

  @Test("every case renders one non-empty line in both languages")
  func wellFormed() {
    MessageChecks.expectWellFormed(Self.samples)
  }

  @Test("book counts: one, grouped, approximate")
  func bookCounts() {
    #expect(BrowseText.bookCount(1, approximate: false).text(in: .english) == "1 book")
    #expect(BrowseText.bookCount(12_345, approximate: false).text(in: .english) == "12,345 books")
    #expect(BrowseText.bookCount(12_345, approximate: true).text(in: .english) == "about 12,345 books")
    #expect(BrowseText.bookCount(12_345, approximate: false).text(in: .korean) == "책 12,345권")
    #expect(BrowseText.bookCount(12_345, approximate: true).text(in: .korean) == "약 12,345건")
    #expect(BrowseText.shelfTab(count: 3).text(in: .korean) == "책장 (3)")
  }

  @Test("the help overlay lists every key group once, the keys the same in both languages")
  func help() {
    let keys = BrowseHelp.allCases.map(\.keys)
    #expect(Set(keys).count == keys.count)
    #expect(BrowseHelp.allCases.first?.keys == "Tab  F1  F2  1  2")
    #expect(BrowseHelp.save.text(in: .english) == "save or unsave the selected book · undo the removal")
    #expect(BrowseHelp.save.text(in: .korean) == "선택한 책을 책장에 저장하거나 빼기 · 빼기 되돌리기")
    #expect(BrowseHelp.title.text(in: .korean) == "단축키")
    #expect(BrowseHelp.close.text(in: .english) == "Press any key to close.")
  }

  @Test("shelf filter line and the names of statuses and orders")
  func shelfNames() {
    #expect(BrowseShelfText.status(.want).text(in: .english) == "Want to read")
    #expect(BrowseShelfText.status(.read).text(in: .korean) == "다 읽은 책")
    #expect(BrowseShelfText.order(.rating).text(in: .korean) == "내 평점 순")
    #expect(
      BrowseShelfText.filterLine(status: "읽는 중", tag: "전체", order: "제목 순").text(in: .korean)
        == "상태: 읽는 중 · 태그: 전체 · 정렬: 제목 순")
  }
}
