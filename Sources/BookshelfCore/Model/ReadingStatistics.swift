#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Reading statistics of a shelf (`GET /api/stats`, and the coming `bookshelf stats`): books by
/// status, books and pages read per year, the rating histogram, top tags and authors, and the
/// average days from start to finish. Computed from the entries alone; years are in the user's
/// time zone.
public struct ReadingStatistics: Sendable, Hashable, Codable {
  /// Every saved book.
  public var total: Int
  /// Books per reading status (`want`, `reading`, `read`), every status present (0 when none).
  public var byStatus: [String: Int]

  /// The statistics of `entries`, with years and months in `timeZone`.
  public init(entries: [ShelfEntry], timeZone: TimeZone) {
    total = entries.count
    byStatus = Dictionary(
      uniqueKeysWithValues: ReadingStatus.allCases.map { status in
        (status.rawValue, entries.count { $0.status == status })
      })
    // TODO(#13 store helper): per year and month, ratings, tags, authors, days to finish.
  }
}
