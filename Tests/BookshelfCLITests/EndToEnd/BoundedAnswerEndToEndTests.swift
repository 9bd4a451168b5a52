import BookshelfTestSupport
import Foundation
import Testing

/// `bookshelf search` against answers too large, compressed bombs, endless bodies and slow
/// retries: each ends with one line, within the time limit and in bounded memory.
@Suite("bookshelf binary: answers are bounded in size and time", .serialized)
struct BoundedAnswerEndToEndTests {
  static let kakaoKey = "kakao-secret-key-0001"
  static let tooLarge =
    "bookshelf: error: Kakao sent an answer larger than 8 MiB; Bookshelf stopped reading it.\n"

  func environment(_ server: LoopbackServer, _ extra: [String: String] = [:]) throws -> [String: String] {
    var env = ["BOOKSHELF_KAKAO_URL": server.baseURL.absoluteString, "KAKAO_REST_API_KEY": Self.kakaoKey]
    env.merge(extra) { $1 }
    return BookshelfBinary.environment(home: try BookshelfBinary.temporaryHome(), env)
  }

  @Test(
    "a 300 MB answer fails at the cap with one line, in under 150 MB of peak memory",
    arguments: [LoopbackFraming.contentLength, .chunked])
  func hugeAnswer(framing: LoopbackFraming) async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    // Without a Content-Length up front (chunked), the cap must hold while receiving.
    server.route("/v3/search/book", replies: [.large(megabytes: 300, framing: framing)])
    let run = try await BookshelfBinary.runMeasured(["search", "용기"], environment: try environment(server))
    #expect(run.status == 1)
    #expect(run.stderr == Self.tooLarge)
    #expect(run.stdout == "")
    #expect(run.peakResidentKiB < 150 * 1024, "peak RSS \(run.peakResidentKiB) KiB")
    #expect(run.seconds < 10)
    #expect(server.requests.count == 1)  // not retried
  }

  @Test("a Content-Length above the cap is refused before the body is read")
  func contentLengthAboveTheCap() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    server.route(
      "/v3/search/book",
      replies: [
        .stream(
          status: 200, headers: ["Content-Length": "\(9 << 20)"], chunk: Data(repeating: 32, count: 1 << 20),
          repeats: 9, framing: .contentLength, pause: .seconds(5))
      ])
    // The body would need 40 s to pass the cap, past the 20 s limit: only the header can decide.
    let run = try await BookshelfBinary.runMeasured(
      ["search", "용기"], environment: try environment(server, ["BOOKSHELF_TIMEOUT": "20"]), timeout: 60)
    #expect(run.stderr == Self.tooLarge)
  }

  @Test("a small gzip body that inflates past the cap fails early, counted in decompressed bytes")
  func gzipBomb() async throws {
    // 256 MiB inflated, about 256 KiB on the wire.
    let bomb = try GzipBody.zeros(256 << 20)
    #expect(bomb.count < 1 << 20)  // under the cap on the wire
    let server = try LoopbackServer()
    defer { server.stop() }
    server.route(
      "/v3/search/book",
      replies: [
        .status(200, headers: ["Content-Encoding": "gzip", "Content-Type": "application/json"], body: bomb)
      ])
    let run = try await BookshelfBinary.runMeasured(["search", "용기"], environment: try environment(server))
    #expect(run.status == 1)
    #expect(run.stderr == Self.tooLarge)
    #expect(run.peakResidentKiB < 150 * 1024, "peak RSS \(run.peakResidentKiB) KiB")
    #expect(run.seconds < 10)
  }

  @Test("an endless body fails at the cap, long before the time limit")
  func endlessBody() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    // About 30 MB/s: 8 MiB arrive in well under a second; the time limit is 20 s, and a run
    // that ended there would say so instead.
    server.route("/v3/search/book", replies: [.endless(pause: .milliseconds(2))])
    let run = try await BookshelfBinary.runMeasured(
      ["search", "용기"], environment: try environment(server, ["BOOKSHELF_TIMEOUT": "20"]), timeout: 60)
    #expect(run.status == 1)
    #expect(run.stderr == Self.tooLarge)
    #expect(run.seconds < 20)
  }

  @Test("the cap is configurable: BOOKSHELF_MAX_RESPONSE_MIB")
  func configurableCap() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    server.route("/v3/search/book", replies: [.large(megabytes: 2)])
    let small = try await BookshelfBinary.run(
      ["search", "용기"], environment: try environment(server, ["BOOKSHELF_MAX_RESPONSE_MIB": "1"]))
    #expect(
      small.stderr
        == "bookshelf: error: Kakao sent an answer larger than 1 MiB; Bookshelf stopped reading it.\n")
    let korean = try await BookshelfBinary.run(
      ["search", "용기"],
      environment: try environment(server, ["BOOKSHELF_MAX_RESPONSE_MIB": "1", "LANG": "ko_KR.UTF-8"]))
    #expect(korean.stderr == "bookshelf: 오류: 카카오의 응답이 1 MiB보다 커서 읽기를 멈췄습니다.\n")
    let bad = try await BookshelfBinary.run(
      ["search", "용기"], environment: try environment(server, ["BOOKSHELF_MAX_RESPONSE_MIB": "0.5"]))
    #expect(bad.status == 3)
    #expect(
      bad.stderr
        == "bookshelf: error: The setting BOOKSHELF_MAX_RESPONSE_MIB cannot be used: \"0.5\" is not a whole number of MiB from 1 to 1024.\n"
    )
  }

  @Test("the cap can be set in the config file as maxResponseMiB; a bad value names the file")
  func capInTheConfigFile() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    server.route("/v3/search/book", replies: [.large(megabytes: 2)])
    var env = try environment(server)
    let folder = URL(fileURLWithPath: env["XDG_CONFIG_HOME"]!).appendingPathComponent("bookshelf")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    let file = folder.appendingPathComponent("config.json")
    try Data(#"{"maxResponseMiB": 1}"#.utf8).write(to: file)
    let small = try await BookshelfBinary.run(["search", "용기"], environment: env)
    #expect(
      small.stderr
        == "bookshelf: error: Kakao sent an answer larger than 1 MiB; Bookshelf stopped reading it.\n")
    try Data(#"{"maxResponseMiB": 4096}"#.utf8).write(to: file)
    env["LANG"] = "ko_KR.UTF-8"
    let bad = try await BookshelfBinary.run(["search", "용기"], environment: env)
    #expect(bad.status == 3)
    #expect(
      bad.stderr
        == "bookshelf: 오류: \(file.path)의 maxResponseMiB 설정을 사용할 수 없습니다: \"4096\"은 1에서 1024 사이의 MiB 단위 정수가 아닙니다.\n"
    )
  }

  @Test("BOOKSHELF_TIMEOUT bounds the whole search, retries and Retry-After waits included")
  func timeLimitCoversRetries() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    // Each attempt takes 0.5 s and asks to wait 4 s: three attempts would take 9.5 s.
    server.route(
      "/v3/search/book",
      replies: [.respond(status: 503, headers: ["Retry-After": "4"], body: Data(), delay: .milliseconds(500))]
    )
    let run = try await BookshelfBinary.runMeasured(
      ["search", "용기"], environment: try environment(server, ["BOOKSHELF_TIMEOUT": "3"]), timeout: 30)
    #expect(run.status == 1)
    #expect(run.seconds < 3 + 3, "took \(run.seconds) s")  // the limit, and slack for a loaded machine
    #expect(server.requests.count == 1)
    #expect(run.stderr == "bookshelf: error: Kakao is having trouble (HTTP 503); try again later.\n")
  }
}
