import BookshelfCore
import BookshelfTestSupport
import Foundation

@testable import BookshelfCLI

/// Runs the CLI in-process on the real composition root (`AppEnvironment.live`: the real HTTP
/// stack, adapters and stores) with every folder inside `home`, so a test sees what the
/// program would request and write. Endpoints point at loopback servers through the
/// `BOOKSHELF_*_URL` variables in `environment`.
enum LiveCLIRun {
  static func run(_ arguments: [String], home: URL, environment: [String: String] = [:]) async -> CLIRun {
    let out = BufferOutput()
    let err = BufferOutput()
    var env = [
      "HOME": home.path, "BOOKSHELF_HOME": home.appendingPathComponent("data").path,
      "XDG_CONFIG_HOME": home.appendingPathComponent("config").path,
      "XDG_CACHE_HOME": home.appendingPathComponent("cache").path,
      "XDG_DATA_HOME": home.appendingPathComponent("share").path, "LANG": "C.UTF-8",
    ]
    env.merge(environment) { $1 }
    let process = ProcessContext(environment: env, stdout: out, stderr: err, terminalWidth: 100)
    let commandLine = BookshelfCommandLine(process: process) {
      configuration, language throws(BookshelfError) in
      try AppEnvironment.live(configuration: configuration, language: language)
    }
    let status = await commandLine.run(arguments)
    return CLIRun(status: status, stdout: out.text, stderr: err.text)
  }

  /// The catalog file `run` uses in `home`.
  static func catalogPath(in home: URL) -> String {
    home.appendingPathComponent("data/catalog.sqlite").path
  }
}
