/// The program's name and version, used by `--version` and in the HTTP `User-Agent`.
public enum BookshelfVersion {
  /// Semantic version of this build.
  public static let version = "0.1.0"
  /// The `User-Agent` sent to every API: program, version and a contact URL
  /// (Open Library asks clients to identify themselves).
  public static let userAgent = "Bookshelf/\(version) (+https://github.com/bookshelf-cli/bookshelf)"
}
