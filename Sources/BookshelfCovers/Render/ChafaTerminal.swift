import CChafa

#if canImport(Glibc)
  import Glibc
#endif

/// chafa's terminal database: what it knows of the terminal an environment describes.
enum ChafaTerminal {
  /// Variables passed to chafa at most (a hostile environment stays bounded).
  static let maxVariables = 1024
  /// Longest `NAME=value` passed to chafa, in bytes.
  static let maxEntryBytes = 4096

  /// The terminal info chafa detects for `environment` (the caller unrefs it), from chafa's
  /// global database (made once under `g_once`, read-only, never unreffed).
  static func info(for environment: [String: String]) -> OpaquePointer? {
    guard let database = chafa_term_db_get_default() else { return nil }
    let lines = environment.keys.sorted().compactMap { key -> String? in
      guard !key.isEmpty, !key.contains("="), let value = environment[key] else { return nil }
      let line = key + "=" + value
      return line.utf8.count <= maxEntryBytes && !line.utf8.contains(0) ? line : nil
    }
    var entries: [UnsafeMutablePointer<CChar>?] = lines.prefix(maxVariables).map { strdup($0) }
    defer { for entry in entries { free(entry) } }
    entries.append(nil)
    return entries.withUnsafeMutableBufferPointer { chafa_term_db_detect(database, $0.baseAddress) }
  }

  /// Which pixel protocols the terminal `environment` describes has, by chafa's database.
  static func protocols(for environment: [String: String]) -> Set<PixelProtocol> {
    guard let terminal = info(for: environment) else { return [] }
    defer { chafa_term_info_unref(terminal) }
    return Set(
      PixelProtocol.allCases.filter { chafa_term_info_have_seq(terminal, $0.beginSequence) != 0 })
  }
}
