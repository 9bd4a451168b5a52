import BookshelfCore

/// The words of cover placeholders (`show`, `browse`).
public enum CoverText: Localizable, Hashable, CaseIterable {
  /// Inside the frame drawn where a book has no cover (none, 404, not an image, unreachable…).
  case noCover
  /// Inside the frame drawn while a cover is loading.
  case loading

  /// This text in `language`, one short line.
  public func text(in language: Language) -> String {
    switch (self, language) {
    case (.noCover, .english): "no cover"
    case (.noCover, .korean): "표지 없음"
    case (.loading, .english): "loading…"
    case (.loading, .korean): "불러오는 중…"
    }
  }
}
