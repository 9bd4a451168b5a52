import BookshelfCore

extension ISBNError: Localizable {
  /// Why the text is not an ISBN, as a clause (`it has 9 digits, an ISBN has 10 or 13`).
  public func text(in language: Language) -> String {
    switch language {
    case .english:
      switch self {
      case .empty: "it is empty"
      case .invalidCharacter(let c): "\(Self.shown(c)) is not allowed"
      case .wrongLength(let n): "it has \(n) \(n == 1 ? "digit" : "digits"), an ISBN has 10 or 13"
      case .checksumMismatch: "the check digit does not match"
      case .notBookland: "an ISBN-13 starts with 978 or 979"
      }
    case .korean:
      switch self {
      case .empty: "비어 있습니다"
      case .invalidCharacter(let c): "\(Self.shown(c)) 문자는 쓸 수 없습니다"
      case .wrongLength(let n): "숫자가 \(n)개입니다. ISBN은 10자리 또는 13자리입니다"
      case .checksumMismatch: "검증 숫자가 맞지 않습니다"
      case .notBookland: "ISBN-13은 978 또는 979로 시작합니다"
      }
    }
  }

  /// `character` as the message names it: quoted when it can be seen (`"x"`), else by its code
  /// points (`U+001B`, `U+202E`), which the terminal sanitizer would otherwise remove and leave
  /// a garbled line.
  static func shown(_ character: Character) -> String {
    let invisible = character.unicodeScalars.contains {
      switch $0.properties.generalCategory {
      case .control, .format, .lineSeparator, .paragraphSeparator, .privateUse, .unassigned, .surrogate,
        .spaceSeparator:
        true
      default: false
      }
    }
    guard invisible else { return "\"\(character)\"" }
    return character.unicodeScalars.map { "U+" + Self.hex($0.value) }.joined(separator: " ")
  }

  private static func hex(_ value: UInt32) -> String {
    let digits = String(value, radix: 16, uppercase: true)
    return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
  }

}
