import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfCLI

@Suite("Config file: unknown keys and broken JSON are reported with the key or the place")
struct ConfigFileErrorTests {
  let home: URL
  var file: URL { home.appendingPathComponent("bookshelf/config.json") }

  init() throws {
    home = try BookshelfBinary.temporaryHome()
    try FileManager.default.createDirectory(
      at: home.appendingPathComponent("bookshelf"), withIntermediateDirectories: true)
  }

  func runCLI(_ json: String, language: String = "C.UTF-8") async throws -> CLIRun {
    try Data(json.utf8).write(to: file)
    return await CLIRun.run(
      ["shelf"], providers: [],
      environment: [
        "XDG_CONFIG_HOME": home.path, "BOOKSHELF_HOME": home.appendingPathComponent("data").path,
        "LANG": language,
      ])
  }

  @Test("unknown keys are warned about, with the closest known key; the command still runs")
  func unknownKeys() async throws {
    let run = try await runCLI(#"{"defaultProvder": "kakao", "cache": {"coverDiskMB": 10}, "zzz": 1}"#)
    #expect(run.status == 0)
    #expect(
      run.stderr == """
        bookshelf: warning: \(file.path): unknown key "defaultProvder", ignored (did you mean "defaultProvider"?)
        bookshelf: warning: \(file.path): unknown key "zzz", ignored
        bookshelf: warning: \(file.path): unknown key "cache.coverDiskMB", ignored (did you mean "cache.coverDiskMiB"?)

        """)
    let korean = try await runCLI(#"{"timeoutSecond": 3}"#, language: "ko_KR.UTF-8")
    #expect(
      korean.stderr
        == "bookshelf: 경고: \(file.path): 알 수 없는 키 \"timeoutSecond\"은(는) 무시합니다 (혹시 \"timeoutSeconds\"인가요?)\n")
  }

  @Test(
    "a file that is not JSON names the line and column where it breaks",
    arguments: [
      ("{\n  \"defaultProvider\": \"kakao\",\n  timeoutSeconds: 3\n}", 3, 3),
      ("{\"keys\": {\"kakao\": \"k\"}", 1, 24),
      ("{\"a\": [1, 2,]}", 1, 13),
      ("{\"a\": 1}}", 1, 9),
      ("{\"제목\": 한}", 1, 8),
      ("", 1, 1),
    ])
  func brokenFile(json: String, line: Int, column: Int) async throws {
    let run = try await runCLI(json)
    #expect(run.status == 3)
    #expect(
      run.stderr
        == "bookshelf: error: The setting \(file.path) cannot be used: it is not valid JSON at line \(line), column \(column).\n"
    )
  }

  @Test("the Korean message names the place too")
  func brokenFileKorean() async throws {
    let run = try await runCLI("{\n\n  \"a\" 1}", language: "ko_KR.UTF-8")
    #expect(run.stderr == "bookshelf: 오류: 설정 파일 \(file.path)을(를) 사용할 수 없습니다: 3번째 줄 7번째 칸에서 올바른 JSON이 아닙니다.\n")
  }

  @Test("valid JSON of every shape passes the syntax check")
  func validJSON() {
    for text in [
      "{}", "[]", " {\"a\": [1, -2.5e+3, true, false, null, \"\\u00e9\\n\"]} ", "0", "\"x\"",
      #"{"a": {"b": [[], {}]}}"#,
    ] {
      #expect(JSONSyntaxLocation.firstError(in: Array(text.utf8)) == nil, "\(text)")
    }
    let deep = String(repeating: "[", count: 10_000) + String(repeating: "]", count: 10_000)
    #expect(
      JSONSyntaxLocation.firstError(in: Array(deep.utf8))?.column == JSONSyntaxLocation.maximumDepth + 1)
  }
}
