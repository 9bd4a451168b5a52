#if canImport(Glibc)
  import Glibc
#endif

/// The few file-system calls of the disk cover cache, on Glibc directly (no Foundation file
/// manager: a hit must stay well under 2 ms and an eviction scan may stat thousands of files).
/// Every call tolerates a file that another process removed or replaced in between.
enum CacheFiles {
  /// What `read` found at a path.
  enum Contents: Equatable {
    /// A regular file's bytes.
    case bytes([UInt8])
    /// Nothing there.
    case absent
    /// Something the cache never writes or cannot use: not a regular file (a FIFO, a device, a
    /// socket, a symbolic link, a folder), larger than the limit, or unreadable.
    case unusable
  }

  /// A regular file's bytes. Never blocks on what was planted in the folder: the type is checked
  /// with `lstat` before opening, the open does not follow symbolic links and does not wait
  /// (`O_NONBLOCK`: a FIFO without a writer would otherwise block the open for ever), and the
  /// opened file is checked again (it may have been replaced in between).
  static func read(_ path: String, limit: Int) -> Contents {
    var before = stat()
    guard lstat(path, &before) == 0 else { return errno == ENOENT ? .absent : .unusable }
    guard before.st_mode & S_IFMT == S_IFREG else { return .unusable }
    let fd = open(path, O_RDONLY | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK)
    guard fd >= 0 else { return errno == ENOENT ? .absent : .unusable }
    defer { close(fd) }
    var info = stat()
    guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG, info.st_size >= 0,
      info.st_size <= limit
    else { return .unusable }
    let size = Int(info.st_size)
    var bytes = [UInt8](repeating: 0, count: size)
    var done = 0
    let ok = bytes.withUnsafeMutableBytes { buffer -> Bool in
      while done < size {
        guard let base = buffer.baseAddress else { return false }
        let n = Glibc.read(fd, base + done, size - done)
        if n < 0 && errno == EINTR { continue }
        guard n > 0 else { return false }
        done += n
      }
      return true
    }
    return ok ? .bytes(bytes) : .unusable
  }

  /// Opens `path` with `flags` plus `O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK` (and mode 0600 when
  /// created) and keeps it only when it is a regular file: a planted FIFO, device or symbolic
  /// link is refused instead of blocking or being written through. -1 when refused.
  static func openRegular(_ path: String, _ flags: Int32) -> Int32 {
    let fd = open(path, flags | O_CLOEXEC | O_NOFOLLOW | O_NONBLOCK, 0o600)
    guard fd >= 0 else { return -1 }
    var info = stat()
    guard fstat(fd, &info) == 0, info.st_mode & S_IFMT == S_IFREG else {
      close(fd)
      return -1
    }
    return fd
  }

  /// Takes a `flock` (`LOCK_SH` or `LOCK_EX`) on `fd`, waiting at most about 200 ms for
  /// another holder: a process that keeps the lock never blocks this one for ever. False when
  /// the lock was not had.
  static func lock(_ fd: Int32, _ operation: Int32) -> Bool {
    for _ in 0..<100 {
      if flock(fd, operation | LOCK_NB) == 0 { return true }
      guard errno == EWOULDBLOCK || errno == EINTR else { return false }
      usleep(2000)
    }
    return false
  }

