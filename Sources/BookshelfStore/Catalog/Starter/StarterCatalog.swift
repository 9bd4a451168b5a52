import BookshelfCore
import CStarterCatalog
import Foundation

/// The starter catalog: goodbooks-10k `books.csv` (10,000 books; "goodbooks-10k by Zygmunt
/// Zając", CC BY-SA 4.0), embedded in the binary (`CStarterCatalog`), so a search can answer
/// on a fresh machine with no network, no key and no file next to the executable.
public enum StarterCatalog {
  /// Books in the embedded file (its data rows).
  public static let bookCount = 10_000

  /// The importer name its rows carry in the catalog (`rowsBySource`).
  public static let sourceName = "goodbooks"

  /// The credit and license the data must travel with.
  public static let attribution = DataAttribution.goodbooks

  /// The embedded `books.csv`, byte for byte as published (UTF-8, LF line endings).
  public static var csv: Data {
    Data(bytes: bookshelf_starter_csv(), count: bookshelf_starter_csv_length())
  }

  /// The embedded `LICENSE.txt` of goodbooks-10k (the CC BY-SA 4.0 notice).
  public static var license: String {
    String(
      decoding: Data(bytes: bookshelf_starter_license(), count: bookshelf_starter_license_length()),
      as: UTF8.self)
  }

  /// Creates the catalog at `catalogPath` from the embedded file, unless one exists: the rows
  /// go through the goodbooks importer into a temporary catalog next to it, which is then
  /// linked into place only if `catalogPath` is still free (`link`, atomic), so a failed or
  /// interrupted import leaves no half-made catalog, and of two processes starting at once one
  /// installs and the other uses its catalog. The folder must exist.
  /// - Returns: what the import did, or nil when a catalog already existed (or another
  ///   process put one in place meanwhile).
  /// - Throws: `BookshelfError.file` (`.notWritten`) when a temporary file cannot be written or
  ///   linked; the importer's and SQLite's errors as `BookshelfError`. Nothing is left behind
  ///   when it throws.
  public static func installIfMissing(at catalogPath: String) throws -> CatalogImportSummary? {
    guard !FileManager.default.fileExists(atPath: catalogPath) else { return nil }
    let unique = "\(getpid())-\(UInt32.random(in: 0...UInt32.max))"
    let file = URL(fileURLWithPath: catalogPath).deletingLastPathComponent()
      .appendingPathComponent(".starter-goodbooks-\(unique).csv")
    let temporary = "\(catalogPath).starter-\(unique)"
    defer {
      try? FileManager.default.removeItem(at: file)
      for suffix in ["", "-wal", "-shm", "-journal"] { unlink(temporary + suffix) }
    }
    do {
      try csv.write(to: file, options: .withoutOverwriting)
    } catch {
      throw BookshelfError.file(path: file.path, problem: .notWritten)
    }
    let summary = try importRows(from: file, into: temporary)
    guard link(temporary, catalogPath) == 0 else {
      if errno == EEXIST { return nil }
      throw BookshelfError.file(path: catalogPath, problem: .notWritten)
    }
    return summary
  }

  /// Imports `file` into a new catalog at `path` and closes it (the write-ahead log is
  /// checkpointed by the importer and goes with the connection).
  private static func importRows(from file: URL, into path: String) throws -> CatalogImportSummary {
    let catalog = try LocalCatalog(path: path, readOnly: false)
    return try withExtendedLifetime(catalog) {
      try CatalogImporter.run(file: file, format: .goodbooks, into: catalog)
    }
  }
}
