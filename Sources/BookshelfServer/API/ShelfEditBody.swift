import BookshelfCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The body of `PATCH /api/shelf/{id}` read into one `ShelfEdit` that names only the fields
/// the body has: `status`, `rating` (1–5 or null), `addTags`, `removeTags`, `tags` (replace:
/// removes the tags saved when the request is read, then adds these), `note` (string or null), `noteAppend`,
/// `startedAt`/`finishedAt` (`YYYY-MM-DD` in the user's time zone, or ISO 8601, or null),
/// `progress` (`120/350`, `40%` as `ReadingProgress(parsing:)` reads them, or null).
/// An unknown field, or `note` with `noteAppend`, is 400 `bad_request`; nothing is written.
/// When a key appears twice the decoder keeps one of them: send each key once.
enum ShelfEditBody {
  static let fields = [
    "status", "rating", "addTags", "removeTags", "tags", "note", "noteAppend", "startedAt", "finishedAt",
    "progress",
  ]

  /// The edit the body asks for.
  /// - Throws: `APIFailure` (`bad_json`, `bad_request`), `BookshelfError.invalidStatus`,
  ///   `.invalidRating`, `.invalidProgress`, `.textTooLong`.
  /// - Parameter savedTags: the entry's tags as saved now, removed when the body has `tags`.
  static func edit(from body: [UInt8], savedTags: [String], timeZone: TimeZone) throws -> ShelfEdit {
    let fields = try APIJSON.decode(Fields.self, from: body)
    var edit = ShelfEdit()
    if let status = fields.status { edit.status = try ReadingStatus.named(status) }
    switch fields.rating {
    case .some(.some(let rating)):
      guard (1...5).contains(rating) else { throw BookshelfError.invalidRating(String(rating)) }
      edit.rating = .set(rating)
    case .some(.none): edit.rating = .clear
    case .none: break
    }
    for tag in (fields.addTags ?? []) + (fields.tags ?? []) { try TextLimits.check(tag, .tags, name: "tags") }
    // `tags` replaces: the tags saved now are removed (`savedTags`), then these added.
    edit.addTags = (fields.tags ?? []) + (fields.addTags ?? [])
    edit.removeTags = (fields.tags == nil ? [] : savedTags) + (fields.removeTags ?? [])
    switch (fields.note, fields.noteAppend) {
    case (.some, .some):
      throw APIFailure.badRequest(.conflictingFields("note", "noteAppend"))
    case (.some(.some(let note)), _):
      try TextLimits.check(note, .note, name: "note")
      edit.note = .set(note)
    case (.some(.none), _): edit.note = .clear
    case (.none, let append?):
      try TextLimits.check(append, .note, name: "noteAppend")
      edit.note = .append(append)
    case (.none, .none): break
    }
    edit.startedAt = try fields.startedAt.map { try change($0, field: "startedAt", timeZone: timeZone) }
    edit.finishedAt = try fields.finishedAt.map { try change($0, field: "finishedAt", timeZone: timeZone) }
    switch fields.progress {
    case .some(.some(let text)): edit.progress = .set(try ReadingProgress(parsing: text))
    case .some(.none): edit.progress = .clear
    case .none: break
    }
    return edit
  }

  private static func change(_ text: String?, field: String, timeZone: TimeZone) throws(APIFailure)
    -> ShelfEdit.Change<Date>
  {
    guard let text else { return .clear }
    guard let date = date(text, timeZone: timeZone) else { throw .badRequest(.badField(field)) }
    return .set(date)
  }

  /// `YYYY-MM-DD` (midnight in `timeZone`) or an ISO 8601 date-time, or nil (`ShelfEdit.date`).
  static func date(_ text: String, timeZone: TimeZone) -> Date? { ShelfEdit.date(text, timeZone: timeZone) }

  /// The fields present in the body; a field with `null` is `.some(nil)`.
  struct Fields: Decodable {
    var status: String?
    var rating: Int??
    var addTags: [String]?
    var removeTags: [String]?
    var tags: [String]?
    var note: String??
    var noteAppend: String?
    var startedAt: String??
    var finishedAt: String??
    var progress: String??

    init(from decoder: any Decoder) throws {
      let c = try decoder.container(keyedBy: AnyKey.self)
      for key in c.allKeys where !ShelfEditBody.fields.contains(key.stringValue) {
        throw APIFailure.badRequest(.unknownField(key.stringValue))
      }
      // Any failure to read a field's value names that field (`bad_request`).
      func value<T: Decodable>(_ name: String, _ type: T.Type) throws(APIFailure) -> T?? {
        let key = AnyKey(stringValue: name)
        guard c.contains(key) else { return nil }
        do {
          return try c.decodeNil(forKey: key) ? .some(nil) : .some(try c.decode(type, forKey: key))
        } catch {
          throw .badRequest(.badField(name))
        }
      }
      func present<T: Decodable>(_ name: String, _ type: T.Type) throws(APIFailure) -> T? {
        guard let found = try value(name, type) else { return nil }
        guard let found else { throw .badRequest(.badField(name)) }
        return found
      }
      status = try present("status", String.self)
      rating = try value("rating", Int.self)
      addTags = try present("addTags", [String].self)
      removeTags = try present("removeTags", [String].self)
      tags = try present("tags", [String].self)
      note = try value("note", String.self)
      noteAppend = try present("noteAppend", String.self)
      startedAt = try value("startedAt", String.self)
      finishedAt = try value("finishedAt", String.self)
      progress = try value("progress", String.self)
    }
  }
}
