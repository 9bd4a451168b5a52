import BookshelfCore
import Foundation
import Testing

@testable import BookshelfStore

/// `export -o PATH` must never replace a special file or a symbolic link at PATH.
@Suite("Export target safety")
struct ExportTargetTests {
  let dir: TemporaryDirectory
  init() throws { dir = try TemporaryDirectory() }

  func store() async throws -> ShelfStore {
    let store = try ShelfStore(path: dir.path("shelf.sqlite"))
    try await store.save(
      ShelfEntry(
        book: TestValues.book(isbn13: "9780306406157", title: "Plain"),
        addedAt: TestValues.day))
    return store
  }

  func fileType(_ path: String) throws -> FileAttributeType? {
    try FileManager.default.attributesOfItem(atPath: path)[.type] as? FileAttributeType
  }

  func isFIFO(_ path: String) -> Bool {
    var info = stat()
    return lstat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFIFO
  }

  @Test("a FIFO at the output path is refused and left a FIFO")
  func refusesFIFO() async throws {
    let fifo = dir.path("pipe.json")
    try #require(mkfifo(fifo, 0o600) == 0)
    let store = try await store()
    await #expect(throws: BookshelfError.file(path: fifo, problem: .notRegularTarget(.fifo))) {
      try await store.exportEntries(format: .json, toFile: fifo)
    }
    #expect(isFIFO(fifo))
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: dir.url.path).allSatisfy { !$0.hasSuffix(".tmp") })
  }

  @Test("a directory, or a symlink to a FIFO, is refused")
  func refusesDirectoryAndLinkToFIFO() async throws {
    let folder = dir.path("folder")
    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: false)
    let fifo = dir.path("pipe")
    try #require(mkfifo(fifo, 0o600) == 0)
    let link = dir.path("link.csv")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "pipe")
    let store = try await store()
    await #expect(throws: BookshelfError.file(path: folder, problem: .notRegularTarget(.directory))) {
      try await store.exportEntries(format: .csv, toFile: folder)
    }
    await #expect(throws: BookshelfError.file(path: link, problem: .isSymbolicLink)) {
      try await store.exportEntries(format: .csv, toFile: link)
    }
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "pipe")
    #expect(isFIFO(fifo))
    #expect(try fileType(folder) == .typeDirectory)
  }

  @Test("a symlink planted at the output path is refused; the file it points to is untouched")
  func refusesSymlink() async throws {
    let sub = dir.path("real")
    try FileManager.default.createDirectory(atPath: sub, withIntermediateDirectories: false)
    let target = dir.path("real/victim.txt")
    try Data("precious".utf8).write(to: URL(fileURLWithPath: target))
    let link = dir.path("link.json")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real/victim.txt")
    let store = try await store()
    await #expect(throws: BookshelfError.file(path: link, problem: .isSymbolicLink)) {
      try await store.exportEntries(format: .json, toFile: link)
    }
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real/victim.txt")
    #expect(try String(contentsOfFile: target, encoding: .utf8) == "precious")
    #expect(try FileManager.default.contentsOfDirectory(atPath: sub) == ["victim.txt"])
    #expect(
      try FileManager.default.contentsOfDirectory(atPath: dir.url.path).allSatisfy { !$0.hasSuffix(".tmp") })
  }

  @Test("a dangling symlink is refused too, and nothing is created")
  func danglingSymlink() async throws {
    let link = dir.path("new.csv")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "made.csv")
    let store = try await store()
    await #expect(throws: BookshelfError.file(path: link, problem: .isSymbolicLink)) {
      try await store.exportEntries(format: .csv, toFile: link)
    }
    #expect(!FileManager.default.fileExists(atPath: dir.path("made.csv")))
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "made.csv")
  }

  /// The permission bits of `path` (without following a link).
  func mode(_ path: String) -> mode_t {
    var info = stat()
    return lstat(path, &info) == 0 ? info.st_mode & 0o7777 : 0
  }

  /// The process's umask, from `/proc/self/status` (reading it with `umask(2)` would change it
  /// for a moment under tests running in parallel).
  static func umaskValue() throws -> mode_t {
    let status = try String(contentsOfFile: "/proc/self/status", encoding: .utf8)
    let line = try #require(status.split(separator: "\n").first { $0.hasPrefix("Umask:") })
    return try #require(mode_t(line.dropFirst("Umask:".count).trimmingCharacters(in: .whitespaces), radix: 8))
  }

  @Test("a replaced file keeps its mode; a new file gets 0666 less the umask")
  func modes() async throws {
    let store = try await store()
    let existing = dir.path("private.csv")
    try Data("old".utf8).write(to: URL(fileURLWithPath: existing))
    try #require(chmod(existing, 0o600) == 0)
    try await store.exportEntries(format: .csv, toFile: existing)
    #expect(mode(existing) == 0o600)
    #expect(try String(contentsOfFile: existing, encoding: .utf8).hasPrefix("id,isbn13,"))
    try #require(chmod(existing, 0o640) == 0)
    try await store.exportEntries(format: .json, toFile: existing)
    #expect(mode(existing) == 0o640)

    let fresh = dir.path("fresh.json")
    try await store.exportEntries(format: .json, toFile: fresh)
    #expect(mode(fresh) == 0o666 & ~(try Self.umaskValue()))
  }

  @Test("an interrupted export removes its temporary file and leaves the old file as it was")
  func interrupted() async throws {
    let store = try ShelfStore(path: dir.path("big.sqlite"))
    // Enough for several 1 MiB slices.
    for n in 0..<300 {
      try await store.save(
        ShelfEntry(
          book: TestValues.book(isbn13: TestValues.isbn13(n), title: "Book \(n)"),
          note: String(repeating: "note \(n) ", count: 2_000), addedAt: TestValues.day))
    }
    let path = dir.path("export.json")
    try Data("old export".utf8).write(to: URL(fileURLWithPath: path))
    for checksBeforeStop in [0, 1, 2] {
      let calls = Counter()
      await #expect(throws: BookshelfError.interrupted(signal: SIGTERM)) {
        try await store.exportEntries(format: .json, toFile: path) {
          calls.increment() > checksBeforeStop ? SIGTERM : nil
        }
      }
      #expect(try String(contentsOfFile: path, encoding: .utf8) == "old export")
      #expect(
        try FileManager.default.contentsOfDirectory(atPath: dir.url.path).allSatisfy { !$0.hasSuffix(".tmp") }
      )
    }
    // Not interrupted: one check per MiB and one before the rename.
    let calls = Counter()
    try await store.exportEntries(format: .json, toFile: path) {
      _ = calls.increment()
      return nil
    }
    let size = try #require(try FileManager.default.attributesOfItem(atPath: path)[.size] as? Int)
    #expect(size > 3 << 20)
    #expect(calls.value == (size + (1 << 20) - 1) / (1 << 20) + 1)
  }
}

/// A thread-safe counter for `@Sendable` closures.
final class Counter: @unchecked Sendable {
  private let lock = NSLock()
  private var count = 0
  /// Adds one and returns the count before.
  func increment() -> Int {
    lock.withLock {
      defer { count += 1 }
      return count
    }
  }
  var value: Int { lock.withLock { count } }
}
