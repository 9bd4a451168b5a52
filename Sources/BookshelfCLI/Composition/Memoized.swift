import Synchronization

/// A value made at the first ask and the same value afterwards (the shelf store, the federated
/// search). A `make` that throws keeps nothing, so the next ask tries again.
final class Memoized<Value: Sendable, Failure: Error>: Sendable {
  private let make: @Sendable () throws(Failure) -> Value
  private let value = Mutex<Value?>(nil)

  init(_ make: @escaping @Sendable () throws(Failure) -> Value) { self.make = make }

  /// The value, made now when it is not made yet.
  /// - Throws: what `make` throws.
  func get() throws(Failure) -> Value {
    try value.withLock { (cached: inout Value?) throws(Failure) -> Value in
      if let cached { return cached }
      let made = try make()
      cached = made
      return made
    }
  }
}
