/// Where the shelf screen stands.
public enum ShelfPhase: Sendable, Hashable {
  /// Not loaded yet.
  case idle
  /// Reading the shelf from storage.
  case loading
  /// `entries` is current (it may be empty; `message` then says so).
  case loaded
  /// The shelf could not be read; `message` says why.
  case failed
}
