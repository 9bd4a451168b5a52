import BookshelfCore
import BookshelfPresentation
import BookshelfStore

/// The options of the shelf commands (`save`, `shelf`, `export`, `import`), declared once.
enum ShelfOptions {
  /// `--status S`: `want`, `reading`, `read` or `dnf` (case-insensitive); else `.invalidStatus`
  /// (exit 2).
  static let status = Option("--status", value: HelpWord("S")) {
    (text, _) throws(BookshelfError) -> ReadingStatus in try ReadingStatus.named(text)
  }

  /// `--rating N`: a whole number 1–5; else `.invalidRating` (exit 2).
  static let rating = Option("--rating", value: HelpWord("N")) {
    (text, _) throws(BookshelfError) -> Int in
    guard let rating = Int(text.trimmingWhitespace()), (1...5).contains(rating) else {
      throw .invalidRating(text)
    }
    return rating
  }

  /// `--tag T`, repeatable for `save` (each adds a tag).
  static let tags = Option<String, Never>("--tag", value: HelpWord("T"), repeated: true)

  /// `--status S`, repeatable for `shelf` (entries with any of them).
  static let statuses = Option("--status", value: HelpWord("S"), repeated: true) {
    (text, _) throws(BookshelfError) -> ReadingStatus in try ReadingStatus.named(text)
  }

  /// `--rating N|none` for `edit`: 1–5, or `none` to clear; else `.invalidRating` (exit 2).
  static let ratingChange = Option("--rating", value: HelpWord("N|none")) {
    (text, _) throws(BookshelfError) -> ShelfEdit.Change<Int> in
    if text.trimmingWhitespace().lowercased() == "none" { return .clear }
    guard let rating = Int(text.trimmingWhitespace()), (1...5).contains(rating) else {
      throw .invalidRating(text)
    }
    return .set(rating)
  }

  /// `--progress P|none` for `edit`: `120/350`, `40%`, or `none` to clear; else
  /// `.invalidProgress` (exit 2).
  static let progress = Option("--progress", value: HelpWord("P|none")) {
    (text, _) throws(BookshelfError) -> ShelfEdit.Change<ReadingProgress> in
    if text.trimmingWhitespace().lowercased() == "none" { return .clear }
    return .set(try ReadingProgress(parsing: text))
  }

  /// `--untag T`, repeatable: removes a tag.
  static let untag = Option<String, Never>("--untag", value: HelpWord("T"), repeated: true)

  /// `--note-append TEXT`: adds a line to the note.
  static let noteAppend = Option<String, Never>(
    "--note-append", value: HelpWord(english: "TEXT", korean: "텍스트"))

  /// `--no-note`: removes the note.
  static let noNote = Flag("--no-note")

  /// `--started DATE|none` (read by the command: the day is in the user's time zone).
  static let started = Option<String, Never>("--started", value: HelpWord(english: "DATE", korean: "날짜"))

  /// `--finished DATE|none` (as `--started`).
  static let finished = Option<String, Never>("--finished", value: HelpWord(english: "DATE", korean: "날짜"))

  /// `--query TEXT`: `shelf` lists entries whose text matches.
  static let query = Option<String, Never>("--query", value: HelpWord(english: "TEXT", korean: "텍스트"))

  /// `--long`: `shelf` shows every field.
  static let long = Flag("--long")

  /// `--tag T` as the one tag `shelf` filters by.
  static let tag = Option<String, Never>("--tag", value: HelpWord("T"))

  /// `--note TEXT`: replaces the saved note.
  static let note = Option<String, Never>("--note", value: HelpWord(english: "TEXT", korean: "텍스트"))

  /// `--sort S`: `added`, `title`, `author`, `rating` or `finished`.
  static let sort = CommonOptions.choice(
    "--sort", value: HelpWord("S"), kind: .sortOrder, of: ShelfSort.self)

  /// `--format F`: `json`, `csv` or `goodreads` (listed in the one-line usage).
  static let format = CommonOptions.choice(
    "--format", value: HelpWord("F"), kind: .format, of: ExchangeFormat.self, listedInSynopsis: true)

  /// `-o, --output FILE`: where `export` writes (`-` is standard output).
  static let output = Option<String, Never>(
    "--output", short: "-o", value: HelpWord(english: "FILE", korean: "파일"))

  /// `--partial`: `import` skips malformed rows instead of refusing the file.
  static let partial = Flag("--partial")

  /// `<isbn|id>`: the one book a command is about.
  static let book = Positional(name: HelpWord("<isbn|id>"), arity: .one)

  /// `<FILE>`: the one file a command reads.
  static let file = Positional(name: HelpWord(english: "<FILE>", korean: "<파일>"), arity: .one)
}
