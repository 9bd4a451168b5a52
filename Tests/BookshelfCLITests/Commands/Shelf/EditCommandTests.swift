import BookshelfCore
import BookshelfStore
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfCLI

@Suite("edit, undo, restore, add: your own data")
struct EditCommandTests {
  let home: ShelfHome
  init() throws { home = try ShelfHome() }

  let book =
    #"{"id":"kakao:1","title":"미움받을 용기","authors":["기시미 이치로"],"isbn13":"9788996991342","source":"kakao"}"#

  func saveBook() async throws {
    let saved = await home.run(["save", "--json", "-", "--tag", "심리학", "--rating", "3"], stdin: book)
    #expect(saved.status == 0)
  }

  func entry() async throws -> ShelfEntry? {
    try await ShelfStore(path: home.shelfPath).entry(forKey: "9788996991342")
  }

  @Test("edit sets every field, then clears every one, and prints the entry")
  func setAndClearEveryField() async throws {
    try await saveBook()
    let set = await home.run([
      "edit", "978-89-969913-4-2", "--status", "reading", "--rating", "5", "--tag", "다시", "--untag", "#심리학",
      "--note", "첫 줄\n둘째 줄", "--started", "2026-11-20", "--finished", "2026-11-29", "--progress", "120/350",
    ])
    #expect(set.status == 0)
    #expect(set.stderr == "")
    #expect(
      set.stdout == """
        Changed on your shelf: 미움받을 용기 (9788996991342).
        미움받을 용기
        Status     reading
        My rating  ★★★★★
        Tags       #다시
        Progress   120/350 (34%)
        Started    2026-11-20
        Finished   2026-11-29
        Added      \(ShelfEdit.day(try #require(try await entry()).addedAt, timeZone: .gmt))
        Note       첫 줄
                   둘째 줄
        Shelf id   9788996991342

        """)
    let saved = try #require(try await entry())
    #expect(saved.rating == 5 && saved.tags == ["다시"] && saved.progress == .pages(read: 120, total: 350))
    #expect(saved.startedAt == ShelfEdit.date("2026-11-20", timeZone: .gmt))

    let append = await home.run(["edit", "9788996991342", "--note-append", "셋째 줄", "--progress", "40%"])
    #expect(append.status == 0)
    #expect(try await entry()?.note == "첫 줄\n둘째 줄\n셋째 줄")
    #expect(try await entry()?.progress == .percent(40))

    let clear = await home.run([
      "edit", "9788996991342", "--rating", "none", "--untag", "다시", "--no-note", "--started", "none",
      "--finished", "none", "--progress", "NONE", "--status", "dnf",
    ])
    #expect(clear.status == 0)
    let cleared = try #require(try await entry())
    #expect(cleared.rating == nil && cleared.tags.isEmpty && cleared.note == nil && cleared.progress == nil)
    #expect(cleared.startedAt == nil && cleared.finishedAt == nil && cleared.status == .dnf)

