import BookshelfCore

/// What `bookshelf save`, `remove` and `shelf` print (the empty shelf is `ShelfMessage`).
public enum ShelfCommandMessage: BilingualText, Equatable {
  /// How `save` changed the shelf.
  public enum Outcome: Sendable, Hashable, CaseIterable {
    case added, updated, unchanged
  }

  /// `save` saved the book `title` under `key`: added, updated (to `status`) or unchanged.
  case saved(Outcome, title: String, key: String, status: ReadingStatus)
  /// `remove` removed the book `title` saved under `key`.
  case removed(title: String, key: String)
  /// The footer of the listing: every saved book is shown.
  case count(Int)
  /// The footer of a filtered listing: `count` of `total` saved books are shown.
  case countFiltered(count: Int, total: Int)
  /// `save --json -` left out a number no book can have.
  case droppedNumber(DroppedNumber)

  /// The reading status as `bookshelf shelf` and `save` show it: in English the word
  /// `--status` takes (`want`, `reading`, `read`, `dnf`), in Korean the terminal app's
  /// name (`읽고 싶은 책`, `읽는 중`, `다 읽은 책`, `중단`).
  public static func statusName(_ status: ReadingStatus, in language: Language) -> String {
    switch language {
    case .english: status.rawValue
    case .korean: BrowseShelfText.status(status).text(in: .korean)
    }
  }

  /// The text in English.
  public var english: String {
    switch self {
    case .saved(.added, let title, let key, let status):
      "Added to your shelf: \(title) (\(key)), \(Self.statusName(status, in: .english))."
    case .saved(.updated, let title, let key, let status):
      "Updated on your shelf: \(title) (\(key)), \(Self.statusName(status, in: .english))."
    case .saved(.unchanged, let title, let key, _): "Already on your shelf, unchanged: \(title) (\(key))."
    case .removed(let title, let key): "Removed from your shelf: \(title) (\(key))."
    case .count(let count): "Books on the shelf: \(BookFormat.count(count))"
    case .countFiltered(let count, let total):
      "\(BookFormat.count(count)) of \(EnglishCount.of(total, "book"))"
    case .droppedNumber(let number): "Book JSON: \(number.reason(in: .english)); saved without it"
    }
  }

  /// The text in Korean.
  public var korean: String {
    switch self {
    case .saved(.added, let title, let key, let status):
      "책장에 저장했습니다: \(title) (\(key)), \(Self.statusName(status, in: .korean))."
    case .saved(.updated, let title, let key, let status):
      "책장의 책을 고쳤습니다: \(title) (\(key)), \(Self.statusName(status, in: .korean))."
    case .saved(.unchanged, let title, let key, _): "이미 책장에 같은 내용으로 있습니다: \(title) (\(key))."
    case .removed(let title, let key): "책장에서 뺐습니다: \(title) (\(key))."
    case .count(let count): "책 \(BookFormat.count(count))권"
    case .countFiltered(let count, let total): "책 \(BookFormat.count(total))권 중 \(BookFormat.count(count))권"
    case .droppedNumber(let number): "Book JSON: \(number.reason(in: .korean)). 이 값은 빼고 저장했습니다"
    }
  }
}
