import BookshelfCore
import Foundation
import Testing

@testable import BookshelfStore

/// The compact stored forms of migration 6 (`CatalogRow+CompactForms`): each decodes back to
/// exactly the value written, and the compact form is used whenever it can be.
@Suite struct CatalogCompactFormsTests {
  @Test func aKnownSourceNameIsStoredAsItsCodeAndAnyOtherNameAsText() {
    #expect(CatalogRow.storedSource("goodbooks") == .integer(1))
    #expect(CatalogRow.storedSource("aladin") == .integer(0))
    #expect(CatalogRow.storedSource("mine") == .text("mine"))
    #expect(CatalogRow.storedSource("1") == .text("1"))
    for name in CatalogRow.sourceNames + ["mine", "1", ""] {
      #expect(CatalogRow.sourceName(stored: CatalogRow.storedSource(name)) == name)
    }
    // A code no version wrote (a damaged file) names no source.
    #expect(CatalogRow.sourceName(stored: .integer(99)) == nil)
    #expect(CatalogRow.sourceName(stored: .integer(-1)) == nil)
  }

  @Test func aCanonicalDecimalSourceKeyIsStoredAsAnInteger() {
    #expect(CatalogRow.storedSourceKey("2767052") == .integer(2_767_052))
    #expect(CatalogRow.storedSourceKey("999999999999999999") == .integer(999_999_999_999_999_999))
    for text in ["0", "007", "1e3", "-5", " 5", "9999999999999999999", "CMO197504321", "", "٣"] {
      #expect(CatalogRow.storedSourceKey(text) == .text(text), "\(text)")
    }
    for key in ["2767052", "007", "0", "CMO197504321", "999999999999999999", "9999999999999999999"] {
      #expect(CatalogRow.sourceKey(stored: CatalogRow.storedSourceKey(key)) == key)
    }
  }

  @Test func aRatingWithTwoDecimalsIsStoredInHundredthsAndReadsBackBitForBit() throws {
    #expect(CatalogRow.storedRating(4.24) == .integer(424))
    #expect(CatalogRow.storedRating(5) == .integer(500))
    #expect(CatalogRow.storedRating(0) == .integer(0))
    #expect(CatalogRow.storedRating(nil) == .null)
    for rating in [4.245, 1.0 / 3, -1, -0.0, .infinity, 2e6] {
      #expect(CatalogRow.storedRating(rating) == .real(rating), "\(rating)")
    }
    let database = try Database(path: ":memory:")
    try database.execute("CREATE TABLE t (r)")
    let ratings: [Double] = (0...500).map { Double("\($0 / 100).\(String(format: "%02d", $0 % 100))") ?? -1 }
    for rating in ratings + [4.245, 1.0 / 3, 3.999999] {
      try database.execute("DELETE FROM t")
      try database.execute("INSERT INTO t VALUES (?1)", arguments: [CatalogRow.storedRating(rating)])
      let statement = try database.prepare("SELECT r FROM t")
      var read: Double?
      try statement.forEachRow { read = CatalogRow.rating(at: 0, of: $0) }
      #expect(read?.bitPattern == rating.bitPattern, "\(rating)")
    }
  }

