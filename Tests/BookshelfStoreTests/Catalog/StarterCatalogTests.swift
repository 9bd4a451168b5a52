import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfStore

/// The starter catalog embedded in the binary: the published bytes, and its atomic install.
@Suite("StarterCatalog: goodbooks-10k inside the binary")
struct StarterCatalogTests {
  func folder() throws -> URL {
    let url = FileManager.default.temporaryDirectory.appendingPathComponent("starter-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    return url
  }

  @Test("the embedded books.csv and LICENSE.txt are the published files, byte for byte")
  func publishedBytes() throws {
    let csv = StarterCatalog.csv
    #expect(csv.count == 3_286_659)
    #expect(csv.starts(with: Data("book_id,goodreads_book_id,best_book_id,".utf8)))
    #expect(csv.filter { $0 == UInt8(ascii: "\n") }.count == StarterCatalog.bookCount + 1)
    #expect(
      StarterCatalog.license.hasPrefix(
        "This work is licensed under the Creative Commons Attribution-ShareAlike 4.0"))
    guard let shared = SharedData.url("goodbooks-10k/books.csv") else {
      print(SharedData.skipMessage(for: "goodbooks-10k/books.csv"))
      return
    }
    #expect(try Data(contentsOf: shared) == csv)
  }

  @Test("installIfMissing imports 10,000 books once, leaves no temporary file, and never replaces a catalog")
  func installOnce() async throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("catalog.sqlite").path
    let summary = try #require(try StarterCatalog.installIfMissing(at: path))
    #expect(summary.imported == 10_000)
    #expect(summary.skipped.isEmpty)
    #expect(try StarterCatalog.installIfMissing(at: path) == nil)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(files.filter { $0.contains("starter") }.isEmpty, "\(files)")
    let catalog = try LocalCatalog(path: path, readOnly: true)
    let statistics = try catalog.statistics()
    #expect(statistics.rowsBySource == ["goodbooks": 10_000])
    #expect(statistics.attribution == [.goodbooks])
    let page = try await LocalCatalogProvider(path: path, readOnly: true).search(try BookQuery(text: "dune"))
    #expect(page.books.first?.title == "Dune (Dune Chronicles #1)")
    #expect(page.books.first?.authors == ["Frank Herbert"])
  }

  @Test("a catalog that exists (even one made meanwhile) is left alone")
  func existingCatalog() throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("catalog.sqlite").path
    _ = try LocalCatalog(path: path)
    #expect(try StarterCatalog.installIfMissing(at: path) == nil)
    #expect(try LocalCatalog(path: path, readOnly: true).statistics().rows == 0)
  }

  @Test("two installs at once: one catalog of 10,000 books, made by exactly one of them")
  func concurrentInstalls() async throws {
    let folder = try folder()
    defer { try? FileManager.default.removeItem(at: folder) }
    let path = folder.appendingPathComponent("catalog.sqlite").path
    async let first = Task.detached { try StarterCatalog.installIfMissing(at: path)?.imported }.value
    async let second = Task.detached { try StarterCatalog.installIfMissing(at: path)?.imported }.value
    let results = try await [first, second]
    #expect(results.compactMap { $0 } == [10_000])
    #expect(try LocalCatalog(path: path, readOnly: true).statistics().rows == 10_000)
    let files = try FileManager.default.contentsOfDirectory(atPath: folder.path)
    #expect(files.filter { $0.contains("starter") }.isEmpty, "\(files)")
  }

  @Test("attribution is owed only for goodbooks rows")
  func owed() {
    #expect(DataAttribution.owed(rowsBySource: ["csv": 20]).isEmpty)
    #expect(DataAttribution.owed(rowsBySource: ["csv": 20, "goodbooks": 1]) == [.goodbooks])
    #expect(DataAttribution.owed(rowsBySource: ["goodbooks": 0]).isEmpty)
  }
}
