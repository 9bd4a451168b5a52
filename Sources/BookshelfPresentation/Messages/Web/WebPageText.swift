/// Every word of the web app's page in English and Korean, served to the page by
/// `GET /api/messages` (the page inserts them as text).
public enum WebPageText {
  /// The page's strings in `language`, by key (`search.placeholder`, `tab.saved`, …).
  public static func table(in language: Language) -> [String: String] {
    [:]  // TODO(#13 page helper)
  }
}