  @Test func theTitleBucketIsTheLow23BitsOfTheStableFNV1aHash() {
    // FNV-1a of "thehungergames" is 17169000967267993650; folded to 47 bits: 12550336484539
    // (migration 6's stored key); its low 23 bits: 5838011 (migration 8's bucket).
    #expect(CatalogRow.legacyTitleHash("thehungergames") == 12_550_336_484_539)
    #expect(CatalogRow.titleHash("thehungergames") == 5_838_011)
    #expect(CatalogRow.storedTitleKey("The Hunger Games (The Hunger Games, #1)") == .integer(5_838_011))
    #expect(CatalogRow.storedTitleKey(stored: .text("thehungergames")) == .integer(5_838_011))
    #expect(CatalogRow.storedTitleKey(stored: .integer(7)) == .integer(7))
    for key in ["", "a", "미움받을용기", "harrypotter", String(repeating: "z", count: 500)] {
      let hash = CatalogRow.legacyTitleHash(key)
      #expect(hash >= 0 && hash < 1 << 47, "\(key)")
      #expect(CatalogRow.titleHash(key) == hash & 0x7F_FFFF, "\(key)")
    }
    #expect(CatalogRow.titleHash("harrypotter") != CatalogRow.titleHash("harrypottet"))
    #expect(CatalogRow.TitleKeyForm(schemaVersion: 5).stored("ab") == .text("ab"))
    #expect(
      CatalogRow.TitleKeyForm(schemaVersion: 6).stored("ab") == .integer(CatalogRow.legacyTitleHash("ab")))
    #expect(CatalogRow.TitleKeyForm(schemaVersion: 7) == .hash47)
    #expect(CatalogRow.TitleKeyForm(schemaVersion: 8).stored("ab") == .integer(CatalogRow.titleHash("ab")))
  }

  @Test func aBucketIsStoredInAtMostThreeBytes() throws {
    // SQLite's record: a header-size byte, a serial-type byte, then the value; serial type 3
    // (a 24-bit signed integer) holds every bucket, so at most 5 payload bytes a row.
    let database = try Database(path: ":memory:")
    try database.execute("CREATE TABLE t (k)")
    for n in 0..<2_000 {
      try database.execute("INSERT INTO t VALUES (?1)", arguments: [CatalogRow.storedTitleKey("Book \(n)")])
    }
    try database.execute("INSERT INTO t VALUES (?1)", arguments: [SQLiteValue.integer((1 << 23) - 1)])
    let payload = try database.scalar("SELECT sum(payload) FROM dbstat WHERE name = 't'").int ?? 0
    #expect(payload > 4 * 2_001 && payload <= 5 * 2_001)
  }

  @Test func titleIsComparesTheTitlesKeyWithTheQuerysKey() throws {
    let database = try Database(path: ":memory:")
    try CatalogExactTitle.register(on: database)
    func exact(_ title: String?, _ key: String?) throws -> Int? {
      try database.scalar(
        "SELECT \(CatalogExactTitle.functionName)(?1, ?2)",
        title.map { SQLiteValue.text($0) } ?? .null, key.map { SQLiteValue.text($0) } ?? .null
      ).int
    }
    #expect(try exact("The Hunger Games (The Hunger Games, #1)", "thehungergames") == 1)
    #expect(try exact("The Hunger Games", "thehungergame") == 0)
    #expect(try exact("The Hunger Games", "thehungergamesx") == 0)
    #expect(try exact("Préface à la vie", "prefacealavie") == 1)
    #expect(try exact("미움받을 용기", "미움받을용기") == 1)
    #expect(try exact("!!!", "") == 1)
    #expect(try exact("Emma", "") == 0)
    #expect(try exact(nil, "a") == nil)
    #expect(try exact("Emma", nil) == nil)
  }

  @Test func titleContainsComparesTheTitlesKeyWithTheQuerysKey() throws {
    let database = try Database(path: ":memory:")
    try CatalogTitleContains.register(on: database)
    func contains(_ title: String?, _ key: String?) throws -> Int? {
      try database.scalar(
        "SELECT \(CatalogTitleContains.functionName)(?1, ?2)",
        title.map { SQLiteValue.text($0) } ?? .null, key.map { SQLiteValue.text($0) } ?? .null
      ).int
    }
    #expect(try contains("Harry Potter and the Sorcerer's Stone (Harry Potter, #1)", "harrypotter") == 1)
    #expect(try contains("Harry Potter and the Sorcerer's Stone (Harry Potter, #1)", "sorcerersstone") == 1)
    #expect(try contains("Harry Potter", "harrypotterand") == 0)
    #expect(try contains("Préface à la vie", "prefacea") == 1)
    #expect(try contains("미움받을 용기", "받을용") == 1)
    #expect(try contains("미움받을 용기", "") == 1)
    #expect(try contains("", "a") == 0)
    #expect(try contains(nil, "a") == nil)
    #expect(try contains("Emma", nil) == nil)
  }
}
