import BookshelfCore
import Testing

@testable import BookshelfStore

/// Which correction wins, and how much the correction may look up (#15): a common slip (a
/// doubled letter typed once, two letters swapped) before a more frequent neighbour, a
/// neighbour with which the whole query matches before one with which it does not, a name
/// typed without its hyphen split in two, and at most `maxExaminedWords` words looked up.
@Suite struct TypoChoiceTests {
  @Test func aDoubledLetterTypedOnceIsTheCommonerSlip() throws {
    guard let (catalog, _) = try RealCatalogs.goodbooks() else { return }
    let page = try catalog.page("the hobit")
    #expect(page.correctedQuery == "the hobbit")
    #expect(page.books.first?.title == "The Hobbit")
  }

  @Test func aNeighbourThatMatchesTheWholeQueryWins() throws {
    let fixture = try CatalogFixture(importing: false)
    try fixture.catalog.write {
      for n in 0..<5 {
        _ = try fixture.catalog.upsert(CatalogRecord.sample(title: "Mouse Trap \(n)", key: "m\(n)"))
      }
      _ = try fixture.catalog.upsert(CatalogRecord.sample(title: "House of Leaves", key: "h"))
    }
    // `mouse` is held by more rows, but only `house` makes `house leaves` match.
    let page = try fixture.catalog.page("xouse leaves")
    #expect(page.correctedQuery == "house leaves")
    #expect(page.books.map(\.title) == ["House of Leaves"])
  }

  @Test func aNameTypedWithoutItsHyphenIsSplit() throws {
    guard let (catalog, _) = try RealCatalogs.goodbooks() else { return }
    let page = try catalog.page("saintexupéry prince")
    #expect(page.correctedQuery == "saint exupery prince")
    #expect(page.books.prefix(10).contains { $0.title == "The Little Prince" })
  }

  @Test func slipsAreDoubledLettersAndSwaps() {
    #expect(CatalogSpelling.isCommonSlip("hobit", "hobbit"))
    #expect(CatalogSpelling.isCommonSlip("hobbbit", "hobbit"))
    #expect(CatalogSpelling.isCommonSlip("gatbsy", "gatsby"))
    #expect(!CatalogSpelling.isCommonSlip("hobit", "habit"))
    #expect(!CatalogSpelling.isCommonSlip("prejudise", "prejudice"))
    #expect(CatalogSpelling.splits(of: "saintexupery").contains { $0 == ("saint", "exupery") })
  }

  @Test func aLongQueryLooksUpAtMostMaxExaminedWords() throws {
    let fixture = try CatalogFixture(importing: false)
    try fixture.catalog.write {
      _ = try fixture.catalog.upsert(CatalogRecord.sample(title: "Gardens of the Moon", key: "1"))
    }
    let words = (0..<20).map { "qzxv" + String(UnicodeScalar(UInt8(0x61 + $0))) + "w" }
    _ = try fixture.catalog.page(words.joined(separator: " "))
    #expect(fixture.catalog.spellingCache.count == CatalogSpelling.maxExaminedWords)
  }
}
