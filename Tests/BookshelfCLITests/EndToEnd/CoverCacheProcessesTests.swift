import BookshelfTestSupport
import Foundation
import Testing

/// The disk cover cache shared by real `bookshelf` processes on a pseudo-terminal (so `show`
/// draws covers): a second `show` draws from the disk with no cover request, and several
/// processes drawing the same cover at once each draw it and leave exactly one entry.
@Suite("bookshelf show: processes share the disk cover cache", .serialized)
struct CoverCacheProcessesTests {
  static func environment(_ server: LoopbackServer, home: URL) -> [String: String] {
    ShowCoverTmuxTests.environment(server, home: home).merging(["TERM": "xterm-256color"]) { $1 }
  }

  static func coverFiles(home: URL) -> [String] {
    let folder = home.appendingPathComponent("cache/bookshelf/covers")
    return ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []).sorted()
  }

  static func show(_ server: LoopbackServer, home: URL) async throws -> PseudoTerminalRun.Result {
    try await PseudoTerminalRun.run(
      ["show", ShowCoverTmuxTests.isbn, "--provider", "openlibrary"],
      environment: environment(server, home: home))
  }

  @Test("a second show draws the cover from the disk cache without a cover request")
  func secondShowIsADiskHit() async throws {
    guard PseudoTerminalRun.script != nil else {
      print("skipped: script(1) from util-linux is not installed")
      return
    }
    let server = try ShowCoverTmuxTests.server()
    defer { server.stop() }
    let home = try BookshelfBinary.temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let first = try await Self.show(server, home: home)
    #expect(first.status == 0)
    #expect(ShowCoverTmuxTests.hasBlocks(first.text), "\(first.text.debugDescription)")
    let fetched = ShowCoverTmuxTests.coverRequests(server)
    #expect(fetched == 1)
    let second = try await Self.show(server, home: home)
    #expect(second.status == 0)
    #expect(ShowCoverTmuxTests.hasBlocks(second.text), "\(second.text.debugDescription)")
    #expect(ShowCoverTmuxTests.coverRequests(server) == fetched)
    #expect(Self.coverFiles(home: home).filter { $0.hasSuffix(".cover") }.count == 1)
  }

  @Test("four shows at once each draw the cover and leave one cache entry, no temporary file")
  func concurrentShowsShareTheCache() async throws {
    guard PseudoTerminalRun.script != nil else {
      print("skipped: script(1) from util-linux is not installed")
      return
    }
    let server = try ShowCoverTmuxTests.server()
    defer { server.stop() }
    let home = try BookshelfBinary.temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let results = try await withThrowingTaskGroup(of: PseudoTerminalRun.Result.self) { group in
      for _ in 0..<4 { group.addTask { try await Self.show(server, home: home) } }
      var all: [PseudoTerminalRun.Result] = []
      for try await result in group { all.append(result) }
      return all
    }
    #expect(results.map(\.status) == [0, 0, 0, 0])
    for result in results {
      #expect(ShowCoverTmuxTests.hasBlocks(result.text), "\(result.text.debugDescription)")
      #expect(!result.text.contains("no cover"))
    }
    #expect((1...4).contains(ShowCoverTmuxTests.coverRequests(server)))
    let files = Self.coverFiles(home: home)
    #expect(files.filter { $0.hasSuffix(".cover") }.count == 1, "\(files)")
    #expect(!files.contains { $0.hasPrefix(".tmp-") }, "\(files)")
  }
}
