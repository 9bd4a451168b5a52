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
        "   reading · ★★★★☆ · #운동 #strength #bodyweight…",
      ])
    #expect(lines.allSatisfy { DisplayWidth.of($0) <= 50 })
  }
}
