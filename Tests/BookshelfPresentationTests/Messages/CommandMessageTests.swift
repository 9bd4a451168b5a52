import BookshelfCore
import BookshelfPresentation
import Testing

@Suite("Command messages: search, shelf, import/export and catalog output")
struct CommandMessageTests {
  static let rating = DroppedNumber(field: .averageRating, value: "1e+300", problem: .notARating, line: 4)
  static let noLine = DroppedNumber(field: .price, value: "-5", problem: .negative)

  static let samples: [any Localizable] = {
    var all: [any Localizable] = [
      CommandLineMessage.errorPrefix, CommandLineMessage.warningPrefix,
      CommandLineMessage.configFileExposed(path: "/home/u/.config/bookshelf/config.json"),
      SearchResultsMessage.summary(total: 1, page: 1, source: .all, approximate: false),
      SearchResultsMessage.summary(total: 1_234, page: 2, source: .provider(.local), approximate: true),
      SearchResultsMessage.providerSkipped(.aladin, .serverError(.aladin, status: 500)),
      SearchResultsMessage.showingSavedCopy(.serverError(.kakao, status: 503)),
      ShelfCommandMessage.removed(title: "Dune", key: "9780441172719"), ShelfCommandMessage.count(3),
      ShelfCommandMessage.countFiltered(count: 1, total: 3), ShelfCommandMessage.droppedNumber(rating),
      ImportExportMessage.imported(path: "a.csv", added: 1, updated: 2, unchanged: 3, skipped: 4),
      ImportExportMessage.exported(count: 1, path: "out.json"),
      ImportExportMessage.exported(count: 1_000, path: "out.json"),
      ImportWarningMessage.unreadableDate(path: "g.csv", line: 2, column: "Date Read", value: "########"),
      ImportWarningMessage.ratingRounded(path: "g.csv", line: 2, value: "3.5", rating: "4"),
      ImportWarningMessage.scientificNotation(path: "g.csv", line: 3, column: "ISBN13", value: "9.78E+12"),
      ImportWarningMessage.more(path: "g.csv", count: 2, column: "Book Id"),
      ImportWarningMessage.datesAssumedMonthDayYear,
      CatalogMessage.importingLabel, CatalogMessage.indexingLabel,
      CatalogMessage.imported(
        imported: 10_000, updated: 0, unchanged: 0, skipped: 2, file: "books.csv", format: "goodbooks",
        seconds: "4.2"),
      CatalogMessage.skippedMore(count: 5), CatalogMessage.droppedMore(count: 5),
      CatalogMessage.statsPath("/d/catalog.sqlite"), CatalogMessage.statsRows(rows: 10, searchable: 9),
      CatalogMessage.statsSize("1.0 MB", writeAheadLog: nil),
      CatalogMessage.statsSize("1.0 MB", writeAheadLog: "0.5 MB"),
      CatalogMessage.statsNone(path: "/d/catalog.sqlite"),
    ]
    for outcome in ShelfCommandMessage.Outcome.allCases {
      all.append(ShelfCommandMessage.saved(outcome, title: "Dune", key: "k", status: .reading))
    }
    for unit in ImportExportMessage.RowUnit.allCases {
      all.append(ImportExportMessage.skipped(path: "a", unit: unit, line: 2, reason: .titleEmpty))
      all.append(ImportExportMessage.droppedNumber(path: "a", unit: unit, number: rating))
      all.append(ImportExportMessage.droppedNumber(path: "a", unit: unit, number: noLine))
    }
    for unit in CatalogMessage.RowUnit.allCases {
      all.append(CatalogMessage.skipped(unit, line: 7, reason: .noTitle))
      all.append(CatalogMessage.droppedNumber(unit, rating))
    }
    for order in ImportWarningMessage.DateOrder.allCases {
      all.append(ImportWarningMessage.datesRead(order, line: 3, example: "25/3/2024"))
    }
    return all
  }()

  @Test("every case renders one non-empty line in both languages, particles chosen")
  func wellFormed() {
    MessageChecks.expectWellFormed(Self.samples)
  }

  @Test("search summaries: one book, grouped and approximate totals, the federated source")
  func searchSummary() {
    let one = SearchResultsMessage.summary(total: 1, page: 1, source: .provider(.kakao), approximate: true)
    #expect(one.text(in: .english) == "1 book · page 1 · Kakao")
    let many = SearchResultsMessage.summary(total: 1_234, page: 2, source: .all, approximate: true)
    #expect(many.text(in: .english) == "about 1,234 books · page 2 · all providers")
    #expect(many.text(in: .korean) == "약 1,234건 · 2페이지 · 모든 제공자")
    let exact = SearchResultsMessage.summary(
      total: 56, page: 1, source: .provider(.local), approximate: false)
    #expect(exact.text(in: .korean) == "책 56권 · 1페이지 · 로컬 카탈로그")
  }

