import BookshelfCore
import BookshelfStore
import BookshelfTestSupport
import Foundation

/// The shelf benchmark of issue 3, in release mode: import a 10,000-row Goodreads-format CSV
/// generated from `../shared/data/goodbooks-10k/books.csv`, import it again (all unchanged),
/// list the 10,000 entries, encode them as `shelf --json` does, and save one book. Prints the
/// median of 5 runs of each (milliseconds). Targets: import ≤ 1 s, `shelf --json` ≤ 150 ms,
/// one save ≤ 20 ms.
func runShelfBenchmarks() async throws {
  let source = "data/goodbooks-10k/books.csv"
  guard let books = SharedData.url(source) else {
    print(SharedData.skipMessage(for: source))
    return
  }
  let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
    "bookshelf-bench-shelf-\(UUID().uuidString)")
  try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
  defer { try? FileManager.default.removeItem(at: dir) }
  let csv = dir.appendingPathComponent("goodreads-10k.csv").path
  let rows = try writeGoodreadsCSV(from: books.path, to: csv)

  var firstImport: [Duration] = []
  var secondImport: [Duration] = []
  var list: [Duration] = []
  var json: [Duration] = []
  var save: [Duration] = []
  let clock = ContinuousClock()
  for run in 0..<5 {
    let store = try ShelfStore(path: dir.appendingPathComponent("shelf-\(run).sqlite").path)
    var report = ImportReport()
    firstImport.append(try await clock.measure { report = try await store.importEntries(from: csv) })
    guard report.added == rows else { throw BookshelfError.file(path: csv, problem: .system("\(report)")) }
    secondImport.append(try await clock.measure { _ = try await store.importEntries(from: csv) })
    var entries: [ShelfEntry] = []
    list.append(
      try await clock.measure {
        entries = try await store.entries(matching: ShelfFilter(), sortedBy: .added)
      })
    json.append(try clock.measure { _ = try ShelfStore.exportData(entries, format: .json) })
    let book = Book(
      id: "9788996991342", title: "미움받을 용기", authors: ["기시미 이치로"], isbn13: "9788996991342",
      source: "kakao")
    save.append(
      try await clock.measure {
        try await store.save(ShelfEntry(book: book, status: .reading, tags: ["심리학"], addedAt: Date()))
      })
  }
  func median(_ values: [Duration]) -> String {
    let sorted = values.sorted()
    let ms =
      Double(sorted[sorted.count / 2].components.attoseconds) / 1e15
      + Double(sorted[sorted.count / 2].components.seconds) * 1000
    return String(Int(ms.rounded())) + " ms"
  }
  print("== shelf: \(rows)-row Goodreads CSV from goodbooks-10k, median of 5")
  print("import (new shelf)       \(median(firstImport))   target ≤ 1000 ms")
  print("import again (unchanged) \(median(secondImport))")
  print("list 10,000 entries      \(median(list))")
  print("encode shelf --json      \(median(json))   list + encode target ≤ 150 ms")
  print("save one book            \(median(save))   target ≤ 20 ms")
}

/// Writes a Goodreads library export (24 columns) with one row per goodbooks-10k book: the
/// ISBN-10 left-padded back to 10 digits, authors split into `Author`/`Additional Authors`,
/// shelves, ratings and dates varied by row. Returns the number of rows.
private func writeGoodreadsCSV(from booksPath: String, to path: String) throws -> Int {
  guard let input = FileHandle(forReadingAtPath: booksPath) else {
    throw BookshelfError.file(path: booksPath, problem: .notOpened)
  }
  defer { try? input.close() }
  _ = FileManager.default.createFile(atPath: path, contents: nil)
  let output = try FileHandle(forWritingTo: URL(fileURLWithPath: path))
  defer { try? output.close() }
  let reader = StreamingCSVReader(fileHandle: input)
  let writer = CSVWriter(fileHandle: output)
  guard let header = try reader.next()?.fields else { return 0 }
  func column(_ name: String) -> Int { header.firstIndex(of: name) ?? 0 }
  let (id, isbn, authors, year, title, rating) = (
    column("goodreads_book_id"), column("isbn"), column("authors"),
    column("original_publication_year"), column("title"), column("average_rating")
  )
  try writer.write([
    "Book Id", "Title", "Author", "Author l-f", "Additional Authors", "ISBN", "ISBN13", "My Rating",
    "Average Rating", "Publisher", "Binding", "Number of Pages", "Year Published",
    "Original Publication Year", "Date Read", "Date Added", "Bookshelves",
    "Bookshelves with positions", "Exclusive Shelf", "My Review", "Spoiler", "Private Notes",
    "Read Count", "Owned Copies",
  ])
  let shelves = ["read", "to-read", "currently-reading"]
  var count = 0
  while let record = try reader.next() {
    let f = record.fields
    var isbn10 = f[isbn].trimmingCharacters(in: .whitespaces)
    if !isbn10.isEmpty, isbn10.count < 10 {
      isbn10 = String(repeating: "0", count: 10 - isbn10.count) + isbn10
    }
    let names = f[authors].split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces) }
    let shelf = shelves[count % 3]
    let yearText = f[year].split(separator: ".").first.map(String.init) ?? ""
    let month = count % 12 + 1
    let day = count % 28 + 1
    try writer.write([
      f[id], f[title], names.first ?? "", "", names.dropFirst().joined(separator: ", "),
      "=\"\(isbn10)\"", "=\"\"", String(count % 6), f[rating], "", "Paperback", "", yearText, yearText,
      shelf == "read" ? "2019/01/01" : "",
      "2018/" + (month < 10 ? "0" : "") + "\(month)/" + (day < 10 ? "0" : "") + "\(day)",
      "fiction, tag-\(count % 50)" + (shelf == "read" ? "" : ", \(shelf)"), "", shelf, "", "", "",
      shelf == "read" ? "1" : "0", "0",
    ])
    count += 1
  }
  try writer.finish()
  return count
}
