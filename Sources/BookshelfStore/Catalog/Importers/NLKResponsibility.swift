import BookshelfCore

/// Reads the statement of responsibility of an NLK record: the part of its `label` after
/// `" / "` (`소년이 온다 / 한강 지음`, `… / 무라카미 하루키 지음 ; 양억관 옮김`,
/// `… / 지은이: 한강`, `… / 謝桂华; 李均明;朱國炤 共著`, `… / [中華民國孔孟學會 編]`).
///
/// Parts are separated by `;`, names within a part by `,` or `、`. A role is the last word of
/// a part (`지음`, `옮김`, `編`, `[共]編`, `等著`, `[共同硏究]`) or comes before a colon
/// (`옮긴이: 양억관`); it applies to the names of its part and to the names before it that had
/// none (`謝桂华; 李均明;朱國炤 共著` → three authors). Roles that write (`지음`, `지은이`,
/// `저`, `글`, `著`, `撰`, `述`, …) give `authors`; roles that translate (`옮김`, `옮긴이`, `역`,
/// `번역`, `譯`, `編譯`, …) give `translators`; roles that edit (`엮음`, `편`, `編`, `主編`,
/// `編輯`, …) give authors only when nothing else does; any other role (`그림`, `감수`) is
/// dropped unless the book has no author at all. `외` / `等` (et al.) are dropped.
enum NLKResponsibility {
  /// The most names read from one statement.
  static let nameLimit = 32
  /// The most bytes of a statement read.
  static let byteLimit = 4_096

  enum Kind {
    case author, translator, editor, other
  }

  /// Authors and translators of `label`, plain text, without duplicates, in order; empty
  /// when the label has no `" / "`.
  static func parse(label: String?) -> (authors: [String], translators: [String]) {
    guard let label, let slash = label.range(of: " / ") else { return ([], []) }
    let statement = String(TextLimits.prefix(String(label[slash.upperBound...]), bytes: byteLimit))
    var authors: [String] = []
    var translators: [String] = []
    var editors: [String] = []
    var others: [String] = []
    var pending: [String] = []
    var count = 0
    for part in statement.split(separator: ";") {
      var text = String(part).trimmingWhitespace()
      var role: Kind?
      if let colon = text.firstIndex(where: { $0 == ":" || $0 == "：" }),
        let kind = kind(of: String(text[..<colon]).trimmingWhitespace())
      {
        role = kind
        text = String(text[text.index(after: colon)...])
      } else if let (rest, kind) = trailingRole(text) {
        role = kind
        text = rest
      }
      for name in text.split(whereSeparator: { $0 == "," || $0 == "、" }) where count < nameLimit {
        guard let name = cleanName(String(name)) else { continue }
        pending.append(name)
        count += 1
      }
      guard let role else { continue }
      switch role {
      case .author: authors += pending
      case .translator: translators += pending
      case .editor: editors += pending
      case .other: others += pending
      }
      pending = []
    }
    authors += pending
    if authors.isEmpty { authors = editors.isEmpty ? others : editors }
    return (CleanText.names(authors), CleanText.names(translators))
  }

  /// A name without brackets, a leading `(明)`-style era mark kept, `외`/`等` and ISBD
  /// ellipses dropped; nil when nothing is left.
  static func cleanName(_ raw: String) -> String? {
    var name = raw.filter { $0 != "[" && $0 != "]" }.replacingOccurrences(of: "...", with: " ")
    var words = name.split(separator: " ").map(String.init)
    while let last = words.last, ["외", "등", "等", "et", "al.", "ほか"].contains(last) { words.removeLast() }
    name = words.joined(separator: " ")
    while name.hasSuffix("等") { name.removeLast() }
    return CleanText.text(name)
  }

  /// The text before a trailing role word and the role: `한강 지음` → (`한강`, author),
  /// `朱國炤 共著` → (`朱國炤`, author), `中華民國孔孟學會 編]` → (…, editor).
  static func trailingRole(_ text: String) -> (String, Kind)? {
    let trimmed = text.trimmingWhitespace()
    // `[共同硏究]` or `(옮긴이)` at the end.
    if let last = trimmed.last, last == "]" || last == ")",
      let open = trimmed.lastIndex(where: { $0 == "[" || $0 == "(" }), open != trimmed.startIndex,
      let kind = kind(
        of: String(trimmed[trimmed.index(after: open)..<trimmed.index(before: trimmed.endIndex)]))
    {
      return (String(trimmed[..<open]), kind)
    }
    guard let space = trimmed.lastIndex(of: " ") else { return nil }
    let word = String(trimmed[trimmed.index(after: space)...]).filter { $0 != "[" && $0 != "]" }
    guard let kind = kind(of: word) else { return nil }
    return (String(trimmed[..<space]), kind)
  }

  /// Korean role words, whole.
  private static let koreanAuthor: Set<String> = ["지음", "지은이", "저", "저자", "글", "원작", "공저", "씀", "작"]
  private static let koreanTranslator: Set<String> = ["옮김", "옮긴이", "역", "역자", "번역", "공역", "편역", "역주"]
  private static let koreanEditor: Set<String> = ["엮음", "엮은이", "편", "편저", "편집", "공편", "편찬", "엮고씀"]
  private static let koreanOther: Set<String> = ["그림", "감수", "사진", "기획", "해설", "글·그림", "그림·글", "주해"]

  /// Hanja role characters (`著`, `編`, `共`, `等`, …): a word made only of these is a role.
  private static let hanjaRole: Set<Character> = [
    "著", "撰", "述", "作", "編", "輯", "纂", "修", "主", "共", "合", "等", "譯", "訳", "訂", "校", "注", "註",
    "硏", "研", "究", "選", "評", "點", "監", "繪", "畫", "測", "錄", "記", "同", "辦", "執", "行", "總", "裁",
  ]

  /// The kind of a role word, or nil when `word` is no role.
  static func kind(of word: String) -> Kind? {
    let word = word.filter { $0 != " " }
    guard !word.isEmpty, word.count <= 8 else { return nil }
    if koreanAuthor.contains(word) || word.hasPrefix("지은이") { return .author }
    if koreanTranslator.contains(word) || word.hasPrefix("옮긴이") { return .translator }
    if koreanEditor.contains(word) { return .editor }
    if koreanOther.contains(word) { return .other }
    guard word.allSatisfy({ hanjaRole.contains($0) }) else { return nil }
    if word.contains("譯") || word.contains("訳") { return .translator }
    if word.contains("著") || word.contains("撰") || word.contains("述") || word.contains("作") { return .author }
    if word.contains("編") || word.contains("輯") || word.contains("纂") { return .editor }
    return .other
  }
}
