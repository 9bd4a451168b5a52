#if canImport(Glibc)
  import Glibc
#endif

/// Hit and miss counts kept in a 16-byte file (two little-endian `UInt64`), so they add up over
/// every process that uses the cache (`bookshelf cache stats`). Each change reads and writes the
/// file under an exclusive `flock`, so two processes never lose each other's counts. Only a
/// regular file is used (`CacheFiles.openRegular`), and a lock held elsewhere is waited for
/// briefly (`CacheFiles.lock`): counting never blocks a lookup.
struct CacheCounters {
  let path: String

  /// Adds to the counts; silently nothing when the file cannot be opened (a cache never fails
  /// its caller over statistics).
  func add(hits: UInt64, misses: UInt64) {
    update { $0 = ($0.0 &+ hits, $0.1 &+ misses) }
  }

  /// Both counts back to zero.
  func reset() { update { $0 = (0, 0) } }

  /// The counts now (zero when there is no file yet).
  func read() -> (hits: Int, misses: Int) {
    let fd = CacheFiles.openRegular(path, O_RDONLY)
    guard fd >= 0 else { return (0, 0) }
    defer { close(fd) }
    guard CacheFiles.lock(fd, LOCK_SH) else { return (0, 0) }
    let counts = Self.load(fd)
    return (Int(clamping: counts.0), Int(clamping: counts.1))
  }

  private func update(_ change: (inout (UInt64, UInt64)) -> Void) {
    let fd = CacheFiles.openRegular(path, O_RDWR | O_CREAT)
    guard fd >= 0 else { return }
    defer { close(fd) }
    guard CacheFiles.lock(fd, LOCK_EX) else { return }
    var counts = Self.load(fd)
    change(&counts)
    var bytes = withUnsafeBytes(of: counts.0.littleEndian) { Array($0) }
    bytes += withUnsafeBytes(of: counts.1.littleEndian) { Array($0) }
    _ = bytes.withUnsafeBytes { pwrite(fd, $0.baseAddress, 16, 0) }
  }

  private static func load(_ fd: Int32) -> (UInt64, UInt64) {
    var bytes = [UInt8](repeating: 0, count: 16)
    let n = bytes.withUnsafeMutableBytes { pread(fd, $0.baseAddress, 16, 0) }
    guard n == 16 else { return (0, 0) }
    func value(_ offset: Int) -> UInt64 {
      (0..<8).reduce(UInt64(0)) { $0 | UInt64(bytes[offset + $1]) << (8 * UInt64($1)) }
    }
    return (value(0), value(8))
  }
}
