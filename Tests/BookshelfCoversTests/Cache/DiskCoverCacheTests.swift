import BookshelfCore
import Foundation
import Testing

@testable import BookshelfCovers

@Suite("DiskCoverCache: one file per URL, atomic, bounded, tolerant of damage")
struct DiskCoverCacheTests {
  let url = fixedURL("https://covers.openlibrary.org/b/id/8665647-M.jpg?default=false")
  let image = CoverImage(bytes: FakeCoverBytes.jpeg(9, count: 2000), format: .jpeg)

  func files(_ folder: URL) -> [String] {
    ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).filter {
      $0.hasSuffix(".cover")
    }
  }

  @Test("a stored image is found again, also by a second instance (another process)")
  func roundTrip() async throws {
    let temp = try TemporaryCacheFolder()
    defer { temp.remove() }
    let cache = DiskCoverCache(folder: temp.covers)
    #expect(cache.lookup(url) == .miss)
    cache.store(image, for: url)
    #expect(cache.lookup(url) == .image(image))
    let other = DiskCoverCache(folder: temp.covers)
    #expect(other.lookup(url) == .image(image))
    #expect(files(temp.covers) == ["\(SHA256.hex(url.absoluteString)).cover"])
    let stats = try await other.statistics()
    #expect(stats.entries == 1)
    #expect(stats.hits == 2)
    #expect(stats.misses == 1)
    #expect(stats.bytes == 88 + url.absoluteString.utf8.count + 2000)
  }

  @Test("the file name is the SHA-256 of the URL (glib), 64 hex digits")
  func hashName() {
    #expect(SHA256.hex("abc") == "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad")
    #expect(SHA256.hex([]) == "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855")
  }

  @Test("a truncated, damaged, emptied or deleted file is a miss, never a wrong image or a crash")
  func damagedFiles() throws {
    let temp = try TemporaryCacheFolder()
    defer { temp.remove() }
    let cache = DiskCoverCache(folder: temp.covers)
    let path = cache.path(for: url)
    for damage in 0..<5 {
      cache.store(image, for: url)
      var bytes = try [UInt8](Data(contentsOf: URL(fileURLWithPath: path)))
      switch damage {
      case 0: bytes.removeLast(500)
      case 1: bytes[bytes.count - 10] ^= 0xFF
      case 2: bytes = []
      case 3: bytes = Array(bytes.prefix(40))
      default: bytes[90] ^= 0x01  // the URL inside no longer matches
      }
      try Data(bytes).write(to: URL(fileURLWithPath: path))
      #expect(cache.lookup(url) == .miss, "damage \(damage)")
      #expect(!FileManager.default.fileExists(atPath: path))
    }
    cache.store(image, for: url)
    try FileManager.default.removeItem(atPath: path)
    #expect(cache.lookup(url) == .miss)
  }

  @Test("a file written for another URL under this name (a collision) does not answer")
  func foreignEntry() throws {
    let temp = try TemporaryCacheFolder()
    defer { temp.remove() }
    let cache = DiskCoverCache(folder: temp.covers)
    let other = fixedURL("https://example.org/other.jpg")
    cache.store(image, for: other)
    try FileManager.default.moveItem(atPath: cache.path(for: other), toPath: cache.path(for: url))
    #expect(cache.lookup(url) == .miss)
  }

  @Test("a 404 or 403 is remembered for 24 hours on the injected clock; other statuses never")
  func negativeEntriesExpire() async throws {
    let temp = try TemporaryCacheFolder()
    defer { temp.remove() }
    let clock = ManualWallClock()
    let cache = DiskCoverCache(folder: temp.covers, now: clock.closure)
    let forbidden = fixedURL("https://t1.daumcdn.net/lbook/image/1467038")
    cache.storeNegative(status: 404, for: url)
    cache.storeNegative(status: 403, for: forbidden)
    cache.storeNegative(status: 500, for: fixedURL("https://example.org/busy.jpg"))
    #expect(files(temp.covers).count == 2)
    clock.advance(seconds: 24 * 3600 - 1)
    #expect(cache.lookup(url) == .negative(status: 404))
    #expect(
      DiskCoverCache(folder: temp.covers, now: clock.closure).lookup(forbidden) == .negative(status: 403))
    clock.advance(seconds: 2)
    #expect(cache.lookup(url) == .miss)
    #expect(cache.lookup(forbidden) == .miss)
    #expect(files(temp.covers).isEmpty)
  }

  @Test("past the size limit the least recently used files go first, down to 90 % of the limit")
  func evictionBySize() async throws {
    let temp = try TemporaryCacheFolder()
    defer { temp.remove() }
    let clock = ManualWallClock()
    func key(_ index: Int) -> URL {
      fixedURL("https://example.org/covers/\(String(format: "%04d", index)).png")
    }
    let entrySize = 88 + key(0).absoluteString.utf8.count + 1000
    let cache = DiskCoverCache(folder: temp.covers, limitBytes: entrySize * 10, now: clock.closure)
    for index in 0..<10 {
      cache.store(
        CoverImage(bytes: FakeCoverBytes.png(UInt8(index), count: 1000), format: .png), for: key(index))
      clock.advance(seconds: 10)
    }
    #expect(files(temp.covers).count == 10)
    // Use 0 and 1 again: they become the newest.
    _ = cache.lookup(key(0))
    _ = cache.lookup(key(1))
    clock.advance(seconds: 10)
    cache.store(CoverImage(bytes: FakeCoverBytes.png(10, count: 1000), format: .png), for: key(10))
    let stats = try await cache.statistics()
    #expect(stats.bytes <= entrySize * 9)
    #expect(stats.entries == 9)
    #expect(cache.lookup(key(2)) == .miss)
    #expect(cache.lookup(key(3)) == .miss)
    for kept in [0, 1, 4, 5, 10] { #expect(cache.lookup(key(kept)) != .miss, "\(kept)") }
  }

  @Test("clear removes every entry and resets the counts")
  func clear() async throws {
    let temp = try TemporaryCacheFolder()
    defer { temp.remove() }
    let cache = DiskCoverCache(folder: temp.covers, limitBytes: 1 << 20)
    cache.store(image, for: url)
    _ = cache.lookup(url)
    try await cache.clear()
    let stats = try await cache.statistics()
    #expect(stats == CacheStatistics(entries: 0, bytes: 0, limitBytes: 1 << 20, hits: 0, misses: 0))
    #expect(cache.lookup(url) == .miss)
  }

  @Test("statistics of a cache never used are zeros, and create no folder")
  func statisticsOfNothing() async throws {
    let temp = try TemporaryCacheFolder()
    defer { temp.remove() }
    let stats = try await DiskCoverCache(folder: temp.covers, limitBytes: 5).statistics()
    #expect(stats == CacheStatistics(entries: 0, bytes: 0, limitBytes: 5, hits: 0, misses: 0))
    #expect(!FileManager.default.fileExists(atPath: temp.covers.path))
  }

  @Test("many writers and readers on one folder (instances as separate processes) never see a wrong image")
  func concurrentSharing() async throws {
    let temp = try TemporaryCacheFolder()
    defer { temp.remove() }
    let keys = (0..<8).map { fixedURL("https://example.org/c/\($0).png") }
    let wrong = await withTaskGroup(of: Int.self) { group -> Int in
      for worker in 0..<8 {
        group.addTask {
          let cache = DiskCoverCache(folder: temp.covers, limitBytes: 40_000)
          var wrong = 0
          for round in 0..<60 {
            let index = (worker + round) % keys.count
            let image = CoverImage(bytes: FakeCoverBytes.png(UInt8(index), count: 3000 + index), format: .png)
            if round % 3 == 0 { cache.store(image, for: keys[index]) }
            switch cache.lookup(keys[index]) {
            case .image(let found) where found != image: wrong += 1
            case .negative: wrong += 1
            default: break
            }
          }
          return wrong
        }
      }
      return await group.reduce(0, +)
    }
    #expect(wrong == 0)
    let stats = try await DiskCoverCache(folder: temp.covers, limitBytes: 40_000).statistics()
    #expect(stats.hits + stats.misses == 8 * 60)
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: temp.covers.path).filter {
      $0.hasPrefix(".tmp-")
    }
    #expect(leftovers.isEmpty)
  }
}
