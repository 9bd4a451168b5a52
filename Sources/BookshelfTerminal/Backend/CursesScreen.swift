import BookshelfPlatform
import CNCursesW
import Foundation

/// The ncursesw backend: takes over the terminal, copies `ScreenBuffer`s to it and reads keys.
///
/// Only this type calls ncurses. `start` switches to raw mode (Ctrl-C arrives as a key),
/// the alternate screen and keypad mode; `stop` (idempotent, also on deinit) calls `endwin()`,
/// which gives the terminal back exactly as it was found. Colours are used only when the
/// terminal has them (`has_colors()`) and `NO_COLOR` is unset; otherwise styles map to
/// bold/dim/reverse/underline only.
@MainActor
public final class CursesScreen {
  private var window: UnsafeMutablePointer<WINDOW>?
  private var screen: OpaquePointer?
  private var useColor = false
  private var colorCount = 0
  private var coverPairs = CoverColorPairs(capacity: 0)
  private var pairsOverflowed = false
  private var previous: ScreenBuffer?
  private var outputDescriptor: Int32?

  /// True between `start` and `stop`.
  public var isActive: Bool { window != nil }

  /// Creates an inactive backend.
  public init() {}

  /// Takes over the terminal.
  /// - Parameter environment: the process environment (`NO_COLOR`).
  /// - Returns: false when there is no terminal to take over (stdin/stdout not a TTY, or
  ///   `initscr` failed); the terminal is then untouched.
  public func start(environment: [String: String]) -> Bool {
    guard TerminalDevice.isTerminal(TerminalDevice.standardInput),
      TerminalDevice.isTerminal(TerminalDevice.standardOutput)
    else { return false }
    Self.useUTF8Locale()
    guard let screen = newterm_stdio() else { return false }
    outputDescriptor = 1
    return attach(screen, environment: environment)
  }

  /// Takes over another terminal, e.g. a pseudo-terminal in a benchmark.
  /// - Parameters:
  ///   - type: the terminfo name, e.g. `xterm-256color`.
  ///   - output, input: the terminal's streams (`fdopen` of its descriptor).
  ///   - environment: as for `start(environment:)`.
  /// - Returns: false when ncurses cannot use the terminal.
  public func start(
    type: String, output: UnsafeMutablePointer<FILE>, input: UnsafeMutablePointer<FILE>,
    environment: [String: String]
  ) -> Bool {
    Self.useUTF8Locale()
    guard let screen = newterm(type, output, input) else { return false }
    outputDescriptor = fileno(output)
    return attach(screen, environment: environment)
  }

  /// Takes the locale from the environment; when that fails (e.g. `ko_KR.UTF-8` is not
  /// installed) or is not UTF-8, uses `C.UTF-8` for characters, so Hangul is still read and
  /// written as wide characters.
  private static func useUTF8Locale() {
    if setlocale(LC_ALL, "") == nil { setlocale(LC_CTYPE, "") }
    let codeset = nl_langinfo(nl_item(CODESET)).map { String(cString: $0) } ?? ""
    if codeset.uppercased().replacingOccurrences(of: "-", with: "") != "UTF8" {
      setlocale(LC_CTYPE, "C.UTF-8")
    }
  }

  private func attach(_ screen: OpaquePointer, environment: [String: String]) -> Bool {
    set_term(screen)
    self.screen = screen
    guard let window = stdscr_window() else {
      endwin()
      delscreen(screen)
      self.screen = nil
      return false
    }
    self.window = window
    raw()
    noecho()
    nonl()
    keypad(window, true)
    set_escdelay(25)
    wtimeout(window, 0)
    useColor = has_colors() && (environment["NO_COLOR"] ?? "").isEmpty
    if useColor {
      start_color()
      use_default_colors()
      init_pair(1, Int16(COLOR_YELLOW), -1)
      init_pair(2, Int16(COLOR_RED), -1)
      init_pair(3, Int16(COLOR_GREEN), -1)
      colorCount = Int(bookshelf_colors())
      // Cover cells take pairs from 16 on, at most 1,024 (short pair numbers suffice).
      coverPairs = CoverColorPairs(capacity: max(0, min(1024, Int(bookshelf_color_pairs()) - 16)))
    }
    previous = nil
    return true
  }

  /// Gives the terminal back (`endwin`); safe to call more than once.
  public func stop() {
    guard window != nil else { return }
    endwin()
    if let screen { delscreen(screen) }
    window = nil
    screen = nil
  }

  /// Follows a terminal resize that ncurses has not noticed (SIGWINCH blocked or missed): asks
  /// the terminal for its size and resizes ncurses' screen when it differs. Returns true when
  /// it did.
  public func followResize() -> Bool {
    guard let window, let descriptor = outputDescriptor else { return false }
    guard let size = TerminalDevice.size(of: descriptor), size.rows > 0, size.columns > 0 else {
      return false
    }
    guard Int32(size.rows) != getmaxy(window) || Int32(size.columns) != getmaxx(window) else { return false }
    resize_term(Int32(size.rows), Int32(size.columns))
    invalidate()
    return true
  }

