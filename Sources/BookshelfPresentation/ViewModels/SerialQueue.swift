/// Runs main-actor operations one after another, in the order they were enqueued, so that
/// writes to a store happen in the order the user made them even when their awaits interleave.
@MainActor
final class SerialQueue {
  private var tail: Task<Void, Never>?

  /// Runs `operation` after every operation enqueued before it and waits for it to finish.
  func run(_ operation: @escaping @MainActor () async -> Void) async {
    let previous = tail
    let task = Task { @MainActor in
      await previous?.value
      await operation()
    }
    tail = task
    await task.value
  }

  /// Waits until everything enqueued so far has finished.
  func drain() async {
    await tail?.value
  }
}
