import Synchronization

/// What the source's answers said about keeping them (`Cache-Control: no-store`), reported by
/// the adapters' common response handling to the response cache that made the call.
///
/// The response cache installs a fresh instance as `CacheDirectives.current` around one call
/// of the source it wraps (`CacheDirectives.$current.withValue(directives) { … }`); every
/// successful HTTP answer received within that call (`ResponseHandling.send`) records its
/// `Cache-Control`. An answer is stored only when no answer of the call forbade it. Outside a
/// response cache's call `current` is nil and nothing is recorded.
public final class CacheDirectives: Sendable {
  /// The directives of the call in progress, if a response cache asked for them.
  @TaskLocal public static var current: CacheDirectives?

  private let forbidden = Mutex(false)

  /// No answer recorded yet: storing is allowed.
  public init() {}

  /// True until an answer said `no-store`.
  public var mayStore: Bool { !forbidden.withLock { $0 } }

  /// Records one answer's `Cache-Control` header value (nil when absent): `no-store`, in any
  /// letter case and among other directives, forbids storing.
  public func record(cacheControl: String?) {
    guard let cacheControl, Self.forbidsStoring(cacheControl) else { return }
    forbidden.withLock { $0 = true }
  }

  /// True when a `Cache-Control` value holds the `no-store` directive (comma-separated
  /// directives, surrounding spaces and letter case ignored; `no-store="x"` counts too).
  public static func forbidsStoring(_ cacheControl: String) -> Bool {
    cacheControl.split(separator: ",").contains { (directive: Substring) -> Bool in
      let name = directive.split(separator: "=", maxSplits: 1).first ?? directive
      return String(name).trimmingWhitespace().lowercased() == "no-store"
    }
  }
}
