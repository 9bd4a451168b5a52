import Foundation
import Synchronization
import Testing

@testable import BookshelfStore

@Suite("Read-ahead queue")
struct ReadAheadQueueTests {
  struct Stop: Error, Equatable { let at: Int }

  /// A producer of 0, 1, 2, … up to `limit` (exclusive), counting its calls.
  final class Counter: Sendable {
    let produced = Atomic<Int>(0)
    let limit: Int
    let failAt: Int?
    init(limit: Int, failAt: Int? = nil) {
      self.limit = limit
      self.failAt = failAt
    }
    func next() throws -> Int? {
      let value = produced.add(1, ordering: .relaxed).oldValue
      if value == failAt { throw Stop(at: value) }
      return value < limit ? value : nil
    }
  }

  @Test("delivers every element in order across many small batches")
  func order() throws {
    let counter = Counter(limit: 10_000)
    let queue = ReadAheadQueue(batchSize: 7, capacity: 2) { try counter.next() }
    var received: [Int] = []
    while let value = try queue.next() { received.append(value) }
    #expect(received == Array(0..<10_000))
    #expect(try queue.next() == nil)
  }

  @Test("a producer error arrives after the elements produced before it")
  func errorAfterElements() throws {
    let counter = Counter(limit: 1_000, failAt: 500)
    let queue = ReadAheadQueue(batchSize: 64, capacity: 3) { try counter.next() }
    var received: [Int] = []
    let error = #expect(throws: Stop.self) {
      while let value = try queue.next() { received.append(value) }
    }
    #expect(error == Stop(at: 500))
    #expect(received == Array(0..<500))
  }

  @Test("finishing early stops a producer that would never end, with bounded read-ahead")
  func finishEarly() throws {
    let counter = Counter(limit: .max)
    let queue = ReadAheadQueue(batchSize: 10, capacity: 2) { try counter.next() }
    #expect(try queue.next() == 0)
    #expect(try queue.next() == 1)
    queue.finish()
    let produced = counter.produced.load(ordering: .relaxed)
    // Consumed one batch; at most `capacity` more waited, plus the batch being filled.
    #expect(produced <= 10 * 4)
    Thread.sleep(forTimeInterval: 0.05)
    #expect(counter.produced.load(ordering: .relaxed) == produced)
    #expect(try queue.next() == nil)  // what was read ahead is dropped
  }

  @Test("releasing the queue without finishing joins the producer")
  func deinitJoins() throws {
    let counter = Counter(limit: .max)
    do {
      let queue = ReadAheadQueue(batchSize: 5, capacity: 1) { try counter.next() }
      #expect(try queue.next() == 0)
    }
    let produced = counter.produced.load(ordering: .relaxed)
    Thread.sleep(forTimeInterval: 0.05)
    #expect(counter.produced.load(ordering: .relaxed) == produced)
  }
}
