import BookshelfCore

/// The rate-limit back-off: while a provider is left alone (`backOffs`), searches meant for it
/// are not sent; the status line counts down the seconds, and when the back-off ends the search
/// then on screen is tried again.
extension SearchViewModel {
  /// The back-off that keeps `choice` from being asked now, or nil. Ended back-offs are dropped.
  /// The federated choice (`all`) has none of its own: each provider's failure is its own there.
  func activeBackOff(for choice: ProviderChoice) -> RateLimitBackOff? {
    guard case .provider(let id) = choice, let backOff = backOffs[id] else { return nil }
    if backOff.secondsLeft == 0 {
      backOffs[id] = nil
      return nil
    }
    return backOff
  }

  /// Shows `backOff` as the failure of `page` (retryable) and starts its countdown.
  func showBackOff(_ backOff: RateLimitBackOff, page: Int) {
    fail(.backingOff(backOff), error: backOff.error, page: page, retryable: true)
    startCountdown(backOff)
  }

  /// Updates the message once a second while `backOff` is on screen; when it ends, retries the
  /// search on screen if it is still the one waiting for this provider. The task holds the
  /// view model only between sleeps.
  private func startCountdown(_ backOff: RateLimitBackOff) {
    backOffToken &+= 1
    let token = backOffToken
    backOffTask?.cancel()
    backOffTask = Task { [weak self] in
      while let left = self?.showCountdown(backOff, token: token), left > 0 {
        do {
          try await backOff.sleep(untilRemaining: .seconds(left - 1))
        } catch {
          return
        }
      }
      self?.endCountdown(backOff, token: token)
    }
  }

  /// Shows the seconds left of `backOff` and returns them, or nil when the countdown is stale.
  private func showCountdown(_ backOff: RateLimitBackOff, token: UInt64) -> Int? {
    guard backOffToken == token, isWaiting(on: backOff) else { return nil }
    let left = backOff.secondsLeft
    if left > 0 {
      let countdown = SearchMessage.backingOff(backOff)
      status = retryPage == 1 ? countdown : .nextPageFailed(countdown)
    }
    return left
  }

  /// The back-off is over: the search waiting for it is tried again.
  private func endCountdown(_ backOff: RateLimitBackOff, token: UInt64) {
    guard backOffToken == token, isWaiting(on: backOff), backOff.secondsLeft == 0 else { return }
    backOffTask = nil
    retry()
  }

  /// True while the screen shows the failure `backOff` stands for, for the provider chosen now.
  private func isWaiting(on backOff: RateLimitBackOff) -> Bool {
    phase == .failed && error == backOff.error && provider == .provider(backOff.provider)
  }
}
