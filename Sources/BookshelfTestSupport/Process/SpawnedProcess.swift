import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// A child process started with `posix_spawn` directly, for the tests that start many.
///
/// Not Foundation's `Process.run()`: on Linux (Swift 6.3.1) it crashes now and then with a bad
/// pointer dereference, reading 256 bytes of every `/proc/self/fd` entry past the end of
/// glibc's directory buffer (swift-corelibs-foundation #5472), and a crash ends the whole test
/// run. Standard input, output and error are the given pipes; every other descriptor is
/// closed in the child.
public struct SpawnedProcess: Sendable {
  /// The child's process id.
  public let pid: pid_t

  /// Starts `executable` with `arguments` and exactly `environment`, its standard streams
  /// connected to the pipes' child ends (closed in the parent once the child has them).
  /// - Throws: `POSIXError` when `posix_spawn` fails.
  public init(
    executable: String, arguments: [String], environment: [String: String], stdin: Pipe, stdout: Pipe,
    stderr: Pipe
  ) throws {
    var actions = posix_spawn_file_actions_t()
    posix_spawn_file_actions_init(&actions)
    defer { posix_spawn_file_actions_destroy(&actions) }
    posix_spawn_file_actions_adddup2(&actions, stdin.fileHandleForReading.fileDescriptor, 0)
    posix_spawn_file_actions_adddup2(&actions, stdout.fileHandleForWriting.fileDescriptor, 1)
    posix_spawn_file_actions_adddup2(&actions, stderr.fileHandleForWriting.fileDescriptor, 2)
    Self.closeInheritedDescriptors(in: &actions)
    let argv = ([executable] + arguments).map { strdup($0) } + [nil]
    let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
    defer {
      for pointer in argv { free(pointer) }
      for pointer in envp { free(pointer) }
    }
    // As a shell would start it: no signal blocked, every signal's action the default (the
    // test process blocks some for its own signal handling, and a child inherits both).
    var attributes = posix_spawnattr_t()
    posix_spawnattr_init(&attributes)
    defer { posix_spawnattr_destroy(&attributes) }
    var none = sigset_t()
    sigemptyset(&none)
    var all = sigset_t()
    sigfillset(&all)
    posix_spawnattr_setsigmask(&attributes, &none)
    posix_spawnattr_setsigdefault(&attributes, &all)
    posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
    var child: pid_t = 0
    let status = posix_spawn(&child, executable, &actions, &attributes, argv, envp)
    try? stdin.fileHandleForReading.close()
    try? stdout.fileHandleForWriting.close()
    try? stderr.fileHandleForWriting.close()
    guard status == 0 else { throw POSIXError(POSIXErrorCode(rawValue: status) ?? .EIO) }
    pid = child
  }

  /// The exit status once the child has ended (128 + the signal's number when killed), or nil
  /// while it runs.
  public func exitStatus() -> Int32? {
    var status: Int32 = 0
    guard waitpid(pid, &status, WNOHANG) == pid else { return nil }
    return Self.decoded(status)
  }

  /// Waits for the child to end and returns its exit status (as `exitStatus()`).
  public func wait() -> Int32 {
    var status: Int32 = 0
    while waitpid(pid, &status, 0) == -1 && errno == EINTR {}
    return Self.decoded(status)
  }

  static func decoded(_ status: Int32) -> Int32 {
    let signal = status & 0x7F
    return signal == 0 ? (status >> 8) & 0xFF : 128 + signal
  }
}

extension SpawnedProcess {
  /// Adds to `actions` the closing, in the child, of every descriptor from 3 up: every
  /// `posix_spawn` of the tests uses it. Without it a child started while another test holds
  /// a pipe's write end (between `Pipe()` and the parent's close after its own spawn) keeps
  /// that end, and a child that outlives its test (the tmux server, for 10 minutes) keeps the
  /// other test's read from ever seeing the end of the file: a full run hung so.
  public static func closeInheritedDescriptors(in actions: inout posix_spawn_file_actions_t) {
    _ = closeDescriptors(in: &actions, from: 3)
  }
}

/// glibc's `posix_spawn_file_actions_addclosefrom_np` (2.34 and later), which the `Glibc`
/// module does not export (it needs `_GNU_SOURCE`): closes every descriptor from `from` up in
/// the child, so it inherits none of the test process's other pipes.
@_silgen_name("posix_spawn_file_actions_addclosefrom_np")
private func closeDescriptors(
  in actions: UnsafeMutablePointer<posix_spawn_file_actions_t>, from: Int32
) -> Int32
