import BookshelfTestSupport
import Foundation
import Testing

/// Through the real binary: the data folder Bookshelf creates is 0700 and its databases 0600
/// (private notes live there); a config file reached through a symbolic link is judged by the
/// file it leads to.
@Suite("bookshelf binary: private data and config modes")
struct PrivateDataTests {
  func mode(_ url: URL) -> mode_t? {
    var info = stat()
    return lstat(url.path, &info) == 0 ? info.st_mode & 0o7777 : nil
  }

  static let book =
    #"{"id": "9780441172719", "title": "Dune", "authors": ["Frank Herbert"], "isbn13": "9780441172719", "source": "kakao"}"#

  @Test("save and catalog import create a 0700 folder and 0600 databases")
  func dataFolderAndDatabases() async throws {
    let home = try BookshelfBinary.temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let data = home.appendingPathComponent("data")
    let env = BookshelfBinary.environment(home: home)
    let saved = try await BookshelfBinary.run(
      ["save", "--json", "-", "--note", "private"], environment: env, stdin: Data(Self.book.utf8))
    #expect(saved.status == 0, "\(saved.stderr)")
    #expect(mode(data) == 0o700)
    #expect(mode(data.appendingPathComponent("shelf.sqlite")) == 0o600)

    let other = home.appendingPathComponent("other")
    let catalogEnv = BookshelfBinary.environment(home: home, ["BOOKSHELF_HOME": other.path])
    let file = home.appendingPathComponent("books.csv")
    try Data("title,authors\nDune,Frank Herbert\n".utf8).write(to: file)
    let imported = try await BookshelfBinary.run(["catalog", "import", file.path], environment: catalogEnv)
    #expect(imported.status == 0, "\(imported.stderr)")
    #expect(mode(other) == 0o700)
    #expect(mode(other.appendingPathComponent("catalog.sqlite")) == 0o600)
  }

  @Test("a config file linked to a 0600 file gets no warning; a link to a 0644 file does")
  func configThroughASymlink() async throws {
    let home = try BookshelfBinary.temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let dir = home.appendingPathComponent("config/bookshelf")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let real = home.appendingPathComponent("dotfiles-bookshelf.json")
    try Data(#"{"keys": {"kakao": "kakao-secret-in-file"}}"#.utf8).write(to: real)
    #expect(chmod(real.path, 0o600) == 0)
    let link = dir.appendingPathComponent("config.json")
    try FileManager.default.createSymbolicLink(at: link, withDestinationURL: real)
    let env = BookshelfBinary.environment(home: home)
    let quiet = try await BookshelfBinary.run(["search"], environment: env)
    #expect(quiet.stderr == "bookshelf: error: Enter a search term.\n")
    #expect(chmod(real.path, 0o644) == 0)
    let warned = try await BookshelfBinary.run(["search"], environment: env)
    #expect(
      warned.stderr.hasPrefix("bookshelf: warning: \(link.path) holds API keys but other users can read it"))
  }
}
