import BookshelfCore
import Foundation

/// The removals `restoreLastRemoved` brings back: rows of `removed_entries` (schema version 4),
/// written with the same record encoding as `entries` so every field survives.
extension ShelfStore {
  /// The columns of `removed_entries` written for one removal, after `ShelfEntryRecord.columns`.
  private static let removalColumns = ShelfEntryRecord.columns + ["tags", "removed_at"]

  private static let insertRemovalSQL =
    "INSERT INTO removed_entries (\(removalColumns.joined(separator: ", "))) VALUES ("
    + removalColumns.indices.map { "?\($0 + 1)" }.joined(separator: ", ") + ")"

  /// Remembers `entry` (removed from `key`) as the newest removal and forgets those beyond
  /// `removalsKept`. Inside the removal's write transaction.
  func rememberRemoval(_ entry: ShelfEntry, key: String) throws {
    let values =
      ShelfEntryRecord.values(entry, key: key) + [
        ShelfEntryRecord.encodeList(entry.tags), ShelfDate.milliseconds(now()),
      ]
    try database.execute(Self.insertRemovalSQL, arguments: values)
    try database.execute(
      """
      DELETE FROM removed_entries WHERE sequence <=
        (SELECT sequence FROM removed_entries ORDER BY sequence DESC LIMIT 1 OFFSET ?)
      """, Self.removalsKept)
  }

  /// Takes removals newest first until one whose key is free, writes it back and returns it;
  /// the ones skipped (their key saved again) are deleted. Inside a write transaction.
  func restoreNewestRemoval() throws -> ShelfEntry? {
    // Bounded: each pass deletes one row, and the write lock keeps others from adding any.
    while let (sequence, key, entry) = try newestRemoval() {
      try database.execute("DELETE FROM removed_entries WHERE sequence = ?", sequence)
      guard try loadEntry(key: key) == nil else { continue }
      try database.execute(ShelfEntryRecord.upsertSQL, arguments: ShelfEntryRecord.values(entry, key: key))
      try writeTags(key: key, from: [], to: entry.tags)
      return entry
    }
    return nil
  }

  /// Takes the newest removal of `key` (normalised), writes it back and returns it; nil when
  /// none is remembered. Inside a write transaction.
  /// When `key` is saved again, nothing changes (the removal stays remembered) and nil is
  /// returned.
  func restoreRemoval(key: String) throws -> ShelfEntry? {
    guard try loadEntry(key: key) == nil, let (sequence, _, entry) = try newestRemoval(key: key) else {
      return nil
    }
    try database.execute("DELETE FROM removed_entries WHERE sequence = ?", sequence)
    try database.execute(ShelfEntryRecord.upsertSQL, arguments: ShelfEntryRecord.values(entry, key: key))
    try writeTags(key: key, from: [], to: entry.tags)
    return entry
  }

  /// The newest removal (of `key`, when given).
  private func newestRemoval(key: String? = nil) throws -> (sequence: Int64, key: String, entry: ShelfEntry)?
  {
    let tagsColumn = ShelfEntryRecord.columns.count
    let statement = try database.cachedStatement(
      "SELECT \(ShelfEntryRecord.selectColumns), e.tags, e.sequence FROM removed_entries e"
        + (key == nil ? "" : " WHERE e.key = ?") + " ORDER BY e.sequence DESC LIMIT 1")
    defer { statement.reset() }
    if let key { try statement.bind([key]) }
    guard try statement.step() else { return nil }
    var (key, entry) = ShelfEntryRecord.entry(from: statement)
    entry.tags = ShelfEntryRecord.decodeList(statement.string(at: tagsColumn))
    return (statement.int64(at: tagsColumn + 1) ?? 0, key, entry)
  }
}
