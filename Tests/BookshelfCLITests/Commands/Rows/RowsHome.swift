import BookshelfCore
import BookshelfStore
import BookshelfTestSupport
import Foundation
import Synchronization

@testable import BookshelfCLI

/// One data folder for the row-number and id tests: runs the CLI in-process there with canned
/// providers, as a terminal or a pipe, with a fake desktop launcher that records what it was
/// given.
final class RowsHome: Sendable {
  let home: ShelfHome
  let launched = LaunchLog()
  let providers: [CannedProvider]

  init(providers: [CannedProvider]) throws {
    home = try ShelfHome()
    self.providers = providers
  }

  var lastSearchPath: String { home.file(LastSearchFile.fileName) }

  func run(
    _ arguments: [String], environment: [String: String] = [:], terminal: Bool = false, width: Int = 80,
    launches: Bool = true
  ) async -> CLIRun {
    let out = BufferOutput()
    let err = BufferOutput()
    var env = [
      "HOME": "/nonexistent-home-for-tests", "BOOKSHELF_HOME": home.path, "KAKAO_REST_API_KEY": "test",
      "ALADIN_TTB_KEY": "test", "NO_COLOR": "1",
    ]
    env.merge(environment) { $1 }
    var process = ProcessContext(
      environment: env, stdout: out, stderr: err, stdoutIsTerminal: terminal, terminalWidth: width)
    let log = launched
    process.launch = { url in
      log.urls.withLock { $0.append(url) }
      return launches
    }
    let providers = providers
    let byID = Dictionary(uniqueKeysWithValues: providers.map { ($0.provider, $0) })
    let shelfPath = home.shelfPath
    let commandLine = BookshelfCommandLine(process: process) {
      configuration, language throws(BookshelfError) in
      AppEnvironment(
        configuration: configuration, language: language,
        makeSearcher: { id throws(BookshelfError) in
          guard let provider = byID[id] else { throw .missingAPIKey(id) }
          return provider
        },
        availableProviders: providers.map(\.provider), openShelf: { try ShelfStore(path: shelfPath) })
    }
    let status = await commandLine.run(arguments)
    return CLIRun(status: status, stdout: out.text, stderr: err.text)
  }
}

/// What the fake desktop launcher was given, in order.
final class LaunchLog: Sendable {
  let urls = Mutex<[String]>([])

  /// The addresses handed over so far.
  func withLock<R>(_ body: ([String]) -> R) -> R { urls.withLock { body($0) } }
}

/// Books of every id kind: with an ISBN, and without one from each provider.
enum RowBooks {
  static let hobbit = Book(
    id: "9780547928227", title: "The Hobbit", authors: ["J. R. R. Tolkien"], publisher: "Mariner",
    publishedDate: "2012", isbn13: "9780547928227",
    detailURL: URL(string: "https://search.daum.net/search?w=bookpage&bookId=1"), source: "kakao")
  static let kakaoOnly = Book(
    id: "kakao:5561907", title: "호빗 (무삭제판)", authors: ["톨킨"], publisher: "씨앗을뿌리는사람",
    detailURL: URL(string: "https://search.daum.net/search?w=bookpage&bookId=5561907"), source: "kakao")
  static let google = Book(
    id: "google:zyTCAlFPjgYC", title: "The Google Story", authors: ["David A. Vise"],
    detailURL: URL(string: "https://books.google.com/books?id=zyTCAlFPjgYC"), source: "google")
  static let openLibrary = Book(
    id: "openlibrary:OL27448W", title: "The Lord of the Rings", authors: ["J.R.R. Tolkien"],
    detailURL: URL(string: "https://openlibrary.org/works/OL27448W"), source: "openlibrary")
  static let aladin = Book(id: "aladin:227133741", title: "다크룸", authors: ["수전 팔루디"], source: "aladin")
  static let local = Book(
    id: "local:goodbooks:2767052", title: "The Hunger Games", authors: ["Suzanne Collins"], source: "local")
  static let naver = Book(id: "naver:123", title: "네이버 책", source: "naver")
}
