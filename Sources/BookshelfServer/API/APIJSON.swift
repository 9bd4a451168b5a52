import BookshelfCore
import BookshelfPresentation

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reading request bodies: malformed JSON is 400 `bad_json`; a value of the wrong type is 400
/// `bad_request` naming its field (dotted path, `book.title`).
enum APIJSON {
  static func decode<Value: Decodable>(_ type: Value.Type, from body: [UInt8]) throws(APIFailure) -> Value {
    do {
      return try JSONDecoder().decode(type, from: Data(body))
    } catch let failure as APIFailure {
      throw failure
    } catch DecodingError.keyNotFound(let key, let context) {
      throw .badRequest(.badField(path(context.codingPath + [key])))
    } catch DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context) {
      throw .badRequest(.badField(context.codingPath.isEmpty ? "body" : path(context.codingPath)))
    } catch DecodingError.dataCorrupted(let context) where !context.codingPath.isEmpty {
      throw .badRequest(.badField(path(context.codingPath)))
    } catch {
      throw .badJSON
    }
  }

  static func path(_ keys: [any CodingKey]) -> String {
    keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
  }
}

/// A shelf entry as the API writes it: the `ShelfEntry` keys (`book`, `status`, `rating`,
/// `tags`, `note`, `addedAt`, `startedAt`, `finishedAt`, `updatedAt`, `progress` as its text
/// `120/350` or `40%`; absent values `null`) plus `id`, its shelf key.
struct EntryJSON: Encodable {
  let entry: ShelfEntry

  enum CodingKeys: String, CodingKey, CaseIterable {
    case id, book, status, rating, tags, note, addedAt, startedAt, finishedAt, updatedAt, progress
  }

  func encode(to encoder: any Encoder) throws {
    var c = encoder.container(keyedBy: CodingKeys.self)
    try c.encode(entry.id, forKey: .id)
    try c.encode(entry.book, forKey: .book)
    try c.encode(entry.status, forKey: .status)
    try c.encode(entry.rating, forKey: .rating)
    try c.encode(entry.tags, forKey: .tags)
    try c.encode(entry.note, forKey: .note)
    try c.encode(entry.addedAt, forKey: .addedAt)
    try c.encode(entry.startedAt, forKey: .startedAt)
    try c.encode(entry.finishedAt, forKey: .finishedAt)
    try c.encode(entry.updatedAt, forKey: .updatedAt)
    try c.encode(entry.progress, forKey: .progress)
  }
}

/// A JSON key named at run time (for bodies read field by field).
struct AnyKey: CodingKey {
  let stringValue: String
  var intValue: Int? { nil }
  init(stringValue: String) { self.stringValue = stringValue }
  init?(intValue: Int) { nil }
}
