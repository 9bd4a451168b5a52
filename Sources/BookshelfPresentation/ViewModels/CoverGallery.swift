import BookshelfCore
import Observation

/// The covers of the books a screen shows, loaded in the background: at most `concurrency`
/// (4) at a time, the books on screen first and then those about to scroll into view, each at
/// most once. Platform-neutral: the terminal app, an Apple app or the web server bind it alike.
///
/// A screen reads `cover(of:size:)` while it draws, which never waits and never starts work
/// (it answers from what has arrived, then the pipeline's `cachedPicture`); after the frame it
/// says what it shows with `want(visible:ahead:size:)`, which queues the books not known yet.
/// A new `want` replaces the queue, so a book scrolled away before its turn is never fetched
/// (a load already running finishes and is kept). A cover that is absent (no cover, 404, not an
/// image…) is remembered for the session and never asked for again; only `.unreachable` is
/// asked again, once `retryAfter` has passed on the injected clock and the book is wanted again.
/// Pictures are kept for the last `capacity` books (the pipeline's caches keep more).
@Observable
@MainActor
public final class CoverGallery {
  /// What to draw for one book's cover now.
  public enum Cover: Sendable, Hashable {
    /// Not arrived yet (queued, loading, or not asked for yet): a placeholder.
    case loading
    /// The picture.
    case picture(CoverPicture)
    /// No picture, and why: a placeholder.
    case absent(CoverAbsence)
  }

  /// How the screen draws pictures; `.none` makes `cover(of:size:)` nil and `want` a no-op.
  public let graphics: TerminalGraphics
  /// At most this many covers load at the same time.
  public let concurrency: Int

  private var pictures: [Key: CoverPicture] = [:]
  private var absences: [Key: CoverAbsence] = [:]
  @ObservationIgnored private var failedAt: [Key: Duration] = [:]
  @ObservationIgnored private var pictureOrder: [Key] = []
  @ObservationIgnored private var queue: [(key: Key, book: Book)] = []
  @ObservationIgnored private var running: Set<Key> = []
  @ObservationIgnored private var tasks: [Key: Task<Void, Never>] = [:]
  @ObservationIgnored private let covers: any CoverLoading
  @ObservationIgnored private let elapsed: @Sendable () -> Duration
  @ObservationIgnored private let retryAfter: Duration
  @ObservationIgnored private let capacity: Int

  /// A book's cover at one size: the id and cover URL of the book (two records of one id with
  /// different covers are two keys), and the size.
  private struct Key: Hashable {
    var id: String
    var url: String?
    var size: CellSize

    init(_ book: Book, _ size: CellSize) {
      id = book.id
      url = book.thumbnailURL?.absoluteString
      self.size = size
    }
  }

  /// - Parameters:
  ///   - covers: the cover pipeline.
  ///   - graphics: how the screen draws pictures.
  ///   - concurrency: loads at the same time (default 4, at least 1).
  ///   - clock: measures `retryAfter`.
  ///   - retryAfter: when an unreachable cover may be asked for again (default 60 s).
  ///   - capacity: pictures kept (default 256 books × sizes).
  public init(
    covers: any CoverLoading, graphics: TerminalGraphics, concurrency: Int = 4,
    clock: any Clock<Duration> = ContinuousClock(), retryAfter: Duration = .seconds(60), capacity: Int = 256
  ) {
    self.covers = covers
    self.graphics = graphics
    self.concurrency = max(1, concurrency)
    self.elapsed = Self.stopwatch(clock)
    self.retryAfter = retryAfter
    self.capacity = max(1, capacity)
  }

  private static func stopwatch<C: Clock>(_ clock: C) -> @Sendable () -> Duration
  where C.Duration == Duration {
    let start = clock.now
    return { start.duration(to: clock.now) }
  }

  /// True when pictures are drawn at all (`graphics` is not `.none`).
  public var isEnabled: Bool { graphics != .none }

  /// What to draw for `book`'s cover at `size` now, without waiting and without starting any
  /// work; nil when pictures are off.
  public func cover(of book: Book, size: CellSize) -> Cover? {
    guard isEnabled else { return nil }
    let key = Key(book, size)
    if let picture = pictures[key] { return .picture(picture) }
    if let absence = absences[key] { return .absent(absence) }
    switch covers.cachedPicture(of: book, size: size, graphics: graphics) {
    case .found(let picture): return .picture(picture)
    case .absent(let absence): return .absent(absence)
    case nil: return .loading
    }
  }

  /// The covers a screen shows (`visible`, loaded first, in order) and those about to scroll
  /// into view (`ahead`, prefetched after them), at `size`. Replaces what was queued before;
  /// starts loads up to `concurrency`.
  public func want(visible: [Book], ahead: [Book] = [], size: CellSize) {
    guard isEnabled else { return }
    var next: [(key: Key, book: Book)] = []
    var seen: Set<Key> = []
    for book in visible + ahead {
      let key = Key(book, size)
      guard seen.insert(key).inserted, !running.contains(key), pictures[key] == nil else { continue }
      if let absence = absences[key] {
        guard absence == .unreachable, let at = failedAt[key], elapsed() - at >= retryAfter else { continue }
      }
      switch covers.cachedPicture(of: book, size: size, graphics: graphics) {
      case .found(let picture): store(.found(picture), for: key)
      case .absent(let absence) where absence != .unreachable: store(.absent(absence), for: key)
      default: next.append((key, book))
      }
    }
    queue = next
    pump()
  }

  /// Covers loading now.
  public var loadingCount: Int { running.count }

  /// Covers waiting for a free slot.
  public var queuedCount: Int { queue.count }

  /// Waits until nothing is loading or queued (tests, benchmarks, the end of a session).
  public func settle() async {
    while let task = tasks.values.first { await task.value }
  }

  /// Forgets every picture kept here (memory pressure, or a screen that closed).
  public func clearPictures() {
    pictures = [:]
    pictureOrder = []
  }

  // MARK: Loading

  private func pump() {
    while running.count < concurrency, !queue.isEmpty {
      let (key, book) = queue.removeFirst()
      running.insert(key)
      let covers = covers
      let graphics = graphics
      tasks[key] = Task { @MainActor [weak self] in
        let outcome = await covers.picture(of: book, size: key.size, graphics: graphics)
        self?.finish(key, outcome)
      }
    }
  }

  private func finish(_ key: Key, _ outcome: CoverOutcome<CoverPicture>) {
    running.remove(key)
    tasks[key] = nil
    store(outcome, for: key)
    pump()
  }

  private func store(_ outcome: CoverOutcome<CoverPicture>, for key: Key) {
    switch outcome {
    case .found(let picture):
      absences[key] = nil
      failedAt[key] = nil
      pictures[key] = picture
      pictureOrder.append(key)
      if pictureOrder.count > capacity {
        let dropped = pictureOrder.removeFirst()
        if !pictureOrder.contains(dropped) { pictures[dropped] = nil }
      }
    case .absent(let absence):
      absences[key] = absence
      failedAt[key] = elapsed()
    }
  }
}
