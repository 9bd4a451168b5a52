import BookshelfCore
import BookshelfPresentation

/// The `--help` pages, made from the commands' declarations (usage, options with their value
/// names and descriptions) and their `CommandHelp` words, in one language.
enum HelpPage {
  /// Lines are wrapped to this many columns (display width).
  static let width = 94
  /// The option descriptions start at most this many columns after the indent; a longer
  /// option label puts its description on the next line.
  static let optionColumnLimit = 15
  /// At most this many options are written out in the one-line usage; more are `[options]`.
  static let optionsInUsage = 3

  /// `bookshelf --help`: what Bookshelf is, every command with its one line, the keys.
  static func overview(_ commands: [(spec: CommandSpec, help: CommandHelp)], in language: Language) -> String
  {
    var lines = [HelpHeading.overviewIntro.text(in: language), ""]
    lines.append(
      "\(HelpHeading.usage.text(in: language)) bookshelf \(HelpHeading.commandPlaceholder.text(in: language)) "
        + HelpHeading.optionsPlaceholder.text(in: language))
    lines += ["", HelpHeading.commands.text(in: language)]
    for (spec, help) in commands {
      let name = [spec.name, spec.positional?.name.text(in: language)].compactMap { $0 }.joined(
        separator: " ")
      lines.append("  " + DisplayWidth.pad(name, to: 18) + "  " + help.content(in: language).line)
    }
    lines += ["", HelpHeading.overviewFooter.text(in: language)]
    return lines.joined(separator: "\n")
  }

  /// `bookshelf <command> --help`: the usage forms, the command's paragraph, a group's
  /// subcommands with their options, the options (with `--help`), the examples.
  static func page(_ spec: CommandSpec, help: CommandHelp, in language: Language) -> String {
    let content = help.content(in: language)
    var lines = usageLines(spec, more: content.moreUsage, in: language)
    if let about = content.about { lines += ["", about] }
    let helpEntry = OptionEntry(CommonOptions.help, .help)
    let column = optionColumn(
      spec.options + spec.subcommands.flatMap(\.spec.options) + [helpEntry], in: language)
    if !spec.subcommands.isEmpty { lines.append("") }
    for subcommand in spec.subcommands {
      lines += subcommandLines(subcommand, column: column, in: language)
    }
    lines += ["", HelpHeading.options.text(in: language)]
    lines += (spec.options + [helpEntry]).flatMap { optionLines($0, column: column, in: language) }
    if !help.examples.isEmpty {
      lines += ["", HelpHeading.examples.text(in: language)] + help.examples.map { "  " + $0 }
    }
    return lines.map { $0.trailingSpacesRemoved }.joined(separator: "\n")
  }

  /// `Usage: bookshelf …` (a group: one form per subcommand), more forms aligned under it.
  private static func usageLines(_ spec: CommandSpec, more: [String], in language: Language) -> [String] {
    let forms =
      (spec.subcommands.isEmpty
        ? [synopsis(spec, in: language)] : spec.subcommands.map { synopsis($0.spec, in: language) }) + more
    let prefix = HelpHeading.usage.text(in: language) + " "
    let indent = String(repeating: " ", count: DisplayWidth.of(prefix))
    return forms.enumerated().map { index, form in (index == 0 ? prefix : indent) + "bookshelf " + form }
  }

  /// Where option descriptions start: after the longest label and 3 spaces, at most
  /// `optionColumnLimit`.
  private static func optionColumn(_ entries: [OptionEntry], in language: Language) -> Int {
    let labels = entries.map { DisplayWidth.of($0.declaration.label(in: language)) }
    return min((labels.max() ?? 0) + 3, optionColumnLimit)
  }

  /// `import   adds the books of FILE; …` wrapped after the word, then its options.
  private static func subcommandLines(_ subcommand: Subcommand, column: Int, in language: Language)
    -> [String]
  {
    let wordColumn = 9
    let margin = String(repeating: " ", count: wordColumn)
    let description = DisplayWidth.wrap(subcommand.help.content(in: language).line, width: width - wordColumn)
    var lines = description.enumerated().map { index, line in
      (index == 0 ? DisplayWidth.pad(subcommand.word, to: wordColumn) : margin) + line
    }
    lines += subcommand.spec.options.flatMap { optionLines($0, column: column, in: language) }
    return lines
  }

  /// `search <query…> [options]`, `show <isbn|id> [--provider P] [--json]`.
  static func synopsis(_ spec: CommandSpec, in language: Language) -> String {
    var words = [spec.name]
    if let positional = spec.positional { words.append(positional.name.text(in: language)) }
    if spec.options.count > optionsInUsage {
      words.append(HelpHeading.optionsPlaceholder.text(in: language))
    } else {
      words += spec.options.map { $0.declaration.synopsis(in: language) }
    }
    return words.joined(separator: " ")
  }

  /// `  --page N       page number, …`, the description wrapped at `column`.
  private static func optionLines(_ entry: OptionEntry, column: Int, in language: Language) -> [String] {
    let label = entry.declaration.label(in: language)
    let margin = String(repeating: " ", count: 2 + column)
    let description = DisplayWidth.wrap(entry.help.text(in: language), width: width - 2 - column)
    var lines: [String]
    var rest = description[...]
    if DisplayWidth.of(label) + 2 <= column, let first = rest.first {
      lines = ["  " + DisplayWidth.pad(label, to: column) + first]
      rest = rest.dropFirst()
    } else {
      lines = ["  " + label]
    }
    lines += rest.map { margin + $0 }
    return lines
  }
}

extension String {
  /// The text without spaces at its end.
  fileprivate var trailingSpacesRemoved: String {
    var text = self
    while text.last == " " { text.removeLast() }
    return text
  }
}
