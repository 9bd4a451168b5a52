import BookshelfCore

/// What `bookshelf import` and `bookshelf export` print about a file (the cells an import left
/// out or changed are `ImportWarningMessage`).
public enum ImportExportMessage: BilingualText, Equatable {
  /// What a row of an import file is: a line of a CSV file, an entry of a JSON array.
  public enum RowUnit: Sendable, Hashable, CaseIterable {
    case line, entry
  }

  /// The summary of an import of `path`.
  case imported(path: String, added: Int, updated: Int, unchanged: Int, skipped: Int)
  /// A row of `path` was skipped; `reason` says why.
  case skipped(path: String, unit: RowUnit, line: Int, reason: SkipReason)
  /// A number no book can have was left out of an imported row of `path`.
  case droppedNumber(path: String, unit: RowUnit, number: DroppedNumber)
  /// `count` books were exported to `path`.
  case exported(count: Int, path: String)

  /// The text in English.
  public var english: String {
    switch self {
    case .imported(let path, let added, let updated, let unchanged, let skipped):
      "Imported \(path): \(BookFormat.count(added)) added, \(BookFormat.count(updated)) updated, "
        + "\(BookFormat.count(unchanged)) unchanged, \(BookFormat.count(skipped)) skipped."
    case .skipped(let path, let unit, let line, let reason):
      "\(path): skipped \(unit.english) \(line): \(reason.text(in: .english))"
    case .droppedNumber(let path, let unit, let number):
      "\(path): \(unit.english) \(number.line.map(String.init) ?? "?"): \(number.reason(in: .english)); "
        + "imported without it"
    case .exported(1, let path): "Exported 1 book to \(path)."
    case .exported(let count, let path): "Exported \(BookFormat.count(count)) books to \(path)."
    }
  }

  /// The text in Korean.
  public var korean: String {
    switch self {
    case .imported(let path, let added, let updated, let unchanged, let skipped):
      "\(path) 가져오기: 추가 \(BookFormat.count(added)), 갱신 \(BookFormat.count(updated)), "
        + "변경 없음 \(BookFormat.count(unchanged)), 건너뜀 \(BookFormat.count(skipped))."
    case .skipped(let path, let unit, let line, let reason):
      "\(path): \(unit.korean(line)) 건너뜀: \(reason.text(in: .korean))"
    case .droppedNumber(let path, let unit, let number):
      "\(path): \(unit.korean(number.line)): \(number.reason(in: .korean)). 이 값은 빼고 가져왔습니다"
    case .exported(let count, let path): "책 \(BookFormat.count(count))권을 \(path)에 내보냈습니다."
    }
  }
}

extension ImportExportMessage.RowUnit {
  fileprivate var english: String {
    switch self {
    case .line: "line"
    case .entry: "entry"
    }
  }

  /// `3번째 줄`, `2번째 항목`; `줄 ?` when the row is not known.
  fileprivate func korean(_ number: Int?) -> String {
    let word =
      switch self {
      case .line: "줄"
      case .entry: "항목"
      }
    return number.map { "\($0)번째 \(word)" } ?? "\(word) ?"
  }
}
