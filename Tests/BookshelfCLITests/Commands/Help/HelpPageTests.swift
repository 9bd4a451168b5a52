import BookshelfCore
import BookshelfPresentation
import Testing

@testable import BookshelfCLI

/// The `--help` pages made from the declarations (`HelpPage`).
@Suite("HelpPage")
struct HelpPageTests {
  static let pages: [(spec: CommandSpec, help: CommandHelp)] = BookshelfCommandLine.all.map {
    ($0.spec, $0.help)
  }

  @Test("every declared option appears in its command's help, in both languages")
  func everyOption() {
    for (spec, help) in Self.pages {
      let options = spec.options + spec.subcommands.flatMap(\.spec.options)
      for language in [Language.english, .korean] {
        let page = HelpPage.page(spec, help: help, in: language)
        for entry in options {
          #expect(
            page.contains("  " + entry.declaration.label(in: language)), "\(spec.name) \(language)")
          let description = entry.help.text(in: language)
          let firstWords = description.split(separator: " ").prefix(2).joined(separator: " ")
          #expect(page.contains(firstWords), "\(spec.name) \(entry.declaration.name) \(language)")
        }
        #expect(page.contains("--help"))
      }
    }
  }

  @Test("every line fits in the help width; Korean pages use no English headings")
  func layout() {
    for (spec, help) in Self.pages {
      for language in [Language.english, .korean] {
        let page = HelpPage.page(spec, help: help, in: language)
        for line in page.split(separator: "\n") {
          #expect(DisplayWidth.of(line) <= HelpPage.width, "\(spec.name): \(line)")
        }
      }
      let korean = HelpPage.page(spec, help: help, in: .korean)
      for english in ["Usage:", "Options:", "Examples:", "this text", "[options]", "FILE"] {
        #expect(!korean.contains(english), "\(spec.name): \(english)")
      }
      #expect(korean.hasPrefix("사용법: bookshelf \(spec.subcommands.first?.spec.name ?? spec.name)"))
    }
  }

  @Test("the overview lists every command with its one line")
  func overview() {
    for language in [Language.english, .korean] {
      let text = BookshelfCommandLine.overview(in: language)
      for (spec, help) in Self.pages {
        #expect(text.contains("  \(spec.name)"))
        // A description longer than the line is wrapped: compare the words.
        let words = text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
        #expect(words.contains(help.content(in: language).line))
      }
    }
    #expect(BookshelfCommandLine.overview(in: .english).contains("  import <FILE>       add books"))
    #expect(BookshelfCommandLine.overview(in: .korean).contains("  import <파일>       JSON, CSV"))
  }

  @Test("search --help in English, exactly")
  func searchEnglish() {
    #expect(
      HelpPage.page(SearchCommand.spec, help: .search, in: .english) == """
        Usage: bookshelf search <query…> [options]

        Search for books by title, author, publisher or ISBN.

        Options:
          --provider P   kakao, aladin, google, openlibrary, naver, local, or all (every
                         available provider at once, merged by ISBN-13). Default: the
                         configured defaultProvider, else local when offline, else kakao
                         (key set), aladin (key set), openlibrary.
          --field F      title, author, publisher or isbn (default: all fields)
          --sort S       relevance (default) or latest
          --page N       page number, from 1 (default 1)
          --size N       books per page (default 10; each provider has a maximum)
          --json         print one JSON object: query, provider (local when the local
                         catalog answered instead of an unreachable provider), page,
                         pageSize, totalCount, totalCountIsApproximate, isEnd, books;
                         and cachedAt (ISO 8601) and stale when the response cache
                         answered
          --offline      no request at all: only the caches and the local catalog (as
                         BOOKSHELF_OFFLINE=1); a search the caches cannot answer is
                         answered from the local catalog
          --format F     table (the default on a terminal), tsv (the default in a pipe:
                         no header, one book per line, tab-separated: row, id, title,
                         authors, publisher, published date, rating, price, page), json
                         (as --json)
          --long         show each book's id in the table too (shown anyway when the
                         terminal is wide)
          -h, --help     this text

        Examples:
          bookshelf search 미움받을 용기
          bookshelf search --provider google --field author --sort latest --page 2
              "Ursula K. Le Guin"
          bookshelf search --provider all --json "해리 포터" | jq '.books[0]'
          bookshelf search hobbit && bookshelf save 2 --status reading
          bookshelf search --format tsv tolkien | cut -f 2,3
        """)
  }

  @Test("export --help in English: the choices in the usage, a long label on its own line")
  func exportEnglish() {
    #expect(
      HelpPage.page(ExportCommand.spec, help: .export, in: .english) == """
        Usage: bookshelf export [--format json|csv|goodreads] [-o FILE]

        Write your whole shelf to standard output or to FILE. FILE is written completely
        to a temporary file first and then renamed, so it is never half-written.

        Options:
          --format F     json (default; lossless), csv, or goodreads (Goodreads library
                         export)
          -o, --output FILE
                         write to FILE instead of standard output (- is standard output)
          -h, --help     this text
        """)
  }

  @Test("catalog --help: one usage line per subcommand, each with its options")
  func catalogGroup() {
    let page = HelpPage.page(CatalogCommand.spec, help: .catalog, in: .english)
    #expect(
      page.hasPrefix(
        "Usage: bookshelf catalog import <FILE> [--format F]\n       bookshelf catalog stats [--json]\n"))
    #expect(page.contains("\nimport   adds the books of FILE;"))
    #expect(page.contains("\nstats    number of books per source"))
    #expect(page.contains("\n  --json       print one JSON object: path, rows,"))
    let korean = HelpPage.page(CatalogCommand.spec, help: .catalog, in: .korean)
    #expect(
      korean.hasPrefix(
        "사용법: bookshelf catalog import <파일> [--format F]\n        bookshelf catalog stats [--json]\n"))
  }
}

