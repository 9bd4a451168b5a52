import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// One accepted connection of `LoopbackServer`: reads one request, records it, answers
/// (or not) as its route says. The caller closes the descriptor.
struct LoopbackConnection {
  let fd: Int32
  let core: LoopbackServerCore

  /// The longest request head accepted, in bytes.
  private static let maxHead = 64 * 1024
  /// How often a waiting connection checks for the client closing or the server stopping.
  private static let pollMilliseconds: Int32 = 20

  func serve() {
    var timeout = timeval(tv_sec: 10, tv_usec: 0)
    setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
    guard let request = readRequest() else { return }
    let reply =
      core.record(request)
      ?? .status(
        404, headers: ["Content-Type": "text/plain"], body: Data("no route for \(request.target)\n".utf8))
    switch reply {
    case .respond(let status, let headers, let body, let delay):
      guard waitWhileOpen(for: delay) else { return }
      write(Self.encode(status: status, headers: headers, body: body))
      shutdown(fd, Int32(SHUT_WR))
    case .close(let delay):
      _ = waitWhileOpen(for: delay)
    case .noAnswer:
      let started = ContinuousClock.now
      _ = waitWhileOpen(for: nil)
      if !core.isStopped { core.recordUnansweredWait(ContinuousClock.now - started) }
    case .stream(let status, let headers, let chunk, let repeats, let framing, let pause):
      stream(status: status, headers: headers, chunk: chunk, repeats: repeats, framing: framing, pause: pause)
    }
  }

  /// Sends the head, then the chunk `repeats` times (forever when nil) until the client goes
  /// or the server stops; then the end of the body and the end of the connection.
  private func stream(
    status: Int, headers: [String: String], chunk: Data, repeats: Int?, framing: LoopbackFraming,
    pause: Duration
  ) {
    var headers = headers
    let named = Set(headers.keys.map { $0.lowercased() })
    switch framing {
    case .contentLength:
      if let repeats, !named.contains("content-length") {
        headers["Content-Length"] = "\(chunk.count * repeats)"
      }
    case .chunked:
      headers["Transfer-Encoding"] = "chunked"
    }
    guard write(Self.head(status: status, headers: headers, contentLength: nil)) else { return }
    let piece: [UInt8] =
      switch framing {
      case .contentLength: Array(chunk)
      case .chunked: Array("\(String(chunk.count, radix: 16))\r\n".utf8) + Array(chunk) + [13, 10]
      }
    var sent = 0
    while repeats.map({ sent < $0 }) ?? true {
      guard !core.isStopped, write(piece) else { return }
      sent += 1
      if pause > .zero, !waitWhileOpen(for: pause) { return }
    }
    if framing == .chunked { _ = write(Array("0\r\n\r\n".utf8)) }
    shutdown(fd, Int32(SHUT_WR))
  }

  /// Reads the request line, header fields and a `Content-Length` body; nil on a malformed
  /// or cut-off request.
  private func readRequest() -> LoopbackRequest? {
    var buffer = [UInt8]()
    let terminator: [UInt8] = [13, 10, 13, 10]
    var headEnd: Int?
    while headEnd == nil {
      guard buffer.count < Self.maxHead, let chunk = receive() else { return nil }
      let searchFrom = max(0, buffer.count - 3)
      buffer += chunk
      headEnd = Self.find(terminator, in: buffer, from: searchFrom)
    }
    guard let headEnd, let head = String(bytes: buffer[..<headEnd], encoding: .utf8) else { return nil }
    var lines = head.components(separatedBy: "\r\n")
    let requestLine = lines.removeFirst().split(separator: " ", omittingEmptySubsequences: true)
    guard requestLine.count == 3 else { return nil }
    var headers: [String: String] = [:]
    for line in lines {
      guard let colon = line.firstIndex(of: ":") else { continue }
      let name = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      headers[name] = headers[name].map { "\($0), \(value)" } ?? value
    }
    var body = Array(buffer[(headEnd + 4)...])
    let length = headers["content-length"].flatMap { Int($0) } ?? 0
    while body.count < min(length, 16 * 1024 * 1024) {
      guard let chunk = receive() else { return nil }
      body += chunk
    }
    return LoopbackRequest(
      method: String(requestLine[0]), target: String(requestLine[1]), headers: headers, body: Data(body))
  }

