import BookshelfCore
import BookshelfPresentation
import Foundation
import Testing

@testable import BookshelfCLI

@Suite("Shelf listing")
struct ShelfListTextTests {
  @Test("long titles and detail lines are cut with … at the terminal width")
  func truncates() {
    let book = Book(
      id: "goodreads:11236530",
      title:
        "Convict Conditioning: How to Bust Free of All Weakness Using the lost Secrets of Supreme Survival Strength",
      authors: ["Paul Wade"], source: "goodreads")
    let entry = ShelfEntry(
      book: book, status: .reading, rating: 4, tags: ["운동", "strength", "bodyweight", "training"],
      addedAt: Date(timeIntervalSince1970: 0))
    let lines = ShelfListText(style: Style(enabled: false), width: 50).lines(for: [entry])
    #expect(
      lines == [
        "1. Convict Conditioning: How to Bust Free of All…",
        "   reading · ★★★★☆ · #운동 … · goodreads:11236530",
      ])
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 50 })
  }

  @Test("at 40 columns the id stays whole: tags are cut first, then the rating dropped")
  func keepsIDWhole() {
    let book = Book(
      id: "9788996991342", title: "미움받을 용기", authors: ["기시미 이치로", "고가 후미타케"],
      isbn13: "9788996991342", source: "kakao")
    let entry = ShelfEntry(
      book: book, status: .reading, rating: 4, tags: ["심리학", "자기계발", "favourites"],
      addedAt: Date(timeIntervalSince1970: 0))
    func details(_ width: Int, _ entry: ShelfEntry = entry) -> String {
      ShelfListText(style: Style(enabled: false), width: width).lines(for: [entry])[1]
    }
    #expect(details(80) == "   reading · ★★★★☆ · #심리학 #자기계발 #favourites · 9788996991342")
    let korean = ShelfListText(style: Style(enabled: false), width: 80, language: .korean).lines(for: [entry]
    )[1]
    #expect(korean == "   읽는 중 · ★★★★☆ · #심리학 #자기계발 #favourites · 9788996991342")
    #expect(details(50) == "   reading · ★★★★☆ · #심리학 … · 9788996991342")
    #expect(details(44) == "   reading · ★★★★☆ · #심리… · 9788996991342")
    #expect(details(40) == "   reading · ★★★★☆ · 9788996991342")
    #expect(details(30) == "   reading · 9788996991342")
    #expect(details(12) == "   9788996991342")
    var noISBN = entry
    noISBN.book = Book(id: "openlibrary:OL45804W", title: "The Dispossessed", source: "openlibrary")
    #expect(details(40, noISBN) == "   reading · openlibrary:OL45804W")
  }
}