    let again = await home.run(["edit", "9788996991342", "--status", "dnf"])
    #expect(again.stdout.hasPrefix("Nothing to change: 미움받을 용기 (9788996991342) is already so.\n"))
  }

  @Test("conflicting or missing options and bad values are usage errors before the shelf is touched")
  func usageErrors() async throws {
    try await saveBook()
    let conflict = await home.run(["edit", "9788996991342", "--note", "a", "--no-note"])
    #expect(conflict.status == 2)
    #expect(
      conflict.stderr
        == "bookshelf: error: --note and --no-note cannot be used together. See 'bookshelf edit --help'.\n")
    let korean = await home.run(
      ["edit", "9788996991342", "--note-append", "a", "--note", "b"], environment: ["LANG": "ko_KR.UTF-8"])
    #expect(
      korean.stderr
        == "bookshelf: 오류: --note 옵션과 --note-append 옵션은 함께 쓸 수 없습니다. 'bookshelf edit --help'를 보세요.\n")
    let nothing = await home.run(["edit", "9788996991342"])
    #expect(nothing.status == 2)
    #expect(nothing.stderr.contains("edit needs something to change: --status, --rating"))
    let badDate = await home.run(["edit", "9788996991342", "--started", "2026-02-30"])
    #expect(badDate.status == 2)
    #expect(
      badDate.stderr
        == "bookshelf: error: --started needs a date (YYYY-MM-DD) or none, not \"2026-02-30\". See 'bookshelf edit --help'.\n"
    )
    let badProgress = await home.run(["edit", "9788996991342", "--progress", "400/350"])
    #expect(badProgress.status == 2)
    #expect(badProgress.stderr.contains("Progress \"400/350\" is not valid"))
    let badRating = await home.run(["edit", "9788996991342", "--rating", "6"])
    #expect(badRating.status == 2)
    let badStatus = await home.run(["edit", "9788996991342", "--status", "abandoned"])
    #expect(badStatus.stderr.contains("Use want, reading, read or dnf."))
    #expect(try await entry()?.rating == 3)  // nothing was written
    let missing = await home.run(["edit", "9780306406157", "--rating", "2"])
    #expect(missing.status == 1)
  }

  @Test("finished before started is refused as the web API refuses it, in English and Korean")
  func finishedBeforeStarted() async throws {
    try await saveBook()
    #expect(await home.run(["edit", "9788996991342", "--started", "2026-11-20"]).status == 0)
    let early = await home.run(["edit", "9788996991342", "--finished", "2026-11-01"])
    #expect(early.status == 2)
    #expect(
      early.stderr
        == "bookshelf: error: The book would be finished (2026-11-01) before it was started (2026-11-20).\n")
    let korean = await home.run(
      ["edit", "9788996991342", "--finished", "2026-11-01"], environment: ["LANG": "ko_KR.UTF-8"])
    #expect(korean.stderr == "bookshelf: 오류: 다 읽은 날(2026-11-01)이 읽기 시작한 날(2026-11-20)보다 앞설 수 없습니다.\n")
    #expect(try await entry()?.finishedAt == nil)
  }

  @Test("an edit from the CLI and one from another front end at the same time both stay")
  func concurrentEdits() async throws {
    try await saveBook()
    let other = try ShelfStore(path: home.shelfPath)
    for round in 0..<5 {
      async let cli = home.run([
        "edit", "9788996991342", "--tag", "cli-\(round)", "--rating", "\(round % 5 + 1)",
      ])
      async let web = other.apply(
        ShelfEdit(addTags: ["web-\(round)"], note: .append("web \(round)")), toKey: "9788996991342",
        addingIfMissing: nil)
      #expect(await cli.status == 0)
      _ = try await web
    }
    let saved = try #require(try await entry())
    for round in 0..<5 {
      #expect(saved.tags.contains("cli-\(round)") && saved.tags.contains("web-\(round)"))
      #expect(saved.note?.contains("web \(round)") == true)
    }
    #expect(saved.rating == 5)
  }

  @Test("remove then undo brings back every field; restore ID brings back a given one")
  func undoAndRestore() async throws {
    try await saveBook()
    _ = await home.run([
      "edit", "9788996991342", "--status", "reading", "--note", "메모", "--progress", "10/100", "--started",
      "2026-11-20",
    ])
    let before = try #require(try await entry())
    let removed = await home.run(["remove", "8996991341"])
    #expect(removed.status == 0)
    #expect(
      removed.stdout
        == "Removed from your shelf: 미움받을 용기 (9788996991342).\nTo bring it back: bookshelf undo\n")
    #expect(try await entry() == nil)
    let undone = await home.run(["undo"])
    #expect(undone.status == 0)
    #expect(undone.stdout.hasPrefix("Put back on your shelf: 미움받을 용기 (9788996991342).\n"))
    #expect(try await entry() == before)
    let nothing = await home.run(["undo"], environment: ["LANG": "ko_KR.UTF-8"])
    #expect(nothing.status == 1)
    #expect(nothing.stderr == "bookshelf: 오류: 되돌릴 삭제가 없습니다.\n")

    let manual = await home.run(["add", "--title", "우리 동네 이야기", "--author", "김민수"])
    #expect(manual.status == 0)
    _ = await home.run(["remove", "manual:김민수-우리-동네-이야기"])
    _ = await home.run(["remove", "9788996991342"])
    let restored = await home.run(["restore", "manual:김민수-우리-동네-이야기"])
    #expect(restored.status == 0)
    #expect(restored.stdout.hasPrefix("Put back on your shelf: 우리 동네 이야기 (manual:김민수-우리-동네-이야기).\n"))
    #expect(try await entry() == nil)  // the later removal is still remembered
    let isbn = await home.run(["restore", "89-969913-4-1"])
    #expect(isbn.status == 0)
    #expect(try await entry() == before)
    let unknown = await home.run(["restore", "kakao:none"])
    #expect(unknown.status == 1)
    #expect(
      unknown.stderr
        == "bookshelf: error: No removed book \"kakao:none\" to restore (see the last 100 removals).\n")
  }

  @Test("add saves a book no provider has, checked as user input; it never replaces a saved book")
  func add() async throws {
    let added = await home.run([
      "add", "--title", "The Left Hand of Darkness", "--author", "Ursula K. Le Guin", "--publisher", "Ace",
      "--year", "1969", "--tag", "sf",
    ])
    #expect(added.status == 0)
    #expect(
      added.stdout
        == "Added to your shelf: The Left Hand of Darkness (manual:ursula-k-le-guin-the-left-hand-of-darkness), want.\n"
    )
    let store = try ShelfStore(path: home.shelfPath)
    let entry = try #require(
      try await store.entry(forKey: "manual:ursula-k-le-guin-the-left-hand-of-darkness"))
    #expect(
      entry.book.publisher == "Ace" && entry.book.publishedDate == "1969" && entry.book.source == "manual")
    #expect(entry.tags == ["sf"])
    let again = await home.run([
      "add", "--title", "The Left Hand of Darkness", "--author", "Ursula K. Le Guin", "--publisher", "Ace",
      "--year", "1969",
    ])
    #expect(again.status == 2)
    #expect(
      again.stderr
        == "bookshelf: error: “The Left Hand of Darkness” is already on your shelf as manual:ursula-k-le-guin-the-left-hand-of-darkness: change it with bookshelf edit manual:ursula-k-le-guin-the-left-hand-of-darkness, or give the new book another title, author or ISBN.\n"
    )
    // Another book whose title and author make the same key: refused, the saved one kept whole.
    let other = await home.run([
      "add", "--title", "The Left Hand of Darkness!", "--author", "Ursula K. Le Guin.",
    ])
    #expect(other.status == 2)
    let kept = try #require(
      try await store.entry(forKey: "manual:ursula-k-le-guin-the-left-hand-of-darkness"))
    #expect(
      kept.book.title == "The Left Hand of Darkness" && kept.book.publisher == "Ace" && kept.tags == ["sf"])

    let withISBN = await home.run(["add", "--title", "Saved", "--isbn", "0-306-40615-2"])
    #expect(withISBN.stdout == "Added to your shelf: Saved (9780306406157), want.\n")
    #expect(try await store.entry(forKey: "9780306406157")?.book.id == "manual:9780306406157")
    // An ISBN already saved: the saved book is not replaced by the typed title.
    let sameISBN = await home.run([
      "add", "--title", "Wrong Title", "--author", "Nobody", "--isbn", "9780306406157",
    ])
    #expect(sameISBN.status == 2)
    #expect(try await store.entry(forKey: "9780306406157")?.book.title == "Saved")

    #expect(await home.run(["add", "--author", "x"]).status == 2)  // no title
    #expect(await home.run(["add", "--title", "x", "--isbn", "123"]).status == 2)
    #expect(await home.run(["add", "--title", "x", "--year", "0"]).status == 2)
    let long = await home.run(["add", "--title", String(repeating: "가", count: 1_000)])
    #expect(long.status == 2)
  }

  @Test(
    "show of a saved book prints its shelf fields; shelf prints dates and the note's first line, --long all")
  func showAndShelf() async throws {
    try await saveBook()
    _ = await home.run([
      "edit", "9788996991342", "--status", "read", "--note", "좋았다\n둘째 줄", "--started", "2026-11-20",
      "--finished", "2026-11-29",
    ])
    // Through the ISBN: the provider is not there, so the shelf's copy is shown (with a warning).
    let show = await home.run(["show", "9788996991342"])
    #expect(show.status == 0)
    #expect(show.stdout.contains("Status     read\n"))
    #expect(show.stdout.contains("My rating  ★★★☆☆\n"))
    #expect(show.stdout.contains("Finished   2026-11-29\n"))
    #expect(show.stdout.contains("Note       좋았다\n           둘째 줄\n"))
    let korean = await home.run(["show", "9788996991342"], environment: ["LANG": "ko_KR.UTF-8"])
    #expect(korean.stdout.contains("읽기 상태  다 읽은 책\n"))

    let added = ShelfEdit.day(try #require(try await entry()).addedAt, timeZone: .gmt)
    let shelf = await home.run(["shelf"])
    #expect(
      shelf.stdout == """
        1. 미움받을 용기 — 기시미 이치로
           read · ★★★☆☆ · #심리학 · 9788996991342
           added \(added) · started 2026-11-20 · finished 2026-11-29 · “좋았다”
        Books on the shelf: 1

        """)
    // Every field once: the status, rating, tags and id are rows of the list, not also a line.
    let long = await home.run(["shelf", "--long"])
    #expect(
      long.stdout == """
        1. 미움받을 용기 — 기시미 이치로
           Status     read
           My rating  ★★★☆☆
           Tags       #심리학
           Started    2026-11-20
           Finished   2026-11-29
           Added      \(added)
           Note       좋았다
                      둘째 줄
           Shelf id   9788996991342
        Books on the shelf: 1

        """)
  }

  @Test("shelf --query, repeated --tag (all) and --status (any), --sort author and finished")
  func shelfFilters() async throws {
    try await saveBook()
    _ = await home.run([
      "add", "--title", "The Left Hand of Darkness", "--author", "Ursula K. Le Guin", "--tag", "SF",
    ])
    _ = await home.run([
      "add", "--title", "해리 포터와 마법사의 돌", "--author", "J. K. Rowling", "--tag", "sf", "--tag", "판타지",
    ])
    func titles(_ arguments: [String]) async -> [String] {
      let run = await home.run(["shelf"] + arguments)
      return run.stdout.split(separator: "\n").filter { $0.contains(" — ") }.map {
        String($0.split(separator: " — ")[0].split(separator: ". ", maxSplits: 1)[1])
      }
    }
    #expect(await titles(["--query", "해리포터"]) == ["해리 포터와 마법사의 돌"])
    #expect(await titles(["--query", "받을 용"]) == ["미움받을 용기"])
    #expect(await titles(["--query", "gui"]) == ["The Left Hand of Darkness"])
    #expect(await titles(["--tag", "sf", "--tag", "판타지"]) == ["해리 포터와 마법사의 돌"])
    _ = await home.run(["edit", "9788996991342", "--status", "dnf"])
    #expect(await titles(["--status", "dnf", "--status", "read", "--sort", "title"]) == ["미움받을 용기"])
    #expect(
      await titles(["--sort", "author"]) == ["The Left Hand of Darkness", "해리 포터와 마법사의 돌", "미움받을 용기"])
    _ = await home.run(["edit", "manual:j-k-rowling-해리-포터와-마법사의-돌", "--finished", "2026-01-02"])
    #expect(await titles(["--sort", "finished"]).first == "해리 포터와 마법사의 돌")
    let none = await home.run(["shelf", "--query", "없는책"])
    #expect(none.stdout == "No saved books match this filter.\n")
  }

  @Test("help pages of the new commands, in English and Korean")
  func help() async throws {
    let edit = await home.run(["edit", "--help"])
    #expect(edit.stdout.contains("--note-append TEXT"))
    #expect(edit.stdout.contains("--progress P|none"))
    let korean = await home.run(["help", "undo"], environment: ["LANG": "ko_KR.UTF-8"])
    #expect(korean.stdout.contains("마지막으로 뺀 책"))
    let overview = await home.run(["--help"])
    for name in ["edit", "undo", "restore", "add"] { #expect(overview.stdout.contains("  \(name) ")) }
  }
}
