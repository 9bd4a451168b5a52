import BookshelfCore
import Foundation
import Testing

@testable import BookshelfProviders

@Suite("Google Books request building")
struct GoogleBooksRequestTests {
  /// The `fields` query item every request carries, percent-encoded as sent.
  static let fieldsItem =
    "fields=totalItems%2Citems%28id%2CvolumeInfo%28title%2Csubtitle%2Cauthors%2Cpublisher%2C"
    + "publishedDate%2Cdescription%2CindustryIdentifiers%2CaverageRating%2CratingsCount%2C"
    + "imageLinks%28smallThumbnail%2Cthumbnail%29%2CinfoLink%2CcanonicalVolumeLink%29%2C"
    + "saleInfo%28saleability%2ClistPrice%2CretailPrice%29%29"

  @Test("fields selects exactly what the mapping reads (every DTO field, nothing else)")
  func fieldsMatchTheDTO() {
    #expect(
      GoogleBooksRequest.fields
        == "totalItems,items(id,volumeInfo(title,subtitle,authors,publisher,publishedDate,description,"
        + "industryIdentifiers,averageRating,ratingsCount,imageLinks(smallThumbnail,thumbnail),infoLink,"
        + "canonicalVolumeLink),saleInfo(saleability,listPrice,retailPrice))")
  }

  let settings = ProviderSettings(baseURL: GoogleBooksProvider.defaultBaseURL)

  @Test("default search: exact URL, query order and headers")
  func defaultSearch() throws {
    let request = try GoogleBooksRequest.search(BookQuery(text: "dune"), settings: settings)
    #expect(
      request.url.absoluteString
        == "https://www.googleapis.com/books/v1/volumes?q=dune&startIndex=0&maxResults=10&orderBy=relevance&printType=books&\(GoogleBooksRequestTests.fieldsItem)"
    )
    #expect(request.method == "GET")
    #expect(
      request.headers == ["Accept": "application/json", "User-Agent": BookshelfVersion.userAgent])
    #expect(request.timeout == 10)
  }

  @Test("reserved characters and Hangul reach the API unchanged")
  func reservedCharacters() throws {
    let text = "C++ & C# = 100% ?/해리"
    let request = try GoogleBooksRequest.search(BookQuery(text: text), settings: settings)
    #expect(
      request.url.query
        == "q=C%2B%2B%20%26%20C%23%20%3D%20100%25%20%3F%2F%ED%95%B4%EB%A6%AC&startIndex=0&maxResults=10&orderBy=relevance&printType=books&\(GoogleBooksRequestTests.fieldsItem)"
    )
    let items = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
    #expect(items.first?.value == text)
  }

  @Test("field prefixes: intitle/inauthor/inpublisher quote phrases, isbn normalised to ISBN-13")
  func fieldPrefixes() throws {
    #expect(
      try GoogleBooksRequest.q(for: BookQuery(text: "children of time", field: .title))
        == "intitle:\"children of time\"")
    #expect(try GoogleBooksRequest.q(for: BookQuery(text: "Herbert", field: .author)) == "inauthor:Herbert")
    #expect(
      try GoogleBooksRequest.q(for: BookQuery(text: "Ursula \"K.\" Le Guin", field: .author))
        == "inauthor:\"Ursula K. Le Guin\"")
    #expect(try GoogleBooksRequest.q(for: BookQuery(text: "Orbit", field: .publisher)) == "inpublisher:Orbit")
    #expect(
      try GoogleBooksRequest.q(for: BookQuery(text: "89-969-9134-1", field: .isbn)) == "isbn:9788996991342")
    let title = try GoogleBooksRequest.search(BookQuery(text: "해리 포터", field: .title), settings: settings)
    #expect(
      title.url.query?.hasPrefix("q=intitle%3A%22%ED%95%B4%EB%A6%AC%20%ED%8F%AC%ED%84%B0%22&") == true)
  }

  @Test("an ISBN search with a malformed ISBN is rejected before any request")
  func malformedISBN() throws {
    let query = try BookQuery(text: "12345", field: .isbn)
    #expect {
      try GoogleBooksRequest.search(query, settings: settings)
    } throws: { error in
      guard case BookshelfError.invalidISBN("12345", _) = error else { return false }
      return true
    }
  }

  @Test("page size clamped to 40, startIndex = (page − 1) × size, newest for latest")
  func pagingAndSort() throws {
    let query = try BookQuery(text: "dune", sort: .latest, page: 3, pageSize: 50)
    let request = try GoogleBooksRequest.search(query, settings: settings)
    #expect(
      request.url.query
        == "q=dune&startIndex=80&maxResults=40&orderBy=newest&printType=books&\(GoogleBooksRequestTests.fieldsItem)"
    )
  }

  @Test("the key travels as the last query item only when configured")
  func keyParameter() throws {
    let keyed = ProviderSettings(baseURL: GoogleBooksProvider.defaultBaseURL, apiKey: "AIza-test_KEY.1")
    let request = try GoogleBooksRequest.search(BookQuery(text: "dune"), settings: keyed)
    #expect(
      request.url.query?.hasSuffix(
        "&printType=books&\(GoogleBooksRequestTests.fieldsItem)&key=AIza-test_KEY.1") == true)
    let blank = ProviderSettings(baseURL: GoogleBooksProvider.defaultBaseURL, apiKey: "  ")
    #expect(
      try GoogleBooksRequest.search(BookQuery(text: "dune"), settings: blank).url.query?.contains("key=")
        == false)
  }

  @Test("the reachable window: page 25 of 40 is the last, page 26 is out of range")
  func reachableWindow() throws {
    let last = try GoogleBooksRequest.search(
      BookQuery(text: "dune", page: 25, pageSize: 40), settings: settings)
    #expect(last.url.query?.contains("startIndex=960&maxResults=40") == true)
    #expect(throws: BookshelfError.pageOutOfRange(provider: .google, page: 26, lastPage: 25)) {
      try GoogleBooksRequest.search(BookQuery(text: "dune", page: 26, pageSize: 40), settings: settings)
    }
    #expect(throws: BookshelfError.pageOutOfRange(provider: .google, page: 101, lastPage: 100)) {
      try GoogleBooksRequest.search(BookQuery(text: "dune", page: 101, pageSize: 10), settings: settings)
    }
  }

  @Test("endpoint override replaces scheme, host and port; the path stays")
  func baseURLOverride() throws {
    let local = ProviderSettings(baseURL: URL(string: "http://127.0.0.1:8080/")!, timeout: 3)
    let request = try GoogleBooksRequest.search(BookQuery(text: "x"), settings: local)
    #expect(
      request.url.absoluteString
        == "http://127.0.0.1:8080/books/v1/volumes?q=x&startIndex=0&maxResults=10&orderBy=relevance&printType=books&\(GoogleBooksRequestTests.fieldsItem)"
    )
    #expect(request.timeout == 3)
  }

  @Test("lookup asks for isbn:<ISBN-13>")
  func lookup() throws {
    let request = try GoogleBooksRequest.lookup(ISBN("8996991341"), settings: settings)
    #expect(
      request.url.absoluteString
        == "https://www.googleapis.com/books/v1/volumes?q=isbn%3A9788996991342&maxResults=10&printType=books&\(GoogleBooksRequestTests.fieldsItem)"
    )
  }
}
