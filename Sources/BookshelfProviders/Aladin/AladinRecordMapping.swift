import BookshelfCore
import Foundation

/// Aladin items saved to a file (a JSON array of `item` elements, as in `aladin-kr-books`),
/// mapped by the one Aladin mapping, `AladinMapping.book(from:)`: the same contributors (a 감수
/// is no author), prices (0 is none), https links and title split as a search. What the
/// catalog adds on top: the subjects (`categoryName` split at `>`) and the `itemId` as key.
public struct AladinRecordMapping: WireRecordMapping {
  /// A mapping of Aladin's `Version=20131101` items.
  public init() {}

  /// Maps one JSON element of the array.
  /// - Returns: nil when `element` is not an item object (an array, a string, a key of the
  ///   wrong type); a record without a book when the item has no title.
  public func record(from element: Data) -> WireRecord? {
    guard let item = try? JSONDecoder().decode(AladinSavedItemDTO.self, from: element) else { return nil }
    let subjects = (item.categoryName ?? "").split(separator: ">").compactMap { CleanText.text(String($0)) }
    return WireRecord(
      book: AladinMapping.book(from: item.item), subjects: subjects, key: item.item.itemId.map(String.init))
  }
}

/// An `item` element with the one key a saved catalog needs beyond a search: `categoryName`.
struct AladinSavedItemDTO: Decodable, Sendable {
  /// Every key a search maps.
  let item: AladinItemDTO
  /// `categoryName`: `국내도서>인문학>심리학/정신분석학`.
  let categoryName: String?

  enum CodingKeys: String, CodingKey {
    case categoryName
  }

  init(from decoder: any Decoder) throws {
    item = try AladinItemDTO(from: decoder)
    categoryName = try decoder.container(keyedBy: CodingKeys.self).decodeIfPresent(
      String.self, forKey: .categoryName)
  }
}
