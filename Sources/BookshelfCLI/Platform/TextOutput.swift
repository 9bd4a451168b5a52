import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Where the CLI writes text. Live: standard output / standard error; tests: a buffer.
public protocol TextOutput: Sendable {
  /// Writes `text` as UTF-8, as is (callers add line breaks).
  func write(_ text: String)
  /// The first write failure other than a closed pipe, as the system describes it
  /// (e.g. "No space left on device"), or nil when every write succeeded.
  var failure: String? { get }
}

extension TextOutput {
  /// Nil: an output that cannot fail needs no bookkeeping.
  public var failure: String? { nil }
}

/// A file descriptor as a `TextOutput` (standard output or standard error).
///
/// A reader that goes away (`bookshelf search … | head -1`, EPIPE) silently ends the output;
/// any other failure (a full disk, a closed descriptor) is kept in `failure` so the command
/// can report it and exit 1 instead of pretending a short backup is complete.
final class FileDescriptorOutput: TextOutput, @unchecked Sendable {
  private let descriptor: Int32
  private let lock = NSLock()
  private var closed = false
  private var firstFailure: String?

  /// Writes to file descriptor `descriptor` (1 for standard output, 2 for standard error).
  init(descriptor: Int32) { self.descriptor = descriptor }

  /// Standard output.
  static let standardOutput = FileDescriptorOutput(descriptor: STDOUT_FILENO)
  /// Standard error.
  static let standardError = FileDescriptorOutput(descriptor: STDERR_FILENO)

  /// Writes all of `text`, retrying short and interrupted writes; after EPIPE or another
  /// failure the output is closed and later writes are dropped.
  func write(_ text: String) {
    lock.withLock {
      guard !closed else { return }
      var bytes = Array(text.utf8)
      var offset = 0
      while offset < bytes.count {
        let written = bytes.withUnsafeMutableBytes { buffer in
          Glibc.write(descriptor, buffer.baseAddress.map { $0 + offset }, buffer.count - offset)
        }
        if written >= 0 {
          offset += written
          continue
        }
        let code = errno
        if code == EINTR || code == EAGAIN { continue }
        closed = true
        if code != EPIPE { firstFailure = String(cString: strerror(code)) }
        return
      }
    }
  }

  /// The first failure other than EPIPE (`strerror` text), or nil.
  var failure: String? { lock.withLock { firstFailure } }
}

/// Collects everything written, for tests.
final class BufferOutput: TextOutput, @unchecked Sendable {
  private let lock = NSLock()
  private var buffer = ""

  /// An empty buffer.
  init() {}

  /// Appends `text` to the buffer.
  func write(_ text: String) {
    lock.lock()
    buffer += text
    lock.unlock()
  }

  /// Everything written so far.
  var text: String {
    lock.lock()
    defer { lock.unlock() }
    return buffer
  }
}
