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

  /// Saves `book` (status `.want`, or `status`); a book already saved keeps its entry. When
  /// another program saved the book meanwhile, its entry is kept (with `status` applied when
  /// given) and shown.
  public func save(_ book: Book, status: ReadingStatus? = nil) async {
    let key = ShelfEntry.key(for: book)
    guard savedByKey[key] == nil else { return }
    let time = now()
    let edit = ShelfEdit(status: status)
    let fresh = ShelfEntry(book: book, addedAt: time)
    savedByKey[key] = edit.applied(to: fresh, at: time)
    lastRemoved = nil
    latestNotice = .saved(title: book.title)
    error = nil
    rebuildEntries()
    let rollback: Rollback = { $0.savedByKey[key] = nil }
    await write(key: key, undo: rollback) { store in
      try await store.apply(edit, toKey: key, addingIfMissing: fresh).entry
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
    latestNotice = .removed(title: entry.book.title)
    error = nil
    rebuildEntries()
    let rollback: Rollback = {
      $0.savedByKey[key] = entry
      $0.lastRemoved = nil
    }
    await write(key: key, undo: rollback) { store in
      try await store.remove(key: key)
      return nil
    }
  }

  /// Restores the entry removed last, exactly as it was (dates, status, rating, tags, note).
  public func undoRemove() async {
    guard let entry = lastRemoved else { return }
    lastRemoved = nil
    latestNotice = nil
    error = nil
    savedByKey[entry.id] = entry
    rebuildEntries()
    let rollback: Rollback = {
      $0.savedByKey[entry.id] = nil
      $0.lastRemoved = entry
    }
    await write(key: entry.id, undo: rollback) { store in
      try await store.save(entry)
      return entry
    }
  }

  /// Sets the reading status; the first move to `.reading` sets `startedAt`, to `.read`
  /// sets `finishedAt`.
  public func setStatus(_ status: ReadingStatus, forKey key: String) async {
    await edit(key, ShelfEdit(status: status))
  }

  /// Sets the rating, 1–5, or clears it with nil. Any other value is refused with
  /// `BookshelfError.invalidRating` in `message` and nothing is written.
  public func setRating(_ rating: Int?, forKey key: String) async {
    if let rating, !(1...5).contains(rating) {
      report(BookshelfError.invalidRating("\(rating)"))
      return
    }
    await edit(key, ShelfEdit(rating: rating.map { .set($0) } ?? .clear))
  }

  /// Makes the tags those listed (whitespace collapsed, empty ones dropped, duplicates
  /// removed): written as the tags removed from and added to `shown` (the tags the user saw
  /// when starting to edit; default the ones shown now), so a tag another program added
  /// meanwhile stays.
  public func setTags(_ tags: [String], forKey key: String, shown: [String]? = nil) async {
    guard let entry = savedByKey[key] else {
      report(BookshelfError.notOnShelf(key))
      return
    }
    let before = shown ?? entry.tags
    let wanted = Self.cleanTags(tags)
    await edit(
      key,
      ShelfEdit(
        addTags: wanted.filter { !before.contains($0) }, removeTags: before.filter { !wanted.contains($0) }))
  }

  /// Adds one tag at the end unless it is empty or already there.
  public func addTag(_ tag: String, forKey key: String) async {
    await edit(key, ShelfEdit(addTags: [tag]))
  }

  /// Removes one tag (ignoring letter case, surrounding whitespace and one leading `#`).
  public func removeTag(_ tag: String, forKey key: String) async {
    await edit(key, ShelfEdit(removeTags: [tag]))
  }

  /// Sets the note; nil or whitespace-only text clears it. The text is kept as written.
  public func setNote(_ note: String?, forKey key: String) async {
    let cleaned = note.flatMap { $0.trimmingWhitespace().isEmpty ? nil : $0 }
    await edit(key, ShelfEdit(note: cleaned.map { .set($0) } ?? .clear))
  }

  /// Replaces the saved snapshot of a book with a fuller record of it (same shelf key);
  /// does nothing when the book is not saved or nothing changed.
  public func updateSnapshot(_ book: Book) async {
    let key = ShelfEntry.key(for: book)
    guard let entry = savedByKey[key], entry.book != book else { return }
    await edit(key, ShelfEdit(book: book))
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

  /// Applies `change` to the entry shown at once, then has the store apply it to the entry
  /// as saved (so other programs' changes to other fields stay) and shows the result.
  private func edit(_ key: String, _ change: ShelfEdit) async {
    guard let old = savedByKey[key] else {
      report(BookshelfError.notOnShelf(key))
      return
    }
    let time = now()
    var entry = change.applied(to: old, at: time)
    guard entry != old else { return }
    entry.updatedAt = time
    savedByKey[key] = entry
    latestNotice = nil
    error = nil
    rebuildEntries()
    let rollback: Rollback = { $0.savedByKey[key] = old }
    await write(key: key, undo: rollback) { store in
      try await store.apply(change, toKey: key, addingIfMissing: nil).entry
    }
  }

  /// Undoes the local change of a failed write.
  typealias Rollback = @MainActor (ShelfViewModel) -> Void

  /// Runs one write (which returns the entry as now saved under `key`, or nil when none is)
  /// after the earlier ones. On success the saved entry is shown unless a later edit of the
  /// same key is still waiting, then the shelf is re-read in order; on failure the local change
  /// is rolled back (and an entry another program removed is no longer shown) and reported.
  private func write(
    key: String, undo rollback: @escaping Rollback,
    _ operation: @escaping @Sendable (any ShelfStoring) async throws -> ShelfEntry?
  ) async {
    let store = self.store
    pendingWrites[key, default: 0] += 1
    writesStarted += 1
    await writes.run { [weak self] in
      let result: Result<ShelfEntry?, any Error>
      do {
        result = .success(try await operation(store))
      } catch {
        result = .failure(error)
      }
      guard let self else { return }
      self.pendingWrites[key, default: 1] -= 1
      if self.pendingWrites[key] == 0 { self.pendingWrites[key] = nil }
      switch result {
      case .success(let saved):
        if self.pendingWrites[key] == nil {
          self.savedByKey[key] = saved
          self.rebuildEntries()
        }
        await self.reorder()
      case .failure(let error):
        rollback(self)
        if case BookshelfError.notOnShelf = error { self.savedByKey[key] = nil }
        self.report(error)
        self.rebuildEntries()
      }
    }
  }

  /// Re-reads the entries in `sort` order (after a write); when no write is waiting, the
  /// entries read are shown as they are saved (with what other programs changed), else only
  /// the order is taken. A failed read keeps what is shown.
  private func reorder() async {
    guard let all = try? await store.entries(matching: ShelfFilter(), sortedBy: sort) else { return }
    if pendingWrites.isEmpty {
      show(all)
    } else {
      sortedAll = all
      rebuildEntries()
    }
  }
}
