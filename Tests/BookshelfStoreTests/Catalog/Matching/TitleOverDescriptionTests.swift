import BookshelfCore
import Foundation
import Testing

@testable import BookshelfStore

/// Rule 6 on real rows: a match in the title (or authors) outranks the same match found only
/// in a description (`CatalogHeadlineMatch`), and the as-you-type forms of an open syllable
/// keep the syllable as typed in the first page.
@Suite struct TitleOverDescriptionTests {
  /// `text` without spaces, as the Korean index compares it.
  func squeezed(_ text: String) -> String { text.filter { !$0.isWhitespace }.lowercased() }

  /// Whether `book` holds `word` in its title, subtitle or authors.
  func inHeadline(_ book: Book, _ word: String) -> Bool {
    ([book.title, book.subtitle ?? ""] + book.authors).contains { squeezed($0).contains(word) }
  }

  /// The titles of the first 50 results of `text`, checked: every headline match comes before
  /// every row matching in another field only.
  func expectHeadlinesFirst(
    _ catalog: LocalCatalog, _ text: String, sourceLocation: SourceLocation = #_sourceLocation
  )
    throws -> [Book]
  {
    let books = try catalog.search(BookQuery(text: text, pageSize: 50)).books
    let flags = books.map { inHeadline($0, squeezed(text)) }
    let firstOther = flags.firstIndex(of: false) ?? flags.count
    #expect(!flags[firstOther...].contains(true), "\(books.map(\.title))", sourceLocation: sourceLocation)
    return books
  }

  @Test func aKoreanInfixInTitlesRanksThemAboveItsBlurbs() throws {
    guard let (aladin, _) = try RealCatalogs.aladin() else { return }
    // 소년 is in 15 titles (청소년 too) and 55 blurbs of the Aladin list; the description
    // match 바나로 숲의 비밀 ranked 5th before.
    let books = try expectHeadlinesFirst(aladin, "소년")
    #expect(books.count >= 20)
    #expect(books.prefix(10).allSatisfy { squeezed($0.title).contains("소년") })
    #expect(books.prefix(15).contains { $0.title == "소년이 온다 - 2024 노벨문학상 수상작가" })
  }

  @Test func anInfixInOneTitleAndManyBlurbsRanksThatTitleFirst() throws {
    guard let (aladin, _) = try RealCatalogs.aladin() else { return }
    // Each in exactly one title and in 90–116 blurbs.
    for (infix, title) in [
      ("담아", "모리함, 인생을 담아드립니다 - 삶의 소중한 순간들을 환대하는 법"),
      ("보여", "반도체가 뭐야 - 눈에 안 보여도 세상을 바꾸는 기술 이야기"),
      ("돕는", "팀장 프롬프트 - 순간의 판단을 돕는 30가지 질문"),
    ] {
      let page = try aladin.search(BookQuery(text: infix, pageSize: 10))
      #expect(page.totalCount >= 90)
      #expect(page.books.first?.title == title, "\(infix)")
    }
  }

  @Test func aLatinWordInTitlesRanksThemAboveItsBlurbs() throws {
    guard let (aladin, _) = try RealCatalogs.aladin() else { return }
    // ADHD: two titles and two blurbs (산만한 아이를 위한 본질육아, 진단의 시대).
    let books = try expectHeadlinesFirst(aladin, "adhd")
    #expect(books.count == 4)
    #expect(books.prefix(2).allSatisfy { $0.title.contains("ADHD") })
  }

  @Test func anAuthorsNameStillRanksTheirBooksByPopularity() throws {
    guard let (goodbooks, _) = try RealCatalogs.goodbooks() else { return }
    #expect(
      try goodbooks.titles("collins").prefix(3) == [
        "The Hunger Games (The Hunger Games, #1)", "Catching Fire (The Hunger Games, #2)",
        "Mockingjay (The Hunger Games, #3)",
      ])
  }

  @Test func anOpenSyllableKeepsTheSyllableAsTypedInTheFirstPage() throws {
    guard let (aladin, _) = try RealCatalogs.aladin() else { return }
    let books = try aladin.page("미우").books
    // 미우 as typed (미우라 코우지's 푸른 상자) and 미움 being composed (미움받을 용기).
    #expect(books.contains { $0.authors.contains { $0.hasPrefix("미우라") } })
    #expect(books.contains { $0.title.hasPrefix("미움받을 용기") })
  }
}
