import Synchronization

/// The session cookies handed out for the token, in memory: at most `capacity`, the oldest
/// forgotten first. Shared by every copy of a `WebApp`.
final class SessionStore: Sendable {
  /// The cookie's name.
  static let cookieName = "bookshelf_session"

  private let sessions = Mutex<[String]>([])
  private let capacity: Int

  init(capacity: Int = 256) { self.capacity = capacity }

  /// A new random session id (32 bytes as hex), remembered.
  func open() -> String {
    var generator = SystemRandomNumberGenerator()
    let id = (0..<32).map { _ in
      let byte = UInt8.random(in: 0...255, using: &generator)
      return String(byte >> 4, radix: 16) + String(byte & 15, radix: 16)
    }.joined()
    sessions.withLock {
      $0.append(id)
      if $0.count > capacity { $0.removeFirst($0.count - capacity) }
    }
    return id
  }

  /// True when `cookieHeader` (a `Cookie` field) holds a session this store handed out.
  func isValid(cookieHeader: String?) -> Bool {
    guard let cookieHeader else { return false }
    let values = cookieHeader.split(separator: ";").prefix(64).compactMap { pair -> String? in
      let parts = pair.split(separator: "=", maxSplits: 1)
      guard parts.count == 2, parts[0].trimmed == Self.cookieName else { return nil }
      return parts[1].trimmed
    }
    guard !values.isEmpty else { return false }
    return sessions.withLock { known in values.contains { value in known.contains(value) } }
  }
}
