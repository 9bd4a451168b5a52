import BookshelfTestSupport
import Foundation
import Testing

/// `catalog import` and `import` of a FIFO, a device or `/dev/stdin` (a pipe) used to hang,
/// ignoring Ctrl-C (or read `/dev/zero` forever): they are refused up front, as a directory is,
/// with one line and exit status 2, and no store is opened.
@Suite("catalog import / import: FIFOs, devices and /dev/stdin")
struct SpecialInputFileTests {
  let home: URL
  let env: [String: String]

  init() throws {
    home = try BookshelfBinary.temporaryHome()
    env = BookshelfBinary.environment(home: home)
  }

  static let reason = "it is not a regular file (a FIFO, device or socket cannot be imported)."

  func specialPaths() throws -> [String] {
    let fifo = home.appendingPathComponent("books.csv").path
    try #require(mkfifo(fifo, 0o600) == 0)
    let link = home.appendingPathComponent("link.csv").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: fifo)
    return [fifo, link, "/dev/zero", "/dev/null", "/dev/stdin"]
  }

  @Test("each is refused at once with exit 2", arguments: [["catalog", "import"], ["import"]])
  func refused(command: [String]) async throws {
    for path in try specialPaths() {
      for format in [[], ["--format", "csv"]] {
        // `run` keeps standard input a pipe, so /dev/stdin is a pipe here.
        let run = try await BookshelfBinary.run(command + [path] + format, environment: env, timeout: 15)
        #expect(run.status == 2, "\(command) \(path) \(format): \(run.stderr)")
        #expect(run.stderr == "bookshelf: error: \(path) could not be read: \(Self.reason)\n")
        #expect(run.stdout.isEmpty)
      }
    }
    #expect(!FileManager.default.fileExists(atPath: home.appendingPathComponent("data").path))
  }

  @Test("a symbolic link to a regular file is still imported")
  func linkToARegularFile() async throws {
    let file = home.appendingPathComponent("real.csv")
    try Data("title,authors\nDune,Frank Herbert\n".utf8).write(to: file)
    let link = home.appendingPathComponent("link.csv").path
    try FileManager.default.createSymbolicLink(atPath: link, withDestinationPath: file.path)
    let run = try await BookshelfBinary.run(["catalog", "import", link], environment: env, timeout: 30)
    #expect(run.status == 0)
    #expect(run.stdout.hasPrefix("Imported 1 new"))
  }

  @Test("in Korean too")
  func korean() async throws {
    let run = try await BookshelfBinary.run(
      ["catalog", "import", "/dev/zero"], environment: env.merging(["LANG": "ko_KR.UTF-8"]) { $1 },
      timeout: 15)
    #expect(run.status == 2)
    #expect(run.stderr.contains("일반 파일이 아닙니다(FIFO, 장치, 소켓은 가져올 수 없습니다)"))
  }
}
