import BookshelfCore
import Foundation
import Testing

@testable import BookshelfStore

/// Input a new user really fed `catalog import`: files that are not UTF-8 and the JSON shapes
/// `bookshelf` itself prints.
@Suite struct CatalogImportInputTests {
  let directory: TemporaryDirectory
  let catalog: LocalCatalog

  init() throws {
    directory = try TemporaryDirectory()
    catalog = try LocalCatalog(path: directory.path("catalog.sqlite"))
  }

  func write(_ name: String, _ bytes: Data) throws -> URL {
    let url = directory.url.appendingPathComponent(name)
    try bytes.write(to: url)
    return url
  }

  func rows() throws -> Int { try catalog.statistics().rows }

  /// "이미지의 배신" and "한국" in EUC-KR: bytes that are not UTF-8.
  static let eucKR: [UInt8] = [0xC0, 0xCC, 0xB9, 0xCC, 0xC1, 0xF6, 0xC0, 0xC7]

  @Test func anEUCKRCSVIsRefusedWithItsFileAndLineAndNothingIsImported() throws {
    let bytes = Data("title,authors\nDune,Frank Herbert\n".utf8) + Data(Self.eucKR) + Data(",x\n".utf8)
    let file = try write("euc-kr.csv", bytes)
    // Named as the shelf's `import` names it.
    #expect(throws: BookshelfError.notUTF8(path: file.path, line: 3, encoding: .cp949)) {
      try CatalogImporter.run(file: file, format: .csv, into: catalog)
    }
    #expect(try rows() == 0)
  }

  @Test func aUTF16OrWindows1252CSVIsRefusedNamingItsEncoding() throws {
    var utf16: [UInt8] = [0xFF, 0xFE]
    for unit in "title,authors\nDune,Frank Herbert\n".utf16 {
      utf16 += [UInt8(unit & 0xFF), UInt8(unit >> 8)]
    }
    let file = try write("u16.csv", Data(utf16))
    #expect(throws: BookshelfError.notUTF8(path: file.path, line: 1, encoding: .utf16)) {
      try CatalogImporter.run(file: file, format: .csv, into: catalog)
    }
    let western = try write(
      "w.csv", Data("title,authors\nLes Mis".utf8) + Data([0xE9]) + Data("rables,Hugo\n".utf8))
    #expect(throws: BookshelfError.notUTF8(path: western.path, line: 2, encoding: .windows1252)) {
      try CatalogImporter.run(file: western, format: .csv, into: catalog)
    }
    #expect(try rows() == 0)
  }

  @Test func aNonUTF8ByteInAMultiLineGutenbergFieldNamesTheRecordsLine() throws {
    let bytes =
      Data("gutenberg_id,title,author\n1,\"Two\nlines\",A\n2,\"Caf".utf8) + Data([0xE9])
      + Data("\nau lait\",B\n".utf8)
    let file = try write("g.csv", bytes)
    #expect(throws: BookshelfError.notUTF8(path: file.path, line: 4, encoding: .windows1252)) {
      try CatalogImporter.run(file: file, format: .gutenberg, into: catalog)
    }
    #expect(try rows() == 0)
  }

  @Test func aNonUTF8JSONElementIsRefusedWithItsLine() throws {
    let bytes =
      Data(
        "[\n{\"id\": \"a\", \"title\": \"Dune\", \"source\": \"kakao\"},\n{\"id\": \"b\", \"title\": \"".utf8)
      + Data(Self.eucKR) + Data("\", \"source\": \"kakao\"}\n]\n".utf8)
    let file = try write("books.json", bytes)
    #expect(throws: BookshelfError.invalidInput(what: .file(file.path), problem: .notUTF8(line: 3))) {
      try CatalogImporter.run(file: file, format: .json, into: catalog)
    }
    let aladin = try write("aladin.json", bytes)
    #expect(throws: BookshelfError.invalidInput(what: .file(aladin.path), problem: .notUTF8(line: 3))) {
      try CatalogImporter.run(file: aladin, format: .aladin, into: catalog, mappings: .adapters)
    }
    #expect(try rows() == 0)
  }

  static let dune =
    #"{"id": "9780441172719", "title": "Dune", "authors": ["Frank Herbert"], "isbn13": "9780441172719", "source": "kakao"}"#
  static let hobbit =
    #"{"id": "9780547928227", "title": "The Hobbit", "authors": ["J. R. R. Tolkien"], "source": "google"}"#

  func importedTitles(_ json: String, name: String = "in.json") throws -> (CatalogImportSummary, [String]) {
    let file = try write(name, Data(json.utf8))
    let summary = try CatalogImporter.run(file: file, format: .json, into: catalog)
    let page = try catalog.search(BookQuery(text: "dune"))
    let hobbit = try catalog.search(BookQuery(text: "hobbit"))
    return (summary, (page.books + hobbit.books).map(\.title))
  }

  @Test func theObjectPrintedBySearchJSONImportsItsBooks() throws {
    let json = """
      {
        "query" : "[dune] {\\"books\\": 1}", "provider" : "kakao", "page" : 1, "pageSize" : 10,
        "totalCount" : 2, "isEnd" : true, "extra" : {"books": [1, 2]},
        "books" : [ \(Self.dune), \(Self.hobbit) ]
      }
      """
    let (summary, titles) = try importedTitles(json)
    #expect(summary.imported == 2)
    #expect(summary.skipped.isEmpty)
    #expect(titles == ["Dune", "The Hobbit"])
    #expect(CatalogImporter.guessFormat(file: directory.url.appendingPathComponent("in.json")) == .json)
  }

  @Test func aShelfExportImportsTheBookOfEachEntry() throws {
    let json = """
      [
        {"book": \(Self.dune), "status": "read", "rating": 5, "tags": [], "addedAt": "2026-01-02T03:04:05Z", "updatedAt": "2026-01-02T03:04:05Z"},
        {"book": \(Self.hobbit), "status": "want", "tags": ["fantasy"], "addedAt": "2026-01-02T03:04:05Z", "updatedAt": "2026-01-02T03:04:05Z"}
      ]
      """
    let (summary, titles) = try importedTitles(json)
    #expect(summary.imported == 2)
    #expect(summary.skipped.isEmpty)
    #expect(titles == ["Dune", "The Hobbit"])
  }

  @Test func anArrayOfBooksStillImports() throws {
    let (summary, titles) = try importedTitles("[\(Self.dune), {\"title\": \"no id\"}, \(Self.hobbit)]")
    #expect(summary.imported == 2)
    #expect(summary.skipped == [.init(line: 2, reason: .notBookObject)])
    #expect(titles == ["Dune", "The Hobbit"])
  }

  @Test func malformedJSONIsInvalidInputNotAFileError() throws {
    let scalar = try write("scalar.json", Data("42".utf8))
    #expect(
      throws: BookshelfError.invalidInput(what: .file(scalar.path), problem: .notJSONArray(ofBooks: true))
    ) {
      try CatalogImporter.run(file: scalar, format: .json, into: catalog)
    }
    let noBooks = try write("object.json", Data(#"{"query": "x", "items": []}"#.utf8))
    #expect(
      throws: BookshelfError.invalidInput(
        what: .file(noBooks.path), problem: .jsonObjectWithoutArray(key: "books"))
    ) {
      try CatalogImporter.run(file: noBooks, format: .json, into: catalog)
    }
    let open = try write("open.json", Data("[\(Self.dune),".utf8))
    #expect(
      throws: BookshelfError.invalidInput(what: .file(open.path), problem: .jsonNotClosed(object: false))
    ) {
      try CatalogImporter.run(file: open, format: .json, into: catalog)
    }
    #expect(try rows() == 0)
  }
}
