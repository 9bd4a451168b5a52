import BookshelfPresentation
import CMicroHTTPD
import CMicroHTTPDShim

#if canImport(Glibc)
  import Glibc
#endif

/// The C callbacks libmicrohttpd calls on its worker threads (nonisolated: never main-actor
/// code). Each request's state lives in `*con_cls` from its first call to its completion.
enum MHDCallbacks {
  /// Bytes of body dropped after the limit before the connection is simply closed.
  static let discardLimit = 1 << 20

  /// The access handler: called once with the head, once per body piece, once at the end
  /// (which starts the handler's task and suspends the connection), and once more after the
  /// resume (which queues the outcome).
  static let access: MHD_AccessHandlerCallback = {
    cls, connection, url, method, _, uploadData, uploadSize, conCls in
    guard let cls, let connection, let conCls, let uploadSize else { return .NO }
    let engine = Unmanaged<EngineCore>.fromOpaque(cls).takeUnretainedValue()
    guard let existing = conCls.pointee else {
      let state = begin(engine, connection: connection, url: url, method: method)
      conCls.pointee = Unmanaged.passRetained(state.state).toOpaque()
      engine.began()
      guard let early = state.early else { return .YES }
      state.state.answered = true
      return EngineCore.queue(early, on: connection)
    }
    let state = Unmanaged<RequestState>.fromOpaque(existing).takeUnretainedValue()
    let size = uploadSize.pointee
    if size > 0 {
      uploadSize.pointee = 0
      if ContinuousClock.now > state.deadline { return .NO }
      if state.answered || state.overLimit || state.request.body.count + size > state.limit {
        state.overLimit = true
        state.request.body = []
        state.discarded += size
        return state.discarded > discardLimit ? .NO : .YES
      }
      if let uploadData {
        state.request.body.append(contentsOf: UnsafeRawBufferPointer(start: uploadData, count: size))
        state.buffered += size
        engine.buffered(size)
      }
      return .YES
    }
    guard !state.answered else { return .YES }
    if let id = state.suspension {
      state.answered = true
      return EngineCore.queue(engine.resumed(id, request: state.request), on: connection)
    }
    if state.overLimit {
      state.answered = true
      let text = ServerText.tooLarge(limit: state.limit)
      return EngineCore.queue(
        EngineResponses.failure(413, "too_large", text, request: state.request), on: connection)
    }
    switch engine.start(state.request, on: connection, arrived: state.arrived) {
    case .answer(let response):
      state.answered = true
      return EngineCore.queue(response, on: connection)
    case .suspended(let id):
      state.suspension = id
      return .YES
    }
  }

  /// Builds the request's state from its head; `early` is the answer when the head alone
  /// decides it (431 too many fields, 413 a `Content-Length` over the limit).
  static func begin(
    _ engine: EngineCore, connection: OpaquePointer, url: UnsafePointer<CChar>?, method: UnsafePointer<CChar>?
  ) -> (state: RequestState, early: ServerResponse?) {
    let collector = FieldCollector()
    let unmanaged = Unmanaged.passRetained(collector)
    _ = MHD_get_connection_values_n(connection, .HEADER_KIND, collectHeader, unmanaged.toOpaque())
    _ = MHD_get_connection_values(connection, .GET_ARGUMENT_KIND, collectQuery, unmanaged.toOpaque())
    unmanaged.release()
    var address = [CChar](repeating: 0, count: 64)
    let remote =
      bookshelf_mhd_client_address(connection, &address, address.count) == 0
      ? String(decoding: address.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self) : nil
    let request = ServerRequest(
      method: method.map { String(cString: $0) } ?? "",
      rawPath: url.map { String(cString: $0) } ?? "/",
      query: collector.query, headers: collector.headers, remoteAddress: remote)
    let limit = max(0, engine.maxBodyBytes(request.method, request.rawPath))
    let state = RequestState(
      request: request, limit: limit, deadline: ContinuousClock.now + .seconds(engine.requestDeadlineSeconds))
    if collector.tooLarge {
      return (state, EngineResponses.failure(431, "headers_too_large", .headersTooLarge, request: request))
    }
    if collector.controlBytes {
      return (state, EngineResponses.failure(400, "bad_request", .badRequest, request: request))
    }
    if let length = request.header("content-length"),
      !(length.utf8.allSatisfy { $0 >= 0x30 && $0 <= 0x39 })
        || length.utf8.count > 18 || (Int(length) ?? 0) > limit
    {
      return (state, EngineResponses.failure(413, "too_large", .tooLarge(limit: limit), request: request))
    }
    if let screening = engine.handler as? any RequestScreening, let refused = screening.screen(request) {
      var response = refused
      response.headers.append(.init("Connection", "close"))
      return (state, response)
    }
    return (state, nil)
  }

  /// Collects a header field; its value's bytes as libmicrohttpd measured them, so a raw NUL
  /// (which a C string would cut short) or another control byte but tab is seen and refused.
  static let collectHeader: MHD_KeyValueIteratorN = { cls, _, key, keySize, value, valueSize in
    guard let cls, let key else { return .YES }
    let collector = Unmanaged<FieldCollector>.fromOpaque(cls).takeUnretainedValue()
    let nameBytes = UnsafeRawBufferPointer(start: key, count: keySize)
    let valueBytes =
      value.map { UnsafeRawBufferPointer(start: $0, count: valueSize) }
      ?? UnsafeRawBufferPointer(start: nil, count: 0)
    if nameBytes.contains(where: { $0 < 0x20 || $0 == 0x7F })
      || valueBytes.contains(where: { ($0 < 0x20 && $0 != 0x09) || $0 == 0x7F })
    {
      collector.controlBytes = true
      return .NO
    }
    let name = String(decoding: nameBytes, as: UTF8.self)
    let text = String(decoding: valueBytes, as: UTF8.self)
    return collector.addHeader(name: name, value: text) ? .YES : .NO
  }

  static let collectQuery: MHD_KeyValueIterator = { cls, _, key, value in
    guard let cls, let key else { return .YES }
    let collector = Unmanaged<FieldCollector>.fromOpaque(cls).takeUnretainedValue()
    return collector.addQuery(name: String(cString: key), value: value.map { String(cString: $0) } ?? "")
      ? .YES : .NO
  }

  /// Called when a request completes (sent, failed, timed out, shut down): releases its state.
  static let completed: MHD_RequestCompletedCallback = { cls, _, conCls, _ in
    guard let cls, let conCls, let existing = conCls.pointee else { return }
    let engine = Unmanaged<EngineCore>.fromOpaque(cls).takeUnretainedValue()
    let state = Unmanaged<RequestState>.fromOpaque(existing)
    engine.buffered(-state.takeUnretainedValue().buffered)
    if let id = state.takeUnretainedValue().suspension, !state.takeUnretainedValue().answered {
      engine.forget(id)
    }
    state.release()
    conCls.pointee = nil
    engine.ended()
  }

  /// Leaves the path and query as sent (no `%HH` decoding), so the security layer sees
  /// `%2e%2e`, `%2f` and `%00`; the query is decoded by `FieldCollector`.
  static let keepEscapes:
    @convention(c) (UnsafeMutableRawPointer?, OpaquePointer?, UnsafeMutablePointer<CChar>?) -> Int = {
      _, _, text in
      guard let text else { return 0 }
      return strlen(text)
    }
}
