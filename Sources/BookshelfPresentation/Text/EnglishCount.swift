/// A count and its English noun in the right number: `1 book`, `2 books`, `1,234 books`
/// (the number as `BookFormat.count` writes it). Korean needs none: a counter word (`권`) does
/// not change.
public enum EnglishCount {
  /// `count` and `singular`, or `plural` (default `singular + "s"`) unless `count` is 1.
  public static func of(_ count: Int, _ singular: String, plural: String? = nil) -> String {
    "\(BookFormat.count(count)) \(noun(count, singular, plural: plural))"
  }

  /// Only the noun: `singular` when `count` is 1, else `plural` (default `singular + "s"`).
  public static func noun(_ count: Int, _ singular: String, plural: String? = nil) -> String {
    count == 1 ? singular : plural ?? singular + "s"
  }
}
