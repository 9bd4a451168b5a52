import Foundation

/// A byte stream read in chunks (a file 1 MiB at a time, or whatever chunks a closure gives),
/// holding one chunk at a time for a scanner to walk: `JSONArrayReader` and
/// `JSONTextSequence` read through it. Memory is one chunk.
final class ChunkedByteReader {
  private let read: () throws -> Data?
  /// The current chunk (empty before the first `fill()`).
  private(set) var buffer: [UInt8] = []
  /// The next unread byte of `buffer`; scanners move it forward (at most to `buffer.count`).
  var index = 0
  private var atEnd = false

  /// Reads the chunks `read` gives; a nil or empty chunk is the end of the stream.
  init(read: @escaping () throws -> Data?) { self.read = read }

  /// True when a byte is available at `index`, reading the next chunk when the current one is
  /// used up; false at the end of the stream, after which `read` is never called again.
  /// - Throws: what `read` throws.
  func fill() throws -> Bool {
    if index < buffer.count { return true }
    guard !atEnd else { return false }
    guard let data = try read(), !data.isEmpty else {
      atEnd = true
      return false
    }
    buffer = Array(data)
    index = 0
    return true
  }

  /// The byte at `index` (only after `fill()` returned true).
  var current: UInt8 { buffer[index] }
}