  /// Writes `bytes` to a new temporary file beside `path`, sets its modification time to
  /// `seconds`, and renames it over `path` (atomic: a reader sees the old file or the new one,
  /// never half of one). False when any step fails (the temporary file is removed).
  static func writeAtomically(_ bytes: [UInt8], to path: String, folder: String, seconds: Int64) -> Bool {
    let temporary = "\(folder)/.tmp-\(getpid())-\(UInt64.random(in: 0...UInt64.max))"
    let fd = open(temporary, O_WRONLY | O_CREAT | O_EXCL | O_CLOEXEC | O_NOFOLLOW, 0o600)
    guard fd >= 0 else { return false }
    var done = 0
    let written = bytes.withUnsafeBytes { buffer -> Bool in
      while done < bytes.count {
        guard let base = buffer.baseAddress else { return false }
        let n = write(fd, base + done, bytes.count - done)
        if n < 0 && errno == EINTR { continue }
        guard n > 0 else { return false }
        done += n
      }
      return true
    }
    var times = [timespec(tv_sec: Int(seconds), tv_nsec: 0), timespec(tv_sec: Int(seconds), tv_nsec: 0)]
    _ = futimens(fd, &times)
    let closed = close(fd) == 0
    guard written, closed, rename(temporary, path) == 0 else {
      unlink(temporary)
      return false
    }
    return true
  }

  /// Sets the modification time (the cache's "last used") of `path`.
  static func touch(_ path: String, seconds: Int64) {
    var times = [timespec(tv_sec: Int(seconds), tv_nsec: 0), timespec(tv_sec: Int(seconds), tv_nsec: 0)]
    _ = utimensat(AT_FDCWD, path, &times, AT_SYMLINK_NOFOLLOW)
  }

  /// Removes `path`; a missing file is fine.
  static func remove(_ path: String) { unlink(path) }

  /// What is at a cache folder's path (the last component's symbolic link not followed).
  enum FolderState: Equatable {
    /// Nothing yet.
    case missing
    /// A real folder.
    case folder
    /// A symbolic link (to a folder or not) or another kind of file: not used, since entries
    /// written or removed there would land in whatever folder it names.
    case refused
  }

  /// What is at `path`, by `lstat`.
  static func folderState(_ path: String) -> FolderState {
    var info = stat()
    guard lstat(path, &info) == 0 else { return errno == ENOENT ? .missing : .refused }
    return info.st_mode & S_IFMT == S_IFDIR ? .folder : .refused
  }

  /// Creates `path` and its parents (mode 0700 for new folders); true when it is a real folder
  /// (a symbolic link at `path` itself, even to a folder, is false).
  static func makeFolder(_ path: String) -> Bool {
    var info = stat()
    if lstat(path, &info) == 0 { return info.st_mode & S_IFMT == S_IFDIR }
    var prefix = ""
    for part in path.split(separator: "/", omittingEmptySubsequences: true) {
      prefix += "/" + part
      if mkdir(prefix, 0o700) != 0 && errno != EEXIST { return false }
    }
    return lstat(path, &info) == 0 && info.st_mode & S_IFMT == S_IFDIR
  }

  /// One file of a folder listing.
  struct Item {
    var name: String
    var size: Int
    /// Modification time, seconds since 1970.
    var modified: Int64
  }

  /// The regular files in `folder` (names, sizes, modification times); nil when the folder
  /// cannot be opened, with `errno` set (`ELOOP` when `folder` is a symbolic link: its files
  /// are not the cache's).
  static func list(_ folder: String) -> [Item]? {
    guard let dir = opendir(folder) else { return nil }
    defer { closedir(dir) }
    var own = stat()
    var opened = stat()
    guard lstat(folder, &own) == 0, own.st_mode & S_IFMT == S_IFDIR, fstat(dirfd(dir), &opened) == 0,
      own.st_dev == opened.st_dev, own.st_ino == opened.st_ino
    else {
      errno = ELOOP
      return nil
    }
    var items: [Item] = []
    while let entry = readdir(dir) {
      let name = withUnsafeBytes(of: entry.pointee.d_name) { raw in
        String(decoding: raw.prefix { $0 != 0 }, as: UTF8.self)
      }
      guard name != ".", name != ".." else { continue }
      var info = stat()
      guard lstat("\(folder)/\(name)", &info) == 0, info.st_mode & S_IFMT == S_IFREG else { continue }
      items.append(Item(name: name, size: Int(info.st_size), modified: Int64(info.st_mtim.tv_sec)))
    }
    return items
  }
}
