import BookshelfServer
import BookshelfTestSupport
import Foundation
import Synchronization

/// Answers 200 `text/plain` with `METHOD rawPath bodyLength` and records what it saw.
final class EchoHandler: RequestHandling {
  private let seen = Mutex<[ServerRequest]>([])

  var requests: [ServerRequest] { seen.withLock { $0 } }

  func respond(to request: ServerRequest) async -> ServerResponse {
    seen.withLock { $0.append(request) }
    return ServerResponse(
      status: 200, headers: [.init("Content-Type", "text/plain; charset=utf-8"), .init("X-Echo", "yes")],
      body: Array("\(request.method) \(request.rawPath) \(request.body.count)".utf8))
  }
}

/// Answers only once `open()` is called, so a request stays in flight for as long as a test
/// needs (a fixed delay can pass unseen while a loaded machine does not run the test's polling).
final class GatedHandler: RequestHandling {
  private let state = Mutex((open: false, finished: 0))

  /// Lets every waiting and later request answer.
  func open() { state.withLock { $0.open = true } }

  var finishedCount: Int { state.withLock { $0.finished } }

  func respond(to request: ServerRequest) async -> ServerResponse {
    while !state.withLock({ $0.open }) { try? await Task.sleep(for: .milliseconds(5)) }
    state.withLock { $0.finished += 1 }
    return ServerResponse(status: 200, body: Array("slow done".utf8))
  }
}

/// Never answers (until cancelled, which nobody does).
struct StuckHandler: RequestHandling {
  func respond(to request: ServerRequest) async -> ServerResponse {
    while true { try? await Task.sleep(for: .seconds(3600)) }
  }
}

/// A live server on an ephemeral loopback port for one test.
func liveServer(
  _ handler: any RequestHandling, threads: Int = 4, timeout: Int = 15, handlerTimeout: Double = 30,
  maxBody: @escaping @Sendable (String, String) -> Int = SecurityPolicy.maxBodyBytes,
  host: String = "127.0.0.1", requestDeadline: Double = 30
) throws -> HTTPServer {
  try HTTPServer(
    settings: .init(
      host: host, port: 0, threads: threads, connectionTimeoutSeconds: timeout,
      maxBodyBytes: maxBody, handlerTimeoutSeconds: handlerTimeout, requestDeadlineSeconds: requestDeadline),
    handler: handler)
}

/// `WebApp` over `api` on a live loopback server; the policy names the real port.
func liveApp(
  api: any RequestHandling = EchoHandler(), token: String? = nil, boundHost: String = "127.0.0.1",
  timeout: Int = 15
) throws -> (server: HTTPServer, port: UInt16) {
  let box = PolicyBox()
  let app = DeferredApp(api: api, box: box)
  let server = try liveServer(app, timeout: timeout)
  box.set(SecurityPolicy(boundHost: boundHost, port: server.port, token: token), api: api)
  return (server, server.port)
}

/// Holds the `WebApp` built once the port is known.
final class PolicyBox: Sendable {
  private let app = Mutex<WebApp?>(nil)
  func set(_ policy: SecurityPolicy, api: any RequestHandling) {
    app.withLock { $0 = WebApp(api: api, policy: policy) }
  }
  var current: WebApp? { app.withLock { $0 } }
}

/// A handler that forwards to the `WebApp` in its box (its head screening too).
struct DeferredApp: RequestScreening {
  let api: any RequestHandling
  let box: PolicyBox
  func screen(_ head: ServerRequest) -> ServerResponse? { box.current?.screen(head) }
  func respond(to request: ServerRequest) async -> ServerResponse {
    guard let app = box.current else { return ServerResponse(status: 500) }
    return await app.respond(to: request)
  }
}

/// Polls `condition` every 10 ms for up to `limit`; true once it holds.
func waitUntil(_ limit: Duration = .seconds(5), _ condition: () -> Bool) async -> Bool {
  let deadline = ContinuousClock.now + limit
  while ContinuousClock.now < deadline {
    if condition() { return true }
    try? await Task.sleep(for: .milliseconds(10))
  }
  return condition()
}

/// `RawHTTPClient.exchange` on its own thread.
func exchange(
  port: UInt16, method: String = "GET", target: String, headers: [(String, String)] = [], body: [UInt8] = [],
  timeout: Duration = HangGuard.duration
) async throws -> RawHTTPReply {
  let headers = headers.map { HeaderPair(name: $0.0, value: $0.1) }
  return try await BlockingWork.run {
    try RawHTTPClient.exchange(
      port: port, method: method, target: target, headers: headers.map { ($0.name, $0.value) }, body: body,
      timeout: timeout)
  }
}

struct HeaderPair: Sendable {
  let name: String
  let value: String
}
