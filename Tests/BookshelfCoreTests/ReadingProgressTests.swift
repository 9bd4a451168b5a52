import BookshelfCore
import Foundation
import Testing

@Suite("ReadingProgress")
struct ReadingProgressTests {
  @Test(
    "pages and percents are read within their limits",
    arguments: [
      ("120/350", ReadingProgress.pages(read: 120, total: 350)), (" 0 / 1 ", .pages(read: 0, total: 1)),
      ("100000/100000", .pages(read: 100_000, total: 100_000)), ("40%", .percent(40)), ("0 %", .percent(0)),
      ("100%", .percent(100)),
    ])
  func valid(text: String, expected: ReadingProgress) throws {
    #expect(try ReadingProgress(parsing: text) == expected)
    #expect(try ReadingProgress(parsing: expected.description) == expected)
  }

  @Test(
    "anything else is invalidProgress",
    arguments: [
      "", "351/350", "1/0", "0/0", "1/100001", "101%", "-1%", "40", "a/b", "1/2/3", "1.5/3", "+4%", "４0%",
    ])
  func invalid(text: String) {
    #expect(throws: BookshelfError.invalidProgress(text)) { try ReadingProgress(parsing: text) }
  }

  @Test("it is encoded as its text, and a bad text does not decode")
  func codable() throws {
    let data = try JSONEncoder().encode([ReadingProgress.pages(read: 1, total: 2), .percent(5)])
    #expect(String(decoding: data, as: UTF8.self) == #"["1\/2","5%"]"#)
    #expect(
      try JSONDecoder().decode([ReadingProgress].self, from: data) == [
        .pages(read: 1, total: 2), .percent(5),
      ])
    #expect(throws: DecodingError.self) {
      try JSONDecoder().decode([ReadingProgress].self, from: Data(#"["9/2"]"#.utf8))
    }
  }

  @Test("an edit names progress alone, and finished before started is refused for date or status edits")
  func editRules() throws {
    let started = Date(timeIntervalSince1970: 1_700_086_400)
    let entry = ShelfEntry(
      book: Book(id: "x:1", title: "T", source: "x"), status: .reading, note: "kept",
      addedAt: Date(timeIntervalSince1970: 1_700_000_000), startedAt: started)
    let edit = ShelfEdit(progress: .set(.percent(10)))
    let edited = edit.applied(to: entry, at: started)
    #expect(edited.progress == .percent(10) && edited.note == "kept" && edited.status == .reading)
    #expect(ShelfEdit(progress: .clear).applied(to: edited, at: started).progress == nil)
    let early = ShelfEdit(finishedAt: .set(Date(timeIntervalSince1970: 1_700_000_000)))
    #expect(throws: BookshelfError.finishedBeforeStarted(started: "2023-11-15", finished: "2023-11-14")) {
      try early.checkDates(early.applied(to: entry, at: started), timeZone: .gmt)
    }
    try edit.checkDates(edit.applied(to: entry, at: started), timeZone: .gmt)
  }
}
