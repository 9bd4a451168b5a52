import BookshelfCore
import Foundation
import Testing

@testable import BookshelfCovers

@Suite("CoverSourceRules: which URLs each source's cover is tried at")
struct CoverSourceRulesTests {
  let rules = CoverSourceRules()

  func urls(_ book: Book, rules: CoverSourceRules? = nil) -> [String] {
    (rules ?? self.rules).plan(for: book).urls.map(\.absoluteString)
  }

  @Test("Kakao: the decoded fname origin over https first, then the thumbnail exactly as given")
  func kakaoOriginThenThumbnail() {
    let thumbnail =
      "https://search1.kakaocdn.net/thumb/R120x174.q85/?fname=http%3A%2F%2Ft1.daumcdn.net%2Flbook%2Fimage%2F1467038%3Ftimestamp%3D20190131"
    #expect(
      urls(coverBook("1", cover: thumbnail)) == [
        "https://t1.daumcdn.net/lbook/image/1467038?timestamp=20190131", thumbnail,
      ])
  }

  @Test("Kakao: without a usable fname only the thumbnail, its R120x174 size never rewritten")
  func kakaoWithoutOrigin() {
    let bare = "https://search1.kakaocdn.net/thumb/R120x174.q85/?other=1"
    #expect(urls(coverBook("1", cover: bare)) == [bare])
    let odd = "https://search1.kakaocdn.net/thumb/R120x174.q85/?fname=file%3A%2F%2F%2Fetc%2Fpasswd"
    #expect(urls(coverBook("1", cover: odd)) == [odd])
  }

  @Test("Open Library: by cover id then ISBN, both with default=false, on the configured host")
  func openLibraryIDThenISBN() throws {
    let custom = CoverSourceRules(coversBaseURL: try #require(URL(string: "http://127.0.0.1:8081")))
    let saved = coverBook(
      "9780385490818", cover: "https://covers.openlibrary.org/b/id/8665647-M.jpg", source: "openlibrary",
      isbn13: "9780385490818")
    #expect(
      urls(saved, rules: custom) == [
        "http://127.0.0.1:8081/b/id/8665647-M.jpg?default=false",
        "http://127.0.0.1:8081/b/isbn/9780385490818-M.jpg?default=false",
      ])
    #expect(
      urls(saved) == [
        "https://covers.openlibrary.org/b/id/8665647-M.jpg?default=false",
        "https://covers.openlibrary.org/b/isbn/9780385490818-M.jpg?default=false",
      ])
  }

  @Test("Open Library: an id of 0, a negative or an empty one is never asked for")
  func openLibraryNeverIDZero() {
    for path in ["/b/id/0-M.jpg", "/b/id/-M.jpg", "/b/id/-5-M.jpg", "/b/id/abc-M.jpg"] {
      let withISBN = coverBook(
        "x", cover: "https://covers.openlibrary.org\(path)", source: "openlibrary", isbn13: "9780385490818")
      #expect(urls(withISBN) == ["https://covers.openlibrary.org/b/isbn/9780385490818-M.jpg?default=false"])
      let without = coverBook("x", cover: "https://covers.openlibrary.org\(path)", source: "openlibrary")
      #expect(rules.plan(for: without) == .absent(.noCover))
    }
    let noURL = coverBook("x", cover: nil, source: "openlibrary", isbn13: "9780385490818")
    #expect(urls(noURL) == ["https://covers.openlibrary.org/b/isbn/9780385490818-M.jpg?default=false"])
  }

  @Test("Google Books: https and no edge=curl, the other parameters kept in order")
  func googleHTTPSWithoutCurl() {
    let given =
      "http://books.google.com/books/content?id=G7utDwAAQBAJ&printsec=frontcover&img=1&zoom=1&edge=curl&source=gbs_api"
    #expect(
      urls(coverBook("g", cover: given, source: "google")) == [
        "https://books.google.com/books/content?id=G7utDwAAQBAJ&printsec=frontcover&img=1&zoom=1&source=gbs_api"
      ])
  }

  @Test("Aladin: the 200-pixel cover size for coversum, then the URL as given; Big kept as is")
  func aladinSizes() {
    let small = "https://image.aladin.co.kr/product/28125/61/coversum/k642734155_1.jpg"
    #expect(
      urls(coverBook("a", cover: small, source: "aladin")) == [
        "https://image.aladin.co.kr/product/28125/61/cover/k642734155_1.jpg", small,
      ])
    let big = "https://image.aladin.co.kr/product/7033/10/cover/8932530564_1.jpg"
    #expect(urls(coverBook("a", cover: big, source: "aladin")) == [big])
  }

  @Test("goodbooks' nophoto placeholders and a missing URL mean no cover; others as given")
  func noPhotoMeansNoCover() {
    let nophoto = "https://s.gr-assets.com/assets/nophoto/book/111x148-bcc042a9c91a29c1d680899eff700a03.png"
    #expect(rules.plan(for: coverBook("n", cover: nophoto, source: "local")) == .absent(.noCover))
    #expect(rules.plan(for: coverBook("n", cover: nil)) == .absent(.noCover))
    let real = "https://images.gr-assets.com/books/1447303603m/2767052.jpg"
    #expect(urls(coverBook("n", cover: real, source: "local")) == [real])
  }

  @Test("every thumbnail in the recorded goodbooks file is a plan: nophoto none, the rest itself")
  func goodbooksFile() throws {
    guard let shared = ProcessInfo.processInfo.environment["BOOKSHELF_SHARED_DIR"] else { return }
    let text = try String(contentsOfFile: "\(shared)/data/goodbooks-10k/books.csv", encoding: .utf8)
    var none = 0
    var kept = 0
    for line in text.split(separator: "\n").dropFirst().prefix(2000) {
      guard let field = line.split(separator: ",").dropLast().last, field.hasPrefix("http"),
        let url = URL(string: String(field))
      else { continue }
      switch rules.plan(for: Book(id: "x", title: "x", thumbnailURL: url, source: "local")) {
      case .absent(.noCover): none += 1
      case .candidates(let urls): if urls == [url] { kept += 1 }
      case .absent: break
      }
    }
    #expect(none > 100)
    #expect(kept > 1000)
  }

  @Test("the fallback rule: on to the next URL after a 4xx or bad bytes, not when unreachable")
  func fallbackRule() {
    #expect(CoverFallback.tryNext(after: .notFound(status: 403)))
    #expect(CoverFallback.tryNext(after: .notFound(status: 404)))
    #expect(CoverFallback.tryNext(after: .notAnImage))
    #expect(!CoverFallback.tryNext(after: .unreachable))
  }
}
