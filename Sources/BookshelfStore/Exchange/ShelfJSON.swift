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

/// The elements of a JSON import file (an array of shelf entries or of `Book` objects, or a
/// `search --json` document whose `books` are read; a `Book` is added as `want`), mapped to rows (line = 1-based array position), read
/// one element at a time (`JSONArrayReader`) so that memory is about one entry whatever the
/// file holds. The file is read twice: once to check its shape (a JSON array, no element
/// nested deeper than `depthLimit`, at most `entryLimit` elements, UTF-8), so that a file
/// that is not a shelf is refused before any row, then to decode each element on its own (an
/// element that is not JSON still refuses the whole file, but a bad row before it, without
/// `partial`, is named first).
/// Both passes stop with `BookshelfError.interrupted(signal: 0)` when the task running the
/// import is cancelled (the web app gave up on the request).
final class JSONRowSource: ImportRowSource {
  /// The most elements a JSON import file may have: far more than anyone's shelf (a 16 MiB
  /// upload of real entries holds about 35,000), few enough that a file of empty or tiny
  /// elements is refused in well under a second.
  static let entryLimit = 200_000
  /// The deepest nesting an element may have (`[`/`{` levels, its own included).
  static let depthLimit = 64
  private let path: String
  private let reader: JSONArrayReader
  private let decoder = ShelfJSON.decoder()
  private var position = 0
  /// The `addedAt` of a plain `Book` element.
  private let now: () -> Date

  /// Checks the shape of the file `input` gives, then opens it for `next()`.
  /// - Throws: `BookshelfError.invalidInput(what: .file(path), …)` with `.notUTF8(line: nil)`,
  ///   `.notShelfJSON` (not a JSON array, not closed, text after it, an element nested too
  ///   deep) or `.tooManyEntries(limit:)`; `.interrupted(signal: 0)` when cancelled; the
  ///   reader's I/O errors.
  init(input: ImportInput, path: String, now: @escaping () -> Date = { Date() }) throws {
    self.path = path
    self.now = now
    let check = try Self.reader(input, path: path)
    var count = 0
    while try Self.mapped(path, { try check.nextElement() }) != nil {
      count += 1
      guard count <= Self.entryLimit else {
        throw BookshelfError.invalidInput(what: .file(path), problem: .tooManyEntries(limit: Self.entryLimit))
      }
      try ImportCancellation.check(count)
    }
    reader = try Self.reader(input, path: path)
  }

  private static func reader(_ input: ImportInput, path: String) throws -> JSONArrayReader {
    // A `search --json` document is read too: its `books` array (as `catalog import` reads it).
    JSONArrayReader(
      path: path, objectKey: BookJSONSource.objectKey, depthLimit: depthLimit, read: try input.chunks())
  }

  /// The reader's errors as a shelf import gives them.
  private static func mapped<T>(_ path: String, _ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch BookshelfError.invalidInput(_, .notUTF8) {
      throw BookshelfError.invalidInput(what: .file(path), problem: .notUTF8(line: nil))
    } catch is BookshelfError, is JSONArrayReader.TooDeep {
      throw BookshelfError.invalidInput(what: .file(path), problem: .notShelfJSON)
    }
  }

  func next() throws -> ImportRow? {
    guard let element = try Self.mapped(path, { try reader.nextElement() }) else { return nil }
    position += 1
    // Only an object can be an entry: anything else is the row's error without a decoder,
    // once it is known to be JSON at all.
    guard element.first(where: { !Self.isWhitespace($0) }) == UInt8(ascii: "{") else {
      guard (try? JSONSerialization.jsonObject(with: element, options: .fragmentsAllowed)) != nil else {
        throw BookshelfError.invalidInput(what: .file(path), problem: .notShelfJSON)
      }
      return .invalid(line: position, reason: .wrongType(""))
    }
    do {
      return .entry(line: position, try decoder.decode(ShelfEntry.self, from: element))
    } catch DecodingError.keyNotFound(let key, let context)
      where key.stringValue == "book" && context.codingPath.isEmpty
    {
      // A `Book` as `search --json` prints it (an element of its `books`): saved as `want`.
      if let book = try? decoder.decode(Book.self, from: element) {
        return .entry(line: position, ShelfEntry(book: book, addedAt: now()))
      }
      return .invalid(line: position, reason: ShelfJSON.reason(DecodingError.keyNotFound(key, context)))
    } catch DecodingError.dataCorrupted(let context)
      where context.codingPath.isEmpty && (try? JSONSerialization.jsonObject(with: element)) == nil
    {
      // Not JSON at all (the decoder's own syntax error): the file is not a shelf.
      throw BookshelfError.invalidInput(what: .file(path), problem: .notShelfJSON)
    } catch {
      return .invalid(line: position, reason: ShelfJSON.reason(error))
    }
  }

  private static func isWhitespace(_ byte: UInt8) -> Bool {
    byte == 0x20 || byte == 0x0A || byte == 0x0D || byte == 0x09
  }
}

/// How an import notices that the task running it was cancelled (the web app gave up on the
/// request): checked every `stride` rows, it throws `BookshelfError.interrupted(signal: 0)`,
/// and the import's transaction rolls back.
enum ImportCancellation {
  /// How many rows are read between two checks.
  static let stride = 1_024

  /// Throws when the current task is cancelled and `count` (1-based) starts a stride.
  static func check(_ count: Int) throws {
    if count % stride == 1, Task.isCancelled { throw BookshelfError.interrupted(signal: 0) }
  }
}
