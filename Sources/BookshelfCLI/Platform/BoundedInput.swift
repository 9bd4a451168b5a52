import BookshelfCore
import BookshelfPresentation
import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// Reads a file descriptor to its end with a size cap, so `save --json - < /dev/zero` fails at
/// once instead of growing without bound.
enum BoundedInput {
  /// The most `save --json -` reads from standard input: 16 MiB. One book (or a page of books
  /// printed by `search --json`) is a few KiB, so only a mistake comes near it.
  static let standardInputLimit = 16 << 20

  /// The bytes of `fileDescriptor` up to its end, read 64 KiB at a time (interrupted reads are
  /// retried).
  /// - Throws: `.invalidInput(what: .bookJSON, problem: .standardInputTooLong(limit:))`
  ///   as soon as more than `limit` bytes arrived (at most one chunk past the cap is held);
  ///   `.file(path: "standard input", …)` when reading fails.
  static func read(fileDescriptor: Int32, limit: Int = standardInputLimit) throws(BookshelfError) -> Data {
    var data = Data()
    var chunk = [UInt8](repeating: 0, count: 64 << 10)
    while true {
      let count = chunk.withUnsafeMutableBytes { Glibc.read(fileDescriptor, $0.baseAddress, $0.count) }
      if count == 0 { return data }
      if count < 0 {
        if errno == EINTR { continue }
        throw .file(path: "standard input", problem: .system(String(cString: strerror(errno))))
      }
      guard data.count + count <= limit else {
        throw .invalidInput(what: .bookJSON, problem: .standardInputTooLong(limit: limit))
      }
      data.append(contentsOf: chunk[0..<count])
    }
  }
}
