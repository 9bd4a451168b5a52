import BookshelfTestSupport
import Foundation
import Testing

/// The built `bookshelf` binary, run as a user runs it: exit statuses, stderr, locale.
@Suite("bookshelf binary: basics")
struct BinaryBasicsTests {
  @Test("--version and --help")
  func versionAndHelp() async throws {
    let home = try BookshelfBinary.temporaryHome()
    let version = try await BookshelfBinary.run(
      ["--version"], environment: BookshelfBinary.environment(home: home))
    #expect(version.status == 0)
    #expect(version.stdout == "bookshelf 0.1.0\n")
    let help = try await BookshelfBinary.run(
      ["search", "--help"], environment: BookshelfBinary.environment(home: home))
    #expect(help.status == 0)
    #expect(help.stdout.hasPrefix("Usage: bookshelf search <query…> [options]"))
  }

  @Test("an empty query is exit 2 with one line on stderr, in Korean under a Korean locale")
  func emptyQuery() async throws {
    let home = try BookshelfBinary.temporaryHome()
    let english = try await BookshelfBinary.run(
      ["search", "   "], environment: BookshelfBinary.environment(home: home))
    #expect(english.status == 2)
    #expect(english.stdout == "")
    #expect(english.stderr == "bookshelf: error: Enter a search term.\n")
    let korean = try await BookshelfBinary.run(
      ["search"], environment: BookshelfBinary.environment(home: home, ["LANG": "ko_KR.UTF-8"]))
    #expect(korean.stderr == "bookshelf: 오류: 검색어를 입력하세요.\n")
  }

  @Test("a malformed config file is a configuration error naming the path (exit 3)")
  func badConfig() async throws {
    let home = try BookshelfBinary.temporaryHome()
    let dir = home.appendingPathComponent("config/bookshelf")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    try Data("{ not json".utf8).write(to: dir.appendingPathComponent("config.json"))
    let run = try await BookshelfBinary.run(
      ["search", "dune"], environment: BookshelfBinary.environment(home: home))
    #expect(run.status == 3)
    #expect(
      run.stderr
        == "bookshelf: error: The setting \(dir.path)/config.json cannot be used: it is not valid JSON at line 1, column 3.\n"
    )
  }

  @Test("an unknown command is exit 2")
  func unknownCommand() async throws {
    let home = try BookshelfBinary.temporaryHome()
    let run = try await BookshelfBinary.run(
      ["serch", "x"], environment: BookshelfBinary.environment(home: home))
    #expect(run.status == 2)
    #expect(
      run.stderr
        == "bookshelf: error: Unknown command \"serch\". Did you mean search? See 'bookshelf --help'.\n")
  }

  @Test(
    "bad settings name the setting and exit 3",
    arguments: [
      (
        ["BOOKSHELF_TIMEOUT": "0"],
        "The setting BOOKSHELF_TIMEOUT cannot be used: use more than 0 and at most 300 seconds."
      ),
      (
        ["BOOKSHELF_TIMEOUT": "abc"],
        "The setting BOOKSHELF_TIMEOUT cannot be used: \"abc\" is not a number of seconds."
      ),
      (
        ["BOOKSHELF_KAKAO_URL": "notaurl"],
        "The setting BOOKSHELF_KAKAO_URL cannot be used: \"notaurl\" is not an http(s) base URL."
      ),
    ])
  func badSettings(environment: [String: String], message: String) async throws {
    let home = try BookshelfBinary.temporaryHome()
    let run = try await BookshelfBinary.run(
      ["search", "dune"], environment: BookshelfBinary.environment(home: home, environment))
    #expect(run.status == 3)
    #expect(run.stderr == "bookshelf: error: \(message)\n")
  }

  @Test("an unknown defaultProvider in the config file is a configuration error naming the file")
  func badDefaultProvider() async throws {
    let home = try BookshelfBinary.temporaryHome()
    let dir = home.appendingPathComponent("config/bookshelf")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    try Data(#"{"defaultProvider": "nope"}"#.utf8).write(to: dir.appendingPathComponent("config.json"))
    let run = try await BookshelfBinary.run(
      ["search", "dune"], environment: BookshelfBinary.environment(home: home))
    #expect(run.status == 3)
    #expect(
      run.stderr
        == "bookshelf: error: The setting defaultProvider in \(dir.path)/config.json cannot be used: \"nope\" is not a provider; use kakao, aladin, google, openlibrary, naver, local or all.\n"
    )
  }

  @Test("a config file with keys that others can read gets a warning; mode 0600 does not")
  func exposedConfig() async throws {
    let home = try BookshelfBinary.temporaryHome()
    let dir = home.appendingPathComponent("config/bookshelf")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let file = dir.appendingPathComponent("config.json")
    try Data(#"{"keys": {"kakao": "kakao-secret-in-file"}}"#.utf8).write(to: file)
    try FileManager.default.setAttributes([.posixPermissions: 0o644], ofItemAtPath: file.path)
    let env = BookshelfBinary.environment(home: home)
    let exposed = try await BookshelfBinary.run(["search"], environment: env)
    #expect(
      exposed.stderr
        == "bookshelf: warning: \(file.path) holds API keys but other users can read it; run 'chmod 600 \(file.path)'.\nbookshelf: error: Enter a search term.\n"
    )
    #expect(!exposed.stderr.contains("kakao-secret-in-file"))
    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
    let privateFile = try await BookshelfBinary.run(["search"], environment: env)
    #expect(privateFile.stderr == "bookshelf: error: Enter a search term.\n")
  }
}
