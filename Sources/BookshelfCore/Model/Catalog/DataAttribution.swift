/// The credit and license a data set in the catalog must be shown with (`catalog stats`, human
/// and JSON). Encoded as `{source, title, creator, license, licenseURL, origin}`.
public struct DataAttribution: Sendable, Hashable, Codable {
  /// The importer name of its rows (`rowsBySource` key), e.g. `goodbooks`.
  public var source: String
  /// The data set's name, e.g. `goodbooks-10k`.
  public var title: String
  /// Who made it, as the license asks to credit them.
  public var creator: String
  /// The license's short name, e.g. `CC BY-SA 4.0`.
  public var license: String
  /// The license text's address.
  public var licenseURL: String
  /// Where the data was taken from (repository and commit).
  public var origin: String

  /// goodbooks-10k by Zygmunt Zając, CC BY-SA 4.0 (the starter catalog).
  public static let goodbooks = DataAttribution(
    source: "goodbooks", title: "goodbooks-10k", creator: "Zygmunt Zając", license: "CC BY-SA 4.0",
    licenseURL: "https://creativecommons.org/licenses/by-sa/4.0/",
    origin: "https://github.com/zygmuntz/goodbooks-10k (commit 6dd165b555a7b47b2dd36743a425776e641ff50c)")

  /// The National Library of Korea's linked open data (the national bibliography), KOGL
  /// type 1 (공공누리 제1유형, attribution) and CC0 1.0: rows imported with `--format nlk`.
  public static let nlk = DataAttribution(
    source: "nlk", title: "National Library of Korea Linked Open Data (국립중앙도서관 LOD)",
    creator: "National Library of Korea (국립중앙도서관)", license: "KOGL Type 1 / CC0 1.0",
    licenseURL: "https://www.kogl.or.kr/info/licenseType1.do",
    origin: "https://lod.nl.go.kr")

  /// The attributions owed for a catalog holding these rows per source: goodbooks-10k when
  /// any `goodbooks` row is there (the starter catalog, or the same file imported by hand),
  /// the National Library of Korea when any `nlk` row is.
  public static func owed(rowsBySource: [String: Int]) -> [DataAttribution] {
    [goodbooks, nlk].filter { (rowsBySource[$0.source] ?? 0) > 0 }
  }
}
