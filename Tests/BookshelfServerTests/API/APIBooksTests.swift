import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfServer

@Suite struct APIBooksTests {
  private func korean() -> FakeBookSearching {
    FakeBookSearching(
      provider: .kakao,
      responder: { q in
        .success(
          BookPage(books: [APIBooks.korean], totalCount: 1, isEnd: true, page: 1, pageSize: q.pageSize))
      })
  }

  @Test func aSavedBookIsAnsweredWithItsEntry() async {
    let entry = ShelfEntry(
      book: APIBooks.korean, status: .reading, rating: 5, tags: ["심리"], addedAt: APIHarness.fixedNow)
    let harness = APIHarness(shelf: InMemoryShelfStore(entries: [entry]))
    for path in [
      "/api/books/9788996991342", "/api/books/8996991341", "/api/books/kakao%3A8996991341%209788996991342",
    ] {
      let response = await harness.call("GET", path)
      #expect(response.status == 200, "\(path)")
      let book = response.object["book"] as? [String: Any]
      let saved = response.object["entry"] as? [String: Any]
      #expect(book?["title"] as? String == "미움받을 용기")
      #expect(saved?["id"] as? String == "9788996991342")
      #expect(saved?["status"] as? String == "reading")
      #expect(saved?["rating"] as? Int == 5)
      #expect(saved?["tags"] as? [String] == ["심리"])
      #expect(saved?["addedAt"] as? String == "2025-12-01T00:00:00Z")
      #expect(saved?["note"] is NSNull)
    }
  }

  @Test func aSearchResultNotOnTheShelfIsRemembered() async {
    let harness = APIHarness(searcher: korean())
    let before = await harness.call("GET", "/api/books/kakao%3A8996991341%209788996991342")
    #expect(before.status == 404)
    #expect(before.errorCode == "not_found")
    _ = await harness.call("GET", "/api/search", query: [("q", "미움")])
    for path in ["/api/books/kakao%3A8996991341%209788996991342", "/api/books/9788996991342"] {
      let response = await harness.call("GET", path)
      #expect(response.status == 200)
      #expect(
        (response.object["book"] as? [String: Any])?["id"] as? String == "kakao:8996991341 9788996991342")
      #expect(response.object["entry"] is NSNull)
    }
    #expect(harness.searcher.lookups.isEmpty)
  }

  @Test func anUnknownISBNIsLookedUpThroughTheDefaultProvider() async {
    let searcher = FakeBookSearching(provider: .local)
    searcher.record(APIBooks.korean, for: "9788996991342")
    let harness = APIHarness(searcher: searcher)
    let response = await harness.call("GET", "/api/books/89-969913-4-1")
    #expect(response.status == 200)
    #expect((response.object["book"] as? [String: Any])?["publisher"] as? String == "인플루엔셜")
    #expect(searcher.lookups.map(\.isbn13) == ["9788996991342"])
    let unknown = await harness.call("GET", "/api/books/9780306406157")
    #expect(unknown.status == 404)
    #expect(unknown.errorCode == "not_found")
    let notAnISBN = await harness.call("GET", "/api/books/openlibrary%3AOL1W")
    #expect(notAnISBN.status == 404)
    #expect(searcher.lookups.count == 2)
  }

  @Test func theMemoryIsBounded() async {
    let harness = APIHarness(rememberedBooks: 30)
    _ = await harness.call("GET", "/api/search", query: [("q", "a"), ("size", "20")])
    _ = await harness.call("GET", "/api/search", query: [("q", "b"), ("size", "20")])
    #expect(harness.api.recentBooks.count == 30)
    #expect(await harness.call("GET", "/api/books/local%3Aa-10").status == 404)
    #expect(await harness.call("GET", "/api/books/local%3Aa-11").status == 200)
    #expect(await harness.call("GET", "/api/books/local%3Ab-20").status == 200)
  }

  @Test func theLeastRecentlyUsedBookIsForgottenFirst() {
    let memory = RecentBooks(capacity: 3)
    memory.remember(["1", "2", "3"].map { SampleBooks.book($0) })
    #expect(memory.book(for: "1") != nil)
    memory.remember([SampleBooks.book("4")])
    #expect(memory.book(for: "2") == nil)
    #expect(["1", "3", "4"].allSatisfy { memory.book(for: $0) != nil })
    for round in 0..<10_000 { memory.remember([SampleBooks.book("r\(round % 7)", isbn13: nil)]) }
    #expect(memory.count == 3)
    memory.remember([SampleBooks.book("isbn", isbn13: "9788996991342")])
    #expect(memory.book(for: "978-89-969913-4-2")?.id == "isbn")
  }

  @Test func aCoverIsItsBytesWithTheirTypeAndCachedForADay() async {
    let jpeg: [UInt8] = [0xFF, 0xD8, 0xFF, 0xE0, 1, 2, 3]
    let covers = CannedCovers(images: [APIBooks.korean.id: CoverImage(bytes: Data(jpeg), format: .jpeg)])
    let entry = ShelfEntry(book: APIBooks.korean, addedAt: APIHarness.fixedNow)
    let harness = APIHarness(shelf: InMemoryShelfStore(entries: [entry]), covers: covers)
    let response = await harness.call("GET", "/api/books/9788996991342/cover")
    #expect(response.status == 200)
    #expect(response.body == jpeg)
    #expect(response.header("Content-Type") == "image/jpeg")
    #expect(response.header("Cache-Control") == "private, max-age=86400")
  }

  @Test func aSearchResultsCoverIsServedWithoutSavingIt() async {
    let png: [UInt8] = [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A, 0]
    let covers = CannedCovers(images: [APIBooks.korean.id: CoverImage(bytes: Data(png), format: .png)])
    let harness = APIHarness(searcher: korean(), covers: covers)
    #expect(await harness.call("GET", "/api/books/9788996991342/cover").errorCode == "not_found")
    _ = await harness.call("GET", "/api/search", query: [("q", "용기")])
    let response = await harness.call("GET", "/api/books/kakao%3A8996991341%209788996991342/cover")
    #expect(response.status == 200)
    #expect(response.body == png)
    #expect(response.header("Content-Type") == "image/png")
  }

  @Test func aBookWithoutACoverIs404NoCover() async {
    let entry = ShelfEntry(book: APIBooks.hostile, addedAt: APIHarness.fixedNow)
    let harness = APIHarness(shelf: InMemoryShelfStore(entries: [entry]))
    let response = await harness.call(
      "GET", "/api/books/openlibrary%3AOL123W/cover", headers: ["accept-language": "ko"])
    #expect(response.status == 404)
    #expect(response.errorCode == "no_cover")
    #expect(response.errorMessage == "이 책에는 표지가 없습니다.")
    let unknown = await harness.call("GET", "/api/books/openlibrary%3AOL9W/cover")
    #expect(unknown.errorCode == "not_found")
  }
}
