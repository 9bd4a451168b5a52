import BookshelfCore
import BookshelfPresentation
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfServer

@Suite struct APIExchangeTests {
  @Test(arguments: [
    ("json", "application/json; charset=utf-8", "bookshelf.json"),
    ("CSV", "text/csv; charset=utf-8", "bookshelf.csv"),
    ("goodreads", "text/csv; charset=utf-8", "bookshelf-goodreads.csv"),
  ])
  func exportIsAnAttachmentInTheAskedFormat(format: String, type: String, name: String) async {
    let harness = APIHarness()
    let response = await harness.call("GET", "/api/shelf/export", query: [("format", format)])
    #expect(response.status == 200)
    #expect(response.header("Content-Type") == type)
    #expect(response.header("Content-Disposition") == "attachment; filename=\"\(name)\"")
    #expect(harness.exchange.exports == [ExchangeFormat(rawValue: format.lowercased())])
  }

  @Test func exportDefaultsToJSONAndRefusesAnUnknownFormat() async {
    let harness = APIHarness()
    #expect(
      await harness.call("GET", "/api/shelf/export").header("Content-Disposition")?.contains("bookshelf.json")
        == true)
    let bad = await harness.call("GET", "/api/shelf/export", query: [("format", "xlsx")])
    #expect(bad.status == 400)
    #expect(bad.errorCode == "bad_request")
    #expect(bad.errorMessage == "\"xlsx\" is not a valid format. Choose one of: json, csv, goodreads.")
  }

  @Test func importThenExportRoundTrips() async throws {
    let harness = APIHarness()
    let encoder = JSONEncoder()
    encoder.dateEncodingStrategy = .iso8601
    let file = try encoder.encode(APIShelfTests.entries)
    let report = await harness.call(
      "POST", "/api/shelf/import", query: [("format", "json"), ("partial", "true")],
      body: String(decoding: file, as: UTF8.self))
    #expect(report.status == 200)
    #expect(report.object["added"] as? Int == 3)
    #expect(report.object["skipped"] as? [Any] != nil)
    #expect(harness.exchange.imports.first?.format == .json)
    #expect(harness.exchange.imports.first?.partial == true)
    let exported = await harness.call("GET", "/api/shelf/export")
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .iso8601
    #expect(try decoder.decode([ShelfEntry].self, from: Data(exported.body)) == APIShelfTests.entries)
    let again = await harness.call("POST", "/api/shelf/import", body: String(decoding: file, as: UTF8.self))
    #expect(again.object["unchanged"] as? Int == 3)
    #expect(harness.exchange.imports.last?.format == nil)
    #expect(harness.exchange.imports.last?.partial == false)
  }

  @Test func theReportGivesEachSkippedRowAndWarningACodeAndALocalizedMessage() async throws {
    let report = ImportReport(
      added: 1,
      skipped: [
        .init(line: 3, reason: .badMyRating("9")), .init(line: 4, reason: .keyMissing("book.title")),
      ],
      warnings: [.init(line: 5, kind: .ratingRounded, column: "My Rating", value: "3.5", replacement: "4")])
    let harness = APIHarness(exchange: FakeExchange(report: report))
    let response = await harness.call(
      "POST", "/api/shelf/import", query: [("partial", "true")], headers: ["accept-language": "ko"], body: "x"
    )
    #expect(response.status == 200)
    #expect(!response.text.contains("_0"))
    let skipped = try #require(response.object["skipped"] as? [[String: Any]])
    #expect(skipped.map { $0["line"] as? Int } == [3, 4])
    #expect(skipped.map { $0["code"] as? String } == ["bad_my_rating", "key_missing"])
    #expect(
      skipped.map { $0["message"] as? String } == [
        report.skipped[0].reason.text(in: .korean), report.skipped[1].reason.text(in: .korean),
      ])
    #expect(skipped.map { Set($0.keys) } == [["line", "code", "message"], ["line", "code", "message"]])
    let warnings = try #require(response.object["warnings"] as? [[String: Any]])
    #expect(warnings.first?["code"] as? String == "rating_rounded")
    #expect(warnings.first?["replacement"] as? String == "4")
    #expect((warnings.first?["message"] as? String)?.hasPrefix("upload") == true)
    #expect(response.object["dateOrder"] is NSNull)
  }

  @Test func everySkipCodeIsDocumented() throws {
    let text = try String(
      contentsOf: SharedData.packageRoot.appendingPathComponent("docs/web-api.openapi.json"), encoding: .utf8)
    for code in ImportReportJSON.skipCodes + ImportReportJSON.warningCodes {
      #expect(text.contains("\"\(code)\""), "\(code)")
    }
  }

  @Test func aBadPartialValueIs400() async {
    let response = await APIHarness().call(
      "POST", "/api/shelf/import", query: [("partial", "maybe")], body: "[]")
    #expect(response.status == 400)
    #expect(response.errorCode == "bad_request")
  }

  @Test func anImportErrorIsItsCodeAndNamesTheUploadAsTheExchangeGaveIt() async {
    let harness = APIHarness(
      exchange: FakeExchange(failure: .notUTF8(path: "upload", line: 4, encoding: .cp949)))
    let response = await harness.call("POST", "/api/shelf/import", body: "x")
    #expect(response.status == 400)
    #expect(response.errorCode == "not_utf8")
    #expect(
      response.errorMessage?.hasPrefix("upload could not be read: it is not UTF-8 text (line 4)") == true)
  }

  @Test(arguments: [
    ("Bücher 2024.csv", "Bücher 2024.csv"), ("../../etc/passwd", "passwd"),
    (#"C:\Users\me\shelf.json"#, "shelf.json"),
    ("\u{1B}[31mred\u{202E}txt.csv", "[31mredtxt.csv"), ("  ", "upload"), ("/", "upload"),
    (String(repeating: "가", count: 300) + ".csv", String(repeating: "가", count: 100)),
  ])
  func theUploadIsNamedByTheCleanedNameThePageSent(sent: String, name: String) async {
    let harness = APIHarness()
    let response = await harness.call(
      "POST", "/api/shelf/import", query: [("name", sent)], body: "[]")
    #expect(response.status == 200)
    #expect(harness.exchange.imports.last?.name == name)
  }

  @Test func withoutANameTheUploadIsUpload() async {
    let harness = APIHarness()
    _ = await harness.call("POST", "/api/shelf/import", body: "[]")
    #expect(harness.exchange.imports.last?.name == "upload")
  }
}
