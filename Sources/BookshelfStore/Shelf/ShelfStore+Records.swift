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
    if !filter.statuses.isEmpty {
      let statuses = Array(Set(filter.statuses.map(\.rawValue))).sorted()
      conditions.append(
        "e.status IN (\(Array(repeating: "?", count: statuses.count).joined(separator: ", ")))")
      arguments.append(contentsOf: statuses as [any SQLiteBindable])
    }
    if !filter.tags.isEmpty {
      // Tags are compared ignoring a leading `#` and letter case (Unicode-aware, so not
      // SQLite's ASCII-only NOCASE): find the stored spellings first. Every tag must be there.
      let stored = try database.query("SELECT DISTINCT tag FROM entry_tags").compactMap { $0.string(0) }
      for tag in filter.tags {
        let wanted = ShelfText.tagKey(tag)
        let spellings = stored.filter { $0.lowercased() == wanted }
        guard !spellings.isEmpty else { return [] }
        let placeholders = Array(repeating: "?", count: spellings.count).joined(separator: ", ")
        conditions.append("e.key IN (SELECT entry_key FROM entry_tags WHERE tag IN (\(placeholders)))")
        arguments.append(contentsOf: spellings as [any SQLiteBindable])
      }
    }
    var queryKeys: Set<String>?
    if let query = filter.query {
      queryKeys = try keys(matching: query)
      if queryKeys?.isEmpty == true { return [] }
    }
    let whereClause = conditions.isEmpty ? "" : " WHERE " + conditions.joined(separator: " AND ")
    let order =
      switch sort {
      case .added: "e.added_at DESC, e.title_sort, e.key"
      case .title, .author: "e.title_sort, e.key"  // author: sorted by family name below
      case .rating: "e.rating IS NULL, e.rating DESC, e.title_sort, e.key"
      case .finished: "e.finished_at IS NULL, e.finished_at DESC, e.title_sort, e.key"
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
      if let queryKeys, !queryKeys.contains(key) { return }
      entry.tags = tags[key] ?? []
      result.append(entry)
    }
    if sort == .author {
      // Goodreads' `Author l-f` rule (`PersonName`), the same as the export writes; the
      // listing is already by title, and the sort is stable.
      let names = result.map {
        $0.book.authors.first.map { ShelfText.sortKey(PersonName($0).familyNameFirst) }
      }
      result = zip(names, result).enumerated().sorted { a, b in
        switch (a.element.0, b.element.0) {
        case (let x?, let y?) where x != y: x < y
        case (nil, _?): false
        case (_?, nil): true
        default: a.offset < b.offset
        }
      }.map(\.element.1)
    }
    return result
  }

  /// The keys of the entries whose title, subtitle, authors, tags or note match `query` by the
  /// local catalog's rules: the text is indexed by `CatalogTokenizer.indexText` into a
  /// temporary FTS5 table of this connection (the catalog's tokenizer settings) and searched
  /// with `CatalogTokenizer.matchExpression`, so Hangul matches by any part whatever the
  /// spacing, and other words by prefix ignoring case and diacritics. Empty when the query has
  /// no searchable term. Inside a read transaction (the table is in `temp`).
  func keys(matching query: String) throws -> Set<String> {
    guard let expression = CatalogTokenizer.matchExpression(query) else { return [] }
    try database.executeScript(
      """
      CREATE VIRTUAL TABLE IF NOT EXISTS temp.shelf_search USING fts5 (
        key UNINDEXED, title, authors, tags, note, tokenize = 'unicode61 remove_diacritics 2');
      DELETE FROM temp.shelf_search;
      """)
    var tags: [String: [String]] = [:]
    for row in try database.query("SELECT entry_key, tag FROM entry_tags ORDER BY entry_key, position") {
      if let key = row.string(0), let tag = row.string(1) { tags[key, default: []].append(tag) }
    }
    let rows = try database.query("SELECT key, title, subtitle, authors, note FROM entries")
    for row in rows {
      guard let key = row.string(0) else { continue }
      let title = [row.string(1), row.string(2)].compactMap { $0 }.joined(separator: " · ")
      let authors = ShelfEntryRecord.decodeList(row.string(3)).joined(separator: ", ")
      try database.execute(
        "INSERT INTO temp.shelf_search (key, title, authors, tags, note) VALUES (?, ?, ?, ?, ?)", key,
        CatalogTokenizer.indexText(title), CatalogTokenizer.indexText(authors),
        CatalogTokenizer.indexText((tags[key] ?? []).joined(separator: ", ")),
        CatalogTokenizer.indexText(row.string(4) ?? ""))
    }
    let found = try database.query("SELECT key FROM temp.shelf_search WHERE shelf_search MATCH ?", expression)
    try database.execute("DELETE FROM temp.shelf_search")
    return Set(found.compactMap { $0.string(0) })
  }
}
