import BookshelfCore
import Foundation

/// The shelf's formats for front ends holding the file in memory (the web app's download and
/// upload): the same bytes and the same rules as `bookshelf export` and `bookshelf import`.
extension ShelfStore: ShelfExchanging {
  /// The name errors of an import from memory give a file without a known name
  /// (`upload: line 3: …`).
  public static let uploadName = UploadedFile.unnamed

  /// The whole shelf in `format`, newest first: the bytes `exportEntries(format:to:)` writes,
  /// Goodreads' days in the store's `timeZone`.
  /// - Throws: storage errors.
  public func exportData(format: ExchangeFormat) throws -> [UInt8] {
    let entries = try entries(matching: ShelfFilter(), sortedBy: .added)
    return [UInt8](try Self.exportData(entries, format: format, timeZone: timeZone))
  }

  /// Imports a file held in memory with every rule of `importEntries(from:format:partial:
  /// timeZone:)` (one code path, `ImportInput`), Goodreads' days in the store's `timeZone`.
  /// The caller bounds `bytes` (the web app: 16 MiB).
  /// - Parameters:
  ///   - bytes: the file's bytes.
  ///   - name: the name errors give the file.
  ///   - format: nil to detect it from the first bytes (`ExchangeFormat.detect`).
  ///   - partial: skip malformed rows (listed in the report) instead of failing.
  /// - Returns: the counts, skipped rows and warnings.
  /// - Throws: `BookshelfError.invalidInput` for a malformed file or row (nothing imported),
  ///   `.notUTF8`, storage errors.
  public func importData(_ bytes: [UInt8], named name: String, format: ExchangeFormat?, partial: Bool) throws
    -> ImportReport
  {
    try importEntries(from: .memory(bytes, name: name), format: format, partial: partial, timeZone: timeZone)
  }
}
