import BookshelfCore
import Foundation
import Synchronization

/// A clock that starts at 2026-01-01T00:00:00Z and moves one second forward on each reading.
final class StepClock: Sendable {
  private let seconds = Mutex<Double>(1_767_225_600)

  /// The next instant.
  func now() -> Date {
    seconds.withLock { value in
      defer { value += 1 }
      return Date(timeIntervalSince1970: value)
    }
  }
}

enum TestValues {
  /// A valid ISBN-13 `979` + `n` (9 digits, zero-padded) + check digit.
  static func isbn13(_ n: Int) -> String {
    let body =
      "979"
      + String(String(n).reversed()).padding(toLength: 9, withPad: "0", startingAt: 0)
      .reversed()
    let sum = body.enumerated().reduce(0) {
      $0 + ($1.offset % 2 == 0 ? 1 : 3) * ($1.element.wholeNumberValue ?? 0)
    }
    return body + String((10 - sum % 10) % 10)
  }

  static func book(
    isbn13: String? = nil, isbn10: String? = nil, id: String? = nil, title: String,
    authors: [String] = ["Ursula K. Le Guin"], source: String = "kakao"
  ) -> Book {
    Book(
      id: id ?? isbn13 ?? "kakao:\(title)", title: title, authors: authors, isbn10: isbn10,
      isbn13: isbn13, source: source)
  }

  static let day = Date(timeIntervalSince1970: 1_700_000_000)
}
