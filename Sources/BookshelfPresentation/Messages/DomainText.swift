import BookshelfCore

extension DroppedNumber {
  /// One clause in `language`, e.g. `averageRating 1e+300 is not a rating from 0 to 5`.
  public func reason(in language: Language) -> String {
    let key: MessageKey =
      switch problem {
      case .notARating: .numberNotARating
      case .negative: .numberNegative
      case .notAnAmount: .numberNotAnAmount
      }
    return LocalizedMessage(key, ["field": field.rawValue, "value": value]).text(in: language)
  }
}
