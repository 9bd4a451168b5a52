/// A set of Unicode scalar values (open addressing, linear probing, grown at half full):
/// `CatalogTokenizer`'s distinct unigrams of a field, without `Set`'s seeded hashing per value.
struct ScalarSet {
  /// Slots holding a value + 1 (0 = empty).
  private var slots: [UInt32]
  private var bits: UInt32
  private var count = 0

  /// An empty set sized for `capacity` distinct values without growing.
  init(capacity: Int) {
    var bits: UInt32 = 4
    while (1 << bits) < 2 * capacity, bits < 31 { bits += 1 }
    self.bits = bits
    slots = Array(repeating: 0, count: 1 << bits)
  }

  /// Inserts `value`; true when it was not in the set.
  mutating func insert(_ value: UInt32) -> Bool {
    if 2 * (count + 1) > slots.count { grow() }
    let stored = value &+ 1
    let mask = slots.count - 1
    var slot = Int((value &* 0x9E37_79B1) >> (32 - bits))
    while true {
      let current = slots[slot]
      if current == stored { return false }
      if current == 0 {
        slots[slot] = stored
        count += 1
        return true
      }
      slot = (slot + 1) & mask
    }
  }

  private mutating func grow() {
    let old = slots
    bits += 1
    slots = Array(repeating: 0, count: 1 << bits)
    count = 0
    for stored in old where stored != 0 { _ = insert(stored &- 1) }
  }
}
