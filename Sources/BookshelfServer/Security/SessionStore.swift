import Synchronization

/// The session cookies handed out for the token, in memory: at most `capacity`, the least
/// recently used forgotten first; each lives `lifetimeSeconds` from its creation and ends
/// sooner when unused for `idleSeconds` (times on the injected clock). Shared by every copy of
/// a `WebApp`.
final class SessionStore: Sendable {
  /// The cookie's name.
  static let cookieName = "bookshelf_session"
  /// A session's whole life (and the cookie's `Max-Age`): 30 days.
  static let lifetimeSeconds = 30 * 24 * 3600
  /// A session unused this long ends: 7 days.
  static let idleSeconds = 7 * 24 * 3600

  private struct Session {
    var created: Double
    var lastUsed: Double
  }

  private let sessions = Mutex<[String: Session]>([:])
  private let capacity: Int
  private let now: @Sendable () -> Double

  /// A store of at most `capacity` sessions; `now` gives seconds on any steady scale.
  init(capacity: Int = 256, now: @escaping @Sendable () -> Double = SessionStore.monotonicSeconds) {
    self.capacity = capacity
    self.now = now
  }

  /// Seconds on the continuous clock.
  static let monotonicSeconds: @Sendable () -> Double = {
    let elapsed = ContinuousClock.now - SessionStore.epoch
    return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
  }
  private static let epoch = ContinuousClock.now

  /// A new random session id (32 bytes as hex), remembered.
  func open() -> String {
    var generator = SystemRandomNumberGenerator()
    let id = (0..<32).map { _ in
      let byte = UInt8.random(in: 0...255, using: &generator)
      return String(byte >> 4, radix: 16) + String(byte & 15, radix: 16)
    }.joined()
    let time = now()
    sessions.withLock { known in
      Self.expire(&known, at: time)
      known[id] = Session(created: time, lastUsed: time)
      while known.count > capacity, let oldest = known.min(by: { $0.value.lastUsed < $1.value.lastUsed }) {
        known[oldest.key] = nil
      }
    }
    return id
  }

  /// True when `cookieHeader` (a `Cookie` field) holds a live session this store handed out
  /// (its last use is then now).
  func isValid(cookieHeader: String?) -> Bool {
    guard let cookieHeader else { return false }
    let values = cookieHeader.split(separator: ";").prefix(64).compactMap { pair -> String? in
      let parts = pair.split(separator: "=", maxSplits: 1)
      guard parts.count == 2, parts[0].trimmed == Self.cookieName else { return nil }
      return parts[1].trimmed
    }
    guard !values.isEmpty else { return false }
    let time = now()
    return sessions.withLock { known in
      Self.expire(&known, at: time)
      guard let value = values.first(where: { known[$0] != nil }) else { return false }
      known[value]?.lastUsed = time
      return true
    }
  }

  private static func expire(_ known: inout [String: Session], at time: Double) {
    known = known.filter {
      time - $0.value.created < Double(lifetimeSeconds) && time - $0.value.lastUsed < Double(idleSeconds)
    }
  }
}
