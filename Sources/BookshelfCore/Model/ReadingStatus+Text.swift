extension ReadingStatus {
  /// The status named `text` (`want`, `reading`, `read`, `dnf`; any letter case, surrounding
  /// whitespace allowed), as `--status` and the web API read it.
  /// - Throws: `.invalidStatus` for anything else.
  public static func named(_ text: String) throws(BookshelfError) -> ReadingStatus {
    guard let status = ReadingStatus(rawValue: text.trimmingWhitespace().lowercased()) else {
      throw .invalidStatus(text)
    }
    return status
  }
}
