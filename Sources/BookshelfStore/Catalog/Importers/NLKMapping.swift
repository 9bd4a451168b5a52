import BookshelfCore
import Foundation

/// How an `NLKRecord` becomes a catalog row (source name `nlk`, key: the local part of `@id`).
///
/// | `Book` / row | NLK field |
/// | --- | --- |
/// | `title` | `title` (the first; further titles of works bound together go to the subtitle) |
/// | `subtitle` | `remainderOfTitle`, then the further `title`s, joined by ` ; ` |
/// | `authors`, `translators` | `label`'s statement of responsibility (`NLKResponsibility`); `creator` when it names nobody |
/// | `publisher` | `publisher` (the first; `[發行者不明]`-style "unknown" dropped) |
/// | `publishedDate` | `issuedYear`, else a year in `issued` (`民國73[1984]` → `1984`); `YYYY`, 1000–2100 only |
/// | `isbn13`, `isbn10` | `isbn`: the first value whose leading digits are a valid ISBN-10/13 (check digit verified; an ISBN-10 converted) |
/// | `description` | `description` (notes), joined by ` ; ` |
/// | `detailURL` | `https://lod.nl.go.kr/resource/<key>`, the record's linked-data URI |
/// | subjects (searched, not shown) | `subject`, `alternative`, `titleOfSeries`, the `creator` readings that are not already authors, and the KDC main class of `kdc` (`8` → 문학) |
///
/// Every text passes `CleanText` (markup and character references removed, whitespace
/// collapsed); lengths are cut to `TextLimits` when the row is written.
enum NLKMapping {
  /// The NLK's resource namespace, as `nlk:` expands in its `@context`.
  static let resourceNamespace = "http://lod.nl.go.kr/resource/"
  /// The most subjects kept for one record.
  static let subjectLimit = 64

  /// A record mapped, or why it is skipped.
  enum Mapped {
    case record(CatalogRecord)
    case skip(SkipReason)
  }

  /// The catalog record of `node`, or why it is skipped (`@type` naming no `Book`, no valid
  /// `@id`, no title).
  static func record(_ node: NLKRecord) -> Mapped {
    if !node.types.isEmpty, !node.types.contains(where: { $0.hasSuffix(":Book") || $0.hasSuffix("/Book") }) {
      return .skip(.notNLKBook)
    }
    guard let key = key(node.id) else { return .skip(.noID(column: "@id")) }
    let titles = node.title.compactMap(CleanText.text)
    guard let title = titles.first else { return .skip(.noTitle) }
    let subtitle = (node.remainderOfTitle.compactMap(CleanText.text) + titles.dropFirst()).joined(
      separator: " ; ")
    var (authors, translators) = NLKResponsibility.parse(label: node.label.first)
    let creators = CleanText.names(node.creator.compactMap(NLKResponsibility.cleanName))
    if authors.isEmpty && translators.isEmpty { authors = creators }
    let isbn = node.isbn.lazy.compactMap(isbn).first
    var book = Book(
      id: isbn?.isbn13 ?? "local:nlk:\(key)", title: title, subtitle: subtitle.isEmpty ? nil : subtitle,
      authors: authors, translators: translators, publisher: publisher(node.publisher.first),
      publishedDate: year(node.issuedYear.first) ?? year(inText: node.issued.first),
      isbn10: isbn?.isbn10, isbn13: isbn?.isbn13,
      description: node.description.compactMap(CleanText.paragraphs).joined(separator: " ; "),
      detailURL: URL(string: "https://lod.nl.go.kr/resource/\(key)"), source: ProviderID.local.rawValue)
    if book.description?.isEmpty == true { book.description = nil }
    var subjects: [String] = []
    var seen = Set(authors + translators)
    for value in node.subject + node.alternative + node.titleOfSeries + creators
      + node.kdc.compactMap(kdcClass)
    {
      guard subjects.count < subjectLimit, let text = CleanText.text(value), seen.insert(text).inserted else {
        continue
      }
      subjects.append(text)
    }
    return .record(CatalogRecord(book: book, subjects: subjects, sourceName: "nlk", sourceKey: key))
  }

