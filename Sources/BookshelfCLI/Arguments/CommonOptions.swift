import BookshelfCore
import BookshelfPresentation

/// The options several commands share, declared once.
enum CommonOptions {
  /// `--help`: the command's help page instead of running it (`-h` too; the router looks for
  /// it before parsing, so it works with any other arguments).
  static let help = Flag("--help", short: "-h")

  /// `--json`: print JSON instead of text (what it prints depends on the command).
  static let json = Flag("--json")

  /// `--offline`: no request at all, only the caches and the local catalog
  /// (`Configuration.offline`, as `BOOKSHELF_OFFLINE=1`); accepted by every command that may
  /// search or look up (`search`, `show`, `save`, `browse`). The router reads it.
  static let offline = Flag("--offline")

  /// `--provider P`: `kakao`, `aladin`, `google`, `openlibrary`, `naver`, `local` or `all`.
  /// An unknown name is `BookshelfError.unknownProvider` (exit 2).
  static let provider = Option("--provider", value: HelpWord("P")) {
    (text, _) throws(BookshelfError) -> ProviderChoice in try ProviderChoice.parse(text)
  }

  /// `--page N`: a page number (range checked by `BookQuery`; a number too large for `Int`
  /// is `BookshelfError.invalidPage` too, naming the range).
  static let page = Option.integer("--page", value: HelpWord("N")) { text in
    throw BookshelfError.invalidPage(text)
  }

  /// `--size N`: books per page (range checked by `BookQuery`; each provider clamps to its
  /// maximum, so a number too large for `Int` asks for the largest page).
  static let size = Option.integer("--size", value: HelpWord("N")) { text in
    guard !text.hasPrefix("-") else { throw BookshelfError.invalidPageSize(Int.min) }
    return Int.max
  }

  /// The value as one of `Choice`'s raw values (any letter case, surrounding whitespace
  /// allowed), else `UsageError.unknownChoice` listing them.
  static func choice<Choice: RawRepresentable & CaseIterable & Sendable>(
    _ name: String, value: HelpWord, kind: UsageError.ChoiceKind, of type: Choice.Type,
    listedInSynopsis: Bool = false
  ) -> Option<Choice, UsageError> where Choice.RawValue == String {
    let choices = Choice.allCases.map(\.rawValue)
    return Option(
      name, value: value, synopsis: listedInSynopsis ? choices.joined(separator: "|") : nil
    ) { (text, context) throws(UsageError) in
      guard let choice = Choice(rawValue: text.trimmingWhitespace().lowercased()) else {
        throw .unknownChoice(kind, value: text, choices: choices, command: context.command)
      }
      return choice
    }
  }
}
