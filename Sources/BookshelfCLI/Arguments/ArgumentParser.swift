import BookshelfCore
import BookshelfPresentation

/// The parsed command line of one command: the raw values by option, read through the typed
/// accessors (`value(_:)`, `values(_:)`, `isSet(_:)`) with the option's own converter.
struct ParsedArguments: Sendable, Equatable {
  /// The command as typed (`search`, `catalog import`), for usage errors.
  var command: String
  /// The subcommand's word of a group (`import`), else nil.
  var subcommand: String?
  var positionals: [String] = []
  private(set) var rawValues: [String: [String]] = [:]
  private(set) var flags: Set<String> = []

  init(command: String) { self.command = command }

  /// True when `flag` was given.
  func isSet(_ flag: Flag) -> Bool { flags.contains(flag.declaration.name) }

  /// The last value given for `option`, converted; nil when it was not given.
  /// - Throws: the converter's error (e.g. `UsageError.invalidNumber`).
  func value<Value, Failure>(_ option: Option<Value, Failure>) throws(Failure) -> Value? {
    guard let text = rawValues[option.declaration.name]?.last else { return nil }
    return try option.convert(text, OptionContext(option: option.declaration.name, command: command))
  }

  /// Every value given for a repeated `option`, in order, converted.
  /// - Throws: the converter's error for the first value it refuses.
  func values<Value, Failure>(_ option: Option<Value, Failure>) throws(Failure) -> [Value] {
    var converted: [Value] = []
    for text in rawValues[option.declaration.name] ?? [] {
      converted.append(
        try option.convert(text, OptionContext(option: option.declaration.name, command: command)))
    }
    return converted
  }

  /// The one positional argument of a command declared with `Positional.Arity.one` (checked by
  /// the parser); empty text otherwise.
  var argument: String { positionals.first ?? "" }

  mutating func record(_ value: String, for declaration: OptionDeclaration) {
    switch declaration.arity {
    case .flag: flags.insert(declaration.name)
    case .single: rawValues[declaration.name] = [value]
    case .repeated: rawValues[declaration.name, default: []].append(value)
    }
  }
}

/// A small parser over a `CommandSpec`: `--name value`, `--name=value`, flags, repeated
/// options, short aliases, `--` to end options, `-` and negative numbers as positionals; then
/// the positional arity; for a group, the subcommand named by the first positional.
enum ArgumentParser {
  /// - Throws: `UsageError` (exit 2): an unknown option, a missing value, a value given to a
  ///   flag, a missing or extra argument, an unknown subcommand.
  static func parse(_ arguments: [String], spec: CommandSpec) throws(UsageError) -> ParsedArguments {
    guard !spec.subcommands.isEmpty else { return try parseCommand(arguments, spec: spec) }
    let union = CommandSpec(name: spec.name, options: spec.subcommands.flatMap(\.spec.options))
    guard let index = try firstPositional(arguments, spec: union) else {
      throw .missingArgument(
        HelpWord(spec.subcommands.map(\.word).joined(separator: "|")), command: spec.name)
    }
    let word = arguments[index]
    guard let subcommand = spec.subcommands.first(where: { $0.word == word }) else {
      throw .unknownSubcommand(word, command: spec.name, choices: spec.subcommands.map(\.word))
    }
    var rest = arguments
    rest.remove(at: index)
    var parsed = try parseCommand(rest, spec: subcommand.spec)
    parsed.subcommand = word
    return parsed
  }

  private static func parseCommand(_ arguments: [String], spec: CommandSpec) throws(UsageError)
    -> ParsedArguments
  {
    var parsed = ParsedArguments(command: spec.name)
    try scan(arguments, spec: spec) { (declaration, value, _) throws(UsageError) in
      if let declaration {
        parsed.record(value, for: declaration)
      } else {
        parsed.positionals.append(value)
      }
    }
    try checkArity(parsed.positionals, spec: spec)
    return parsed
  }

  /// Calls `found` for each option (with its value; empty for a flag) and each positional
  /// (with a nil declaration, and its index in `arguments`), in order.
  private static func scan(
    _ arguments: [String], spec: CommandSpec,
    _ found: (OptionDeclaration?, String, Int) throws(UsageError) -> Void
  ) throws(UsageError) {
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") || isNegativeNumber(argument) {
        try found(nil, argument, index - 1)
        continue
      }
      if argument == "--" {
        optionsEnded = true
        continue
      }
      var name = argument
      var inlineValue: String?
      if let eq = argument.firstIndex(of: "="), argument.hasPrefix("--") {
        name = String(argument[..<eq])
        inlineValue = String(argument[argument.index(after: eq)...])
      }
      guard let declaration = spec.declaration(named: name) else {
        throw .unknownOption(name, command: spec.name)
      }
      switch declaration.arity {
      case .flag:
        if let inlineValue {
          throw .unexpectedValue(option: declaration.name, value: inlineValue, command: spec.name)
        }
        try found(declaration, "", index - 1)
      case .single, .repeated:
        if let inlineValue {
          try found(declaration, inlineValue, index - 1)
        } else if index < arguments.count {
          try found(declaration, arguments[index], index - 1)
          index += 1
        } else {
          throw .missingValue(option: name, command: spec.name)
        }
      }
    }
  }

  /// The index of the first positional argument, skipping options and their values.
  private static func firstPositional(_ arguments: [String], spec: CommandSpec) throws(UsageError)
    -> Int?
  {
    var first: Int?
    try scan(arguments, spec: spec) { (declaration, _, index) throws(UsageError) in
      if first == nil, declaration == nil { first = index }
    }
    return first
  }

  private static func checkArity(_ positionals: [String], spec: CommandSpec) throws(UsageError) {
    guard let positional = spec.positional else {
      if let extra = positionals.first { throw .extraArgument(extra, command: spec.name) }
      return
    }
    guard positional.arity == .one else { return }
    guard !positionals.isEmpty else { throw .missingArgument(positional.name, command: spec.name) }
    if positionals.count > 1 { throw .extraArgument(positionals[1], command: spec.name) }
  }

  private static func isNegativeNumber(_ text: String) -> Bool {
    text.count > 1 && text.dropFirst().allSatisfy { $0.isASCII && $0.isNumber }
  }
}
