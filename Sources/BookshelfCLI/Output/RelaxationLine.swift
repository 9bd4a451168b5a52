import BookshelfCore
import BookshelfPresentation

extension CommandContext {
  /// The relaxed-search line on standard error (`bookshelf: warning: showing results for
  /// "pride and prejudice"`) when the source searched a corrected or partial form of the
  /// query (`BookPage.relaxation`); nothing for a plain answer.
  func noteRelaxation(_ relaxation: SearchRelaxation?) {
    guard let message = RelaxationMessage(relaxation) else { return }
    warn(message)
  }
}
