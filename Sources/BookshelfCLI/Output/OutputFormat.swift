import BookshelfCore
import BookshelfPresentation

/// How a listing is printed: `table` (aligned columns cut to the terminal's width, the default
/// on a terminal), `tsv` (the default when standard output is not a terminal: every field in
/// full, one book per line, tab-separated, no header — see `BookTSV`), or `json` (the command's
/// `--json` document; `--json` stays as its alias).
enum OutputFormat: String, CaseIterable, Sendable {
  case table, tsv, json

  /// `--format F`: `table`, `tsv` or `json`; else `UsageError.unknownChoice` (exit 2).
  static let option = CommonOptions.choice(
    "--format", value: HelpWord("F"), kind: .format, of: OutputFormat.self, listedInSynopsis: true)

  /// The format asked for: `--json`, else `--format`, else `table` on a terminal and `tsv`
  /// anywhere else.
  /// - Throws: `UsageError.unknownChoice` for an unknown `--format`.
  static func chosen(_ arguments: ParsedArguments, process: ProcessContext) throws(UsageError) -> OutputFormat
  {
    if arguments.isSet(CommonOptions.json) { return .json }
    if let format = try arguments.value(option) { return format }
    return process.stdoutIsTerminal ? .table : .tsv
  }
}
