import CMicroHTTPD
import Dispatch
import Synchronization

/// The engine's book of handler tasks and suspended connections, under one lock: how many
/// handler tasks run (the cap counts them until they end, even after their request got a
/// 503), which suspended connection waits for which outcome, and whether the server stops.
///
/// The rules that keep `MHD_resume_connection` safe (libmicrohttpd: a suspended connection
/// never times out nor sees its client leave, so it completes only after a resume or in
/// `MHD_stop_daemon`, which aborts while any connection is still suspended):
/// - each connection is resumed exactly once: the first of the task's end, its deadline's
///   timer and the stop's sweep *claims* its entry (`.suspended` → `.claimed`) and resumes it;
///   the others find the claim and do nothing;
/// - `MHD_resume_connection` is never called under this lock (libmicrohttpd takes its own
///   mutexes there and may call the completion callback, which takes this lock);
/// - once `beginStopping()` ran, no entry can be claimed except by the access call that is
///   just suspending it (counted in `starting`); `stop` waits until `isQuiet` (nothing
///   starting, no resume under way) before `MHD_stop_daemon`.
final class HandlerSlots: Sendable {
  /// What a resumed connection is answered with.
  enum Outcome: Sendable {
    /// The handler's response.
    case response(ServerResponse)
    /// 503 `unavailable`: the time limit passed first, or the server is stopping.
    case unavailable
  }

  /// A suspended connection (an opaque C pointer, used only by the rules above).
  struct Connection: @unchecked Sendable {
    let pointer: OpaquePointer
  }

  /// A request's deadline timer (cancelled when the handler answers first).
  struct Deadline: @unchecked Sendable {
    let timer: any DispatchSourceTimer
  }

  /// Where one request's entry stands.
  enum Phase {
    /// Registered; its access call is suspending the connection.
    case starting
    /// Suspended, waiting for the task, the deadline or the stop.
    case suspended
    /// Resumed (or being resumed) with `outcome`, which the next access call takes.
    case claimed(Outcome)
  }

  struct Entry {
    let connection: Connection
    var phase: Phase
    var deadline: Deadline?
  }

  struct State {
    var entries: [UInt64: Entry] = [:]
    var nextID: UInt64 = 0
    var running = 0
    var starting = 0
    var resuming = 0
    var stopping = false
  }

  let cap: Int
  private let state = Mutex(State())

  init(cap: Int) { self.cap = max(1, cap) }

  /// Handler tasks running now (ones whose request already got a 503 included).
  var running: Int { state.withLock { $0.running } }

  /// Entries not yet released (by the resumed access call or the completion callback).
  var entries: Int { state.withLock { $0.entries.count } }

  /// True when no access call is suspending a connection and no resume is under way: after
  /// `beginStopping()`, it stays true and `MHD_stop_daemon` may run.
  var isQuiet: Bool { state.withLock { $0.starting == 0 && $0.resuming == 0 } }

  /// A slot for a new handler task on `connection`, or nil (answer 503 at once) when `cap`
  /// tasks run or the server is stopping.
  func register(_ connection: OpaquePointer) -> UInt64? {
    state.withLock { state in
      guard !state.stopping, state.running < cap else { return nil }
      state.running += 1
      state.starting += 1
      state.nextID &+= 1
      state.entries[state.nextID] = Entry(connection: Connection(pointer: connection), phase: .starting)
      return state.nextID
    }
  }

  /// Marks entry `id` suspended (its access call suspended the connection) with its timer.
  /// False when the stop began meanwhile: the entry is then claimed with 503, its task is not
  /// to start, and the caller resumes the connection and calls `resumed()`.
  func markSuspended(_ id: UInt64, deadline: Deadline) -> Bool {
    state.withLock { state in
      state.starting -= 1
      guard state.entries[id] != nil else { return true }
      state.entries[id]?.deadline = deadline
      guard state.stopping else {
        state.entries[id]?.phase = .suspended
        return true
      }
      state.entries[id]?.phase = .claimed(.unavailable)
      state.running -= 1
      state.resuming += 1
      return false
    }
  }

  /// The task of entry `id` ended: frees its slot; if the entry is still suspended, claims it
  /// with `outcome` and returns what to resume (the caller then calls `resumed()`).
  func taskEnded(_ id: UInt64, with outcome: Outcome) -> (Connection, Deadline?)? {
    state.withLock { state in
      state.running -= 1
      return Self.claim(id, outcome, in: &state)
    }
  }

  /// Entry `id`'s deadline passed: claims it with 503 if still suspended.
  func deadlinePassed(_ id: UInt64) -> (Connection, Deadline?)? {
    state.withLock { Self.claim(id, .unavailable, in: &$0) }
  }

  private static func claim(_ id: UInt64, _ outcome: Outcome, in state: inout State) -> (
    Connection, Deadline?
  )? {
    guard let entry = state.entries[id], case .suspended = entry.phase else { return nil }
    state.entries[id]?.phase = .claimed(outcome)
    state.resuming += 1
    return (entry.connection, entry.deadline)
  }

  /// A resume claimed above has returned.
  func resumed(_ count: Int = 1) { state.withLock { $0.resuming -= count } }

  /// The stop: no new slot from now on; every suspended entry is claimed with 503 and
  /// returned for the caller to resume (then `resumed(count)`).
  func beginStopping() -> [(Connection, Deadline?)] {
    state.withLock { state in
      state.stopping = true
      var claimed: [(Connection, Deadline?)] = []
      for id in Array(state.entries.keys) {
        if let resume = Self.claim(id, .unavailable, in: &state) { claimed.append(resume) }
      }
      return claimed
    }
  }

  /// The resumed access call takes entry `id`'s outcome and releases the entry; nil when it
  /// was not claimed (which libmicrohttpd's rules exclude; the caller answers 503).
  func take(_ id: UInt64) -> Outcome? {
    state.withLock { state in
      guard let entry = state.entries.removeValue(forKey: id) else { return nil }
      if case .claimed(let outcome) = entry.phase { return outcome }
      return nil
    }
  }

  /// The request of entry `id` completed without taking its outcome (its connection closed,
  /// or the daemon stopped): releases the entry.
  func forget(_ id: UInt64) -> Deadline? {
    state.withLock { $0.entries.removeValue(forKey: id)?.deadline }
  }
}
