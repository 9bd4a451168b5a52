import BookshelfCore

/// Wire shapes of Open Library `search.json`, current (FastAPI) and legacy (web.py) formats.
/// Every field is optional; unknown keys (`text`, `seed`, `title_suggest`, `availability`, …)
/// are ignored.

/// The search response; `error` (legacy) or `detail` (FastAPI) is set instead on a rejection.
struct OpenLibrarySearchDTO: Decodable {
  @Lenient var numFound: Int?
  /// Legacy duplicate of `numFound`.
  @Lenient var legacyNumFound: Int?
  var numFoundExact: Bool?
  @Lenient var start: Int?
  @Lenient var offset: Int?
  var q: String?
  var docs: [OpenLibraryLossy<OpenLibraryDocDTO>]?
  var error: String?

  enum CodingKeys: String, CodingKey {
    case numFound, numFoundExact, start, offset, q, docs, error
    case legacyNumFound = "num_found"
  }
}

/// Decodes an element, or nil when that one element has an unexpected shape.
struct OpenLibraryLossy<Value: Decodable>: Decodable {
  var value: Value?
  init(from decoder: any Decoder) throws {
    value = try? Value(from: decoder)
  }
}

/// One work (`docs[]`); the fields of `OpenLibraryRequest.fields`.
/// Numbers are `@Lenient` (`LenientlyDecodable`): `"16000"` is 16000, while `12.5` for an
/// integer, `1e400` or `[]` is nil, so one odd value costs only itself, never the page.
struct OpenLibraryDocDTO: Decodable {
  /// `/works/OL27448W`.
  var key: String?
  var title: String?
  var subtitle: String?
  var authorName: [String]?
  @Lenient var firstPublishYear: Int?
  /// Free text such as `July 16, 2019`.
  var publishDate: [String]?
  /// ISBN-10 and ISBN-13 of every edition, mixed.
  var isbn: [String]?
  var publisher: [String]?
  /// Cover id; absent when there is no cover.
  @Lenient var coverID: Int?
  @Lenient var ratingsAverage: Double?
  @Lenient var ratingsCount: Int?
  @Lenient var numberOfPagesMedian: Int?
  @Lenient var editionCount: Int?

  enum CodingKeys: String, CodingKey {
    case key, title, subtitle, isbn, publisher
    case authorName = "author_name"
    case firstPublishYear = "first_publish_year"
    case publishDate = "publish_date"
    case coverID = "cover_i"
    case ratingsAverage = "ratings_average"
    case ratingsCount = "ratings_count"
    case numberOfPagesMedian = "number_of_pages_median"
    case editionCount = "edition_count"
  }
}

/// Error bodies: FastAPI 422 `{"detail":[{"type","loc","msg",…}]}` (or `{"detail":"text"}`),
/// legacy `{"error":"text"}`, edge 429 `{"status":429,"message":"Too Many Requests…"}`.
struct OpenLibraryErrorDTO: Decodable {
  var detail: Detail?
  var error: String?
  @Lenient var status: Int?
  var message: String?

  enum Detail: Decodable {
    case text(String)
    case items([OpenLibraryLossy<Item>])

    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if let text = try? container.decode(String.self) {
        self = .text(text)
      } else {
        self = .items(try container.decode([OpenLibraryLossy<Item>].self))
      }
    }

    var messages: [String] {
      switch self {
      case .text(let text): [text]
      case .items(let items): items.compactMap { $0.value?.msg }
      }
    }
  }

  struct Item: Decodable {
    var type: String?
    var msg: String?
  }
}
