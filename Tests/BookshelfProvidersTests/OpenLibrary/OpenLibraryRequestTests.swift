import BookshelfCore
import Foundation
import Testing

@testable import BookshelfProviders

@Suite("Open Library request building")
struct OpenLibraryRequestTests {
  let settings = ProviderSettings(baseURL: OpenLibraryProvider.defaultBaseURL)
  let fields =
    "fields=key%2Ctitle%2Csubtitle%2Cauthor_name%2Cfirst_publish_year%2Cpublish_date%2Cisbn%2Cpublisher%2Ccover_i%2Cratings_average%2Cratings_count%2Cnumber_of_pages_median%2Cedition_count"

  @Test("default search: exact URL, fields list, page and limit, headers; never offset")
  func defaultSearch() throws {
    let request = try OpenLibraryRequest.search(BookQuery(text: "dune"), settings: settings)
    #expect(
      request.url.absoluteString == "https://openlibrary.org/search.json?q=dune&\(fields)&page=1&limit=10")
    #expect(request.method == "GET")
    #expect(request.headers == ["Accept": "application/json", "User-Agent": BookshelfVersion.userAgent])
    #expect(request.url.query?.contains("offset") == false)
  }

  @Test("the fields list holds every field the mapping reads")
  func fieldsList() {
    for field in [
      "key", "title", "subtitle", "author_name", "first_publish_year", "isbn", "publisher", "cover_i",
    ] {
      #expect(OpenLibraryRequest.fields.contains(field))
    }
    #expect(
      OpenLibraryRequest.fields.contains("ratings_average")
        && OpenLibraryRequest.fields.contains("ratings_count"))
  }

  @Test("reserved characters and Hangul reach the API unchanged")
  func reservedCharacters() throws {
    let text = "C++ & C# = 100% ?/해리"
    let request = try OpenLibraryRequest.search(BookQuery(text: text), settings: settings)
    #expect(
      request.url.query
        == "q=C%2B%2B%20%26%20C%23%20%3D%20100%25%20%3F%2F%ED%95%B4%EB%A6%AC&\(fields)&page=1&limit=10")
    let items = URLComponents(url: request.url, resolvingAgainstBaseURL: false)?.queryItems ?? []
    #expect(items.first?.name == "q")
    #expect(items.first?.value == text)
  }

  @Test(
    "field searches use the field parameters",
    arguments: [
      (SearchField.title, "The Left Hand", "title=The%20Left%20Hand"),
      (.author, "Ursula K. Le Guin", "author=Ursula%20K.%20Le%20Guin"),
      (.publisher, "Ace Books", "publisher=Ace%20Books"),
      (.isbn, "0-441-01359-7", "isbn=9780441013593"),
    ])
  func fieldParameters(field: SearchField, text: String, expected: String) throws {
    let request = try OpenLibraryRequest.search(BookQuery(text: text, field: field), settings: settings)
    #expect(request.url.query == "\(expected)&\(fields)&page=1&limit=10")
  }

  @Test(
    "queries the API refuses as q (under 3 characters, bare 'the') go as title=",
    arguments: [
      ("토지", "title=%ED%86%A0%EC%A7%80"), ("ab", "title=ab"), ("The", "title=The"), ("x", "title=x"),
      ("the end", "q=the%20end"), ("abc", "q=abc"), ("해리포", "q=%ED%95%B4%EB%A6%AC%ED%8F%AC"),
    ])
  func shortQueries(text: String, expected: String) throws {
    let request = try OpenLibraryRequest.search(BookQuery(text: text), settings: settings)
    #expect(request.url.query?.hasPrefix(expected + "&fields=") == true)
  }

  @Test("page size clamped to 100, page passed through, sort=new for latest")
  func pagingAndSort() throws {
    let query = try BookQuery(text: "dune", sort: .latest, page: 7, pageSize: 250)
    let request = try OpenLibraryRequest.search(query, settings: settings)
    #expect(request.url.query == "q=dune&\(fields)&sort=new&page=7&limit=100")
  }

  @Test("a malformed ISBN is rejected before any request")
  func malformedISBN() throws {
    #expect {
      try OpenLibraryRequest.search(BookQuery(text: "978-12", field: .isbn), settings: settings)
    } throws: { error in
      guard case BookshelfError.invalidISBN("978-12", _) = error else { return false }
      return true
    }
  }

  @Test("an absurd page never reaches a request: the query refuses it")
  func absurdPage() throws {
    #expect(throws: BookshelfError.invalidPage(String(Int.max))) {
      try OpenLibraryRequest.search(BookQuery(text: "dune", page: Int.max, pageSize: 100), settings: settings)
    }
    let deepest = try OpenLibraryRequest.search(
      BookQuery(text: "dune", page: BookQuery.maximumPage, pageSize: 100), settings: settings)
    #expect(deepest.url.query?.hasSuffix("&page=100000&limit=100") == true)
  }

  @Test("endpoint override and lookup")
  func overrideAndLookup() throws {
    let local = ProviderSettings(baseURL: URL(string: "http://127.0.0.1:9090")!)
    let request = try OpenLibraryRequest.lookup(ISBN("8996991341"), settings: local)
    #expect(
      request.url.absoluteString == "http://127.0.0.1:9090/search.json?isbn=9788996991342&\(fields)&limit=5")
  }
}
