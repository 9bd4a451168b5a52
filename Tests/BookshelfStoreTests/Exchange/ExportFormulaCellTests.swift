import BookshelfCore
import Foundation
import Testing

@testable import BookshelfStore

/// `export --format csv|goodreads` wrote a title like `=HYPERLINK(…)` as it was: a spreadsheet
/// opening the file ran it. Now no exported cell starts a formula, and `import` reads the
/// file back to the same entry.
@Suite("Export: no cell runs as a formula")
struct ExportFormulaCellTests {
  static let hostile = Book(
    id: "9780306406157", title: "=HYPERLINK(\"http://evil.example\",\"click\")", subtitle: "'=already quoted",
    authors: ["+cmd|' /C calc'!A0", "@Someone"], publisher: "-2+3", isbn10: "0306406152",
    isbn13: "9780306406157", description: "\tTabbed description", source: "kakao")

  /// OWASP's formula triggers.
  static func startsAFormula(_ cell: String) -> Bool {
    guard let first = cell.unicodeScalars.first else { return false }
    return ["=", "+", "-", "@", "\t", "\r"].contains(first)
  }

  /// Goodreads' ISBN cells, `="0440238145"`: a formula that only shows its digits.
  static func isISBNFormula(_ cell: String) -> Bool {
    cell.hasPrefix("=\"") && cell.hasSuffix("\"")
      && cell.dropFirst(2).dropLast().allSatisfy { $0.isNumber || $0 == "X" }
  }

  @Test("shelf CSV export → import gives back book text byte for byte, as JSON does")
  func bookTextRoundTrip() async throws {
    let dir = try TemporaryDirectory()
    let source = try ShelfStore(path: dir.path("a.sqlite"))
    let book = Book(
      id: "9780306406157", title: "\rCR title", subtitle: " spaced ", publisher: "p\n",
      isbn13: "9780306406157", description: "\tdesc\n", source: "kakao")
    try await source.save(ShelfEntry(book: book, note: "\tnote ", addedAt: TestValues.day))
    for format in [ExchangeFormat.csv, .json] {
      let file = dir.path("export.\(format)")
      try await source.exportEntries(format: format, toFile: file)
      let target = try ShelfStore(path: dir.path("\(format).sqlite"))
      #expect(try await target.importEntries(from: file, format: format).added == 1)
      let back = try #require(try await target.entry(forKey: "9780306406157"))
      #expect(back.book.title == book.title, "\(format)")
      #expect(back.book.subtitle == book.subtitle && back.book.publisher == book.publisher, "\(format)")
      #expect(back.book.description == book.description, "\(format)")
      #expect(back.note == "\tnote ", "\(format)")
      #expect(try await target.importEntries(from: file, format: format).unchanged == 1)
    }
  }

  @Test(
    "shelf CSV and Goodreads exports are spreadsheet-safe and import back exactly",
    arguments: [ExchangeFormat.csv, .goodreads])
  func shelfRoundTrip(format: ExchangeFormat) async throws {
    let dir = try TemporaryDirectory()
    let source = try ShelfStore(path: dir.path("a.sqlite"))
    let entry = ShelfEntry(
      book: Self.hostile, status: .read, rating: 4, tags: ["@SUM(1)", "-minus"], note: "=1+1\r\n@note\n\t-x",
      addedAt: TestValues.day)
    try await source.save(entry)
    let file = dir.path("export.csv")
    try await source.exportEntries(format: format, toFile: file)
    let data = try Data(contentsOf: URL(fileURLWithPath: file))
    let reader = StreamingCSVReader(data: data, strict: true)
    while let record = try reader.next() {
      for cell in record.fields where !Self.isISBNFormula(cell) {
        #expect(!Self.startsAFormula(cell), "\(cell.debugDescription)")
      }
    }
    let text = String(decoding: data, as: UTF8.self)
    #expect(text.contains("\"'=HYPERLINK(\"\"http://evil.example\"\",\"\"click\"\")\""))
    #expect(text.contains(",'-2+3,"))

    let target = try ShelfStore(path: dir.path("b.sqlite"))
    let report = try await target.importEntries(from: file, format: format)
    #expect(report.added == 1 && report.skipped.isEmpty)
    let back = try #require(try await target.entry(forKey: "9780306406157"))
    #expect(back.book.title == Self.hostile.title)
    #expect(back.book.publisher == "-2+3")
    #expect(back.note == entry.note)
    #expect(Set(back.tags) == ["@SUM(1)", "-minus"])
    #expect(back.book.authors == Self.hostile.authors)
    if format == .csv {
      #expect(back.book.subtitle == "'=already quoted")
      #expect(back.book.description == Self.hostile.description)  // book text byte for byte
    }
  }

  @Test(
    "the catalog reads a shelf export back without the added quote",
    arguments: [ExchangeFormat.csv, .goodreads])
  func catalogReadsTheExportBack(format: ExchangeFormat) async throws {
    let dir = try TemporaryDirectory()
    let shelf = try ShelfStore(path: dir.path("shelf.sqlite"))
    // Without an ISBN, so the Goodreads export writes a Book Id (the catalog needs one).
    var book = Self.hostile
    (book.id, book.isbn10, book.isbn13) = ("kakao:=evil", nil, nil)
    try await shelf.save(ShelfEntry(book: book, addedAt: TestValues.day))
    let file = dir.path("export.csv")
    try await shelf.exportEntries(format: format, toFile: file)
    let catalog = try LocalCatalog(path: dir.path("catalog.sqlite"))
    let summary = try CatalogImporter.run(
      file: URL(fileURLWithPath: file), format: format == .csv ? .csv : .goodreads, into: catalog)
    #expect(summary.imported == 1)
    let page = try catalog.search(BookQuery(text: "hyperlink evil example"))
    #expect(page.books.map(\.title) == [Self.hostile.title])
    #expect(page.books.first?.publisher == "-2+3")
    #expect(page.books.first?.authors.first == "+cmd|' /C calc'!A0")
  }
}
