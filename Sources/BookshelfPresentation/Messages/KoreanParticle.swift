/// A Korean postposition whose form depends on the sound that ends the word before it.
///
/// `KoreanParticle.topic.after("로컬 카탈로그")` is `"로컬 카탈로그는"`, and
/// `.topic.after("알라딘")` is `"알라딘은"`: the form is chosen from the final syllable's
/// closing consonant (받침). Digits are read as Sino-Korean numerals (`3` 삼 → `3은`), and a
/// Latin word ending in `y` as ending in 이 (`Open Library를`). A word whose sound cannot be
/// known from its spelling (another Latin name, a path, a quoted value) gets the paired form
/// `은(는)`, as Korean software writes it.
public enum KoreanParticle: Sendable, CaseIterable {
  /// 은 / 는 (topic).
  case topic
  /// 이 / 가 (subject).
  case subject
  /// 을 / 를 (object).
  case object
  /// 과 / 와 (and, with).
  case and
  /// 으로 / 로 (by, to, as); a word ending in ㄹ takes 로.
  case direction

  /// `word` followed by this particle in the form its last sound needs.
  public func after(_ word: String) -> String {
    word + form(after: word)
  }

  /// The particle alone, in the form that follows `word`.
  public func form(after word: String) -> String {
    let (closed, open) = forms
    switch Self.ending(of: word) {
    case .open: return open
    case .closedL: return self == .direction ? open : closed
    case .closed: return closed
    case .unknown: return "\(closed)(\(open))"
    }
  }

  /// (after a closing consonant, after a vowel).
  private var forms: (closed: String, open: String) {
    switch self {
    case .topic: ("은", "는")
    case .subject: ("이", "가")
    case .object: ("을", "를")
    case .and: ("과", "와")
    case .direction: ("으로", "로")
    }
  }

  private enum Ending { case open, closed, closedL, unknown }

  /// How `word` ends when read aloud, looking past closing quotes, brackets and punctuation.
  private static func ending(of word: String) -> Ending {
    for scalar in word.unicodeScalars.reversed() {
      let value = scalar.value
      if (0xAC00...0xD7A3).contains(value) {
        let final = (value - 0xAC00) % 28
        return final == 0 ? .open : final == 8 ? .closedL : .closed
      }
      if let digit = Int(String(scalar)), scalar.isASCII {
        // 영 일 이 삼 사 오 육 칠 팔 구
        return [.closed, .closedL, .open, .closed, .open, .open, .closed, .closedL, .closedL, .open][digit]
      }
      // An English word ending in y is read with a final 이 (Library 라이브러리, Story 스토리).
      if scalar == "y" || scalar == "Y" { return .open }
      if scalar.properties.isAlphabetic { return .unknown }
      // Quotes, brackets, dots and spaces are not read: look at what comes before them.
    }
    return .unknown
  }
}
