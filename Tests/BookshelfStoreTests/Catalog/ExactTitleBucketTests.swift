import BookshelfCore
import BookshelfTestSupport
import Testing

@testable import BookshelfStore

/// Exact-title ranking with title keys stored as 23-bit buckets (migration 8): two different
/// titles that share a bucket are never exact titles of each other's queries, and a title that
/// shares a broad query's bucket without matching it never enters its window
/// (`CatalogExactTitle`). The pair is found by a small search over `Common Book <n>` titles.
@Suite struct ExactTitleBucketTests {
  /// Two numbers whose titles `Common Book <n>` have different keys in one bucket, neither
  /// number a prefix of the other (so neither title matches the other's query as typed).
  static let pair: (Int, Int)? = {
    var seen: [Int64: Int] = [:]
    for n in 1..<100_000 {
      let bucket = CatalogRow.titleHash(CatalogTokenizer.titleKey("Common Book \(n)"))
      if let other = seen[bucket], !String(n).hasPrefix(String(other)) { return (other, n) }
      seen[bucket] = n
    }
    return nil
  }()

  @Test func thePairSharesABucketButNotAKey() throws {
    let (a, b) = try #require(Self.pair)
    let keys = [a, b].map { CatalogTokenizer.titleKey("Common Book \($0)") }
    #expect(keys[0] != keys[1])
    #expect(CatalogRow.titleHash(keys[0]) == CatalogRow.titleHash(keys[1]))
  }

  /// A few matches (the ranked form): `Common Book <b>` exact; five more popular titles that
  /// hold the query in a longer title; `Common Book <a>`, of the same bucket and most popular
  /// of all, matches only through its description, so it ranks last, not as an exact title.
  @Test func aTitleSharingTheBucketIsNotRankedAsTheExactTitle() throws {
    let (a, b) = try #require(Self.pair)
    let directory = try TemporaryDirectory()
    let catalog = try LocalCatalog(path: directory.path("catalog.sqlite"))
    try catalog.write {
      _ = try catalog.upsert(.sample(title: "Common Book \(b)", key: "b", ratings: 1))
      for n in 0..<5 {
        _ = try catalog.upsert(.sample(title: "Common Book \(b) Stories \(n)", key: "s\(n)", ratings: 10 + n))
      }
      _ = try catalog.upsert(
        .sample(title: "Common Book \(a)", key: "a", description: "common book \(b)", ratings: 1_000))
    }
    let page = try catalog.page("common book \(b)")
    #expect(page.totalCount == 7)
    #expect(
      page.books.map(\.id) == [
        "local:t:b", "local:t:s4", "local:t:s3", "local:t:s2", "local:t:s1", "local:t:s0", "local:t:a",
      ])
    // The other way round: `Common Book <a>` alone is exact for its own query.
    #expect(try catalog.page("common book \(a)").books.map(\.id) == ["local:t:a"])
  }

  /// A broad query (more than `candidateWindow` matches: the windowed form, then the rest):
  /// `Common Book <b>`, of the query's bucket, does not match `common book <a>` and must not
  /// be on any page, nor counted in the window.
  @Test func aTitleSharingTheBucketNeverEntersABroadQuerysWindow() throws {
    let (a, b) = try #require(Self.pair)
    let directory = try TemporaryDirectory()
    let catalog = try LocalCatalog(path: directory.path("catalog.sqlite"))
    let fillers = LocalCatalog.candidateWindow + 50
    try catalog.write {
      _ = try catalog.upsert(.sample(title: "Common Book \(a)", key: "a", ratings: 1))
      for n in 0..<fillers {
        _ = try catalog.upsert(
          .sample(title: "Filler \(n)", key: "f\(n)", description: "common book \(a)", ratings: 10 + n))
      }
      _ = try catalog.upsert(.sample(title: "Common Book \(b)", key: "b", ratings: 100_000))
    }
    var ids: [String] = []
    for pageNumber in 1...3 {
      let page = try catalog.search(BookQuery(text: "common book \(a)", page: pageNumber, pageSize: 100))
      #expect(page.totalCount == fillers + 1)
      ids += page.books.map(\.id)
    }
    #expect(ids.count == fillers + 1)
    #expect(Set(ids).count == ids.count)
    #expect(ids.first == "local:t:a")
    #expect(
      ids.dropFirst().prefix(3) == [
        "local:t:f\(fillers - 1)", "local:t:f\(fillers - 2)", "local:t:f\(fillers - 3)",
      ])
    #expect(!ids.contains("local:t:b"))
    // The window's count (read for a page reaching past it) leaves the bucket's other title out.
    let key = CatalogTokenizer.titleKey("common book \(a)")
    let match = try #require(LocalCatalog.matchExpression(for: BookQuery(text: "common book \(a)")))
    let window = try catalog.queryStatements.windowCount(exactTitles: true).scalar([
      SQLiteValue.text(match), catalog.titleKeyForm.stored(key), SQLiteValue.text(key),
    ])
    #expect(window.int == LocalCatalog.candidateWindow + 1)
  }
}
