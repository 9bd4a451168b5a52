import BookshelfCore
import BookshelfPlatform
import BookshelfPresentation
import CNCursesW
import Dispatch
import Foundation
import Observation
import Synchronization

/// `bookshelf browse`: the interactive terminal app.
public enum TerminalApp {
  /// Runs the app until `q`, Ctrl-C or a termination signal, and returns the exit status:
  /// 0 after `q`/Ctrl-C, 128 + the signal number after SIGTERM/SIGHUP/SIGQUIT/SIGINT, 1 when
  /// standard input or output is not a terminal (a localized line is written to stderr).
  ///
  /// The terminal is always given back as it was found (`endwin()`), whichever way the app ends.
  /// The screen is redrawn after every key and whenever the view models' state changes
  /// (checked every 16 ms); only changed rows are sent to the terminal. Every 100 ms (and on a
  /// tab switch) the shelf is checked for changes made by other programs (`bookshelf save` in
  /// another terminal), which are then shown without a restart.
  /// - Parameters:
  ///   - search: the search screen's view model (its provider is shown on the status line).
  ///   - shelf: the shelf shared by every screen; loaded here.
  ///   - makeDetail: builds the detail view model of a book.
  ///   - language: the language of every label.
  ///   - environment: the process environment (`NO_COLOR`).
  ///   - covers: the cover pipeline; nil shows no covers.
  ///   - graphics: how the user wants pictures (`--images`); any kind but `.none` draws
  ///     Unicode-block pictures in the 256-colour palette through ncurses when the terminal has
  ///     256 colours (and none otherwise: kitty and sixel pictures cannot live in an ncurses
  ///     screen).
  @MainActor
  public static func run(
    search: SearchViewModel, shelf: ShelfViewModel,
    makeDetail: @escaping @MainActor (Book) -> BookDetailViewModel, language: Language,
    environment: [String: String] = ProcessInfo.processInfo.environment,
    covers: (any CoverLoading)? = nil, graphics: TerminalGraphics = .none
  ) async -> Int32 {
    let controller = BrowseController(
      search: search, shelf: shelf, makeDetail: makeDetail, language: language)
    let signals = SignalWatch()
    let screen = CursesScreen()
    bookshelf_set_crash_handlers(1)  // a crash still calls endwin()
    defer {
      screen.stop()
      signals.restore()
      bookshelf_set_crash_handlers(0)
    }
    guard screen.start(environment: environment) else {
      FileHandle.standardError.write(
        Data(("bookshelf: " + BrowseText.needsTerminal.text(in: language) + "\n").utf8))
      return 1
    }
    if let covers, graphics != .none, screen.drawsCoverColors {
      controller.useCovers(CoverGallery(covers: covers, graphics: .symbols(.palette256)))
    }
    await controller.start()
    let status = await loop(controller, screen: screen, signals: signals)
    screen.stop()
    await controller.settle()
    await search.waitForPendingWrites()
    return status
  }

  /// Reads keys, applies them and redraws. A frame is rendered only after a key, a spinner tick
  /// (every 100 ms), a resize, or a change of any view-model property the last frame read
  /// (`withObservationTracking`); it is sent to the terminal only when it differs.
  @MainActor
  private static func loop(_ controller: BrowseController, screen: CursesScreen, signals: SignalWatch) async
    -> Int32
  {
    let clock = ContinuousClock()
    let changes = ChangeFlag()
    var lastTick = clock.now
    var shown: ScreenBuffer?
    var dirty = true
    while true {
      if let number = signals.received { return 128 + number }
      if screen.followResize() {
        shown = nil
        dirty = true
      }
      while let key = screen.readKey() {
        if key == .resize {
          screen.invalidate()
          shown = nil
        }
        dirty = true
        if controller.handle(key) == .quit { return 0 }
      }
      if lastTick.duration(to: clock.now) >= .milliseconds(100) {
        controller.tick()
        lastTick = clock.now
        dirty = true
      }
      if changes.take() { dirty = true }
      if dirty {
        dirty = false
        let size = screen.size
        let frame = withObservationTracking {
          controller.frame(width: size.width, height: size.height)
        } onChange: {
          changes.set()
        }
        if frame != shown {
          screen.draw(frame)
          shown = frame
        }
        controller.requestCovers()
      }
      await InputWait.wait(for: TerminalDevice.standardInput, milliseconds: 16)
    }
  }

  /// Set from any thread when an observed view-model property changes; read by the loop.
  private final class ChangeFlag: Sendable {
    private let value = Atomic<Bool>(false)
    func set() { value.store(true, ordering: .relaxed) }
    func take() -> Bool { value.exchange(false, ordering: .relaxed) }
  }
}
