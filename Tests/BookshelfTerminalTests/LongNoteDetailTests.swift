import BookshelfCore
import BookshelfPresentation
import BookshelfTerminal
import BookshelfTestSupport
import Foundation
import Testing

/// A saved entry with a 10 MB note (stored before notes had a limit, or imported by hand):
/// the detail view wraps only what it shows, so a frame (one keystroke's redraw) stays fast
/// wherever the view is scrolled, and the note prompt shows the end of the text at once.
@MainActor
@Suite("browse: the detail view of a 10 MB note")
struct LongNoteDetailTests {
  static let note = String(repeating: "오늘 읽은 부분에 대한 긴 메모입니다. Notes on the chapter. ", count: 150_000)

  /// Milliseconds of CPU time of the slowest of `frames` frames after each `key` (the thread's
  /// own time: a wall clock also counts waits for a core, 300 ms in a loaded CI run).
  func slowestFrame(_ app: AppHarness, keys: [Key], frames: Int = 2) -> Double {
    var slowest = Duration.zero
    for key in keys {
      app.press(key)
      for _ in 0..<frames {
        let elapsed = ThreadCPUTime.measure { _ = app.controller.frame(width: 100, height: 30) }
        slowest = max(slowest, elapsed)
      }
    }
    return Double(slowest.components.attoseconds) / 1e15 + Double(slowest.components.seconds) * 1000
  }

  @Test(
    "each frame of the detail view takes well under 100 ms, at the top, scrolled, past the end, in the note prompt"
  )
  func fastFrames() async throws {
    #expect(Self.note.utf8.count > 10_000_000)
    let entry = ShelfEntry(
      book: TerminalSamples.vegetarian, status: .reading, note: Self.note,
      addedAt: Date(timeIntervalSince1970: 1_700_000_000))
    let app = AppHarness(store: InMemoryShelfStore(entries: [entry]))
    await app.controller.start()
    app.press(.tab)
    await app.controller.settle()
    app.press(.enter)
    await app.controller.settle()
    let top = app.lines(width: 100, height: 30)
    #expect(top.contains { $0.contains("오늘 읽은 부분에 대한 긴 메모입니다.") }, "\(top)")

    let opening = slowestFrame(app, keys: [.home])
    let scrolling = slowestFrame(app, keys: [.down, .down, .pageDown, .pageDown, .up])
    for _ in 0..<5_000 { app.press(.pageDown) }  // far past the end, without drawing
    let farDown = slowestFrame(app, keys: [.pageDown, .up])
    let prompt = slowestFrame(app, keys: [.character("n"), .character("!")])
    #expect(opening < 100, "opening: \(opening) ms")
    #expect(scrolling < 100, "scrolling: \(scrolling) ms")
    #expect(farDown < 100, "far down: \(farDown) ms")
    #expect(prompt < 100, "note prompt: \(prompt) ms")
    let last = app.lines(width: 100, height: 30)
    #expect(last.contains { $0.contains("Notes on the chapter. !") }, "\(last)")
  }
}
