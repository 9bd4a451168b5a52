import BookshelfCore

extension ISBNError: Localizable {
  /// Why the text is not an ISBN, as a clause (`it has 9 digits, an ISBN has 10 or 13`).
  public func text(in language: Language) -> String {
    switch language {
    case .english:
      switch self {
      case .empty: "it is empty"
      case .invalidCharacter(let c): "\"\(c)\" is not allowed"
      case .wrongLength(let n): "it has \(n) digits, an ISBN has 10 or 13"
      case .checksumMismatch: "the check digit does not match"
      case .notBookland: "an ISBN-13 starts with 978 or 979"
      }
    case .korean:
      switch self {
      case .empty: "비어 있습니다"
      case .invalidCharacter(let c): "\"\(c)\" 문자는 쓸 수 없습니다"
      case .wrongLength(let n): "숫자가 \(n)개입니다. ISBN은 10자리 또는 13자리입니다"
      case .checksumMismatch: "검증 숫자가 맞지 않습니다"
      case .notBookland: "ISBN-13은 978 또는 979로 시작합니다"
      }
    }
  }

  /// The localized reason: `text(in:)`.
  public func message(in language: Language) -> String { text(in: language) }
}
