import BookshelfCore
import Foundation

extension ShelfStore {
  /// Changes only what `edit` names in the entry under `key` (ISBN-13, ISBN-10 or
  /// `"<provider>:<id>"`): the saved entry is read and the result written inside one
  /// `BEGIN IMMEDIATE` transaction, so two programs editing one entry at once never lose each
  /// other's changes (tags are added as rows, never rewritten from a stale list).
  /// - Parameters:
  ///   - newEntry: added, with `edit` applied, when nothing is saved under `key`; its key must
  ///     be `key`. Its `addedAt` is kept; `updatedAt` is stamped from the clock.
  /// - Returns: `.added`, `.updated` or `.unchanged` (nothing saved differs; no write), and the
  ///   whole entry as now saved.
  /// - Throws: `BookshelfError.notOnShelf(key)` when nothing is saved and `newEntry` is nil;
  ///   `.invalidRating` outside 1–5; `.invalidInput` for an empty title, or a `newEntry` or
  ///   `edit.book` of another key (nothing is written); storage errors.
  @discardableResult
  public func apply(_ edit: ShelfEdit, toKey key: String, addingIfMissing newEntry: ShelfEntry? = nil)
    throws -> ShelfEditResult
  {
    let key = Self.normalizedKey(key)
    for book in [newEntry?.book, edit.book].compactMap({ $0 }) where ShelfEntry.key(for: book) != key {
      throw BookshelfError.invalidInput(what: .book(id: book.id), problem: .notTheSavedBook(key: key))
    }
    return try mapErrors {
      try database.transaction {
        let existing = try loadEntry(key: key)
        guard let base = existing ?? newEntry else { throw BookshelfError.notOnShelf(key) }
        let time = ShelfDate.rounded(now())
        var result = try Self.normalized(edit.applied(to: base, at: time))
        try edit.checkNote(of: result)
        if let existing {
          result.updatedAt = existing.updatedAt
          if Self.sameRow(result, existing, key: key) {
            return ShelfEditResult(outcome: .unchanged, entry: existing)
          }
        }
        result.updatedAt = time
        try database.execute(ShelfEntryRecord.upsertSQL, arguments: ShelfEntryRecord.values(result, key: key))
        try writeTags(key: key, from: existing?.tags ?? [], to: result.tags)
        return ShelfEditResult(outcome: existing == nil ? .added : .updated, entry: result)
      }
    }
  }

  /// SQLite's `PRAGMA data_version` on this store's connection: it changes when another
  /// connection (in this process or another) commits a change to the file, not on this
  /// store's own writes. Costs one pragma (microseconds).
  /// - Throws: storage errors.
  public func changeToken() throws -> Int64 {
    try mapErrors { try database.query("PRAGMA data_version").first?.int64(0) ?? 0 }
  }

  /// Brings the `entry_tags` rows of `key` from `old` (as saved) to `new`: removed tags are
  /// deleted and tags appended at the end are inserted after the last position, leaving the
  /// other rows alone; any other change (a new order) rewrites the list. Inside a write
  /// transaction.
  func writeTags(key: String, from old: [String], to new: [String]) throws {
    guard old != new else { return }
    let kept = old.filter { new.contains($0) }
    guard new.starts(with: kept) else {
      try database.execute("DELETE FROM entry_tags WHERE entry_key = ?", key)
      for (position, tag) in new.enumerated() {
        try database.execute(
          "INSERT INTO entry_tags (entry_key, position, tag) VALUES (?, ?, ?)", key, position, tag)
      }
      return
    }
    for tag in old where !new.contains(tag) {
      try database.execute("DELETE FROM entry_tags WHERE entry_key = ? AND tag = ?", key, tag)
    }
    var position =
      old.isEmpty
      ? 0
      : try database.query(
        "SELECT coalesce(max(position), -1) + 1 FROM entry_tags WHERE entry_key = ?", key
      ).first?.int(0) ?? 0
    for tag in new.dropFirst(kept.count) {
      try database.execute(
        "INSERT INTO entry_tags (entry_key, position, tag) VALUES (?, ?, ?)", key, position, tag)
      position += 1
    }
  }

  /// True when `a` and `b` would be stored as the same row and tags under `key`.
  static func sameRow(_ a: ShelfEntry, _ b: ShelfEntry, key: String) -> Bool {
    ShelfEntryRecord.values(a, key: key).map(\.sqliteValue)
      == ShelfEntryRecord.values(b, key: key).map(\.sqliteValue)
      && a.tags == b.tags
  }
}
