import BookshelfCore

#if canImport(Glibc)
  import Glibc
#endif

/// The server's listening socket, bound by the engine itself (not by libmicrohttpd) so that a
/// failure says why (`errno`) and port 0 reads back the port the system chose.
struct ListeningSocket {
  let descriptor: Int32
  let port: UInt16
  let isIPv6: Bool

  /// Binds `host` (a numeric IPv4 or IPv6 address, `[::1]` or `localhost`) and `port`, and
  /// listens (non-blocking, close-on-exec, `SO_REUSEADDR`).
  /// - Throws: `BookshelfError.server` (`badAddress`, `addressInUse`, `cannotBind`).
  static func open(host: String, port: UInt16) throws(BookshelfError) -> ListeningSocket {
    let name = HostField.normalized(host) == "localhost" ? "127.0.0.1" : HostField.normalized(host)
    var storage = sockaddr_storage()
    let length: socklen_t
    let family: Int32
    var v4 = in_addr()
    var v6 = in6_addr()
    if inet_pton(AF_INET, name, &v4) == 1 {
      family = AF_INET
      length = socklen_t(MemoryLayout<sockaddr_in>.size)
      withUnsafeMutablePointer(to: &storage) {
        $0.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
          $0.pointee.sin_family = sa_family_t(AF_INET)
          $0.pointee.sin_port = port.bigEndian
          $0.pointee.sin_addr = v4
        }
      }
    } else if inet_pton(AF_INET6, name, &v6) == 1 {
      family = AF_INET6
      length = socklen_t(MemoryLayout<sockaddr_in6>.size)
      withUnsafeMutablePointer(to: &storage) {
        $0.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) {
          $0.pointee.sin6_family = sa_family_t(AF_INET6)
          $0.pointee.sin6_port = port.bigEndian
          $0.pointee.sin6_addr = v6
        }
      }
    } else {
      throw .server(.badAddress(host))
    }
    let fd = socket(
      family, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue) | Int32(SOCK_NONBLOCK.rawValue), 0)
    guard fd >= 0 else {
      throw .server(.cannotBind(host: name, port: port, reason: .system(Self.describe(errno))))
    }
    var one: Int32 = 1
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
    let bound = withUnsafePointer(to: &storage) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) }
    }
    guard bound == 0, listen(fd, 128) == 0 else {
      let code = errno
      close(fd)
      switch code {
      case EADDRINUSE: throw .server(.addressInUse(host: name, port: port))
      case EADDRNOTAVAIL: throw .server(.cannotBind(host: name, port: port, reason: .notLocal))
      case EACCES, EPERM: throw .server(.cannotBind(host: name, port: port, reason: .notPermitted))
      default: throw .server(.cannotBind(host: name, port: port, reason: .system(Self.describe(code))))
      }
    }
    var actual = sockaddr_storage()
    var actualLength = socklen_t(MemoryLayout<sockaddr_storage>.size)
    _ = withUnsafeMutablePointer(to: &actual) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &actualLength) }
    }
    let chosen = withUnsafePointer(to: &actual) { pointer -> UInt16 in
      family == AF_INET
        ? pointer.withMemoryRebound(to: sockaddr_in.self, capacity: 1) {
          UInt16(bigEndian: $0.pointee.sin_port)
        }
        : pointer.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) {
          UInt16(bigEndian: $0.pointee.sin6_port)
        }
    }
    return ListeningSocket(descriptor: fd, port: chosen, isIPv6: family == AF_INET6)
  }

  private static func describe(_ code: Int32) -> String {
    strerror(code).map { String(cString: $0) } ?? "errno \(code)"
  }
}
