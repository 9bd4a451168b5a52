/// Why a file could not be read or written (`BookshelfError.file`). Our own reasons are cases;
/// a system's own text (`strerror`, Foundation's description) is `.system`, shown as is.
public enum FileProblem: Sendable, Equatable {
  /// Nothing is at the path.
  case missing
  /// The path names a directory where a file was expected.
  case isDirectory
  /// Not a regular file (a FIFO, device or socket) where a file to read was expected.
  case notRegular
  /// The file exists but may not be read (permissions).
  case unreadable
  /// The file is empty.
  case empty
  /// The folder for the file could not be created.
  case folderNotCreated
  /// The file could not be created.
  case notCreated
  /// The file could not be created: the folder it goes in does not exist (`ENOENT`, `ENOTDIR`).
  case noFolder
  /// The file could not be created: no permission to write in its folder (`EACCES`, `EPERM`).
  case notPermitted
  /// The file could not be created: the file system is read-only (`EROFS`).
  case readOnly
  /// The file could not be written: the device is full (`ENOSPC`, `EDQUOT`).
  case noSpace
  /// The file could not be written.
  case notWritten
  /// The file could not be opened.
  case notOpened
  /// The file could not be read.
  case notRead
  /// Writing the output (standard output) failed.
  case outputNotWritten
  /// A symbolic link is at a path to write; it is not followed.
  case isSymbolicLink
  /// Something other than a regular file is at a path to write.
  case notRegularTarget(FileKind)
  /// No local catalog has been imported yet (the catalog file is missing).
  case catalogMissing
  /// The system's own message (foreign text, shown as is; sanitized by the printer).
  case system(String)
  /// A secret file (the server token) that other users may read or that is not the user's
  /// own; it is not used.
  case readableByOthers
  /// The server token file does not hold a token (64 hexadecimal digits).
  case notAToken
}

/// What kind of thing other than a regular file is at a path (`st_mode & S_IFMT`).
public enum FileKind: Sendable, Equatable {
  case fifo, characterDevice, blockDevice, socket, directory, other
}
