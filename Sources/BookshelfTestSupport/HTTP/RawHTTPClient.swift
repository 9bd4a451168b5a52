import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A reply read off a socket by `RawHTTPClient`: the status line's code, the header fields
/// (names in lower case, repeated fields joined by `, `) and the body (`Content-Length` bytes,
/// or everything until the server closed).
public struct RawHTTPReply: Sendable, Hashable {
  /// The status code, e.g. 200.
  public var status: Int
  /// Header fields by lower-case name.
  public var headers: [String: String]
  /// The body bytes.
  public var body: [UInt8]

  /// The body as UTF-8 text.
  public var text: String { String(decoding: body, as: UTF8.self) }

  /// The header field `name` (any letter case).
  public func header(_ name: String) -> String? { headers[name.lowercased()] }
}

/// Why a raw exchange failed.
public struct RawHTTPError: Error, Sendable, CustomStringConvertible {
  /// What failed (`connect`, `send`, `no reply`, `bad status line`, …) and errno if any.
  public var description: String
}

/// A test client that sends exact bytes to a server on a loopback port and reads the reply:
/// for the web server's tests, which must send what no well-behaved client would (a wrong
/// `Host`, a raw `%2e%2e`, a NUL, half a request). Blocking, with a time limit on every read.
public final class RawHTTPClient: @unchecked Sendable {
  private let fd: Int32

  /// Connects to `host` (a numeric IPv4 address) and `port`, from the local address `source`
  /// when given (e.g. `127.0.0.2`: Linux routes all of 127/8 to the loopback device).
  /// - Throws: `RawHTTPError` when the connection is refused.
  public init(port: UInt16, host: String = "127.0.0.1", source: String? = nil) throws {
    // The socket is closed here on failure and `self.fd` is set only once it is connected:
    // a class whose stored properties are all set runs `deinit` when its init throws, so
    // closing there too closed the descriptor twice — the second time another thread's,
    // reused number (once libmicrohttpd's own connection, which then aborted the test run:
    // "Failed to remove FD from epoll set").
    let socketFD = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard socketFD >= 0 else { throw RawHTTPError(description: "socket: errno \(errno)") }
    if let source {
      var local = sockaddr_in()
      local.sin_family = sa_family_t(AF_INET)
      local.sin_addr = in_addr(s_addr: inet_addr(source))
      let bound = withUnsafePointer(to: &local) {
        $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
          Glibc.bind(socketFD, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
      }
      guard bound == 0 else {
        let code = errno
        close(socketFD)
        throw RawHTTPError(description: "bind: errno \(code)")
      }
    }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = port.bigEndian
    address.sin_addr = in_addr(s_addr: inet_addr(host))
    let connected = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        Glibc.connect(socketFD, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
      }
    }
    guard connected == 0 else {
      let code = errno
      close(socketFD)
      throw RawHTTPError(description: "connect: errno \(code)")
    }
    fd = socketFD
  }

  deinit { close(fd) }

