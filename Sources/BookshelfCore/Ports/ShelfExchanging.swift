/// The port to the shelf's import and export (the shelf store's formats), for front ends that
/// hold the file in memory (the web app's upload and download).
public protocol ShelfExchanging: Sendable {
  /// The whole shelf in `format`, newest first, exactly as `bookshelf export --format` writes it.
  /// - Throws: storage errors.
  func exportData(format: ExchangeFormat) async throws -> [UInt8]

  /// Imports a file held in memory with the rules of `bookshelf import` (never erases or
  /// degrades what is saved; atomic unless `partial`).
  /// - Parameters:
  ///   - bytes: the file's bytes.
  ///   - format: nil to detect it as `import` does.
  ///   - partial: skip malformed rows (listed in the report) instead of failing.
  /// - Returns: the counts, skipped rows and warnings.
  /// - Throws: `BookshelfError.invalidInput` for a malformed file or row (nothing imported),
  ///   `.notUTF8`, storage errors.
  func importData(_ bytes: [UInt8], format: ExchangeFormat?, partial: Bool) async throws -> ImportReport
}
