import BookshelfCore
import Foundation
import Testing

@testable import BookshelfStore

/// Files `catalog import` must refuse as invalid input (exit 2) naming the real path, with
/// nothing committed: CSV headers of another format, and JSON followed by more text.
@Suite struct CatalogImportRefusalTests {
  let directory: TemporaryDirectory
  let catalog: LocalCatalog

  init() throws {
    directory = try TemporaryDirectory()
    catalog = try LocalCatalog(path: directory.path("catalog.sqlite"))
  }

  func write(_ name: String, _ text: String) throws -> URL {
    let url = directory.url.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url
  }

  func rows() throws -> Int { try catalog.statistics().rows }

  static let dune =
    #"{"id": "9780441172719", "title": "Dune", "authors": ["Frank Herbert"], "source": "kakao"}"#

  @Test func aCSVWithAnotherFormatsHeaderIsInvalidInputNamingTheFile() throws {
    let file = try write("my-books.csv", "foo,bar\n1,2\n")
    let headers: [CatalogImportFormat: CatalogHeader] = [
      .goodbooks: .goodbooks, .goodreads: .goodreads, .gutenberg: .gutenberg, .csv: .plainCSV,
    ]
    for (format, header) in headers {
      #expect(
        throws: BookshelfError.invalidInput(what: .file(file.path), problem: .notCatalogFormat(header)),
        "\(format)"
      ) {
        try CatalogImporter.run(file: file, format: format, into: catalog, mappings: .adapters)
      }
    }
    #expect(try rows() == 0)
  }

  @Test func textAfterTheJSONArrayIsRefusedWithItsLine() throws {
    let file = try write("books.json", "[\(Self.dune)]\n garbage\n")
    for format in [CatalogImportFormat.json, .aladin] {
      #expect(
        throws: BookshelfError.invalidInput(
          what: .file(file.path), problem: .textAfterJSON(object: false, line: 2)), "\(format)"
      ) {
        try CatalogImporter.run(file: file, format: format, into: catalog, mappings: .adapters)
      }
    }
    let second = try write("second.json", "[\(Self.dune)] []")
    #expect(
      throws: BookshelfError.invalidInput(
        what: .file(second.path), problem: .textAfterJSON(object: false, line: 1))
    ) {
      try CatalogImporter.run(file: second, format: .json, into: catalog)
    }
    #expect(try rows() == 0)
  }

  @Test func theRestOfASearchJSONObjectIsReadToItsEnd() throws {
    let after = try write(
      "after.json", #"{"books": [\#(Self.dune)], "note": "} ] {", "more": {"a": [1]}}"# + "\n\n")
    let summary = try CatalogImporter.run(file: after, format: .json, into: catalog)
    #expect(summary.imported == 1)
    let trailing = try write("trailing.json", #"{"books": [\#(Self.dune)], "isEnd": true} x"#)
    #expect(
      throws: BookshelfError.invalidInput(
        what: .file(trailing.path), problem: .textAfterJSON(object: true, line: 1))
    ) {
      try CatalogImporter.run(file: trailing, format: .json, into: catalog)
    }
    let open = try write("open.json", #"{"books": [\#(Self.dune)], "isEnd": true"#)
    #expect(
      throws: BookshelfError.invalidInput(what: .file(open.path), problem: .jsonNotClosed(object: true))
    ) {
      try CatalogImporter.run(file: open, format: .json, into: catalog)
    }
    #expect(try rows() == 1)
  }
}
