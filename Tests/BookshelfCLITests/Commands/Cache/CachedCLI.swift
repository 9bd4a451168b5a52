import BookshelfCore
import BookshelfStore
import BookshelfTestSupport
import Foundation
import Synchronization

@testable import BookshelfCLI

/// The CLI in-process with one Kakao source behind a real response cache in a temporary
/// folder, on a clock the test moves, and a cover cache reporting fixed statistics.
final class CachedCLI: Sendable {
  let home: URL
  let clock = ManualDate()
  let source: SwitchableSource
  let cache: ResponseCache
  let covers: FixedCacheStatistics

  init(books: [Book] = sampleBooks, coverStatistics: CacheStatistics? = nil) throws {
    home = FileManager.default.temporaryDirectory.appendingPathComponent(
      "bookshelf-cache-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: home, withIntermediateDirectories: true)
    source = SwitchableSource(.kakao, books: books)
    cache = ResponseCache(
      path: home.appendingPathComponent("cache/bookshelf/responses.sqlite").path, limitBytes: 32 << 20,
      now: clock.closure)
    covers = FixedCacheStatistics(
      coverStatistics ?? CacheStatistics(entries: 0, bytes: 0, limitBytes: 256 << 20, hits: 0, misses: 0))
  }

  deinit { try? FileManager.default.removeItem(at: home) }

  var cachePath: String { cache.path }

  func run(_ arguments: [String], language: String = "C.UTF-8") async -> CLIRun {
    let out = BufferOutput()
    let err = BufferOutput()
    let env = [
      "HOME": home.path, "LANG": language, "BOOKSHELF_HOME": home.appendingPathComponent("data").path,
      "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
      "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
    ]
    let process = ProcessContext(environment: env, stdout: out, stderr: err, terminalWidth: 100)
    let commandLine = BookshelfCommandLine(process: process) {
      [source, cache, covers] configuration, language throws(BookshelfError) in
      AppEnvironment(
        configuration: configuration, language: language,
        makeSearcher: { id throws(BookshelfError) in
          guard id == .kakao else { throw .missingAPIKey(id) }
          return CachingBookSearching(base: source, cache: cache)
        },
        availableProviders: [.kakao], coverCache: covers, responseCache: cache)
    }
    let status = await commandLine.run(arguments)
    return CLIRun(status: status, stdout: out.text, stderr: err.text)
  }
}

/// A `CacheMaintaining` with fixed statistics that counts `clear()` calls (the cover cache
/// stand-in: part of the covers work implements the real one).
final class FixedCacheStatistics: CacheMaintaining, Sendable {
  private let state: Mutex<(statistics: CacheStatistics, clears: Int)>

  init(_ statistics: CacheStatistics) { state = Mutex((statistics, 0)) }

  var clears: Int { state.withLock { $0.clears } }

  func statistics() async throws -> CacheStatistics { state.withLock { $0.statistics } }

  func clear() async throws {
    state.withLock { state in
      state.clears += 1
      state.statistics.entries = 0
      state.statistics.bytes = 0
    }
  }
}
