import BookshelfCore
import BookshelfPresentation

/// A placeholder shown in help and usage for a value or an argument, in each language
/// (`FILE` / `파일`, `<query…>` / `<검색어…>`).
struct HelpWord: Sendable, Hashable, Localizable {
  let english: String
  let korean: String

  /// The same word in both languages (`P`, `<isbn|id>`).
  init(_ both: String) {
    english = both
    korean = both
  }

  init(english: String, korean: String) {
    self.english = english
    self.korean = korean
  }

  func text(in language: Language) -> String {
    switch language {
    case .english: english
    case .korean: korean
    }
  }
}

/// How an option is written and how many values it takes: declared once (`CommonOptions`,
/// `ShelfOptions`, a command's own) and listed by every command that accepts it.
struct OptionDeclaration: Sendable, Hashable {
  /// A flag takes no value; a single option keeps its last value; a repeated one keeps all.
  enum Arity: Sendable, Hashable { case flag, single, repeated }

  /// The long name as typed (`--output`).
  let name: String
  /// A short alias (`-o`), if any.
  let short: String?
  let arity: Arity
  /// The value's placeholder in help (`FILE`); nil for a flag.
  let valueName: HelpWord?
  /// The value as the one-line usage shows it when it lists its choices (`json|csv|goodreads`);
  /// nil shows `valueName`.
  let synopsisValue: String?

  /// `--name VALUE` (`-o, --output FILE` with a short alias), as the option list shows it.
  func label(in language: Language) -> String {
    let names = short.map { "\($0), \(name)" } ?? name
    guard let valueName else { return names }
    return "\(names) \(valueName.text(in: language))"
  }

  /// `[--name VALUE]` (the short alias when there is one), as a one-line usage shows it.
  func synopsis(in language: Language) -> String {
    let written = short ?? name
    guard let valueName else { return "[\(written)]" }
    return "[\(written) \(synopsisValue ?? valueName.text(in: language))]"
  }
}

/// Where a value is read, for the usage errors of a converter.
struct OptionContext: Sendable {
  /// The option's long name (`--page`).
  let option: String
  /// The command as the user typed it (`search`, `catalog import`).
  let command: String
}

/// An option without a value (`--json`).
struct Flag: Sendable {
  let declaration: OptionDeclaration

  init(_ name: String, short: String? = nil) {
    declaration = OptionDeclaration(
      name: name, short: short, arity: .flag, valueName: nil, synopsisValue: nil)
  }
}

/// An option with a value of type `Value`, converted (and validated) by `convert` when the
/// command reads it, so errors come in the order the command reads its options.
struct Option<Value: Sendable, Failure: Error>: Sendable {
  let declaration: OptionDeclaration
  let convert: @Sendable (String, OptionContext) throws(Failure) -> Value

  /// - Parameters:
  ///   - repeated: every value is kept (`--tag a --tag b`); otherwise the last one.
  ///   - synopsis: the value as a one-line usage shows it (`json|csv|goodreads`).
  init(
    _ name: String, short: String? = nil, value: HelpWord, repeated: Bool = false,
    synopsis: String? = nil,
    convert: @escaping @Sendable (String, OptionContext) throws(Failure) -> Value
  ) {
    declaration = OptionDeclaration(
      name: name, short: short, arity: repeated ? .repeated : .single, valueName: value,
      synopsisValue: synopsis)
    self.convert = convert
  }
}

extension Option where Value == String, Failure == Never {
  /// An option whose value is the text as given.
  init(_ name: String, short: String? = nil, value: HelpWord, repeated: Bool = false) {
    self.init(name, short: short, value: value, repeated: repeated) { text, _ in text }
  }
}

extension Option where Value == Int {
  /// An option whose value is a whole number: ASCII digits, optionally after one `-` (no `+`),
  /// surrounding whitespace allowed as for a choice (`--page "2 "`: a quoting slip whose
  /// message would otherwise read `not "2"`). A value that is none is
  /// `UsageError.invalidNumber` (exit 2); a number too large for `Int` is given to
  /// `outOfRange`, which throws the error naming the allowed range or returns the number to use.
  static func integer(
    _ name: String, value: HelpWord, outOfRange: @escaping @Sendable (String) throws -> Int
  ) -> Self where Failure == any Error {
    Option(name, value: value) { (given, context) throws(any Error) in
      let text = given.trimmingWhitespace()
      let digits = text.hasPrefix("-") ? text.dropFirst() : text[...]
      guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else {
        throw UsageError.invalidNumber(option: context.option, value: given, command: context.command)
      }
      return try Int(text) ?? outOfRange(text)
    }
  }
}

/// The positional arguments a command takes.
struct Positional: Sendable {
  /// Exactly one (`show <isbn|id>`), or any number joined by the command (`search <query…>`).
  enum Arity: Sendable { case one, any }

  /// The placeholder in help and usage errors (`<isbn|id>`).
  let name: HelpWord
  let arity: Arity
}
