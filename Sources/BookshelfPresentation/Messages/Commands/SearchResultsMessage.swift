import BookshelfCore

/// What `bookshelf search` and `bookshelf show` print around the books they found (nothing
/// found is `SearchMessage.noResults`, as on the search screen).
public enum SearchResultsMessage: BilingualText, Equatable {
  /// `1,234 books · page 2 · Kakao` above a page of results (`about …` when `approximate`).
  case summary(total: Int, page: Int, source: ProviderChoice, approximate: Bool)
  /// A provider of a federated search failed; the others' results are shown.
  case providerSkipped(ProviderID, BookshelfError)
  /// The provider failed, so the copy saved on the shelf is shown instead.
  case showingSavedCopy(BookshelfError)

  /// The text in English.
  public var english: String {
    switch self {
    case .summary(1, let page, let source, _):
      "1 book · page \(page) · \(Self.name(of: source, in: .english))"
    case .summary(let total, let page, let source, let approximate):
      "\(approximate ? "about " : "")\(BookFormat.count(total)) books · page \(page) · "
        + Self.name(of: source, in: .english)
    case .providerSkipped(let provider, let error):
      "\(provider.displayName) skipped: \(error.text(in: .english))"
    case .showingSavedCopy(let error): "\(error.text(in: .english)) Showing the copy saved on your shelf."
    }
  }

  /// The text in Korean.
  public var korean: String {
    switch self {
    case .summary(1, let page, let source, _): "책 1권 · \(page)페이지 · \(Self.name(of: source, in: .korean))"
    case .summary(let total, let page, let source, let approximate):
      (approximate ? "약 \(BookFormat.count(total))건" : "책 \(BookFormat.count(total))권")
        + " · \(page)페이지 · \(Self.name(of: source, in: .korean))"
    case .providerSkipped(let provider, let error):
      "\(provider.displayName(in: .korean)) 건너뜀: \(error.text(in: .korean))"
    case .showingSavedCopy(let error): "\(error.text(in: .korean)) 책장에 저장된 정보를 보여 줍니다."
    }
  }

  private static func name(of source: ProviderChoice, in language: Language) -> String {
    switch (source, language) {
    case (.provider(let provider), _): provider.displayName(in: language)
    case (.all, .english): "all providers"
    case (.all, .korean): "모든 제공자"
    }
  }
}
