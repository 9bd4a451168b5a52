import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfCore

/// `SearchJSON.jsonBytes(pretty:)` writes byte for byte what `JSONEncoder` writes for the same
/// document (sorted keys, unescaped slashes, null for absent values), for ordinary, hostile and
/// random books.
@Suite("SearchJSON bytes: the same bytes as JSONEncoder")
struct SearchJSONBytesTests {
  /// Every field set, so that every key and value kind is written.
  static func fullBook(_ id: String = "9788996991342") -> Book {
    Book(
      id: id, title: "우주/Space \"1\"", subtitle: "부제", authors: ["김 작가", "B. Author"],
      translators: ["옮긴이"], publisher: "출판사", publishedDate: "2024-03-01", isbn10: "8996991341",
      isbn13: "9788996991342", description: "Line one\nline two\t<b>",
      thumbnailURL: URL(
        string:
          "https://search1.kakaocdn.net/thumb/R120x174.q85/?fname=http%3A%2F%2Ft1.daumcdn.net%2Flbook%2Fimage%2F1467038"
      ),
      detailURL: URL(string: "https://search.daum.net/search?w=bookpage&bookId=1467038&q=%EC%9A%B0%EC%A3%BC"),
      price: Money(amount: 15000, currency: "krw"),
      salePrice: Money(amount: Decimal(string: "13410.5") ?? 0, currency: "KRW"),
      averageRating: 4.25, ratingsCount: 1234, notForSale: false, salesStatus: "절판", source: "kakao")
  }

  @Test("SampleBooks pages, empty pages and the full book")
  func samplePages() throws {
    try SearchJSONOracle.expectSameBytes(SampleBooks.page(["a", "b", "c"]), "sample")
    try SearchJSONOracle.expectSameBytes(
      SampleBooks.numberedPage(prefix: "n", page: 2, pageSize: 20, total: 55), "numbered")
    try SearchJSONOracle.expectSameBytes(
      BookPage(books: [], totalCount: 0, isEnd: true, page: 1, pageSize: 20), "empty")
    try SearchJSONOracle.expectSameBytes(
      BookPage(
        books: [Self.fullBook(), SampleBooks.book("x", authors: [])], totalCount: Int.max, isEnd: false,
        page: Int.max, pageSize: 100, totalCountIsApproximate: true),
      query: "우주 /\\\"", provider: "all", "full")
  }

  @Test("a cached answer adds cachedAt and stale in their sorted places")
  func cachedAnswer() throws {
    for reason in [CachedAnswer.Reason.fresh, .sourceUnreachable] {
      for storedAt in [1_764_588_370.75, 0, -1, 253_402_300_799] {
        let answer = CachedAnswer(
          storedAt: Date(timeIntervalSince1970: storedAt), reason: reason,
          servedAt: Date(timeIntervalSince1970: 1_764_600_000))
        try SearchJSONOracle.expectSameBytes(
          BookPage(
            books: [Self.fullBook()], totalCount: 1, isEnd: true, page: 1, pageSize: 10, cachedAnswer: answer),
          "cached \(reason) \(storedAt)")
      }
    }
  }

  @Test("a corrected query adds correctedQuery in its sorted place, with or without a cached answer")
  func correctedQuery() throws {
    let answer = CachedAnswer(
      storedAt: Date(timeIntervalSince1970: 1_764_588_370), reason: .fresh,
      servedAt: Date(timeIntervalSince1970: 1_764_600_000))
    for cached in [nil, answer] {
      for relaxation in [
        SearchRelaxation.corrected(query: "pride and prejudice"), .partial(matched: 2, words: 3),
      ] {
        let page = BookPage(
          books: [Self.fullBook()], totalCount: 1, isEnd: true, page: 1, pageSize: 10, cachedAnswer: cached,
          relaxation: relaxation)
        try SearchJSONOracle.expectSameBytes(page, "relaxed \(relaxation) cached \(cached != nil)")
      }
    }
    let page = BookPage(
      books: [], totalCount: 0, isEnd: true, page: 1, pageSize: 10, relaxation: .corrected(query: "gatsby"))
    let text = String(
      decoding: try SearchJSON(query: try BookQuery(text: "gatbsy"), provider: "local", page: page)
        .jsonBytes(),
      as: UTF8.self)
    #expect(text.contains(#""correctedQuery":"gatsby","isEnd":true"#))
  }

