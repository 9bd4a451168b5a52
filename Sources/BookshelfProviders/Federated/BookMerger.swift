import BookshelfCore

/// Merges books from several providers into one list.
public enum BookMerger {
  /// Interleaves ranked lists (first of each list, then second of each, …) and merges books
  /// with the same ISBN-13 (or the same id when there is no ISBN) into the first occurrence.
  public static func interleave(_ lists: [[Book]]) -> [Book] {
    var order: [String] = []
    var groups: [String: [Book]] = [:]
    let longest = lists.map(\.count).max() ?? 0
    for rank in 0..<longest {
      for list in lists where rank < list.count {
        let book = list[rank]
        let key = book.isbn13 ?? book.id
        if groups[key] == nil { order.append(key) }
        groups[key, default: []].append(book)
      }
    }
    return order.compactMap { groups[$0].map(merge) }
  }

  /// The first book with every empty field filled from the others, in order; the rating is
  /// the average of the ratings weighted by their counts (a plain mean when no count is
  /// known), and `ratingsCount` the sum of the known counts (nil when that sum overflows).
  public static func merge(_ books: [Book]) -> Book {
    guard var result = books.first else { preconditionFailure("merge needs at least one book") }
    for other in books.dropFirst() { result = result.fillingGaps(from: other) }
    (result.averageRating, result.ratingsCount) = rating(of: books)
    return result
  }

  static func rating(of books: [Book]) -> (Double?, Int?) {
    let rated = books.compactMap { book in book.averageRating.map { (rating: $0, count: book.ratingsCount) } }
    guard !rated.isEmpty else { return (nil, books.compactMap(\.ratingsCount).first) }
    let counted = rated.compactMap { item in
      item.count.flatMap { $0 > 0 ? (rating: item.rating, count: $0) : nil }
    }
    if counted.isEmpty {
      let mean = rated.reduce(0) { $0 + $1.rating } / Double(rated.count)
      return (mean, nil)
    }
    // Weighted in Double: counts from providers may add up past Int.max.
    let weight = counted.reduce(0) { $0 + Double($1.count) }
    let weighted = counted.reduce(0) { $0 + $1.rating * Double($1.count) } / weight
    return (weighted, SafeNumber.exactSum(counted.map(\.count)))
  }
}
