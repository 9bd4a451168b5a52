import BookshelfTestSupport
import Foundation
import Testing

/// Bad input to `catalog import` (and a local ISBN search) is one line naming the file and
/// the reason, exit status 2, whatever `--format` says; the catalog is not touched.
@Suite("bookshelf catalog import: bad input")
struct CatalogImportErrorTests {
  let home: URL
  let env: [String: String]

  init() throws {
    home = try BookshelfBinary.temporaryHome()
    env = BookshelfBinary.environment(home: home)
  }

  var catalogPath: String { home.appendingPathComponent("data/catalog.sqlite").path }

  func write(_ text: String, _ name: String) throws -> URL {
    let url = home.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url
  }

  /// Runs `catalog import path` with `extra` arguments.
  func importing(_ path: String, _ extra: [String] = []) async throws -> BookshelfBinary.Result {
    try await BookshelfBinary.run(["catalog", "import", path] + extra, environment: env)
  }

  @Test("a directory is exit 2 with or without --format, before the catalog is opened")
  func directory() async throws {
    let folder = home.appendingPathComponent("somedir")
    try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    for extra in [[], ["--format", "csv"], ["--format", "json"]] {
      let run = try await importing(folder.path, extra)
      #expect(run.status == 2, "\(extra)")
      #expect(
        run.stderr == "bookshelf: error: \(folder.path) could not be read: it is a directory, not a file.\n",
        "\(extra)")
    }
    #expect(!FileManager.default.fileExists(atPath: catalogPath))
    let korean = try await BookshelfBinary.run(
      ["catalog", "import", folder.path], environment: env.merging(["LANG": "ko_KR.UTF-8"]) { $1 })
    #expect(korean.status == 2)
    #expect(korean.stderr == "bookshelf: 오류: \(folder.path)을(를) 읽을 수 없습니다: 파일이 아니라 디렉터리입니다.\n")
  }

  @Test("a missing file is exit 2: there is no such file")
  func missing() async throws {
    let path = home.appendingPathComponent("nonexistent.csv").path
    for extra in [[], ["--format", "goodbooks"]] {
      let run = try await importing(path, extra)
      #expect(run.status == 2)
      #expect(run.stderr == "bookshelf: error: \(path) could not be read: there is no such file.\n")
    }
    #expect(!FileManager.default.fileExists(atPath: catalogPath))
  }

  @Test("an unreadable file is exit 2 (not checked as root, who can read it anyway)")
  func unreadable() async throws {
    guard geteuid() != 0 else {
      print("skipped: running as root, chmod 000 does not block reads")
      return
    }
    let file = try write("title\nDune\n", "locked.csv")
    try FileManager.default.setAttributes([.posixPermissions: 0], ofItemAtPath: file.path)
    defer { try? FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path) }
    let run = try await importing(file.path)
    #expect(run.status == 2)
    #expect(
      run.stderr
        == "bookshelf: error: \(file.path) could not be read: you do not have permission to read it.\n")
    #expect(!FileManager.default.fileExists(atPath: catalogPath))
  }

  @Test("an empty file is exit 2 with or without --format")
  func empty() async throws {
    let file = try write("", "empty.csv")
    for extra in [[], ["--format", "goodreads"], ["--format", "json"]] {
      let run = try await importing(file.path, extra)
      #expect(run.status == 2, "\(extra)")
      #expect(
        run.stderr == "bookshelf: error: \(file.path) could not be read: the file is empty.\n", "\(extra)")
    }
    #expect(!FileManager.default.fileExists(atPath: catalogPath))
  }

  @Test("a CSV with the wrong header is exit 2 with or without --format, naming the real path")
  func wrongHeader() async throws {
    let file = try write("foo,bar\n1,2\n", "my-list.csv")
    let guessed = try await importing(file.path)
    #expect(guessed.status == 2)
    let goodbooks = try await importing(file.path, ["--format", "goodbooks"])
    #expect(goodbooks.status == 2)
    #expect(
      goodbooks.stderr
        == "bookshelf: error: \(file.path) could not be read: not a goodbooks-10k books.csv (needs book_id, isbn, title columns).\n"
    )
    let csv = try await importing(file.path, ["--format", "csv"])
    #expect(csv.status == 2)
    #expect(
      csv.stderr == "bookshelf: error: \(file.path) could not be read: the CSV header has no title column.\n")
  }

  @Test("an unknown --format is named, with the known formats listed")
  func unknownFormat() async throws {
    let file = try write("title\nDune\n", "books.csv")
    let run = try await importing(file.path, ["--format", "xml"])
    #expect(run.status == 2)
    #expect(
      run.stderr
        == "bookshelf: error: Unknown format \"xml\". Choose one of: goodbooks, goodreads, aladin, gutenberg, csv, json, nlk. See 'bookshelf catalog --help'.\n"
    )
    #expect(!FileManager.default.fileExists(atPath: catalogPath))
  }

  @Test("a JSON array followed by more text is exit 2 and nothing is committed")
  func trailingGarbage() async throws {
    let book = #"{"id": "x1", "title": "Dune", "authors": [], "source": "kakao"}"#
    let file = try write("[\(book)] garbage", "books.json")
    let run = try await importing(file.path)
    #expect(run.status == 2)
    #expect(
      run.stderr.hasSuffix(
        "bookshelf: error: \(file.path) could not be read: unexpected text after the JSON array (line 1).\n"))
    #expect(!run.stdout.contains("Imported"))
    let stats = try await BookshelfBinary.run(["catalog", "stats", "--json"], environment: env)
    #expect(stats.stdout.contains("\"rows\" : 0"))
  }

  @Test("skipped JSON items are numbered by element, in English and Korean")
  func skippedElements() async throws {
    let book = #"{"id": "x1", "title": "Dune", "authors": [], "source": "kakao"}"#
    let file = try write("[\(book),\n 3]", "books.json")
    let run = try await importing(file.path)
    #expect(run.status == 0)
    #expect(run.stdout.hasSuffix("\n  skipped element 2: not a Book object (needs id, title, source)\n"))
    let korean = try await BookshelfBinary.run(
      ["catalog", "import", file.path], environment: env.merging(["LANG": "ko_KR.UTF-8"]) { $1 })
    #expect(korean.stdout.hasSuffix("\n  2번째 요소 건너뜀: Book 객체가 아닙니다(id, title, source가 필요합니다)\n"))
    let csv = try write("title\nDune\n\"\"\n", "rows.csv")
    await #expect(try importing(csv.path).stdout.hasSuffix("\n  skipped line 3: no title\n"))
  }

  @Test("search --provider local --field isbn with a non-ISBN text is an invalid ISBN, exit 2")
  func localISBNSearch() async throws {
    let file = home.appendingPathComponent("books.csv")
    try SharedData.ownFixture("catalog/books.csv").write(to: file)
    await #expect(try importing(file.path).status == 0)
    let run = try await BookshelfBinary.run(
      ["search", "--provider", "local", "--field", "isbn", "harry"], environment: env)
    #expect(run.status == 2)
    #expect(run.stderr == "bookshelf: error: \"harry\" is not a valid ISBN: \"h\" is not allowed.\n")
    #expect(run.stdout.isEmpty)
  }
}
