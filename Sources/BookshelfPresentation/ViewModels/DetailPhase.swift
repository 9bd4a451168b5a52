/// Where the detail screen's record stands.
public enum DetailPhase: Sendable, Hashable {
  /// The record is as the search returned it and may lack fields; `load()` not called yet.
  case partial
  /// The full record is being looked up.
  case loading
  /// The record is as full as the provider has it (looked up, or nothing was missing).
  case complete
  /// The lookup failed; the partial record is still shown and `message` says why.
  case failed
}
