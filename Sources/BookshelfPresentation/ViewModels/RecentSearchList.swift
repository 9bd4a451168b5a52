/// The rules of the recent-searches list: distinct entries, newest first, at most `limit`.
enum RecentSearchList {
  /// How many recent searches are kept.
  static let limit = 10

  /// `list` with `query` moved (or added) to the front, trimmed to `limit` entries.
  static func inserting(_ query: String, into list: [String], limit: Int = limit) -> [String] {
    var result = [query]
    result.reserveCapacity(limit)
    for item in list where item != query && result.count < limit {
      result.append(item)
    }
    return result
  }
}
