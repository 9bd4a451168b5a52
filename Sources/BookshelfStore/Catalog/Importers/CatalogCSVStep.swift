import BookshelfCore

/// One step of a catalog CSV source: a record, or a record the reader dropped (a field over
/// 1 MiB, a quoted field that runs past 1 MiB), which the source reports as a skipped row with
/// its line and the reader's reason.
enum CatalogCSVStep {
  case record(StreamingCSVReader.Record)
  case dropped(line: Int, reason: CSVProblem)
}

extension StreamingCSVReader {
  /// `next()` with a dropped record (`Failure.malformed`) as a step instead of an error; nil at
  /// the end.
  /// - Throws: `Failure.notUTF8`, `Failure.unclosedQuote`, or what the chunk source throws.
  func nextStep() throws -> CatalogCSVStep? {
    do {
      return try next().map(CatalogCSVStep.record)
    } catch Failure.malformed(let line, let reason) {
      return .dropped(line: line, reason: reason)
    }
  }
}
