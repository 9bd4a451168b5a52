import BookshelfCore
import CMicroHTTPD
import CMicroHTTPDShim
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// The HTTP/1.1 server on GNU libmicrohttpd: a thread pool, per-connection timeouts, a
/// connection limit, body limits, and a graceful stop. Every request goes to one
/// `RequestHandling`.
///
/// The engine answers some requests itself, with the security fields: 413 `too_large` (a
/// `Content-Length` over `maxBodyBytes`, answered before the body is read, or a chunked body
/// growing past it), 431 `headers_too_large` (more than 100 fields or 32 KiB of them), 503
/// `unavailable` (the handler took longer than `handlerTimeoutSeconds`). The handler gets the
/// path as sent (`%2e%2e`, `%2f`, `%00` still encoded) and the query decoded.
public final class HTTPServer: Sendable {
  /// How the server listens and what it allows.
  public struct Settings: Sendable {
    /// The address to bind (`127.0.0.1`, `::1`, `0.0.0.0`, or a host's address).
    public var host: String
    /// The port; 0 picks a free one (`HTTPServer.port` tells which).
    public var port: UInt16
    /// Worker threads.
    public var threads: Int
    /// Seconds a connection may stay idle (slow clients are cut off after it).
    public var connectionTimeoutSeconds: Int
    /// Open connections at most; more are refused.
    public var connectionLimit: Int
    /// The largest body a request may carry for a method and raw path, in bytes (e.g. 16 MiB
    /// for the import upload, 64 KiB otherwise); a larger one answers 413 before it is read.
    public var maxBodyBytes: @Sendable (_ method: String, _ rawPath: String) -> Int
    /// Seconds a worker thread waits for the handler's response before answering 503.
    public var handlerTimeoutSeconds: Double
    /// Seconds from a request's head being in to the end of its body: a body still arriving
    /// later (a slow-drip upload) has its connection closed.
    public var requestDeadlineSeconds: Double
    /// Connections one client address may hold at once, or 0 for no such limit. `nil` (the
    /// default) is 16 on a non-loopback bind and none on loopback, where every client is one
    /// local address (and a local process can always deny service anyway).
    public var perAddressConnectionLimit: Int?

    /// Settings with the defaults of `bookshelf serve`.
    public init(
      host: String = "127.0.0.1", port: UInt16 = 8080, threads: Int = 4, connectionTimeoutSeconds: Int = 15,
      connectionLimit: Int = 256,
      maxBodyBytes: @escaping @Sendable (_ method: String, _ rawPath: String) -> Int = { _, _ in 64 << 10 },
      handlerTimeoutSeconds: Double = 30, requestDeadlineSeconds: Double = 30,
      perAddressConnectionLimit: Int? = nil
    ) {
      self.requestDeadlineSeconds = requestDeadlineSeconds
      self.perAddressConnectionLimit = perAddressConnectionLimit
      self.host = host
      self.port = port
      self.threads = threads
      self.connectionTimeoutSeconds = connectionTimeoutSeconds
      self.connectionLimit = connectionLimit
      self.maxBodyBytes = maxBodyBytes
      self.handlerTimeoutSeconds = handlerTimeoutSeconds
    }
  }

  /// The port the server listens on (the one the system chose for port 0).
  public let port: UInt16
  private let core: EngineCore
  private let daemon: Mutex<Daemon?>
  private let listener: Int32

  /// The running daemon (an opaque C pointer).
  private struct Daemon: @unchecked Sendable {
    let pointer: OpaquePointer
  }

  /// Starts listening, every request answered by `handler`.
  /// - Throws: `BookshelfError.server`: `badAddress` when `host` is not an IP address,
  ///   `addressInUse`, `cannotBind`, or `notStarted` when libmicrohttpd refuses.
  public convenience init(settings: Settings, handler: any RequestHandling) throws {
    try self.init(settings: settings) { _ in handler }
  }

