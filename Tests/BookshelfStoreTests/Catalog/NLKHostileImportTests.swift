import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfStore

/// NLK JSON-LD files of our own, written here: wrong types, huge values, missing fields,
/// duplicate ISBNs, roles, markup, and files cut short or not JSON-LD at all.
@Suite struct NLKHostileImportTests {
  let directory: TemporaryDirectory
  let catalog: LocalCatalog

  init() throws {
    directory = try TemporaryDirectory()
    catalog = try LocalCatalog(path: directory.path("catalog.sqlite"))
  }

  /// A file holding one `@graph` document of `records` (JSON texts), one per line after the
  /// first line, then an `@context`-only document as the NLK's dump has.
  func write(_ name: String, records: [String], trailing: String = "\n{\"@context\": {\"nlk\": \"x\"}}\n")
    throws
    -> URL
  {
    let text = "{\"@graph\": [\n" + records.joined(separator: ",\n") + "\n]}" + trailing
    return try write(name, text: text)
  }

  func write(_ name: String, text: String) throws -> URL {
    let url = directory.url.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url
  }

  func run(_ url: URL) throws -> CatalogImportSummary {
    try CatalogImporter.run(file: url, format: .nlk, into: catalog)
  }

  func book(_ key: String) throws -> Book? {
    try catalog.search(BookQuery(text: key, pageSize: 5)).books.first
  }

