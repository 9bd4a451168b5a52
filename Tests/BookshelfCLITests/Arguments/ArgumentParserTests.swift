import BookshelfCore
import BookshelfPresentation
import Testing

@testable import BookshelfCLI

/// `ArgumentParser` over typed declarations: arity, repeated options, `--opt=value`, `--`,
/// and the usage errors (exit 2) it throws.
@Suite("ArgumentParser")
struct ArgumentParserTests {
  static let tag = Option<String, Never>("--tag", value: HelpWord("T"), repeated: true)
  static let note = Option<String, Never>("--note", value: HelpWord("TEXT"))
  static let output = Option<String, Never>("--output", short: "-o", value: HelpWord("FILE"))

  static let one = CommandSpec(
    name: "save", positional: Positional(name: HelpWord("<isbn|id>"), arity: .one),
    options: [
      OptionEntry(tag, .saveTag), OptionEntry(note, .note), OptionEntry(output, .output),
      OptionEntry(CommonOptions.json, .saveJSON), OptionEntry(CommonOptions.page, .page),
    ])
  static let many = CommandSpec(
    name: "search", positional: Positional(name: HelpWord("<query…>"), arity: .any),
    options: [OptionEntry(CommonOptions.json, .searchJSON), OptionEntry(CommonOptions.page, .page)])
  static let none = CommandSpec(name: "shelf", options: [OptionEntry(CommonOptions.json, .shelfJSON)])

  func parse(_ arguments: [String], _ spec: CommandSpec) throws(UsageError) -> ParsedArguments {
    try ArgumentParser.parse(arguments, spec: spec)
  }

  func failure(_ arguments: [String], _ spec: CommandSpec) -> UsageError? {
    do throws(UsageError) {
      _ = try parse(arguments, spec)
      return nil
    } catch {
      return error
    }
  }

  @Test("exactly one positional: missing and extra arguments are usage errors")
  func arityOne() throws {
    #expect(try parse(["9788996991342"], Self.one).argument == "9788996991342")
    #expect(failure([], Self.one) == .missingArgument(HelpWord("<isbn|id>"), command: "save"))
    #expect(failure(["a", "b"], Self.one) == .extraArgument("b", command: "save"))
  }

  @Test("no positional: any argument is extra; any number: all kept in order")
  func arityNoneAndAny() throws {
    #expect(failure(["x"], Self.none) == .extraArgument("x", command: "shelf"))
    #expect(try parse(["미움받을", "용기", "--json"], Self.many).positionals == ["미움받을", "용기"])
    #expect(try parse([], Self.many).positionals == [])
  }

  @Test("a repeated option keeps every value; a single one keeps the last")
  func repeated() throws {
    let parsed = try parse(["x", "--tag", "a", "--note", "first", "--tag=b", "--note", "second"], Self.one)
    #expect(parsed.values(Self.tag) == ["a", "b"])
    #expect(parsed.value(Self.note) == "second")
    #expect(parsed.value(Self.output) == nil)
    #expect(parsed.values(Self.output) == [])
  }

  @Test("--opt=value, an empty inline value, and a short alias")
  func inlineValues() throws {
    let parsed = try parse(["x", "--note=a=b", "-o", "out.csv", "--json"], Self.one)
    #expect(parsed.value(Self.note) == "a=b")
    #expect(parsed.value(Self.output) == "out.csv")
    #expect(parsed.isSet(CommonOptions.json))
    #expect(try parse(["x", "--note="], Self.one).value(Self.note) == "")
    #expect(!(try parse(["x"], Self.one).isSet(CommonOptions.json)))
  }

  @Test("-- ends the options; - and negative numbers are positionals")
  func endOfOptions() throws {
    #expect(try parse(["--", "--json", "-x"], Self.many).positionals == ["--json", "-x"])
    #expect(!(try parse(["--", "--json"], Self.many).isSet(CommonOptions.json)))
    #expect(try parse(["-"], Self.one).argument == "-")
    #expect(try parse(["-5", "apples"], Self.many).positionals == ["-5", "apples"])
    // A value that looks like an option is still the option's value.
    #expect(try parse(["x", "--note", "--json"], Self.one).value(Self.note) == "--json")
  }

