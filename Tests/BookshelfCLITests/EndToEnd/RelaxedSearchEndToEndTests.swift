import BookshelfTestSupport
import Foundation
import Testing

/// The real binary says when the local catalog searched a corrected or partial query (#15).
@Suite("bookshelf search: corrected and partial local answers")
struct RelaxedSearchEndToEndTests {
  @Test("a typo is corrected, said on standard error in English and Korean, and in --json")
  func correctedQueryIsSaid() async throws {
    let (home, env) = try await CatalogKoreanAndWALTests.importedHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let run = try await BookshelfBinary.run(
      ["search", "--provider", "local", "hunger gamez"], environment: env)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.stderr.contains("bookshelf: warning: showing results for \"hunger games\"\n"), "\(run.stderr)")
    #expect(run.stdout.contains("The Hunger Games"))
    var korean = env
    korean["LANG"] = "ko_KR.UTF-8"
    let ko = try await BookshelfBinary.run(
      ["search", "--provider", "local", "hunger gamez"], environment: korean)
    #expect(ko.stderr.contains("\"hunger games\" 검색 결과를 보여 줍니다"), "\(ko.stderr)")
    let json = try await BookshelfBinary.run(
      ["search", "--provider", "local", "--json", "hunger gamez"], environment: env)
    let document = try JSONSerialization.jsonObject(with: Data(json.stdout.utf8)) as? [String: Any]
    #expect(document?["correctedQuery"] as? String == "hunger games")
    let plain = try await BookshelfBinary.run(
      ["search", "--provider", "local", "--json", "hunger games"], environment: env)
    let exact = try JSONSerialization.jsonObject(with: Data(plain.stdout.utf8)) as? [String: Any]
    #expect(exact?.keys.contains("correctedQuery") == false)
    #expect(!plain.stderr.contains("showing results"))
  }

  @Test("no book with every word: the closest matches, and a line saying so")
  func partialMatchesAreSaid() async throws {
    let (home, env) = try await CatalogKoreanAndWALTests.importedHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let run = try await BookshelfBinary.run(
      ["search", "--provider", "local", "dune qqqzzzx"], environment: env)
    #expect(run.status == 0, "\(run.stderr)")
    #expect(
      run.stderr.contains("bookshelf: warning: no book has every word; showing the closest matches\n"),
      "\(run.stderr)")
    #expect(run.stdout.contains("Dune"))
  }
}
