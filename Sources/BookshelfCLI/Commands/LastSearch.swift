import BookshelfCore
import BookshelfPresentation
import BookshelfStore

/// The rows of the last numbered list of the data folder (`LastSearchFile`): the last search,
/// or the last `shelf` listing, as those commands remember them and `BookReference` reads them.
/// A row number names a row of the last table printed, so `remove 1` right after `shelf`
/// removes the listing's first entry, not the first result of an older search.
///
/// What counts as a row number: 1 to 9 ASCII digits and nothing else (`3`, `12`, `0042`). ISBNs
/// are 10 or 13 characters, so a row number is never an ISBN. A remembered search lasts until
/// the next search in the same data folder replaces it, whatever the provider; a search that
/// fails leaves it as it was (its table is still the last one printed), a search that finds
/// nothing replaces it with no rows. A row number is refused (exit 2) when there is no
/// remembered search, when the file is damaged, and when the remembered page does not have that
/// row (page 2 of 10 has rows 11–20).
enum LastSearch {
  /// The data folder's file.
  static func file(_ context: CommandContext) -> LastSearchFile {
    LastSearchFile(dataDirectory: context.environment.configuration.dataDirectory)
  }

  /// The row number `target` is, or nil when it is not 1…9 ASCII digits.
  static func rowNumber(_ target: String) -> Int? {
    guard (1...9).contains(target.utf8.count), target.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else {
      return nil
    }
    return Int(target)
  }

  /// The number printed in front of the first book of `page` (`(page − 1) × size + 1`).
  static func firstRow(of page: BookPage) -> Int {
    // Saturating: a page size is whatever `--size` said (adapters clamp only their request).
    SafeNumber.saturatingSum(SafeNumber.saturatingProduct(page.page - 1, page.pageSize), 1)
  }

  /// Remembers the printed page; a file that cannot be written is a warning (the search's
  /// output is still right).
  static func remember(_ page: BookPage, query: BookQuery, provider: String, context: CommandContext) {
    let search = RememberedSearch(
      query: query.text, provider: provider, firstRow: firstRow(of: page), books: page.books)
    do {
      try file(context).save(search)
    } catch let error as BookshelfError {
      context.warn(error)
    } catch {
      context.warn(BookshelfError.file(path: file(context).path, problem: .notWritten))
    }
  }

  /// What a row number names.
  enum Row {
    /// A book of the last search.
    case book(Book)
    /// An entry of the last `shelf` listing, by shelf key.
    case shelfEntry(key: String)
  }

  /// Remembers the printed `shelf` listing; a file that cannot be written is a warning.
  /// An empty listing replaces older rows but writes no file where there is none.
  static func remember(listing entries: [ShelfEntry], filtered: Bool, context: CommandContext) {
    if entries.isEmpty, case .none = file(context).load() { return }
    do {
      try file(context).save(
        RememberedShelfList(keys: entries.map { ShelfEntry.key(for: $0.book) }, filtered: filtered))
    } catch let error as BookshelfError {
      context.warn(error)
    } catch {
      context.warn(BookshelfError.file(path: file(context).path, problem: .notWritten))
    }
  }

  /// The remembered search, or nil when there is none, it cannot be read, or the last list was
  /// a `shelf` listing.
  static func current(_ context: CommandContext) -> RememberedSearch? {
    if case .search(let search) = file(context).load() { return search }
    return nil
  }

  /// What row `row` of the last list printed names.
  /// - Throws: `CommandFailure` (exit 2) with `BookReferenceMessage.noLastSearch`,
  ///   `.lastSearchUnreadable`, `.rowNotInLastSearch` or `.rowNotInShelfListing`.
  static func row(_ row: Int, context: CommandContext) throws(CommandFailure) -> Row {
    let file = file(context)
    switch file.load() {
    case .none: throw CommandFailure(message: BookReferenceMessage.noLastSearch(row: row), exitStatus: 2)
    case .damaged:
      throw CommandFailure(
        message: BookReferenceMessage.lastSearchUnreadable(row: row, path: file.path), exitStatus: 2)
    case .search(let search):
      guard let book = search.book(row: row) else {
        throw CommandFailure(
          message: BookReferenceMessage.rowNotInLastSearch(row: row, query: search.query, rows: search.rows),
          exitStatus: 2)
      }
      return .book(book)
    case .shelf(let list):
      guard let key = list.key(row: row) else {
        throw CommandFailure(
          message: BookReferenceMessage.rowNotInShelfListing(row: row, rows: list.rows), exitStatus: 2)
      }
      return .shelfEntry(key: key)
    }
  }
}
