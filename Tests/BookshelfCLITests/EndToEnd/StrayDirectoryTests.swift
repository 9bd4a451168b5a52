import BookshelfTestSupport
import Foundation
import Testing

/// Offline commands leave nothing behind but the files they need: no cookie folder
/// (`$XDG_DATA_HOME/<executable folder>`) and no `org.swift.foundation.URLCache` folder, which
/// FoundationNetworking creates as soon as any `URLSessionConfiguration` is built.
@Suite("bookshelf binary: no stray directories")
struct StrayDirectoryTests {
  /// Every path under `root`, relative to it, directories with a trailing `/`.
  static func tree(_ root: URL) -> Set<String> {
    var paths: Set<String> = []
    let keys: [URLResourceKey] = [.isDirectoryKey]
    guard let walker = FileManager.default.enumerator(at: root, includingPropertiesForKeys: keys) else {
      return paths
    }
    let prefix = root.resolvingSymlinksInPath().path + "/"
    for case let url as URL in walker {
      var relative = url.resolvingSymlinksInPath().path
      if relative.hasPrefix(prefix) { relative.removeFirst(prefix.count) }
      let isDirectory = (try? url.resourceValues(forKeys: Set(keys)).isDirectory) == true
      paths.insert(isDirectory ? relative + "/" : relative)
    }
    return paths
  }

  /// `HOME`, `XDG_DATA_HOME`, `XDG_CONFIG_HOME` and `XDG_CACHE_HOME` in a fresh folder, with
  /// no `BOOKSHELF_HOME` (so the data folder is `$XDG_DATA_HOME/bookshelf`).
  static func freshEnvironment(_ home: URL) throws -> [String: String] {
    var environment = BookshelfBinary.environment(
      home: home, ["XDG_DATA_HOME": home.appendingPathComponent("share").path])
    environment["BOOKSHELF_HOME"] = nil
    for folder in ["share", "config", "cache"] {
      try FileManager.default.createDirectory(
        at: home.appendingPathComponent(folder), withIntermediateDirectories: true)
    }
    return environment
  }

  @Test("catalog stats creates nothing at all")
  func catalogStats() async throws {
    let home = try BookshelfBinary.temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let environment = try Self.freshEnvironment(home)
    let before = Self.tree(home)
    let run = try await BookshelfBinary.run(["catalog", "stats"], environment: environment)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(run.stdout.contains("Books: 0 (0 searchable)"), "\(run.stdout)")
    #expect(Self.tree(home).subtracting(before) == [])
  }

  @Test("shelf creates only the shelf database and its folder")
  func shelf() async throws {
    let home = try BookshelfBinary.temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let environment = try Self.freshEnvironment(home)
    let before = Self.tree(home)
    let run = try await BookshelfBinary.run(["shelf"], environment: environment)
    #expect(run.status == 0, "\(run.stderr)")
    let created = Self.tree(home).subtracting(before)
    let allowed: Set<String> = [
      "share/bookshelf/", "share/bookshelf/shelf.sqlite", "share/bookshelf/shelf.sqlite-wal",
      "share/bookshelf/shelf.sqlite-shm",
    ]
    #expect(created.subtracting(allowed) == [], "created: \(created.sorted())")
    #expect(created.contains("share/bookshelf/shelf.sqlite"), "created: \(created.sorted())")
  }
}
