/// How far a reader is in a book: pages read of a total, or a percent.
///
/// Written and read as text: `120/350` (pages) or `40%` (percent), the form `edit --progress`
/// takes, the shelf stores and the JSON and CSV exports carry.
public enum ReadingProgress: Sendable, Hashable, Codable, CustomStringConvertible {
  /// `read` pages of `total`: 0 ≤ read ≤ total, 1 ≤ total ≤ `pageLimit`.
  case pages(read: Int, total: Int)
  /// A percent, 0–100.
  case percent(Int)

  /// The most pages a book may have (no printed book has more).
  public static let pageLimit = 100_000

  /// The progress `text` names: `120/350` or `120 / 350` (pages), `40%` or `40 %` (percent);
  /// surrounding whitespace is allowed.
  /// - Throws: `BookshelfError.invalidProgress(text)` for anything else (not numbers, read beyond total, a total of 0 or beyond `pageLimit`, a percent
  ///   beyond 100).
  public init(parsing text: String) throws(BookshelfError) {
    let trimmed = text.trimmingWhitespace()
    guard trimmed.utf8.count <= 32 else { throw .invalidProgress(text) }
    if trimmed.hasSuffix("%") {
      let number = String(trimmed.dropLast()).trimmingWhitespace()
      guard let value = Self.digits(number), (0...100).contains(value) else { throw .invalidProgress(text) }
      self = .percent(value)
      return
    }
    let parts = trimmed.split(separator: "/", omittingEmptySubsequences: false)
    guard parts.count == 2, let read = Self.digits(String(parts[0]).trimmingWhitespace()),
      let total = Self.digits(String(parts[1]).trimmingWhitespace()),
      (1...Self.pageLimit).contains(total), read <= total
    else { throw .invalidProgress(text) }
    self = .pages(read: read, total: total)
  }

  /// The value when it is within the limits above, else nil (for values read from a file).
  public var checked: ReadingProgress? { (try? ReadingProgress(parsing: description)) }

  /// `120/350` or `40%`.
  public var description: String {
    switch self {
    case .pages(let read, let total): "\(read)/\(total)"
    case .percent(let value): "\(value)%"
    }
  }

  /// The share read, 0…1.
  public var fraction: Double {
    switch self {
    case .pages(let read, let total): total > 0 ? Double(read) / Double(total) : 0
    case .percent(let value): Double(value) / 100
    }
  }

  /// Encoded as its text (`"120/350"`, `"40%"`).
  public func encode(to encoder: any Encoder) throws {
    var container = encoder.singleValueContainer()
    try container.encode(description)
  }

  /// Decoded from its text.
  /// - Throws: `DecodingError.dataCorrupted` for text `init(parsing:)` refuses.
  public init(from decoder: any Decoder) throws {
    let container = try decoder.singleValueContainer()
    let text = try container.decode(String.self)
    do {
      self = try ReadingProgress(parsing: text)
    } catch {
      throw DecodingError.dataCorruptedError(
        in: container, debugDescription: "\"\(text)\" is not a progress (120/350 or 40%)")
    }
  }

  /// ASCII digits only (at most 6), as a number.
  private static func digits(_ text: String) -> Int? {
    guard !text.isEmpty, text.utf8.count <= 6, text.utf8.allSatisfy({ (0x30...0x39).contains($0) }) else {
      return nil
    }
    return Int(text)
  }
}
