import BookshelfCore

/// What makes two searches the same search: trimmed text, field, sort and provider.
/// A response is applied only while its key is the current one.
struct SearchKey: Sendable, Hashable {
  /// The query text, trimmed, never empty.
  var text: String
  var field: SearchField
  var sort: SearchSort
  var provider: ProviderChoice
}
