import BookshelfCore
import Foundation

/// One work (`/works/OL…W.json`) or edition (`/books/OL…M.json`) record, the fields the id
/// lookup reads. Works carry no ISBN, editions name their work in `works[]`; neither carries
/// author names (only `/authors/OL…A` keys, which are not followed), so such a book has no
/// authors until it is found by a search. Numbers are `@Lenient`; a `description` is either a
/// string or `{"type": "/type/text", "value": …}`.
struct OpenLibraryRecordDTO: Decodable {
  var key: String?
  var title: String?
  var subtitle: String?
  var description: TextValue?
  var covers: [LenientInt]?
  var firstPublishDate: String?
  var publishDate: String?
  var isbn13: [String]?
  var isbn10: [String]?
  var publishers: [String]?
  var works: [KeyRef]?

  enum CodingKeys: String, CodingKey {
    case key, title, subtitle, description, covers, publishers, works
    case firstPublishDate = "first_publish_date"
    case publishDate = "publish_date"
    case isbn13 = "isbn_13"
    case isbn10 = "isbn_10"
  }

  /// `{"key": "/works/OL…W"}`.
  struct KeyRef: Decodable {
    var key: String?
  }

  /// One number of `covers[]`, nil when it is not one.
  struct LenientInt: Decodable {
    @Lenient var value: Int?
    init(from decoder: any Decoder) throws { _value = try Lenient(from: decoder) }
  }

  /// A plain string, or the text of a `{"value": …}` object; anything else is nil.
  struct TextValue: Decodable {
    var text: String?
    init(from decoder: any Decoder) throws {
      let container = try decoder.singleValueContainer()
      if let text = try? container.decode(String.self) {
        self.text = text
      } else {
        self.text = (try? container.decode(Wrapped.self))?.value
      }
    }
    private struct Wrapped: Decodable { var value: String? }
  }

  /// The record as a search document, so the one `OpenLibraryMapping.book` rule makes the
  /// book: the work's key (an edition's first `works[]` key, else its own), the first valid
  /// cover id, the year of the first publish date.
  var document: OpenLibraryDocDTO {
    let workKey = works?.lazy.compactMap(\.key).first ?? key
    let date = firstPublishDate ?? publishDate
    return OpenLibraryDocDTO(
      key: workKey, title: title, subtitle: subtitle, authorName: nil,
      firstPublishYear: date.flatMap(Self.year), publishDate: nil,
      isbn: (isbn13 ?? []) + (isbn10 ?? []), publisher: publishers,
      coverID: covers?.lazy.compactMap(\.value).first { $0 > 0 }, ratingsAverage: nil, ratingsCount: nil,
      numberOfPagesMedian: nil, editionCount: nil)
  }

  /// The first run of four digits in `text` (`"July 16, 2019"` → 2019), or nil.
  static func year(_ text: String) -> Int? {
    var digits = ""
    for character in text.prefix(100) {
      if character.isASCII, character.isNumber {
        digits.append(character)
        if digits.count == 4 { return Int(digits) }
      } else {
        digits = ""
      }
    }
    return nil
  }
}
