import BookshelfCore
import BookshelfPresentation

/// One option as a command lists it: the shared declaration and what it means there.
struct OptionEntry: Sendable {
  let declaration: OptionDeclaration
  let help: OptionHelp

  init(_ flag: Flag, _ help: OptionHelp) {
    declaration = flag.declaration
    self.help = help
  }

  init<Value, Failure>(_ option: Option<Value, Failure>, _ help: OptionHelp) {
    declaration = option.declaration
    self.help = help
  }
}

/// What one command accepts: its positional arguments and options (or, for a group such as
/// `catalog`, its subcommands). The parser, the usage errors and the `--help` page are all
/// made from it.
struct CommandSpec: Sendable {
  /// The command as typed (`search`, `catalog import`).
  let name: String
  /// Nil: the command takes no positional argument.
  var positional: Positional?
  var options: [OptionEntry] = []
  /// The subcommands of a group (`catalog import`, `catalog stats`), chosen by the first
  /// positional argument; empty for a plain command.
  var subcommands: [Subcommand] = []

  /// The declaration named `name` (long or short), if the command accepts it.
  func declaration(named name: String) -> OptionDeclaration? {
    options.first { $0.declaration.name == name || $0.declaration.short == name }?.declaration
  }
}

/// A subcommand of a group: its specification and its help.
struct Subcommand: Sendable {
  let spec: CommandSpec
  let help: CommandHelp

  /// The word that picks it (`import` of `catalog import`).
  var word: String { String(spec.name.split(separator: " ").last ?? "") }
}
