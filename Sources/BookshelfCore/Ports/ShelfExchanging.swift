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
  ///   - name: the name errors give the file (the uploaded file's name, as the user knows it).
  ///   - format: nil to detect it as `import` does.
  ///   - partial: skip malformed rows (listed in the report) instead of failing.
  /// - Returns: the counts, skipped rows and warnings.
  /// - Throws: `BookshelfError.invalidInput` for a malformed file or row (nothing imported),
  ///   `.notUTF8`, storage errors.
  func importData(_ bytes: [UInt8], named name: String, format: ExchangeFormat?, partial: Bool) async throws
    -> ImportReport
}

/// Names of files held in memory.
public enum UploadedFile {
  /// The name errors give a file held in memory whose name is not known.
  public static let unnamed = "upload"
}

extension ShelfExchanging {
  /// `importData(_:named:format:partial:)` for a file without a known name
  /// (`UploadedFile.unnamed`).
  public func importData(_ bytes: [UInt8], format: ExchangeFormat?, partial: Bool) async throws
    -> ImportReport
  {
    try await importData(bytes, named: UploadedFile.unnamed, format: format, partial: partial)
  }
}
