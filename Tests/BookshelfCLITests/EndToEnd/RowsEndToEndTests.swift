import BookshelfTestSupport
import Foundation
import Testing

/// The round trip through the built binary: search → `show 2` → `save 2` → `open 2`, ids of
/// every provider looked up on a loopback server, and a pipe's untruncated TSV.
@Suite("bookshelf binary: rows, ids and open", .serialized)
struct RowsEndToEndTests {
  static let longTitle = String(repeating: "A very long title ", count: 16) + "and its end."  // 300

  static let googleSearch = Data(
    """
    {"totalItems":2,"items":[
    {"id":"AAAAAAAAAAAA","volumeInfo":{"title":"\(longTitle)","authors":["First Author"],
     "industryIdentifiers":[{"type":"ISBN_13","identifier":"9780306406157"}],"infoLink":"https://books.google.com/books?id=AAAAAAAAAAAA"}},
    {"id":"zyTCAlFPjgYC","volumeInfo":{"title":"The Google Story","authors":["David A. Vise","Mark Malseed"],
     "publisher":"Random House","publishedDate":"2005-11-15","infoLink":"https://books.google.com/books?id=zyTCAlFPjgYC"}}]}
    """.utf8)

  func environment(_ server: LoopbackServer, home: URL, _ extra: [String: String] = [:]) -> [String: String] {
    var env = [
      "BOOKSHELF_GOOGLE_BOOKS_URL": server.baseURL.absoluteString,
      "BOOKSHELF_OPEN_LIBRARY_URL": server.baseURL.absoluteString,
      "BOOKSHELF_ALADIN_URL": server.baseURL.absoluteString, "ALADIN_TTB_KEY": "ttbkey0001",
    ]
    env.merge(extra) { $1 }
    return BookshelfBinary.environment(home: home, env)
  }

