import BookshelfCore

extension InputSubject: Localizable {
  /// What could not be read, as a noun (`/path/books.csv line 4`, `Book JSON`).
  public func text(in language: Language) -> String {
    switch language {
    case .english:
      switch self {
      case .file(let path): path
      case .row(let path, let unit, let number): "\(path) \(unit.rawValue) \(number)"
      case .bookJSON: "Book JSON"
      case .book(let id): "Book \(id)"
      }
    case .korean:
      switch self {
      case .file(let path): path
      case .row(let path, let unit, let number): "\(path) \(unit.ordinal(number, in: language))"
      case .bookJSON: "책 JSON"
      case .book(let id): "책 \(id)"
      }
    }
  }
}

extension RowUnit {
  /// `line 4` / `4번째 줄`, `entry 2` / `2번째 항목`, `element 3` / `3번째 요소`.
  public func ordinal(_ number: Int, in language: Language) -> String {
    switch language {
    case .english: "\(rawValue) \(number)"
    case .korean:
      switch self {
      case .line: "\(number)번째 줄"
      case .entry: "\(number)번째 항목"
      case .element: "\(number)번째 요소"
      }
    }
  }
}

extension InputProblem: Localizable {
  /// Why the input could not be read, as a clause (`the header has no column "title"`).
  public func text(in language: Language) -> String {
    switch language {
    case .english: english
    case .korean: korean
    }
  }

  private var english: String {
    switch self {
    case .file(let problem): problem.text(in: .english)
    case .notUTF8(let line?): "it is not UTF-8 text (line \(line))"
    case .notUTF8(nil): "it is not UTF-8 text"
    case .empty: "the file is empty"
    case .headerMalformed(let problem): "the header row is malformed: \(problem.text(in: .english))"
    case .headerMissingColumn(let alternatives):
      "the header has no column \(alternatives.map { "\"\($0)\"" }.joined(separator: " or "))"
    case .notCatalogFormat(.goodbooks): "not a goodbooks-10k books.csv (needs book_id, isbn, title columns)"
    case .notCatalogFormat(.gutenberg): "not a Gutenberg metadata CSV (needs gutenberg_id, title)"
    case .notCatalogFormat(.goodreads): "not a Goodreads library export (needs Book Id, Title columns)"
    case .notCatalogFormat(.plainCSV): "the CSV header has no title column"
    case .quoteNotClosed: "a quoted field is not closed"
    case .mostlySwallowed(let skipped, let lines):
      "most of the file was skipped after a quoted field longer than 1 MiB or 100 lines (an unmatched quote?): \(skipped) of \(lines) lines"
    case .notJSONArray(ofBooks: false): "not a JSON array"
    case .notJSONArray(ofBooks: true): "not a JSON array of books"
    case .notShelfJSON: "it is not a JSON array of shelf entries"
    case .jsonNotClosed(object: false): "the JSON array is not closed"
    case .jsonNotClosed(object: true): "the JSON object is not closed"
    case .jsonObjectWithoutArray(let key): "a JSON object without a \"\(key)\" array"
    case .textAfterJSON(let object, let line):
      "unexpected text after the JSON \(object ? "object" : "array") (line \(line))"
    case .standardInputTooLong(let limit): "standard input is longer than \(Self.size(limit, in: .english))"
    case .notTheSavedBook(let key): "it is not the book saved as \(key)"
    case .notJSONObject: "it is not a JSON object"
    case .keyMissing(let key): "\"\(key)\" is missing"
    case .wrongType(let key): "\"\(key)\" has the wrong type"
    case .row(let reason): reason.text(in: .english)
    case .tooManyEntries(let limit): "it has more than \(limit) entries"
    case .jsonCutShort(let record): "the file ends inside record \(record) (was it cut short?)"
    case .jsonRecordTooLarge(let record, let bytes, let depth):
      "record \(record) is longer than \(Self.size(bytes, in: .english)) or nested deeper than \(depth) levels"
    }
  }

  private var korean: String {
    switch self {
    case .file(let problem): problem.text(in: .korean)
    case .notUTF8(let line?): "UTF-8 텍스트가 아닙니다(\(line)번째 줄)"
    case .notUTF8(nil): "UTF-8 텍스트가 아닙니다"
    case .empty: "파일이 비어 있습니다"
    case .headerMalformed(let problem): "헤더 행의 형식이 잘못되었습니다: \(problem.text(in: .korean))"
    case .headerMissingColumn(let alternatives):
      "헤더에 \(alternatives.map { "\"\($0)\"" }.joined(separator: " 또는 ")) 열이 없습니다"
    case .notCatalogFormat(.goodbooks): "goodbooks-10k books.csv가 아닙니다(book_id, isbn, title 열이 필요합니다)"
    case .notCatalogFormat(.gutenberg): "Gutenberg 메타데이터 CSV가 아닙니다(gutenberg_id, title 열이 필요합니다)"
    case .notCatalogFormat(.goodreads): "Goodreads 책장 내보내기가 아닙니다(Book Id, Title 열이 필요합니다)"
    case .notCatalogFormat(.plainCSV): "CSV 헤더에 title 열이 없습니다"
    case .quoteNotClosed: "따옴표로 묶은 필드가 닫히지 않았습니다"
    case .mostlySwallowed(let skipped, let lines):
      "1MiB 또는 100줄보다 긴 따옴표 필드 때문에 파일 대부분을 건너뛰었습니다(따옴표 짝이 맞지 않는 것 같습니다): 전체 \(lines)줄 중 \(skipped)줄"
    case .notJSONArray(ofBooks: false): "JSON 배열이 아닙니다"
    case .notJSONArray(ofBooks: true): "책의 JSON 배열이 아닙니다"
    case .notShelfJSON: "책장 항목의 JSON 배열이 아닙니다"
    case .jsonNotClosed(object: false): "JSON 배열이 닫히지 않았습니다"
    case .jsonNotClosed(object: true): "JSON 객체가 닫히지 않았습니다"
    case .jsonObjectWithoutArray(let key): "\"\(key)\" 배열이 없는 JSON 객체입니다"
    case .textAfterJSON(let object, let line):
      "JSON \(object ? "객체" : "배열") 뒤에 예상하지 못한 글자가 있습니다(\(line)번째 줄)"
    case .standardInputTooLong(let limit): "표준 입력이 \(Self.size(limit, in: .korean))보다 깁니다"
    case .notTheSavedBook(let key): "\(KoreanParticle.direction.after(key)) 저장된 책이 아닙니다"
    case .notJSONObject: "JSON 객체가 아닙니다"
    case .keyMissing(let key): "\"\(key)\" 값이 없습니다"
    case .wrongType(let key): "\"\(key)\"의 형식이 잘못되었습니다"
    case .row(let reason): reason.text(in: .korean)
    case .tooManyEntries(let limit): "항목이 \(limit)개보다 많습니다"
    case .jsonCutShort(let record): "\(record)번째 레코드에서 파일이 끝납니다(파일이 잘린 것 같습니다)"
    case .jsonRecordTooLarge(let record, let bytes, let depth):
      "\(record)번째 레코드가 \(Self.size(bytes, in: .korean))보다 길거나 \(depth)단계보다 깊이 중첩되어 있습니다"
    }
  }

  /// `16 MiB`, else `1000 bytes` / `1000바이트`.
  static func size(_ bytes: Int, in language: Language) -> String {
    if bytes % (1 << 20) == 0 { return "\(bytes >> 20) MiB" }
    return language == .korean ? "\(bytes)바이트" : "\(bytes) \(EnglishCount.noun(bytes, "byte"))"
  }
}