  /// Strings no source should send and some do: every control character, quotes,
  /// backslashes, slashes, NUL, DEL, line and paragraph separators, emoji with modifiers and
  /// joiners, Hangul (precomposed and jamo), combining marks, a byte order mark, long text.
  static let hostileStrings: [String] = {
    let controls = String(String.UnicodeScalarView((0..<0x20).compactMap(Unicode.Scalar.init)))
    return [
      "", controls, "\u{0}", "\u{7F}", "\"", "\\", "\\\"", "/", "</script>", "a\u{2028}b\u{2029}c",
      "\u{85}\u{FEFF}\u{200B}\u{202E}", "👍🏽👩‍👩‍👧‍👦🇰🇷", "한국어 책", "\u{1112}\u{1161}\u{11AB}",
      "e\u{301}\u{302}\u{303}", "\u{10FFFF}\u{E000}", "\r\n\t\u{8}\u{C}", "{\"key\":[1,2]}",
      String(repeating: "가\"\\\n", count: 5_000), String(repeating: "x", count: 100_000),
    ]
  }()

  static let hostileDoubles: [Double?] = [
    nil, 0, -0.0, 4, 4.25, 0.1, 1.0 / 3, 5, 1e300, -1e300, 1e16, 1e15, 1e-5, 0.0001, 1e21,
    123_456_789_012_345_678, .leastNonzeroMagnitude, .leastNormalMagnitude, .greatestFiniteMagnitude,
    -.greatestFiniteMagnitude, 2.5e-308, 9_007_199_254_740_993,
  ]

  static let hostileInts: [Int?] = [nil, 0, -1, 1, Int.max, Int.min, 1_000_000_000_000]

  static let hostileDecimals: [Decimal] = [
    0, -1, 13410, Decimal(string: "13410.50") ?? 0, Decimal(string: "0.000001") ?? 0,
    Decimal(string: "-0.5") ?? 0, Decimal(string: "12345678901234567890123456789012345678") ?? 0,
    Decimal(string: "1e100") ?? 0, Decimal(string: "1e-100") ?? 0, .greatestFiniteMagnitude,
    .leastFiniteMagnitude, .leastNonzeroMagnitude, .nan,
  ]

  static let hostileURLs: [URL?] = [
    nil, URL(string: "https://example.com/a/b?c=d&e=f#g"), URL(string: "http://x"),
    URL(string: "https://example.com/%EC%9A%B0%EC%A3%BC/\"q\""), URL(string: "relative/path"),
    URL(string: "https://user:pw@host:8080/p;x?y"), URL(string: "https://example.com/한글"),
    URL(string: "file:///tmp/a%20b"), URL(string: "https://e.com/\\back"),
  ]

  @Test("hostile strings in every string field, and nil everywhere")
  func hostileText() throws {
    var books: [Book] = [Book(id: "nil", title: "t", source: "local")]
    for (index, text) in Self.hostileStrings.enumerated() {
      books.append(
        Book(
          id: text.isEmpty ? "empty" : text, title: text, subtitle: text, authors: [text, text],
          translators: [text], publisher: text, publishedDate: text, isbn10: text, isbn13: text,
          description: text, price: Money(amount: 1, currency: text), salesStatus: text,
          source: "s\(index)\(text.prefix(3))"))
    }
    for (index, book) in books.enumerated() {
      try SearchJSONOracle.expectSameBytes(
        BookPage(books: [book], totalCount: 1, isEnd: true, page: 1, pageSize: 1),
        query: Self.hostileStrings[index % Self.hostileStrings.count].isEmpty
          ? "q" : String(Self.hostileStrings[index % Self.hostileStrings.count].prefix(300)),
        provider: Self.hostileStrings[index % Self.hostileStrings.count], "string #\(index)")
    }
  }

  @Test("extreme numbers and odd URLs")
  func hostileNumbers() throws {
    var books: [Book] = []
    for (index, rating) in Self.hostileDoubles.enumerated() {
      let decimal = Self.hostileDecimals[index % Self.hostileDecimals.count]
      books.append(
        Book(
          id: "n\(index)", title: "t", thumbnailURL: Self.hostileURLs[index % Self.hostileURLs.count],
          detailURL: Self.hostileURLs[(index + 3) % Self.hostileURLs.count],
          price: Money(amount: decimal, currency: "USD"),
          salePrice: index.isMultiple(of: 2) ? nil : Money(amount: -decimal, currency: "EUR"),
          averageRating: rating, ratingsCount: Self.hostileInts[index % Self.hostileInts.count],
          notForSale: index.isMultiple(of: 3), source: "google"))
    }
    for decimal in Self.hostileDecimals {
      books.append(
        Book(id: "d\(decimal)", title: "t", price: Money(amount: decimal, currency: "KRW"), source: "aladin"))
    }
    for int in Self.hostileInts {
      try SearchJSONOracle.expectSameBytes(
        BookPage(books: books, totalCount: int ?? 0, isEnd: false, page: int ?? -5, pageSize: int ?? 0),
        "numbers \(String(describing: int))")
    }
  }

