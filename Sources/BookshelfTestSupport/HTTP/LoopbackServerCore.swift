import Dispatch
import Foundation
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// The sockets, threads and shared state behind `LoopbackServer`. Threads hold this object,
/// not the server, so the server's deinit can stop them.
final class LoopbackServerCore: Sendable {
  struct RouteKey: Hashable {
    var path: String
    var query: String?
  }

  private struct Route {
    var replies: [LoopbackReply]
    var served = 0
  }

  private struct State {
    var routes: [RouteKey: Route] = [:]
    var requests: [LoopbackRequest] = []
    var unansweredWaits: [Duration] = []
    var connections: Set<Int32> = []
    var stopped = false
  }

  let port: UInt16
  private let listener: Int32
  private let state = Mutex(State())
  private let threads = DispatchGroup()

  init() throws {
    let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue) | Int32(SOCK_CLOEXEC.rawValue), 0)
    guard fd >= 0 else { throw LoopbackServerError(call: "socket", code: errno) }
    var one: Int32 = 1
    setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &one, socklen_t(MemoryLayout<Int32>.size))
    var address = sockaddr_in()
    address.sin_family = sa_family_t(AF_INET)
    address.sin_port = 0
    address.sin_addr = in_addr(s_addr: inet_addr("127.0.0.1"))
    var length = socklen_t(MemoryLayout<sockaddr_in>.size)
    let bound = withUnsafePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { bind(fd, $0, length) }
    }
    guard bound == 0, listen(fd, 4096) == 0 else {
      let code = errno
      close(fd)
      throw LoopbackServerError(call: bound == 0 ? "listen" : "bind", code: code)
    }
    let named = withUnsafeMutablePointer(to: &address) {
      $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
    }
    guard named == 0 else {
      let code = errno
      close(fd)
      throw LoopbackServerError(call: "getsockname", code: code)
    }
    listener = fd
    port = UInt16(bigEndian: address.sin_port)
  }

  /// Starts the accept thread.
  func startAccepting() {
    spawn { [self] in acceptLoop() }
  }

  private func spawn(_ body: @escaping @Sendable () -> Void) {
    threads.enter()
    let thread = Thread { [threads] in
      body()
      threads.leave()
    }
    thread.stackSize = 256 * 1024
    thread.start()
  }

  private func acceptLoop() {
    while true {
      let fd = accept(listener, nil, nil)
      if fd < 0 {
        if errno == EINTR || errno == ECONNABORTED { continue }
        if isStopped { break }
        if errno == EMFILE || errno == ENFILE || errno == ENOBUFS || errno == ENOMEM {
          usleep(10_000)
          continue
        }
        break
      }
      _ = fcntl(fd, F_SETFD, FD_CLOEXEC)  // keep it out of processes that tests spawn
      let admitted = state.withLock { state -> Bool in
        guard !state.stopped else { return false }
        state.connections.insert(fd)
        return true
      }
      guard admitted else {
        close(fd)
        break
      }
      spawn { [self] in
        LoopbackConnection(fd: fd, core: self).serve()
        state.withLock { _ = $0.connections.remove(fd) }
        close(fd)
      }
    }
  }

  var isStopped: Bool { state.withLock { $0.stopped } }

  func setRoute(_ key: RouteKey, replies: [LoopbackReply]) {
    state.withLock { $0.routes[key] = Route(replies: replies) }
  }

  var requests: [LoopbackRequest] { state.withLock { $0.requests } }

  func clearRequests() { state.withLock { $0.requests.removeAll() } }

  var unansweredWaits: [Duration] { state.withLock { $0.unansweredWaits } }

  func recordUnansweredWait(_ wait: Duration) { state.withLock { $0.unansweredWaits.append(wait) } }

  /// Records the request and picks the reply: path and exact query first, then path alone;
  /// nil when no route matches.
  func record(_ request: LoopbackRequest) -> LoopbackReply? {
    state.withLock { state -> LoopbackReply? in
      state.requests.append(request)
      let keys = [
        RouteKey(path: request.path, query: request.query), RouteKey(path: request.path, query: nil),
      ]
      guard let key = keys.first(where: { state.routes[$0] != nil }), var route = state.routes[key] else {
        return nil
      }
      let reply = route.replies[min(route.served, route.replies.count - 1)]
      route.served += 1
      state.routes[key] = route
      return reply
    }
  }

  /// Wakes every thread (shutting sockets down under the lock, so no descriptor can have been
  /// closed and reused meanwhile), waits up to 2 s for them, then closes the listening socket.
  func stop() {
    let first = state.withLock { state -> Bool in
      guard !state.stopped else { return false }
      state.stopped = true
      shutdown(listener, Int32(SHUT_RDWR))
      for fd in state.connections { shutdown(fd, Int32(SHUT_RDWR)) }
      return true
    }
    guard first else { return }
    _ = threads.wait(timeout: .now() + 2)
    close(listener)
  }
}
