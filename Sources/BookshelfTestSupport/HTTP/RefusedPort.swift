import Foundation

/// A loopback port whose connections are refused for as long as this value lives: a TCP socket
/// bound to `127.0.0.1` that never listens. Nobody else can bind the port meanwhile, unlike the
/// port of a server that was stopped, which another test of a parallel run may take (a test
/// expecting "could not be reached" then got that server's answer).
public final class RefusedPort: Sendable {
  /// The port number.
  public let port: UInt16
  private let fd: Int32

  /// Binds a fresh port.
  /// - Throws: `RawHTTPError` when no socket can be bound.
  public init() throws {
    let socketFD = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard socketFD >= 0 else { throw RawHTTPError(description: "socket: errno \(errno)") }
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr = in_addr(s_addr: inet_addr("127.0.0.1"))
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
        bind(socketFD, $0, length) == 0 && getsockname(socketFD, $0, &length) == 0
      }
    }
    guard bound else {
      let code = errno
      close(socketFD)
      throw RawHTTPError(description: "bind: errno \(code)")
    }
    // Set last: a throwing init of a class with every property set runs `deinit`.
    port = UInt16(bigEndian: address.sin_port)
    fd = socketFD
  }

  deinit { close(fd) }

  /// `http://127.0.0.1:<port>`.
  public var url: String { "http://127.0.0.1:\(port)" }
}
