import BookshelfTestSupport
import Foundation
import Testing

/// `bookshelf browse --offline` on an empty home: the local catalog is the provider, made from
/// the starter catalog before the screen opens.
@Suite("bookshelf browse --offline in tmux", .serialized)
struct BrowseOfflineTests {
  @Test("an empty home: dune finds Dune by Frank Herbert in the starter catalog, with no request")
  func starterCatalog() async throws {
    let home = try BookshelfBinary.temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let server = try LoopbackServer()
    defer { server.stop() }
    let environment = BookshelfBinary.environment(
      home: home,
      [
        "BOOKSHELF_OPEN_LIBRARY_URL": server.baseURL.absoluteString,
        "BOOKSHELF_KAKAO_URL": server.baseURL.absoluteString, "KAKAO_REST_API_KEY": "k-1",
      ])
    let session = try TmuxSession(
      arguments: ["browse", "--offline"], environment: environment, width: 100, height: 20)
    defer { session.stop() }
    try await session.waitFor(text: "Type a title, author or ISBN")
    #expect(try session.screen().last { !$0.isEmpty }?.hasPrefix(" Local catalog │") == true)
    try session.type("dune")
    try session.press("Enter")
    let screen = try await session.waitFor(text: "Dune (Dune Chronicles #1)")
    let row = try #require(screen.firstIndex { $0.contains("Dune (Dune Chronicles #1)") })
    #expect(screen[row + 1].trimmingCharacters(in: .whitespaces) == "Frank Herbert · 1965")
    #expect(server.requests.isEmpty)
    #expect(FileManager.default.fileExists(atPath: home.appendingPathComponent("data/catalog.sqlite").path))
  }
}
