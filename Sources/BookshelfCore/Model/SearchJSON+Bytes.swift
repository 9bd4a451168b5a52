#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

extension SearchJSON {
  /// The document as UTF-8 JSON text: byte for byte what `JSONEncoder` writes for it with
  /// `.sortedKeys` and `.withoutEscapingSlashes` (plus `.prettyPrinted` when `pretty`, as
  /// `search --json` prints it), written straight into one buffer (`JSONByteWriter`) instead
  /// of through `JSONEncoder`'s value tree and key sort, which cost most of a search
  /// request's time. The `Encodable` conformance stays the reference; the tests compare both.
  /// - Throws: `EncodingError.invalidValue` for a NaN or infinite `averageRating`, as
  ///   `JSONEncoder` refuses it.
  public func jsonBytes(pretty: Bool = false) throws(EncodingError) -> [UInt8] {
    var writer = JSONByteWriter(pretty: pretty, capacity: 256 + books.count * (pretty ? 1_100 : 800))
    writer.beginObject()
    writer.key("books")
    writer.beginArray()
    for book in books {
      writer.element()
      try book.writeJSON(to: &writer)
    }
    writer.endArray()
    if let cachedAnswer {
      writer.key("cachedAt")
      writer.string(Self.cachedAtText(cachedAnswer))
    }
    if let correctedQuery {
      writer.key("correctedQuery")
      writer.string(correctedQuery)
    }
    writer.key("isEnd")
    writer.bool(isEnd)
    writer.key("page")
    writer.number(page)
    writer.key("pageSize")
    writer.number(pageSize)
    writer.key("provider")
    writer.string(provider)
    writer.key("query")
    writer.string(query)
    if let cachedAnswer {
      writer.key("stale")
      writer.bool(cachedAnswer.isStale)
    }
    writer.key("totalCount")
    writer.number(totalCount)
    writer.key("totalCountIsApproximate")
    writer.bool(totalCountIsApproximate)
    writer.endObject()
    return writer.bytes
  }

  /// `cachedAt`: when the answer was stored, whole seconds, ISO 8601 UTC
  /// (`2026-12-01T11:26:10Z`).
  static func cachedAtText(_ answer: CachedAnswer) -> String {
    let stored = SafeNumber.int(answer.storedAt.timeIntervalSince1970.rounded(.down)) ?? 0
    return Date(timeIntervalSince1970: Double(stored)).formatted(.iso8601)
  }
}

extension Book {
  /// Writes `encode(to:)`'s keys, sorted, into `writer` (absent values `null`; `price` and
  /// `salePrice` as `Money`'s `amount` and `currency`; URLs by `absoluteString`).
  /// - Throws: `EncodingError.invalidValue` for a NaN or infinite `averageRating`.
  func writeJSON(to writer: inout JSONByteWriter) throws(EncodingError) {
    writer.beginObject()
    writer.key("authors")
    writer.strings(authors)
    writer.key("averageRating")
    try writer.number(averageRating)
    writer.key("description")
    writer.string(description)
    writer.key("detailURL")
    writer.string(detailURL?.absoluteString)
    writer.key("id")
    writer.string(id)
    writer.key("isbn10")
    writer.string(isbn10)
    writer.key("isbn13")
    writer.string(isbn13)
    writer.key("notForSale")
    writer.bool(notForSale)
    writer.key("price")
    Self.write(price, to: &writer)
    writer.key("publishedDate")
    writer.string(publishedDate)
    writer.key("publisher")
    writer.string(publisher)
    writer.key("ratingsCount")
    writer.number(ratingsCount)
    writer.key("salePrice")
    Self.write(salePrice, to: &writer)
    writer.key("salesStatus")
    writer.string(salesStatus)
    writer.key("source")
    writer.string(source)
    writer.key("subtitle")
    writer.string(subtitle)
    writer.key("thumbnailURL")
    writer.string(thumbnailURL?.absoluteString)
    writer.key("title")
    writer.string(title)
    writer.key("translators")
    writer.strings(translators)
    writer.endObject()
  }

  private static func write(_ money: Money?, to writer: inout JSONByteWriter) {
    guard let money else { return writer.null() }
    writer.beginObject()
    writer.key("amount")
    writer.number(money.amount)
    writer.key("currency")
    writer.string(money.currency)
    writer.endObject()
  }
}
