import BookshelfCore
import BookshelfCovers

/// `--images auto|kitty|sixel|symbols|none` of `show` and `browse`: how covers are drawn.
enum ImagesChoice: String, CaseIterable, Sendable {
  case auto, kitty, sixel, symbols, none

  /// How to draw for a process with `environment` whose standard output is (or is not) a
  /// terminal. Nothing is ever drawn on a pipe or a file, whatever the choice (output for
  /// programs stays byte-identical); `TERM=dumb` draws nothing either. `auto` detects the
  /// terminal (`TerminalGraphics.detect`); `symbols` uses the colours the terminal has
  /// (24-bit, 256 or 16); with `NO_COLOR` set, symbols (colour text) are not drawn.
  func graphics(environment: [String: String], isTerminal: Bool) -> TerminalGraphics {
    guard isTerminal, environment["TERM"] != "dumb" else { return .none }
    let detected = TerminalGraphics.detect(environment: environment, isTerminal: isTerminal)
    let chosen: TerminalGraphics
    switch self {
    case .none: return .none
    case .auto: chosen = detected
    case .kitty: chosen = .kitty
    case .sixel: chosen = .sixel
    case .symbols:
      if case .symbols = detected {
        chosen = detected
      } else {
        chosen = .symbols(Self.symbolColors(environment: environment))
      }
    }
    if case .symbols = chosen, !(environment["NO_COLOR"] ?? "").isEmpty { return .none }
    return chosen
  }

  /// The colours of symbols from `COLORTERM` and `TERM` alone, when detection chose another
  /// protocol: 24-bit, else 256 (`*-256color`), else 16.
  static func symbolColors(environment: [String: String]) -> SymbolColors {
    let colorTerm = (environment["COLORTERM"] ?? "").lowercased()
    if colorTerm == "truecolor" || colorTerm == "24bit" { return .trueColor }
    if (environment["TERM"] ?? "").contains("256color") { return .palette256 }
    return .palette16
  }
}

extension CommonOptions {
  /// `--images MODE`: `auto` (default), `kitty`, `sixel`, `symbols` or `none`; anything else
  /// is `UsageError.unknownChoice(.images, …)` (exit 2).
  static let images = CommonOptions.choice(
    "--images", value: HelpWord(english: "MODE", korean: "방식"), kind: .images, of: ImagesChoice.self,
    listedInSynopsis: true)

  /// The graphics `--images` asks for in this process (`auto` when not given).
  /// - Throws: `UsageError.unknownChoice` for an unknown mode.
  static func graphics(_ arguments: ParsedArguments, process: ProcessContext) throws -> TerminalGraphics {
    let choice = try arguments.value(images) ?? .auto
    return choice.graphics(environment: process.environment, isTerminal: process.stdoutIsTerminal)
  }
}
