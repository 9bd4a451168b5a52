import BookshelfCore

/// The line saying how a search was relaxed (`SearchRelaxation`): on standard error for
/// `search`, on `browse`'s status line (the web page says the same from `correctedQuery`).
public enum RelaxationMessage: BilingualText, Equatable {
  /// `showing results for "pride and prejudice"`: the corrected text was searched.
  case corrected(query: String)
  /// No book has every word; the closest matches are shown.
  case partial

  /// The message for `relaxation`, or nil for a plain answer.
  public init?(_ relaxation: SearchRelaxation?) {
    switch relaxation {
    case .corrected(let query)?: self = .corrected(query: query)
    case .partial?: self = .partial
    case nil: return nil
    }
  }

  /// The text in English.
  public var english: String {
    switch self {
    case .corrected(let query): "showing results for \"\(query)\""
    case .partial: "no book has every word; showing the closest matches"
    }
  }

  /// The text in Korean.
  public var korean: String {
    switch self {
    case .corrected(let query): "\"\(query)\" 검색 결과를 보여 줍니다"
    case .partial: "모든 단어가 들어 있는 책이 없어 가장 비슷한 책을 보여 줍니다"
    }
  }
}
