import BookshelfCore
import CMicroHTTPD
import CMicroHTTPDShim

/// The HTTP/1.1 server on GNU libmicrohttpd: a thread pool, per-connection timeouts, a
/// connection limit, body limits, and a graceful stop. Every request goes to one
/// `RequestHandling`.
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

    /// Settings with the defaults of `bookshelf serve`.
    public init(
      host: String = "127.0.0.1", port: UInt16 = 8080, threads: Int = 4, connectionTimeoutSeconds: Int = 15,
      connectionLimit: Int = 256,
      maxBodyBytes: @escaping @Sendable (_ method: String, _ rawPath: String) -> Int = { _, _ in 64 << 10 }
    ) {
      self.host = host
      self.port = port
      self.threads = threads
      self.connectionTimeoutSeconds = connectionTimeoutSeconds
      self.connectionLimit = connectionLimit
      self.maxBodyBytes = maxBodyBytes
    }
  }

  /// The port the server listens on.
  public let port: UInt16

  /// Starts listening.
  /// - Throws: `BookshelfError` when the address cannot be bound.
  public init(settings: Settings, handler: any RequestHandling) throws {
    port = settings.port  // TODO(#13 engine helper)
  }

  /// Stops accepting connections, lets requests in flight finish (up to `graceSeconds`), then
  /// closes every connection. Safe to call more than once.
  public func stop(graceSeconds: Int = 10) {}
}
