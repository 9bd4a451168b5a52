import BookshelfCore
import BookshelfProviders
import BookshelfTestSupport
import Foundation
import Synchronization
import Testing

@Suite("LazyHTTPClient")
struct LazyHTTPClientTests {
  @Test("builds the real client at the first request only, once, and sends through it")
  func buildsOnce() async throws {
    let fake = FakeHTTPClient()
    fake.register("https://example.test/a", body: Data("first".utf8))
    fake.register("https://example.test/b", status: 404, body: Data("second".utf8))
    let builds = Mutex(0)
    let lazy = LazyHTTPClient {
      builds.withLock { $0 += 1 }
      return fake
    }
    #expect(!lazy.isBuilt)
    #expect(builds.withLock { $0 } == 0)
    let first = try await lazy.send(HTTPRequest(url: URL(string: "https://example.test/a")!))
    let second = try await lazy.send(HTTPRequest(url: URL(string: "https://example.test/b")!))
    #expect(String(decoding: first.body, as: UTF8.self) == "first")
    #expect(second.status == 404)
    #expect(String(decoding: second.body, as: UTF8.self) == "second")
    #expect(lazy.isBuilt)
    #expect(builds.withLock { $0 } == 1)
  }
}
