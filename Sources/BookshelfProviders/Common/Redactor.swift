/// Removes secrets from any text that could reach a user, a log or an error.
///
/// Aladin's `TTBKey` and Google's `key` travel in the URL; Kakao's and Naver's keys travel in
/// headers but a provider may echo them in an error message (`wrong appKey(…) format`), and not
/// always as sent: a secret is found in any spelling a server may give it back in — any letter
/// case, percent-encoded (`%2B` or `%2b`, whole or in part), form-encoded (a space as `+`), or
/// escaped inside a JSON string (`\/`, `\"`, `\u002B`), with or without surrounding quotes.
public struct Redactor: Sendable, Hashable {
  /// The secret values to hide (empty strings are ignored).
  public let secrets: [String]

  /// Keeps the non-nil secrets of 4 or more characters (shorter ones would mask ordinary text).
  public init(secrets: [String?]) {
    self.secrets = secrets.compactMap { $0 }.filter { $0.count >= 4 }
  }

  /// `text` with each secret, in any spelling above, replaced by `***`, and the values of query
  /// parameters named `key`, `ttbkey`, `TTBKey`, `apikey`, `api_key`, `client_secret` or
  /// `access_token` masked too.
  public func redact(_ text: String) -> String {
    var result = text
    for secret in secrets { result = Self.mask(secret, in: result) }
    return Self.maskKeyParameters(result)
  }

  static let keyParameters: Set<String> = [
    "key", "ttbkey", "apikey", "api_key", "client_secret", "access_token",
  ]

  /// `text` with every spelling of `secret` replaced by `***`.
  static func mask(_ secret: String, in text: String) -> String {
    let key = Array(secret.utf8)
    let bytes = Array(text.utf8)
    guard !key.isEmpty else { return text }
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var index = 0
    var changed = false
    while index < bytes.count {
      if let length = matchLength(of: key, in: bytes, at: index) {
        out += Array("***".utf8)
        index += length
        changed = true
      } else {
        out.append(bytes[index])
        index += 1
      }
    }
    return changed ? String(decoding: out, as: UTF8.self) : text
  }

  /// The number of bytes of `text` from `start` that spell `key`, or nil.
  static func matchLength(of key: [UInt8], in text: [UInt8], at start: Int) -> Int? {
    var at = start
    for wanted in key {
      guard let length = spelling(of: wanted, in: text, at: at) else { return nil }
      at += length
    }
    return at - start
  }

  /// How many bytes at `at` spell the one byte `wanted` (ASCII letters in either case): the byte
  /// itself, `%XX` (either hex case), `+` for a space, `\` before `/`, `"` or `\`, or `\uXXXX`
  /// for an ASCII byte; nil when none does.
  static func spelling(of wanted: UInt8, in text: [UInt8], at: Int) -> Int? {
    guard at < text.count else { return nil }
    let byte = text[at]
    if lowered(byte) == lowered(wanted) { return 1 }
    if byte == UInt8(ascii: "+") && wanted == UInt8(ascii: " ") { return 1 }
    if byte == UInt8(ascii: "%"), at + 2 < text.count, let high = hex(text[at + 1]),
      let low = hex(text[at + 2]),
      lowered(high << 4 | low) == lowered(wanted)
    {
      return 3
    }
    guard byte == UInt8(ascii: "\\"), at + 1 < text.count else { return nil }
    let escaped = text[at + 1]
    if escaped == wanted
      && (wanted == UInt8(ascii: "/") || wanted == UInt8(ascii: "\"") || wanted == UInt8(ascii: "\\"))
    {
      return 2
    }
    if escaped == UInt8(ascii: "u"), wanted < 0x80, at + 5 < text.count {
      var value: UInt32 = 0
      for offset in 2...5 {
        guard let digit = hex(text[at + offset]) else { return nil }
        value = value << 4 | UInt32(digit)
      }
      if value < 0x80, lowered(UInt8(value)) == lowered(wanted) { return 6 }
    }
    return nil
  }

  private static func lowered(_ byte: UInt8) -> UInt8 {
    (UInt8(ascii: "A")...UInt8(ascii: "Z")).contains(byte) ? byte + 32 : byte
  }

  private static func hex(_ byte: UInt8) -> UInt8? {
    switch byte {
    case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
    case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
    case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
    default: nil
    }
  }

  static func maskKeyParameters(_ text: String) -> String {
    guard text.contains("=") else { return text }
    var out = ""
    var rest = Substring(text)
    while let eq = rest.firstIndex(of: "=") {
      let before = rest[..<eq]
      let nameStart =
        before.lastIndex(where: { !($0.isLetter || $0.isNumber || $0 == "_") })
        .map { before.index(after: $0) } ?? before.startIndex
      let name = before[nameStart...].lowercased()
      out += rest[...eq]
      rest = rest[rest.index(after: eq)...]
      if keyParameters.contains(name) {
        let end =
          rest.firstIndex(where: { $0 == "&" || $0 == " " || $0 == "\"" || $0 == "'" }) ?? rest.endIndex
        if end > rest.startIndex { out += "***" }
        rest = rest[end...]
      }
    }
    return out + rest
  }
}
