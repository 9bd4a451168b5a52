import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfCLI

/// `show` in-process with a fake cover pipeline, its standard output a terminal (or not).
enum CoverRun {
  static func run(
    _ arguments: [String], covers: any CoverLoading, terminal: Bool = true, width: Int = 100,
    environment: [String: String] = [:], books: [Book] = sampleBooks
  ) async -> CLIRun {
    let out = BufferOutput()
    let err = BufferOutput()
    var env = ["HOME": "/nonexistent-home-for-tests", "TERM": "xterm-256color", "COLORTERM": "truecolor"]
    env.merge(environment) { $1 }
    let process = ProcessContext(
      environment: env, stdout: out, stderr: err, stdoutIsTerminal: terminal, terminalWidth: width)
    let provider = CannedProvider(.kakao, books: books)
    let commandLine = BookshelfCommandLine(process: process) {
      configuration, language throws(BookshelfError) in
      AppEnvironment(
        configuration: configuration, language: language,
        makeSearcher: { _ throws(BookshelfError) in provider },
        availableProviders: [.kakao], covers: covers)
    }
    let status = await commandLine.run(arguments)
    return CLIRun(status: status, stdout: out.text, stderr: err.text)
  }
}

@Suite("show with a cover (in-process)")
struct ShowCoverTests {
  static let isbn = "9788996991342"
  static let size = CellSize(columns: 20, rows: 12)
  static let esc = "\u{1B}"

  /// The lines with every escape sequence removed.
  static func plain(_ text: String) -> [String] {
    let stripped = text.replacingOccurrences(
      of: "\u{1B}\\[[0-9;]*[A-Za-z]", with: "", options: .regularExpression)
    return stripped.components(separatedBy: "\n")
  }

  @Test("a wide terminal: 24-bit block art beside the details, each art row reset at its end")
  func beside() async {
    let fake = FakeCoverLoading(answers: [Self.isbn: .found(SamplePictures.blocks(Self.size))])
    let run = await CoverRun.run(["show", Self.isbn], covers: fake, width: 100)
    #expect(run.status == 0)
    let lines = run.stdout.components(separatedBy: "\n")
    #expect(lines[0].hasPrefix("\(Self.esc)[38;2;255;0;0;48;2;0;0;255m▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀▀\(Self.esc)[0m  "))
    #expect(lines[0].hasSuffix("\(Self.esc)[1m미움받을 용기\(Self.esc)[0m"))
    for line in lines.prefix(12) { #expect(line.contains("▀\(Self.esc)[0m")) }
    let plain = Self.plain(run.stdout)
    #expect(plain[1] == String(repeating: "▀", count: 20))
    #expect(plain[2].hasPrefix(String(repeating: "▀", count: 20) + "  Authors "))
    #expect(plain[2].hasSuffix("기시미 이치로, 고가 후미타케"))
    // After the picture the details keep their column.
    #expect(plain.contains { $0.hasPrefix(String(repeating: " ", count: 22) + "아들러 심리학에 관한 책.") })
    #expect(fake.pictureCalls == [Self.isbn])
  }

  @Test("a narrow terminal: the picture above the details, which use the whole width")
  func above() async {
    let fake = FakeCoverLoading(
      answers: [Self.isbn: .found(SamplePictures.blocks(Self.size, indexed: true))])
    let run = await CoverRun.run(["show", Self.isbn], covers: fake, width: 50)
    let lines = run.stdout.components(separatedBy: "\n")
    #expect(
      lines[0] == "\(Self.esc)[38;5;196;48;5;21m" + String(repeating: "▀", count: 20) + "\(Self.esc)[0m")
    #expect(lines[11] == lines[0])
    #expect(lines[12] == "")
    #expect(lines[13] == "\(Self.esc)[1m미움받을 용기\(Self.esc)[0m")
  }

  @Test("no cover: a dim frame saying so, in the user's language; never a picture")
  func placeholder() async {
    let fake = FakeCoverLoading(answers: [Self.isbn: .absent(.notFound(status: 404))])
    let run = await CoverRun.run(["show", Self.isbn], covers: fake, width: 100)
    let plain = Self.plain(run.stdout)
    #expect(plain[0].hasPrefix("┌" + String(repeating: "─", count: 18) + "┐  미움받을 용기"))
    #expect(plain[5].hasPrefix("│     no cover     │"))
    #expect(plain[11].hasPrefix("└" + String(repeating: "─", count: 18) + "┘"))
    #expect(run.stdout.hasPrefix("\(Self.esc)[2m┌"))
    let korean = await CoverRun.run(
      ["show", Self.isbn], covers: fake, width: 100, environment: ["LANG": "ko_KR.UTF-8"])
    #expect(Self.plain(korean.stdout)[5].hasPrefix("│    표지 없음     │"))
  }

