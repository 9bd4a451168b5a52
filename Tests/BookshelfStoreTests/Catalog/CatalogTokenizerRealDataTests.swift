import BookshelfCore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfStore

/// The byte-level `indexText` (and the title initials) on every text field of the Aladin list (long blurbs with
/// hundreds of distinct syllables, runs across spaces, punctuation) gives what the scalar
/// definition gives.
@Suite struct CatalogTokenizerRealDataTests {
  @Test func everyAladinFieldIndexesLikeTheScalarDefinition() throws {
    guard let file = SharedData.url("data/aladin-kr-books/aladin_domestic_books.json") else {
      print(SharedData.skipMessage(for: "data/aladin-kr-books"))
      return
    }
    let source = try CatalogImporter.makeSource(file: file, format: .aladin, mappings: .adapters)
    var fields = 0
    while let item = try source.next() {
      guard case .record(_, let record) = item else { continue }
      let values = CatalogRow.values(for: record)
      for column in [4, 5, 6, 7, 8, 10, 11] {
        guard let text = values[column].string else { continue }
        fields += 1
        #expect(CatalogTokenizer.indexText(text) == CatalogTokenizer.indexTextByScalars(text), "\(text)")
      }
      if let title = values[4].string {
        #expect(
          CatalogTokenizer.initialsIndexText(title) == CatalogTokenizer.initialsIndexTextByScalars(title),
          "\(title)")
      }
    }
    #expect(fields > 15_000)
  }
}
