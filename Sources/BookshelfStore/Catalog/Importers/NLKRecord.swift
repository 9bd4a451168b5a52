import Foundation

/// One node of the `@graph` of the National Library of Korea's linked open data (JSON-LD,
/// `nlon:Book` records, KOGL type 1 / CC0), as read from the file: every field may be a
/// string, an array, or a JSON-LD value object (`{"@value": …}`), or be absent. A value of any
/// other type (a number, `true`, a nested array) counts as absent: the record is then mapped
/// without it (`NLKMapping`). At most `valueLimit` values of a field are kept.
struct NLKRecord: Decodable {
  /// The most values read from one field.
  static let valueLimit = 64

  /// `@id`: the record's identifier, `nlk:CMO000000001`.
  var id: String?
  /// `@type`: `nlon:Book`, `bibo:Book`, `nlon:OfflineMaterial`, …
  var types: [String] = []
  /// `title`: the title proper (several for works bound together).
  var title: [String] = []
  /// `remainderOfTitle`: the subtitle (other title information).
  var remainderOfTitle: [String] = []
  /// `alternative`: other titles, often the Hangul reading of a title in Hanja.
  var alternative: [String] = []
  /// `label`: `"title / statement of responsibility"` (`소년이 온다 / 한강 지음`).
  var label: [String] = []
  /// `creator`: the names as the NLK's name authority writes them (Hangul readings of Hanja
  /// names: `왕전후` for 王振鵠), without roles.
  var creator: [String] = []
  /// `publisher`.
  var publisher: [String] = []
  /// `issuedYear`: the year of publication (`1984`).
  var issuedYear: [String] = []
  /// `issued`: the date of publication as printed (`民國73[1984]`).
  var issued: [String] = []
  /// `isbn`: ISBN-10 or ISBN-13, possibly with a note (`750131201X (20)`, `9579019215(平裝)`).
  var isbn: [String] = []
  /// `subject`: subject headings and keywords (often Hangul readings of the title).
  var subject: [String] = []
  /// `titleOfSeries`.
  var titleOfSeries: [String] = []
  /// `kdc`: the Korean Decimal Classification number (`010.4`).
  var kdc: [String] = []
  /// `description`: notes (`附錄 : 本書作者著作年表`).
  var description: [String] = []

  enum CodingKeys: String, CodingKey {
    case id = "@id"
    case types = "@type"
    case title, remainderOfTitle, alternative, label, creator, publisher, issuedYear, issued, isbn
    case subject, titleOfSeries, kdc, description
  }

  init(from decoder: any Decoder) throws {
    let c = try decoder.container(keyedBy: CodingKeys.self)
    func values(_ key: CodingKeys) -> [String] {
      ((try? c.decodeIfPresent(NLKValues.self, forKey: key)) ?? nil)?.values ?? []
    }
    id = values(.id).first
    types = values(.types)
    title = values(.title)
    remainderOfTitle = values(.remainderOfTitle)
    alternative = values(.alternative)
    label = values(.label)
    creator = values(.creator)
    publisher = values(.publisher)
    issuedYear = values(.issuedYear)
    issued = values(.issued)
    isbn = values(.isbn)
    subject = values(.subject)
    titleOfSeries = values(.titleOfSeries)
    kdc = values(.kdc)
    description = values(.description)
  }
}

/// The strings of one JSON-LD field: a string, a value object `{"@value": "…"}` (or a node
/// reference `{"@id": "…"}`), or an array of these (other elements ignored); no values for
/// anything else. Never fails to decode.
struct NLKValues: Decodable {
  var values: [String] = []

  private struct Element: Decodable {
    var value: String?
    enum Keys: String, CodingKey {
      case value = "@value"
      case id = "@id"
    }
    init(from decoder: any Decoder) throws {
      if let text = try? decoder.singleValueContainer().decode(String.self) {
        value = text
      } else if let object = try? decoder.container(keyedBy: Keys.self) {
        value =
          ((try? object.decodeIfPresent(String.self, forKey: .value)) ?? nil)
          ?? ((try? object.decodeIfPresent(String.self, forKey: .id)) ?? nil)
      }
    }
  }

  init(from decoder: any Decoder) throws {
    if let one = try? Element(from: decoder), let value = one.value {
      values = [value]
    } else if var list = try? decoder.unkeyedContainer() {
      while !list.isAtEnd, values.count < NLKRecord.valueLimit {
        guard let element = try? list.decode(Element.self) else { break }
        if let value = element.value { values.append(value) }
      }
    }
  }
}
