import BookshelfTestSupport
import Foundation
import Testing

/// Numbers no book can have (`averageRating` 1e300, 9.3e16, inf), fed to every entry point of
/// the real binary: nothing stops with SIGILL (exit status 132, a Double → Int trap), the value
/// is left out with a numbered warning, and the book itself is kept.
@Suite("bookshelf with numbers no book can have")
struct HostileNumberTests {
  /// How a Double → Int trap ends the process: SIGILL, which `Process` reports as status 4
  /// and a shell as 132.
  static let trapped: Set<Int32> = [4, 132]

  func write(_ text: String, _ name: String, in home: URL) throws -> URL {
    let url = home.appendingPathComponent(name)
    try Data(text.utf8).write(to: url)
    return url
  }

  @Test("catalog CSV: import reports each dropped rating; search --provider local shows the books")
  func catalogCSV() async throws {
    let home = try BookshelfBinary.temporaryHome()
    let env = BookshelfBinary.environment(home: home)
    let file = try write(
      "title,averageRating,ratingsCount\nHuge,1e300,5\nBeyond,9.3e16,1\nInfinite,inf,3\nFine,4.2,99999999999999999999\n",
      "books.csv", in: home)
    let imported = try await BookshelfBinary.run(["catalog", "import", file.path], environment: env)
    #expect(imported.status == 0)
    #expect(imported.stdout.hasPrefix("Imported 4 new, 0 updated, 0 unchanged, 0 skipped"))
    #expect(
      imported.stdout.hasSuffix(
        """
          line 2: averageRating 1e+300 is not a rating from 0 to 5; imported without it
          line 3: averageRating 9.3e+16 is not a rating from 0 to 5; imported without it
          line 4: averageRating inf is not a rating from 0 to 5; imported without it

        """))
    for title in ["Huge", "Beyond", "Infinite"] {
      let search = try await BookshelfBinary.run(
        ["search", "--format", "table", "--provider", "local", title], environment: env)
      #expect(!Self.trapped.contains(search.status))
      #expect(search.status == 0)
      #expect(search.stdout.contains(" 1  \(title)"), "\(search.stdout)")
      #expect(!search.stdout.contains("★"))
    }
    let fine = try await BookshelfBinary.run(
      ["search", "--provider", "local", "--json", "Fine"], environment: env)
    #expect(fine.stdout.contains("\"averageRating\" : 4.2"))
    #expect(fine.stdout.contains("\"ratingsCount\" : null"))
  }

  @Test("catalog JSON: a 1e300 rating is dropped; search --provider local works")
  func catalogJSON() async throws {
    let home = try BookshelfBinary.temporaryHome()
    let env = BookshelfBinary.environment(home: home)
    let file = try write(
      #"[{"id": "a", "title": "Huge", "source": "kakao", "averageRating": 1e300, "ratingsCount": 1e300}]"#,
      "books.json", in: home)
    let imported = try await BookshelfBinary.run(["catalog", "import", file.path], environment: env)
    #expect(imported.status == 0)
    #expect(
      imported.stdout.hasSuffix(
        "\n  element 1: averageRating 1e+300 is not a rating from 0 to 5; imported without it\n"))
    let search = try await BookshelfBinary.run(
      ["search", "--format", "table", "--provider", "local", "Huge"], environment: env)
    #expect(search.status == 0)
    #expect(search.stdout.contains(" 1  Huge"))
  }

  @Test("shelf import of every format: warnings with lines; shelf, show and every export work")
  func shelfImport() async throws {
    let home = try BookshelfBinary.temporaryHome()
    let env = BookshelfBinary.environment(home: home)
    let json = try write(
      #"[{"book": {"id": "x:1", "title": "Huge", "source": "kakao", "averageRating": 1e300}, "#
        + #""status": "want", "tags": [], "addedAt": "2026-01-01T00:00:00.000Z", "#
        + #""updatedAt": "2026-01-01T00:00:00.000Z"}]"#, "shelf.json", in: home)
    let csv = try write("id,title,average_rating\nx:2,Infinite,inf\n", "shelf.csv", in: home)
    let goodreads = try write("Book Id,Title,Average Rating\n7,Beyond,9.3e16\n", "goodreads.csv", in: home)
    let first = try await BookshelfBinary.run(["import", json.path], environment: env)
    #expect(first.status == 0)
    #expect(
      first.stderr
        == "bookshelf: warning: \(json.path): entry 1: averageRating 1e+300 is not a rating from 0 to 5; "
        + "imported without it\n")
    let second = try await BookshelfBinary.run(["import", csv.path, "--format", "csv"], environment: env)
    #expect(second.status == 0)
    #expect(second.stderr.contains("\(csv.path): line 2: averageRating inf is not a rating from 0 to 5"))
    let third = try await BookshelfBinary.run(
      ["import", goodreads.path, "--format", "goodreads"], environment: env)
    #expect(third.status == 0)
    #expect(third.stderr.contains("\(goodreads.path): line 2: averageRating 9.3e+16 is not a rating"))

    let shelf = try await BookshelfBinary.run(["shelf"], environment: env)
    #expect(shelf.status == 0)
    #expect(shelf.stdout.contains("Books on the shelf: 3"))
    let show = try await BookshelfBinary.run(["show", "x:1"], environment: env)
    #expect(show.status == 0)
    #expect(!show.stdout.contains("★"))
    for format in ["goodreads", "csv", "json"] {
      let export = try await BookshelfBinary.run(["export", "--format", format], environment: env)
      #expect(!Self.trapped.contains(export.status))
      #expect(export.status == 0, "\(format): \(export.stderr)")
    }
    let export = try await BookshelfBinary.run(["export", "--format", "goodreads"], environment: env)
    #expect(export.stdout.components(separatedBy: ",0.00,").count == 4)
  }

  @Test("save --json -: the rating is left out with a warning (in English and Korean)")
  func saveJSON() async throws {
    let home = try BookshelfBinary.temporaryHome()
    let env = BookshelfBinary.environment(home: home)
    let book =
      #"{"id": "x:1", "title": "Huge", "source": "kakao", "averageRating": 1e300, "ratingsCount": 1e300}"#
    let saved = try await BookshelfBinary.run(
      ["save", "--json", "-"], environment: env, stdin: Data(book.utf8))
    #expect(saved.status == 0)
    #expect(saved.stdout == "Added to your shelf: Huge (x:1), want.\n")
    #expect(
      saved.stderr
        == "bookshelf: warning: Book JSON: averageRating 1e+300 is not a rating from 0 to 5; saved without it\n"
    )
    let korean = try await BookshelfBinary.run(
      ["save", "--json", "-"], environment: BookshelfBinary.environment(home: home, ["LANG": "ko_KR.UTF-8"]),
      stdin: Data(book.replacingOccurrences(of: "1e300", with: "-2").utf8))
    #expect(korean.status == 0)
    #expect(korean.stderr.contains("Book JSON: averageRating -2.0은 0부터 5까지의 평점이 아닙니다. 이 값은 빼고 저장했습니다"))
    let export = try await BookshelfBinary.run(["export", "--format", "goodreads"], environment: env)
    #expect(!Self.trapped.contains(export.status))
    #expect(export.status == 0)
    let show = try await BookshelfBinary.run(["show", "--json", "x:1"], environment: env)
    #expect(show.stdout.contains("\"averageRating\" : null"))
  }
}
