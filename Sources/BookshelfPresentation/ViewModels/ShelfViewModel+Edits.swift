import BookshelfCore

#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// Saving, removing (with undo) and editing entries. Each change shows at once (`isSaved`,
/// `entries`), is then written through `ShelfStoring` in order, and is rolled back with a
/// message if the write fails.
extension ShelfViewModel {
  /// Saves `book` when it is not saved, removes it (undoably) when it is.
  public func toggleSaved(_ book: Book) async {
    if let entry = entry(for: book) {
      await remove(key: entry.id)
    } else {
      await save(book)
    }
  }

  /// Saves `book` with `status` (default `.want`); a book already saved keeps its entry.
  public func save(_ book: Book, status: ReadingStatus = .want) async {
    let key = ShelfEntry.key(for: book)
    guard savedByKey[key] == nil else { return }
    let time = now()
    var entry = ShelfEntry(book: book, status: status, addedAt: time)
    if status == .reading { entry.startedAt = time }
    if status == .read { entry.finishedAt = time }
    let saved = entry
    savedByKey[key] = saved
    lastRemoved = nil
    notice = LocalizedMessage(.shelfSaved, ["title": book.title]).text(in: language)
    error = nil
    rebuildEntries()
    let rollback: Rollback = { $0.savedByKey[key] = nil }
    await write(undo: rollback) { store in
      try await store.save(saved)
    }
  }

  /// Removes the entry under `key`; `undoRemove()` restores it until the next removal.
  public func remove(key: String) async {
    guard let entry = savedByKey[key] else {
      report(BookshelfError.notOnShelf(key))
      return
    }
    savedByKey[key] = nil
    lastRemoved = entry
    notice = LocalizedMessage(.shelfRemoved, ["title": entry.book.title]).text(in: language)
    error = nil
    rebuildEntries()
    let rollback: Rollback = {
      $0.savedByKey[key] = entry
      $0.lastRemoved = nil
    }
    await write(undo: rollback) { store in
      try await store.remove(key: key)
    }
  }

  /// Restores the entry removed last, exactly as it was (dates, status, rating, tags, note).
  public func undoRemove() async {
    guard let entry = lastRemoved else { return }
    lastRemoved = nil
    notice = nil
    error = nil
    savedByKey[entry.id] = entry
    rebuildEntries()
    let rollback: Rollback = {
      $0.savedByKey[entry.id] = nil
      $0.lastRemoved = entry
    }
    await write(undo: rollback) { store in
      try await store.save(entry)
    }
  }

  /// Sets the reading status; the first move to `.reading` sets `startedAt`, to `.read`
  /// sets `finishedAt`.
  public func setStatus(_ status: ReadingStatus, forKey key: String) async {
    await edit(key) { entry, time in
      entry.status = status
      if status == .reading, entry.startedAt == nil { entry.startedAt = time }
      if status == .read, entry.finishedAt == nil { entry.finishedAt = time }
    }
  }

  /// Sets the rating, 1–5, or clears it with nil. Any other value is refused with
  /// `BookshelfError.invalidRating` in `message` and nothing is written.
  public func setRating(_ rating: Int?, forKey key: String) async {
    if let rating, !(1...5).contains(rating) {
      report(BookshelfError.invalidRating("\(rating)"))
      return
    }
    await edit(key) { entry, _ in entry.rating = rating }
  }

  /// Replaces the tags: whitespace collapsed, empty ones dropped, duplicates removed (first kept).
  public func setTags(_ tags: [String], forKey key: String) async {
    await edit(key) { entry, _ in entry.tags = Self.cleanTags(tags) }
  }

  /// Adds one tag at the end unless it is empty or already there.
  public func addTag(_ tag: String, forKey key: String) async {
    guard let entry = savedByKey[key] else {
      report(BookshelfError.notOnShelf(key))
      return
    }
    await setTags(entry.tags + [tag], forKey: key)
  }

  /// Removes one tag (compared after collapsing whitespace).
  public func removeTag(_ tag: String, forKey key: String) async {
    let target = tag.collapsingWhitespace()
    guard let entry = savedByKey[key] else {
      report(BookshelfError.notOnShelf(key))
      return
    }
    await setTags(entry.tags.filter { $0 != target }, forKey: key)
  }

  /// Sets the note; nil or whitespace-only text clears it. The text is kept as written.
  public func setNote(_ note: String?, forKey key: String) async {
    let cleaned = note.flatMap { $0.trimmingWhitespace().isEmpty ? nil : $0 }
    await edit(key) { entry, _ in entry.note = cleaned }
  }

  /// Replaces the saved snapshot of a book with a fuller record of it (same shelf key);
  /// does nothing when the book is not saved or nothing changed.
  public func updateSnapshot(_ book: Book) async {
    let key = ShelfEntry.key(for: book)
    guard let entry = savedByKey[key], entry.book != book else { return }
    await edit(key) { entry, _ in entry.book = book }
  }

  // MARK: Helpers

  static func cleanTags(_ tags: [String]) -> [String] {
    var result: [String] = []
    for tag in tags {
      let cleaned = tag.collapsingWhitespace()
      if !cleaned.isEmpty, !result.contains(cleaned) { result.append(cleaned) }
    }
    return result
  }

  /// Changes one entry locally at once, then writes it.
  private func edit(_ key: String, _ change: (inout ShelfEntry, Date) -> Void) async {
    guard let old = savedByKey[key] else {
      report(BookshelfError.notOnShelf(key))
      return
    }
    var entry = old
    let time = now()
    change(&entry, time)
    guard entry != old else { return }
    entry.updatedAt = time
    let saved = entry
    savedByKey[key] = saved
    notice = nil
    error = nil
    rebuildEntries()
    let rollback: Rollback = { $0.savedByKey[key] = old }
    await write(undo: rollback) { store in
      try await store.save(saved)
    }
  }

  /// Runs one write after the earlier ones, re-reads the shelf order, or rolls back and reports.
  typealias Rollback = @MainActor (ShelfViewModel) -> Void

  private func write(
    undo rollback: @escaping Rollback,
    _ operation: @escaping @Sendable (any ShelfStoring) async throws -> Void
  ) async {
    let store = self.store
    await writes.run { [weak self] in
      do {
        try await operation(store)
      } catch {
        guard let self else { return }
        rollback(self)
        self.report(error)
        self.rebuildEntries()
        return
      }
      await self?.reorder()
    }
  }

  /// Re-reads the entries in `sort` order (after a write) without touching local changes
  /// made since; a failed read keeps the current order.
  private func reorder() async {
    guard let all = try? await store.entries(matching: ShelfFilter(), sortedBy: sort) else { return }
    sortedAll = all
    rebuildEntries()
  }
}
