import BookshelfCore

/// Wire shapes of Google Books API v1 (`volumes.list` and `volumes/{id}`), as documented and
/// recorded. Every field is optional because Google omits what it does not know (`items` on an
/// empty page, `publisher`, `authors`, `imageLinks`, prices when not for sale, ratings).
///
/// Only the fields the mapping reads are declared, under their API names: JSONDecoder scans the
/// whole body anyway, but every declared field is a value built and a key looked up per volume
/// (a 50-volume page is ~130 KB). Not declared: `kind`, `searchInfo` (HTML-escaped excerpt,
/// never the description), `volumeInfo.pageCount`/`language`/`previewLink`, the larger
/// `imageLinks` (`small` … `extraLarge`, absent from search results), `saleInfo.country`/
/// `isEbook`/`buyLink`.

/// `GET /books/v1/volumes` response; `error` is set instead when Google answers with its JSON
/// error envelope.
struct GoogleVolumesDTO: Decodable {
  @Lenient var totalItems: Int?
  var items: [GoogleLossy<GoogleVolumeDTO>]?
  var error: GoogleErrorDTO?
}

/// Decodes an element, or nil when that one element has an unexpected shape, so that one odd
/// volume does not sink a whole page.
struct GoogleLossy<Value: Decodable>: Decodable {
  var value: Value?
  init(from decoder: any Decoder) throws {
    value = try? Value(from: decoder)
  }
}

/// One `Volume` resource. Numbers are `@Lenient` (`LenientlyDecodable`): `"16000"` is 16000, while `12.5` for an
/// integer, `1e400` or `[]` is nil, so one odd value costs only itself, never the page.
struct GoogleVolumeDTO: Decodable {
  var id: String?
  var volumeInfo: VolumeInfo?
  var saleInfo: SaleInfo?

  struct VolumeInfo: Decodable {
    var title: String?
    var subtitle: String?
    var authors: [String]?
    var publisher: String?
    /// `2018`, `2020-11`, `2018-12-11` or `2019-10-03T00:00:00+02:00`.
    var publishedDate: String?
    /// Plain text in search results, HTML in `volumes/{id}`.
    var description: String?
    /// `ISBN_10`, `ISBN_13`, `ISSN`, `OTHER`, in any order.
    var industryIdentifiers: [IndustryIdentifier]?
    /// 1.0–5.0; may be an integer literal in JSON (`4`).
    @Lenient var averageRating: Double?
    @Lenient var ratingsCount: Int?
    var imageLinks: ImageLinks?
    var infoLink: String?
    var canonicalVolumeLink: String?
  }

  struct IndustryIdentifier: Decodable {
    var type: String?
    var identifier: String?
  }

  /// `http://books.google.com/...` links; search results carry only these two.
  struct ImageLinks: Decodable {
    var smallThumbnail: String?
    var thumbnail: String?
  }

  struct SaleInfo: Decodable {
    /// `FOR_SALE`, `NOT_FOR_SALE`, `FREE`, `FOR_PREORDER`, `FOR_SALE_AND_RENTAL`.
    var saleability: String?
    var listPrice: Price?
    var retailPrice: Price?
  }

  /// `saleInfo.listPrice` / `retailPrice` (the `offers[]` prices in micros are not read).
  struct Price: Decodable {
    @Lenient var amount: Double?
    var currencyCode: String?
  }
}

/// Google's JSON error envelope: `{"error":{"code","message","errors":[{"reason",…}],"status",
/// "details":[{"@type","reason",…}]}}` (older gateways send `errors[]`, newer `details[]`).
struct GoogleErrorEnvelopeDTO: Decodable {
  var error: GoogleErrorDTO?
}

struct GoogleErrorDTO: Decodable {
  @Lenient var code: Int?
  var message: String?
  var status: String?
  var errors: [GoogleLossy<Item>]?
  var details: [GoogleLossy<Item>]?

  /// One entry of `errors[]` (`reason`, `domain`, `message`) or of `details[]` (`reason` of a
  /// `google.rpc.ErrorInfo`).
  struct Item: Decodable {
    var reason: String?
    var message: String?
    var domain: String?
  }

  /// Every `reason` of `errors[]` and `details[]`, lower-cased.
  var reasons: Set<String> {
    let all = (errors ?? []) + (details ?? [])
    return Set(all.compactMap { $0.value?.reason?.lowercased() })
  }
}
