#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Normalisation shared by the adapters and the importers, so that "empty means absent" holds
/// everywhere.
public enum TextFields {
  /// Plain single-line text (HTML stripped, entities decoded, whitespace collapsed), or nil
  /// for nil, `""` and whitespace-only values.
  public static func text(_ raw: String?) -> String? { HTMLText.plain(raw) }

  /// A list of names, each plain text, without empty strings or exact duplicates, in order.
  public static func names(_ raw: [String]?) -> [String] {
    var seen: Set<String> = []
    return (raw ?? []).compactMap { HTMLText.plain($0) }.filter { seen.insert($0).inserted }
  }

  /// An absolute http(s) URL with `&amp;` decoded and `http` upgraded to `https`;
  /// nil for nil, empty, relative or unparseable values.
  public static func httpsURL(_ raw: String?) -> URL? {
    guard var text = raw?.trimmingWhitespace(), !text.isEmpty else { return nil }
    text = HTMLText.decodeEntities(text)
    if text.hasPrefix("//") { text = "https:" + text }
    if text.lowercased().hasPrefix("http://") { text = "https://" + text.dropFirst("http://".count) }
    guard text.lowercased().hasPrefix("https://"), let url = URL(string: text), url.host?.isEmpty == false
    else {
      return nil
    }
    return url
  }

  /// Removes books whose `id` appeared earlier on the same page, keeping the first. (The
  /// mappings fit each book to `TextLimits` first: `TextLimits.fitted`.)
  public static func uniqueByID(_ books: [Book]) -> [Book] {
    var seen: Set<String> = []
    return books.filter { seen.insert($0.id).inserted }
  }
}
