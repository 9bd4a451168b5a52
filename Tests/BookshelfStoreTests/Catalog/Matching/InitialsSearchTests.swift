import BookshelfCore
import Testing

@testable import BookshelfStore

/// 초성 search: initial consonants per syllable, mixed with full syllables (#15).
@Suite struct InitialsSearchTests {
  @Test func initialsFindRealKoreanTitles() throws {
    guard let (catalog, _) = try RealCatalogs.aladin() else { return }
    #expect(try catalog.titles("ㅁㅇㅂㅇ ㅇㄱ").first?.hasPrefix("미움받을 용기") == true)
    #expect(try catalog.titles("ㅅㄴㅇ ㅇㄷ").first == "소년이 온다 - 2024 노벨문학상 수상작가")
    #expect(try catalog.titles("ㅅㄴㅇㅇㄷ").first == "소년이 온다 - 2024 노벨문학상 수상작가")
  }

  @Test func initialsMixWithFullSyllables() throws {
    guard let (catalog, _) = try RealCatalogs.aladin() else { return }
    let titles = try catalog.titles("미ㅇ")
    #expect(titles.count == 10 && titles.allSatisfy { $0.contains("미") })  // 미용실, 미움받을 …
    #expect(try catalog.titles("미ㅇㅂㅇ ㅇㄱ").first?.hasPrefix("미움받을 용기") == true)
    #expect(try catalog.titles("소ㄴ이 온ㄷ").first == "소년이 온다 - 2024 노벨문학상 수상작가")
  }

  @Test func titleIndexHoldsInitialBigramsOfEachHangulRun() {
    #expect(CatalogTokenizer.initialsIndexText("미움받을 용기") == "ㅁㅇ ㅇㅂ ㅂㅇ ㅇㅇ ㅇㄱ")
    #expect(CatalogTokenizer.initialsIndexText("소년이 온다 - 2024") == "ㅅㄴ ㄴㅇ ㅇㅇ ㅇㄷ")
    #expect(CatalogTokenizer.initialsIndexText("Dune") == "")
    #expect(CatalogTokenizer.initialsIndexText("흰") == "")
  }

  @Test func queryWithInitialsIsTheirBigramsAndTheFullSyllables() {
    #expect(CatalogTokenizer.matchExpression("ㅁㅇㅂㅇ") == "\"ㅁㅇ ㅇㅂ ㅂㅇ\"")
    #expect(CatalogTokenizer.matchExpression("미ㅇ") == "\"ㅁㅇ\" {title} : \"미\"")
    #expect(CatalogTokenizer.terms("ㅅㄴㅇ ㅇㄷ") == [.initials("ㅅㄴㅇㅇㄷ")])
    #expect(CatalogTokenizer.matchExpression("ㅁ") == nil)
  }

  /// A catalog holding `소년이 온다` indexed as version 3 did (no initials), closed.
  static func versionThreeCatalog() throws -> CatalogFixture {
    let fixture = try CatalogFixture(importing: false)
    let catalog = fixture.catalog
    try catalog.write { _ = try catalog.upsert(CatalogRecord.sample(title: "소년이 온다", key: "1")) }
    let doc = try catalog.database.scalar("SELECT doc FROM catalog_docs").int64 ?? 0
    let texts = CatalogRow.ftsTexts(
      title: "소년이 온다", subtitle: nil, authors: nil, translators: nil, publisher: nil, description: nil,
      subjects: nil)
    let columns = "books_fts, rowid, title, subtitle, authors, publisher, description, subjects"
    try catalog.database.execute(
      "INSERT INTO books_fts (\(columns)) VALUES ('delete', ?1, ?2, ?3, ?4, ?5, ?6, ?7)",
      arguments: [SQLiteValue.integer(doc)] + texts)
    var old = texts
    old[0] = .text(CatalogRow.ftsText("소년이 온다"))
    try catalog.database.execute(
      "INSERT INTO books_fts (rowid, title, subtitle, authors, publisher, description, subjects) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)",
      arguments: [SQLiteValue.integer(doc)] + old)
    try catalog.database.setUserVersion(3)
    #expect(try catalog.titles("ㅅㄴㅇ").isEmpty)
    try catalog.close()
    return fixture
  }

  @Test func anOlderCatalogGainsInitialsWhenMigrated() throws {
    let fixture = try Self.versionThreeCatalog()
    let reopened = try LocalCatalog(path: fixture.directory.path("catalog.sqlite"))
    #expect(try reopened.titles("ㅅㄴㅇ") == ["소년이 온다"])
    #expect(try reopened.titles("소년이") == ["소년이 온다"])
    #expect(try reopened.database.scalar("PRAGMA user_version").int == CatalogSchema.version)
    // the FTS5 index is consistent after the rewrite
    try reopened.database.execute("INSERT INTO books_fts (books_fts, rank) VALUES ('integrity-check', 0)")
  }
}

extension InitialsSearchTests {
  @Test func anOlderCatalogOpenedReadOnlyIsMigratedWhenWritable() throws {
    let fixture = try InitialsSearchTests.versionThreeCatalog()
    let reader = try LocalCatalog(path: fixture.directory.path("catalog.sqlite"), readOnly: true)
    #expect(try reader.database.scalar("PRAGMA user_version").int == CatalogSchema.version)
    #expect(try reader.titles("ㅅㄴㅇ ㅇㄷ") == ["소년이 온다"])
  }
}
