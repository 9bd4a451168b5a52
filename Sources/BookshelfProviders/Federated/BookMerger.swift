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
    return order.map { merge(groups[$0]!) }
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
    let rated = books.filter { $0.averageRating != nil }
    guard !rated.isEmpty else { return (nil, books.compactMap(\.ratingsCount).first) }
    let counted = rated.filter { ($0.ratingsCount ?? 0) > 0 }
    if counted.isEmpty {
      let mean = rated.reduce(0) { $0 + $1.averageRating! } / Double(rated.count)
      return (mean, nil)
    }
    // Weighted in Double: counts from providers may add up past Int.max.
    let weight = counted.reduce(0) { $0 + Double($1.ratingsCount!) }
    let weighted = counted.reduce(0) { $0 + $1.averageRating! * Double($1.ratingsCount!) } / weight
    return (weighted, SafeNumber.exactSum(counted.map { $0.ratingsCount! }))
  }
}
