/// Removes secrets from any text that could reach a user, a log or an error.
///
/// Aladin's `TTBKey` and Google's `key` travel in the URL; Kakao's and Naver's keys travel in
/// headers but a provider may echo them in an error message (`wrong appKey(…) format`).
public struct Redactor: Sendable, Hashable {
  /// The secret values to hide (empty strings are ignored).
  public let secrets: [String]

  public init(secrets: [String?]) {
    self.secrets = secrets.compactMap { $0 }.filter { $0.count >= 4 }
  }

  /// `text` with each secret replaced by `***`, and the values of query parameters named
  /// `key`, `ttbkey`, `TTBKey`, `apikey` or `client_secret` masked too.
  public func redact(_ text: String) -> String {
    var result = text
    for secret in secrets { result = result.replacing(secret, with: "***") }
    return Self.maskKeyParameters(result)
  }

  static let keyParameters: Set<String> = ["key", "ttbkey", "apikey", "api_key", "client_secret"]

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