  @Test("an unknown option, a missing value, a value given to a flag")
  func optionErrors() {
    #expect(failure(["--bogus"], Self.many) == .unknownOption("--bogus", command: "search"))
    #expect(failure(["-q"], Self.many) == .unknownOption("-q", command: "search"))
    #expect(failure(["x", "--page"], Self.many) == .missingValue(option: "--page", command: "search"))
    // The option is named as typed: `-o`, not `--output`.
    #expect(failure(["x", "-o"], Self.one) == .missingValue(option: "-o", command: "save"))
    #expect(failure(["x", "--output"], Self.one) == .missingValue(option: "--output", command: "save"))
    #expect(
      failure(["--json=yes"], Self.many)
        == .unexpectedValue(option: "--json", value: "yes", command: "search"))
  }

  @Test("numbers: digits, an optional leading -, spaces around; words, fractions, inner spaces, + fail")
  func numbers() throws {
    #expect(try parse(["--page", "3"], Self.many).value(CommonOptions.page) == 3)
    #expect(try parse(["--page=-1"], Self.many).value(CommonOptions.page) == -1)
    #expect(try parse(["--page", " 3 "], Self.many).value(CommonOptions.page) == 3)
    #expect(try parse(["--page", "2\t"], Self.many).value(CommonOptions.page) == 2)
    for bad in ["two", "1.5", "", " ", "1 000", "- 2", "+2", "-", "٣", "1_000"] {
      let parsed = try parse(["--page", bad], Self.many)
      #expect(throws: UsageError.invalidNumber(option: "--page", value: bad, command: "search")) {
        try parsed.value(CommonOptions.page)
      }
    }
  }

  @Test("a page too large for a number is out of range, not \"not a whole number\"")
  func pageOverflow() throws {
    for huge in ["99999999999999999999", "-99999999999999999999"] {
      let parsed = try parse(["--page", huge], Self.many)
      #expect(throws: BookshelfError.invalidPage(huge)) { try parsed.value(CommonOptions.page) }
    }
    // Providers clamp the size to their maximum: too large for `Int` asks for the largest page.
    #expect(
      try parse(["--size", "99999999999999999999"], SearchCommand.spec).value(CommonOptions.size) == Int.max)
  }

  @Test("a group picks its subcommand by the first positional, wherever the options are")
  func subcommands() throws {
    let spec = CatalogCommand.spec
    let stats = try parse(["--json", "stats"], spec)
    #expect(stats.subcommand == "stats")
    #expect(stats.command == "catalog stats")
    #expect(stats.isSet(CommonOptions.json))
    let imported = try parse(["--format", "goodbooks", "import", "books.csv"], spec)
    #expect(imported.subcommand == "import")
    #expect(imported.argument == "books.csv")
    #expect(try imported.value(CatalogCommand.format) == .goodbooks)
    #expect(failure([], spec) == .missingArgument(HelpWord("import|stats"), command: "catalog"))
    #expect(
      failure(["export"], spec)
        == .unknownSubcommand("export", command: "catalog", choices: ["import", "stats"]))
    #expect(failure(["import"], spec) == .missingArgument(ShelfOptions.file.name, command: "catalog import"))
    #expect(
      failure(["stats", "--format", "csv"], spec) == .unknownOption("--format", command: "catalog stats"))
  }

  @Test("choices: any letter case; an unknown one lists them")
  func choices() throws {
    let parsed = try parse(["--format", " CSV "], ExportCommand.spec)
    #expect(try parsed.value(ShelfOptions.format) == .csv)
    let bad = try parse(["--format", "xml"], ExportCommand.spec)
    #expect(
      throws: UsageError.unknownChoice(
        .format, value: "xml", choices: ["json", "csv", "goodreads"], command: "export")
    ) { try bad.value(ShelfOptions.format) }
  }
}

/// `UsageError`'s one line in each language, with its pointer to the help.
@Suite("UsageError text")
struct UsageErrorTextTests {
  @Test("English lines end with the command's help; values are clipped to 40 characters")
  func english() {
    #expect(
      UsageError.invalidNumber(option: "--page", value: "two", command: "search").text(in: .english)
        == "--page needs a whole number, not \"two\". See 'bookshelf search --help'.")
    #expect(
      UsageError.missingArgument(ShelfOptions.file.name, command: "catalog import").text(in: .english)
        == "catalog import needs <FILE>. See 'bookshelf catalog --help'.")
    #expect(
      UsageError.extraArgument("x", command: "save --json").text(in: .english)
        == "save --json does not take \"x\". See 'bookshelf save --help'.")
    #expect(
      UsageError.unknownCommand(String(repeating: "a", count: 50)).text(in: .english)
        == "Unknown command \"\(String(repeating: "a", count: 39))…\". See 'bookshelf --help'.")
    #expect(
      UsageError.needsTerminal.text(in: .english) == "bookshelf browse needs an interactive terminal.")
    #expect(
      UsageError.unknownSubcommand("frob", command: "catalog", choices: ["import", "stats"]).text(
        in: .english)
        == "Unknown catalog command \"frob\". Choose one of: import, stats. See 'bookshelf catalog --help'.")
    #expect(
      UsageError.unknownChoice(.sortOrder, value: "foo", choices: ["added", "title"], command: "shelf")
        .text(in: .english)
        == "Unknown sort order \"foo\". Choose one of: added, title. See 'bookshelf shelf --help'.")
  }

  @Test("Korean lines are Korean, with the argument names in Korean")
  func korean() {
    #expect(
      UsageError.missingArgument(ShelfOptions.file.name, command: "import").text(in: .korean)
        == "import 명령에는 <파일> 인자가 필요합니다. 'bookshelf import --help'를 보세요.")
    #expect(
      UsageError.unknownOption("--bogus", command: "search").text(in: .korean)
        == "search 명령에는 --bogus 옵션이 없습니다. 'bookshelf search --help'를 보세요.")
    #expect(
      UsageError.unknownCommand("serch").text(in: .korean)
        == "알 수 없는 명령 \"serch\"입니다. 혹시 search인가요? 'bookshelf --help'를 보세요.")
    #expect(
      UsageError.unknownSubcommand("frob", command: "catalog", choices: ["import", "stats"]).text(in: .korean)
        == "알 수 없는 catalog 명령 \"frob\"입니다. 다음 중 하나를 고르세요: import, stats. 'bookshelf catalog --help'를 보세요.")
  }

  @Test("every usage error is exit status 2")
  func exitStatus() {
    #expect(UsageError.needsTerminal.exitStatus == 2)
    #expect(UsageError.unknownCommand("x").exitStatus == 2)
  }
}
