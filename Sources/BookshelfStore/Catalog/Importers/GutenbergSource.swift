import BookshelfCore
import Foundation

/// Reads gutenbergr `gutenberg_metadata.csv`: one row per (work, author), consecutive per
/// work, merged into one book per `gutenberg_id` with all authors.
///
/// - Title: the first line is the title, further lines (`\r\n` or `\n` inside the quoted
///   field) the subtitle; a MARC leftover `Title : $b Subtitle` is split the same way.
/// - Authors `Last, First` become `First Last` (only when there is exactly one comma).
/// - Subjects: `gutenberg_bookshelf` split on `/`. Detail URL
///   `https://www.gutenberg.org/ebooks/<id>`. No ISBNs (ebooks have none).
/// - Key: `gutenberg_id`. A work without a title is skipped.
final class GutenbergSource: CatalogRecordSource {
  private let csv: StreamingCSVReader
  private let header: CSVHeader
  private var pending: CatalogCSVStep?
  private(set) var rowsRead = 0

  init(csv: StreamingCSVReader) throws {
    self.csv = csv
    header = CSVHeader(try csv.next()?.fields ?? [])
    guard header.index("gutenberg_id") != nil, header.index("title") != nil else {
      throw CatalogHeaderMismatch(header: .gutenberg)
    }
    pending = try csv.nextStep()
  }

  func next() throws -> CatalogSourceItem? {
    guard let step = pending else { return nil }
    rowsRead += 1
    pending = try csv.nextStep()
    let first: StreamingCSVReader.Record
    switch step {
    case .record(let record): first = record
    case .dropped(let line, let reason): return .skip(line: line, reason: .csv(reason))
    }
    let id = header.value("gutenberg_id", in: first.fields) ?? ""
    var rows = [first]
    while case .record(let row)? = pending, header.value("gutenberg_id", in: row.fields) == id, !id.isEmpty {
      rows.append(row)
      rowsRead += 1
      pending = try csv.nextStep()
    }
    guard !id.isEmpty else { return .skip(line: first.line, reason: .noID(column: "gutenberg_id")) }
    guard let rawTitle = header.value("title", in: first.fields) else {
      return .skip(line: first.line, reason: .noTitle)
    }
    let (title, subtitle) = Self.splitTitle(rawTitle)
    var authors: [String] = []
    for row in rows {
      if let name = header.value("author", in: row.fields).map(Self.displayName), !authors.contains(name) {
        authors.append(name)
      }
    }
    let shelves = (header.value("gutenberg_bookshelf", in: first.fields) ?? "")
      .split(separator: "/").compactMap { TextFields.collapsed(String($0)) }
    let book = Book(
      id: "local:gutenberg:\(id)", title: title, subtitle: subtitle, authors: authors,
      detailURL: URL(string: "https://www.gutenberg.org/ebooks/\(id)"), source: ProviderID.local.rawValue)
    return .record(
      line: first.line, CatalogRecord(book: book, subjects: shelves, sourceName: "gutenberg", sourceKey: id))
  }

  /// `Title\r\nSubtitle` or `Title : $b Subtitle` → (`Title`, `Subtitle`).
  static func splitTitle(_ raw: String) -> (String, String?) {
    var lines = raw.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }).map(String.init)
    if lines.isEmpty { lines = [raw] }
    var head = lines[0]
    var tail = lines.dropFirst().joined(separator: " ")
    if let marker = head.range(of: "$b") {
      let before = head[..<marker.lowerBound].trimmingCharacters(in: CharacterSet(charactersIn: " :;=/,"))
      let after = String(head[marker.upperBound...])
      head = before
      tail = after + (tail.isEmpty ? "" : " " + tail)
    }
    tail = tail.replacingOccurrences(of: "$b", with: " ")
    let title =
      TextFields.collapsed(head) ?? TextFields.collapsed(raw.replacingOccurrences(of: "$b", with: " ")) ?? raw
    return (title, TextFields.collapsed(tail))
  }

  /// `Doyle, Arthur Conan` → `Arthur Conan Doyle`; other forms unchanged.
  static func displayName(_ name: String) -> String {
    let parts = name.split(separator: ",", omittingEmptySubsequences: false)
    guard parts.count == 2 else { return name.collapsingWhitespace() }
    let last = parts[0].trimmingCharacters(in: .whitespaces)
    let first = parts[1].trimmingCharacters(in: .whitespaces)
    guard !first.isEmpty, !last.isEmpty else { return name.collapsingWhitespace() }
    return "\(first) \(last)"
  }
}
