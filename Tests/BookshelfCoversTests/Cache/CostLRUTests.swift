import BookshelfCore
import Foundation
import Testing

@testable import BookshelfCovers

@Suite("CostLRU and CoverMemoryCache: bounded by bytes, oldest used out first")
struct CostLRUTests {
  @Test("inserting past the limit evicts the least recently used; a lookup makes an entry newest")
  func evictionOrder() {
    var lru = CostLRU<String, Int>(limit: 30)
    lru.insert(1, for: "a", cost: 10)
    lru.insert(2, for: "b", cost: 10)
    lru.insert(3, for: "c", cost: 10)
    #expect(lru.value(for: "a") == 1)
    lru.insert(4, for: "d", cost: 10)
    #expect(lru.keysOldestFirst == ["c", "a", "d"])
    #expect(lru.peek("b") == nil)
    #expect(lru.totalCost == 30)
    lru.insert(5, for: "e", cost: 25)
    #expect(lru.keysOldestFirst == ["e"])
    #expect(lru.totalCost == 25)
  }

  @Test("a value larger than the whole limit is not kept, and replaces nothing it cannot hold")
  func oversizedValue() {
    var lru = CostLRU<String, Int>(limit: 10)
    lru.insert(1, for: "a", cost: 5)
    lru.insert(2, for: "a", cost: 11)
    #expect(lru.peek("a") == nil)
    #expect(lru.totalCost == 0)
    #expect(lru.count == 0)
  }

  @Test("re-inserting a key counts its new cost only")
  func reinsert() {
    var lru = CostLRU<String, Int>(limit: 100)
    lru.insert(1, for: "a", cost: 40)
    lru.insert(2, for: "a", cost: 20)
    #expect(lru.totalCost == 20)
    #expect(lru.value(for: "a") == 2)
  }

  @Test("the memory cache counts bitmaps by decoded bytes and stays under its limit")
  func memoryBound() throws {
    let cache = CoverMemoryCache(limitBytes: 1 << 20)
    for index in 0..<10 {
      let bitmap = try #require(
        Bitmap(width: 256, height: 256, pixels: [UInt8](repeating: 0, count: 256 * 256 * 4)))
      cache.keep(bitmap, for: "cover-\(index)")
      #expect(cache.totalBytes <= 1 << 20)
    }
    #expect(cache.keysOldestFirst == (6..<10).map { .bitmap("cover-\($0)") })
    #expect(cache.bitmap("cover-9") != nil)
    #expect(cache.bitmap("cover-0") == nil)
  }

  @Test("a remembered failure lasts a day, an unreachable one five minutes, on the injected clock")
  func failureExpiry() {
    let clock = ManualWallClock()
    let cache = CoverMemoryCache(limitBytes: 1 << 20, now: clock.closure)
    cache.remember(.notFound(status: 404), for: "a")
    cache.remember(.unreachable, for: "b")
    clock.advance(seconds: 299)
    #expect(cache.failure("a") == .notFound(status: 404))
    #expect(cache.failure("b") == .unreachable)
    clock.advance(seconds: 2)
    #expect(cache.failure("b") == nil)
    clock.advance(seconds: 24 * 3600)
    #expect(cache.failure("a") == nil)
  }
}

@Suite("LargeAllocations: freed cover bitmaps go back to the system")
struct LargeAllocationsTests {
  @Test("glibc accepts a fixed mmap threshold")
  func accepted() {
    #expect(LargeAllocations.returnToTheSystemWhenFreed())
  }
}
