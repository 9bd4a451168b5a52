import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfCLI

/// Row numbers are `(page − 1) × size + 1` onwards, with the size as the user typed it:
/// `--size 9223372036854775807 --page 2` must not overflow. (The canned total is an estimate,
/// so a page past it is still asked for.)
@Suite("bookshelf search: row numbers (in-process)")
struct SearchNumberingTests {
  @Test("a page size near Int.max numbers the rows without trapping")
  func hugePageSize() async {
    let run = await CLIRun.run(
      ["search", "--format", "table", "x", "--page", "2", "--size", "9223372036854775807"],
      providers: [CannedProvider(.kakao, books: sampleBooks, approximate: true)],
      environment: ["KAKAO_REST_API_KEY": "k"])
    #expect(run.status == 0)
    let rows = run.stdout.split(separator: "\n").dropFirst()
    #expect(rows.count == 2)
    #expect(rows.allSatisfy { $0.hasPrefix("9223372036854775807  ") })
  }

  @Test("ordinary pages number from (page − 1) × size + 1")
  func ordinary() async {
    let run = await CLIRun.run(
      ["search", "--format", "table", "x", "--page", "3", "--size", "10"],
      providers: [CannedProvider(.kakao, books: sampleBooks, approximate: true)],
      environment: ["KAKAO_REST_API_KEY": "k"])
    let rows = run.stdout.split(separator: "\n").dropFirst()
    #expect(rows.map { $0.prefix(4) } == ["21  ", "22  "])
  }
}
