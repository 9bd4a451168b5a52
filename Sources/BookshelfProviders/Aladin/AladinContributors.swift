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
    for token in raw.split(separator: ",") {
      guard let text = TextFields.text(String(token)) else { continue }
      let (name, role) = split(text)
      if !name.isEmpty { pending.append(name) }
      guard let role else { continue }
      switch kind(of: role) {
      case .author: authors += pending
      case .translator: translators += pending
      case .other: others.append(pending)
      }
      pending = []
    }
    authors += pending
    if authors.isEmpty { authors = others.first ?? [] }
    return (TextFields.names(authors), TextFields.names(translators))
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
