import Foundation
import Testing

@testable import BookshelfCore

@Suite("Safe numbers: conversions and sums that never trap")
struct SafeNumberTests {
  @Test(
    "a Double becomes an Int only when it fits",
    arguments: [
      (4.9, 4 as Int?), (-4.9, -4), (9.3e16, 93_000_000_000_000_000), (9.3e18, nil), (-9.3e18, nil),
      (1e300, nil), (.infinity, nil), (-.infinity, nil), (.nan, nil), (-0.0, 0),
    ])
  func int(value: Double, expected: Int?) {
    #expect(SafeNumber.int(value) == expected)
  }

  @Test("exactInt takes whole numbers only")
  func exactInt() {
    #expect(SafeNumber.exactInt(12) == 12)
    #expect(SafeNumber.exactInt(12.5) == nil)
    #expect(SafeNumber.exactInt(Double(Int.max)) == nil)  // Double(Int.max) is 2^63
    #expect(SafeNumber.exactInt(.nan) == nil)
  }

  @Test("clampedInt64 saturates at Int64's ends and refuses NaN")
  func clampedInt64() {
    #expect(SafeNumber.clampedInt64(1e300) == .max)
    #expect(SafeNumber.clampedInt64(-1e300) == .min)
    #expect(SafeNumber.clampedInt64(.infinity) == .max)
    #expect(SafeNumber.clampedInt64(Double(Int64.max)) == .max)
    #expect(SafeNumber.clampedInt64(-9_223_372_036_854_775_808.0) == .min)
    #expect(SafeNumber.clampedInt64(2.5) == 3)
    #expect(SafeNumber.clampedInt64(.nan) == nil)
  }

  @Test("sums and products saturate; exactSum is nil on overflow")
  func arithmetic() {
    #expect(SafeNumber.saturatingSum(.max, 1) == .max)
    #expect(SafeNumber.saturatingSum(.min, -1) == .min)
    #expect(SafeNumber.saturatingSum([Int.max, Int.max, -5]) == .max - 5)
    #expect(SafeNumber.saturatingSum([1, 2, 3]) == 6)
    #expect(SafeNumber.saturatingProduct(.max, 2) == .max)
    #expect(SafeNumber.saturatingProduct(.max, -2) == .min)
    #expect(SafeNumber.saturatingProduct(-3, 4) == -12)
    #expect(SafeNumber.exactSum([Int.max, 1]) == nil)
    #expect(SafeNumber.exactSum([40, 2]) == 42)
  }

  @Test(
    "integers and finite numbers from text",
    arguments: [
      ("16000", 16000 as Int?, 16000 as Double?), (" -1 ", -1, -1), ("16,000", nil, nil), ("12.5", nil, 12.5),
      ("1e3", nil, 1000), ("inf", nil, nil), ("-infinity", nil, nil), ("nan", nil, nil), ("0x1p3", nil, nil),
      ("1e400", nil, nil), ("99999999999999999999", nil, 1e20), ("", nil, nil), ("abc", nil, nil),
    ])
  func text(text: String, integer: Int?, number: Double?) {
    #expect(SafeNumber.integer(text) == integer)
    #expect(SafeNumber.finiteDouble(text) == number)
  }
}
