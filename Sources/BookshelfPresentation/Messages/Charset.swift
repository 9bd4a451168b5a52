/// Whether the user's locale can show characters beyond ASCII (block bars, stars) or only
/// ASCII, read from the environment as POSIX does for characters: the first set of `LC_ALL`,
/// `LC_CTYPE`, `LANG` (an empty variable counts as unset). UTF-8 when that value names the
/// UTF-8 code set (`ko_KR.UTF-8`, `C.utf8`), ASCII otherwise, and ASCII when none is set
/// (the `C` locale).
public enum Charset: Sendable, Hashable {
  case utf8, ascii

  /// The character set of the locale in `environment`.
  public static func from(environment: [String: String]) -> Charset {
    for name in ["LC_ALL", "LC_CTYPE", "LANG"] {
      if let value = environment[name], !value.isEmpty {
        let codeset = value.lowercased().split(separator: "@").first.map(String.init) ?? ""
        return codeset.hasSuffix(".utf-8") || codeset.hasSuffix(".utf8") ? .utf8 : .ascii
      }
    }
    return .ascii
  }
}
