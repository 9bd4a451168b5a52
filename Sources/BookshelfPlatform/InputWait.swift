import Dispatch

#if canImport(Glibc)
  import Glibc
#endif

/// Waiting for a file descriptor to have bytes to read, without blocking the caller's actor.
public enum InputWait {
  /// Returns when `descriptor` has bytes to read (or has ended, or failed) or after
  /// `milliseconds`, whichever comes first. The `poll` runs on a global queue, so the caller's
  /// actor (the terminal app's main actor) keeps running its tasks meanwhile.
  public static func wait(for descriptor: Int32 = 0, milliseconds: Int32) async {
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      DispatchQueue.global().async {
        var entry = pollfd(fd: descriptor, events: Int16(POLLIN), revents: 0)
        _ = poll(&entry, 1, milliseconds)
        continuation.resume()
      }
    }
  }
}
