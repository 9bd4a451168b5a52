import BookshelfCore
import Foundation

/// Reads the elements of one top-level JSON array from a file, one at a time, without loading
/// the file: it scans bytes (tracking strings, escapes and nesting) and returns each element's
/// bytes for a `JSONDecoder`. Memory is bounded by the largest element.
///
/// With an `objectKey`, a top-level object is accepted too and the array is its member of
/// that name (e.g. `books` of the object `search --json` prints); the rest of the object is
/// skipped. Each element's bytes are checked to be UTF-8 (only elements with a non-ASCII byte
/// are decoded for the check). With a `depthLimit`, an element nested deeper than that is
/// refused (`JSONArrayReader.TooDeep`) before it reaches a decoder.
final class JSONArrayReader {
  /// An element nested deeper than the reader's `depthLimit` (`[` and `{` levels, the
  /// element's own included).
  struct TooDeep: Error {}

  private let bytes: ChunkedByteReader
  private let close: () -> Void
  private let path: String
  private let objectKey: String?
  private let depthLimit: Int
  private var started = false
  private var finished = false
  /// True when the array is a member of a top-level object (`objectKey`).
  private var inObject = false
  /// The 1-based line of the next unread byte.
  private var line = 1

  /// Opens `url`; `objectKey` names the array member of a top-level object to read instead.
  /// - Throws: the `FileHandle` error when it cannot be opened.
  convenience init(url: URL, objectKey: String? = nil) throws {
    let handle = try FileHandle(forReadingFrom: url)
    self.init(
      path: url.path, objectKey: objectKey, read: { try handle.read(upToCount: 1 << 20) },
      close: { try? handle.close() })
  }

  /// Reads the chunks `read` gives (nil or empty at the end) as the file `path` (the name its
  /// errors give); `close` runs when the reader goes away.
  init(
    path: String, objectKey: String? = nil, depthLimit: Int = .max, read: @escaping () throws -> Data?,
    close: @escaping () -> Void = {}
  ) {
    self.bytes = ChunkedByteReader(read: read)
    self.close = close
    self.path = path
    self.objectKey = objectKey
    self.depthLimit = depthLimit
  }

  deinit { close() }

  private func fill() throws -> Bool { try bytes.fill() }

  private func skipWhitespace() throws {
    while try fill() {
      switch bytes.current {
      case 0x0A:
        line += 1
        bytes.index += 1
      case 0x20, 0x09, 0x0D: bytes.index += 1
      case 0xEF where !started: bytes.index += 3  // UTF-8 BOM
      default: return
      }
    }
  }

  private func invalid(_ problem: InputProblem) -> BookshelfError {
    .invalidInput(what: .file(path), problem: problem)
  }

  /// The bytes of the next element, or nil after the closing `]`.
  /// - Throws: `BookshelfError.invalidInput` when the file is not a JSON array (nor an object
  ///   with the `objectKey` array), ends early, has more than whitespace after the array (or
  ///   its object), or an element is not UTF-8 (`it is not UTF-8 text (line N)`, the line of
  ///   the first bad byte); `TooDeep` past the `depthLimit`.
  func nextElement() throws -> Data? {
    try scanElement(collect: true)
  }

  /// Moves past the next element without copying or checking its bytes (counting the
  /// elements before an import, whose reading pass checks them); false after the closing `]`.
  /// - Throws: as `nextElement`, except for the UTF-8 check.
  func skipElement() throws -> Bool {
    try scanElement(collect: false) != nil
  }

  /// `nextElement`; without `collect`, an empty `Data` stands for the element.
  private func scanElement(collect: Bool) throws -> Data? {
    if finished { return nil }
    try skipWhitespace()
    if !started {
      if let objectKey, try fill(), bytes.current == UInt8(ascii: "{") {
        try enterArray(named: objectKey)
        inObject = true
      }
      guard try fill(), bytes.current == UInt8(ascii: "[") else {
        throw invalid(.notJSONArray(ofBooks: objectKey != nil))
      }
      bytes.index += 1
      started = true
      try skipWhitespace()
    }
    guard try fill() else { throw invalid(.jsonNotClosed(object: false)) }
    if bytes.current == UInt8(ascii: ",") {
      bytes.index += 1
      try skipWhitespace()
    }
    guard try fill() else { throw invalid(.jsonNotClosed(object: false)) }
    if bytes.current == UInt8(ascii: "]") {
      bytes.index += 1
      finished = true
      try checkEnd()
      return nil
    }
    let startLine = line
    var element: [UInt8] = []
    var scan = ElementScan(depthLimit: depthLimit)
    func done() throws -> Data {
      guard collect else { return Data() }
      if scan.high >= 0x80 {
        let bad = element.withUnsafeBufferPointer { UTF8Validation.firstInvalidOffset($0) }
        if let bad {
          let lines = element[..<bad].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
          throw invalid(.notUTF8(line: startLine + lines))
        }
      }
      return Data(element)
    }
    // The chunk is scanned in place and each piece of the element copied at once.
    while try fill() {
      let start = bytes.index
      let (end, complete) = try bytes.buffer.withUnsafeBufferPointer { try scan.feed($0, from: start) }
      if collect { element.append(contentsOf: bytes.buffer[start..<end]) }
      bytes.index = end
      line += scan.takeLines()
      if complete { return try done() }
    }
    throw invalid(.jsonNotClosed(object: false))
  }

