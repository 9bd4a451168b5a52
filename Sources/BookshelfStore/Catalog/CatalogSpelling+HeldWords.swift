import BookshelfCore
import Foundation

extension CatalogSpelling {
  /// The words of the headlines (title, subtitle, authors) of the few books a query found as
  /// typed, folded as `correctable` folds a query word, apostrophes dropped (`Angela's` →
  /// `angelas`, `Traveler’s` → `travelers`).
  ///
  /// Why: a word fewer than `relaxationThreshold` rows hold may be a typo (`gatbsy` in one
  /// blurb) and is corrected; but one that a found book's title or author has is what the
  /// user meant (`the martian` is The Martian, not `martin`; `misery` is King's), so it is
  /// kept, and no "showing results for …" replaces what they typed.
  struct HeldWords {
    private let words: Set<String>

    /// The headline words of `books`.
    init(_ books: [Book]) {
      var words = Set<String>()
      for book in books {
        for text in [book.title, book.subtitle ?? ""] + book.authors {
          let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
            .lowercased().filter { $0 != "'" && $0 != "\u{2019}" }
          for word in folded.split(whereSeparator: { !$0.isLetter && !$0.isNumber }) {
            words.insert(String(word))
          }
        }
      }
      self.words = words
    }

    /// Whether a headline holds `word` (a `correctable` form), or, `asPrefix`, a word it starts.
    func holds(_ word: String, asPrefix: Bool) -> Bool {
      words.contains(word) || (asPrefix && words.contains { $0.hasPrefix(word) })
    }
  }
}
