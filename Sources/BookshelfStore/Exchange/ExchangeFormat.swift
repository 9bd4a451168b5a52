import BookshelfCore

extension ExchangeFormat {
  /// The format of a file to import when `--format` is not given: `.json` by extension or a
  /// first byte of `[` or `{` (a `search --json` document); a CSV whose header has `Book Id` and `Exclusive Shelf` columns (matched
  /// by the `CSVHeader` rule) is Goodreads; any other text is our CSV.
  /// - Parameters:
  ///   - path: the file name (only its extension is used).
  ///   - head: the first bytes of the file (a few hundred are enough).
  public static func detect(path: String, head: [UInt8]) -> ExchangeFormat {
    let firstByte = head.drop(while: {
      $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF
    }).first
    if path.lowercased().hasSuffix(".json") || firstByte == UInt8(ascii: "[")
      || firstByte == UInt8(ascii: "{")
    {
      return .json
    }
    let firstLine = String(decoding: head.prefix(while: { $0 != 0x0A }), as: UTF8.self)
    let header = CSVHeader((try? StreamingCSVReader(text: firstLine).next())?.fields ?? [])
    if header.has("Book Id"), header.has("Exclusive Shelf") { return .goodreads }
    return .csv
  }
}
