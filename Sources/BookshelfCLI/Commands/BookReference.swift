import BookshelfCore
import BookshelfPresentation
import BookshelfProviders
import Foundation

/// What a book argument names (`show 3`, `save google:zyTCAlFPjgYC`, `edit 9788936434120`):
/// the one place every command that takes a book turns its argument into a book or a saved
/// entry, so every id any output prints works everywhere.
///
/// In this order: a row number (1–9 digits, `LastSearch`) is that row of the last search or
/// `shelf` listing; an
/// ISBN in any form is looked up through the provider (the shelf's copy when the provider does
/// not know it or cannot be reached); any other id (`google:…`, `openlibrary:OL…W`,
/// `aladin:…`, `kakao:…`, `naver:…`, `local:goodbooks:…`) is the last search's book with that
/// id, else the shelf's, else the provider's own id lookup (`BookSearching.book(id:)`: Google
/// `volumes/{id}`, Open Library works and editions, Aladin `ItemLookUp` by `ItemId`, the local
/// catalog's row; Kakao and Naver have no such lookup, which is said so).
enum BookReference {
  /// `<row|isbn|id>`: the positional argument of every command that takes one book.
  static let argument = Positional(
    name: HelpWord(english: "<row|isbn|id>", korean: "<행|isbn|id>"), arity: .one)

  /// The book `target` names, for `show`, `save` and `open`.
  /// - Throws: `CommandFailure` (exit 2) for a row the last search does not have or an id whose
  ///   provider cannot look it up; `.invalidISBN` (exit 2) for an argument that names nothing;
  ///   `.notFound`; the provider's error when the book is not saved either.
  static func book(_ target: String, arguments: ParsedArguments, context: CommandContext) async throws -> Book
  {
    if let row = LastSearch.rowNumber(target) {
      switch try LastSearch.row(row, context: context) {
      case .book(let book): return book
      case .shelfEntry(let key): return try await listedEntry(row: row, key: key, context: context).book
      }
    }
    guard target.contains(":"), ISBN.parse(target) == nil else {
      return try await ShowCommand.find(target, arguments: arguments, context: context)
    }
    if let remembered = LastSearch.current(context)?.book(id: target) { return remembered }
    if let entry = try await savedEntry(target, context: context) { return entry.book }
    return try await providerBook(id: target, context: context)
  }

  /// The saved entry `target` names (a row number, an ISBN in any form, a shelf key, or the id
  /// of a book saved under its ISBN-13: `kakao:…`), or nil when it is not on the shelf; for
  /// `show`, `edit` and `remove`.
  /// - Throws: `CommandFailure` for a row number the last search does not have; the shelf's
  ///   errors.
  static func savedEntry(_ target: String, context: CommandContext) async throws -> ShelfEntry? {
    let key: String
    if let row = LastSearch.rowNumber(target) {
      switch try LastSearch.row(row, context: context) {
      case .book(let book): key = ShelfEntry.key(for: book)
      case .shelfEntry(let listed): return try await listedEntry(row: row, key: listed, context: context)
      }
    } else {
      key = ISBN.parse(target)?.isbn13 ?? target
    }
    if let entry = try await ShowCommand.savedEntry(key, context: context) { return entry }
    guard target.contains(":"), ShowCommand.shelfExists(context) else { return nil }
    return try await context.environment.openShelf().entry(withBookID: target)
  }

  /// The entry row `row` of the last `shelf` listing printed (shelf key `key`), as it is now.
  /// - Throws: `CommandFailure` (exit 2, `BookReferenceMessage.listedEntryGone`) when it has
  ///   been removed since; the shelf's errors.
  static func listedEntry(row: Int, key: String, context: CommandContext) async throws -> ShelfEntry {
    guard let entry = try await ShowCommand.savedEntry(key, context: context) else {
      throw CommandFailure(message: BookReferenceMessage.listedEntryGone(row: row, key: key), exitStatus: 2)
    }
    return entry
  }

  /// The book of a provider id through that provider's own id lookup.
  /// - Throws: `.notFound` for an id of no provider or one the provider does not know;
  ///   `CommandFailure` when the provider has no id lookup; the provider's errors.
  static func providerBook(id: String, context: CommandContext) async throws -> Book {
    guard let prefix = id.split(separator: ":", maxSplits: 1).first,
      let provider = ProviderID(rawValue: String(prefix))
    else { throw BookshelfError.notFound(id) }
    if provider == .local { try await SearchFallback.prepareLocal(context) }
    let searcher = try context.environment.searcher(for: .provider(provider))
    guard searcher.looksUpByID else {
      throw CommandFailure(
        message: BookReferenceMessage.idNotLookedUp(id: id, provider: provider), exitStatus: 2)
    }
    guard let book = try await searcher.book(id: id) else { throw BookshelfError.notFound(id) }
    return book
  }
}