  @Test("shelf command lines: the status word is --status's in English, the app's in Korean")
  func shelfCommand() {
    let added = ShelfCommandMessage.saved(.added, title: "Dune", key: "9780441172719", status: .want)
    #expect(added.text(in: .english) == "Added to your shelf: Dune (9780441172719), want.")
    #expect(added.text(in: .korean) == "책장에 저장했습니다: Dune (9780441172719), 읽고 싶은 책.")
    #expect(
      ShelfCommandMessage.countFiltered(count: 2, total: 1_500).text(in: .english) == "2 of 1,500 books")
    #expect(ShelfCommandMessage.countFiltered(count: 2, total: 1_500).text(in: .korean) == "책 1,500권 중 2권")
  }

  @Test("import and export lines: the row is a Korean 번째 줄 or 항목, not an English word")
  func importExport() {
    let skipped = ImportExportMessage.skipped(
      path: "a.json", unit: .entry, line: 2, reason: .badRating("9"))
    #expect(
      skipped.text(in: .english) == "a.json: skipped entry 2: rating \"9\" is not a whole number from 1 to 5")
    #expect(skipped.text(in: .korean) == "a.json: 2번째 항목 건너뜀: rating \"9\"는 1부터 5까지의 정수가 아닙니다")
    let dropped = ImportExportMessage.droppedNumber(path: "g.csv", unit: .line, number: Self.rating)
    #expect(
      dropped.text(in: .english)
        == "g.csv: line 4: averageRating 1e+300 is not a rating from 0 to 5; imported without it")
    #expect(dropped.text(in: .korean).hasPrefix("g.csv: 4번째 줄: averageRating"))
    #expect(ImportExportMessage.exported(count: 1, path: "x").text(in: .english) == "Exported 1 book to x.")
    #expect(
      ImportExportMessage.exported(count: 1_000, path: "x").text(in: .english) == "Exported 1,000 books to x."
    )
  }

  @Test("spreadsheet warnings: 는 after a number, the paired form after a value that cannot be read")
  func importWarnings() {
    let dates = ImportWarningMessage.datesRead(.dayMonthYear, line: 3, example: "25/3/2024")
    #expect(
      dates.text(in: .english)
        == "Dates were read as day/month/year (25/3/2024 on line 3 can only be read that way).")
    #expect(dates.text(in: .korean) == "날짜를 일/월/연도 순서로 읽었습니다(3번째 줄의 25/3/2024는 이 순서로만 읽을 수 있습니다).")
    let rounded = ImportWarningMessage.ratingRounded(path: "g.csv", line: 2, value: "3.5", rating: "4")
    #expect(rounded.text(in: .korean) == "g.csv 2번째 줄: My Rating \"3.5\"는 정수가 아니어서 4점으로 반올림했습니다")
    let date = ImportWarningMessage.unreadableDate(
      path: "g.csv", line: 2, column: "Date Read", value: "########")
    #expect(date.text(in: .korean) == "g.csv 2번째 줄: Date Read \"########\"은(는) 날짜가 아니어서 이 날짜 없이 책을 가져왔습니다")
  }

  @Test("catalog lines, exactly")
  func catalog() {
    let imported = CatalogMessage.imported(
      imported: 10_000, updated: 1, unchanged: 0, skipped: 2, file: "books.csv", format: "goodbooks",
      seconds: "4.2")
    #expect(
      imported.text(in: .english)
        == "Imported 10,000 new, 1 updated, 0 unchanged, 2 skipped from books.csv (goodbooks) in 4.2 s.")
    #expect(
      CatalogMessage.skipped(.element, line: 7, reason: .noTitle).text(in: .english)
        == "  skipped element 7: no title")
    #expect(
      CatalogMessage.skipped(.line, line: 7, reason: .noTitle).text(in: .korean) == "  7행 건너뜀: 제목이 없습니다")
    #expect(
      CatalogMessage.statsSize("1.0 MB", writeAheadLog: "0.5 MB").text(in: .english)
        == "Size: 1.0 MB (+ 0.5 MB write-ahead log)")
    #expect(
      CatalogMessage.statsRows(rows: 12_000, searchable: 11_999).text(in: .korean)
        == "책: 12,000권 (검색 가능 11,999권)")
  }

  @Test("the config warning in Korean names the command without a particle after the path")
  func configWarning() {
    let warning = CommandLineMessage.configFileExposed(path: "/c/config.json")
    #expect(
      warning.text(in: .english)
        == "/c/config.json holds API keys but other users can read it; run 'chmod 600 /c/config.json'.")
    #expect(
      warning.text(in: .korean)
        == "/c/config.json에 API 키가 있는데 다른 사용자도 읽을 수 있습니다. 'chmod 600 /c/config.json' 명령을 실행하세요.")
  }
}
