import BookshelfTestSupport
import Foundation
import Testing

/// `bookshelf catalog import` of the National Library of Korea's JSON-LD, run as the real
/// binary: the format is guessed, offered in the help, searched, credited, and a file cut
/// short is refused naming its line, in English and Korean.
@Suite("bookshelf catalog import (NLK JSON-LD)")
struct CatalogNLKCommandTests {
  static let sample = "data/nlk/book_sample.json"

  @Test("the sample is guessed as nlk, found by a Hangul reading, and its license credited")
  func sampleImport() async throws {
    guard let url = SharedData.url(Self.sample) else {
      print(SharedData.skipMessage(for: Self.sample))
      return
    }
    let home = try BookshelfBinary.temporaryHome()
    let env = BookshelfBinary.environment(home: home)
    let run = try await BookshelfBinary.run(["catalog", "import", url.path], environment: env)
    #expect(run.status == 0)
    #expect(
      run.stdout.hasPrefix(
        "Imported 500 new, 0 updated, 0 unchanged, 0 skipped from book_sample.json (nlk) in "))
    let search = try await BookshelfBinary.run(["search", "--provider", "local", "왕전후"], environment: env)
    #expect(search.status == 0)
    #expect(search.stdout.contains("圖書館學論叢\t王振鵠\t臺灣學生書局\t1984"))
    let stats = try await BookshelfBinary.run(["catalog", "stats"], environment: env)
    #expect(stats.stdout.contains("KOGL Type 1 / CC0 1.0"))
  }

  @Test("the help offers the format; a file cut short exits 2 naming the line and record")
  func helpAndCutShort() async throws {
    let home = try BookshelfBinary.temporaryHome()
    let help = try await BookshelfBinary.run(
      ["catalog", "--help"], environment: BookshelfBinary.environment(home: home))
    #expect(help.stdout.contains("or nlk (National"))
    let file = home.appendingPathComponent("cut.json")
    try "{\"@graph\": [\n{\"@id\": \"nlk:C1\", \"title\": \"책\"},\n{\"@id\": \"nlk:C2\"".write(
      to: file, atomically: true, encoding: .utf8)
    let english = try await BookshelfBinary.run(
      ["catalog", "import", file.path, "--format", "nlk"],
      environment: BookshelfBinary.environment(home: home))
    #expect(english.status == 2)
    #expect(
      english.stderr.contains("line 3 could not be read: the file ends inside record 2 (was it cut short?)."))
    let korean = try await BookshelfBinary.run(
      ["catalog", "import", file.path, "--format", "nlk"],
      environment: BookshelfBinary.environment(home: home, ["LANG": "ko_KR.UTF-8"]))
    #expect(korean.status == 2)
    #expect(korean.stderr.contains("3번째 줄을 읽을 수 없습니다: 2번째 레코드에서 파일이 끝납니다(파일이 잘린 것 같습니다)."))
  }
}
