import BookshelfCore
import Foundation

/// Writes a file so that readers see either the old file or the complete new one: the bytes
/// go to a temporary file in the same directory, which is flushed to disk and then renamed
/// over the target (`rename(2)` is atomic within one file system).
///
/// A symbolic link at the path is followed (through any chain of links): the temporary file is
/// written beside the link's final target and renamed over that target, so the link stays a
/// link. A final target that exists but is not a regular file (a FIFO, a character or block
/// device, a socket, a directory) is refused and left untouched, since a rename would replace
/// it with a regular file.
enum AtomicFile {
  /// The most symbolic links followed before giving up (as `ELOOP` does).
  static let maximumLinks = 40

  /// Calls `body` with a handle to the temporary file, then moves it to `path` (or to the final
  /// target of the symbolic link at `path`).
  /// - Throws: `BookshelfError.file(path:reason:)` when the target is not a regular file
  ///   (nothing is written), or when the file cannot be written or moved (the temporary file is
  ///   removed and the target left as it was), or what `body` throws.
  static func write(to path: String, _ body: (FileHandle) throws -> Void) throws {
    let target = URL(fileURLWithPath: try regularTarget(of: path))
    let directory = target.deletingLastPathComponent()
    let temporary = directory.appendingPathComponent(
      ".\(target.lastPathComponent).\(UUID().uuidString).tmp")
    guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
      throw BookshelfError.file(path: path, reason: "the file cannot be created")
    }
    do {
      let handle = try FileHandle(forWritingTo: temporary)
      do {
        try body(handle)
        try handle.synchronize()
        try handle.close()
      } catch {
        try? handle.close()
        throw error
      }
      guard rename(temporary.path, target.path) == 0 else {
        throw BookshelfError.file(path: path, reason: String(cString: strerror(errno)))
      }
    } catch let error as BookshelfError {
      try? FileManager.default.removeItem(at: temporary)
      throw error
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw BookshelfError.file(path: path, reason: "the file cannot be written")
    }
  }

  /// The path to write: `path` itself, or the final target of the symbolic link(s) at `path`
  /// (relative link targets are resolved against the link's directory). The target may be
  /// missing (it is then created).
  /// - Throws: `BookshelfError.file(path: path, reason:)` when the target exists and is not a
  ///   regular file, or when the links loop.
  static func regularTarget(of path: String) throws -> String {
    var current = path
    for _ in 0...maximumLinks {
      var info = stat()
      guard lstat(current, &info) == 0 else { return current }  // missing: created by rename
      let kind = info.st_mode & S_IFMT
      if kind == S_IFREG { return current }
      guard kind == S_IFLNK else {
        throw BookshelfError.file(path: path, reason: "it is \(describe(kind)), not a regular file")
      }
      guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current)
      else {
        throw BookshelfError.file(path: path, reason: "the symbolic link cannot be read")
      }
      current =
        destination.hasPrefix("/")
        ? destination
        : URL(fileURLWithPath: current).deletingLastPathComponent()
          .appendingPathComponent(destination).path
    }
    throw BookshelfError.file(path: path, reason: "it is a loop of symbolic links")
  }

  /// `a FIFO`, `a directory`… for a `st_mode & S_IFMT` value.
  private static func describe(_ kind: mode_t) -> String {
    switch kind {
    case S_IFIFO: "a FIFO"
    case S_IFCHR: "a character device"
    case S_IFBLK: "a block device"
    case S_IFSOCK: "a socket"
    case S_IFDIR: "a directory"
    default: "a special file"
    }
  }
}
