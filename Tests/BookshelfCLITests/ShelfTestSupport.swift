import BookshelfCore
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

  /// Runs the CLI in-process with this home, `stdin` as standard input and canned providers
  /// (Kakao's key is set so that Kakao is the default provider).
  func run(
    _ arguments: [String], stdin: String = "", providers: [CannedProvider] = [],
    environment: [String: String] = [:]
  ) async -> CLIRun {
    let out = BufferOutput()
    let err = BufferOutput()
    var env = ["HOME": "/nonexistent-home-for-tests", "BOOKSHELF_HOME": path, "KAKAO_REST_API_KEY": "test"]
    env.merge(environment) { $1 }
    let input = Data(stdin.utf8)
    let process = ProcessContext(
      environment: env, stdout: out, stderr: err, readStandardInput: { input }, terminalWidth: 80)
    let byID = Dictionary(uniqueKeysWithValues: providers.map { ($0.provider, $0) })
    let commandLine = BookshelfCommandLine(process: process) {
      configuration, language throws(BookshelfError) in
      AppEnvironment(
        configuration: configuration, language: language,
        makeSearcher: { id throws(BookshelfError) in
          guard let provider = byID[id] else { throw .missingAPIKey(id, variable: "TEST_KEY") }
          return provider
        },
        availableProviders: providers.map(\.provider))
    }
    let status = await commandLine.run(arguments)
    return CLIRun(status: status, stdout: out.text, stderr: err.text)
  }
}

/// The built `bookshelf` executable (`.build/debug/bookshelf`, built with the tests).
enum BookshelfBinary {
  static var url: URL? {
    let candidates = [
      SharedData.packageRoot.appendingPathComponent(".build/debug/bookshelf"),
      URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        .appendingPathComponent("bookshelf"),
    ]
    return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
  }

  /// Runs the binary to completion with `stdin`, returning its status and outputs.
  static func run(
    _ arguments: [String], home: String, stdin: Data = Data()
  ) throws -> CLIRun {
    let process = try start(arguments, home: home)
    let (input, output, error) = (
      process.standardInput as! Pipe, process.standardOutput as! Pipe, process.standardError as! Pipe
    )
    try input.fileHandleForWriting.write(contentsOf: stdin)
    try input.fileHandleForWriting.close()
    let out = output.fileHandleForReading.readDataToEndOfFile()
    let err = error.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return CLIRun(
      status: process.terminationStatus, stdout: String(decoding: out, as: UTF8.self),
      stderr: String(decoding: err, as: UTF8.self))
  }

  /// Starts the binary with pipes for its three streams.
  static func start(_ arguments: [String], home: String) throws -> Process {
    guard let url else { throw BookshelfError.file(path: ".build/debug/bookshelf", reason: "not built") }
    let process = Process()
    process.executableURL = url
    process.arguments = arguments
    process.environment = [
      "HOME": "/nonexistent-home-for-tests", "BOOKSHELF_HOME": home, "LANG": "C",
      "PATH": "/usr/bin:/bin",
    ]
    process.standardInput = Pipe()
    process.standardOutput = Pipe()
    process.standardError = Pipe()
    try process.run()
    return process
  }
}
