import BookshelfCore
import Foundation

/// The secret of `bookshelf serve` on an address other than loopback: 32 random bytes as 64
/// lowercase hexadecimal digits in `<config directory>/server-token`, exchanged by the browser
/// for a session cookie.
///
/// Created once (mode 0600, `O_CREAT | O_EXCL | O_NOFOLLOW`, in a folder created 0700) and
/// reused by every later start. A token file that is a symbolic link, not a regular file, not
/// owned by the user, or readable or writable by group or others is refused, never used or
/// changed: a secret others can read protects nothing.
enum ServerToken {
  /// The file's name in the config directory.
  static let fileName = "server-token"

  /// The token in `directory`'s token file, made when there is none.
  /// - Throws: `BookshelfError.file(path:problem:)` — `.isSymbolicLink`, `.notRegular`,
  ///   `.readableByOthers`, `.notAToken`, `.notCreated` / `.notRead`, `.folderNotCreated`.
  static func loadOrCreate(in directory: URL) throws(BookshelfError) -> String {
    let path = directory.appendingPathComponent(fileName).path
    do {
      try FileManager.default.createDirectory(
        at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
    } catch {
      throw .file(path: directory.path, problem: .folderNotCreated)
    }
    // Up to a few rounds: another `serve` may create the file between our open and our create.
    for _ in 0..<3 {
      if let token = try read(path) { return token }
      if let token = try create(path) { return token }
    }
    throw .file(path: path, problem: .notCreated)
  }

  /// The token in the file, nil when there is no file.
  private static func read(_ path: String) throws(BookshelfError) -> String? {
    let descriptor = open(path, O_RDONLY | O_NOFOLLOW | O_CLOEXEC | O_NONBLOCK)
    if descriptor < 0 {
      switch errno {
      case ENOENT: return nil
      case ELOOP: throw .file(path: path, problem: .isSymbolicLink)
      default: throw .file(path: path, problem: .notRead)
      }
    }
    defer { close(descriptor) }
    var info = stat()
    guard fstat(descriptor, &info) == 0 else { throw .file(path: path, problem: .notRead) }
    guard info.st_mode & S_IFMT == S_IFREG else { throw .file(path: path, problem: .notRegular) }
    guard info.st_mode & 0o077 == 0, info.st_uid == getuid() else {
      throw .file(path: path, problem: .readableByOthers)
    }
    var buffer = [UInt8](repeating: 0, count: 256)
    let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
    guard count >= 0 else { throw .file(path: path, problem: .notRead) }
    let text = String(decoding: buffer.prefix(count), as: UTF8.self).trimmingCharacters(
      in: .whitespacesAndNewlines)
    guard isToken(text) else { throw .file(path: path, problem: .notAToken) }
    return text
  }

  /// A new token written to a new file, nil when the file appeared meanwhile.
  private static func create(_ path: String) throws(BookshelfError) -> String? {
    let descriptor = open(path, O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC, 0o600)
    if descriptor < 0 {
      if errno == EEXIST { return nil }
      throw .file(path: path, problem: .notCreated)
    }
    let token = newToken()
    let bytes = Array((token + "\n").utf8)
    let written = bytes.withUnsafeBytes { write(descriptor, $0.baseAddress, $0.count) }
    let synced = fsync(descriptor) == 0
    close(descriptor)
    guard written == bytes.count, synced else {
      unlink(path)
      throw .file(path: path, problem: .notWritten)
    }
    return token
  }

  /// 32 bytes from the system's secure generator (`getrandom`), as 64 hexadecimal digits.
  static func newToken() -> String {
    var generator = SystemRandomNumberGenerator()
    return (0..<32).map { _ in
      let byte = UInt8.random(in: .min ... .max, using: &generator)
      return String(byte >> 4, radix: 16) + String(byte & 0x0F, radix: 16)
    }.joined()
  }

  /// True for 64 hexadecimal digits.
  static func isToken(_ text: String) -> Bool {
    text.utf8.count == 64
      && text.utf8.allSatisfy {
        (0x30...0x39).contains($0) || (0x61...0x66).contains($0) || (0x41...0x46).contains($0)
      }
  }
}
