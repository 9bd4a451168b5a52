import BookshelfCore
import BookshelfPresentation

/// The options one command accepts.
struct CommandSpec: Sendable {
  enum Kind: Sendable { case flag, value, repeated }
  /// The command's name as typed (`search`, `catalog import`).
  let name: String
  /// Long option names with their kind (`--provider`: value, `--json`: flag, `--tag`: repeated).
  let options: [String: Kind]
  /// Short aliases (`-o` → `--output`).
  var aliases: [String: String] = [:]
}

/// The parsed command line of one command.
struct ParsedArguments: Sendable, Equatable {
  var positionals: [String] = []
  var values: [String: [String]] = [:]
  var flags: Set<String> = []

  /// The last value given for `option`, or nil.
  func value(_ option: String) -> String? { values[option]?.last }
  /// Every value given for a repeated `option`, in order.
  func all(_ option: String) -> [String] { values[option] ?? [] }
  func has(_ flag: String) -> Bool { flags.contains(flag) }
}

/// A small parser: `--name value`, `--name=value`, flags, repeated options, short aliases,
/// `--` to end options, and `-` as a positional (standard input).
enum ArgumentParser {
  /// - Throws: `BookshelfError.usage` with a localized one-line message naming the option.
  static func parse(
    _ arguments: [String], spec: CommandSpec, language: Language
  ) throws(BookshelfError) -> ParsedArguments {
    var parsed = ParsedArguments()
    var index = 0
    var optionsEnded = false
    while index < arguments.count {
      let argument = arguments[index]
      index += 1
      if optionsEnded || argument == "-" || !argument.hasPrefix("-") || isNegativeNumber(argument) {
        parsed.positionals.append(argument)
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
      name = spec.aliases[name] ?? name
      guard let kind = spec.options[name] else {
        throw usage(.usageUnknownOption, ["option": name, "command": spec.name], spec, language)
      }
      switch kind {
      case .flag:
        if inlineValue != nil {
          throw usage(.usageExtraArgument, ["command": name, "argument": inlineValue!], spec, language)
        }
        parsed.flags.insert(name)
      case .value, .repeated:
        let value: String
        if let inlineValue {
          value = inlineValue
        } else if index < arguments.count {
          value = arguments[index]
          index += 1
        } else {
          throw usage(.usageMissingValue, ["option": name], spec, language)
        }
        if kind == .value {
          parsed.values[name] = [value]
        } else {
          parsed.values[name, default: []].append(value)
        }
      }
    }
    return parsed
  }

  /// A whole number from `value`, or a usage error naming `option`.
  static func integer(
    _ value: String?, option: String, spec: CommandSpec, language: Language
  ) throws(BookshelfError) -> Int? {
    guard let value else { return nil }
    guard let number = Int(value.trimmingWhitespace()) else {
      throw usage(.usageInvalidNumber, ["option": option, "value": value], spec, language)
    }
    return number
  }

  /// A usage error: the message, then a pointer to the command's help.
  static func usage(
    _ key: MessageKey, _ arguments: [String: String], _ spec: CommandSpec, _ language: Language
  ) -> BookshelfError {
    let clipped = arguments.mapValues { $0.count > 40 ? String($0.prefix(39)) + "…" : $0 }
    let message = LocalizedMessage(key, clipped).text(in: language)
    return .usage(
      LocalizedMessage(.usageSeeHelp, ["message": message, "command": spec.name]).text(in: language))
  }

  private static func isNegativeNumber(_ text: String) -> Bool {
    text.count > 1 && text.dropFirst().allSatisfy { $0.isASCII && $0.isNumber }
  }
}
