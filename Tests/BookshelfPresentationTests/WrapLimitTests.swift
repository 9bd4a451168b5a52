import BookshelfTestSupport
import Testing

@testable import BookshelfPresentation

/// `DisplayWidth.wrap` stops after `maxLines` lines and otherwise wraps exactly as before.
@Suite("Wrapping with a line limit")
struct WrapLimitTests {
  /// The implementation `wrap` had before it took a line limit, as the reference.
  static func reference(_ text: String, width: Int) -> [String] {
    guard width > 0 else { return [] }
    var lines: [String] = []
    for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
      var line = ""
      var lineWidth = 0
      for word in paragraph.split(separator: " ", omittingEmptySubsequences: true) {
        let wordWidth = DisplayWidth.of(word)
        let needed = lineWidth == 0 ? wordWidth : lineWidth + 1 + wordWidth
        if needed <= width {
          if lineWidth > 0 { line += " " }
          line += word
          lineWidth = needed
          continue
        }
        if lineWidth > 0 {
          lines.append(line)
          line = ""
          lineWidth = 0
        }
        for character in word {
          let w = DisplayWidth.of(character)
          if lineWidth + w > width {
            lines.append(line)
            line = ""
            lineWidth = 0
          }
          line.append(character)
          lineWidth += w
        }
      }
      lines.append(line)
    }
    while lines.last?.isEmpty == true { lines.removeLast() }
    return lines
  }

  static let pieces = [
    "a", "bb", "word", "longerword", " ", "  ", "\n", "\n\n", "한", "대한민국", "👍", "e\u{301}", "漢字",
    "Ｆｕｌｌ", "\u{1100}\u{1161}", "-", "supercalifragilistic",
  ]

  @Test("4,000 random texts at widths 1…12: the same lines as before; a limit gives the first lines")
  func equivalence() {
    var random = SeededGenerator(seed: 7)
    for _ in 0..<4_000 {
      let text = (0..<Int.random(in: 0...14, using: &random)).map { _ in
        Self.pieces.randomElement(using: &random)!
      }
      .joined()
      let width = Int.random(in: 1...12, using: &random)
      let full = DisplayWidth.wrap(text, width: width)
      #expect(full == Self.reference(text, width: width), "\(text.debugDescription) at \(width)")
      // Without trailing blanks, a limit gives exactly the first lines.
      var trimmed = text
      while trimmed.last == " " || trimmed.last == "\n" { trimmed.removeLast() }
      let all = DisplayWidth.wrap(trimmed, width: width)
      for limit in 0...(all.count + 1) {
        #expect(DisplayWidth.wrap(trimmed, width: width, maxLines: limit) == Array(all.prefix(limit)))
      }
    }
  }

  @Test("the first lines of a 10 MB text come back at once")
  func stopsEarly() {
    let text = String(repeating: "긴 메모 long note ", count: 600_000)
    var lines: [String] = []
    let elapsed = ThreadCPUTime.measure { lines = DisplayWidth.wrap(text, width: 60, maxLines: 30) }
    #expect(lines.count == 30)
    #expect(elapsed < .milliseconds(50), "\(elapsed)")
  }
}
