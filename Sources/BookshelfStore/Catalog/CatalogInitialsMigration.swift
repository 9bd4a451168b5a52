/// Migration 4: re-indexes the rows of an existing catalog whose title has Hangul syllables,
/// so that their title column gains its initials (`CatalogTokenizer+Initials`); nothing stored
/// in `books` changes. Each such row's old index entry is deleted with the texts the earlier
/// rule made (`CatalogRow.ftsText` of the title alone) and the new one inserted under the same
/// rowid. Cost: one pass over the titles (`GLOB`) plus two FTS5 writes per Korean row (about a
/// second for the 2,583-row Aladin list; English-only catalogs only read their titles).
enum CatalogInitialsMigration {
  /// Runs the migration inside the migration's transaction.
  /// - Throws: `SQLiteError`.
  static func apply(_ database: Database) throws {
    let rows = try database.query(
      """
      SELECT d.doc AS doc, b.title AS title, b.subtitle AS subtitle, b.authors AS authors,
        b.translators AS translators, b.publisher AS publisher, b.description AS description,
        b.subjects AS subjects
      FROM books b JOIN catalog_docs d ON d.book_id = b.id
      WHERE b.title GLOB '*[가-힣]*'
      """)
    let delete = try database.prepare(
      "INSERT INTO books_fts (books_fts, rowid, title, subtitle, authors, publisher, description, subjects) VALUES ('delete', ?1, ?2, ?3, ?4, ?5, ?6, ?7)"
    )
    let insert = try database.prepare(
      "INSERT INTO books_fts (rowid, title, subtitle, authors, publisher, description, subjects) VALUES (?1, ?2, ?3, ?4, ?5, ?6, ?7)"
    )
    for row in rows {
      let title = row["title"].string ?? ""
      guard !CatalogTokenizer.initialsIndexText(title).isEmpty else { continue }
      let texts = CatalogRow.ftsTexts(
        title: title, subtitle: row["subtitle"].string, authors: row["authors"].string,
        translators: row["translators"].string, publisher: row["publisher"].string,
        description: row["description"].string, subjects: row["subjects"].string)
      let doc = row["doc"].int64 ?? 0
      var old = texts
      old[0] = .text(CatalogRow.ftsText(title))
      try delete.run([SQLiteValue.integer(doc)] + old)
      try insert.run([SQLiteValue.integer(doc)] + texts)
    }
  }
}
