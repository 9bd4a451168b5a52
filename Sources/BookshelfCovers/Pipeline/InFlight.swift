import Synchronization

/// Shares one piece of work among identical concurrent requests: the first caller for a key
/// starts it, later callers await the same task until it ends. The work is an unstructured task,
/// so a caller that gives up (its row scrolled away) does not cancel it for the others.
final class InFlight<Key: Hashable & Sendable, Value: Sendable>: Sendable {
  private let tasks = Mutex<[Key: Task<Value, Never>]>([:])

  /// The result of the running work for `key`, or of `work` started now.
  func run(_ key: Key, _ work: @escaping @Sendable () async -> Value) async -> Value {
    let task = tasks.withLock { running -> Task<Value, Never> in
      if let existing = running[key] { return existing }
      let started = Task { [weak self] in
        let value = await work()
        self?.finished(key)
        return value
      }
      running[key] = started
      return started
    }
    return await task.value
  }

  /// Keys whose work is running (for tests).
  var runningCount: Int { tasks.withLock { $0.count } }

  private func finished(_ key: Key) {
    _ = tasks.withLock { $0.removeValue(forKey: key) }
  }
}
