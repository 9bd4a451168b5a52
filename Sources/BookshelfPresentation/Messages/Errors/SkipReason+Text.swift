import BookshelfCore

extension CSVProblem: Localizable {
  /// Why the CSV reader dropped a record, as a clause.
  public func text(in language: Language) -> String {
    switch language {
    case .english:
      switch self {
      case .textAfterQuote(let field): "text follows the closing quote of field \(field)"
      case .fieldTooLong(let field): "field \(field) is longer than 1 MiB"
      case .recordTooLong: "the record is longer than 8 MiB or has more than 65,536 fields"
      case .runawayQuote(let field, let line):
        "quoted field \(field) is longer than 1 MiB (an unmatched quote?): skipped to the end of line \(line)"
      case .spansManyLines(let count, let first, let last):
        "the record spans \(count) lines, more than 100 (an unmatched quote?): lines \(first)–\(last) skipped"
      }
    case .korean:
      switch self {
      case .textAfterQuote(let field): "\(field)번째 필드의 닫는 따옴표 뒤에 글자가 있습니다"
      case .fieldTooLong(let field): "\(field)번째 필드가 1MiB보다 깁니다"
      case .recordTooLong: "레코드가 8MiB보다 길거나 필드가 65,536개보다 많습니다"
      case .runawayQuote(let field, let line):
        "따옴표로 묶은 \(field)번째 필드가 1MiB보다 깁니다(따옴표 짝이 맞지 않는 것 같습니다). \(line)번째 줄 끝까지 건너뛰었습니다"
      case .spansManyLines(let count, let first, let last):
        "레코드가 \(count)줄에 걸쳐 있어 100줄을 넘습니다(따옴표 짝이 맞지 않는 것 같습니다). \(first)–\(last)번째 줄을 건너뛰었습니다"
      }
    }
  }
}

extension SkipReason: Localizable {
  /// Why a row was skipped, as a clause (`the title is empty`).
  public func text(in language: Language) -> String {
    switch language {
    case .english: english
    case .korean: korean
    }
  }

  private var english: String {
    switch self {
    case .csv(let problem): problem.text(in: .english)
    case .noTitle: "no title"
    case .noID(let column): "no \(column)"
    case .noItemID: "no itemId or ISBN"
    case .notAladinItem: "not an Aladin item object"
    case .notBookObject: "not a Book object (needs id, title, source)"
    case .titleEmpty: "the title is empty"
    case .noISBNNoID: "the row has no ISBN and no id"
    case .notISBN(let column, let value): "\(column) \"\(value)\" is not a valid ISBN"
    case .notISODate(let column, let value): "\(column) \"\(value)\" is not an ISO 8601 date"
    case .badStatus(let value): "status \"\(value)\" is not want, reading, read or dnf"
    case .badProgress(let value):
      "progress \"\(value)\" is not pages read of the total (120/350) or a percent (40%)"
    case .badRating(let value): "rating \"\(value)\" is not a whole number from 1 to 5"
    case .badMyRating(let value): "My Rating \"\(value)\" is not a whole number from 0 to 5"
    case .bookIDNotNumber(let value): "Book Id \"\(value)\" is not a number"
    case .sameBook(let unit, let number): "the same book as \(unit.rawValue) \(number)"
    case .textTooLong(let field, let limit): "\"\(field)\" is longer than \(limit) bytes"
    case .keyMissing(let path): "\(path) is missing"
    case .wrongType(let path): "\(path) has the wrong type"
    case .notNLKBook: "not an NLK book record (a JSON-LD node of type nlon:Book)"
    case .decoding(let text): text
    }
  }

  private var korean: String {
    switch self {
    case .csv(let problem): problem.text(in: .korean)
    case .noTitle: "제목이 없습니다"
    case .noID(let column): "\(column) 값이 없습니다"
    case .noItemID: "itemId도 ISBN도 없습니다"
    case .notAladinItem: "알라딘 항목 객체가 아닙니다"
    case .notBookObject: "Book 객체가 아닙니다(id, title, source가 필요합니다)"
    case .titleEmpty: "제목이 비어 있습니다"
    case .noISBNNoID: "행에 ISBN도 id도 없습니다"
    case .notISBN(let column, let value):
      "\(column) \(KoreanParticle.topic.after("\"\(value)\"")) 올바른 ISBN이 아닙니다"
    case .notISODate(let column, let value):
      "\(column) \(KoreanParticle.topic.after("\"\(value)\"")) ISO 8601 날짜가 아닙니다"
    case .badStatus(let value):
      "status \(KoreanParticle.topic.after("\"\(value)\"")) want, reading, read, dnf 중 하나가 아닙니다"
    case .badRating(let value): "rating \(KoreanParticle.topic.after("\"\(value)\"")) 1부터 5까지의 정수가 아닙니다"
    case .badProgress(let value):
      "progress \(KoreanParticle.topic.after("\"\(value)\"")) 읽은 쪽수/전체 쪽수(120/350)나 백분율(40%)이 아닙니다"
    case .badMyRating(let value): "My Rating \(KoreanParticle.topic.after("\"\(value)\"")) 0부터 5까지의 정수가 아닙니다"
    case .bookIDNotNumber(let value): "Book Id \(KoreanParticle.topic.after("\"\(value)\"")) 숫자가 아닙니다"
    case .sameBook(let unit, let number):
      "\(KoreanParticle.and.after(unit.ordinal(number, in: .korean))) 같은 책입니다"
    case .textTooLong(let field, let limit): "\"\(field)\" 값이 \(limit)바이트보다 깁니다"
    case .keyMissing(let path): "\(path) 값이 없습니다"
    case .wrongType(let path): "\(path)의 형식이 잘못되었습니다"
    case .decoding(let text): text
    case .notNLKBook: "국립중앙도서관 도서 레코드가 아닙니다(nlon:Book 유형의 JSON-LD 노드)"
    }
  }
}
