import BookshelfCore
import Foundation

/// Writes a file so that readers see either the old file or the complete new one: the bytes
/// go to a temporary file in the same directory, which is flushed to disk and then renamed
/// over the target (`rename(2)` is atomic within one file system).
///
/// Refused, and left untouched: a symbolic link at the path (checked with `lstat`, so a link
/// planted in a shared directory cannot redirect the write to another file; the rename would
/// replace a link swapped in later, never its target), and anything else that is not a
/// regular file (a FIFO, a character or block device, a socket, a directory).
///
/// Modes: a file that replaces an existing one keeps that file's permission bits; a new file
/// gets the usual `0666` less the umask (as `>` in a shell would). The temporary file is
/// created with `O_EXCL | O_NOFOLLOW` under a random name, so nothing already at that name is
/// opened.
enum AtomicFile {
  /// Calls `body` with a handle to the temporary file, then moves it to `path`.
  /// - Parameter checkpoint: called before the rename (and by `body` wherever it likes, e.g.
  ///   between chunks); what it throws (an interruption) removes the temporary file, leaves the
  ///   target as it was and is rethrown.
  /// - Throws: `BookshelfError.file(path:problem:)` when the target is a symbolic link or not a
  ///   regular file (nothing is written), or when the file cannot be written or moved (the
  ///   temporary file is removed and the target left as it was), or what `body` or `checkpoint`
  ///   throws.
  static func write(
    to path: String, checkpoint: () throws -> Void = {}, _ body: (FileHandle) throws -> Void
  ) throws {
    let existingMode = try checkTarget(path)
    let target = URL(fileURLWithPath: path)
    let temporary = target.deletingLastPathComponent().appendingPathComponent(
      ".\(target.lastPathComponent).\(UUID().uuidString).tmp")
    let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o666)
    guard descriptor >= 0 else {
      throw BookshelfError.file(path: path, problem: Self.creationProblem(errno))
    }
    let handle = FileHandle(fileDescriptor: descriptor, closeOnDealloc: false)
    do {
      do {
        if let existingMode, fchmod(descriptor, existingMode) != 0 {
          throw BookshelfError.file(path: path, problem: .notWritten)
        }
        try body(handle)
        try handle.synchronize()
        try checkpoint()
      } catch {
        close(descriptor)
        throw error
      }
      close(descriptor)
      guard rename(temporary.path, target.path) == 0 else {
        throw BookshelfError.file(path: path, problem: .system(String(cString: strerror(errno))))
      }
    } catch let error as BookshelfError {
      unlink(temporary.path)
      throw error
    } catch {
      unlink(temporary.path)
      throw BookshelfError.file(path: path, problem: .notWritten)
    }
  }

  /// Checks the path to write (without following a symbolic link).
  /// - Returns: the permission bits of the regular file already there, or nil when there is none.
  /// - Throws: `BookshelfError.file(path: path, problem:)` when something other than a regular
  ///   file is at `path`.
  static func checkTarget(_ path: String) throws -> mode_t? {
    var info = stat()
    guard lstat(path, &info) == 0 else { return nil }  // missing: created by the rename
    let kind = info.st_mode & S_IFMT
    if kind == S_IFREG { return info.st_mode & 0o7777 }
    if kind == S_IFLNK {
      throw BookshelfError.file(path: path, problem: .isSymbolicLink)
    }
    throw BookshelfError.file(path: path, problem: .notRegularTarget(describe(kind)))
  }

  /// The kind of file for a `st_mode & S_IFMT` value.
  private static func describe(_ kind: mode_t) -> FileKind {
    switch kind {
    case S_IFIFO: .fifo
    case S_IFCHR: .characterDevice
    case S_IFBLK: .blockDevice
    case S_IFSOCK: .socket
    case S_IFDIR: .directory
    default: .other
    }
  }

  /// Why `open(…, O_CREAT)` failed, from its `errno`, as the user can act on it.
  static func creationProblem(_ code: Int32) -> FileProblem {
    switch code {
    case ENOENT, ENOTDIR: .noFolder
    case EACCES, EPERM: .notPermitted
    case EROFS: .readOnly
    case ENOSPC, EDQUOT: .noSpace
    default: .notCreated
    }
  }
}
