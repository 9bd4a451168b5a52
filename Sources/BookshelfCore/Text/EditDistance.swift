/// How many single-character edits (insert, delete, replace, or swap of two neighbours) turn
/// one word into another — the optimal-string-alignment Damerau–Levenshtein distance — and the
/// closest of a list of words, for "did you mean …?" suggestions (a mistyped command, option
/// or config key). Compares Unicode characters (grapheme clusters), ignoring letter case.
public enum EditDistance {
  /// Words longer than this (in characters) are compared by their first this many only, so
  /// one comparison costs at most 64 × 64 steps whatever is typed.
  public static let maximumLength = 64

  /// The distance between `a` and `b`: 0 when equal ignoring case.
  public static func between(_ a: String, _ b: String) -> Int {
    let left = Array(a.lowercased().prefix(maximumLength))
    let right = Array(b.lowercased().prefix(maximumLength))
    if left.isEmpty { return right.count }
    if right.isEmpty { return left.count }
    // Three rows of the table: two rows back (for a swap), the previous row, the current one.
    var before = [Int](repeating: 0, count: right.count + 1)
    var previous = Array(0...right.count)
    var current = [Int](repeating: 0, count: right.count + 1)
    for i in 1...left.count {
      current[0] = i
      for j in 1...right.count {
        let cost = left[i - 1] == right[j - 1] ? 0 : 1
        var best = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
        if i > 1, j > 1, left[i - 1] == right[j - 2], left[i - 2] == right[j - 1] {
          best = min(best, before[j - 2] + 1)
        }
        current[j] = best
      }
      (before, previous, current) = (previous, current, before)
    }
    return previous[right.count]
  }

  /// The word of `candidates` closest to `word`, when it is close enough to be a typo of it:
  /// at most 1 edit for words of up to 7 characters (`serch`, `--jsno`; not `export` for
  /// `import`), 2 up to 12 (`--provdr`), else 3 — and fewer edits than `word` has characters.
  /// Ties go to the earlier candidate; nil when none is close enough or `word` is one of them.
  public static func closest(to word: String, among candidates: [String]) -> String? {
    let length = word.count
    let allowed = min(length <= 7 ? 1 : length <= 12 ? 2 : 3, max(0, length - 1))
    var best: (word: String, distance: Int)?
    for candidate in candidates {
      let distance = between(word, candidate)
      if distance == 0 { return nil }
      if distance <= allowed, distance < (best?.distance ?? .max) { best = (candidate, distance) }
    }
    return best?.word
  }
}
