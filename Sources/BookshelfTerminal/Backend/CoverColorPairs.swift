import BookshelfCore

/// The ncurses colour pairs of cover pictures, allocated on demand: each (foreground,
/// background) palette pair gets a pair number the first time a cell needs it, from `first`
/// on, at most `capacity` of them. When the table is full `pair(foreground:background:)`
/// answers nil: the screen then calls `reset()` and repaints everything (numbers are reused,
/// so cells already on screen would change colour otherwise).
struct CoverColorPairs {
  /// The first pair number used (those below belong to the style roles).
  let first: Int32
  /// Pair numbers available.
  let capacity: Int
  private var numbers: [UInt32: Int32] = [:]

  init(first: Int32 = 16, capacity: Int) {
    self.first = first
    self.capacity = max(0, capacity)
  }

  /// Pairs allocated so far.
  var count: Int { numbers.count }

  /// The pair of two palette colours (-1 is the terminal's default), and whether it was just
  /// allocated (the caller then defines it with `init_extended_pair`); nil when the table is full.
  mutating func pair(foreground: Int32, background: Int32) -> (number: Int32, isNew: Bool)? {
    let key =
      UInt32(UInt16(truncatingIfNeeded: foreground)) << 16 | UInt32(UInt16(truncatingIfNeeded: background))
    if let number = numbers[key] { return (number, false) }
    guard numbers.count < capacity else { return nil }
    let number = first + Int32(numbers.count)
    numbers[key] = number
    return (number, true)
  }

  /// Forgets every pair.
  mutating func reset() { numbers = [:] }
}

/// A cover colour as an xterm 256-colour palette index (-1 for the terminal's default): 24-bit
/// colours go to the nearest of the 6 × 6 × 6 cube and the 24 greys.
enum PaletteIndex {
  static func of(_ color: CoverColor?) -> Int32 {
    switch color {
    case nil, .terminalDefault?: return -1
    case .indexed(let index)?: return Int32(index)
    case .rgb(let red, let green, let blue)?: return Int32(nearest(red, green, blue))
    }
  }

  /// The cube levels of xterm's palette.
  private static let levels: [Int] = [0, 95, 135, 175, 215, 255]

  static func nearest(_ red: UInt8, _ green: UInt8, _ blue: UInt8) -> Int {
    func level(_ value: UInt8) -> Int {
      let v = Int(value)
      return levels.indices.min { abs(levels[$0] - v) < abs(levels[$1] - v) } ?? 0
    }
    let (r, g, b) = (level(red), level(green), level(blue))
    let cube = 16 + 36 * r + 6 * g + b
    let average = (Int(red) + Int(green) + Int(blue)) / 3
    let grey = min(23, max(0, (average - 8 + 5) / 10))
    let greyValue = 8 + 10 * grey
    func distance(_ a: (Int, Int, Int)) -> Int {
      let dr = a.0 - Int(red)
      let dg = a.1 - Int(green)
      let db = a.2 - Int(blue)
      return dr * dr + dg * dg + db * db
    }
    let cubeDistance = distance((levels[r], levels[g], levels[b]))
    let greyDistance = distance((greyValue, greyValue, greyValue))
    return greyDistance < cubeDistance ? 232 + grey : cube
  }
}
