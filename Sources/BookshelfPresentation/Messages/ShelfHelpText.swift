import BookshelfCore

/// The `--help` texts of the shelf commands (`save`, `shelf`, `remove`, `export`, `import`).
extension HelpText {
  static let saveEnglish = """
    Usage: bookshelf save <isbn|id> [options]
           bookshelf save --json - [options]     (a Book object, as printed by search/show --json)

    Save a book to your shelf, or change a saved one. A book already on the shelf is changed
    offline; a new ISBN is looked up through the provider.

    Options:
      --status S     want (default for a new book), reading or read
      --tag T        add a tag (repeat for several)
      --rating N     your rating, 1 to 5
      --note TEXT    a note (replaces the saved note)
      --provider P   the provider to look the ISBN up with
    """

  static let saveKorean = """
    사용법: bookshelf save <isbn|id> [옵션]
            bookshelf save --json - [옵션]     (search/show --json이 출력하는 Book 객체)

    책을 책장에 저장하거나 저장한 책을 고칩니다. 이미 책장에 있는 책은 오프라인으로 고치고,
    새 ISBN은 제공자에서 찾습니다.

    옵션:
      --status S     want (새 책의 기본값), reading, read
      --tag T        태그 추가 (여러 번 쓸 수 있음)
      --rating N     내 평점, 1–5
      --note TEXT    메모 (저장된 메모를 바꿈)
      --provider P   ISBN을 찾을 제공자
    """

  static let shelfEnglish = """
    Usage: bookshelf shelf [options]

    List the books on your shelf.

    Options:
      --status S   only want, reading or read
      --tag T      only books with this tag
      --sort S     added (newest first, default), title, author or rating
      --json       print a JSON array of shelf entries (the format of export --format json)
    """

  static let shelfKorean = """
    사용법: bookshelf shelf [옵션]

    책장에 저장한 책 목록을 보여 줍니다.

    옵션:
      --status S   want, reading, read 중 하나만
      --tag T      이 태그가 있는 책만
      --sort S     added (최근 추가 순, 기본값), title, author, rating
      --json       책장 항목의 JSON 배열 출력 (export --format json과 같은 형식)
    """

  static let removeEnglish = """
    Usage: bookshelf remove <isbn|id>

    Remove a book from your shelf (an ISBN-10 or ISBN-13, or the id shown by shelf).
    """

  static let removeKorean = """
    사용법: bookshelf remove <isbn|id>

    책장에서 책을 뺍니다 (ISBN-10, ISBN-13, 또는 shelf가 보여 주는 id).
    """

  static let exportEnglish = """
    Usage: bookshelf export [--format json|csv|goodreads] [-o FILE]

    Write your whole shelf to standard output or to FILE. FILE is written completely to a
    temporary file first and then renamed, so it is never half-written.

    Options:
      --format F     json (default; lossless), csv, or goodreads (Goodreads library export)
      -o, --output FILE
    """

  static let exportKorean = """
    사용법: bookshelf export [--format json|csv|goodreads] [-o 파일]

    책장 전체를 표준 출력이나 파일로 씁니다. 파일은 임시 파일에 다 쓴 뒤 이름을 바꾸므로
    중간까지만 쓰인 파일이 남지 않습니다.

    옵션:
      --format F     json (기본값, 손실 없음), csv, goodreads (Goodreads 내보내기 형식)
      -o, --output 파일
    """

  static let importEnglish = """
    Usage: bookshelf import <FILE> [--format json|csv|goodreads] [--partial] [--json]

    Add the books in FILE to your shelf, all or nothing: a malformed row stops the import and
    nothing changes. Importing the same file again changes nothing.

    Options:
      --format F   json, csv or goodreads (default: detected from the file)
      --partial    skip malformed rows (each is reported) and import the rest
      --json       print the report as JSON
    """

  static let importKorean = """
    사용법: bookshelf import <파일> [--format json|csv|goodreads] [--partial] [--json]

    파일의 책을 책장에 한꺼번에 가져옵니다. 잘못된 행이 있으면 가져오기를 멈추고 아무것도
    바꾸지 않습니다. 같은 파일을 다시 가져와도 바뀌는 것이 없습니다.

    옵션:
      --format F   json, csv, goodreads (기본값: 파일을 보고 판단)
      --partial    잘못된 행은 건너뛰고(각각 알림) 나머지를 가져오기
      --json       결과를 JSON으로 출력
    """
}
