import BookshelfCore
import BookshelfTestSupport
import Foundation

@testable import BookshelfCLI

/// Runs the CLI in-process with canned providers and captured output. It stays in this test
/// target: it builds BookshelfCLI's `AppEnvironment`, and BookshelfTestSupport must not depend
/// on the CLI (dependencies point inwards).
struct CLIRun {
  let status: Int32
  let stdout: String
  let stderr: String

  static func run(
    _ arguments: [String], providers: [any BookSearching], environment: [String: String] = [:],
    width: Int = 80
  ) async -> CLIRun {
    let out = BufferOutput()
    let err = BufferOutput()
    var env = ["HOME": "/nonexistent-home-for-tests"]
    env.merge(environment) { $1 }
    // Every search remembers its rows in the data folder: a run that names none gets a folder
    // of its own, removed afterwards, so runs never share (or leave) a last search.
    var scratch: URL?
    if env["BOOKSHELF_HOME"] == nil, env["XDG_DATA_HOME"] == nil {
      let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
        "cli-run-\(UUID().uuidString)")
      env["BOOKSHELF_HOME"] = folder.path
      scratch = folder
    }
    defer { if let scratch { try? FileManager.default.removeItem(at: scratch) } }
    let process = ProcessContext(environment: env, stdout: out, stderr: err, terminalWidth: width)
    let byID = Dictionary(uniqueKeysWithValues: providers.map { ($0.provider, $0) })
    let commandLine = BookshelfCommandLine(process: process) {
      configuration, language throws(BookshelfError) in
      AppEnvironment(
        configuration: configuration, language: language,
        makeSearcher: { id throws(BookshelfError) in
          guard let provider = byID[id] else { throw .missingAPIKey(id) }
          return provider
        },
        availableProviders: providers.map(\.provider))
    }
    let status = await commandLine.run(arguments)
    return CLIRun(status: status, stdout: out.text, stderr: err.text)
  }
}

let sampleBooks: [Book] = [
  Book(
    id: "9788996991342", title: "미움받을 용기", authors: ["기시미 이치로", "고가 후미타케"], translators: ["전경아"],
    publisher: "인플루엔셜", publishedDate: "2014-11-17", isbn10: "8996991341", isbn13: "9788996991342",
    description: "아들러 심리학에 관한 책.", salePrice: Money(amount: 13410, currency: "KRW"), averageRating: 4.3,
    ratingsCount: 120, source: "kakao"),
  Book(
    id: "kakao:1", title: "A Wizard of Earthsea", authors: ["Ursula K. Le Guin"], publisher: "Parnassus",
    publishedDate: "1968", source: "kakao"),
]
