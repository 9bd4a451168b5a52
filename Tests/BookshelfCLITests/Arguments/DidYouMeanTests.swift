import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfCLI

@Suite("Did you mean: misspelled commands, options, subcommands and choices")
struct DidYouMeanTests {
  @Test("an unknown command suggests the closest, in English and Korean")
  func command() async {
    let english = await CLIRun.run(["serch", "미움"], providers: [])
    #expect(english.status == 2)
    #expect(
      english.stderr
        == "bookshelf: error: Unknown command \"serch\". Did you mean search? See 'bookshelf --help'.\n")
    let korean = await CLIRun.run(["stat"], providers: [], environment: ["LANG": "ko_KR.UTF-8"])
    #expect(korean.stderr == "bookshelf: 오류: 알 수 없는 명령 \"stat\"입니다. 혹시 stats인가요? 'bookshelf --help'를 보세요.\n")
    let nothingClose = await CLIRun.run(["frobnicate"], providers: [])
    #expect(
      nothingClose.stderr == "bookshelf: error: Unknown command \"frobnicate\". See 'bookshelf --help'.\n")
  }

  @Test("an unknown option suggests the command's closest option")
  func option() async {
    let run = await CLIRun.run(["search", "--provder", "google", "x"], providers: [])
    #expect(run.status == 2)
    #expect(
      run.stderr
        == "bookshelf: error: Unknown option --provder for search. Did you mean --provider? See 'bookshelf search --help'.\n"
    )
    let korean = await CLIRun.run(["shelf", "--jsno"], providers: [], environment: ["LANG": "ko_KR.UTF-8"])
    #expect(
      korean.stderr
        == "bookshelf: 오류: shelf 명령에는 --jsno 옵션이 없습니다. 혹시 --json인가요? 'bookshelf shelf --help'를 보세요.\n")
    let sub = await CLIRun.run(["catalog", "import", "--formt", "csv", "f.csv"], providers: [])
    #expect(sub.stderr.contains("Did you mean --format?"))
  }

  @Test("a misspelled subcommand or choice suggests the closest")
  func subcommandAndChoice() async {
    let sub = await CLIRun.run(["catalog", "stast"], providers: [])
    #expect(
      sub.stderr.contains(
        "Unknown catalog command \"stast\". Choose one of: import, stats. Did you mean stats?"))
    let choice = await CLIRun.run(
      ["search", "--sort", "lastest", "x"], providers: [CannedProvider(.kakao, books: [])],
      environment: ["KAKAO_REST_API_KEY": "k"])
    #expect(choice.stderr.contains("Did you mean latest?"))
  }

  @Test("help TOPIC prints the command's page; help alone the overview; an unknown topic suggests")
  func helpTopics() async {
    let search = await CLIRun.run(["help", "search"], providers: [])
    #expect(search.status == 0)
    #expect(search.stdout == HelpPage.page(SearchCommand.spec, help: .search, in: .english) + "\n")
    let stats = await CLIRun.run(["help", "stats"], providers: [])
    #expect(stats.stdout.hasPrefix("Usage: bookshelf stats [--year YEAR] [--goal N] [--json]"))
    let overview = await CLIRun.run(["help"], providers: [])
    #expect(overview.stdout == BookshelfCommandLine.overview(in: .english) + "\n")
    #expect(overview.stdout.contains("  stats "))
    let unknown = await CLIRun.run(["help", "shefl"], providers: [])
    #expect(unknown.status == 2)
    #expect(
      unknown.stderr
        == "bookshelf: error: Unknown command \"shefl\". Did you mean shelf? See 'bookshelf --help'.\n")
  }
}
