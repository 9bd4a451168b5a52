import BookshelfCore

extension ProviderID {
  /// The provider's name in `language` (`Local catalog` / `로컬 카탈로그`); in English the same
  /// as `displayName`.
  public func displayName(in language: Language) -> String {
    let key: MessageKey =
      switch self {
      case .kakao: .providerNameKakao
      case .aladin: .providerNameAladin
      case .google: .providerNameGoogle
      case .openlibrary: .providerNameOpenLibrary
      case .naver: .providerNameNaver
      case .local: .providerNameLocal
      }
    return MessageTable.template(for: key, in: language)
  }
}