/// `bookshelf <command> --help` prints the generated page, in the locale's language.
@Suite("bookshelf --help")
struct HelpCommandTests {
  @Test("every command's --help is its generated page, in English and Korean, exit 0")
  func everyCommand() async {
    for command in BookshelfCommandLine.all {
      for (language, locale) in [(Language.english, "C"), (.korean, "ko_KR.UTF-8")] {
        let run = await CLIRun.run(
          [command.spec.name, "--help"], providers: [], environment: ["LANG": locale])
        #expect(run.status == 0)
        #expect(run.stdout == HelpPage.page(command.spec, help: command.help, in: language) + "\n")
        #expect(run.stderr == "")
      }
    }
    let korean = await CLIRun.run(["import", "-h"], providers: [], environment: ["LANG": "ko_KR.UTF-8"])
    #expect(
      korean.stdout.hasPrefix(
        "사용법: bookshelf import <파일> [--format json|csv|goodreads] [--partial]\n"))
  }

  @Test("help <command> prints that command's page; help alone the overview; exit 0")
  func helpCommand() async {
    for (language, locale) in [(Language.english, "C"), (.korean, "ko_KR.UTF-8")] {
      let search = await CLIRun.run(["help", "search"], providers: [], environment: ["LANG": locale])
      #expect(search.status == 0)
      #expect(search.stdout == HelpPage.page(SearchCommand.spec, help: .search, in: language) + "\n")
      #expect(search.stderr == "")
      let overview = await CLIRun.run(["help"], providers: [], environment: ["LANG": locale])
      #expect(overview.stdout == BookshelfCommandLine.overview(in: language) + "\n")
    }
    #expect(BookshelfCommandLine.overview(in: .english).contains("bookshelf help <command>"))
    #expect(BookshelfCommandLine.overview(in: .korean).contains("bookshelf help <명령>"))
    let unknown = await CLIRun.run(["help", "nosuch"], providers: [])
    #expect(unknown.status == 2)
    #expect(unknown.stdout == "")
    #expect(unknown.stderr == "bookshelf: error: Unknown command \"nosuch\". See 'bookshelf --help'.\n")
  }

  @Test("a leading word that looks like an option is an unknown option, not an unknown command")
  func leadingUnknownOption() async {
    let english = await CLIRun.run(["--frob"], providers: [])
    #expect(english.status == 2)
    #expect(english.stderr == "bookshelf: error: Unknown option --frob. See 'bookshelf --help'.\n")
    let korean = await CLIRun.run(["-x"], providers: [], environment: ["LANG": "ko_KR.UTF-8"])
    #expect(korean.status == 2)
    #expect(korean.stderr.hasSuffix(": 알 수 없는 옵션 -x입니다. 'bookshelf --help'를 보세요.\n"))
  }

  @Test("no command: the overview on standard error, exit 2; --help: on standard output, exit 0")
  func overview() async {
    let none = await CLIRun.run([], providers: [])
    #expect(none.status == 2)
    #expect(none.stdout == "")
    #expect(none.stderr == BookshelfCommandLine.overview(in: .english) + "\n")
    let help = await CLIRun.run(["--help"], providers: [], environment: ["LANG": "ko_KR.UTF-8"])
    #expect(help.status == 0)
    #expect(help.stdout.hasPrefix("bookshelf — 카카오, 알라딘"))
    #expect(help.stdout.contains("\n사용법: bookshelf <명령> [옵션]\n"))
  }
}

/// How a help line longer than 80 columns is wrapped.
@Suite("HelpPage wrapping")
struct HelpPageWrappingTests {
  @Test("a line that fits is kept; a two-column line continues under its second column")
  func twoColumns() {
    #expect(HelpPage.fitted("  short  line") == ["  short  line"])
    let line = "  save <isbn|id>      save a book to your shelf (or --json - to read a Book from stdin)"
    #expect(
      HelpPage.fitted(line) == [
        "  save <isbn|id>      save a book to your shelf (or --json - to read a Book from",
        "                      stdin)",
      ])
  }

  @Test("a command line continues four columns after its bookshelf")
  func commandLines() {
    let usage = "Usage: bookshelf import <FILE> [--format json|csv|goodreads] [--partial] [--json]"
    #expect(
      HelpPage.fitted(usage) == [
        "Usage: bookshelf import <FILE> [--format json|csv|goodreads] [--partial]", "           [--json]",
      ])
    let example =
      "  bookshelf search --provider google --field author --sort latest --page 2 \"Ursula K. Le Guin\""
    #expect(HelpPage.fitted(example).last == "      \"Ursula K. Le Guin\"")
  }

  @Test("prose is rewrapped by paragraph; a line opening with a label starts a paragraph")
  func prose() {
    let text = "Options: --help\nKeys: A, B\nor the config file.\n\nNext"
    #expect(HelpPage.paragraphs(text) == ["Options: --help", "Keys: A, B or the config file.", "", "Next"])
    let korean = String(repeating: "가나다 ", count: 30)
    #expect(HelpPage.paragraphs(korean).allSatisfy { DisplayWidth.of($0) <= HelpPage.width })
  }
}
