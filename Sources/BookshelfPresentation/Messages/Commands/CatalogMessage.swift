import BookshelfCore

/// What `bookshelf catalog import` and `bookshelf catalog stats` print.
public enum CatalogMessage: BilingualText, Equatable {
  /// What a row of a catalog file is: a line of a CSV file, an element of a JSON array.
  public enum RowUnit: Sendable, Hashable, CaseIterable {
    case line, element
  }

  /// The progress label of reading the file.
  case importingLabel
  /// The progress label of indexing the new rows.
  case indexingLabel
  /// The summary of an import of `file` in `format`; `seconds` as printed (`4.2`).
  case imported(
    imported: Int, updated: Int, unchanged: Int, skipped: Int, file: String, format: String, seconds: String)
  /// A row was skipped; `reason` says why.
  case skipped(RowUnit, line: Int, reason: SkipReason)
  /// `count` more rows were skipped than are listed.
  case skippedMore(count: Int)
  /// A number no book can have was left out of an imported row.
  case droppedNumber(RowUnit, DroppedNumber)
  /// `count` more values were left out than are listed.
  case droppedMore(count: Int)
  /// Where the catalog is.
  case statsPath(String)
  /// How many books it holds and how many of them are searchable.
  case statsRows(rows: Int, searchable: Int)
  /// Its size (`12.3 MB`), with its write-ahead log's when there is one.
  case statsSize(String, writeAheadLog: String?)
  /// Nothing was imported yet; the catalog will be at `path`.
  case statsNone(path: String)

  /// The text in English.
  public var english: String {
    switch self {
    case .importingLabel: "Importing"
    case .indexingLabel: "Indexing"
    case .imported(let imported, let updated, let unchanged, let skipped, let file, let format, let seconds):
      "Imported \(BookFormat.count(imported)) new, \(BookFormat.count(updated)) updated, "
        + "\(BookFormat.count(unchanged)) unchanged, \(BookFormat.count(skipped)) skipped from \(file) "
        + "(\(format)) in \(seconds) s."
    case .skipped(.line, let line, let reason):
      "  skipped line \(line): \(reason.text(in: .english))"
    case .skipped(.element, let line, let reason):
      "  skipped element \(line): \(reason.text(in: .english))"
    case .skippedMore(let count):
      "  … and \(BookFormat.count(count)) more skipped \(EnglishCount.noun(count, "row"))"
    case .droppedNumber(.line, let number):
      "  line \(Self.line(number)): \(number.reason(in: .english)); imported without it"
    case .droppedNumber(.element, let number):
      "  element \(Self.line(number)): \(number.reason(in: .english)); imported without it"
    case .droppedMore(let count): "  … and \(BookFormat.count(count)) more values left out"
    case .statsPath(let path): "Catalog: \(path)"
    case .statsRows(let rows, let searchable):
      "Books: \(BookFormat.count(rows)) (\(BookFormat.count(searchable)) searchable)"
    case .statsSize(let size, nil): "Size: \(size)"
    case .statsSize(let size, let wal?): "Size: \(size) (+ \(wal) write-ahead log)"
    case .statsNone(let path):
      "No catalog has been imported yet (\(path)); import one with 'bookshelf catalog import FILE'."
    }
  }

  /// The text in Korean.
  public var korean: String {
    switch self {
    case .importingLabel: "가져오는 중"
    case .indexingLabel: "색인하는 중"
    case .imported(let imported, let updated, let unchanged, let skipped, let file, let format, let seconds):
      "\(file)(\(format))에서 새 책 \(BookFormat.count(imported))권, 갱신 \(BookFormat.count(updated))권, "
        + "변경 없음 \(BookFormat.count(unchanged))권, 건너뜀 \(BookFormat.count(skipped))행 (\(seconds)초)."
    case .skipped(.line, let line, let reason):
      "  \(line)행 건너뜀: \(reason.text(in: .korean))"
    case .skipped(.element, let line, let reason):
      "  \(line)번째 요소 건너뜀: \(reason.text(in: .korean))"
    case .skippedMore(let count): "  … 그 밖에 건너뛴 행 \(BookFormat.count(count))개"
    case .droppedNumber(.line, let number):
      "  \(Self.line(number))행: \(number.reason(in: .korean)). 이 값은 빼고 가져왔습니다"
    case .droppedNumber(.element, let number):
      "  \(Self.line(number))번째 요소: \(number.reason(in: .korean)). 이 값은 빼고 가져왔습니다"
    case .droppedMore(let count): "  … 그 밖에 뺀 값 \(BookFormat.count(count))개"
    case .statsPath(let path): "카탈로그: \(path)"
    case .statsRows(let rows, let searchable):
      "책: \(BookFormat.count(rows))권 (검색 가능 \(BookFormat.count(searchable))권)"
    case .statsSize(let size, nil): "크기: \(size)"
    case .statsSize(let size, let wal?): "크기: \(size) (+ 미리 쓰기 로그 \(wal))"
    case .statsNone(let path):
      "아직 가져온 카탈로그가 없습니다(\(path)). 'bookshelf catalog import 파일'로 가져오세요."
    }
  }

  /// The row of a dropped number, `?` when it is not known.
  private static func line(_ number: DroppedNumber) -> String {
    number.line.map(String.init) ?? "?"
  }
}