  @Test func valuesOfTheWrongTypeAreLeftOutAndTheRecordKept() throws {
    let url = try write(
      "types.json",
      records: [
        #"{"@id": "nlk:T1", "title": 42}"#,
        #"{"@id": "nlk:T2", "title": ["바다의 노래", 7], "creator": [1, true, "홍길동", {"@value": "김철수"}], "isbn": {"x": 1}, "issuedYear": "99999", "publisher": ["창비"], "kdc": "8x3"}"#,
        #""a string, not a node""#,
        #"{"@id": "nlk:T3", "@type": ["nlon:Author"], "title": "이름"}"#,
        #"{"@id": "nlk:T4", "title": {"@value": "값 객체 제목"}, "issued": "民國73[1984]"}"#,
      ])
    let summary = try run(url)
    #expect(summary.imported == 2)
    #expect(
      summary.skipped == [
        .init(line: 1, reason: .noTitle), .init(line: 3, reason: .notNLKBook),
        .init(line: 4, reason: .notNLKBook),
      ])
    let song = try #require(try book("바다의 노래"))
    #expect(song.authors == ["홍길동", "김철수"])
    #expect(song.isbn13 == nil && song.publishedDate == nil)
    #expect(song.publisher == "창비")
    let valueObject = try #require(try book("값 객체"))
    #expect(valueObject.title == "값 객체 제목" && valueObject.publishedDate == "1984")
  }

  @Test func missingFieldsSkipTheRecordWithItsNumber() throws {
    let url = try write(
      "missing.json",
      records: [
        #"{"@id": "nlk:M1"}"#, #"{"title": "아이디 없음"}"#,
        #"{"@id": "http://evil.example/M3", "title": "남의 아이디"}"#,
        #"{"@id": "nlk:M4", "title": "제목만 있는 책"}"#,
      ])
    let summary = try run(url)
    #expect(summary.imported == 1)
    #expect(
      summary.skipped == [
        .init(line: 1, reason: .noTitle), .init(line: 2, reason: .noID(column: "@id")),
        .init(line: 3, reason: .noID(column: "@id")),
      ])
    let only = try #require(try book("제목만"))
    #expect(
      only.authors.isEmpty && only.publisher == nil && only.detailURL?.absoluteString.hasSuffix("/M4") == true
    )
  }

  @Test func hugeValuesAreCutAndAHugeRecordIsRefusedWithItsLine() throws {
    let long = String(repeating: "가", count: 40_000)  // 120,000 bytes
    let url = try write(
      "huge.json", records: [#"{"@id": "nlk:H1", "title": "긴제목\#(long)", "label": "x / \#(long) 지음"}"#])
    #expect(try run(url).imported == 1)
    let cut = try #require(try book("긴제목"))
    #expect(cut.title.utf8.count <= TextLimits.Field.title.limit && cut.title.hasSuffix("…"))
    let giant = String(repeating: "a", count: (1 << 20) + 10)
    let refused = try write(
      "giant.json",
      records: [#"{"@id": "nlk:H2", "title": "작은 책"}"#, #"{"@id": "nlk:H3",\#n "title": "\#(giant)"}"#])
    #expect(
      throws: BookshelfError.invalidInput(
        what: .row(path: refused.path, unit: .line, number: 3),
        problem: .jsonRecordTooLarge(record: 2, bytes: 1 << 20, depth: 32))
    ) { try run(refused) }
    let deep = try write(
      "deep.json",
      records: [
        #"{"@id": "nlk:D1", "title": "깊은 책", "x": \#(String(repeating: "[", count: 40))\#(String(repeating: "]", count: 40))}"#
      ])
    #expect(throws: BookshelfError.self) { try run(deep) }
    #expect(try catalog.statistics().rowsBySource["nlk"] == 1)  // only the first file's row
  }

  @Test func duplicateISBNsKeepOneSearchableRow() throws {
    let url = try write(
      "isbn.json",
      records: [
        #"{"@id": "nlk:I1", "title": "채식주의자 (1)", "isbn": "8936434128 (1)"}"#,
        #"{"@id": "nlk:I2", "title": "채식주의자 (2)", "isbn": ["9788936434120(2)"]}"#,
        #"{"@id": "nlk:I3", "title": "틀린 검증 숫자", "isbn": "9788936434121"}"#,
      ])
    let summary = try run(url)
    #expect(summary.imported == 3 && summary.skipped.isEmpty)
    // Both rows are stored (two volumes of a set share its ISBN); one is searchable.
    let found = try catalog.search(BookQuery(text: "9788936434120"))
    #expect(found.totalCount == 1 && found.books.count == 1)
    #expect(try catalog.search(BookQuery(text: "채식주의자")).totalCount == 1)
    #expect(try catalog.lookup(ISBN("8936434128"))?.isbn10 == "8936434128")
    #expect(try book("검증")?.isbn13 == nil)
  }

  @Test func rolesInTheStatementOfResponsibilityGiveAuthorsAndTranslators() throws {
    let url = try write(
      "roles.json",
      records: [
        #"{"@id": "nlk:R1", "title": "채식주의자", "label": "채식주의자 / 한강 지음 ; 데보라 스미스 옮김", "creator": ["한강", "스미스, 데보라"]}"#,
        #"{"@id": "nlk:R2", "title": "노르웨이의 숲", "label": "노르웨이의 숲 / 지은이: 무라카미 하루키 ; 옮긴이: 양억관"}"#,
        #"{"@id": "nlk:R3", "title": "居延漢簡", "label": "居延漢簡 / 謝桂华; 李均明;朱國炤 共著"}"#,
        #"{"@id": "nlk:R4", "title": "그림책", "label": "그림책 / 김그림 그림 ; 이감수 감수"}"#,
      ])
    #expect(try run(url).imported == 4)
    let veg = try #require(try book("채식주의자"))
    #expect(veg.authors == ["한강"] && veg.translators == ["데보라 스미스"])
    // The authority's inverted form is searchable (a subject), not shown.
    #expect(try book("데보라")?.title == "채식주의자")
    let forest = try #require(try book("노르웨이"))
    #expect(forest.authors == ["무라카미 하루키"] && forest.translators == ["양억관"])
    #expect(try book("居延漢簡")?.authors == ["謝桂华", "李均明", "朱國炤"])
    #expect(try book("그림책")?.authors == ["김그림", "이감수"])
  }

  @Test func markupAndCharacterReferencesAreStripped() throws {
    let url = try write(
      "markup.json",
      records: [
        #"{"@id": "nlk:X1", "title": "<b>소년</b> &amp; 바다", "publisher": "<i>창비</i>", "description": "줄&#10;바꿈 <script>x</script>"}"#
      ])
    #expect(try run(url).imported == 1)
    let boy = try #require(try book("소년"))
    #expect(boy.title == "소년 & 바다")
    #expect(boy.publisher == "창비")
    #expect(boy.description?.contains("<") == false)
  }

  @Test func aFileCutShortIsRefusedWithTheLineOfTheUnfinishedRecord() throws {
    let text =
      "{\"@graph\": [\n{\"@id\": \"nlk:C1\", \"title\": \"온전한 책\"},\n{\"@id\": \"nlk:C2\",\n \"title\": \"잘린"
    let url = try write("cut.json", text: text)
    let expected = BookshelfError.invalidInput(
      what: .row(path: url.path, unit: .line, number: 3), problem: .jsonCutShort(record: 2))
    #expect(throws: expected) { try run(url) }
    #expect(try catalog.statistics().rows == 0)  // nothing committed
    // Cut between documents: inside the trailing `@context` document.
    let between = try write(
      "between.json", records: [#"{"@id": "nlk:C3", "title": "책"}"#], trailing: "\n{\"@context\": {")
    #expect(
      throws: BookshelfError.invalidInput(
        what: .row(path: between.path, unit: .line, number: 4), problem: .jsonCutShort(record: 2))
    ) { try run(between) }
  }

  @Test func aFileThatIsNotNLKJSONLDIsRefused() throws {
    let array = try write("array.json", text: "\n[{\"title\": \"x\"}]")
    #expect(
      throws: BookshelfError.invalidInput(
        what: .row(path: array.path, unit: .line, number: 2), problem: .notJSONObject)
    ) { try run(array) }
    let context = try write("context.json", text: "{\"@context\": {\"nlk\": \"x\"}}")
    #expect(
      throws: BookshelfError.invalidInput(
        what: .file(context.path), problem: .jsonObjectWithoutArray(key: "@graph"))
    ) { try run(context) }
    let notArray = try write("graph.json", text: "{\"@graph\": \"x\"}")
    #expect(
      throws: BookshelfError.invalidInput(
        what: .row(path: notArray.path, unit: .line, number: 1),
        problem: .jsonObjectWithoutArray(key: "@graph"))
    ) { try run(notArray) }
    let bytes =
      Data("{\"@graph\": [\n{\"@id\": \"nlk:U1\", \"title\": \"".utf8) + Data([0xFF, 0xFE])
      + Data("\"}]}".utf8)
    let binary = directory.url.appendingPathComponent("binary.json")
    try bytes.write(to: binary)
    #expect(
      throws: BookshelfError.invalidInput(what: .file(binary.path), problem: .notUTF8(line: 2))
    ) { try run(binary) }
  }

  @Test func severalGraphDocumentsAreAllRead() throws {
    let text = """
      {"@graph": [{"@id": "nlk:G1", "title": "첫째 책"}]}
      {"@context": {}}
      {"@graph": [{"@id": "nlk:G2", "title": "둘째 책"}], "@context": {"nlk": "http://lod.nl.go.kr/resource/"}}
      """
    let url = try write("pages.json", text: text)
    #expect(try CatalogImporter.totalRows(file: url, format: .nlk) == 2)
    let summary = try run(url)
    #expect(summary.imported == 2 && summary.rowsRead == 2)
    #expect(CatalogImporter.guessFormat(file: url) == .nlk)
  }
}
