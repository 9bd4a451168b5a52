import BookshelfCore
import Foundation

/// Bookshelf's own JSON: an array of `ShelfEntry` objects (`book` as in `search --json`,
/// `status`, `rating`, `tags`, `note`, and dates as ISO 8601 UTC text with milliseconds,
/// e.g. `"2026-11-30T03:04:05.678Z"`), keys sorted so the output is stable. Export then
/// import gives back the same entries, `updatedAt` included.
enum ShelfJSON {
  static func encoder() -> JSONEncoder {
    let encoder = JSONEncoder()
    encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
    encoder.dateEncodingStrategy = .custom { date, encoder in
      var container = encoder.singleValueContainer()
      try container.encode(ShelfDate.iso8601(date))
    }
    return encoder
  }

  static func decoder() -> JSONDecoder {
    let decoder = JSONDecoder()
    decoder.dateDecodingStrategy = .custom { decoder in
      let container = try decoder.singleValueContainer()
      let text = try container.decode(String.self)
      guard let date = ShelfDate.parseISO8601(text) else {
        throw DecodingError.dataCorruptedError(
          in: container, debugDescription: "\"\(text)\" is not an ISO 8601 date")
      }
      return date
    }
    return decoder
  }

  /// One array element, decoded on its own so that a bad element does not hide the others.
  struct Slot: Decodable {
    let result: Result<ShelfEntry, any Error>
    init(from decoder: any Decoder) throws {
      do {
        result = .success(try ShelfEntry(from: decoder))
      } catch {
        result = .failure(error)
      }
    }
  }

  /// The reason for a decoding error, e.g. `book.title is missing`.
  static func reason(_ error: any Error) -> SkipReason {
    func path(_ keys: [any CodingKey]) -> String {
      // Drop the element's own position in the array: the report already gives it.
      keys.drop(while: { $0.intValue != nil }).map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(
        separator: ".")
    }
    switch error {
    case DecodingError.keyNotFound(let key, let context):
      return .keyMissing(path(context.codingPath + [key]))
    case DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context):
      return .wrongType(path(context.codingPath))
    case DecodingError.dataCorrupted(let context):
      return .decoding("\(path(context.codingPath)): \(context.debugDescription)")
    default:
      return .decoding("\(error)")
    }
  }
}

/// The elements of a JSON import file, mapped to rows (line = 1-based array position).
final class JSONRowSource: ImportRowSource {
  private var slots: IndexingIterator<[ShelfJSON.Slot]>
  private var position = 0

  /// Decodes the whole file.
  /// - Throws: `BookshelfError.invalidInput` when it is not UTF-8 or not a JSON array.
  init(data: Data, path: String) throws {
    guard String(validating: data, as: UTF8.self) != nil else {
      throw BookshelfError.invalidInput(what: .file(path), problem: .notUTF8(line: nil))
    }
    do {
      slots = try ShelfJSON.decoder().decode([ShelfJSON.Slot].self, from: data).makeIterator()
    } catch {
      throw BookshelfError.invalidInput(what: .file(path), problem: .notShelfJSON)
    }
  }

  func next() throws -> ImportRow? {
    guard let slot = slots.next() else { return nil }
    position += 1
    switch slot.result {
    case .success(let entry): return .entry(line: position, entry)
    case .failure(let error): return .invalid(line: position, reason: ShelfJSON.reason(error))
    }
  }
}
