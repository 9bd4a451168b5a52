/// A cheap reading of plain `http(s)` URLs for the adapters' own ids, giving what
/// `URLComponents(string:)` gives (`path`, `queryItems`) without parsing the whole URL.
///
/// It answers only for URLs it is sure about: `http://` or `https://`, a host of ASCII letters,
/// digits, `.` and `-` with an optional `:port`, and then only ASCII letters, digits and
/// `- . _ ~ : / ? & = +` or a `%` followed by two hex digits (no `#`, no brackets, no spaces).
/// Anything else gives nil, and the caller uses `URLComponents`.
enum URLScan {
  /// The path (from its `/`, may be empty) and query (after `?`, nil without one) of `url`.
  static func parts(_ url: String) -> (path: Substring, query: Substring?)? {
    let bytes = url.utf8
    let schemeLength: Int
    if bytes.starts(with: "https://".utf8) {
      schemeLength = 8
    } else if bytes.starts(with: "http://".utf8) {
      schemeLength = 7
    } else {
      return nil
    }
    let hostStart = bytes.index(bytes.startIndex, offsetBy: schemeLength)
    var index = hostStart
    var sawPort = false
    while index < bytes.endIndex, bytes[index] != UInt8(ascii: "/"), bytes[index] != UInt8(ascii: "?") {
      let byte = bytes[index]
      if byte == UInt8(ascii: ":") {
        if sawPort { return nil }
        sawPort = true
      } else if sawPort
        ? !isDigit(byte) : !(isAlphanumeric(byte) || byte == UInt8(ascii: ".") || byte == UInt8(ascii: "-"))
      {
        return nil
      }
      bytes.formIndex(after: &index)
    }
    guard index > hostStart, bytes[hostStart] != UInt8(ascii: ":") else { return nil }
    let pathStart = index
    var queryStart: String.Index?
    var pending = 0  // hex digits still expected after a `%`
    while index < bytes.endIndex {
      let byte = bytes[index]
      if pending > 0 {
        guard isHex(byte) else { return nil }
        pending -= 1
      } else if byte == UInt8(ascii: "%") {
        pending = 2
      } else if byte == UInt8(ascii: "?") && queryStart == nil {
        queryStart = index
      } else if !isPlain(byte) {
        return nil
      }
      bytes.formIndex(after: &index)
    }
    guard pending == 0 else { return nil }
    guard let queryStart else { return (url[pathStart...], nil) }
    return (url[pathStart..<queryStart], url[url.utf8.index(after: queryStart)...])
  }

  /// The query item named `name` that `URLComponents.queryItems?.first { $0.name == name }`
  /// finds: `.found(value)` (nil value when the item has no `=`), `.absent`, or `.unsure` when
  /// percent escapes would have to be decoded to answer.
  static func firstItem(named name: String, in query: Substring) -> Item {
    let bytes = query.utf8
    var start = bytes.startIndex
    while true {
      let end = bytes[start...].firstIndex(of: UInt8(ascii: "&")) ?? bytes.endIndex
      let item = bytes[start..<end]
      let equals = item.firstIndex(of: UInt8(ascii: "="))
      let itemName = item[..<(equals ?? end)]
      if itemName.contains(UInt8(ascii: "%")) { return .unsure }
      if itemName.elementsEqual(name.utf8) {
        guard let equals else { return .found(nil) }
        let value = query[bytes.index(after: equals)..<end]
        return value.utf8.contains(UInt8(ascii: "%")) ? .unsure : .found(value)
      }
      guard end < bytes.endIndex else { return .absent }
      start = bytes.index(after: end)
    }
  }

  /// What `firstItem(named:in:)` found.
  enum Item: Equatable {
    case found(Substring?)
    case absent
    case unsure
  }

  private static func isDigit(_ byte: UInt8) -> Bool { byte &- UInt8(ascii: "0") < 10 }

  private static func isAlphanumeric(_ byte: UInt8) -> Bool {
    isDigit(byte) || (byte | 0x20) &- UInt8(ascii: "a") < 26
  }

  private static func isHex(_ byte: UInt8) -> Bool { isDigit(byte) || (byte | 0x20) &- UInt8(ascii: "a") < 6 }

  private static func isPlain(_ byte: UInt8) -> Bool {
    switch byte {
    case UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"), UInt8(ascii: "~"), UInt8(ascii: ":"),
      UInt8(ascii: "/"), UInt8(ascii: "&"), UInt8(ascii: "="), UInt8(ascii: "+"):
      true
    default: isAlphanumeric(byte)
    }
  }
}