  /// After the array's `]`: the rest of its object, when it is a member of one, then nothing
  /// but whitespace to the end of the file.
  /// - Throws: `BookshelfError.invalidInput` (`the JSON object is not closed`, or
  ///   `unexpected text after the JSON array (line N)`).
  private func checkEnd() throws {
    if inObject { try skipRestOfObject() }
    try skipWhitespace()
    if try fill() {
      throw invalid(.textAfterJSON(object: inObject, line: line))
    }
  }

  /// Skips the members after the array up to the closing `}` of the top-level object.
  private func skipRestOfObject() throws {
    var depth = 1
    var strings = JSONStringTracker()
    while try fill() {
      let byte = bytes.current
      bytes.index += 1
      if byte == 0x0A { line += 1 }
      guard strings.feed(byte) == .outside else { continue }
      switch byte {
      case UInt8(ascii: "{"), UInt8(ascii: "["): depth += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        depth -= 1
        if depth == 0 { return }
      default: break
      }
    }
    throw invalid(.jsonNotClosed(object: true))
  }

  /// At the `{` of a top-level object: reads up to the value of member `key` (not consuming
  /// its first byte). Other members, nested or not, are skipped.
  /// - Throws: `BookshelfError.invalidInput` when the object has no such member.
  private func enterArray(named key: String) throws {
    let wanted = Array(key.utf8)
    let missing = invalid(.jsonObjectWithoutArray(key: key))
    bytes.index += 1
    var depth = 1
    var strings = JSONStringTracker()
    var string: [UInt8] = []
    var lastString: [UInt8]?
    while try fill() {
      let byte = bytes.current
      bytes.index += 1
      if byte == 0x0A { line += 1 }
      switch strings.feed(byte) {
      case .opening:
        string = []
        continue
      case .inside:
        string.append(byte)
        continue
      case .closing:
        lastString = string
        continue
      case .outside: break
      }
      switch byte {
      case UInt8(ascii: ":") where depth == 1 && lastString == wanted:
        try skipWhitespace()
        return
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        depth += 1
        lastString = nil
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        depth -= 1
        if depth == 0 { throw missing }
      case UInt8(ascii: ","):
        lastString = nil
      default:
        break
      }
    }
    throw missing
  }
}

/// The state of `JSONArrayReader` scanning one element across chunks: nesting, strings, the
/// lines passed and whether any byte was non-ASCII.
struct ElementScan {
  let depthLimit: Int
  private var depth = 0
  private var strings = JSONStringTracker()
  /// Every byte of the element so far OR-ed together (≥ 0x80: some byte is not ASCII).
  private(set) var high: UInt8 = 0
  private var lines = 0

  init(depthLimit: Int) { self.depthLimit = depthLimit }

  /// Line feeds scanned since the last call.
  mutating func takeLines() -> Int {
    defer { lines = 0 }
    return lines
  }

  /// Scans `chunk` from `start`: the end of the bytes that belong to the element and whether
  /// the element ends there (its last byte, or before the `,` or `]` after a scalar).
  /// - Throws: `JSONArrayReader.TooDeep` past `depthLimit`.
  mutating func feed(_ chunk: UnsafeBufferPointer<UInt8>, from start: Int) throws -> (
    end: Int, complete: Bool
  ) {
    var index = start
    while index < chunk.count {
      let byte = chunk[index]
      high |= byte
      if byte == 0x0A { lines += 1 }
      let role = strings.feed(byte)
      if role == .inside || role == .closing {
        index += 1
        if role == .closing, depth == 0 { return (index, true) }
        continue
      }
      switch byte {
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        depth += 1
        if depth > depthLimit { throw JSONArrayReader.TooDeep() }
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        if depth == 0 { return (index, true) }  // end of a scalar element before `]`
        depth -= 1
        if depth == 0 { return (index + 1, true) }
      case UInt8(ascii: ",") where depth == 0:
        return (index, true)
      default:
        break
      }
      index += 1
    }
    return (index, false)
  }
}

/// Where a byte of JSON text stands relative to strings, fed one byte at a time: the only
/// state a scanner needs to tell structure (`{`, `]`, `,`, `:`) from string content, escapes
/// included (`\"` does not close a string).
struct JSONStringTracker {
  /// What a byte was.
  enum Role: Equatable {
    /// Structure or whitespace between values.
    case outside
    /// The `"` that opens a string.
    case opening
    /// Inside a string (escapes included).
    case inside
    /// The `"` that closes a string.
    case closing
  }
  private var inString = false
  private var escaped = false

  /// The role of `byte`, the next byte of the text.
  mutating func feed(_ byte: UInt8) -> Role {
    guard inString else {
      if byte == UInt8(ascii: "\"") {
        inString = true
        return .opening
      }
      return .outside
    }
    if escaped {
      escaped = false
    } else if byte == UInt8(ascii: "\\") {
      escaped = true
    } else if byte == UInt8(ascii: "\"") {
      inString = false
      return .closing
    }
    return .inside
  }
}
