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
/// `unavailable` (see below). The handler gets the path as sent (`%2e%2e`, `%2f`, `%00`
/// still encoded) and the query decoded.
///
/// A handler never holds a worker thread: once a request is in, its handler runs as a task
/// and the connection is suspended (libmicrohttpd's suspend/resume) until the answer is in,
/// so a slow request delays no other connection. 503 `unavailable` comes
/// - at once, when `maxHandlerTasks` handler tasks are running (a task counts until it ends,
///   even after its request got its 503) or the server is stopping;
/// - `handlerTimeoutSeconds` after the request's head arrived, when the handler has not
///   answered by then (its task runs on; its answer is dropped);
/// - at the end of a graceful stop's grace, to a request still waiting for its handler.
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
    /// Seconds from a request's head arriving to the handler's answer; later, the request is
    /// answered 503 (the handler's task runs on, counted in `maxHandlerTasks` until it ends).
    public var handlerTimeoutSeconds: Double
    /// Seconds from a request's head being in to the end of its body: a body still arriving
    /// later (a slow-drip upload) has its connection closed.
    public var requestDeadlineSeconds: Double
    /// Connections one client address may hold at once, or 0 for no such limit. `nil` (the
    /// default) is 16 on a non-loopback bind and none on loopback, where every client is one
    /// local address (and a local process can always deny service anyway).
    public var perAddressConnectionLimit: Int?
    /// Handler tasks running at once at most (including ones whose request already got its
    /// 503); a request arriving while this many run is answered 503 at once. At least 1.
    /// `nil` (the default) is `connectionLimit`: every open connection may have its request
    /// running (a burst of fast requests is never refused), and only tasks outliving their
    /// request's 503 can fill the rest.
    public var maxHandlerTasks: Int?

    /// Settings with the defaults of `bookshelf serve`.
    public init(
      host: String = "127.0.0.1", port: UInt16 = 8080, threads: Int = 4, connectionTimeoutSeconds: Int = 15,
      connectionLimit: Int = 256,
      maxBodyBytes: @escaping @Sendable (_ method: String, _ rawPath: String) -> Int = { _, _ in 64 << 10 },
      handlerTimeoutSeconds: Double = 30, requestDeadlineSeconds: Double = 30,
      perAddressConnectionLimit: Int? = nil, maxHandlerTasks: Int? = nil
    ) {
      self.maxHandlerTasks = maxHandlerTasks
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
    var flags =
      MHD_USE_INTERNAL_POLLING_THREAD.rawValue | MHD_USE_EPOLL.rawValue | MHD_USE_ITC.rawValue
      | MHD_ALLOW_SUSPEND_RESUME.rawValue
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

  /// Handler tasks running now, including ones whose request already got its 503.
  public var handlerTasksRunning: Int { core.handlerTasksRunning }

  /// Stops accepting connections, lets requests in flight finish (up to `graceSeconds`), then
  /// answers 503 to every request still waiting for its handler (up to 1 s more for those
  /// answers to go out), then closes every connection. Handler tasks still running go on
  /// (their answers are dropped). Safe to call more than once.
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
    // libmicrohttpd aborts when stopped with a connection suspended: resume each (with 503)
    // and wait until no resume is under way or can begin before stopping it.
    if core.beginStopping() > 0 {
      let flushed = ContinuousClock.now + .seconds(1)
      while core.requestsInFlight > 0 && ContinuousClock.now < flushed { usleep(5_000) }
    }
    while !core.isQuiet { usleep(1_000) }
    MHD_stop_daemon(running.pointer)
  }
}