  /// Writes `bytes` as they are.
  /// - Throws: `RawHTTPError` when the peer closed or the write failed.
  public func send(_ bytes: [UInt8]) throws {
    var offset = 0
    while offset < bytes.count {
      let written = bytes[offset...].withUnsafeBytes {
        Glibc.send(fd, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL))
      }
      guard written > 0 else { throw RawHTTPError(description: "send: errno \(errno)") }
      offset += written
    }
  }

  /// Writes `text` as UTF-8.
  public func send(_ text: String) throws { try send(Array(text.utf8)) }

  /// True when the server has closed the connection (a read returns end of file or an error)
  /// within `timeout`; false when the connection is still open after it.
  public func isClosed(within timeout: Duration) -> Bool {
    var buffer = [UInt8](repeating: 0, count: 4096)
    let deadline = ContinuousClock.now + timeout
    while ContinuousClock.now < deadline {
      guard wait(until: deadline) else { return false }
      let count = recv(fd, &buffer, buffer.count, 0)
      if count <= 0 { return true }
    }
    return false
  }

  /// Reads one reply: the head, then `Content-Length` bytes of body (none for `HEAD` when
  /// `headOnly`), or until the server closes when there is no length.
  /// - Throws: `RawHTTPError` when nothing complete arrives within `timeout`.
  public func readReply(timeout: Duration = .seconds(10), headOnly: Bool = false) throws -> RawHTTPReply {
    let deadline = ContinuousClock.now + timeout
    var data: [UInt8] = []
    var buffer = [UInt8](repeating: 0, count: 65536)
    var headEnd: Int?
    var expected: Int?
    var closed = false
    while true {
      if let headEnd {
        if let expected, data.count - headEnd >= expected { break }
        if expected == nil, headOnly { break }
      }
      if closed { break }
      guard wait(until: deadline) else { throw RawHTTPError(description: "no reply within \(timeout)") }
      let count = recv(fd, &buffer, buffer.count, 0)
      if count <= 0 {
        closed = true
        continue
      }
      data.append(contentsOf: buffer[0..<count])
      if headEnd == nil, let end = Self.headEnd(data) {
        headEnd = end
        let head = Self.parseHead(data[0..<end])
        expected = headOnly ? 0 : head?.headers["content-length"].flatMap { Int($0) }
      }
    }
    guard let headEnd, let head = Self.parseHead(data[0..<headEnd]) else {
      throw RawHTTPError(description: closed && data.isEmpty ? "closed without a reply" : "bad reply head")
    }
    let body = Array(data[headEnd...].prefix(expected ?? Int.max))
    return RawHTTPReply(status: head.status, headers: head.headers, body: body)
  }

  /// Sends one request built from its parts (`Connection: close` unless given, `Host`
  /// `127.0.0.1:<port>` unless given, `Content-Length` for a body) and reads the reply.
  public static func exchange(
    port: UInt16, method: String = "GET", target: String, headers: [(String, String)] = [],
    body: [UInt8] = [], timeout: Duration = .seconds(10)
  ) throws -> RawHTTPReply {
    let client = try RawHTTPClient(port: port)
    var head = "\(method) \(target) HTTP/1.1\r\n"
    let names = Set(headers.map { $0.0.lowercased() })
    if !names.contains("host") { head += "Host: 127.0.0.1:\(port)\r\n" }
    if !names.contains("connection") { head += "Connection: close\r\n" }
    if !body.isEmpty, !names.contains("content-length") { head += "Content-Length: \(body.count)\r\n" }
    for (name, value) in headers { head += "\(name): \(value)\r\n" }
    try client.send(Array((head + "\r\n").utf8) + body)
    return try client.readReply(timeout: timeout, headOnly: method == "HEAD")
  }

  private func wait(until deadline: ContinuousClock.Instant) -> Bool {
    let left = deadline - ContinuousClock.now
    let millis = max(
      0, Int32(clamping: left.components.seconds * 1000 + left.components.attoseconds / 1_000_000_000_000_000)
    )
    var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
    return poll(&descriptor, 1, millis) > 0
  }

  private static func headEnd(_ data: [UInt8]) -> Int? {
    guard data.count >= 4 else { return nil }
    for index in 0...(data.count - 4)
    where data[index] == 13 && data[index + 1] == 10 && data[index + 2] == 13 && data[index + 3] == 10 {
      return index + 4
    }
    return nil
  }

  private static func parseHead(_ bytes: ArraySlice<UInt8>) -> (status: Int, headers: [String: String])? {
    let lines = String(decoding: bytes, as: UTF8.self).components(separatedBy: "\r\n")
    guard let statusLine = lines.first else { return nil }
    let parts = statusLine.split(separator: " ", maxSplits: 2)
    guard parts.count >= 2, parts[0].hasPrefix("HTTP/"), let status = Int(parts[1]) else { return nil }
    var headers: [String: String] = [:]
    for line in lines.dropFirst() where !line.isEmpty {
      guard let colon = line.firstIndex(of: ":") else { continue }
      let name = line[..<colon].lowercased()
      let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
      headers[name] = headers[name].map { $0 + ", " + value } ?? value
    }
    return (status, headers)
  }
}