  @Test("NaN and infinite ratings are refused by both encoders")
  func nonFiniteRating() throws {
    for rating in [Double.nan, .infinity, -.infinity, .signalingNaN] {
      let document = SearchJSON(
        query: try BookQuery(text: "q"), provider: "local",
        page: BookPage(
          books: [Book(id: "x", title: "t", averageRating: rating, source: "local")], totalCount: 1,
          isEnd: true, page: 1, pageSize: 1))
      #expect(throws: EncodingError.self) { try SearchJSONOracle.foundation(document, pretty: false) }
      #expect(throws: EncodingError.self) { try document.jsonBytes() }
    }
  }

  @Test("random books from hostile parts (seeded)")
  func randomBooks() throws {
    var random = SeededGenerator(seed: 0x5EA2_C450)
    func text() -> String? {
      Int.random(in: 0..<4, using: &random) == 0
        ? nil
        : (0..<Int.random(in: 0...3, using: &random)).map { _ in
          Self.hostileStrings[Int.random(in: 0..<Self.hostileStrings.count - 2, using: &random)]
        }.joined()
    }
    for round in 0..<40 {
      let books = (0..<Int.random(in: 0...25, using: &random)).map { index in
        Book(
          id: "r\(round)-\(index)", title: text() ?? "t", subtitle: text(),
          authors: (0..<Int.random(in: 0...3, using: &random)).compactMap { _ in text() },
          translators: (0..<Int.random(in: 0...2, using: &random)).compactMap { _ in text() },
          publisher: text(), publishedDate: text(), isbn10: text(), isbn13: text(), description: text(),
          thumbnailURL: Self.hostileURLs.randomElement(using: &random) ?? nil,
          detailURL: Self.hostileURLs.randomElement(using: &random) ?? nil,
          price: Bool.random(using: &random)
            ? Money(
              amount: Self.hostileDecimals.randomElement(using: &random) ?? 0, currency: text() ?? "KRW")
            : nil,
          salePrice: Bool.random(using: &random)
            ? Money(amount: Decimal(Int.random(in: -1...99_999, using: &random)) / 100, currency: "USD")
            : nil,
          averageRating: Self.hostileDoubles.randomElement(using: &random) ?? nil,
          ratingsCount: Self.hostileInts.randomElement(using: &random) ?? nil,
          notForSale: Bool.random(using: &random), salesStatus: text(), source: text() ?? "local")
      }
      try SearchJSONOracle.expectSameBytes(
        BookPage(
          books: books, totalCount: Int.random(in: 0...Int.max, using: &random),
          isEnd: Bool.random(using: &random),
          page: Int.random(in: 1...500, using: &random), pageSize: Int.random(in: 1...100, using: &random),
          totalCountIsApproximate: Bool.random(using: &random)),
        query: "q" + String((text() ?? "").prefix(200)), "round \(round)")
    }
  }

  /// One owner for the keys: `Book`'s `CodingKeys` (its `Codable` encoding) decide them; a key
  /// added there and not to `Book.writeJSON(to:)` (or the other way round) fails here.
  @Test("the byte writer writes exactly Book's Codable keys")
  func keysOfBook() throws {
    let document = SearchJSON(
      query: try BookQuery(text: "q"), provider: "local",
      page: BookPage(books: [Self.fullBook()], totalCount: 1, isEnd: true, page: 1, pageSize: 1))
    func bookKeys(_ bytes: [UInt8]) throws -> Set<String> {
      let object = try JSONSerialization.jsonObject(with: Data(bytes)) as? [String: Any]
      let books = object?["books"] as? [[String: Any]]
      return Set(books?.first?.keys.map { $0 } ?? [])
    }
    let codingKeys = Set(Book.CodingKeys.allCases.map(\.stringValue))
    #expect(try bookKeys(document.jsonBytes()) == codingKeys)
    #expect(try bookKeys(SearchJSONOracle.foundation(document, pretty: false)) == codingKeys)
    let bookAlone =
      try JSONSerialization.jsonObject(with: JSONEncoder().encode(Self.fullBook())) as? [String: Any]
    #expect(Set(bookAlone?.keys.map { $0 } ?? []) == codingKeys)
  }
}
