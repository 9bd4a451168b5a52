import Testing

@testable import BookshelfStore

/// `ScalarSet` answers as `Set<UInt32>` does, also past the capacity it was made for.
@Suite struct CatalogScalarSetTests {
  @Test func insertionsAnswerLikeASetAlsoPastTheCapacity() {
    var reference = Set<UInt32>()
    var set = ScalarSet(capacity: 3)
    var generator = SystemRandomNumberGenerator()
    let values: [UInt32] =
      [0, 0x10FFFF, 0xAC00, 0xAC00, 0x20]
      + (0..<5_000).map { _ in UInt32.random(in: 0xAC00...0xAD00, using: &generator) }
    for value in values {
      #expect(set.insert(value) == reference.insert(value).inserted, "\(value)")
    }
  }
}
