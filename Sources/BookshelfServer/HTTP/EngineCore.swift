import CMicroHTTPD
import CMicroHTTPDShim
import Dispatch
import Synchronization

/// What the C callbacks reach through their `cls` pointer: the handler, the limits, and the
/// count of requests in flight (for the graceful stop).
final class EngineCore: Sendable {
  let handler: any RequestHandling
  let maxBodyBytes: @Sendable (_ method: String, _ rawPath: String) -> Int
  let handlerTimeoutSeconds: Double
  let requestDeadlineSeconds: Double
  private let inFlight = Mutex(0)
  private let bufferedBytes = Atomic(0)
  private let executor = HandlerExecutor()

  init(settings: HTTPServer.Settings, handler: any RequestHandling) {
    self.handler = handler
    self.maxBodyBytes = settings.maxBodyBytes
    self.handlerTimeoutSeconds = settings.handlerTimeoutSeconds
    self.requestDeadlineSeconds = settings.requestDeadlineSeconds
  }

  /// Body bytes of requests in progress held in memory now.
  var bufferedBodyBytes: Int { bufferedBytes.load(ordering: .relaxed) }

  func buffered(_ change: Int) {
    if change != 0 { bufferedBytes.add(change, ordering: .relaxed) }
  }

  /// Requests begun and not yet completed.
  var requestsInFlight: Int { inFlight.withLock { $0 } }

  func began() { inFlight.withLock { $0 += 1 } }
  func ended() { inFlight.withLock { $0 -= 1 } }

  /// The handler's response, or 503 when it takes longer than `handlerTimeoutSeconds` (the
  /// handler's task is left to finish on its own; the worker thread is free again).
  func run(_ request: ServerRequest) -> ServerResponse {
    let outcome = Outcome()
    let handler = handler
    Task(executorPreference: executor) {
      let response = await handler.respond(to: request)
      outcome.finish(response)
    }
    let deadline = DispatchTime.now() + handlerTimeoutSeconds
    guard outcome.signal.wait(timeout: deadline) == .success, let response = outcome.response else {
      return EngineResponses.failure(503, "unavailable", .unavailable, request: request)
    }
    return response
  }

  /// A response handed from the handler's task to the waiting worker thread.
  final class Outcome: Sendable {
    let signal = DispatchSemaphore(value: 0)
    private let value = Mutex<ServerResponse?>(nil)

    var response: ServerResponse? { value.withLock { $0 } }

    func finish(_ response: ServerResponse) {
      value.withLock { $0 = response }
      signal.signal()
    }
  }

  /// Queues `response` on `connection`: its header fields (never one with CR, LF or NUL, nor
  /// the framing fields libmicrohttpd writes itself), the body copied (`RESPMEM_MUST_COPY`;
  /// none for 204/304; libmicrohttpd sends none for `HEAD`).
  static func queue(_ response: ServerResponse, on connection: OpaquePointer) -> MHD_Result {
    let body = response.status == 204 || response.status == 304 ? [] : response.body
    let created = body.withUnsafeBytes {
      MHD_create_response_from_buffer(
        body.count, UnsafeMutableRawPointer(mutating: $0.baseAddress), .RESPMEM_MUST_COPY)
    }
    guard let created else { return .NO }
    let framing: Set<String> = ["content-length", "transfer-encoding", "date"]
    for header in response.headers {
      let name = header.name
      guard !framing.contains(name.lowercased()), Self.isToken(name), Self.isSafeValue(header.value) else {
        continue
      }
      _ = MHD_add_response_header(created, name, header.value)
    }
    let result = MHD_queue_response(connection, UInt32(clamping: response.status), created)
    MHD_destroy_response(created)
    return result
  }

  static func isToken(_ name: String) -> Bool {
    !name.isEmpty
      && name.utf8.allSatisfy { byte in
        (byte >= 0x30 && byte <= 0x39) || (byte >= 0x41 && byte <= 0x5A) || (byte >= 0x61 && byte <= 0x7A)
          || byte == 0x2D || byte == 0x5F
      }
  }

  static func isSafeValue(_ value: String) -> Bool {
    !value.utf8.contains { $0 == 0x0D || $0 == 0x0A || $0 == 0 }
  }
}
