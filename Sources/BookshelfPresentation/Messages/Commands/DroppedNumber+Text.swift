import BookshelfCore

extension DroppedNumber {
  /// One clause in `language`, e.g. `averageRating 1e+300 is not a rating from 0 to 5` /
  /// `averageRating 1e+300은(는) 0부터 5까지의 평점이 아닙니다` (the field keeps its JSON name).
  public func reason(in language: Language) -> String {
    switch language {
    case .english:
      switch problem {
      case .notARating: "\(field.rawValue) \(value) is not a rating from 0 to 5"
      case .negative: "\(field.rawValue) \(value) is negative"
      case .notAnAmount: "\(field.rawValue) \(value) is not an amount"
      }
    case .korean:
      switch problem {
      case .notARating: "\(field.rawValue) \(KoreanParticle.topic.after(value)) 0부터 5까지의 평점이 아닙니다"
      case .negative: "\(field.rawValue) \(KoreanParticle.topic.after(value)) 음수입니다"
      case .notAnAmount: "\(field.rawValue) \(KoreanParticle.topic.after(value)) 금액이 아닙니다"
      }
    }
  }
}
