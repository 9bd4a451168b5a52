/// How a search answered when the words as typed found too few books: the one owner of
/// "showing results for …" and "no book has every word" (set by the local catalog; the CLI,
/// `browse` and the web app say it).
public enum SearchRelaxation: Sendable, Hashable {
  /// One or more words of 5+ letters were corrected by one edit (insertion, deletion,
  /// substitution, transposition) to words the catalog holds; `query` is the text searched
  /// (the typed text with those words replaced). The page lists the matches of the text as
  /// typed first (when any), then those of `query`.
  case corrected(query: String)
  /// No book matched every word: the page lists the books matching the most words (`matched`
  /// of `words` terms), best first.
  case partial(matched: Int, words: Int)
}

extension BookPage {
  /// The text searched instead of the typed one (`SearchRelaxation.corrected`), nil when the
  /// typed text was searched as is. In `search --json` and `/api/search` as `correctedQuery`.
  public var correctedQuery: String? {
    if case .corrected(let query)? = relaxation { return query }
    return nil
  }
}
