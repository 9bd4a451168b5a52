import BookshelfCore

/// The labels of a saved book's shelf fields, as `show`, `edit` and `shelf --long` print them.
public enum ShelfFieldLabel: BilingualText, Hashable, CaseIterable {
  case status, myRating, tags, progress, started, finished, added, note, shelfID

  /// The text in English.
  public var english: String {
    switch self {
    case .status: "Status"
    case .myRating: "My rating"
    case .tags: "Tags"
    case .progress: "Progress"
    case .started: "Started"
    case .finished: "Finished"
    case .added: "Added"
    case .note: "Note"
    case .shelfID: "Shelf id"
    }
  }

  /// The text in Korean.
  public var korean: String {
    switch self {
    case .status: "읽기 상태"
    case .myRating: "내 평점"
    case .tags: "태그"
    case .progress: "진행률"
    case .started: "읽기 시작"
    case .finished: "다 읽음"
    case .added: "추가한 날"
    case .note: "메모"
    case .shelfID: "책장 id"
    }
  }
}

/// What `edit`, `undo` and `restore` print.
public enum ShelfEditMessage: BilingualText, Equatable {
  /// `edit` changed the entry of `title` saved under `key`.
  case edited(title: String, key: String)
  /// `edit` found every field already as asked.
  case unchanged(title: String, key: String)
  /// `undo` or `restore` brought the entry back.
  case restored(title: String, key: String)
  /// After `remove`: how to bring the book back.
  case undoHint

  /// The text in English.
  public var english: String {
    switch self {
    case .edited(let title, let key): "Changed on your shelf: \(title) (\(key))."
    case .unchanged(let title, let key): "Nothing to change: \(title) (\(key)) is already so."
    case .restored(let title, let key): "Put back on your shelf: \(title) (\(key))."
    case .undoHint: "To bring it back: bookshelf undo"
    }
  }

  /// The text in Korean.
  public var korean: String {
    switch self {
    case .edited(let title, let key): "책장의 책을 고쳤습니다: \(title) (\(key))."
    case .unchanged(let title, let key): "바꿀 것이 없습니다: \(title) (\(key))."
    case .restored(let title, let key): "책장에 되돌려 놓았습니다: \(title) (\(key))."
    case .undoHint: "되돌리려면: bookshelf undo"
    }
  }
}
