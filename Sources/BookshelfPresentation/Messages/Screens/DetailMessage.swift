import BookshelfCore

/// The one line of a book's detail screen (`BookDetailViewModel.status`).
public enum DetailMessage: BilingualText, Equatable {
  /// The full record could not be looked up; the partial one stays.
  case lookupFailed(FailureMessage)
  /// A notice of the shared shelf (a save, a removal, an error).
  case shelf(ShelfMessage)

  /// The text in English.
  public var english: String {
    switch self {
    case .lookupFailed(let failure): "The full record could not be loaded: \(failure.text(in: .english))"
    case .shelf(let notice): notice.text(in: .english)
    }
  }

  /// The text in Korean.
  public var korean: String {
    switch self {
    case .lookupFailed(let failure): "전체 정보를 불러오지 못했습니다: \(failure.text(in: .korean))"
    case .shelf(let notice): notice.text(in: .korean)
    }
  }
}