  /// True when cover pictures can be drawn: colours are on and the terminal has at least the
  /// 256-colour palette (24-bit colours are drawn with its nearest entries). Cells with colours
  /// are drawn as spaces otherwise.
  public var drawsCoverColors: Bool { useColor && colorCount >= 256 && coverPairs.capacity > 0 }

  /// The terminal's size now (columns, rows).
  public var size: (width: Int, height: Int) {
    guard let window else { return (80, 24) }
    return (Int(getmaxx(window)), Int(getmaxy(window)))
  }

  /// Copies `buffer` to the terminal: only the rows that changed since the last draw, then one
  /// refresh. A double-width character is written once, as one wide cell.
  public func draw(_ buffer: ScreenBuffer) {
    guard let window else { return }
    let full = previous == nil || previous?.width != buffer.width || previous?.height != buffer.height
    copy(buffer, full: full, into: window)
    if pairsOverflowed {
      // The picture pairs ran out: start the table again and repaint every row with it.
      coverPairs.reset()
      pairsOverflowed = false
      copy(buffer, full: true, into: window)
      pairsOverflowed = false
    }
    if let cursor = buffer.cursor {
      curs_set(1)
      wmove(window, Int32(cursor.row), Int32(cursor.column))
    } else {
      curs_set(0)
    }
    wrefresh(window)
    previous = buffer
  }

  /// Forgets what is on the screen, so the next `draw` repaints everything (after a resize).
  public func invalidate() {
    previous = nil
    if let window { clearok(window, true) }
  }

  /// Reads one key without waiting; nil when none is pending.
  public func readKey() -> Key? {
    guard let window else { return nil }
    var input: wint_t = 0
    let result = wget_wch(window, &input)
    if result == ERR { return nil }
    if result == KEY_CODE_YES { return CursesKeys.functionKey(Int32(bitPattern: input)) }
    return CursesKeys.character(UInt32(input))
  }

  // MARK: Helpers

  private func copy(_ buffer: ScreenBuffer, full: Bool, into window: UnsafeMutablePointer<WINDOW>) {
    if full { werase(window) }
    for row in 0..<buffer.height {
      if !full, let previous, rowEqual(previous, buffer, row) { continue }
      for column in 0..<buffer.width {
        let cell = buffer[row, column]
        if cell.width == 0 { continue }
        put(cell, row: row, column: column, in: window)
      }
    }
  }

  /// The pair of a cover cell's colours, defined at its first use; nil when there is no room
  /// left (then `pairsOverflowed`).
  private func coverPair(_ cell: Cell) -> Int16? {
    let foreground = PaletteIndex.of(cell.foreground)
    let background = PaletteIndex.of(cell.background)
    guard let (number, isNew) = coverPairs.pair(foreground: foreground, background: background) else {
      pairsOverflowed = true
      return nil
    }
    if isNew { init_extended_pair(number, foreground, background) }
    return Int16(truncatingIfNeeded: number)
  }

  private func rowEqual(_ a: ScreenBuffer, _ b: ScreenBuffer, _ row: Int) -> Bool {
    let start = row * b.width
    return a.cells[start..<(start + b.width)] == b.cells[start..<(start + b.width)]
  }

  private func put(_ cell: Cell, row: Int, column: Int, in window: UnsafeMutablePointer<WINDOW>) {
    var attributes: attr_t = 0
    var pair: Int16 = 0
    var cell = cell
    if cell.foreground != nil || cell.background != nil {
      if drawsCoverColors, let coverPair = coverPair(cell) {
        pair = coverPair
      } else {
        cell.character = " "
      }
    }
    let style = cell.style
    if style.contains(.bold) { attributes |= CursesAttributes.bold }
    if style.contains(.dim) { attributes |= CursesAttributes.dim }
    if style.contains(.reverse) { attributes |= CursesAttributes.reverse }
    if style.contains(.underline) { attributes |= CursesAttributes.underline }
    if useColor, pair == 0 {
      if style.contains(.error) {
        pair = 2
      } else if style.contains(.success) {
        pair = 3
      } else if style.contains(.accent) {
        pair = 1
      }
    } else if style.contains(.error) {
      attributes |= CursesAttributes.bold
    }
    var characters: [wchar_t] = cell.character.unicodeScalars.prefix(4).map { wchar_t(bitPattern: $0.value) }
    characters.append(0)
    var complex = cchar_t()
    setcchar(&complex, characters, attributes, pair, nil)
    mvwadd_wch(window, Int32(row), Int32(column), &complex)
  }
}
