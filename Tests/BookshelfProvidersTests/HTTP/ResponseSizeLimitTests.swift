import BookshelfCore
import BookshelfProviders
import BookshelfTestSupport
import Foundation
import Testing

/// `HTTPRequest.maxResponseBytes` as `URLSessionHTTPClient` enforces it against the loopback
/// server: while receiving, in decompressed bytes, with a `Content-Length` refused up front.
@Suite("URLSessionHTTPClient: the response size limit")
struct ResponseSizeLimitTests {
  @Test("a body of exactly the limit is accepted; one byte more fails with the limit")
  func limitIsInclusive() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    server.route("/exact", body: Data(repeating: 65, count: 1000))
    server.route("/over", body: Data(repeating: 65, count: 1001))
    let client = URLSessionHTTPClient()
    let exact = try await client.send(
      HTTPRequest(url: server.url("/exact"), timeout: 60, maxResponseBytes: 1000))
    #expect(exact.body.count == 1000)
    await #expect(throws: HTTPError.responseTooLarge(limit: 1000)) {
      try await client.send(HTTPRequest(url: server.url("/over"), timeout: 60, maxResponseBytes: 1000))
    }
  }

  @Test("without a Content-Length (chunked or close-delimited) the limit holds while receiving")
  func unknownLengthStopsAtTheLimit() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    server.route("/chunked", replies: [.large(megabytes: 64, framing: .chunked)])
    server.route("/endless", replies: [.endless()])
    let client = URLSessionHTTPClient()
    for path in ["/chunked", "/endless"] {
      // Not a timeout: the call ends at the limit.
      await #expect(throws: HTTPError.responseTooLarge(limit: 1 << 20)) {
        try await client.send(HTTPRequest(url: server.url(path), timeout: 60, maxResponseBytes: 1 << 20))
      }
    }
  }

  @Test("a Content-Length above the limit fails before the body arrives")
  func declaredLengthRefusedUpFront() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    server.route(
      "/declared",
      replies: [
        .stream(
          status: 200, headers: [:], chunk: Data(repeating: 65, count: 1024), repeats: 4,
          framing: .contentLength,
          pause: .seconds(30))
      ])
    // The whole body would take 90 s, past the 20 s limit: only the header can decide in time.
    await #expect(throws: HTTPError.responseTooLarge(limit: 2048)) {
      try await URLSessionHTTPClient().send(
        HTTPRequest(url: server.url("/declared"), timeout: 20, maxResponseBytes: 2048))
    }
  }

  @Test("gzip bodies are counted decompressed: a small bomb fails, a small page is inflated")
  func gzipIsCountedDecompressed() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    let bomb = try GzipBody.zeros(16 << 20)
    let page = try GzipBody.zeros(1000)
    #expect(bomb.count < 64 * 1024)
    server.route("/bomb", headers: ["Content-Encoding": "gzip"], body: bomb)
    server.route("/page", headers: ["Content-Encoding": "gzip"], body: page)
    let client = URLSessionHTTPClient()
    await #expect(throws: HTTPError.responseTooLarge(limit: 1 << 20)) {
      try await client.send(HTTPRequest(url: server.url("/bomb"), timeout: 60, maxResponseBytes: 1 << 20))
    }
    let inflated = try await client.send(
      HTTPRequest(url: server.url("/page"), timeout: 60, maxResponseBytes: 1 << 20))
    #expect(inflated.body == Data(repeating: 0, count: 1000))
  }

  @Test("the default limit is 8 MiB")
  func defaultLimit() {
    #expect(HTTPRequest(url: URL(string: "https://example.test/")!).maxResponseBytes == 8 * 1024 * 1024)
  }
}
