import Testing

@testable import BookshelfCore

@Suite("Person names, family name first")
struct PersonNameTests {
  @Test(
    "family name with its particles first, then given names, then a suffix",
    arguments: [
      ("Ursula K. Le Guin", "Le Guin, Ursula K."),
      ("Ursula K.  Le   Guin ", "Le Guin, Ursula K."),
      ("Frans de Waal", "de Waal, Frans"),
      ("Antoine de Saint-Exupéry", "de Saint-Exupéry, Antoine"),
      ("Ludwig Mies van der Rohe", "van der Rohe, Ludwig Mies"),
      ("Corrie ten Boom", "ten Boom, Corrie"),
      ("Alex La Guma", "La Guma, Alex"),
      ("Leonardo da Vinci", "da Vinci, Leonardo"),
      ("Ruth St. Denis", "St. Denis, Ruth"),
      ("Van Morrison", "Morrison, Van"),
      ("Kurt Vonnegut Jr.", "Vonnegut, Kurt, Jr."),
      ("Martin Luther King, Jr.", "King, Martin Luther, Jr."),
      ("Thurston Howell III", "Howell, Thurston, III"),
      ("John Smith Sr", "Smith, John, Sr"),
      ("Dalai Lama XIV", "Lama, Dalai, XIV"),
      ("Le Guin, Ursula K.", "Le Guin, Ursula K."),
      ("King, Martin Luther, Jr.", "King, Martin Luther, Jr."),
      ("Plato", "Plato"),
      ("Louis XIV", "Louis XIV"),
      ("Malcolm X", "X, Malcolm"),
      ("한강", "한강"),
      ("기시미 이치로", "기시미 이치로"),
      ("村上 春樹", "村上 春樹"),
      ("赫尔曼·黑塞", "赫尔曼·黑塞"),
      ("", ""),
    ])
  func familyNameFirst(name: String, expected: String) {
    #expect(PersonName(name).familyNameFirst == expected)
  }

  @Test("the parts: family, given, suffix")
  func parts() {
    let leGuin = PersonName("Ursula K. Le Guin")
    #expect(leGuin.family == "Le Guin" && leGuin.given == "Ursula K." && leGuin.suffix == nil)
    let king = PersonName("Martin Luther King, Jr.")
    #expect(king.family == "King" && king.given == "Martin Luther" && king.suffix == "Jr.")
    let han = PersonName("한강")
    #expect(han.family == "한강" && han.given == nil && han.suffix == nil)
  }
}