  @Test("a graphics-protocol picture: room made, cursor saved, picture, cursor restored, details moved right")
  func escapeSequence() async {
    let fake = FakeCoverLoading(answers: [Self.isbn: .found(SamplePictures.escape(Self.size))])
    let run = await CoverRun.run(
      ["show", Self.isbn, "--images", "kitty"], covers: fake, width: 100)
    let expectedStart =
      String(repeating: "\n", count: 12)
      + "\(Self.esc)[12A\(Self.esc)7\(Self.esc)_Gf=100,a=T;QUJD\(Self.esc)\\\(Self.esc)8"
      + "\(Self.esc)[22C\(Self.esc)[1m미움받을 용기"
    #expect(run.stdout.hasPrefix(expectedStart))
  }

  @Test("--images none, a pipe, NO_COLOR with symbols and --json print exactly what show printed before")
  func unchanged() async throws {
    let fake = FakeCoverLoading(fallback: .found(SamplePictures.blocks(Self.size)))
    let before = await CoverRun.run(["show", Self.isbn], covers: NoCovers(), terminal: true)
    #expect(!before.stdout.contains("▀"))
    let none = await CoverRun.run(["show", Self.isbn, "--images", "none"], covers: fake)
    #expect(none.stdout == before.stdout)
    let pipeBefore = await CoverRun.run(["show", Self.isbn], covers: NoCovers(), terminal: false)
    for mode in ["auto", "symbols", "kitty", "sixel"] {
      let pipe = await CoverRun.run(["show", Self.isbn, "--images", mode], covers: fake, terminal: false)
      #expect(pipe.stdout == pipeBefore.stdout)
    }
    let noColor = await CoverRun.run(
      ["show", Self.isbn, "--images", "symbols"], covers: fake, environment: ["NO_COLOR": "1"])
    #expect(!noColor.stdout.contains("▀"))
    let jsonBefore = await CoverRun.run(["show", Self.isbn, "--json"], covers: NoCovers())
    let json = await CoverRun.run(["show", Self.isbn, "--json"], covers: fake)
    #expect(json.stdout == jsonBefore.stdout)
    #expect(json.stdout.hasPrefix("{"))
    #expect(fake.pictureCalls.isEmpty)
  }

  @Test("a cover that does not come within the time limit: the placeholder, without waiting for it")
  func boundedWait() async {
    // The pipeline never answers (held until the end); the time limit is 0.2 s of real time.
    let fake = FakeCoverLoading(
      answers: [Self.isbn: .found(SamplePictures.blocks(Self.size))], holding: true)
    let result = await CoverRun.run(
      ["show", Self.isbn], covers: fake, width: 100, environment: ["BOOKSHELF_TIMEOUT": "0.2"])
    #expect(result.status == 0)
    #expect(Self.plain(result.stdout)[5].hasPrefix("│     no cover     │"))
    #expect(fake.pictureCalls == [Self.isbn])
    // show answered while the pipeline's call was still waiting.
    #expect(fake.heldCount == 1)
    fake.release()
  }

  @Test("an unknown --images value is a usage error in the user's language (exit 2)")
  func unknownMode() async {
    let run = await CoverRun.run(["show", Self.isbn, "--images", "ascii"], covers: NoCovers())
    #expect(run.status == 2)
    #expect(
      run.stderr
        == "bookshelf: error: Unknown image mode \"ascii\". Choose one of: auto, kitty, sixel, symbols, none. See 'bookshelf show --help'.\n"
    )
    let korean = await CoverRun.run(
      ["browse", "--images", "ascii"], covers: NoCovers(), environment: ["LANG": "ko_KR.UTF-8"])
    #expect(korean.status == 2)
    #expect(
      korean.stderr.contains("알 수 없는 그림 방식 \"ascii\"입니다. 다음 중 하나를 고르세요: auto, kitty, sixel, symbols, none."))
  }
}
