import BookshelfCore

/// The credit and license of a data set in the local catalog, as `catalog stats` prints it
/// (goodbooks-10k's CC BY-SA 4.0 asks for both wherever the data is shown).
public enum AttributionMessage: BilingualText, Equatable {
  /// `Data: <title> by <creator>, <license> (<licenseURL>); from <origin>`.
  case credit(title: String, creator: String, license: String, licenseURL: String, origin: String)

  /// The text in English.
  public var english: String {
    switch self {
    case .credit(let title, let creator, let license, let licenseURL, let origin):
      "Data: \(title) by \(creator), \(license) (\(licenseURL)); from \(origin)"
    }
  }

  /// The text in Korean.
  public var korean: String {
    switch self {
    case .credit(let title, let creator, let license, let licenseURL, let origin):
      "데이터: \(title), 만든 사람 \(creator), \(license) 라이선스(\(licenseURL)). 출처: \(origin)"
    }
  }
}
