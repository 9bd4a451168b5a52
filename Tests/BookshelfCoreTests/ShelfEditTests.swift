import Foundation
import Testing

@testable import BookshelfCore

@Suite("ShelfEdit: only the named fields change")
struct ShelfEditTests {
  let added = Date(timeIntervalSince1970: 1_700_000_000)
  let time = Date(timeIntervalSince1970: 1_700_500_000)

  var entry: ShelfEntry {
    ShelfEntry(
      book: Book(id: "9788996991342", title: "미움받을 용기", isbn13: "9788996991342", source: "kakao"),
      status: .want, rating: 3, tags: ["심리학", "Fiction"], note: "p. 42", addedAt: added)
  }

  @Test("an empty edit leaves the entry as it is")
  func empty() {
    #expect(ShelfEdit().isEmpty)
    #expect(!ShelfEdit(addTags: ["x"]).isEmpty)
    #expect(ShelfEdit().applied(to: entry, at: time) == entry)
  }

  @Test("status: the first move to reading/read stamps the date; explicit dates win")
  func statusDates() {
    let reading = ShelfEdit(status: .reading).applied(to: entry, at: time)
    #expect(reading.status == .reading)
    #expect(reading.startedAt == time)
    #expect(reading.finishedAt == nil)
    let later = time.addingTimeInterval(100)
    let read = ShelfEdit(status: .read).applied(to: reading, at: later)
    #expect(read.startedAt == time)
    #expect(read.finishedAt == later)
    #expect(ShelfEdit(status: .read).applied(to: read, at: later.addingTimeInterval(5)).finishedAt == later)
    let given = Date(timeIntervalSince1970: 1_600_000_000)
    let explicit = ShelfEdit(status: .read, finishedAt: .set(given)).applied(to: entry, at: time)
    #expect(explicit.finishedAt == given)
    #expect(ShelfEdit(startedAt: .clear).applied(to: reading, at: time).startedAt == nil)
    #expect(reading.rating == 3 && reading.note == "p. 42" && reading.tags == entry.tags)
  }

  @Test("tags: removal ignores case and #, additions skip tags already there, removal comes first")
  func tags() {
    let edited = ShelfEdit(addTags: ["#새 태그", "fiction", " 심리학 ", "", "new  one"], removeTags: [])
      .applied(to: entry, at: time)
    #expect(edited.tags == ["심리학", "Fiction", "새 태그", "new one"])
    let untagged = ShelfEdit(removeTags: ["#FICTION", "absent"]).applied(to: entry, at: time)
    #expect(untagged.tags == ["심리학"])
    let respelled = ShelfEdit(addTags: ["fiction"], removeTags: ["Fiction"]).applied(to: entry, at: time)
    #expect(respelled.tags == ["심리학", "fiction"])
  }

  @Test("rating set and cleared; note set, appended (a new line after a saved note) and cleared")
  func ratingAndNote() {
    #expect(ShelfEdit(rating: .set(5)).applied(to: entry, at: time).rating == 5)
    #expect(ShelfEdit(rating: .clear).applied(to: entry, at: time).rating == nil)
    #expect(ShelfEdit(note: .set("새 메모")).applied(to: entry, at: time).note == "새 메모")
    #expect(ShelfEdit(note: .append("p. 99")).applied(to: entry, at: time).note == "p. 42\np. 99")
    var blank = entry
    blank.note = "  "
    #expect(ShelfEdit(note: .append("first")).applied(to: blank, at: time).note == "first")
    blank.note = nil
    #expect(ShelfEdit(note: .append("first")).applied(to: blank, at: time).note == "first")
    #expect(ShelfEdit(note: .clear).applied(to: entry, at: time).note == nil)
  }

  @Test("a fuller snapshot replaces the book; dates added and updated are the store's")
  func snapshot() {
    var fuller = entry.book
    fuller.description = "아들러 심리학"
    let edited = ShelfEdit(book: fuller, rating: .set(4)).applied(to: entry, at: time)
    #expect(edited.book == fuller)
    #expect(edited.addedAt == added)
    #expect(edited.updatedAt == entry.updatedAt)
  }
}
