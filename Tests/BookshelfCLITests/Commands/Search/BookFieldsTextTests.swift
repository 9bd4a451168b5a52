import BookshelfCore
import BookshelfPresentation
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfCLI

/// What the human output says where a field is missing or special: a book without authors,
/// Kakao's `sale_price` -1 (no sale price) and its sales status (`절판`, out of print).
@Suite("bookshelf output: unknown author, no sale price, sales status")
struct BookFieldsTextTests {
  static let noAuthor = Book(
    id: "9788996991342", title: "No Author Book", publisher: "출판사", publishedDate: "2020",
    isbn13: "9788996991342", price: Money(amount: 10000, currency: "KRW"),
    salePrice: Money(amount: 9000, currency: "KRW"), source: "kakao")
  static let outOfPrint = Book(
    id: "9788936433598", title: "Out of Print", authors: ["한강"], isbn13: "9788936433598",
    price: Money(amount: 14900, currency: "KRW"), notForSale: true, salesStatus: "절판", source: "kakao")

  @Test(
    "a book without authors says so in the table, in show and in the shelf listing",
    arguments: [(Language.english, "Unknown author"), (.korean, "저자 미상")])
  func unknownAuthor(language: Language, text: String) async throws {
    let lang = ["LANG": language == .korean ? "ko_KR.UTF-8" : "en_US.UTF-8"]
    let kakao = CannedProvider(.kakao, books: [Self.noAuthor])
    let search = await CLIRun.run(
      ["search", "--format", "table", "x"], providers: [kakao],
      environment: ["KAKAO_REST_API_KEY": "k"].merging(lang) { $1 })
    let row = try #require(search.stdout.split(separator: "\n").dropFirst().first)
    #expect(row.contains("No Author Book  \(text)"), "\(row)")

    let show = await CLIRun.run(
      ["show", "9788996991342", "--provider", "kakao"], providers: [kakao], environment: lang)
    let label = language == .korean ? "저자" : "Authors"
    #expect(
      show.stdout.split(separator: "\n").contains { $0.hasPrefix(label) && $0.hasSuffix("  \(text)") },
      "\(show.stdout)")

    let home = try ShelfHome()
    #expect(await home.run(["save", "9788996991342"], providers: [kakao], environment: lang).status == 0)
    let shelf = await home.run(["shelf"], environment: lang)
    #expect(shelf.stdout.hasPrefix("1. No Author Book — \(text)\n"), "\(shelf.stdout)")
  }

  @Test(
    "sale_price -1 shows 'no sale price' beside the list price, and 절판 is shown",
    arguments: [
      (Language.english, "₩14,900 (no sale price) · 절판", "Sale price    no sale price", "Availability  절판"),
      (.korean, "14,900원 (판매가 없음) · 절판", "판매가     판매가 없음", "판매 상태  절판"),
    ])
  func noSalePrice(language: Language, column: String, saleRow: String, statusRow: String) async throws {
    let lang = ["LANG": language == .korean ? "ko_KR.UTF-8" : "en_US.UTF-8"]
    let kakao = CannedProvider(.kakao, books: [Self.outOfPrint, sampleBooks[0]])
    let search = await CLIRun.run(
      ["search", "--format", "table", "x"], providers: [kakao],
      environment: ["KAKAO_REST_API_KEY": "k"].merging(lang) { $1 },
      width: 100)
    let rows = search.stdout.split(separator: "\n").map(String.init)
    #expect(rows[1].hasSuffix(column), "\(search.stdout)")
    #expect(rows[2].hasSuffix(language == .korean ? "13,410원" : "₩13,410"), "\(search.stdout)")

    let show = await CLIRun.run(
      ["show", "9788936433598", "--provider", "kakao"], providers: [kakao], environment: lang)
    let lines = show.stdout.split(separator: "\n").map(String.init)
    let price = try #require(lines.firstIndex { $0.hasSuffix(language == .korean ? "14,900원" : "₩14,900") })
    #expect(lines[price + 1] == saleRow, "\(show.stdout)")
    #expect(lines[price + 2] == statusRow, "\(show.stdout)")
  }
}
