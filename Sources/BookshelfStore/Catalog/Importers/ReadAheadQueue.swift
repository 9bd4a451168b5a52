import Foundation

/// Runs a producer on its own thread, ahead of the consumer, through a bounded buffer: the
/// importers parse and prepare rows on one core while SQLite writes on the other.
///
/// - Order: elements arrive in the order produced; an error the producer throws is delivered
///   by `next()` after every element produced before it.
/// - Memory: at most `capacity` batches of `batchSize` elements wait at any time (the producer
///   blocks when the buffer is full), so a streaming source stays constant-memory.
/// - Lifetime: `finish()` (also run by `deinit`) stops the producer after its current batch and
///   waits for its thread to end, so nothing the producer owns is used after the consumer is
///   done — also when the consumer stops early by throwing.
///
/// Threading: the queue belongs to one consumer thread (`next()`, `finish()`, release); the
/// producer closure runs only on the queue's thread and must own everything it touches (a
/// non-`Sendable` source is handed over with `CatalogImporter.HandedOver` and not used by the
/// caller until `finish()`).
final class ReadAheadQueue<Element: Sendable> {
  /// What the two threads share; the producer's thread holds only this (not the queue), so
  /// releasing the queue runs `deinit`, which stops that thread.
  private final class Shared: @unchecked Sendable {
    let condition = NSCondition()
    var batches: [[Element]] = []
    var failure: (any Error)?
    var producerEnded = false
    var stopRequested = false
    let capacity: Int
    init(capacity: Int) { self.capacity = capacity }
  }

  private let shared: Shared
  // The consumer's current batch.
  private var current: [Element] = []
  private var currentIndex = 0

  /// Starts producing at once.
  /// - Parameters:
  ///   - batchSize: elements handed over per lock (default 256; amortizes the hand-off).
  ///   - capacity: batches that may wait for the consumer (default 4).
  ///   - produce: the next element, or nil at the end; called on the queue's thread only.
  init(
    batchSize: Int = 256, capacity: Int = 4, produce: @escaping @Sendable () throws -> Element?
  ) {
    let shared = Shared(capacity: max(1, capacity))
    self.shared = shared
    let size = max(1, batchSize)
    let thread = Thread { Self.run(shared, batchSize: size, produce: produce) }
    thread.name = "bookshelf.read-ahead"
    thread.start()
  }

  deinit { finish() }

  /// The next element; nil once the producer has ended and everything was consumed.
  /// - Throws: what the producer threw, after the elements produced before it.
  func next() throws -> Element? {
    if currentIndex < current.count {
      defer { currentIndex += 1 }
      return current[currentIndex]
    }
    let shared = shared
    shared.condition.lock()
    while shared.batches.isEmpty && !shared.producerEnded { shared.condition.wait() }
    if shared.batches.isEmpty {
      let error = shared.failure
      shared.failure = nil
      shared.condition.unlock()
      if let error { throw error }
      return nil
    }
    current = shared.batches.removeFirst()
    shared.condition.broadcast()
    shared.condition.unlock()
    currentIndex = 1
    return current[0]
  }

  /// Stops the producer (after its current batch) and waits until its thread has ended. Safe to
  /// call more than once; elements not yet consumed (and a pending error) are dropped, so
  /// `next()` then returns nil.
  func finish() {
    let shared = shared
    shared.condition.lock()
    shared.stopRequested = true
    shared.condition.broadcast()
    while !shared.producerEnded { shared.condition.wait() }
    shared.batches.removeAll()
    shared.failure = nil
    shared.condition.unlock()
    current = []
    currentIndex = 0
  }

  private static func run(_ shared: Shared, batchSize: Int, produce: () throws -> Element?) {
    var batch: [Element] = []
    batch.reserveCapacity(batchSize)
    var error: (any Error)?
    var ended = false
    while !ended {
      do {
        if let element = try produce() { batch.append(element) } else { ended = true }
      } catch let thrown {
        error = thrown
        ended = true
      }
      guard ended || batch.count == batchSize else { continue }
      shared.condition.lock()
      while shared.batches.count >= shared.capacity && !shared.stopRequested { shared.condition.wait() }
      if shared.stopRequested { ended = true }
      if !batch.isEmpty && !shared.stopRequested { shared.batches.append(batch) }
      if ended {
        if !shared.stopRequested { shared.failure = error }
        shared.producerEnded = true
      }
      shared.condition.broadcast()
      shared.condition.unlock()
      batch.removeAll(keepingCapacity: true)
    }
  }
}
