import BookshelfCore
import BookshelfPresentation
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfCLI

/// `show` with a cover beside details longer than the room beside it: every line fits the
/// terminal and the picture's rows stay whole and in order.
@Suite("show with a cover: details fit beside the picture")
struct ShowCoverWidthTests {
  static let isbn = "9788996991342"
  static let size = CellSize(columns: 20, rows: 12)
  static let title = "미움받을 용기: 자유롭고 행복한 삶을 위한 아들러의 가르침, 개정판 특별 기념 양장본"
  static let link =
    "https://search.daum.net/search?w=bookpage&bookId=1467038&q=%EB%AF%B8%EC%9B%80%EB%B0%9B%EC%9D%84+%EC%9A%A9%EA%B8%B0"
  static let cover =
    "https://search1.kakaocdn.net/thumb/R120x174.q85/?fname=http%3A%2F%2Ft1.daumcdn.net%2Flbook%2Fimage%2F1467038%3Ftimestamp%3D20230708"

  static let book = Book(
    id: isbn, title: title,
    subtitle: "A very long English subtitle that does not fit beside a picture at all",
    authors: ["기시미 이치로", "고가 후미타케"], publisher: "인플루엔셜", isbn13: isbn,
    description: "아들러 심리학에 관한 책.", thumbnailURL: URL(string: cover), detailURL: URL(string: link),
    source: "kakao")

  static func run(_ picture: CoverOutcome<CoverPicture>, width: Int, arguments: [String] = [])
    async -> CLIRun
  {
    let fake = FakeCoverLoading(answers: [isbn: picture])
    return await CoverRun.run(["show", isbn] + arguments, covers: fake, width: width, books: [book])
  }

  @Test(
    "symbol art: no line wider than the terminal, all 12 rows in order, the URLs whole when joined",
    arguments: [66, 80, 100])
  func symbols(width: Int) async {
    let run = await Self.run(.found(SamplePictures.blocks(Self.size)), width: width)
    #expect(run.status == 0)
    let plain = ShowCoverTests.plain(run.stdout).dropLast()
    for line in plain { #expect(DisplayWidth.of(line) <= width, "\(line)") }
    let art = String(repeating: "▀", count: 20)
    for row in 0..<12 { #expect(plain[row].hasPrefix(art), "row \(row): \(plain[row])") }
    #expect(!plain.dropFirst(12).contains { $0.contains("▀") })
    // Continuation lines sit under the value column: the pieces joined give the URL back.
    let joined = plain.map { $0.dropFirst(22).trimmingCharacters(in: .whitespaces) }.joined()
    #expect(joined.contains(Self.link))
    #expect(joined.contains(Self.cover))
    #expect(
      joined.replacingOccurrences(of: " ", with: "").contains(
        Self.title.replacingOccurrences(of: " ", with: "")))
  }

  @Test("the placeholder frame: no line wider than the terminal, the frame whole", arguments: [66, 80, 100])
  func placeholder(width: Int) async {
    let run = await Self.run(.absent(.notFound(status: 404)), width: width)
    let plain = ShowCoverTests.plain(run.stdout).dropLast()
    for line in plain { #expect(DisplayWidth.of(line) <= width, "\(line)") }
    #expect(plain[0].hasPrefix("┌" + String(repeating: "─", count: 18) + "┐  "))
    for row in 1..<11 { #expect(plain[row].hasPrefix("│"), "row \(row): \(plain[row])") }
    #expect(plain[11].hasPrefix("└" + String(repeating: "─", count: 18) + "┘"))
  }

  @Test("kitty: every detail line moved right past the picture fits the width", arguments: [66, 80, 100])
  func escapeSequence(width: Int) async {
    let run = await Self.run(
      .found(SamplePictures.escape(Self.size)), width: width, arguments: ["--images", "kitty"])
    let move = "\u{1B}[22C"
    let lines = run.stdout.components(separatedBy: "\n").compactMap {
      $0.components(separatedBy: move).dropFirst().last
    }
    #expect(lines.count >= 12)
    for line in lines {
      let text = ShowCoverTests.plain(line)[0]
      #expect(22 + DisplayWidth.of(text) <= width, "\(text)")
    }
  }

  @Test("hostile text beside the picture: only the art's colours and our styles reach the terminal")
  func hostileTextBesideThePicture() async {
    var book = Self.book
    book.title = "Dune\u{1B}]0;pwned\u{07}\u{1B}[2J\u{202E}evil"
    book.authors = ["Frank\u{1B}[31m Herbert\u{9B}1m"]
    let fake = FakeCoverLoading(answers: [Self.isbn: .found(SamplePictures.blocks(Self.size))])
    let run = await CoverRun.run(["show", Self.isbn], covers: fake, width: 100, books: [book])
    #expect(run.status == 0)
    // Every escape left is an SGR (colour or style), and nothing of the title's sequences.
    let sequences = run.stdout.components(separatedBy: "\u{1B}").dropFirst()
    #expect(sequences.count >= 24)  // the art's colours are there
    for sequence in sequences {
      #expect(
        sequence.range(of: "^\\[[0-9;]*m", options: .regularExpression) != nil, "\(sequence.prefix(12))")
    }
    #expect(!run.stdout.contains("pwned"))
    #expect(!run.stdout.contains("\u{07}"))
    #expect(!run.stdout.contains("\u{9B}"))
    #expect(!run.stdout.contains("\u{202E}"))
    #expect(ShowCoverTests.plain(run.stdout)[0].contains("Dune"))
  }
}
