#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The date rules of a shelf edit, one owner for every front end (`edit`, the web API's PATCH).
extension ShelfEdit {
  /// Refuses an edit that names a date or the status and would leave `edited` (the saved entry
  /// with this edit applied: dates another program saved count) finished before it was
  /// started. An edit of other fields leaves such an entry as it is.
  /// - Parameter timeZone: the user's, for the days the error names.
  /// - Throws: `BookshelfError.finishedBeforeStarted` with both days as `YYYY-MM-DD`.
  public func checkDates(_ edited: ShelfEntry, timeZone: TimeZone) throws(BookshelfError) {
    guard startedAt != nil || finishedAt != nil || status != nil,
      let started = edited.startedAt, let finished = edited.finishedAt, finished < started
    else { return }
    throw .finishedBeforeStarted(
      started: Self.day(started, timeZone: timeZone), finished: Self.day(finished, timeZone: timeZone))
  }

  /// The date `text` names: `YYYY-MM-DD` (midnight in `timeZone`) or an ISO 8601 date-time
  /// (at most 64 bytes), or nil.
  public static func date(_ text: String, timeZone: TimeZone) -> Date? {
    let text = text.trimmingWhitespace()
    let parts = text.split(separator: "-", omittingEmptySubsequences: false)
    if text.utf8.count == 10, parts.count == 3, parts.map(\.count) == [4, 2, 2],
      let year = Int(parts[0]), let month = Int(parts[1]), let day = Int(parts[2])
    {
      var calendar = Calendar(identifier: .gregorian)
      calendar.timeZone = timeZone
      let components = DateComponents(year: year, month: month, day: day)
      guard components.isValidDate(in: calendar), let date = calendar.date(from: components) else {
        return nil
      }
      return date
    }
    guard text.utf8.count <= 64 else { return nil }
    if let date = try? Date.ISO8601FormatStyle(includingFractionalSeconds: true).parse(text) { return date }
    return try? Date.ISO8601FormatStyle().parse(text)
  }

  /// `YYYY-MM-DD` of `date` in `timeZone`.
  public static func day(_ date: Date, timeZone: TimeZone) -> String {
    var calendar = Calendar(identifier: .gregorian)
    calendar.timeZone = timeZone
    let parts = calendar.dateComponents([.year, .month, .day], from: date)
    func padded(_ value: Int?, _ width: Int) -> String {
      let text = String(value ?? 0)
      return String(repeating: "0", count: max(0, width - text.count)) + text
    }
    return "\(padded(parts.year, 4))-\(padded(parts.month, 2))-\(padded(parts.day, 2))"
  }
}
