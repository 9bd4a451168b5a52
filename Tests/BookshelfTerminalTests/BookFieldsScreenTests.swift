import BookshelfCore
import BookshelfPresentation
import BookshelfTerminal
import BookshelfTestSupport
import Foundation
import Testing

/// `browse` where a field is missing or special: a book without authors (lists and detail),
/// Kakao's `sale_price` -1 and its sales status `절판` (detail).
@MainActor
@Suite("browse: unknown author, no sale price, sales status")
struct BookFieldsScreenTests {
  static let noAuthor = Book(
    id: "kakao:2", title: "No Author Book", publisher: "출판사", publishedDate: "2020", source: "kakao")
  static let outOfPrint = Book(
    id: "9788936433598", title: "Out of Print", isbn13: "9788936433598",
    price: Money(amount: 14900, currency: "KRW"), notForSale: true, salesStatus: "절판", source: "kakao")

  @Test("lists and the detail view say Unknown author / 저자 미상", arguments: [Language.english, .korean])
  func unknownAuthor(language: Language) async throws {
    let unknown = language == .korean ? "저자 미상" : "Unknown author"
    let fake = FakeBookSearching()
    fake.script("책", .success(TerminalSamples.page([Self.noAuthor], total: 1)))
    let app = AppHarness(fake: fake, language: language)
    await app.controller.start()
    #expect(await app.searchNow("책"))
    var lines = app.lines(width: 60, height: 20)
    #expect(lines.contains("    \(unknown) · 출판사 · 2020"), "\(lines)")

    app.press(.character("s"))
    await app.controller.settle()
    app.press(.tab)
    await app.controller.settle()
    lines = app.lines(width: 60, height: 20)
    #expect(lines.contains { $0.hasPrefix("    \(unknown) · 출판사 · 2020") }, "\(lines)")

    app.press(.enter)
    await app.controller.settle()
    lines = app.lines(width: 60, height: 20)
    let label = language == .korean ? "저자" : "Authors"
    #expect(lines.contains { $0.hasPrefix(" \(label)") && $0.hasSuffix("  \(unknown)") }, "\(lines)")
  }

  @Test("the detail view shows 'no sale price' after the list price, then 절판")
  func noSalePrice() async throws {
    let fake = FakeBookSearching()
    fake.script("절판", .success(TerminalSamples.page([Self.outOfPrint], total: 1)))
    let app = AppHarness(fake: fake, language: .korean)
    await app.controller.start()
    #expect(await app.searchNow("절판"))
    app.press(.enter)
    await app.controller.settle()
    let lines = app.lines(width: 60, height: 24)
    let price = try #require(lines.firstIndex { $0.hasPrefix(" 정가") }, "\(lines)")
    #expect(lines[price] == " 정가       14,900원")
    #expect(lines[price + 1] == " 판매가     판매가 없음")
    #expect(lines[price + 2] == " 판매 상태  절판")
  }
}
