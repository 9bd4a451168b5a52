import Dispatch
import Foundation
import Synchronization

/// Turns termination signals (SIGINT, SIGTERM, SIGHUP, SIGQUIT) into a flag the app loop
/// polls, so the loop can leave through its normal path and `endwin()` restores the terminal.
///
/// While watching, the default action of each signal is replaced (which also keeps ncurses from
/// installing its own exit-on-signal handlers); `restore()` puts the defaults back.
@MainActor
final class SignalWatch {
  private final class Flag: Sendable {
    let value = Atomic<Int32>(0)
  }

  private let flag = Flag()
  private var sources: [any DispatchSourceSignal] = []
  private let signals: [Int32]

  /// Starts watching `signals`.
  init(signals: [Int32] = [SIGINT, SIGTERM, SIGHUP, SIGQUIT]) {
    self.signals = signals
    sources = signals.map { Self.watch($0, flag: flag) }
  }

  /// Ignores `number`'s default action and records it in `flag` when it arrives. Nonisolated:
  /// the handler runs on a global queue, not on the main actor.
  private nonisolated static func watch(_ number: Int32, flag: Flag) -> any DispatchSourceSignal {
    signal(number, SIG_IGN)
    let source = DispatchSource.makeSignalSource(signal: number, queue: .global())
    source.setEventHandler { flag.value.store(number, ordering: .relaxed) }
    source.resume()
    return source
  }

  /// The last signal received, or nil.
  var received: Int32? {
    let value = flag.value.load(ordering: .relaxed)
    return value == 0 ? nil : value
  }

  /// Stops watching and restores each signal's default action.
  func restore() {
    for source in sources { source.cancel() }
    sources = []
    for number in signals { signal(number, SIG_DFL) }
  }
}
