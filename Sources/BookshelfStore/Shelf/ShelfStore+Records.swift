import BookshelfCore
import Foundation

extension ShelfStore {
  /// `entry` as the shelf keeps it: tags normalised, dates rounded to the millisecond.
  /// - Throws: `BookshelfError.invalidRating` outside 1–5; `.invalidInput` for an empty title.
  static func normalized(_ entry: ShelfEntry) throws -> ShelfEntry {
    if let rating = entry.rating, !(1...5).contains(rating) {
      throw BookshelfError.invalidRating(String(rating))
    }
    guard !entry.book.title.trimmingWhitespace().isEmpty else {
      throw BookshelfError.invalidInput(what: .book(id: entry.book.id), problem: .row(.titleEmpty))
    }
    var result = entry
    // Callers that report what they leave out (imports, `save --json -`) drop it first.
    result.book.dropInvalidNumbers()
    result.tags = ShelfText.tags(entry.tags)
    result.addedAt = ShelfDate.rounded(entry.addedAt)
    result.startedAt = entry.startedAt.map(ShelfDate.rounded)
    result.finishedAt = entry.finishedAt.map(ShelfDate.rounded)
    result.updatedAt = ShelfDate.rounded(entry.updatedAt)
    return result
  }

  /// Writes a normalised entry; must run inside a write transaction.
  /// - Parameters:
  ///   - keepingUpdatedAt: true to store `entry.updatedAt` as given (a lossless restore);
  ///     false to stamp it from the clock.
  ///   - merge: how `entry` combines with the saved entry of the same key, if any (`(entry,
  ///     saved) -> result`); nil to replace it (keeping the earlier `addedAt`).
  func store(
    _ entry: ShelfEntry, keepingUpdatedAt: Bool,
    merge: ((ShelfEntry, ShelfEntry) -> ShelfEntry)? = nil
  ) throws -> SaveOutcome {
    let key = ShelfEntry.key(for: entry.book)
    var merged = entry
    let outcome: SaveOutcome
    var savedTags: [String] = []
    if let existing = try loadEntry(key: key) {
      if let merge { merged = merge(entry, existing) }
      merged.addedAt = min(existing.addedAt, merged.addedAt)
      merged.updatedAt = existing.updatedAt
      if Self.sameRow(merged, existing, key: key) { return .unchanged }
      outcome = .updated
      savedTags = existing.tags
    } else {
      outcome = .added
    }
    merged.updatedAt = keepingUpdatedAt ? entry.updatedAt : ShelfDate.rounded(now())
    try database.execute(ShelfEntryRecord.upsertSQL, arguments: ShelfEntryRecord.values(merged, key: key))
    try writeTags(key: key, from: savedTags, to: merged.tags)
    return outcome
  }

  /// The entry under a normalised key, with its tags, or nil.
  func loadEntry(key: String) throws -> ShelfEntry? {
    let statement = try database.cachedStatement(
      "SELECT \(ShelfEntryRecord.selectColumns) FROM entries e WHERE e.key = ?")
    try statement.bind([key])
    defer { statement.reset() }
    guard try statement.step() else { return nil }
    var entry = ShelfEntryRecord.entry(from: statement).entry
    entry.tags = try database.query(
      "SELECT tag FROM entry_tags WHERE entry_key = ? ORDER BY position", key
    ).compactMap { $0.string(0) }
    return entry
  }

  /// Every entry matching `filter` (the tag compared as `ShelfText.tagKey`), in `sort` order;
  /// run inside a read transaction.
  func list(_ filter: ShelfFilter, _ sort: ShelfSort) throws -> [ShelfEntry] {
    var conditions: [String] = []
    var arguments: [any SQLiteBindable] = []
    if let status = filter.status {
      conditions.append("e.status = ?")
      arguments.append(status.rawValue)
    }
    if let tag = filter.tag {
      // Tags are compared ignoring a leading `#` and letter case (Unicode-aware, so not
      // SQLite's ASCII-only NOCASE): find the stored spellings first.
      let wanted = ShelfText.tagKey(tag)
      let spellings = try database.query("SELECT DISTINCT tag FROM entry_tags")
        .compactMap { $0.string(0) }.filter { $0.lowercased() == wanted }
      guard !spellings.isEmpty else { return [] }
      let placeholders = Array(repeating: "?", count: spellings.count).joined(separator: ", ")
      conditions.append("e.key IN (SELECT entry_key FROM entry_tags WHERE tag IN (\(placeholders)))")
      arguments.append(contentsOf: spellings as [any SQLiteBindable])
    }
    let whereClause = conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND ")
    let order =
      switch sort {
      case .added: "e.added_at DESC, e.title_sort, e.key"
      case .title: "e.title_sort, e.key"
      case .author: "e.author_sort = '', e.author_sort, e.title_sort, e.key"
      case .rating: "e.rating IS NULL, e.rating DESC, e.title_sort, e.key"
      }

    var tags: [String: [String]] = [:]
    let tagStatement = try database.cachedStatement(
      "SELECT t.entry_key, t.tag FROM entry_tags t JOIN entries e ON e.key = t.entry_key"
        + whereClause + " ORDER BY t.entry_key, t.position")
    try tagStatement.forEachRow(arguments) { row in
      if let key = row.string(at: 0), let tag = row.string(at: 1) { tags[key, default: []].append(tag) }
    }

    var result: [ShelfEntry] = []
    let statement = try database.cachedStatement(
      "SELECT \(ShelfEntryRecord.selectColumns) FROM entries e\(whereClause) ORDER BY \(order)")
    try statement.forEachRow(arguments) { row in
      var (key, entry) = ShelfEntryRecord.entry(from: row)
      entry.tags = tags[key] ?? []
      result.append(entry)
    }
    return result
  }
}
