import BookshelfPresentation

/// The language of an API answer, from the request's `Accept-Language` field: the
/// highest-weighted language the app speaks (`ko`, `ko-KR` → Korean; `en…` or `*` → English),
/// q-values honoured (`q=0` means "not this one"), English when none is named or the field is
/// missing or malformed. Reads at most the first 4 KiB and 32 entries of the field.
enum APILanguage {
  static func preferred(_ header: String?) -> Language {
    guard let header else { return .english }
    var choices: [(language: Language?, weight: Double, order: Int)] = []
    for (order, item) in header.prefix(4_096).split(separator: ",").prefix(32).enumerated() {
      let parts = item.split(separator: ";")
      guard let tag = parts.first?.trimmingCharacters(in: " \t").lowercased(), !tag.isEmpty else { continue }
      var weight = 1.0
      for parameter in parts.dropFirst() {
        let pair = parameter.trimmingCharacters(in: " \t")
        guard pair.lowercased().hasPrefix("q=") else { continue }
        guard let value = Double(pair.dropFirst(2)), value.isFinite, (0...1).contains(value) else {
          weight = 0
          continue
        }
        weight = value
      }
      guard weight > 0 else { continue }
      let primary = tag.split(separator: "-").first.map(String.init) ?? tag
      let language: Language? =
        switch primary {
        case "ko": .korean
        case "en", "*": .english
        default: nil
        }
      choices.append((language, weight, order))
    }
    let ranked = choices.sorted { $0.weight != $1.weight ? $0.weight > $1.weight : $0.order < $1.order }
    return ranked.lazy.compactMap(\.language).first ?? .english
  }
}

extension Substring {
  /// The text without leading and trailing characters of `set` (spaces and tabs here).
  fileprivate func trimmingCharacters(in set: String) -> String {
    let kept = drop { set.contains($0) }
    return String(kept.reversed().drop { set.contains($0) }.reversed())
  }
}
