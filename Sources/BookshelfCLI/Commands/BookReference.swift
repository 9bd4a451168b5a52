import BookshelfCore

/// What a book argument names (`show 3`, `save google:zyTCAlFPjgYC`, `edit 9788936434120`):
/// the one place every command that takes a book turns its argument into a book or a saved
/// entry, so every id any output prints works everywhere.
enum BookReference {
  /// The book `target` names, for `show`, `save` and `open`.
  /// - Throws: `.invalidISBN` (exit 2) for an argument that names nothing; `.notFound`; the
  ///   provider's error when the book is not saved either.
  static func book(_ target: String, arguments: ParsedArguments, context: CommandContext) async throws -> Book
  {
    try await ShowCommand.find(target, arguments: arguments, context: context)
  }

  /// The saved entry `target` names (an ISBN in any form, or a shelf key), or nil when it is
  /// not on the shelf; for `edit`, `remove` and `restore`.
  static func savedEntry(_ target: String, context: CommandContext) async throws -> ShelfEntry? {
    let key = ISBN.parse(target)?.isbn13 ?? target
    return try await ShowCommand.savedEntry(key, context: context)
  }
}
