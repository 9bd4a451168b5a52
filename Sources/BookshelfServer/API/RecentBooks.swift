import BookshelfCore
import Synchronization

/// The books recent searches returned, so that `GET /api/books/{id}` and its cover work for
/// results that are not on the shelf: at most `capacity` books, the least recently returned
/// or asked for forgotten first, found by `Book.id` or by ISBN-13. Thread-safe; O(1)
/// amortized per book.
final class RecentBooks: Sendable {
  private struct State {
    var books: [String: (book: Book, stamp: UInt64)] = [:]
    var idByISBN: [String: String] = [:]
    /// Ids in the order they were last touched, with the stamp of that touch; an entry whose
    /// stamp is older than the book's is stale and skipped.
    var order: [(id: String, stamp: UInt64)] = []
    var head = 0
    var clock: UInt64 = 0
  }

  /// The most books remembered.
  let capacity: Int
  private let state = Mutex(State())

  init(capacity: Int = 2_000) {
    self.capacity = max(1, capacity)
  }

  /// How many books are remembered now.
  var count: Int { state.withLock { $0.books.count } }

  /// Remembers `books` (newest last), forgetting the oldest past `capacity`.
  func remember(_ books: [Book]) {
    state.withLock { s in
      for book in books.suffix(capacity) {
        if let old = s.books[book.id]?.book, let isbn = Self.isbn13(of: old), s.idByISBN[isbn] == book.id {
          s.idByISBN[isbn] = nil
        }
        Self.touch(book, in: &s)
        if let isbn = Self.isbn13(of: book) { s.idByISBN[isbn] = book.id }
      }
      evict(&s)
    }
  }

  /// The book whose id is `key`, or whose ISBN-13 is `key` (an ISBN-10 converted), or nil.
  func book(for key: String) -> Book? {
    state.withLock { s in
      let id = s.books[key] != nil ? key : ISBN.parse(key).flatMap { s.idByISBN[$0.isbn13] }
      guard let id, let book = s.books[id]?.book else { return nil }
      Self.touch(book, in: &s)
      evict(&s)
      return book
    }
  }

  private static func isbn13(of book: Book) -> String? {
    (ISBN.parse(book.isbn13) ?? ISBN.parse(book.isbn10))?.isbn13
  }

  private static func touch(_ book: Book, in s: inout State) {
    s.clock += 1
    s.books[book.id] = (book, s.clock)
    s.order.append((book.id, s.clock))
  }

  private func evict(_ s: inout State) {
    while s.books.count > capacity, s.head < s.order.count {
      let (id, stamp) = s.order[s.head]
      s.head += 1
      guard let held = s.books[id], held.stamp == stamp else { continue }
      s.books[id] = nil
      if let isbn = Self.isbn13(of: held.book), s.idByISBN[isbn] == id { s.idByISBN[isbn] = nil }
    }
    // Drop the consumed and stale prefix once the queue is much longer than the books.
    if s.order.count > 4 * capacity || (s.head > capacity && s.head * 2 > s.order.count) {
      s.order = s.order[s.head...].filter { s.books[$0.id]?.stamp == $0.stamp }
      s.head = 0
    }
  }
}
