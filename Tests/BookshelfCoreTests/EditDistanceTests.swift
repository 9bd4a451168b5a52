import BookshelfCore
import Testing

@Suite("Edit distance and the closest word")
struct EditDistanceTests {
  @Test(
    "insert, delete, replace and a swap of neighbours each cost one edit; case is ignored",
    arguments: [
      ("search", "search", 0), ("serch", "search", 1), ("seaarch", "search", 1), ("saerch", "search", 1),
      ("SEARCH", "search", 0), ("shelf", "self", 1), ("", "abc", 3), ("kitten", "sitting", 3),
      ("책장", "책창", 1),
    ])
  func distances(a: String, b: String, expected: Int) {
    #expect(EditDistance.between(a, b) == expected)
    #expect(EditDistance.between(b, a) == expected)
  }

  @Test("the closest candidate when close enough for the word's length, else nil")
  func closest() {
    let options = ["--provider", "--field", "--sort", "--page", "--size", "--json"]
    #expect(EditDistance.closest(to: "--provder", among: options) == "--provider")
    #expect(EditDistance.closest(to: "--jsno", among: options) == "--json")
    #expect(EditDistance.closest(to: "--colour", among: options) == nil)
    #expect(EditDistance.closest(to: "--json", among: options) == nil)  // not a mistake
    #expect(EditDistance.closest(to: "x", among: ["y"]) == nil)  // one letter: anything is 1 edit
    #expect(EditDistance.closest(to: "export", among: ["import", "stats"]) == nil)  // another word
    #expect(EditDistance.closest(to: "--provdr", among: options) == "--provider")
    #expect(EditDistance.closest(to: "stat", among: ["stats", "show", "save"]) == "stats")
  }

  @Test("a very long word costs a bounded comparison")
  func bounded() {
    let long = String(repeating: "a", count: 100_000)
    #expect(EditDistance.between(long, "a") == EditDistance.maximumLength - 1)
  }
}
