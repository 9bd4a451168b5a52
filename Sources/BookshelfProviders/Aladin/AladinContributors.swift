import BookshelfCore

/// Reads Aladin's one-string contributor list (`author`, APIS-aladin Q5).
///
/// `"제임스 브라이언 스미스 (지은이), 이대근 (옮긴이)"` is split on `,`; a trailing `" (role)"`
/// gives the role of that name and of every name before it that had none
/// (`"김보영, 고호관, 이주혜 (지은이)"` → three authors). Names after the last role have no role
/// and count as authors. The old schema's `"김영한 지음"` / `"… 옮김"` forms are read too.
///
/// Roles: 지은이, 글 (also `글·그림`), 원작, 지음, 저 → `authors`; 옮긴이, 옮김, 역, 번역 →
/// `translators`; every other role (그림, 감수, 엮은이, 기획, 각색, …) is dropped, unless the book
/// has no author at all, in which case the first such group becomes the authors (so an anthology
/// credited to `"홍길동 (엮은이), 김철수 (감수)"` shows 홍길동).
enum AladinContributors {
  /// Authors and translators, each trimmed, plain text, without duplicates.
  static func parse(_ raw: String?) -> (authors: [String], translators: [String]) {
    guard let raw, !raw.isEmpty else { return ([], []) }
    var authors: [String] = []
    var translators: [String] = []
    var others: [[String]] = []
    var pending: [String] = []
    let simple = isSimple(raw)
    let tokens = simple ? byteSplit(raw) : raw.split(separator: ",")
    for token in tokens {
      // Leading spaces (`", 이대근 (옮긴이)"`) are trimmed by `text` anyway; dropping them first
      // lets already-clean names skip the full clean-up.
      guard let text = CleanText.text(String(token.drop(while: { $0 == " " }))) else { continue }
      // Decoding entities can make a simple token less simple (`&eacute;`): check the result.
      let simpleText = simple && isSimple(text)
      let (name, role) = simpleText ? splitSimple(text) : split(text)
      if !name.isEmpty { pending.append(name) }
      guard let role else { continue }
      switch simpleText ? kindSimple(of: role) : kind(of: role) {
      case .author: authors += pending
      case .translator: translators += pending
      case .other: others.append(pending)
      }
      pending = []
    }
    authors += pending
    if authors.isEmpty { authors = others.first ?? [] }
    return (CleanText.names(authors), CleanText.names(translators))
  }

  enum Kind {
    case author
    case translator
    case other
  }

  static func kind(of role: String) -> Kind {
    let role = role.filter { $0 != " " }
    if ["옮긴이", "옮김", "역", "번역", "역자"].contains(role) || role.hasPrefix("옮긴이") { return .translator }
    if ["지은이", "원작", "지음", "저", "저자"].contains(role) || role.hasPrefix("글") || role.hasPrefix("지은이") {
      return .author
    }
    return .other
  }

  // MARK: - Byte paths for simple text

  /// True when `text` holds only printable ASCII (0x20–0x7E) and precomposed Hangul syllables
  /// (U+AC00–U+D7A3), the usual shape of Aladin's `author`. In such text every Unicode scalar is a
  /// Character of its own (no rule joins two of them) and all of it is in normal form C, so
  /// Character operations are byte operations and `==` is byte equality: `byteSplit`,
  /// `splitSimple` and `kindSimple` then give exactly what the Character versions give.
  static func isSimple(_ text: String) -> Bool {
    var bytes = text.utf8.makeIterator()
    while let byte = bytes.next() {
      if byte >= 0x20 && byte < 0x7F { continue }
      guard byte >= 0xEA && byte <= 0xED, let second = bytes.next(), let third = bytes.next() else {
        return false
      }
      let scalar = UInt32(byte & 0x0F) << 12 | UInt32(second & 0x3F) << 6 | UInt32(third & 0x3F)
      guard second & 0xC0 == 0x80, third & 0xC0 == 0x80, (0xAC00...0xD7A3).contains(scalar) else {
        return false
      }
    }
    return true
  }

  /// `text.split(separator: ",")` (empty parts omitted) for simple text.
  static func byteSplit(_ text: String) -> [Substring] {
    text.utf8.split(separator: UInt8(ascii: ",")).map { Substring($0) }
  }

  /// `split(_:)` for simple text.
  static func splitSimple(_ text: String) -> (name: String, role: String?) {
    let bytes = text.utf8
    if bytes.last == UInt8(ascii: ")"), let open = bytes.lastIndex(of: UInt8(ascii: "(")) {
      let role = String(text[bytes.index(after: open)..<bytes.index(before: bytes.endIndex)])
        .trimmingWhitespace()
      let name = String(text[..<open]).trimmingWhitespace()
      if !role.isEmpty { return (name, role) }
    }
    for word in [" 지음", " 옮김"] where bytes.reversed().starts(with: word.utf8.reversed()) {
      let cut = bytes.index(bytes.endIndex, offsetBy: -word.utf8.count)
      return (String(text[..<cut]).trimmingWhitespace(), word.trimmingWhitespace())
    }
    return (text, nil)
  }

  /// `kind(of:)` for a simple role.
  static func kindSimple(of role: String) -> Kind {
    let role = role.utf8.contains(UInt8(ascii: " ")) ? String(role.filter { $0 != " " }) : role
    let bytes = role.utf8
    func starts(_ prefix: String) -> Bool { bytes.starts(with: prefix.utf8) }
    if ["옮긴이", "옮김", "역", "번역", "역자"].contains(role) || starts("옮긴이") { return .translator }
    if ["지은이", "원작", "지음", "저", "저자"].contains(role) || starts("글") || starts("지은이") {
      return .author
    }
    return .other
  }

  /// `"이대근 (옮긴이)"` → (`이대근`, `옮긴이`); `"김영한 지음"` → (`김영한`, `지음`); else (text, nil).
  static func split(_ text: String) -> (name: String, role: String?) {
    if text.hasSuffix(")"), let open = text.lastIndex(of: "(") {
      let role = String(text[text.index(after: open)...].dropLast()).trimmingWhitespace()
      let name = String(text[..<open]).trimmingWhitespace()
      if !role.isEmpty { return (name, role) }
    }
    for word in [" 지음", " 옮김"] where text.hasSuffix(word) {
      return (String(text.dropLast(word.count)).trimmingWhitespace(), word.trimmingWhitespace())
    }
    return (text, nil)
  }
}
