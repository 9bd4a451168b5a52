import Dispatch
import Synchronization

#if canImport(Glibc)
  import Glibc
#endif

/// Turns termination signals (SIGINT, SIGTERM, SIGHUP, SIGQUIT) into a flag the app loop
/// polls, so the loop can leave through its normal path and `endwin()` restores the terminal.
///
/// While watching, the default action of each signal is replaced (which also keeps ncurses from
/// installing its own exit-on-signal handlers); `restore()` puts the defaults back. Used by the
/// terminal app, `catalog import`, which stops (and rolls back) at its next progress report, and
/// `export -o`, which hands `probe` to the store so that it removes its temporary file (the
/// store takes the probe as a plain function and knows nothing of signals).
///
/// Threading: use an instance from one owner (the browse loop, one command); the handlers run
/// on a global queue and only set an atomic flag.
public final class SignalWatch {
  private final class Flag: Sendable {
    let value = Atomic<Int32>(0)
  }

  private let flag = Flag()
  private var sources: [any DispatchSourceSignal] = []
  private let signals: [Int32]

  /// Starts watching `signals`.
  public init(signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]) {
    self.signals = signals
    sources = signals.map { Self.watch($0, flag: flag) }
  }

  /// Ignores `number`'s default action and records it in `flag` when it arrives (the handler
  /// runs on a global queue). Returns once the source is registered (at most 2 s): libdispatch
  /// registers it asynchronously, and a signal arriving before that (the default action
  /// already replaced) was lost — `bookshelf serve` sent SIGTERM right after its first line
  /// under load kept running.
  private static func watch(_ number: Int32, flag: Flag) -> any DispatchSourceSignal {
    signal(number, SIG_IGN)
    let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
    let registered = DispatchSemaphore(value: 0)
    source.setRegistrationHandler { registered.signal() }
    source.setEventHandler { flag.value.store(number, ordering: .relaxed) }
    source.resume()
    _ = registered.wait(timeout: .now() + 2)
    return source
  }

  /// The last signal received, or nil.
  public var received: Int32? {
    let value = flag.value.load(ordering: .relaxed)
    return value == 0 ? nil : value
  }

  /// `received` as a function another thread or actor may call (it reads only the atomic
  /// flag), e.g. for `ShelfStore.exportEntries(…interrupted:)`.
  public var probe: @Sendable () -> Int32? {
    let flag = flag
    return {
      let value = flag.value.load(ordering: .relaxed)
      return value == 0 ? nil : value
    }
  }

  /// Stops watching and restores each signal's default action.
  public func restore() {
    for source in sources { source.cancel() }
    sources = []
    for number in signals { signal(number, SIG_DFL) }
  }
}
