#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Writes JSON text straight into a UTF-8 buffer, in exactly the bytes Foundation's
/// `JSONEncoder` writes with `.sortedKeys` and `.withoutEscapingSlashes` (and `.prettyPrinted`
/// when `pretty`), for documents whose writer gives the keys in sorted (byte) order itself.
///
/// Layout as `JSONEncoder` writes it: compact `{"a":1,"b":[]}`; pretty two-space indents,
/// `"key" : value`, an empty container as `[`, a blank line, `]` at the container's indent,
/// no final newline. Strings: `"` and `\` escaped, `\b \f \n \r \t`, every other control
/// character (U+0000–U+001F) as `\u00xx` in lower-case hex; everything else (`/`, DEL,
/// U+2028/U+2029, emoji) as its own UTF-8 bytes. Numbers: `Int` and `Decimal` by their
/// `description`; `Double` by its `description` without a trailing `.0` (`4`, `4.25`,
/// `1e+300`), NaN and infinities refused.
///
/// The callers' tests compare its output with `JSONEncoder`'s, byte for byte.
public struct JSONByteWriter: Sendable {
  /// The text written so far.
  public private(set) var bytes: [UInt8]
  /// True for `JSONEncoder`'s `.prettyPrinted` layout.
  public let pretty: Bool
  /// One entry per open container: true while it has no element yet.
  private var empty: [Bool] = []

  /// An empty writer; `capacity` bytes are reserved up front.
  public init(pretty: Bool, capacity: Int = 0) {
    self.pretty = pretty
    bytes = []
    bytes.reserveCapacity(max(0, capacity))
  }

  /// Opens an object (`{`).
  public mutating func beginObject() {
    bytes.append(UInt8(ascii: "{"))
    empty.append(true)
  }

  /// Closes the innermost object (`}`).
  public mutating func endObject() { close(UInt8(ascii: "}")) }

  /// Opens an array (`[`).
  public mutating func beginArray() {
    bytes.append(UInt8(ascii: "["))
    empty.append(true)
  }

  /// Closes the innermost array (`]`).
  public mutating func endArray() { close(UInt8(ascii: "]")) }

  /// Starts the next member of the innermost object: separator, `"name"` and the colon. `name`
  /// is written as it is (the callers' keys are ASCII identifiers); the callers give the keys
  /// in sorted order.
  public mutating func key(_ name: StaticString) {
    separate()
    bytes.append(UInt8(ascii: "\""))
    name.withUTF8Buffer { bytes.append(contentsOf: $0) }
    bytes.append(UInt8(ascii: "\""))
    if pretty {
      bytes.append(contentsOf: [UInt8(ascii: " "), UInt8(ascii: ":"), UInt8(ascii: " ")])
    } else {
      bytes.append(UInt8(ascii: ":"))
    }
  }

  /// Starts the next element of the innermost array (the separator).
  public mutating func element() { separate() }

  /// A string, escaped as described above.
  public mutating func string(_ text: String) {
    bytes.append(UInt8(ascii: "\""))
    var text = text
    text.withUTF8 { appendEscaped($0) }
    bytes.append(UInt8(ascii: "\""))
  }

  /// A string, or `null` when nil.
  public mutating func string(_ text: String?) {
    guard let text else { return null() }
    string(text)
  }

  /// An array of strings.
  public mutating func strings(_ texts: [String]) {
    beginArray()
    for text in texts {
      element()
      string(text)
    }
    endArray()
  }

  /// An integer, or `null` when nil.
  public mutating func number(_ value: Int?) {
    guard let value else { return null() }
    ascii(value.description)
  }

  /// A decimal by its `description` (as `JSONEncoder` writes `Decimal`).
  public mutating func number(_ value: Decimal) { ascii(value.description) }

  /// A double by its `description` without a trailing `.0`, or `null` when nil.
  /// - Throws: `EncodingError.invalidValue` for NaN and the infinities, which JSON cannot
  ///   hold (as `JSONEncoder` refuses them).
  public mutating func number(_ value: Double?) throws(EncodingError) {
    guard let value else { return null() }
    guard value.isFinite else {
      throw EncodingError.invalidValue(
        value, .init(codingPath: [], debugDescription: "Unable to encode \(value) directly in JSON."))
    }
    var text = value.description
    if text.hasSuffix(".0") { text.removeLast(2) }
    ascii(text)
  }

  /// `true` or `false`.
  public mutating func bool(_ value: Bool) { ascii(value ? "true" : "false") }

  /// `null`.
  public mutating func null() { ascii("null") }

  private mutating func ascii(_ text: String) {
    var text = text
    text.withUTF8 { bytes.append(contentsOf: $0) }
  }

  private mutating func separate() {
    let index = empty.count - 1
    if index >= 0 {
      if !empty[index] { bytes.append(UInt8(ascii: ",")) }
      empty[index] = false
    }
    guard pretty else { return }
    bytes.append(UInt8(ascii: "\n"))
    indent(empty.count)
  }

  private mutating func close(_ bracket: UInt8) {
    let wasEmpty = empty.popLast() ?? true
    if pretty {
      if wasEmpty { bytes.append(UInt8(ascii: "\n")) }
      bytes.append(UInt8(ascii: "\n"))
      indent(empty.count)
    }
    bytes.append(bracket)
  }

  private mutating func indent(_ depth: Int) {
    for _ in 0..<depth { bytes.append(contentsOf: [UInt8(ascii: " "), UInt8(ascii: " ")]) }
  }

  private mutating func appendEscaped(_ utf8: UnsafeBufferPointer<UInt8>) {
    var start = 0
    for index in 0..<utf8.count {
      let byte = utf8[index]
      guard byte < 0x20 || byte == UInt8(ascii: "\"") || byte == UInt8(ascii: "\\") else { continue }
      if start < index { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start..<index])) }
      start = index + 1
      bytes.append(UInt8(ascii: "\\"))
      switch byte {
      case UInt8(ascii: "\""), UInt8(ascii: "\\"): bytes.append(byte)
      case 0x08: bytes.append(UInt8(ascii: "b"))
      case 0x0C: bytes.append(UInt8(ascii: "f"))
      case 0x0A: bytes.append(UInt8(ascii: "n"))
      case 0x0D: bytes.append(UInt8(ascii: "r"))
      case 0x09: bytes.append(UInt8(ascii: "t"))
      default:
        bytes.append(contentsOf: [UInt8(ascii: "u"), UInt8(ascii: "0"), UInt8(ascii: "0")])
        bytes.append(Self.hexDigits[Int(byte >> 4)])
        bytes.append(Self.hexDigits[Int(byte & 0x0F)])
      }
    }
    if start < utf8.count { bytes.append(contentsOf: UnsafeBufferPointer(rebasing: utf8[start...])) }
  }

  private static let hexDigits: [UInt8] = Array("0123456789abcdef".utf8)
}
