import BookshelfCore
import BookshelfProviders
import BookshelfTestSupport
import Foundation
import Testing

@Suite("FakeHTTPClient")
struct FakeHTTPClientTests {
  @Test func servesByExactURLThenPathThenLongestPrefixAndRecords() async throws {
    let fake = FakeHTTPClient()
    fake.register("https://a.test/v1/search?q=1", status: 200, body: Data("exact".utf8))
    fake.register(path: "/v1/search", status: 201)
    fake.register(prefix: "https://a.test/", status: 202)
    fake.register(prefix: "https://a.test/v2/", status: 203)

    let exact = try await fake.send(HTTPRequest(url: URL(string: "https://a.test/v1/search?q=1")!))
    let path = try await fake.send(HTTPRequest(url: URL(string: "https://b.test/v1/search?q=2")!))
    let longest = try await fake.send(HTTPRequest(url: URL(string: "https://a.test/v2/item")!))
    let shorter = try await fake.send(HTTPRequest(url: URL(string: "https://a.test/v3")!))

    #expect(String(decoding: exact.body, as: UTF8.self) == "exact")
    #expect([path.status, longest.status, shorter.status] == [Int]([201, 203, 202]))
    #expect(
      fake.requests.map(\.url.absoluteString) == [
        "https://a.test/v1/search?q=1", "https://b.test/v1/search?q=2", "https://a.test/v2/item",
        "https://a.test/v3",
      ])
  }

  @Test func unregisteredURLFailsLoudlyNamingIt() async throws {
    let fake = FakeHTTPClient()
    fake.register("https://a.test/known", status: 200)
    let url = "https://a.test/unknown?q=%ED%95%9C"
    await #expect(throws: FakeHTTPClient.UnregisteredURL(url: url)) {
      try await fake.send(HTTPRequest(url: URL(string: url)!))
    }
    #expect("\(FakeHTTPClient.UnregisteredURL(url: url))".contains(url))
    #expect(fake.requests.map(\.url.absoluteString) == [url])
  }

  @Test func repliesAreServedInOrderAndTheLastRepeats() async throws {
    let fake = FakeHTTPClient()
    fake.register(
      .path("/x"), replies: [.failure(.timeout(seconds: 1)), .response(HTTPResponse(status: 200))])
    let request = HTTPRequest(url: URL(string: "https://a.test/x")!)
    await #expect(throws: HTTPError.timeout(seconds: 1)) { try await fake.send(request) }
    let second = try await fake.send(request)
    let third = try await fake.send(request)
    #expect([second.status, third.status] == [Int]([200, 200]))
  }

  @Test func recordsConcurrentRequests() async throws {
    let fake = FakeHTTPClient()
    fake.register(prefix: "https://a.test/", status: 200)
    try await withThrowingTaskGroup(of: Int.self) { group in
      for index in 0..<200 {
        group.addTask {
          try await fake.send(HTTPRequest(url: URL(string: "https://a.test/\(index)")!)).status
        }
      }
      for try await status in group { #expect(status == 200) }
    }
    #expect(Set(fake.requests.map(\.url.absoluteString)).count == 200)
  }
}
