import BookshelfPresentation
import BookshelfStore
import BookshelfTestSupport
import Foundation
import Testing

/// `catalog stats` with a write-ahead log beside the catalog, and catalog messages under a
/// Korean locale, run as the real binary.
@Suite("bookshelf catalog: WAL size and Korean reasons")
struct CatalogKoreanAndWALTests {
  static func size(_ path: String) -> Int {
    ((try? FileManager.default.attributesOfItem(atPath: path))?[.size] as? NSNumber)?.intValue ?? 0
  }

  /// A home with the 20-book fixture imported.
  static func importedHome() async throws -> (URL, [String: String]) {
    let home = try BookshelfBinary.temporaryHome()
    let env = BookshelfBinary.environment(home: home)
    let file = home.appendingPathComponent("books.csv")
    try SharedData.ownFixture("catalog/books.csv").write(to: file)
    let run = try await BookshelfBinary.run(["catalog", "import", file.path], environment: env)
    #expect(run.status == 0, "\(run.stderr)")
    return (home, env)
  }

  @Test("stats shows the database size and, while a WAL holds pages, the WAL separately")
  func statsWithWAL() async throws {
    let (home, env) = try await Self.importedHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let path = home.appendingPathComponent("data/catalog.sqlite").path
    let plain = try await BookshelfBinary.run(["catalog", "stats"], environment: env)
    #expect(plain.stdout.hasSuffix("\nSize: \(ByteSize.text(Self.size(path)))\n"), "\(plain.stdout)")
    #expect(Self.size(path + "-wal") == 0)

    // Another connection writes and stays open, so its pages stay in the WAL.
    let writer = try Database(path: path, flags: [.readWrite])
    try writer.execute(
      "UPDATE books SET title = title || ' (2nd ed.)' WHERE id = (SELECT min(id) FROM books)")
    let wal = Self.size(path + "-wal")
    #expect(wal > 0)
    let english = try await BookshelfBinary.run(["catalog", "stats"], environment: env)
    let database = ByteSize.text(Self.size(path))
    #expect(
      english.stdout.hasSuffix("\nSize: \(database) (+ \(ByteSize.text(wal)) write-ahead log)\n"),
      "\(english.stdout)")
    let korean = try await BookshelfBinary.run(
      ["catalog", "stats"], environment: env.merging(["LANG": "ko_KR.UTF-8"]) { $1 })
    #expect(
      korean.stdout.hasSuffix("\n크기: \(database) (+ 미리 쓰기 로그 \(ByteSize.text(wal)))\n"), "\(korean.stdout)")
    let json = try await BookshelfBinary.run(["catalog", "stats", "--json"], environment: env)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect(object["fileSize"] as? Int == Self.size(path))
    #expect(object["walSize"] as? Int == wal)
  }

  @Test("a re-import leaves no WAL behind, even while another connection has the catalog open")
  func reimportTruncatesWAL() async throws {
    let (home, env) = try await Self.importedHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let path = home.appendingPathComponent("data/catalog.sqlite").path
    let reader = try Database(path: path, flags: [.readOnly])
    #expect(try reader.query("SELECT count(*) FROM books").first?.int(0) == 20)
    let file = home.appendingPathComponent("changed.csv")
    let text = try String(decoding: SharedData.ownFixture("catalog/books.csv"), as: UTF8.self)
      .replacingOccurrences(of: "Dune Messiah", with: "Messiah of Arrakis")
    try text.write(to: file, atomically: true, encoding: .utf8)
    let run = try await BookshelfBinary.run(
      ["catalog", "import", file.path, "--format", "csv"], environment: env)
    #expect(run.stdout.hasPrefix("Imported 0 new, 1 updated, 19 unchanged, 0 skipped"), "\(run.stdout)")
    #expect(Self.size(path + "-wal") == 0)
    let json = try await BookshelfBinary.run(["catalog", "stats", "--json"], environment: env)
    let object = try #require(
      try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any])
    #expect(object["walSize"] as? Int == 0)
  }

  @Test("Korean: a CSV that is not UTF-8 names the line in Korean; skipped rows too")
  func koreanReasons() async throws {
    let home = try BookshelfBinary.temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let env = BookshelfBinary.environment(home: home, ["LANG": "ko_KR.UTF-8"])
    let bad = home.appendingPathComponent("euc-kr.csv")
    try (Data("title,authors\nDune,Frank Herbert\n".utf8) + Data([0xC0, 0xCC, 0xB9, 0xCC, 0x0A])).write(
      to: bad)
    let refused = try await BookshelfBinary.run(["catalog", "import", bad.path], environment: env)
    #expect(refused.status == 2)
    // Named CP949, as the shelf's `import` names it.
    #expect(
      refused.stderr.hasPrefix(
        "bookshelf: 오류: \(bad.path)을(를) 읽을 수 없습니다: UTF-8 텍스트가 아니며(3번째 줄) CP949(EUC-KR, 한국어 Windows) 인코딩으로 보입니다. 변환하거나(iconv -f CP949 -t UTF-8 FILE > FILE-utf8.csv)"
      ))
    let skipping = home.appendingPathComponent("x.csv")
    try "title,authors\nFirst,A\n,B\n".write(to: skipping, atomically: true, encoding: .utf8)
    let run = try await BookshelfBinary.run(["catalog", "import", skipping.path], environment: env)
    #expect(run.status == 0)
    #expect(run.stdout.hasSuffix("\n  3행 건너뜀: 제목이 없습니다\n"), "\(run.stdout)")
  }

  @Test("Korean: the search summary names the local catalog in Korean; English is unchanged")
  func koreanProviderName() async throws {
    let (home, env) = try await Self.importedHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let korean = try await BookshelfBinary.run(
      ["search", "--format", "table", "--provider", "local", "민국"],
      environment: env.merging(["LANG": "ko_KR.UTF-8"]) { $1 })
    #expect(korean.status == 0)
    #expect(korean.stdout.hasPrefix("책 1권 · 1페이지 · 로컬 카탈로그\n"), "\(korean.stdout)")
    let english = try await BookshelfBinary.run(
      ["search", "--format", "table", "--provider", "local", "민국"], environment: env)
    #expect(english.stdout.hasPrefix("1 book · page 1 · Local catalog\n"), "\(english.stdout)")
  }
}
