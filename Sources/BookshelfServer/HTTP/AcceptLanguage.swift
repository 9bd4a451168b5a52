import BookshelfPresentation

/// The language a request asks for by its `Accept-Language` field (RFC 9110 §12.5.4).
public enum AcceptLanguage {
  /// The language of the highest-weighted range this app speaks: `ko`, `ko-KR`, … → Korean,
  /// `en`, `en-US`, … → English; `q=0` ranges are refused, ties keep the field's order, `*`
  /// and anything else count as English. English when the field is missing, empty or
  /// unreadable. At most the first 32 ranges of the first 1,024 characters are read.
  public static func preferred(_ header: String?) -> Language {
    guard let header else { return .english }
    var best: (language: Language, weight: Int)?
    for range in header.prefix(1024).split(separator: ",").prefix(32) {
      let parts = range.split(separator: ";")
      guard let tag = parts.first?.trimmed.lowercased(), !tag.isEmpty else { continue }
      let weight = parts.dropFirst().lazy.compactMap(Self.weight).first ?? 1000
      guard weight > 0 else { continue }
      let language: Language? =
        tag == "ko" || tag.hasPrefix("ko-") ? .korean : tag == "en" || tag.hasPrefix("en-") ? .english : nil
      guard let language else { continue }
      if best.map({ weight > $0.weight }) ?? true { best = (language, weight) }
    }
    return best?.language ?? .english
  }

  /// `q=0.8` as thousandths (800), or nil when the parameter is not a weight.
  private static func weight(_ parameter: Substring) -> Int? {
    let text = parameter.trimmed.lowercased()
    guard text.hasPrefix("q=") else { return nil }
    let value = text.dropFirst(2)
    let pieces = value.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    guard let whole = pieces.first, whole == "0" || whole == "1" else { return 0 }
    let fraction = pieces.count > 1 ? String(pieces[1].prefix(3)) : ""
    guard fraction.allSatisfy({ $0.isASCII && $0.isNumber }) else { return 0 }
    let thousandths = Int(fraction + String(repeating: "0", count: 3 - fraction.count)) ?? 0
    return min(1000, (whole == "1" ? 1000 : 0) + thousandths)
  }
}

extension Substring {
  var trimmed: String {
    String(drop { $0 == " " || $0 == "\t" }.reversed().drop { $0 == " " || $0 == "\t" }.reversed())
  }
}
