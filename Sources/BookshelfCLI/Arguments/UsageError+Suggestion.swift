import BookshelfCore

extension UsageError {
  /// The word the user probably meant, for "Did you mean …?": the closest command, option,
  /// subcommand or choice by `EditDistance.closest`; nil when none is close or the mistake
  /// is not a misspelled name.
  var suggestion: String? {
    switch self {
    case .unknownCommand(let name):
      EditDistance.closest(to: name, among: BookshelfCommandLine.all.map(\.spec.name) + ["help"])
    case .unknownLeadingOption(let option):
      EditDistance.closest(to: option, among: ["--help", "--version"])
    case .unknownOption(let option, let command):
      Self.spec(named: command).flatMap { spec in
        // A group's options are its subcommands' (the parser looks for the subcommand with them).
        let options = spec.options + spec.subcommands.flatMap(\.spec.options)
        return EditDistance.closest(to: option, among: options.map(\.declaration.name))
      }
    case .unknownChoice(_, let value, let choices, _): EditDistance.closest(to: value, among: choices)
    case .unknownSubcommand(let name, _, let choices): EditDistance.closest(to: name, among: choices)
    default: nil
    }
  }

  /// The specification of `command` as typed (`search`, `catalog import`), or nil.
  static func spec(named command: String) -> CommandSpec? {
    let words = command.split(separator: " ").map(String.init)
    guard let first = words.first, let spec = BookshelfCommandLine.commands[first]?.spec else { return nil }
    guard words.count > 1 else { return spec }
    return spec.subcommands.first { $0.spec.name == command }?.spec
  }
}
