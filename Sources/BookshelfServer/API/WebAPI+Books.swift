import BookshelfCore
import BookshelfPresentation

extension WebAPI {
  /// `GET /api/books/{id}`: `{"book": Book, "entry": ShelfEntry|null}`. The book is the shelf
  /// entry's, else a remembered search result, else (for a valid ISBN) the default provider's
  /// record; else 404 `not_found`.
  func book(_ c: APIContext) async throws -> ServerResponse {
    let (book, entry) = try await findBook(c.id)
    return .json(BookDocument(book: book, entry: entry.map(EntryJSON.init)))
  }

  /// `GET /api/books/{id}/cover`: the cover's bytes from the cover pipeline (its type as
  /// sniffed, cached privately for a day); 404 `no_cover` when there is none.
  func cover(_ c: APIContext) async throws -> ServerResponse {
    let (book, _) = try await findBook(c.id)
    switch await services.covers.image(of: book) {
    case .found(let image):
      return ServerResponse(
        status: 200,
        headers: [
          ServerResponse.Header("Content-Type", image.format.mediaType),
          ServerResponse.Header("Cache-Control", "private, max-age=86400"),
        ],
        body: [UInt8](image.bytes))
    case .absent:
      throw APIFailure(status: 404, code: "no_cover", message: WebAPIMessage.noCover)
    }
  }

  /// The book known under `id` and its shelf entry, in the order of `book(_:)`.
  func findBook(_ id: String) async throws -> (Book, ShelfEntry?) {
    if let entry = try await shelfEntry(id) { return (entry.book, entry) }
    if let book = recentBooks.book(for: id) {
      return (book, try await services.shelf.entry(forKey: ShelfEntry.key(for: book)))
    }
    if let isbn = ISBN.parse(id),
      let book = try await services.searcher(services.defaultProvider).lookup(isbn)
    {
      recentBooks.remember([book])
      return (book, try await services.shelf.entry(forKey: ShelfEntry.key(for: book)))
    }
    throw APIFailure(status: 404, code: "not_found", message: WebAPIMessage.noSuchBook(id))
  }

  /// The entry saved under the shelf key `id`, or whose book's id is `id` (a search result's
  /// `kakao:…` id of a book saved under its ISBN-13), or nil.
  func shelfEntry(_ id: String) async throws -> ShelfEntry? {
    if let entry = try await services.shelf.entry(forKey: id) { return entry }
    guard ISBN.parse(id) == nil, id.contains(":") else { return nil }
    return try await services.shelf.entries(matching: ShelfFilter(), sortedBy: .added).first {
      $0.book.id == id
    }
  }
}

/// The body of `GET /api/books/{id}`.
struct BookDocument: Encodable {
  let book: Book
  let entry: EntryJSON?

  enum CodingKeys: String, CodingKey { case book, entry }

  func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(book, forKey: .book)
    try c.encode(entry, forKey: .entry)
  }
}
