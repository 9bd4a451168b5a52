import BookshelfCore
import Synchronization

/// A cover pipeline for tests: canned answers per book id, a count of every call, and
/// optionally a wait before each `picture` answer (on a clock, or until `release()`).
///
/// A book without a canned answer gets `fallback` (`.absent(.noCover)` unless given).
/// `cachedPicture` answers only what `remember(_:)` put there (or the canned answers after a
/// `picture` call when `cachesAnswers`), like a memory cache.
public final class FakeCoverLoading: CoverLoading, Sendable {
  private struct State {
    var answers: [String: CoverOutcome<CoverPicture>] = [:]
    var cached: [String: CoverOutcome<CoverPicture>] = [:]
    var pictureCalls: [String] = []
    var cachedCalls = 0
    var inFlight = 0
    var maxInFlight = 0
    var held: [CheckedContinuation<Void, Never>] = []
    var holding = false
  }

  private let state = Mutex(State())
  private let fallback: CoverOutcome<CoverPicture>
  private let delay: Duration?
  private let clock: any Clock<Duration>
  private let cachesAnswers: Bool

  /// - Parameters:
  ///   - answers: the answer for each book id.
  ///   - fallback: the answer for any other book.
  ///   - delay: how long each `picture` call waits on `clock` before it answers (nil: none).
  ///   - clock: the clock of `delay` (a `TestClock` in unit tests).
  ///   - holding: true makes every `picture` call wait until `release()`.
  ///   - cachesAnswers: true puts each answer given by `picture` into the cache that
  ///     `cachedPicture` reads.
  public init(
    answers: [String: CoverOutcome<CoverPicture>] = [:],
    fallback: CoverOutcome<CoverPicture> = .absent(.noCover), delay: Duration? = nil,
    clock: any Clock<Duration> = ContinuousClock(), holding: Bool = false, cachesAnswers: Bool = false
  ) {
    self.fallback = fallback
    self.delay = delay
    self.clock = clock
    self.cachesAnswers = cachesAnswers
    state.withLock {
      $0.answers = answers
      $0.holding = holding
    }
  }

  /// The book ids of every `picture` call so far, in order.
  public var pictureCalls: [String] { state.withLock { $0.pictureCalls } }
  /// How many `picture` calls have not answered yet.
  public var inFlight: Int { state.withLock { $0.inFlight } }
  /// The most `picture` calls that were waiting at the same time.
  public var maxInFlight: Int { state.withLock { $0.maxInFlight } }
  /// How many `cachedPicture` calls were made.
  public var cachedCalls: Int { state.withLock { $0.cachedCalls } }

  /// Sets the answer for `id`.
  public func setAnswer(_ answer: CoverOutcome<CoverPicture>, for id: String) {
    state.withLock { $0.answers[id] = answer }
  }

  /// Puts `answer` for `id` in the cache `cachedPicture` reads.
  public func remember(_ answer: CoverOutcome<CoverPicture>, for id: String) {
    state.withLock { $0.cached[id] = answer }
  }

  /// Lets every held `picture` call answer, and the later ones answer at once.
  public func release() {
    let held = state.withLock { state in
      state.holding = false
      defer { state.held = [] }
      return state.held
    }
    for continuation in held { continuation.resume() }
  }

  /// Lets the `count` oldest held `picture` calls answer; the others keep waiting.
  public func release(first count: Int) {
    let released = state.withLock { state in
      let first = Array(state.held.prefix(count))
      state.held.removeFirst(first.count)
      return first
    }
    for continuation in released { continuation.resume() }
  }

  /// How many `picture` calls are held by `holding`.
  public var heldCount: Int { state.withLock { $0.held.count } }

  /// Counts the call, waits (`delay`, `holding`), then answers the canned outcome;
  /// `.absent(.notDrawn)` for `.none`.
  public func picture(of book: Book, size: CellSize, graphics: TerminalGraphics) async
    -> CoverOutcome<CoverPicture>
  {
    state.withLock {
      $0.pictureCalls.append(book.id)
      $0.inFlight += 1
      $0.maxInFlight = max($0.maxInFlight, $0.inFlight)
    }
    defer { state.withLock { $0.inFlight -= 1 } }
    if let delay { try? await clock.sleep(for: delay) }
    await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
      let wait = state.withLock { state in
        if state.holding { state.held.append(continuation) }
        return state.holding
      }
      if !wait { continuation.resume() }
    }
    guard graphics != .none else { return .absent(.notDrawn) }
    let answer = state.withLock { state in
      let answer = state.answers[book.id] ?? fallback
      if cachesAnswers { state.cached[book.id] = answer }
      return answer
    }
    return answer
  }

  /// Always `.absent(.noCover)`.
  public func image(of book: Book) async -> CoverOutcome<CoverImage> { .absent(.noCover) }

  /// What `remember(_:for:)` (or `cachesAnswers`) stored for the book, or nil.
  public func cachedPicture(of book: Book, size: CellSize, graphics: TerminalGraphics)
    -> CoverOutcome<CoverPicture>?
  {
    state.withLock {
      $0.cachedCalls += 1
      return $0.cached[book.id]
    }
  }
}

/// Canned pictures for tests.
public enum SamplePictures {
  /// A `size` picture of `▀` cells, the top half red (`255,0,0`) over blue (`0,0,255`) in
  /// 24-bit colour, or with palette indexes 196 over 21 when `indexed`.
  public static func blocks(_ size: CellSize, indexed: Bool = false) -> CoverPicture {
    let top: CoverColor = indexed ? .indexed(196) : .rgb(255, 0, 0)
    let bottom: CoverColor = indexed ? .indexed(21) : .rgb(0, 0, 255)
    let cell = CoverCell(character: "▀", foreground: top, background: bottom)
    return CoverPicture(
      size: size, content: .cells(Array(repeating: cell, count: size.columns * size.rows)))
  }

  /// A `size` picture made of one escape sequence (a stand-in for kitty's `ESC _G…ESC \`).
  public static func escape(_ size: CellSize) -> CoverPicture {
    CoverPicture(size: size, content: .escapeSequence("\u{1B}_Gf=100,a=T;QUJD\u{1B}\\"))
  }
}
