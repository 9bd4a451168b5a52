import BookshelfCore
import Testing

@testable import BookshelfCLI

@Suite("--images: how covers are drawn")
struct ImagesOptionTests {
  static let terminal = ["TERM": "xterm-256color", "COLORTERM": "truecolor"]

  @Test("a pipe or a file draws nothing, whatever the choice; so does TERM=dumb")
  func notATerminal() {
    for choice in ImagesChoice.allCases {
      #expect(choice.graphics(environment: Self.terminal, isTerminal: false) == .none)
      #expect(choice.graphics(environment: ["TERM": "dumb"], isTerminal: true) == .none)
    }
  }

  @Test("kitty, sixel and none are taken as given; symbols are symbols in some colours")
  func explicit() {
    #expect(ImagesChoice.kitty.graphics(environment: Self.terminal, isTerminal: true) == .kitty)
    #expect(ImagesChoice.sixel.graphics(environment: Self.terminal, isTerminal: true) == .sixel)
    #expect(ImagesChoice.none.graphics(environment: Self.terminal, isTerminal: true) == .none)
    guard case .symbols = ImagesChoice.symbols.graphics(environment: Self.terminal, isTerminal: true) else {
      Issue.record("symbols gave no symbols")
      return
    }
  }

  @Test("NO_COLOR turns symbol pictures (colour text) off, not kitty's")
  func noColor() {
    var environment = Self.terminal
    environment["NO_COLOR"] = "1"
    #expect(ImagesChoice.symbols.graphics(environment: environment, isTerminal: true) == .none)
    #expect(ImagesChoice.kitty.graphics(environment: environment, isTerminal: true) == .kitty)
    environment["NO_COLOR"] = ""
    #expect(ImagesChoice.symbols.graphics(environment: environment, isTerminal: true) != .none)
  }

  @Test("the colours of symbols when detection chose a protocol: COLORTERM, then TERM")
  func symbolColors() {
    #expect(ImagesChoice.symbolColors(environment: ["COLORTERM": "truecolor"]) == .trueColor)
    #expect(ImagesChoice.symbolColors(environment: ["COLORTERM": "24bit"]) == .trueColor)
    #expect(ImagesChoice.symbolColors(environment: ["TERM": "screen-256color"]) == .palette256)
    #expect(ImagesChoice.symbolColors(environment: ["TERM": "xterm"]) == .palette16)
  }
}
