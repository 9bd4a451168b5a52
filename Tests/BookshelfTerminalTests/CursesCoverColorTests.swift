import BookshelfCore
import BookshelfTerminal
import BookshelfTestSupport
import Foundation
import Synchronization
import Testing

#if canImport(Glibc)
  import Glibc
#endif

/// `CursesScreen` drawing picture cells to a pseudo-terminal: their palette colours as the
/// terminal's own SGR, or spaces when it has fewer than 256 colours or `NO_COLOR` is set.
@MainActor
@Suite("CursesScreen: picture cells on a pseudo-terminal", .serialized)
struct CursesCoverColorTests {
  /// The bytes ncurses writes for one frame holding a 4 × 2 picture and a word.
  static func bytes(term: String, environment: [String: String]) -> String? {
    var master: Int32 = -1
    var slave: Int32 = -1
    var size = winsize(ws_row: 5, ws_col: 20, ws_xpixel: 0, ws_ypixel: 0)
    guard openpty(&master, &slave, nil, nil, &size) == 0 else { return nil }
    let collected = Mutex<[UInt8]>([])
    let finished = DispatchSemaphore(value: 0)
    let reader = master
    Thread.detachNewThread {
      var chunk = [UInt8](repeating: 0, count: 65_536)
      while true {
        let n = read(reader, &chunk, chunk.count)
        if n <= 0 { break }
        collected.withLock { $0 += chunk[0..<n] }
      }
      finished.signal()
    }
    guard let output = fdopen(slave, "w"), let input = fdopen(dup(slave), "r") else { return nil }
    let screen = CursesScreen()
    guard screen.start(type: term, output: output, input: input, environment: environment) else {
      fclose(output)
      fclose(input)
      close(master)
      return nil
    }
    var buffer = ScreenBuffer(width: 20, height: 5)
    let picture = SamplePictures.blocks(CellSize(columns: 4, rows: 2), indexed: true)
    if case .cells(let cells) = picture.content {
      buffer.draw(cells: cells, size: picture.size, row: 1, column: 2)
    }
    buffer.write("word", row: 4, column: 0)
    screen.draw(buffer)
    screen.stop()
    fclose(output)
    fclose(input)
    _ = finished.wait(timeout: .now() + 2)
    close(master)
    return String(decoding: collected.withLock { $0 }, as: UTF8.self)
  }

  @Test("a 256-colour terminal gets the cells' palette colours and their block characters")
  func palette256() throws {
    let text = try #require(Self.bytes(term: "xterm-256color", environment: [:]))
    #expect(text.contains("38;5;196"), "\(text.debugDescription)")
    #expect(text.contains("48;5;21"), "\(text.debugDescription)")
    #expect(text.contains("▀▀▀▀"), "\(text.debugDescription)")
    #expect(text.contains("word"))
  }

  @Test("NO_COLOR, or a terminal with 8 colours: no art, the text still drawn")
  func noArt() throws {
    let noColor = try #require(Self.bytes(term: "xterm-256color", environment: ["NO_COLOR": "1"]))
    #expect(!noColor.contains("▀"), "\(noColor.debugDescription)")
    #expect(noColor.contains("word"))
    let eight = try #require(Self.bytes(term: "xterm", environment: [:]))
    #expect(!eight.contains("▀"), "\(eight.debugDescription)")
    #expect(eight.contains("word"))
  }
}
