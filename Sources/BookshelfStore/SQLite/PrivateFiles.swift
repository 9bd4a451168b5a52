import BookshelfCore
import Foundation

/// Bookshelf's data folder holds private notes: what Bookshelf creates there is readable by
/// its owner only. A folder or file that already exists keeps its mode.
public enum PrivateFiles {
  /// Creates `directory` with mode 0700 when it is missing; missing parents are created first
  /// as ordinary folders (0777 less the umask).
  /// - Throws: `BookshelfError.file(path: directory.path, problem: .folderNotCreated)`.
  public static func createDirectory(_ directory: URL) throws {
    let path = directory.path
    var info = stat()
    if stat(path, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { return }
    do {
      try FileManager.default.createDirectory(
        at: directory.deletingLastPathComponent(), withIntermediateDirectories: true)
    } catch {
      throw BookshelfError.file(path: path, problem: .folderNotCreated)
    }
    guard mkdir(path, 0o700) == 0 || errno == EEXIST else {
      throw BookshelfError.file(path: path, problem: .folderNotCreated)
    }
  }

  /// Creates an empty file with mode 0600 at `path` when nothing is there (not even a
  /// dangling symbolic link), so that the SQLite database opened there next is private;
  /// SQLite gives its `-wal`, `-shm` and `-journal` files the database file's mode. Does
  /// nothing when the file cannot be created: opening the database then reports why.
  static func createFileIfMissing(_ path: String) {
    var info = stat()
    guard lstat(path, &info) != 0, errno == ENOENT else { return }
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    if descriptor >= 0 { close(descriptor) }
  }
}
