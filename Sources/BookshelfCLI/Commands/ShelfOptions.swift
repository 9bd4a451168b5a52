import BookshelfCore
import BookshelfPresentation
import BookshelfStore

/// The options of the shelf commands (`save`, `shelf`, `export`, `import`), declared once.
enum ShelfOptions {
  /// `--status S`: `want`, `reading` or `read` (case-insensitive); else `.invalidStatus` (exit 2).
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

  /// `--tag T` as the one tag `shelf` filters by.
  static let tag = Option<String, Never>("--tag", value: HelpWord("T"))

  /// `--note TEXT`: replaces the saved note.
  static let note = Option<String, Never>("--note", value: HelpWord(english: "TEXT", korean: "텍스트"))

  /// `--sort S`: `added`, `title`, `author` or `rating`.
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
