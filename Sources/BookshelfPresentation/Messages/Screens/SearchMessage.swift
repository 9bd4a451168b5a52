import BookshelfCore

/// The one line the search screen shows beside or instead of its results (`SearchViewModel.status`).
public indirect enum SearchMessage: Localizable, Equatable {
  /// The search failed.
  case failed(FailureMessage)
  /// Nothing matched `query`.
  case noResults(query: String)
  /// `provider` shows only the first `count` results of this search (its page cap).
  case resultsCapped(provider: ProviderID, count: Int)
  /// `provider` is left alone after rate-limiting (or, with `quota`, after its quota was used
  /// up) for `secondsLeft` more seconds.
  case backingOff(provider: ProviderID, secondsLeft: Int, quota: Bool)
  /// The text is jamo only (`ㅎㅁ`): nothing is sent to this source until whole syllables are typed.
  case jamoOnly(ProviderChoice)
  /// The next page failed; the pages already shown stay.
  case nextPageFailed(SearchMessage)

  /// This message in `language`, one line.
  public func text(in language: Language) -> String {
    text(in: language, setting: { _ in nil })
  }

  /// This message in `language`; `setting` names the environment variable in the hint of a
  /// failure about a provider's key or endpoint (see `BookshelfError.text(in:setting:)`).
  public func text(in language: Language, setting: (ProviderSetting) -> String?) -> String {
    switch language {
    case .english: english(setting)
    case .korean: korean(setting)
    }
  }

  private func english(_ setting: (ProviderSetting) -> String?) -> String {
    switch self {
    case .failed(let failure): failure.text(in: .english, setting: setting)
    case .noResults(let query): "No books found for \"\(query)\"."
    case .resultsCapped(let provider, let count):
      count == 1
        ? "\(provider.displayName) shows only the first result of this search."
        : "\(provider.displayName) shows only the first \(count) results of this search."
    case .backingOff(let provider, let seconds, let quota):
      quota
        ? "\(provider.displayName)'s request quota is used up; trying again in \(seconds) s."
        : "\(provider.displayName) is rate-limited; trying again in \(seconds) s."
    case .jamoOnly(.provider(let provider)): "Type whole syllables to search \(provider.displayName)."
    case .jamoOnly(.all): "Type whole syllables to search all providers."
    case .nextPageFailed(let reason): "More results could not be loaded: \(reason.english(setting))"
    }
  }

  private func korean(_ setting: (ProviderSetting) -> String?) -> String {
    switch self {
    case .failed(let failure): failure.text(in: .korean, setting: setting)
    case .noResults(let query): "\"\(query)\"에 해당하는 책이 없습니다."
    case .resultsCapped(let provider, let count):
      "\(KoreanParticle.topic.after(provider.displayName(in: .korean))) 이 검색의 처음 \(count)건까지만 보여 줍니다."
    case .backingOff(let provider, let seconds, let quota):
      quota
        ? "\(provider.displayName(in: .korean)) 요청 한도를 모두 썼습니다. \(seconds)초 후에 다시 시도합니다."
        : "\(provider.displayName(in: .korean)) 요청이 너무 많습니다. \(seconds)초 후에 다시 시도합니다."
    case .jamoOnly(.provider(let provider)):
      "완성된 글자로 입력하면 \(provider.displayName(in: .korean))에서 찾습니다."
    case .jamoOnly(.all): "완성된 글자로 입력하면 모든 제공처에서 찾습니다."
    case .nextPageFailed(let reason): "결과를 더 불러오지 못했습니다: \(reason.korean(setting))"
    }
  }
}

extension SearchMessage {
  /// The countdown of `backOff` as it stands now: `Kakao is rate-limited; trying again in 42 s.`
  public static func backingOff(_ backOff: RateLimitBackOff) -> SearchMessage {
    let quota = if case .quotaExceeded = backOff.error { true } else { false }
    return .backingOff(provider: backOff.provider, secondsLeft: backOff.secondsLeft, quota: quota)
  }
}
