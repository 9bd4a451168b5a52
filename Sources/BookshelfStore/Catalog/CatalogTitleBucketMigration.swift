/// Migration 8: every row's `title_key` becomes the 23-bit bucket of its title's key
/// (`CatalogRow.titleHash`, 3 bytes instead of migration 6's 6-byte hash, in `books` and in
/// `books_title_key`), and exact titles are confirmed against the title from then on
/// (`CatalogExactTitle`), so a shared bucket never changes a result.
///
/// The key is computed afresh from each row's title (`bookshelf_title_bucket(title)`, a
/// function of the migration's connection only), not masked from the stored hash: the same
/// value for a key migration 6 hashed from today's `CatalogTokenizer.titleKey` (the bucket is
/// the low 23 bits of that hash), and also right for a text key a pre-6 file kept or a key an
/// older tokenizer made, since `CatalogExactTitle` compares with the title's key. The column
/// keeps its type (no affinity since migration 6), so the rows are updated in place; the index
/// is dropped first and built once afterwards. The rows shrink inside their pages (few pages
/// are freed), so `CatalogVacuum` vacuums after it whatever the free pages
/// (`compactingMigrations`). At a million goodbooks rows: 1.3 s of CPU (3.2 s wall on a loaded
/// machine) and a 2.6 s `VACUUM`; `books` 116.4 → 113.4 MiB, `books_title_key` 14.3 → 11.5.
enum CatalogTitleBucketMigration {
  /// The schema version this migration brings a catalog to.
  static let version = CatalogRow.TitleKeyForm.bucketVersion

  /// The SQL name of the migration's function: the stored `title_key` of a title.
  static let bucketFunctionName = "bookshelf_title_bucket"

  /// Runs the migration inside the migration's transaction.
  /// - Throws: `SQLiteError`.
  static func apply(_ database: Database) throws {
    try database.createScalarFunction(named: bucketFunctionName, argumentCount: 1) { arguments in
      guard let title = arguments.utf8(0) else { return nil }
      return CatalogRow.titleHash(CatalogTokenizer.titleKey(String(decoding: title, as: UTF8.self)))
    }
    try database.executeScript(
      """
      DROP INDEX IF EXISTS books_title_key;
      UPDATE books SET title_key = \(bucketFunctionName)(title);
      \(CatalogSchema.titleKeyIndexSQL);
      """)
  }
}
