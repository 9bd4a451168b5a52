import BookshelfCore
import Foundation

/// `<data folder>/last-search.json`: the last numbered list printed in a data folder — a
/// `RememberedSearch`, or a `RememberedShelfList` of the `shelf` listing — replaced by every
/// search and every listing. Written as the shelf's exports are (`AtomicFile`: a temporary file renamed over
/// the old one, never through a symbolic link), readable by its owner only (0600, in the 0700
/// data folder). Read at most `maxBytes`; a file that is too large, not JSON of this shape, of
/// another version, or holds books that break the field limits counts as damaged, never as a
/// search.
public struct LastSearchFile: Sendable {
  /// The file name in the data folder.
  public static let fileName = "last-search.json"
  /// The largest file read: 100 books with long descriptions fit in well under this.
  public static let maxBytes = 8 << 20
  /// The format version written; a file of another version is not read.
  public static let version = 1

  /// What the file held.
  public enum Contents: Sendable, Hashable {
    /// No file: no search has been made in this data folder (or it was removed).
    case none
    /// A file that is not a remembered search (damaged, foreign, too large, a link).
    case damaged
    /// The last search.
    case search(RememberedSearch)
    /// The last `shelf` listing.
    case shelf(RememberedShelfList)
  }

  /// The file's path.
  public let path: String

  /// The file in `dataDirectory`.
  public init(dataDirectory: URL) {
    path = dataDirectory.appendingPathComponent(Self.fileName).path
  }

  /// Replaces the remembered search with `search`, creating the data folder (0700) if needed.
  /// - Throws: `BookshelfError.file` naming the file (a link or a non-regular file there, a
  ///   full disk); the old file is left as it was.
  public func save(_ search: RememberedSearch) throws {
    try save(Stored(version: Self.version, search: search))
  }

  /// Replaces the remembered list with the `shelf` listing `list` (as `save(_:)` for a search).
  /// - Throws: as `save(_:)`.
  public func save(_ list: RememberedShelfList) throws {
    try save(Stored(version: Self.version, shelf: list))
  }

  private func save(_ stored: Stored) throws {
    let url = URL(fileURLWithPath: path)
    try PrivateFiles.createDirectory(url.deletingLastPathComponent())
    let data: Data
    do {
      data = try JSONEncoder().encode(stored)
    } catch {
      throw BookshelfError.file(path: path, problem: .notWritten)
    }
    try AtomicFile.write(to: path) { handle in
      // Private whatever the umask: the rows are what this user searched for.
      guard fchmod(handle.fileDescriptor, 0o600) == 0 else {
        throw BookshelfError.file(path: path, problem: .notWritten)
      }
      try handle.write(contentsOf: data)
    }
  }

  /// The remembered search or listing, `.none` without a file, `.damaged` for anything else.
  public func load() -> Contents {
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
    guard descriptor >= 0 else { return errno == ENOENT ? .none : .damaged }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: true)
    var info = stat()
    guard fstat(descriptor, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size <= Self.maxBytes,
      let data = try? handle.read(upToCount: Self.maxBytes + 1), data.count <= Self.maxBytes,
      let stored = try? JSONDecoder().decode(Stored.self, from: data), stored.version == Self.version
    else { return .damaged }
    switch (stored.search, stored.shelf) {
    case (let search?, nil): return Self.checked(search)
    case (nil, let list?): return Self.checked(list)
    default: return .damaged
    }
  }

  private static func checked(_ list: RememberedShelfList) -> Contents {
    guard list.keys.count <= RememberedShelfList.maxRows,
      list.keys.allSatisfy({ !$0.isEmpty && $0.utf8.count <= RememberedShelfList.maxKeyBytes })
    else { return .damaged }
    return .shelf(list)
  }

  private static func checked(_ remembered: RememberedSearch) -> Contents {
    var search = remembered
    guard search.books.count <= RememberedSearch.maxRows, search.firstRow >= 1,
      search.rows != nil || search.books.isEmpty, search.query.utf8.count <= 4_096,
      search.provider.utf8.count <= 32
    else { return .damaged }
    for index in search.books.indices {
      guard (try? search.books[index].checkAsUserInput()) != nil else { return .damaged }
      _ = search.books[index].dropInvalidNumbers()
    }
    return .search(search)
  }

  /// Exactly one of `search` and `shelf` is set.
  private struct Stored: Codable {
    var version: Int
    var search: RememberedSearch?
    var shelf: RememberedShelfList?

    init(version: Int, search: RememberedSearch? = nil, shelf: RememberedShelfList? = nil) {
      self.version = version
      self.search = search
      self.shelf = shelf
    }
  }
}
