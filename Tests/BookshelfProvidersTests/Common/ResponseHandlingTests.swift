import BookshelfCore
import BookshelfProviders
import Foundation
import Testing

@Suite("ResponseHandling: what a rate limit carries")
struct ResponseHandlingTests {
  static let now = Date(timeIntervalSince1970: 1_445_412_480)  // Wed, 21 Oct 2015 07:28:00 GMT

  @Test(
    "Retry-After in seconds, as an HTTP-date or fractional becomes whole seconds (rounded up)",
    arguments: [
      ("120", 120), (" 7 ", 7), ("1.2", 2), ("Wed, 21 Oct 2015 07:28:30 GMT", 30),
      ("Wed, 21 Oct 2015 07:27:00 GMT", 0),
    ])
  func retryAfter(header: String, seconds: Int) {
    let response = HTTPResponse(status: 429, headers: ["Retry-After": header])
    #expect(ResponseHandling.retryAfterSeconds(response, now: Self.now) == seconds)
  }

  @Test("an unreadable or absurd Retry-After gives nil or a bounded number, never a trap")
  func retryAfterHostile() {
    let at = { (value: String) in
      ResponseHandling.retryAfterSeconds(
        HTTPResponse(status: 429, headers: ["Retry-After": value]), now: Self.now)
    }
    #expect(at("soon") == nil)
    #expect(at("-3") == nil)
    #expect(at("1e300") == 86_400)
    #expect(at("99999999999999999999999") == 86_400)
    #expect(ResponseHandling.retryAfterSeconds(HTTPResponse(status: 429), now: Self.now) == nil)
  }

  @Test("a 429 without a quota reason is a rate limit with its seconds; with a daily one, the quota")
  func statusError() {
    let limited = HTTPResponse(status: 429, headers: ["Retry-After": "Wed, 21 Oct 2015 07:29:00 GMT"])
    #expect(
      ResponseHandling.statusError(limited, provider: .aladin, now: Self.now)
        == .rateLimited(.aladin, retryAfterSeconds: 60))
    let daily = HTTPResponse(status: 429, body: Data("Daily request limit exceeded (일일 허용량 초과)".utf8))
    #expect(ResponseHandling.statusError(daily, provider: .aladin, now: Self.now) == .quotaExceeded(.aladin))
  }
}
