import BookshelfPresentation

/// A failure of the CLI's own making that is neither a usage mistake nor a `BookshelfError`
/// (a row number the last search does not have): one localized line on standard error
/// (`bookshelf: error: …`) and `exitStatus`.
struct CommandFailure: Error, Sendable {
  /// The line, rendered in the user's language by the router.
  let message: any Localizable
  /// 2 for an argument that names nothing (as an invalid ISBN), 1 otherwise.
  let exitStatus: Int32
}
