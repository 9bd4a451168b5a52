import BookshelfCore
import Foundation

/// How an imported row updates an entry that is already on the shelf: an import never erases
/// or degrades what is saved.
///
/// - Book: the saved `id` and `source` stay; every field the file provides wins, every field it
///   lacks is kept (`Book.fillingGaps(from:)`; a more precise saved date of the same year, such
///   as `2018-03-05` over the file's `2018`, is kept).
/// - Reading status: the file's.
/// - Rating: the file's when it has one (a Goodreads `My Rating` of 0 is none), else kept.
/// - Tags: the saved tags, then the file's new ones (compared ignoring case).
/// - Note: the file's when non-empty and not the saved one up to surrounding whitespace (which
///   CSV round trips may trim), else kept.
/// - `addedAt`: kept. `startedAt` / `finishedAt`: the file's when present, else kept; a file
///   date of day precision (the start of a day in the file's time zone `days`, as Goodreads'
///   `yyyy/MM/dd` reads; UTC for our CSV's plain `YYYY-MM-DD`) on the saved one's day in that
///   zone is the same date, so the saved time of day is kept.
/// - Progress: the file's when it has one, else kept.
/// - `updatedAt`: the file's (JSON restores keep it; other imports stamp the clock).
enum ImportMerge {
  /// `imported` applied over `existing` by the rules above. Both are normalised entries of the
  /// same shelf key; the result is normalised too.
  static func merged(
    _ imported: ShelfEntry, over existing: ShelfEntry, days: LocalDays = .utc
  ) -> ShelfEntry {
    var book = imported.book.fillingGaps(from: existing.book)
    book.id = existing.book.id
    book.source = existing.book.source
    let note = imported.note.flatMap { text -> String? in
      let trimmed = text.trimmingWhitespace()
      return trimmed.isEmpty || trimmed == existing.note?.trimmingWhitespace() ? nil : text
    }
    return ShelfEntry(
      book: book, status: imported.status, rating: imported.rating ?? existing.rating,
      tags: ShelfText.tags(existing.tags + imported.tags), note: note ?? existing.note,
      addedAt: existing.addedAt,
      startedAt: date(imported.startedAt, over: existing.startedAt, days: days),
      finishedAt: date(imported.finishedAt, over: existing.finishedAt, days: days),
      updatedAt: imported.updatedAt, progress: imported.progress ?? existing.progress)
  }

  /// The file's date, unless it is the saved one at day precision (see the rules above).
  static func date(_ imported: Date?, over existing: Date?, days: LocalDays = .utc) -> Date? {
    guard let imported else { return existing }
    guard let existing else { return imported }
    return days.isStartOfDay(imported) && days.isSameDay(imported, existing) ? existing : imported
  }
}
