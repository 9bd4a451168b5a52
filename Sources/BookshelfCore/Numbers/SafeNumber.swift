/// Conversions and arithmetic for numbers that come from outside (files, APIs, a database)
/// that never trap.
///
/// Swift stops the process (SIGILL, exit status 132) when `Int(_: Double)` meets NaN, an
/// infinity or a value outside `Int`'s range, and when `+` or `*` on `Int` overflows. Every
/// conversion of such a `Double` to an integer and every sum or product of such counts goes
/// through here instead: a value that does not fit is nil (or saturates where a bound is the
/// honest answer, as for a total that is "at least this many").
public enum SafeNumber {
  /// `value` rounded by `rule` as an `Int`, or nil when it is NaN, infinite or outside
  /// `Int`'s range (±9.2e18).
  public static func int(_ value: Double, rounding rule: FloatingPointRoundingRule = .towardZero) -> Int? {
    Int(exactly: value.rounded(rule))
  }

  /// `value` as an `Int` when it is a whole number in `Int`'s range (`12.0` → 12), else nil
  /// (`12.5`, `1e300`, NaN, infinities).
  public static func exactInt(_ value: Double) -> Int? {
    Int(exactly: value)
  }

  /// `value` rounded by `rule` and clamped to `Int64`'s range; NaN gives nil. For values that
  /// are stored as integers whatever they are (e.g. milliseconds of a `Date`).
  public static func clampedInt64(
    _ value: Double, rounding rule: FloatingPointRoundingRule = .toNearestOrAwayFromZero
  ) -> Int64? {
    guard !value.isNaN else { return nil }
    let rounded = value.rounded(rule)
    // 2^63 is the first Double above Int64.max; everything below it converts exactly.
    if rounded >= 9_223_372_036_854_775_808.0 { return .max }
    if rounded < -9_223_372_036_854_775_808.0 { return .min }
    return Int64(rounded)
  }

  /// `a + b`, or `Int.max` / `Int.min` when the sum does not fit.
  public static func saturatingSum(_ a: Int, _ b: Int) -> Int {
    let (sum, overflow) = a.addingReportingOverflow(b)
    return overflow ? (b > 0 ? .max : .min) : sum
  }

  /// The sum of `values`, saturating at `Int.max` / `Int.min` (see `saturatingSum(_:_:)`).
  public static func saturatingSum(_ values: some Sequence<Int>) -> Int {
    values.reduce(0, saturatingSum)
  }

  /// `a × b`, or `Int.max` / `Int.min` when the product does not fit.
  public static func saturatingProduct(_ a: Int, _ b: Int) -> Int {
    let (product, overflow) = a.multipliedReportingOverflow(by: b)
    return overflow ? ((a < 0) == (b < 0) ? .max : .min) : product
  }

  /// The exact sum of `values`, or nil when it does not fit in an `Int`.
  public static func exactSum(_ values: some Sequence<Int>) -> Int? {
    var total = 0
    for value in values {
      let (sum, overflow) = total.addingReportingOverflow(value)
      if overflow { return nil }
      total = sum
    }
    return total
  }

  /// An integer written as text: optional surrounding whitespace, an optional sign, ASCII
  /// digits (`"16000"`, `" -1 "`); nil for anything else (`"16,000"`, `"12.5"`, `"1e3"`,
  /// `""`) and for a value outside `Int`'s range.
  public static func integer(_ text: String) -> Int? {
    Int(text.trimmingWhitespace())
  }

  /// A finite number written as text in decimal notation (`"4.5"`, `" 12 "`, `"-3e2"`); nil
  /// for `inf`, `nan`, hexadecimal floats, a value beyond `Double`'s range and anything else.
  public static func finiteDouble(_ text: String) -> Double? {
    let trimmed = text.trimmingWhitespace()
    guard
      let first = trimmed.utf8.first,
      first == UInt8(ascii: "-") || first == UInt8(ascii: "+") || first == UInt8(ascii: ".")
        || (UInt8(ascii: "0")...UInt8(ascii: "9")).contains(first),
      !trimmed.utf8.contains(where: { $0 == UInt8(ascii: "x") || $0 == UInt8(ascii: "X") }),
      let value = Double(trimmed), value.isFinite
    else { return nil }
    return value
  }
}
