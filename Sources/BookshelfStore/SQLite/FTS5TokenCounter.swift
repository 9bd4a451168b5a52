import CSQLite
import Foundation

/// Counts the tokens FTS5's own tokenizer makes of a text, the number FTS5 records as a
/// column's size (`xColumnSize`) when it indexes that text: the catalog keeps each row's count
/// itself (`catalog_docs.length`, for `bm25`) since its FTS5 table stores no sizes
/// (`columnsize=0`).
///
/// The tokenizer is FTS5's, found on a connection by `fts5_api.xFindTokenizer` and created with
/// the table's arguments (`unicode61 remove_diacritics 2`), so no second tokenisation is
/// written here; only ASCII text is counted without it (`asciiTokenCount`: unicode61 makes one
/// token of each run of ASCII letters and digits, every other ASCII byte separates).
///
/// Threading: an instance keeps the tokenizer's working buffers; use it on one thread at a
/// time (one per thread). It stays valid after the connection it came from closes (it holds
/// FTS5's built-in functions and its own instance only).
final class FTS5TokenCounter {
  private let tokenizer: fts5_tokenizer
  private let instance: OpaquePointer

  /// The tokenizer `name` of `database`'s FTS5, created with `arguments`.
  /// - Throws: `SQLiteError` when FTS5 or the tokenizer is unavailable or refuses the
  ///   arguments.
  init(database: Database, name: String = "unicode61", arguments: [String] = ["remove_diacritics", "2"])
    throws
  {
    let api = try database.fts5API()
    var found = fts5_tokenizer()
    var context: UnsafeMutableRawPointer?
    guard let find = api.pointee.xFindTokenizer, find(api, name, &context, &found) == SQLITE_OK,
      let create = found.xCreate
    else {
      throw SQLiteError(code: SQLITE_ERROR, message: "FTS5 has no tokenizer \(name)")
    }
    var created: OpaquePointer?
    let cArguments = arguments.map { strdup($0) }
    defer { for argument in cArguments { free(argument) } }
    var pointers = cArguments.map { UnsafePointer<CChar>($0) }
    let code = pointers.withUnsafeMutableBufferPointer { buffer in
      create(context, buffer.baseAddress, Int32(buffer.count), &created)
    }
    guard code == SQLITE_OK, let created else {
      throw SQLiteError(
        code: code == SQLITE_OK ? SQLITE_ERROR : code, message: "FTS5 tokenizer \(name) refused")
    }
    tokenizer = found
    instance = created
  }

  deinit { tokenizer.xDelete?(instance) }

  /// Tokens of the UTF-8 `text` as FTS5 counts them for a document.
  func count(_ text: UnsafeBufferPointer<UInt8>) -> Int {
    if let ascii = Self.asciiTokenCount(text) { return ascii }
    guard let tokenize = tokenizer.xTokenize, let base = text.baseAddress, text.count <= Int(Int32.max)
    else { return 0 }
    var tokens = 0
    _ = withUnsafeMutablePointer(to: &tokens) { counter in
      base.withMemoryRebound(to: CChar.self, capacity: text.count) { characters in
        tokenize(
          instance, counter, FTS5_TOKENIZE_DOCUMENT, characters, Int32(text.count),
          { context, flags, _, _, _, _ in
            // A colocated token (a synonym) does not add to the size, as in FTS5's own count.
            if flags & FTS5_TOKEN_COLOCATED == 0 {
              context?.assumingMemoryBound(to: Int.self).pointee += 1
            }
            return SQLITE_OK
          })
      }
    }
    return tokens
  }

  /// `count` of a `String`.
  func count(_ text: String) -> Int {
    var text = text
    return text.withUTF8 { count($0) }
  }

  /// `count` summed over the text values of `values` (other values hold no tokens).
  func count(_ values: [SQLiteValue]) -> Int {
    values.reduce(0) { sum, value in
      guard case .text(let text) = value else { return sum }
      return sum + count(text)
    }
  }

  /// Tokens of `text` when it is ASCII only (runs of `0-9`, `A-Z`, `a-z`, as unicode61 splits
  /// ASCII), else nil.
  static func asciiTokenCount(_ text: UnsafeBufferPointer<UInt8>) -> Int? {
    var tokens = 0
    var inToken = false
    for byte in text {
      if byte >= 0x80 { return nil }
      let tokenByte = isASCIITokenByte(byte)
      if tokenByte && !inToken { tokens += 1 }
      inToken = tokenByte
    }
    return tokens
  }

  /// Whether unicode61 keeps the ASCII byte `byte` in a token (a letter or a digit).
  @inline(__always)
  static func isASCIITokenByte(_ byte: UInt8) -> Bool {
    (byte >= 0x30 && byte <= 0x39) || (byte | 0x20 >= 0x61 && byte | 0x20 <= 0x7A)
  }
}
