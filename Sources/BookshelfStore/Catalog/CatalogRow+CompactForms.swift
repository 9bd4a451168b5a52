import BookshelfCore

/// The compact stored forms of `books.source`, `books.source_key`, `books.average_rating` and
/// `books.title_key` (since migration 6), each decoded back to exactly the value written. The
/// four columns have no type affinity, so a number stored for one form never reads as a text
/// of another (and catalogs from before migration 6, which hold texts and `REAL`s, read the
/// same).
///
/// - `source`: the INTEGER position of the importer's name in `sourceNames` (`goodbooks` is
///   1, an integer SQLite stores with no payload byte); any other name stays text.
/// - `source_key`: an INTEGER when the key is 1…18 decimal digits without a leading zero
///   (goodbooks `book_id`, Gutenberg and Aladin ids), else the text.
/// - `average_rating`: the INTEGER hundredths when that number divided by 100 gives back the
///   same `Double` (every rating written with at most two decimals, as the sources give
///   them: 2 bytes instead of 8), else the `REAL`.
/// - `title_key`: `titleHash(CatalogTokenizer.titleKey(title))`, since migration 8 a 23-bit
///   bucket (3 bytes instead of a ~26-byte text, also in `books_title_key`; migrations 6 and 7
///   stored the 47-bit `legacyTitleHash`, 6 bytes). A bucket only finds exact-title
///   candidates: on a million different titles about one query in nine shares its bucket
///   with another title, so every use confirms the title itself (`CatalogExactTitle`), and a shared bucket
///   never changes a result.
extension CatalogRow {
  /// Importer names stored as their position. Append only: the position is stored in each row.
  static let sourceNames = ["aladin", "goodbooks", "gutenberg", "nlk", "goodreads", "json", "csv"]

  /// The stored form of an importer's name.
  static func storedSource(_ name: String) -> SQLiteValue {
    if let code = sourceNames.firstIndex(of: name) { return .integer(Int64(code)) }
    return .text(name)
  }

  /// The importer's name of a stored `source` (nil for `NULL` or a code `sourceNames` does
  /// not have, which only a damaged file holds).
  static func sourceName(stored: SQLiteValue) -> String? {
    switch stored {
    case .text(let name): return name
    case .integer(let code) where code >= 0 && code < Int64(sourceNames.count): return sourceNames[Int(code)]
    default: return nil
    }
  }

  /// The stored form of a source key.
  static func storedSourceKey(_ key: String) -> SQLiteValue {
    if let number = canonicalNumber(Substring(key), maxDigits: 18) { return .integer(number) }
    return .text(key)
  }

  /// The source key of a stored `source_key` (nil for `NULL`).
  static func sourceKey(stored: SQLiteValue) -> String? {
    switch stored {
    case .text(let key): return key
    case .integer(let number): return String(number)
    default: return nil
    }
  }

  /// The largest rating stored as hundredths (far above any rating scale, so the product
  /// never overflows). Negative ratings, `-0.0`, infinities and NaN stay `REAL`s.
  static let maxHundredthsRating = 1_000_000.0

  /// The stored form of an average rating.
  static func storedRating(_ rating: Double?) -> SQLiteValue {
    guard let rating else { return .null }
    let hundredths = (rating * 100).rounded()
    if rating.sign == .plus, rating <= maxHundredthsRating, hundredths / 100 == rating {
      return .integer(Int64(hundredths))
    }
    return .real(rating)
  }

  /// The average rating in column `index` of the current row of `statement` (nil for
  /// `NULL`): hundredths for an INTEGER, else what SQLite reads as a `REAL`.
  static func rating(at index: Int, of statement: Statement) -> Double? {
    if case .integer(let hundredths) = statement.value(at: index) { return Double(hundredths) / 100 }
    return statement.double(at: index)
  }

  /// The stored form of an older row's stored `average_rating`: a `REAL` as `storedRating`,
  /// anything else unchanged.
  static func storedRating(stored: SQLiteValue) -> SQLiteValue {
    guard case .real(let rating) = stored else { return stored }
    return storedRating(rating)
  }

  /// The stored `title_key` of a title.
  static func storedTitleKey(_ title: String) -> SQLiteValue {
    .integer(titleHash(CatalogTokenizer.titleKey(title)))
  }

  /// The stored `title_key` of an older row's stored value: the bucket of a text key, an
  /// integer unchanged (migration 6, which hashes text keys of earlier files; migration 8 then
  /// recomputes every key from its title).
  static func storedTitleKey(stored: SQLiteValue) -> SQLiteValue {
    guard case .text(let key) = stored else { return stored }
    return .integer(titleHash(key))
  }

  /// The bits of a title key's bucket (migration 8): 2²³ buckets, every one below 2²³ and so
  /// stored by SQLite in at most 3 bytes (serial type 3, a 24-bit signed integer).
  static let titleBucketBits = 23

  /// The bucket of a title key: the low `titleBucketBits` of `legacyTitleHash(key)`, so a
  /// stored 47-bit hash of migration 6 turns into the same bucket by a mask. Stable across
  /// processes and versions (unlike Swift's seeded `Hasher`): it is stored in every row.
  static func titleHash(_ key: String) -> Int64 {
    legacyTitleHash(key) & ((1 << titleBucketBits) - 1)
  }

  /// Migrations 6 and 7's title key: FNV-1a (64-bit) of the UTF-8 bytes of `key`, its high 17
  /// bits folded into the low 47 (a non-negative integer below 2⁴⁷). Kept for a catalog of
  /// those versions opened read-only before it can migrate (`TitleKeyForm.hash47`).
  static func legacyTitleHash(_ key: String) -> Int64 {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in key.utf8 {
      hash ^= UInt64(byte)
      hash = hash &* 0x0000_0100_0000_01b3
    }
    return Int64((hash ^ (hash >> 47)) & ((1 << 47) - 1))
  }

  /// How a catalog's `books.title_key` holds the title key, by schema version: the form a
  /// query's title key is bound in to find exact-title candidates (`LocalCatalog.pageSQL`).
  enum TitleKeyForm: Equatable {
    /// Before migration 6: the key as text.
    case text
    /// Migrations 6 and 7: `legacyTitleHash`.
    case hash47
    /// Since migration 8: `titleHash`, the 23-bit bucket.
    case bucket

    /// The schema version from which keys are buckets.
    static let bucketVersion = 8

    /// The form of a catalog at schema version `version`.
    init(schemaVersion version: Int) {
      self =
        version >= Self.bucketVersion
        ? .bucket : version >= CatalogCompactRowsMigration.version ? .hash47 : .text
    }

    /// The value `books.title_key` holds for the title key `key` in this form.
    func stored(_ key: String) -> SQLiteValue {
      switch self {
      case .text: .text(key)
      case .hash47: .integer(CatalogRow.legacyTitleHash(key))
      case .bucket: .integer(CatalogRow.titleHash(key))
      }
    }
  }
}
