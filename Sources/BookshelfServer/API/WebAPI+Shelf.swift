import BookshelfCore
import BookshelfPresentation

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension WebAPI {
  /// `GET /api/shelf?status=&tag=&q=&sort=`: `{"entries": [ShelfEntry]}`, filtered by status
  /// and tag (`ShelfFilter`), by `q` (contained in the title, an author, a tag or the note,
  /// ignoring letter case; canonically equivalent text matches), in `sort` order (default
  /// `added`).
  func shelf(_ c: APIContext) async throws -> ServerResponse {
    let request = c.request
    let status = try request.queryValue("status").flatMap(Self.nonEmpty).map(ReadingStatus.named)
    let tag = request.queryValue("tag").flatMap(Self.nonEmpty)
    let sort = try Self.choice(request.queryValue("sort"), parameter: "sort", default: ShelfSort.added)
    var entries = try await services.shelf.entries(
      matching: ShelfFilter(status: status, tag: tag), sortedBy: sort)
    if let text = request.queryValue("q").flatMap(Self.nonEmpty) {
      let wanted = text.lowercased()
      entries = entries.filter { entry in
        ([entry.book.title, entry.note ?? ""] + entry.book.authors + entry.tags).contains {
          $0.lowercased().contains(wanted)
        }
      }
    }
    return .json(["entries": entries.map(EntryJSON.init)])
  }

  /// `PUT /api/shelf/{id}` with `{"book": Book}`: saves the book (201 when new, 200 when it
  /// was already saved: its snapshot is replaced, the reader's fields kept). The book is
  /// checked as `save --json -` checks it; impossible numbers are dropped, and a
  /// `thumbnailURL`/`detailURL` that is not http(s) is dropped. `{id}` must be the book's
  /// shelf key or id (409 `id_mismatch`).
  func save(_ c: APIContext) async throws -> ServerResponse {
    var book = try APIJSON.decode(SaveBody.self, from: c.request.body).book
    book.dropInvalidNumbers()
    book = Self.withWebURLsOnly(book)
    try book.checkAsUserInput()
    let key = ShelfEntry.key(for: book)
    guard c.id == key || c.id == book.id || ISBN.parse(c.id)?.isbn13 == key else {
      throw APIFailure(
        status: 409, code: "id_mismatch", message: WebAPIMessage.idMismatch(path: c.id, key: key))
    }
    let result = try await services.shelf.apply(
      ShelfEdit(book: book), toKey: key, addingIfMissing: ShelfEntry(book: book, addedAt: services.now()))
    return .json(["entry": EntryJSON(entry: result.entry)], status: result.outcome == .added ? 201 : 200)
  }

  /// `PATCH /api/shelf/{id}`: the body's fields as one `ShelfEdit` applied by the store, so a
  /// field another program changed meanwhile is kept. 404 `not_on_shelf`.
  func edit(_ c: APIContext) async throws -> ServerResponse {
    let saved = try await shelfEntry(c.id)
    let edit = try ShelfEditBody.edit(
      from: c.request.body, savedTags: saved?.tags ?? [], timeZone: services.timeZone)
    if let saved { try checkDates(edit.applied(to: saved, at: services.now()), edit: edit) }
    let key = saved?.id ?? c.id
    let result = try await services.shelf.apply(edit, toKey: key, addingIfMissing: nil)
    return .json(["entry": EntryJSON(entry: result.entry)])
  }

  /// 400 `invalid_input` when an edit that names a date or the status would leave `entry` (the
  /// saved entry as edited: dates another program saved count) finished before it was
  /// started. An edit of other fields leaves such an entry as it is.
  func checkDates(_ entry: ShelfEntry, edit: ShelfEdit) throws(APIFailure) {
    do {
      try edit.checkDates(entry, timeZone: services.timeZone)
    } catch {
      guard case .finishedBeforeStarted(let started, let finished) = error else { return }
      throw APIFailure(
        status: 400, code: "invalid_input",
        message: WebAPIMessage.finishedBeforeStarted(started: started, finished: finished))
    }
  }

  /// `DELETE /api/shelf/{id}`: `{"removed": ShelfEntry}`; 404 `not_on_shelf`.
  func remove(_ c: APIContext) async throws -> ServerResponse {
    let key = try await shelfEntry(c.id)?.id ?? c.id
    guard let removed = try await services.shelf.remove(key: key) else {
      throw BookshelfError.notOnShelf(c.id)
    }
    return .json(["removed": EntryJSON(entry: removed)])
  }

  /// `POST /api/shelf/undo`: brings back the last removal, `{"restored": ShelfEntry}`; 404
  /// `nothing_to_undo`.
  func undo(_ c: APIContext) async throws -> ServerResponse {
    guard let restored = try await services.shelf.restoreLastRemoved() else {
      throw APIFailure(status: 404, code: "nothing_to_undo", message: WebAPIMessage.nothingToUndo)
    }
    return .json(["restored": EntryJSON(entry: restored)])
  }

  /// `book` without a `thumbnailURL` or `detailURL` whose scheme is not `http` or `https`
  /// (`javascript:`, `data:`, `file:`): the page must never be handed one to link or load.
  static func withWebURLsOnly(_ book: Book) -> Book {
    func web(_ url: URL?) -> URL? {
      guard let scheme = url?.scheme?.lowercased(), scheme == "http" || scheme == "https" else { return nil }
      return url
    }
    var book = book
    book.thumbnailURL = web(book.thumbnailURL)
    book.detailURL = web(book.detailURL)
    return book
  }
}

/// The body of `PUT /api/shelf/{id}`.
struct SaveBody: Decodable {
  let book: Book
}