  /// One `recv`; nil at end of stream, on error or on the receive timeout.
  private func receive() -> [UInt8]? {
    var chunk = [UInt8](repeating: 0, count: 8192)
    while true {
      let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
      if count > 0 { return Array(chunk[..<count]) }
      if count < 0 && errno == EINTR { continue }
      return nil
    }
  }

  /// Waits `duration` (forever when nil) while watching the socket; false as soon as the client
  /// closes its side or the server stops, true when the time is up.
  private func waitWhileOpen(for duration: Duration?) -> Bool {
    let clock = ContinuousClock()
    let deadline = duration.map { clock.now.advanced(by: $0) }
    while true {
      if core.isStopped { return false }
      var slice = Self.pollMilliseconds
      if let deadline {
        let left = clock.now.duration(to: deadline)
        if left <= .zero { return true }
        let (seconds, attoseconds) = left.components
        let millis = seconds * 1000 + attoseconds / 1_000_000_000_000_000 + 1
        slice = Int32(min(Int64(slice), millis))
      }
      var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
      let ready = poll(&descriptor, 1, slice)
      if ready > 0 {
        if descriptor.revents & Int16(POLLHUP | POLLERR | POLLNVAL) != 0 { return false }
        // Readable: either the client closed (recv gives 0) or sent extra bytes (discarded).
        var scratch = [UInt8](repeating: 0, count: 1024)
        let count = scratch.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, Int32(MSG_DONTWAIT)) }
        if count == 0 || (count < 0 && errno != EAGAIN && errno != EINTR) { return false }
      }
    }
  }

  /// Sends all bytes, never raising SIGPIPE when the client has gone; false when the
  /// connection broke off first.
  @discardableResult
  private func write(_ bytes: [UInt8]) -> Bool {
    var sent = 0
    while sent < bytes.count {
      let count = bytes.withUnsafeBytes {
        send(fd, $0.baseAddress.map { $0 + sent }, bytes.count - sent, Int32(MSG_NOSIGNAL))
      }
      if count < 0 && errno == EINTR { continue }
      guard count > 0 else { return false }
      sent += count
    }
    return true
  }

  /// Status line, the route's headers, `Content-Length`, `Connection: close`, body.
  static func encode(status: Int, headers: [String: String], body: Data) -> [UInt8] {
    head(status: status, headers: headers, contentLength: body.count) + Array(body)
  }

  /// Status line, the route's headers, `Content-Length` (when given and the route has none),
  /// `Connection: close` and the blank line.
  static func head(status: Int, headers: [String: String], contentLength: Int?) -> [UInt8] {
    var head = "HTTP/1.1 \(status) \(reason(for: status))\r\n"
    let lowered = Set(headers.keys.map { $0.lowercased() })
    for (name, value) in headers.sorted(by: { $0.key < $1.key }) {
      head += "\(name): \(value)\r\n"
    }
    if let contentLength, !lowered.contains("content-length") {
      head += "Content-Length: \(contentLength)\r\n"
    }
    if !lowered.contains("connection") { head += "Connection: close\r\n" }
    head += "\r\n"
    return Array(head.utf8)
  }

  private static func reason(for status: Int) -> String {
    switch status {
    case 200: "OK"
    case 301: "Moved Permanently"
    case 302: "Found"
    case 303: "See Other"
    case 307: "Temporary Redirect"
    case 308: "Permanent Redirect"
    case 400: "Bad Request"
    case 401: "Unauthorized"
    case 403: "Forbidden"
    case 404: "Not Found"
    case 429: "Too Many Requests"
    case 500: "Internal Server Error"
    case 502: "Bad Gateway"
    case 503: "Service Unavailable"
    default: "Status"
    }
  }

  private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
    guard haystack.count >= needle.count else { return nil }
    var index = start
    while index + needle.count <= haystack.count {
      if haystack[index..<(index + needle.count)].elementsEqual(needle) { return index }
      index += 1
    }
    return nil
  }
}
