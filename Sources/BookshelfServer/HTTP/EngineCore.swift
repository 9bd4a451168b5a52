import CMicroHTTPD
import CMicroHTTPDShim
import Dispatch
import Synchronization

/// What the C callbacks reach through their `cls` pointer: the handler, the limits, the
/// count of requests in flight (for the graceful stop) and the handler tasks' slots.
final class EngineCore: Sendable {
  let handler: any RequestHandling
  let maxBodyBytes: @Sendable (_ method: String, _ rawPath: String) -> Int
  let handlerTimeoutSeconds: Double
  let requestDeadlineSeconds: Double
  private let inFlight = Mutex(0)
  private let bufferedBytes = Atomic(0)
  private let executor = HandlerExecutor(workers: HandlerExecutor.defaultWorkers)
  private let slots: HandlerSlots
  /// Where the handlers' deadline timers fire (one timer per suspended request, at most
  /// `maxHandlerTasks`; no thread of their own).
  private let deadlineQueue = DispatchQueue(label: "bookshelf.http.deadlines")

  init(settings: HTTPServer.Settings, handler: any RequestHandling) {
    self.handler = handler
    self.maxBodyBytes = settings.maxBodyBytes
    self.handlerTimeoutSeconds = settings.handlerTimeoutSeconds
    self.requestDeadlineSeconds = settings.requestDeadlineSeconds
    self.slots = HandlerSlots(cap: settings.maxHandlerTasks ?? max(1, settings.connectionLimit))
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

  /// How the last access call of a request goes on.
  enum Start {
    /// Queue this answer now (503 `unavailable`: `maxHandlerTasks` tasks run, or stopping).
    case answer(ServerResponse)
    /// The connection is suspended under this entry until the outcome is in.
    case suspended(UInt64)
  }

  /// Starts the handler's task for `request` and suspends `connection` (the worker thread is
  /// free at once), or answers 503 when `maxHandlerTasks` tasks run or the server stops. The
  /// connection is resumed once, by the first of: the task's end (its response), the time
  /// limit `handlerTimeoutSeconds` after `arrived` (503; the task runs on, still counted), the
  /// stop. Call only from the access handler, which returns `YES` after `.suspended`.
  func start(_ request: ServerRequest, on connection: OpaquePointer, arrived: DispatchTime) -> Start {
    guard let id = slots.register(connection) else {
      return .answer(EngineResponses.failure(503, "unavailable", .unavailable, request: request))
    }
    MHD_suspend_connection(connection)
    let timer = DispatchSource.makeTimerSource(queue: deadlineQueue)
    timer.schedule(deadline: arrived + handlerTimeoutSeconds, leeway: .milliseconds(10))
    timer.setEventHandler { [self] in
      if let claimed = slots.deadlinePassed(id) { resume(claimed.0) }
    }
    let started = slots.markSuspended(id, deadline: .init(timer: timer))
    timer.activate()
    guard started else {
      timer.cancel()
      resume(.init(pointer: connection))
      return .suspended(id)
    }
    let handler = handler
    Task(executorPreference: executor) { [self] in
      let response = await handler.respond(to: request)
      if let claimed = slots.taskEnded(id, with: .response(response)) {
        claimed.1?.timer.cancel()
        resume(claimed.0)
      }
    }
    return .suspended(id)
  }

  /// The outcome for entry `id`, on the access call after its resume; releases the entry.
  func resumed(_ id: UInt64, request: ServerRequest) -> ServerResponse {
    switch slots.take(id) {
    case .response(let response): response
    case .unavailable, nil: EngineResponses.failure(503, "unavailable", .unavailable, request: request)
    }
  }

  /// The request of entry `id` completed before its outcome was taken: releases the entry.
  func forget(_ id: UInt64) {
    slots.forget(id)?.timer.cancel()
  }

  /// The stop's sweep: no handler task starts from now on, every suspended connection is
  /// resumed with 503. Returns how many were.
  func beginStopping() -> Int {
    let claimed = slots.beginStopping()
    for (connection, deadline) in claimed {
      deadline?.timer.cancel()
      MHD_resume_connection(connection.pointer)
    }
    slots.resumed(claimed.count)
    return claimed.count
  }

  /// True when no resume is under way nor can begin (after `beginStopping()`).
  var isQuiet: Bool { slots.isQuiet }

  /// Handler tasks running now, including ones whose request already got its 503.
  var handlerTasksRunning: Int { slots.running }

  private func resume(_ connection: HandlerSlots.Connection) {
    MHD_resume_connection(connection.pointer)
    slots.resumed()
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
