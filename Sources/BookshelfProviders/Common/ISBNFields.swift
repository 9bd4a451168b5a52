import BookshelfCore

/// Reads the ISBN fields of the APIs: validates each candidate and derives the missing form.
public enum ISBNFields {
  /// The valid ISBN-10 / ISBN-13 pair found among `candidates` (strings such as Kakao's
  /// `"8996991341 9788996991342"`, split on spaces and commas). Junk (`480D150405880`), EANs
  /// that are not ISBNs (`1400000225936`, `977…`) and bad check digits are ignored. An ISBN-13
  /// wins over an ISBN-10 that disagrees with it.
  /// - Returns: `isbn13` when any valid candidate exists; `isbn10` when the ISBN-13 has the
  ///   `978` prefix (derived when the source gave only the ISBN-13).
  public static func pair(from candidates: [String?]) -> (isbn10: String?, isbn13: String?) {
    var from13: ISBN?
    var from10: ISBN?
    for candidate in candidates {
      guard let candidate else { continue }
      if candidate.utf8.allSatisfy({ $0 < 0x80 }) {
        // ASCII: bytes are Characters (CR LF aside, which no ISBN holds), so tokens are cut and
        // parsed as substrings, without a String per token.
        var start = candidate.utf8.startIndex
        let end = candidate.utf8.endIndex
        while start < end {
          let stop = candidate.utf8[start...].firstIndex(where: isSeparator) ?? end
          if start < stop {
            let token = candidate[start..<stop]
            if let isbn = ISBN.parse(token) {
              let length = token.utf8.count - token.utf8.lazy.filter { $0 == UInt8(ascii: "-") }.count
              if length == 13 {
                if from13 == nil { from13 = isbn }
              } else if from10 == nil {
                from10 = isbn
              }
            }
          }
          start = stop < end ? candidate.utf8.index(after: stop) : end
        }
        continue
      }
      for token in candidate.split(whereSeparator: { $0 == " " || $0 == "," || $0 == ";" }) {
        let compact = token.filter { $0 != "-" }
        guard let isbn = try? ISBN(String(compact)) else { continue }
        if compact.count == 13 {
          if from13 == nil { from13 = isbn }
        } else if from10 == nil {
          from10 = isbn
        }
      }
    }
    guard let isbn = from13 ?? from10 else { return (nil, nil) }
    return (isbn.isbn10, isbn.isbn13)
  }

  private static func isSeparator(_ byte: UInt8) -> Bool {
    byte == UInt8(ascii: " ") || byte == UInt8(ascii: ",") || byte == UInt8(ascii: ";")
  }

  /// `Book.id`: the ISBN-13 when known, else `"<provider>:<own id>"`.
  public static func bookID(isbn13: String?, provider: ProviderID, ownID: String) -> String {
    isbn13 ?? "\(provider.rawValue):\(ownID)"
  }
}
