#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Several books a user gave as JSON at once (`save --json -`).
extension Book {
  /// The most books one `save --json -` takes (a `search --json` page has at most 50).
  public static let userJSONListLimit = 10_000

  /// The books in `data`: one `Book` object (as `show --json` prints it), a JSON array of them
  /// (a `search --json` document's `books`), or a whole `search --json` document (an object
  /// with a `books` array; its other members are ignored). Each book is checked as
  /// `decodeUserJSON` checks one; the first bad one refuses them all.
  /// - Throws: `.invalidInput(what: .bookJSON, …)` (also for more than `userJSONListLimit`
  ///   books, as `.tooManyEntries`), `.invalidISBN`-like row problems, `.textTooLong`.
  public static func decodeUserJSONList(_ data: Data) throws(BookshelfError) -> [Book] {
    let first = data.first { !($0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09) }
    let list: [Element]?
    do {
      if first == UInt8(ascii: "[") {
        list = try JSONDecoder().decode([Element].self, from: data)
      } else if first == UInt8(ascii: "{") {
        list = try JSONDecoder().decode(Document.self, from: data).books
      } else {
        list = nil
      }
    } catch {
      throw .invalidInput(what: .bookJSON, problem: InputProblem(decoding: error))
    }
    guard let elements = list else { return [try decodeUserJSON(data)] }
    guard elements.count <= userJSONListLimit else {
      throw .invalidInput(what: .bookJSON, problem: .tooManyEntries(limit: userJSONListLimit))
    }
    var books: [Book] = []
    books.reserveCapacity(elements.count)
    for element in elements {
      switch element.result {
      case .success(let book):
        try book.checkAsUserInput()
        books.append(book)
      case .failure(let error):
        throw .invalidInput(what: .bookJSON, problem: InputProblem(decoding: error))
      }
    }
    return books
  }

  /// One element of the list, decoded on its own so its error names its own fields.
  private struct Element: Decodable {
    let result: Result<Book, any Error>
    init(from decoder: any Decoder) throws {
      do {
        result = .success(try Book(from: decoder))
      } catch {
        result = .failure(error)
      }
    }
  }

  /// A `search --json` document: only `books` is read.
  private struct Document: Decodable {
    let books: [Element]?
  }
}
