/// Counters of what a `SearchViewModel` did, for diagnostics, tests and benchmarks.
public struct SearchStatistics: Sendable, Hashable {
  /// Requests handed to a provider (first pages and next pages).
  public var requestsStarted = 0
  /// Responses (pages or errors) that arrived, whether applied or dropped.
  public var responsesReceived = 0
  /// Responses applied to the screen state.
  public var responsesApplied = 0
  /// Responses dropped because their query, field, sort or provider was no longer current
  /// (or the search was cancelled).
  public var responsesDropped = 0

  /// All counters zero.
  public init() {}
}
