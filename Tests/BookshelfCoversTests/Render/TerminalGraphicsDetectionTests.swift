import BookshelfCore
import Testing

@testable import BookshelfCovers

@Suite("TerminalGraphics.detect: --images auto from the environment")
struct TerminalGraphicsDetectionTests {
  struct Case: CustomTestStringConvertible, Sendable {
    let environment: [String: String]
    let expected: TerminalGraphics
    var isTerminal = true
    var testDescription: String {
      environment.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }.joined(separator: " ")
        + (isTerminal ? "" : " (not a terminal)")
    }
  }

  static let cases: [Case] = [
    Case(environment: ["TERM": "xterm-kitty"], expected: .kitty),
    Case(environment: ["TERM": "xterm-256color", "KITTY_WINDOW_ID": "3"], expected: .kitty),
    Case(environment: ["TERM": "xterm-ghostty"], expected: .kitty),
    Case(environment: ["TERM": "xterm-256color", "TERM_PROGRAM": "iTerm.app"], expected: .iterm2),
    Case(environment: ["TERM": "xterm-256color", "TERM_PROGRAM": "WezTerm"], expected: .iterm2),
    Case(environment: ["TERM": "mlterm"], expected: .sixel),
    Case(environment: ["TERM": "foot"], expected: .sixel),
    Case(environment: ["TERM": "xterm-256color", "KONSOLE_VERSION": "230401"], expected: .sixel),
    Case(environment: ["TERM": "xterm-sixel"], expected: .sixel),
    Case(
      environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"],
      expected: .symbols(.trueColor)),
    Case(environment: ["TERM": "xterm", "COLORTERM": "24bit"], expected: .symbols(.trueColor)),
    Case(environment: ["TERM": "xterm-direct"], expected: .symbols(.trueColor)),
    Case(environment: ["TERM": "xterm-256color"], expected: .symbols(.palette256)),
    Case(environment: ["TERM": "xterm"], expected: .symbols(.palette16)),
    Case(environment: ["TERM": "linux"], expected: .symbols(.palette16)),
    Case(environment: [:], expected: .symbols(.palette16)),
    // Multiplexers keep graphics from the terminal: symbols, even inside kitty.
    Case(
      environment: ["TERM": "tmux-256color", "TMUX": "/tmp/tmux-0/default,1,0", "KITTY_WINDOW_ID": "1"],
      expected: .symbols(.palette256)),
    Case(
      environment: ["TERM": "screen-256color", "COLORTERM": "truecolor", "TERM_PROGRAM": "iTerm.app"],
      expected: .symbols(.trueColor)),
    Case(environment: ["TERM": "screen", "STY": "1234.pts-0"], expected: .symbols(.palette16)),
    Case(environment: ["TERM": "dumb"], expected: .none),
    Case(environment: ["TERM": "xterm-kitty"], expected: .none, isTerminal: false),
    Case(
      environment: ["TERM": "xterm-256color", "COLORTERM": "truecolor"], expected: .none, isTerminal: false),
  ]

  @Test("each environment detects its graphics", arguments: cases)
  func detects(_ example: Case) {
    #expect(
      TerminalGraphics.detect(environment: example.environment, isTerminal: example.isTerminal)
        == example.expected)
  }

  @Test("a hostile environment (huge values, NUL bytes, '=' in names) still detects")
  func hostileEnvironment() {
    var environment = ["TERM": "xterm-256color", "BAD=NAME": "x", "NUL": "a\u{0}b"]
    for index in 0..<3000 { environment["VAR\(index)"] = String(repeating: "v", count: 5000) }
    #expect(TerminalGraphics.detect(environment: environment, isTerminal: true) == .symbols(.palette256))
  }
}