  /// Binds the address, then asks `makeHandler` for the handler with the port actually bound
  /// (the one the system chose for port 0: `WebApp`'s `SecurityPolicy` needs it), then starts
  /// serving; no request is accepted before the handler exists.
  /// - Throws: as `init(settings:handler:)`.
  public init(settings: Settings, makeHandler: (_ port: UInt16) throws -> any RequestHandling) throws {
    let socket = try ListeningSocket.open(host: settings.host, port: settings.port)
    let handler: any RequestHandling
    do {
      handler = try makeHandler(socket.port)
    } catch {
      close(socket.descriptor)
      throw error
    }
    let core = EngineCore(settings: settings, handler: handler)
    let context = Unmanaged.passUnretained(core).toOpaque()
    var options: [MHD_OptionItem] = [
      MHD_OptionItem(
        option: .CONNECTION_TIMEOUT, value: max(1, settings.connectionTimeoutSeconds), ptr_value: nil),
      MHD_OptionItem(option: .CONNECTION_LIMIT, value: max(1, settings.connectionLimit), ptr_value: nil),
      MHD_OptionItem(option: .LISTEN_SOCKET, value: Int(socket.descriptor), ptr_value: nil),
      MHD_OptionItem(
        option: .NOTIFY_COMPLETED, value: unsafeBitCast(MHDCallbacks.completed, to: Int.self),
        ptr_value: context),
      MHD_OptionItem(
        option: .UNESCAPE_CALLBACK, value: unsafeBitCast(MHDCallbacks.keepEscapes, to: Int.self),
        ptr_value: nil),
    ]
    let perAddress = settings.perAddressConnectionLimit ?? (SecurityPolicy.isLoopback(settings.host) ? 0 : 16)
    if perAddress > 0 {
      options.append(MHD_OptionItem(option: .PER_IP_CONNECTION_LIMIT, value: perAddress, ptr_value: nil))
    }
    if settings.threads > 1 {
      options.append(MHD_OptionItem(option: .THREAD_POOL_SIZE, value: settings.threads, ptr_value: nil))
    }
    options.append(MHD_OptionItem(option: .END, value: 0, ptr_value: nil))
    var flags = MHD_USE_INTERNAL_POLLING_THREAD.rawValue | MHD_USE_EPOLL.rawValue | MHD_USE_ITC.rawValue
    if socket.isIPv6 { flags |= MHD_USE_IPv6.rawValue }
    let started = options.withUnsafeBufferPointer {
      bookshelf_mhd_start(UInt32(flags), socket.port, $0.baseAddress, MHDCallbacks.access, context)
    }
    guard let started else {
      close(socket.descriptor)
      throw BookshelfError.server(.notStarted(host: HostField.normalized(settings.host), port: socket.port))
    }
    self.port = socket.port
    self.core = core
    self.listener = socket.descriptor
    self.daemon = Mutex(Daemon(pointer: started))
  }

  deinit { stop(graceSeconds: 0) }

  /// Requests received and not yet completed.
  public var requestsInFlight: Int { core.requestsInFlight }

  /// Body bytes of requests in progress held in memory now (a refused upload adds none).
  public var bufferedBodyBytes: Int { core.bufferedBodyBytes }

  /// Stops accepting connections, lets requests in flight finish (up to `graceSeconds`), then
  /// closes every connection. Safe to call more than once.
  public func stop(graceSeconds: Int = 10) {
    guard
      let running = daemon.withLock({ current -> Daemon? in
        defer { current = nil }
        return current
      })
    else { return }
    let quiesced = MHD_quiesce_daemon(running.pointer)
    close(quiesced >= 0 ? quiesced : listener)
    let deadline = ContinuousClock.now + .seconds(max(0, graceSeconds))
    while core.requestsInFlight > 0 && ContinuousClock.now < deadline {
      usleep(10_000)
    }
    MHD_stop_daemon(running.pointer)
  }
}
