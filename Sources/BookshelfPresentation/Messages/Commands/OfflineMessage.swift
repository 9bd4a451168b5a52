import BookshelfCore

/// The one line `bookshelf search` writes to standard error when its results come from the
/// local catalog instead of the provider asked for (the provider could not be reached, or
/// offline mode), or from the starter catalog imported on first need.
public enum OfflineMessage: BilingualText, Equatable {
  /// Which local books are shown.
  public enum Shown: Sendable, Equatable {
    /// The local catalog as it was.
    case localCatalog
    /// The starter catalog (goodbooks-10k, `books` books), just imported because no local
    /// catalog existed.
    case starterCatalog(books: Int)
  }

  /// The provider could not be reached (a network failure).
  case unreachable(ProviderID, shown: Shown)
  /// The provider did not answer within `seconds`.
  case noAnswer(ProviderID, seconds: Double, shown: Shown)
  /// Offline mode: the provider was not asked.
  case offline(ProviderID, shown: Shown)
  /// A search of the local catalog before any existed: the starter catalog (`books` books) was
  /// imported into a new catalog at `path` first.
  case searchingStarter(books: Int, path: String)

  /// The text in English.
  public var english: String {
    switch self {
    case .unreachable(let provider, let shown):
      "\(provider.displayName) could not be reached; showing results from \(Self.english(shown))"
    case .noAnswer(let provider, let seconds, let shown):
      "\(provider.displayName) did not answer within \(BookshelfError.format(seconds)) "
        + "\(seconds == 1 ? "second" : "seconds"); showing results from \(Self.english(shown))"
    case .offline(let provider, let shown):
      "offline (--offline or BOOKSHELF_OFFLINE): \(provider.displayName) was not asked; showing results from \(Self.english(shown))"
    case .searchingStarter(let books, let path):
      "searching the starter catalog (goodbooks-10k by Zygmunt Zając, \(BookFormat.count(books)) books), copied into a new local catalog at \(path)"
    }
  }

  /// The text in Korean.
  public var korean: String {
    switch self {
    case .unreachable(let provider, let shown):
      "\(provider.displayName(in: .korean))에 연결할 수 없어 \(Self.korean(shown)) 검색 결과를 보여 줍니다"
    case .noAnswer(let provider, let seconds, let shown):
      "\(KoreanParticle.subject.after(provider.displayName(in: .korean))) \(BookshelfError.format(seconds))초 안에 "
        + "응답하지 않아 \(Self.korean(shown)) 검색 결과를 보여 줍니다"
    case .offline(let provider, let shown):
      "오프라인 모드(--offline 또는 BOOKSHELF_OFFLINE)라서 \(KoreanParticle.object.after(provider.displayName(in: .korean))) "
        + "요청하지 않고 \(Self.korean(shown)) 검색 결과를 보여 줍니다"
    case .searchingStarter(let books, let path):
      "\(KoreanParticle.object.after("기본 카탈로그")) 새 로컬 카탈로그(\(path))에 복사해 검색합니다 "
        + "(goodbooks-10k, 만든 사람 Zygmunt Zając, 책 \(BookFormat.count(books))권)"
    }
  }

  private static func english(_ shown: Shown) -> String {
    switch shown {
    case .localCatalog: "the local catalog"
    case .starterCatalog(let books):
      "the starter catalog (goodbooks-10k by Zygmunt Zając, \(BookFormat.count(books)) books), copied into a new local catalog"
    }
  }

  /// The catalog with the possessive 의, ready for 검색 결과.
  private static func korean(_ shown: Shown) -> String {
    switch shown {
    case .localCatalog: "로컬 카탈로그의"
    case .starterCatalog(let books):
      "새 로컬 카탈로그에 복사한 기본 카탈로그(goodbooks-10k, 만든 사람 Zygmunt Zając, 책 \(BookFormat.count(books))권)의"
    }
  }
}
