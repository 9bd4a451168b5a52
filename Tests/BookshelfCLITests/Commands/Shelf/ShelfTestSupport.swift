import BookshelfCore
import BookshelfStore
import BookshelfTestSupport
import Foundation

@testable import BookshelfCLI

/// A fresh `BOOKSHELF_HOME` for one test, removed when released.
final class ShelfHome: Sendable {
  let url: URL
  var path: String { url.path }
  var shelfPath: String { url.appendingPathComponent("shelf.sqlite").path }

  init() throws {
    url = FileManager.default.temporaryDirectory.appendingPathComponent(
      "bookshelf-cli-tests-\(UUID().uuidString)")
    try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
  }

  func file(_ name: String) -> String { url.appendingPathComponent(name).path }

  deinit { try? FileManager.default.removeItem(at: url) }

  /// Runs the CLI in-process with this home, `stdin` as standard input, canned providers
  /// (Kakao's key is set so that Kakao is the default provider) and `timeZone` as the user's.
  func run(
    _ arguments: [String], stdin: String = "", providers: [CannedProvider] = [],
    environment: [String: String] = [:], timeZone: TimeZone = .gmt
  ) async -> CLIRun {
    let out = BufferOutput()
    let err = BufferOutput()
    var env = ["HOME": "/nonexistent-home-for-tests", "BOOKSHELF_HOME": path, "KAKAO_REST_API_KEY": "test"]
    env.merge(environment) { $1 }
    let input = Data(stdin.utf8)
    let process = ProcessContext(
      environment: env, stdout: out, stderr: err, readStandardInput: { input }, terminalWidth: 80)
    let byID = Dictionary(uniqueKeysWithValues: providers.map { ($0.provider, $0) })
    let shelfPath = shelfPath
    let commandLine = BookshelfCommandLine(process: process) {
      configuration, language throws(BookshelfError) in
      AppEnvironment(
        configuration: configuration, language: language,
        makeSearcher: { id throws(BookshelfError) in
          guard let provider = byID[id] else { throw .missingAPIKey(id) }
          return provider
        },
        availableProviders: providers.map(\.provider), timeZone: timeZone,
        openShelf: { try ShelfStore(path: shelfPath) })
    }
    let status = await commandLine.run(arguments)
    return CLIRun(status: status, stdout: out.text, stderr: err.text)
  }
}

/// Starts the built `bookshelf` (see `BookshelfBinary`) without waiting for it, for tests that
/// signal a running process.
enum ShelfProcess {
  static func start(_ arguments: [String], environment: [String: String]) throws -> Process {
    let process = Process()
    process.executableURL = BookshelfBinary.url
    process.arguments = arguments
    process.environment = environment
    process.standardInput = FileHandle.nullDevice
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    try process.run()
    return process
  }
}
