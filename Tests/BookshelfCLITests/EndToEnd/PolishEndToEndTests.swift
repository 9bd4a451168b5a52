import BookshelfTestSupport
import Foundation
import Testing

/// The new user's polish list through the built binary, in English and Korean: help topics,
/// did-you-mean, config file errors with the key or the place, `[]`, singulars.
@Suite("bookshelf binary: help, suggestions, config errors, empty JSON, singulars")
struct PolishEndToEndTests {
  let home: URL
  init() throws { home = try BookshelfBinary.temporaryHome() }

  func run(_ arguments: [String], _ extra: [String: String] = [:]) async throws -> BookshelfBinary.Result {
    try await BookshelfBinary.run(arguments, environment: BookshelfBinary.environment(home: home, extra))
  }

  @Test("help search is search's page; help stats lists its options; a misspelled topic suggests")
  func help() async throws {
    let search = try await run(["help", "search"])
    #expect(search.status == 0)
    await #expect(search.stdout == (try run(["search", "--help"])).stdout)
    #expect(search.stdout.hasPrefix("Usage: bookshelf search <query…> [options]"))
    let stats = try await run(["help", "stats"], ["LANG": "ko_KR.UTF-8"])
    #expect(stats.stdout.contains("--goal N"))
    let typo = try await run(["help", "serch"])
    #expect(typo.status == 2)
    #expect(
      typo.stderr
        == "bookshelf: error: Unknown command \"serch\". Did you mean search? See 'bookshelf --help'.\n")
  }

  @Test("an unknown flag suggests the closest, in English and Korean")
  func didYouMean() async throws {
    let english = try await run(["search", "--provder", "kakao", "x"])
    #expect(english.status == 2)
    #expect(
      english.stderr
        == "bookshelf: error: Unknown option --provder for search. Did you mean --provider? See 'bookshelf search --help'.\n"
    )
    let korean = try await run(["search", "--provder", "kakao", "x"], ["LANG": "ko_KR.UTF-8"])
    #expect(
      korean.stderr
        == "bookshelf: 오류: search 명령에는 --provder 옵션이 없습니다. 혹시 --provider인가요? 'bookshelf search --help'를 보세요.\n"
    )
  }

  @Test("config: an unknown key is a warning naming it; broken JSON names the line and column")
  func config() async throws {
    let folder = home.appendingPathComponent("config/bookshelf")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("config.json")
    try Data(#"{"defaultProvder": "kakao"}"#.utf8).write(to: file)
    let warned = try await run(["shelf"])
    #expect(warned.status == 0)
    #expect(
      warned.stderr
        == "bookshelf: warning: \(file.path): unknown key \"defaultProvder\", ignored (did you mean \"defaultProvider\"?)\n"
    )
    try Data("{\n  \"timeoutSeconds\": 10,\n  \"keys\": {\"kakao\": \"k\",}\n}\n".utf8).write(to: file)
    let broken = try await run(["shelf"])
    #expect(broken.status == 3)
    #expect(
      broken.stderr
        == "bookshelf: error: The setting \(file.path) cannot be used: it is not valid JSON at line 3, column 25.\n"
    )
    let korean = try await run(["shelf"], ["LANG": "ko_KR.UTF-8"])
    #expect(
      korean.stderr
        == "bookshelf: 오류: 설정 파일 \(file.path)을(를) 사용할 수 없습니다: 3번째 줄 25번째 칸에서 올바른 JSON이 아닙니다.\n")
  }

  @Test("an empty shelf's --json is [], and counts of one are singular")
  func emptyJSONAndSingulars() async throws {
    let empty = try await run(["shelf", "--json"])
    #expect(empty.status == 0)
    #expect(empty.stdout == "[]\n")
    let file = home.appendingPathComponent("one.json")
    try Data(
      #"[{"book": {"id": "kakao:1", "title": "Emma", "authors": ["Jane Austen"], "source": "kakao"}, "status": "want", "tags": ["x"], "addedAt": "2025-01-01T00:00:00.000Z", "updatedAt": "2025-01-01T00:00:00.000Z"}]"#
        .utf8
    ).write(to: file)
    await #expect(try run(["import", file.path]).status == 0)
    let filtered = try await run(["shelf", "--tag", "x"])
    #expect(filtered.stdout.hasSuffix("1 of 1 book\n"))
    let stats = try await run(["stats"])
    #expect(stats.stdout.hasPrefix("1 book on the shelf\n"))
  }
}
