extension ISBN {
  /// Parses an ISBN that a spreadsheet may have stored as a number: an ISBN-10 of group `0`
  /// loses its leading zeros (`439023483` for `0439023483`). Text of 6 to 9 ASCII digits is
  /// left-padded with zeros to 10 (`restoringLeadingZeros`) and parsed as an ISBN-10 (so its
  /// check digit must be valid: a wrong guess is refused, not invented); any other text is
  /// parsed as `parse(_:)` does.
  /// - Returns: the ISBN, or nil when `text` is not one (also after padding).
  public static func parseRestoringLeadingZeros(_ text: String) -> ISBN? {
    parse(restoringLeadingZeros(text))
  }

  /// `text` with the leading zeros a number lost put back: 6 to 9 ASCII digits are left-padded
  /// with zeros to 10 (at most four zeros: group `0`, publisher `00`, a title number from `0`);
  /// any other text is returned as it is. The caller still checks the result's check digit.
  public static func restoringLeadingZeros(_ text: String) -> String {
    let bytes = text.utf8
    guard (6...9).contains(bytes.count), bytes.allSatisfy({ $0 &- UInt8(ascii: "0") < 10 }) else {
      return text
    }
    return String(repeating: "0", count: 10 - bytes.count) + text
  }
}