  /// The local part of `nlk:CMO000000001` (or of the full resource URI): 1–64 ASCII letters,
  /// digits, `_` and `-`; nil for anything else.
  static func key(_ id: String?) -> String? {
    guard let id else { return nil }
    let local: Substring
    if id.hasPrefix("nlk:") {
      local = id.dropFirst(4)
    } else if id.hasPrefix(resourceNamespace) {
      local = id.dropFirst(resourceNamespace.count)
    } else {
      return nil
    }
    guard (1...64).contains(local.utf8.count),
      local.utf8.allSatisfy({ isKeyByte($0) })
    else { return nil }
    return String(local)
  }

  /// An ASCII letter, digit, `_` or `-`.
  private static func isKeyByte(_ b: UInt8) -> Bool {
    (b >= 0x30 && b <= 0x39) || (b | 0x20 >= 0x61 && b | 0x20 <= 0x7A) || b == 0x5F || b == 0x2D
  }

  /// The ISBN at the start of `text` (`750131201X (20)` → 9787501312015), or nil.
  static func isbn(_ text: String) -> ISBN? {
    let head = text.utf8.prefix(64).prefix {
      ($0 >= 0x30 && $0 <= 0x39) || $0 == 0x58 || $0 == 0x78 || $0 == 0x2D
    }
    return ISBN.parse(String(decoding: head, as: UTF8.self))
  }

  /// The publisher, or nil for an empty one or a bracketed "unknown" (`[發行者不明]`, `[출판사불명]`).
  static func publisher(_ raw: String?) -> String? {
    guard let text = CleanText.text(raw) else { return nil }
    if text.hasPrefix("["), text.contains("不明") || text.contains("불명") || text.contains("未詳") { return nil }
    return text
  }

  /// `YYYY` for a plain four-digit year from 1000 to 2100, else nil.
  static func year(_ raw: String?) -> String? {
    guard let text = raw?.trimmingWhitespace(), text.utf8.count == 4, let value = Int(text),
      (1000...2100).contains(value)
    else { return nil }
    return text
  }

  /// The last four-digit run in `raw` that is a `year` (`民國73[1984]` → `1984`), or nil.
  static func year(inText raw: String?) -> String? {
    guard let raw else { return nil }
    let bytes = Array(raw.utf8.prefix(256))
    var found: String?
    var start: Int?
    for i in 0...bytes.count {
      let digit = i < bytes.count && bytes[i] >= 0x30 && bytes[i] <= 0x39
      if digit, start == nil { start = i }
      if !digit, let s = start {
        if i - s == 4, let y = year(String(decoding: bytes[s..<i], as: UTF8.self)) { found = y }
        start = nil
      }
    }
    return found
  }

  /// The KDC main class of a class number (`813.6` → 문학), or nil when `raw` is not
  /// three digits (with an optional decimal part).
  static func kdcClass(_ raw: String) -> String? {
    let text = raw.trimmingWhitespace()
    let parts = text.split(separator: ".", maxSplits: 1, omittingEmptySubsequences: false)
    guard text.utf8.count <= 32, let main = parts.first, main.utf8.count == 3,
      main.utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
      parts.count == 1 || parts[1].utf8.allSatisfy({ $0 >= 0x30 && $0 <= 0x39 }),
      let first = main.utf8.first
    else { return nil }
    return kdcMainClasses[Int(first - 0x30)]
  }

  /// The ten main classes of the Korean Decimal Classification (KDC 6), by first digit.
  static let kdcMainClasses = ["총류", "철학", "종교", "사회과학", "자연과학", "기술과학", "예술", "언어", "문학", "역사"]
}
