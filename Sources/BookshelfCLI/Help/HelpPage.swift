import BookshelfCore
import BookshelfPresentation

/// The `--help` pages, made from the commands' declarations (usage, options with their value
/// names and descriptions) and their `CommandHelp` words, in one language.
enum HelpPage {
  /// Lines are wrapped to this many columns (display width): a help page fits a classic
  /// 80-column terminal.
  static let width = 80
  /// The option descriptions start at most this many columns after the indent; a longer
  /// option label puts its description on the next line.
  static let optionColumnLimit = 15
  /// At most this many options are written out in the one-line usage; more are `[options]`.
  static let optionsInUsage = 3

  /// `bookshelf --help`: what Bookshelf is, every command with its one line, the keys.
  static func overview(_ commands: [(spec: CommandSpec, help: CommandHelp)], in language: Language) -> String
  {
    var lines = paragraphs(HelpHeading.overviewIntro.text(in: language)) + [""]
    lines.append(
      "\(HelpHeading.usage.text(in: language)) bookshelf \(HelpHeading.commandPlaceholder.text(in: language)) "
        + HelpHeading.optionsPlaceholder.text(in: language))
    lines += ["", HelpHeading.commands.text(in: language)]
    for (spec, help) in commands {
      let name = [spec.name, spec.positional?.name.text(in: language)].compactMap { $0 }.joined(
        separator: " ")
      lines.append("  " + DisplayWidth.pad(name, to: 18) + "  " + help.content(in: language).line)
    }
    lines += [""] + paragraphs(HelpHeading.overviewFooter.text(in: language))
    return lines.flatMap { fitted($0) }.joined(separator: "\n")
  }

  /// Prose rewrapped to `width`: a paragraph starts at the first line and at every line that
  /// opens with a label (`Keys:`, `키:`); the lines of one paragraph are joined first.
  static func paragraphs(_ text: String) -> [String] {
    var joined: [String] = []
    for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
      let opensLabel = line.split(separator: " ").first?.hasSuffix(":") == true
      if let last = joined.last, !last.isEmpty, !line.isEmpty, !opensLabel {
        joined[joined.count - 1] = last + " " + line
      } else {
        joined.append(String(line))
      }
    }
    return joined.flatMap { $0.isEmpty ? [""] : DisplayWidth.wrap($0, width: width) }
  }

  /// `bookshelf <command> --help`: the usage forms, the command's paragraph, a group's
  /// subcommands with their options, the options (with `--help`), the examples.
  static func page(_ spec: CommandSpec, help: CommandHelp, in language: Language) -> String {
    let content = help.content(in: language)
    var lines = usageLines(spec, more: content.moreUsage, in: language)
    if let about = content.about { lines += [""] + paragraphs(about) }
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
    return lines.flatMap { fitted($0) }.map { $0.trailingSpacesRemoved }.joined(separator: "\n")
  }

  /// `line` as it is when it fits `width`, else wrapped after words: the lines after the
  /// first start under the text of a two-column line (`  save <isbn|id>      save a book…`,
  /// an option and its description), four columns in for an example (`  bookshelf …`), else
  /// under the line's own indent.
  static func fitted(_ line: String) -> [String] {
    guard DisplayWidth.of(line) > width else { return [line] }
    let characters = Array(line)
    let lead = characters.prefix { $0 == " " }.count
    var textStart = lead
    var index = lead
    while index + 1 < characters.count {
      if characters[index] == " " && characters[index + 1] == " " {
        var next = index
        while next < characters.count && characters[next] == " " { next += 1 }
        textStart = next
        break
      }
      index += 1
    }
    var head = String(characters[..<textStart])
    if DisplayWidth.of(head) > width * 2 / 3 { (head, textStart) = (String(characters[..<lead]), lead) }
    // A command line (an example, a usage form) continues four columns after its `bookshelf`.
    var marginWidth = DisplayWidth.of(head)
    if textStart == lead, let command = line.range(of: "bookshelf "),
      case let offset = DisplayWidth.of(String(line[..<command.lowerBound])), offset <= 12
    {
      marginWidth = offset + 4
    }
    let text = String(characters[textStart...])
    guard let first = DisplayWidth.wrap(text, width: width - DisplayWidth.of(head), maxLines: 1).first,
      text.hasPrefix(first)
    else { return [line] }
    let remaining = text.dropFirst(first.count).drop { $0 == " " }
    let margin = String(repeating: " ", count: marginWidth)
    return [head + first]
      + DisplayWidth.wrap(String(remaining), width: width - marginWidth).map { margin + $0 }
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
