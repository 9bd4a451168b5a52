import Foundation

/// A file of JSON texts written one after another (`{…}\n{…}`), read as one byte stream per
/// text without loading the file, so that a `JSONArrayReader` can read each text in turn (its
/// `read` closure is `chunk()`). The National Library of Korea's JSON-LD dump is such a file:
/// one document holding the `@graph`, then documents holding only an `@context`.
///
/// Only top-level objects are accepted. The stream also bounds what any reader behind it can
/// be made to buffer: no run of more than `recordLimit` bytes nested at `recordDepth` or deeper
/// (a record of the `@graph`: the document is level 1, the array 2, a record 3), or inside one
/// string anywhere, and nothing nested deeper than `depthLimit` levels.
final class JSONTextSequence {
  /// What is wrong with the file, at a 1-based `line`.
  enum Failure: Error, Equatable {
    /// A top-level text is not a JSON object (`{`).
    case notObject(line: Int)
    /// The file ends inside a text; `line` is where the unfinished record (or text) starts.
    case cutShort(line: Int)
    /// A record (or one string) is longer than `recordLimit` bytes or nested deeper than
    /// `depthLimit`; `line` is where it starts.
    case recordTooLarge(line: Int)
  }

  private let bytes: ChunkedByteReader
  private let close: () -> Void
  let recordDepth: Int
  let recordLimit: Int
  let depthLimit: Int
  private var depth = 0
  private var strings = JSONStringTracker()
  /// True from the first `{` of a text to its closing `}`.
  private var inText = false
  private var sawText = false
  private var run = 0
  private var runStartLine = 1
  /// The 1-based line of the next unread byte.
  private(set) var line = 1
  /// The line where the current (or last) text starts.
  private(set) var textStartLine = 1

  /// Reads the chunks `read` gives (nil or empty at the end); `close` runs when the sequence
  /// goes away.
  init(
    recordDepth: Int = 3, recordLimit: Int = 1 << 20, depthLimit: Int = 32,
    read: @escaping () throws -> Data?, close: @escaping () -> Void = {}
  ) {
    self.bytes = ChunkedByteReader(read: read)
    self.close = close
    self.recordDepth = recordDepth
    self.recordLimit = recordLimit
    self.depthLimit = depthLimit
  }

  /// Opens `url`, read 1 MiB at a time.
  /// - Throws: the `FileHandle` error when it cannot be opened.
  convenience init(url: URL) throws {
    let handle = try FileHandle(forReadingFrom: url)
    self.init(read: { try handle.read(upToCount: 1 << 20) }, close: { try? handle.close() })
  }

  deinit { close() }

  /// Skips what is left of the current text, then whitespace (and a UTF-8 byte order mark
  /// before the first text), and stands at the `{` of the next text.
  /// - Returns: false at the end of the file.
  /// - Throws: `Failure.notObject` when the next text does not start with `{`; the failures
  ///   of `chunk()` while skipping.
  func nextText() throws -> Bool {
    while inText, try chunk() != nil {}
    while try bytes.fill() {
      switch bytes.current {
      case 0x0A:
        line += 1
        bytes.index += 1
      case 0x20, 0x09, 0x0D: bytes.index += 1
      // A UTF-8 byte order mark.
      case 0xEF where !sawText, 0xBB where !sawText, 0xBF where !sawText: bytes.index += 1
      case UInt8(ascii: "{"):
        inText = true
        sawText = true
        textStartLine = line
        return true
      default: throw Failure.notObject(line: line)
      }
    }
    return false
  }

  /// The next bytes of the current text (from the buffer, up to its closing `}`), or nil at
  /// its end.
  /// - Throws: `Failure.cutShort` when the file ends first, `Failure.recordTooLarge` past the
  ///   limits; the read error.
  func chunk() throws -> Data? {
    guard inText else { return nil }
    guard try bytes.fill() else { throw Failure.cutShort(line: depth >= recordDepth ? runStartLine : line) }
    let buffer = bytes.buffer
    let start = bytes.index
    var index = start
    defer { bytes.index = index }
    while index < buffer.count {
      let byte = buffer[index]
      index += 1
      let role = strings.feed(byte)
      if byte == 0x0A { line += 1 }
      if role == .outside {
        switch byte {
        case UInt8(ascii: "{"), UInt8(ascii: "["):
          depth += 1
          if depth > depthLimit { throw Failure.recordTooLarge(line: runStartLine) }
        case UInt8(ascii: "}"), UInt8(ascii: "]"):
          depth -= 1
        default: break
        }
      }
      if depth >= recordDepth || role != .outside {
        if run == 0 { runStartLine = line }
        run += 1
        if run > recordLimit { throw Failure.recordTooLarge(line: runStartLine) }
      } else {
        run = 0
      }
      if depth == 0 {
        inText = false
        return Data(buffer[start..<index])
      }
    }
    return Data(buffer[start..<index])
  }
}
