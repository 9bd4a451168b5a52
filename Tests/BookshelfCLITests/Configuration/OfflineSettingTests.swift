import BookshelfCore
import BookshelfPresentation
import Testing

@testable import BookshelfCLI

/// `BOOKSHELF_OFFLINE` sets `Configuration.offline`: on for 1/true/yes, off for 0/false/no or
/// empty, anything else a configuration error (exit 3).
@Suite("Configuration: BOOKSHELF_OFFLINE")
struct OfflineSettingTests {
  func load(_ value: String?) throws(BookshelfError) -> Configuration {
    var environment = ["HOME": "/nonexistent-home-for-tests"]
    environment["BOOKSHELF_OFFLINE"] = value
    return try Configuration.load(environment: environment)
  }

  @Test(
    "1, true and yes (any case, spaces around) turn offline mode on",
    arguments: ["1", "true", "yes", "TRUE", " Yes "])
  func on(value: String) throws {
    #expect(try load(value).offline)
  }

  @Test("unset, empty, 0, false and no leave it off", arguments: [nil, "", "  ", "0", "false", "no", "NO"])
  func off(value: String?) throws {
    #expect(try !load(value).offline)
  }

  @Test(
    "anything else is a typed configuration error naming the variable",
    arguments: ["2", "maybe", "on", "offline"])
  func invalid(value: String) {
    #expect(
      throws: BookshelfError.invalidConfiguration(
        ConfigProblem(.variable("BOOKSHELF_OFFLINE"), .notOnOff(value)))
    ) {
      try load(value)
    }
  }

  @Test("the CLI refuses a bad value with one line, in English and Korean, exit status 3")
  func commandLine() async {
    let english = await CLIRun.run(
      ["search", "dune"], providers: [], environment: ["BOOKSHELF_OFFLINE": "maybe"])
    #expect(english.status == 3)
    #expect(
      english.stderr
        == "bookshelf: error: The setting BOOKSHELF_OFFLINE cannot be used: \"maybe\" is neither 1, true, yes (on) nor 0, false, no (off).\n"
    )
    let korean = await CLIRun.run(
      ["search", "dune"], providers: [], environment: ["BOOKSHELF_OFFLINE": "maybe", "LANG": "ko_KR.UTF-8"])
    #expect(korean.status == 3)
    #expect(
      korean.stderr
        == "bookshelf: 오류: 환경 변수 BOOKSHELF_OFFLINE의 설정을 사용할 수 없습니다: \"maybe\"은(는) 켜기(1, true, yes)도 끄기(0, false, no)도 아닙니다.\n"
    )
  }

  @Test("--offline sets it for search, show, save and browse, and each help page lists it")
  func flag() async {
    for command in ["search", "show", "save", "browse"] {
      let help = await CLIRun.run([command, "--help"], providers: [])
      #expect(help.stdout.contains("--offline"), "\(command)")
    }
    let shelf = await CLIRun.run(["shelf", "--offline"], providers: [])
    #expect(shelf.status == 2)  // a command that never asks a provider does not take it
  }

  @Test(
    "offline with no provider named, the default provider is local (search keeps the usual one); a configured one stays"
  )
  func defaultProvider() throws {
    var configuration = try load("1")
    configuration.keys[.kakao] = "k"
    let environment = AppEnvironment(
      configuration: configuration, language: .english,
      makeSearcher: { id throws(BookshelfError) in
        throw .missingAPIKey(id)
      }, availableProviders: [])
    #expect(try environment.defaultProvider() == .provider(.local))
    // search keeps the usual default: the response cache may answer for it offline.
    #expect(try environment.defaultProvider(offlineUsesLocal: false) == .provider(.kakao))
    configuration.defaultProvider = "aladin"
    let configured = AppEnvironment(
      configuration: configuration, language: .english,
      makeSearcher: { id throws(BookshelfError) in
        throw .missingAPIKey(id)
      }, availableProviders: [])
    #expect(try configured.defaultProvider() == .provider(.aladin))
  }
}
