import BookshelfCore
import BookshelfPresentation
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfServer

@Suite struct APIInfoTests {
  @Test(arguments: [(nil, Language.english), ("ko-KR,ko;q=0.9,en;q=0.8", .korean)])
  func messagesAreThePageTableInTheRequestsLanguage(header: String?, language: Language) async {
    let response = await APIHarness().call(
      "GET", "/api/messages", headers: header.map { ["accept-language": $0] } ?? [:])
    #expect(response.status == 200)
    #expect(response.object["language"] as? String == language.rawValue)
    #expect(response.object["messages"] as? [String: String] == WebPageText.table(in: language))
  }

  @Test func providersSayWhetherTheyCanBeUsedAndWhyNot() async {
    let response = await APIHarness().call("GET", "/api/providers")
    #expect(response.status == 200)
    #expect(response.object["defaultProvider"] as? String == "local")
    let providers = response.object["providers"] as? [[String: Any]] ?? []
    #expect(providers.map { $0["id"] as? String } == ["kakao", "local", "all"])
    #expect(providers.map { $0["name"] as? String } == ["Kakao", "Local catalog", "All providers"])
    #expect(providers.map { $0["available"] as? Bool } == [false, true, true])
    #expect(providers[0]["reason"] as? String == "Kakao needs an API key: add it to the config file.")
    #expect(providers[1]["reason"] is NSNull)
    let korean = await APIHarness().call("GET", "/api/providers", headers: ["accept-language": "ko"])
    let first = (korean.object["providers"] as? [[String: Any]])?.first
    #expect(first?["name"] as? String == "카카오")
    #expect((first?["reason"] as? String)?.hasPrefix("카카오") == true)
  }

  @Test func catalogStatisticsLeaveThePathOut() async {
    let response = await APIHarness().call("GET", "/api/catalog/stats")
    #expect(response.status == 200)
    #expect(
      Set(response.object.keys) == ["rows", "searchableRows", "rowsBySource", "fileSize", "attribution"])
    #expect(response.object["rows"] as? Int == 12_583)
    #expect(response.object["rowsBySource"] as? [String: Int] == ["goodbooks": 10_000, "aladin": 2_583])
    #expect(
      (response.object["attribution"] as? [[String: Any]])?.first?["title"] as? String == "goodbooks-10k")
    #expect(response.text.contains("/home") == false)
    let none = await APIHarness(catalog: nil).call("GET", "/api/catalog/stats")
    #expect(none.status == 404)
    #expect(none.errorCode == "no_catalog")
  }

  @Test func statsAreTheReadingStatisticsOfTheShelf() async throws {
    let response = await APIHarness(shelf: InMemoryShelfStore(entries: APIShelfTests.entries)).call(
      "GET", "/api/stats")
    #expect(response.status == 200)
    let expected = ReadingStatistics(
      entries: APIShelfTests.entries, timeZone: TimeZone(identifier: "Asia/Seoul") ?? .gmt)
    #expect(response.text == String(decoding: try JSONEncoder.sorted.encode(expected), as: UTF8.self))
    #expect(response.object["total"] as? Int == 3)
  }
}