  @Test("search in a pipe is TSV with the whole 300-character title; show 2 and save 2 take row 2")
  func roundTrip() async throws {
    #expect(Self.longTitle.count == 300)
    let server = try LoopbackServer()
    defer { server.stop() }
    server.route("/books/v1/volumes", body: Self.googleSearch)
    let home = try BookshelfBinary.temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let env = environment(server, home: home)
    let search = try await BookshelfBinary.run(
      ["search", "--provider", "google", "google"], environment: env)
    #expect(search.status == 0, "\(search.stderr)")
    let lines = search.stdout.split(separator: "\n", omittingEmptySubsequences: false)
    #expect(lines.count == 3)
    #expect(
      lines[0]
        == "1\t9780306406157\t\(Self.longTitle)\tFirst Author\t\t\t\t\thttps://books.google.com/books?id=AAAAAAAAAAAA"
    )
    #expect(
      lines[1].hasPrefix(
        "2\tgoogle:zyTCAlFPjgYC\tThe Google Story\tDavid A. Vise, Mark Malseed\tRandom House\t2005-11-15\t"))
    server.clearRequests()
    let show = try await BookshelfBinary.run(["show", "2"], environment: env)
    #expect(show.status == 0)
    #expect(show.stdout.hasPrefix("The Google Story\n"))
    let save = try await BookshelfBinary.run(["save", "2", "--status", "reading"], environment: env)
    #expect(save.status == 0)
    #expect(save.stdout == "Added to your shelf: The Google Story (google:zyTCAlFPjgYC), reading.\n")
    #expect(server.requests.isEmpty)  // rows come from the remembered search
    let open = try await BookshelfBinary.run(["open", "2"], environment: env)
    #expect(open.stdout == "https://books.google.com/books?id=zyTCAlFPjgYC\n")
    let stale = try await BookshelfBinary.run(["show", "7"], environment: env)
    #expect(stale.status == 2)
    #expect(stale.stderr == "bookshelf: error: Row 7: the last search, “google”, has 2 rows.\n")
    var info = stat()
    #expect(stat(home.appendingPathComponent("data/last-search.json").path, &info) == 0)
    #expect(info.st_mode & 0o777 == 0o600)
  }

  @Test("ids without ISBN of Google, Open Library and Aladin are looked up by their own id")
  func idLookups() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    server.route(
      "/books/v1/volumes/zyTCAlFPjgYC",
      body: Data(
        #"{"id":"zyTCAlFPjgYC","volumeInfo":{"title":"The Google Story","authors":["David A. Vise"]}}"#.utf8))
    server.route(
      "/works/OL27448W.json",
      body: Data(#"{"key":"/works/OL27448W","title":"The Lord of the Rings","description":"An epic."}"#.utf8))
    server.route(
      "/ttb/api/ItemLookUp.aspx",
      body: Data(
        #"{"version":"20131101","totalResults":1,"item":[{"itemId":227133741,"title":"다크룸","author":"수전 팔루디 (지은이)"}]}"#
          .utf8))
    let home = try BookshelfBinary.temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let env = environment(server, home: home)
    for (id, title) in [
      ("google:zyTCAlFPjgYC", "The Google Story"), ("openlibrary:OL27448W", "The Lord of the Rings"),
      ("aladin:227133741", "다크룸"),
    ] {
      let show = try await BookshelfBinary.run(["show", id], environment: env)
      #expect(show.status == 0, "\(id): \(show.stderr)")
      #expect(show.stdout.hasPrefix(title + "\n"), "\(id)")
      let save = try await BookshelfBinary.run(["save", id], environment: env)
      #expect(save.status == 0, "\(id): \(save.stderr)")
    }
    let targets = server.requests.map(\.target)
    #expect(targets.contains { $0.hasPrefix("/books/v1/volumes/zyTCAlFPjgYC") })
    #expect(targets.contains("/works/OL27448W.json"))
    #expect(
      targets.contains {
        $0.hasPrefix("/ttb/api/ItemLookUp.aspx?TTBKey=ttbkey0001&ItemIdType=ItemId&ItemId=227133741")
      })
    let shelf = try await BookshelfBinary.run(["shelf", "--json"], environment: env)
    for id in ["google:zyTCAlFPjgYC", "openlibrary:OL27448W", "aladin:227133741"] {
      #expect(shelf.stdout.contains("\"\(id)\""), "\(id)")
    }
    let missing = try await BookshelfBinary.run(["show", "google:nothing"], environment: env)
    #expect(missing.status == 1)
    #expect(missing.stderr == "bookshelf: error: No book found for google:nothing.\n")
  }

  @Test("a local: id from the starter catalog (a book without ISBN) is found again by its id")
  func localID() async throws {
    let home = try BookshelfBinary.temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let env = BookshelfBinary.environment(home: home)
    // goodbooks-10k lists Bossypants without an ISBN.
    let search = try await BookshelfBinary.run(
      ["search", "--provider", "local", "Bossypants"], environment: env)
    #expect(search.status == 0)
    let fields =
      search.stdout.split(separator: "\n").first?.split(separator: "\t", omittingEmptySubsequences: false)
      ?? []
    let id = try #require(fields.count > 2 ? String(fields[1]) : nil)
    #expect(id.hasPrefix("local:goodbooks:"))
    // The remembered rows are gone: the id must come from the catalog itself.
    try FileManager.default.removeItem(at: home.appendingPathComponent("data/last-search.json"))
    let show = try await BookshelfBinary.run(["show", id], environment: env)
    #expect(show.status == 0, "\(show.stderr)")
    #expect(show.stdout.hasPrefix("Bossypants\n"))
    let save = try await BookshelfBinary.run(["save", id], environment: env)
    #expect(save.status == 0)
    #expect(save.stdout.hasPrefix("Added to your shelf: Bossypants (\(id))"))
  }

  @Test("open with a desktop runs xdg-open with the address (a fake on PATH); without one it prints it")
  func openDesktop() async throws {
    let server = try LoopbackServer()
    defer { server.stop() }
    server.route("/books/v1/volumes", body: Self.googleSearch)
    let home = try BookshelfBinary.temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let bin = home.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    let record = home.appendingPathComponent("opened.txt")
    let script = bin.appendingPathComponent("xdg-open")
    try Data("#!/bin/sh\nprintf '%s\\n' \"$1\" >> '\(record.path)'\n".utf8).write(to: script)
    chmod(script.path, 0o755)
    let path = bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
    let env = environment(server, home: home, ["PATH": path])
    #expect(
      try await BookshelfBinary.run(["search", "--provider", "google", "google"], environment: env).status
        == 0)
    let plain = try await BookshelfBinary.run(["open", "1"], environment: env)
    #expect(plain.stdout == "https://books.google.com/books?id=AAAAAAAAAAAA\n")
    var desktop = env
    desktop["DISPLAY"] = ":0"
    let opened = try await BookshelfBinary.run(["open", "2"], environment: desktop)
    #expect(opened.status == 0)
    #expect(opened.stdout == "")
    // The launcher is not waited for: give the script a moment.
    let deadline = Date().addingTimeInterval(10)
    while (try? String(contentsOf: record, encoding: .utf8)) == nil, Date() < deadline {
      try? await Task.sleep(for: .microseconds(20_000))
    }
    #expect(
      try String(contentsOf: record, encoding: .utf8) == "https://books.google.com/books?id=zyTCAlFPjgYC\n")
  }
}
