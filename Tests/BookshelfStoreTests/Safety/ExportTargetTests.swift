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
    await #expect(throws: BookshelfError.file(path: fifo, reason: "it is a FIFO, not a regular file")) {
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
    await #expect(throws: BookshelfError.file(path: folder, reason: "it is a directory, not a regular file"))
    {
      try await store.exportEntries(format: .csv, toFile: folder)
    }
    await #expect(throws: BookshelfError.file(path: link, reason: "it is a FIFO, not a regular file")) {
      try await store.exportEntries(format: .csv, toFile: link)
    }
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "pipe")
    #expect(isFIFO(fifo))
    #expect(try fileType(folder) == .typeDirectory)
  }

  @Test("a symlink stays a link; its target gets the new content")
  func followsSymlink() async throws {
    let sub = dir.path("real")
    try FileManager.default.createDirectory(atPath: sub, withIntermediateDirectories: false)
    let target = dir.path("real/books.json")
    try Data("old".utf8).write(to: URL(fileURLWithPath: target))
    let link = dir.path("link.json")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "real/books.json")
    let count = try await store().exportEntries(format: .json, toFile: link)
    #expect(count == 1)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "real/books.json")
    let text = try String(contentsOfFile: target, encoding: .utf8)
    #expect(text.contains("\"title\" : \"Plain\"") || text.contains("\"title\": \"Plain\""))
    #expect(try FileManager.default.contentsOfDirectory(atPath: sub) == ["books.json"])
  }

  @Test("a dangling symlink creates its target and stays a link")
  func danglingSymlink() async throws {
    let link = dir.path("new.csv")
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: "made.csv")
    try await store().exportEntries(format: .csv, toFile: link)
    #expect(try FileManager.default.destinationOfSymbolicLink(atPath: link) == "made.csv")
    let text = try String(contentsOfFile: dir.path("made.csv"), encoding: .utf8)
    #expect(text.hasPrefix("id,isbn13,isbn10,title,"))
  }
}
