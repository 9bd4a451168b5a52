import BookshelfCore
import Foundation

/// Reads a JSON array of Aladin Open API items (as in `aladin-kr-books`) through the Aladin
/// adapter's own mapping (`WireRecordMapping`, injected: see `CatalogWireMappings`), so an
/// imported item has the contributors, prices, links and title split a search gives it.
///
/// What the catalog adds: `Book.id` is the ISBN-13, else `local:aladin:<itemId>`;
/// `Book.source` is `local`; the subjects are the mapping's (`categoryName` split at `>`).
/// Elements that are not item objects, or without a title or without an `itemId` and an
/// ISBN, are skipped with their 1-based position.
final class AladinSource: CatalogRecordSource {
  private let elements: JSONArrayReader
  private let mapping: any WireRecordMapping
  private(set) var rowsRead = 0

  init(elements: JSONArrayReader, mapping: any WireRecordMapping) {
    self.elements = elements
    self.mapping = mapping
  }

  func next() throws -> CatalogSourceItem? {
    guard let data = try elements.nextElement() else { return nil }
    rowsRead += 1
    guard let item = mapping.record(from: data) else {
      return .skip(line: rowsRead, reason: .notAladinItem)
    }
    guard var book = item.book else {
      return .skip(line: rowsRead, reason: .noTitle)
    }
    guard let key = item.key ?? book.isbn13 else {
      return .skip(line: rowsRead, reason: .noItemID)
    }
    book.id = book.isbn13 ?? "local:aladin:\(key)"
    book.source = ProviderID.local.rawValue
    return .record(
      line: rowsRead, CatalogRecord(book: book, subjects: item.subjects, sourceName: "aladin", sourceKey: key)
    )
  }
}
