import BookshelfCore
import BookshelfPresentation

extension CommandContext {
  /// The stale-answer line on standard error (`bookshelf: warning: results from 3 hours ago;
  /// the network is unreachable`) when the response cache answered because the source could
  /// not be reached; nothing for a fresh entry or an answer of the source.
  func noteCachedAnswer(_ cached: CachedAnswer?) {
    guard let cached, cached.isStale else { return }
    warn(CacheMessage.staleAnswer(ageSeconds: cached.ageSeconds))
  }
}
