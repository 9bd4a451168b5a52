import BookshelfCore
import BookshelfPresentation
import Foundation

/// The checks `catalog import` and `import` (the shelf) make on their input file.
enum ImportableFile {
  /// Refuses, before any store is opened, a path that cannot be imported: missing, a
  /// directory, not a regular file (a FIFO, a device such as `/dev/zero`, a socket, or
  /// `/dev/stdin` when standard input is a pipe or a terminal: reading one would wait for a
  /// writer or never end), unreadable, or an empty regular file. Symbolic links are followed:
  /// the file they lead to is judged.
  /// - Throws: `BookshelfError.invalidInput` (exit 2) naming the path and the `FileProblem`.
  static func check(_ file: URL) throws(BookshelfError) {
    var info = stat()
    let reason: FileProblem?
    if stat(file.path, &info) != 0 {
      reason = errno == EACCES ? .unreadable : .missing
    } else if info.st_mode & S_IFMT == S_IFDIR {
      reason = .isDirectory
    } else if info.st_mode & S_IFMT != S_IFREG {
      reason = .notRegular
    } else if access(file.path, R_OK) != 0 {
      reason = .unreadable
    } else if info.st_size == 0 {
      reason = .empty
    } else {
      reason = nil
    }
    if let reason {
      throw .invalidInput(what: .file(file.path), problem: .file(reason))
    }
  }
}
