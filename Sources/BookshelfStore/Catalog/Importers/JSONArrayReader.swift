import BookshelfCore
import Foundation

/// Reads the elements of one top-level JSON array from a file, one at a time, without loading
/// the file: it scans bytes (tracking strings, escapes and nesting) and returns each element's
/// bytes for a `JSONDecoder`. Memory is bounded by the largest element.
final class JSONArrayReader {
  private let handle: FileHandle
  private let path: String
  private var buffer: [UInt8] = []
  private var index = 0
  private var atEnd = false
  private var started = false
  private var finished = false

  /// Opens `url`.
  /// - Throws: the `FileHandle` error when it cannot be opened.
  init(url: URL) throws {
    handle = try FileHandle(forReadingFrom: url)
    path = url.path
  }

  deinit { try? handle.close() }

  private func fill() throws -> Bool {
    if index < buffer.count { return true }
    guard !atEnd else { return false }
    guard let data = try handle.read(upToCount: 1 << 20), !data.isEmpty else {
      atEnd = true
      return false
    }
    buffer = Array(data)
    index = 0
    return true
  }

  private func skipWhitespace() throws {
    while try fill() {
      switch buffer[index] {
      case 0x20, 0x09, 0x0A, 0x0D: index += 1
      case 0xEF where !started: index += 3  // UTF-8 BOM
      default: return
      }
    }
  }

  /// The bytes of the next element, or nil after the closing `]`.
  /// - Throws: `BookshelfError.file` when the file is not a JSON array or ends early.
  func nextElement() throws -> Data? {
    if finished { return nil }
    try skipWhitespace()
    if !started {
      guard try fill(), buffer[index] == UInt8(ascii: "[") else {
        throw BookshelfError.file(path: path, reason: "not a JSON array")
      }
      index += 1
      started = true
      try skipWhitespace()
    }
    guard try fill() else { throw BookshelfError.file(path: path, reason: "the JSON array is not closed") }
    if buffer[index] == UInt8(ascii: ",") {
      index += 1
      try skipWhitespace()
    }
    guard try fill() else { throw BookshelfError.file(path: path, reason: "the JSON array is not closed") }
    if buffer[index] == UInt8(ascii: "]") {
      finished = true
      return nil
    }
    var element: [UInt8] = []
    var depth = 0
    var inString = false
    var escaped = false
    while try fill() {
      let byte = buffer[index]
      if inString {
        index += 1
        element.append(byte)
        if escaped {
          escaped = false
        } else if byte == UInt8(ascii: "\\") {
          escaped = true
        } else if byte == UInt8(ascii: "\"") {
          inString = false
          if depth == 0 { return Data(element) }
        }
        continue
      }
      switch byte {
      case UInt8(ascii: "\""):
        inString = true
      case UInt8(ascii: "{"), UInt8(ascii: "["):
        depth += 1
      case UInt8(ascii: "}"), UInt8(ascii: "]"):
        if depth == 0 { return Data(element) }  // end of a scalar element before `]`
        depth -= 1
        if depth == 0 {
          index += 1
          element.append(byte)
          return Data(element)
        }
      case UInt8(ascii: ",") where depth == 0:
        return Data(element)
      default:
        break
      }
      index += 1
      element.append(byte)
    }
    throw BookshelfError.file(path: path, reason: "the JSON array is not closed")
  }
}
