/// Yields the main actor until `condition` holds, up to 200,000 times (no timed waits, so a
/// loaded machine does not make a test flaky); true as soon as it holds, false if it never
/// does. For view models and controllers whose work finishes in tasks on the main actor.
@MainActor
public func eventually(_ condition: () -> Bool) async -> Bool {
  for _ in 0..<200_000 {
    if condition() { return true }
    await Task.yield()
  }
  return condition()
}
