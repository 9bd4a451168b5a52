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

extension RateLimitBackOff {
  /// "Kakao is rate-limited; trying again in 42 s." (or the quota wording), in `language`.
  public func message(in language: Language) -> String {
    let key: MessageKey =
      if case .quotaExceeded = error { .searchQuotaBackOff } else { .searchRateLimitedBackOff }
    return LocalizedMessage(
      key, ["provider": provider.displayName(in: language), "seconds": "\(secondsLeft)"]
    ).text(in: language)
  }
}
