import Foundation

/// Where the CLI writes text. Live: standard output / standard error; tests: a buffer.
public protocol TextOutput: Sendable {
  /// Writes `text` as UTF-8, as is (callers add line breaks).
  func write(_ text: String)
}

/// A file descriptor as a `TextOutput` (standard output or standard error).
public struct FileDescriptorOutput: TextOutput {
  let handle: FileHandle

  /// Standard output.
  public static var standardOutput: FileDescriptorOutput { .init(handle: .standardOutput) }
  /// Standard error.
  public static var standardError: FileDescriptorOutput { .init(handle: .standardError) }

  public func write(_ text: String) {
    // A closed pipe (`bookshelf search … | head -1`) must not crash the program.
    try? handle.write(contentsOf: Data(text.utf8))
  }
}

/// Collects everything written, for tests.
public final class BufferOutput: TextOutput, @unchecked Sendable {
  private let lock = NSLock()
  private var buffer = ""

  public init() {}

  public func write(_ text: String) {
    lock.lock()
    buffer += text
    lock.unlock()
  }

  /// Everything written so far.
  public var text: String {
    lock.lock()
    defer { lock.unlock() }
    return buffer
  }
}
