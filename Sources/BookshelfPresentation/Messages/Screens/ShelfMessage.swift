import BookshelfCore

/// The shelf's notices and empty states (`ShelfViewModel.status`); `bookshelf shelf` prints
/// the empty states too.
public enum ShelfMessage: BilingualText, Equatable {
  /// The book titled `title` was saved.
  case saved(title: String)
  /// The book titled `title` was removed (undoable).
  case removed(title: String)
  /// Nothing is saved.
  case empty
  /// Books are saved, but none matches the filter.
  case noMatches
  /// A read or write failed.
  case failed(FailureMessage)

  /// The text in English.
  public var english: String {
    switch self {
    case .saved(let title): "Saved \"\(title)\" to your shelf."
    case .removed(let title): "Removed \"\(title)\" from your shelf (u brings it back)."
    case .empty: "Your shelf is empty."
    case .noMatches: "No saved books match this filter."
    case .failed(let failure): failure.text(in: .english)
    }
  }

  /// The text in Korean.
  public var korean: String {
    switch self {
    case .saved(let title): "\(KoreanParticle.object.after("\"\(title)\"")) 책장에 담았습니다."
    case .removed(let title): "\(KoreanParticle.object.after("\"\(title)\"")) 책장에서 뺐습니다 (u: 되돌리기)."
    case .empty: "책장이 비어 있습니다."
    case .noMatches: "이 조건에 맞는 책이 없습니다."
    case .failed(let failure): failure.text(in: .korean)
    }
  }
}
