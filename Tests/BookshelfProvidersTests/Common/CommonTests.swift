import BookshelfCore
import Foundation
import Testing

@testable import BookshelfProviders

@Suite("Published dates")
struct PublishedDateTests {
  @Test(
    "normalised to the precision given",
    arguments: [
      ("2014-11-17T00:00:00.000+09:00", "2014-11-17"),
      ("2019-10-03T00:00:00+02:00", "2019-10-03"),
      ("2018-12-11", "2018-12-11"),
      ("2020-11", "2020-11"),
      ("2018", "2018"),
      ("20160729", "2016-07-29"),
      ("201607", "2016-07"),
      ("2016.7.9", "2016-07-09"),
    ])
  func normalizes(raw: String, expected: String) {
    #expect(PublishedDate.normalize(raw) == expected)
  }

  @Test(
    "unparseable and impossible dates are nil",
    arguments: ["", "  ", "July 16, 2019", "2019-13-01", "2019-02-30", "123"])
  func rejects(raw: String) {
    #expect(PublishedDate.normalize(raw) == nil)
  }

  @Test("leap day accepted only in leap years")
  func leap() {
    #expect(PublishedDate.normalize("20240229") == "2024-02-29")
    #expect(PublishedDate.normalize("20230229") == nil)
  }
}

@Suite("Query strings, ISBN fields and redaction")
struct RequestPartsTests {
  @Test("reserved characters and Hangul are percent-encoded so they arrive unchanged")
  func encodesReserved() throws {
    #expect(QueryString.encode("a+b & c=d #e ?f /g %h") == "a%2Bb%20%26%20c%3Dd%20%23e%20%3Ff%20%2Fg%20%25h")
    #expect(QueryString.encode("해리") == "%ED%95%B4%EB%A6%AC")
    let url = try #require(
      QueryString.url(
        base: URL(string: "http://127.0.0.1:9/")!, path: "/v3/search/book",
        items: [("query", "C++ & C#"), ("page", "2")]))
    #expect(url.absoluteString == "http://127.0.0.1:9/v3/search/book?query=C%2B%2B%20%26%20C%23&page=2")
  }

  @Test("Kakao-style ISBN strings: both, only 13, junk, non-ISBN EAN")
  func isbnPairs() {
    #expect(ISBNFields.pair(from: ["8996991341 9788996991342"]) == ("8996991341", "9788996991342"))
    #expect(ISBNFields.pair(from: [" 9788996991359"]) == ("899699135X", "9788996991359"))
    #expect(ISBNFields.pair(from: [" 480D150405880"]) == (nil, nil))
    #expect(ISBNFields.pair(from: ["8924009532 1400000225936"]).isbn13 == "9788924009538")
    #expect(ISBNFields.pair(from: ["9791191851069"]) == (nil, "9791191851069"))
  }

  @Test("secrets and key parameters are masked")
  func redaction() {
    let redactor = Redactor(secrets: ["ttbsecret1234001", "kakao-key-abcdef"])
    #expect(
      redactor.redact("GET /ttb/api/ItemSearch.aspx?TTBKey=ttbsecret1234001&Query=x failed")
        == "GET /ttb/api/ItemSearch.aspx?TTBKey=***&Query=x failed")
    #expect(redactor.redact("wrong appKey(kakao-key-abcdef) format") == "wrong appKey(***) format")
    #expect(
      Redactor(secrets: []).redact("https://x/v1/volumes?q=a&key=AIzaSECRET")
        == "https://x/v1/volumes?q=a&key=***")
  }
}
