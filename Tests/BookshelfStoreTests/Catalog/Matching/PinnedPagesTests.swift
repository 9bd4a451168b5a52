import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfStore

/// Page 1 of 108 queries on the real Aladin list and goodbooks-10k — as-you-type prefixes
/// of titles and authors (the catalog benchmark's), typos, partial matches and titles typed
/// without spaces — stays exactly what it was before the query path was sped up
/// (`Fixtures/catalog/pinned-pages.tsv`: the total and the ids in order). Speed work on the
/// search (statements, caches, transactions) must not change a result.
@Suite struct PinnedPagesTests {
  /// The pinned lines of `catalog`: query, `totalCount`, ids in order.
  private func pinned(_ catalog: String) throws -> [(query: String, total: Int, ids: [String])] {
    let text = String(decoding: try SharedData.ownFixture("catalog/pinned-pages.tsv"), as: UTF8.self)
    return text.split(separator: "\n").filter { !$0.hasPrefix("#") }.compactMap { line in
      let fields = line.split(separator: "\t", omittingEmptySubsequences: false).map(String.init)
      guard fields.count == 4, fields[0] == catalog, let total = Int(fields[2]) else { return nil }
      return (fields[1], total, fields[3].split(separator: ",").map(String.init))
    }
  }

  private func expectPinned(_ name: String, in catalog: LocalCatalog) throws {
    let lines = try pinned(name)
    #expect(lines.count == 54)
    for line in lines {
      let page = try catalog.search(BookQuery(text: line.query))
      #expect(page.totalCount == line.total, "\(line.query)")
      #expect(page.books.map(\.id) == line.ids, "\(line.query)")
    }
  }

  @Test func theAladinListAnswersAsBefore() throws {
    guard let (catalog, directory) = try RealCatalogs.aladin() else { return }
    try expectPinned("aladin", in: catalog)
    // the read-only connection a search uses answers the same
    let reader = try LocalCatalog(path: directory.path("catalog.sqlite"), readOnly: true)
    try expectPinned("aladin", in: reader)
    try reader.close()
  }

  @Test func goodbooksAnswersAsBefore() throws {
    guard let (catalog, _) = try RealCatalogs.goodbooks() else { return }
    try expectPinned("goodbooks", in: catalog)
  }
}
