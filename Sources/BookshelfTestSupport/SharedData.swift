import Foundation

/// Locates `../shared` (real fixtures and data sets that live beside the repository, never in
/// it) and the repository's own small fixtures.
public enum SharedData {
  /// The package root (the directory holding `Package.swift`).
  public static let packageRoot: URL = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }  // Sources/BookshelfTestSupport/SharedData.swift
    return url
  }()

  /// `$BOOKSHELF_SHARED_DIR` if set, else `<package root>/../shared`, or nil when absent.
  public static var directory: URL? {
    let env = ProcessInfo.processInfo.environment["BOOKSHELF_SHARED_DIR"]
    let url =
      env.map { URL(fileURLWithPath: $0) }
      ?? packageRoot.deletingLastPathComponent().appendingPathComponent("shared")
    return FileManager.default.fileExists(atPath: url.path) ? url : nil
  }

  /// A file or folder under `../shared` (e.g. `fixtures/kakao`), or nil when it is absent;
  /// tests print `skipMessage(for:)` and skip in that case.
  public static func url(_ relativePath: String) -> URL? {
    guard let dir = directory else { return nil }
    let url = dir.appendingPathComponent(relativePath)
    return FileManager.default.fileExists(atPath: url.path) ? url : nil
  }

  /// The JSON files of one provider's recorded fixtures (`fixtures/<provider>/*.json`), sorted.
  public static func fixtureFiles(_ provider: String) -> [URL] {
    guard let dir = url("fixtures/\(provider)"),
      let names = try? FileManager.default.contentsOfDirectory(atPath: dir.path)
    else { return [] }
    return names.filter { $0.hasSuffix(".json") }.sorted().map { dir.appendingPathComponent($0) }
  }

  /// The message a test prints when it skips because `../shared` is missing.
  public static func skipMessage(for relativePath: String) -> String {
    "skipped: ../shared/\(relativePath) is not present (tests that read real data need the shared folder beside the repository)"
  }

  /// One of the repository's own fixtures (`Sources/BookshelfTestSupport/Fixtures/<name>`).
  /// - Throws: when the file is missing.
  public static func ownFixture(_ name: String) throws -> Data {
    guard let url = Bundle.module.url(forResource: "Fixtures/\(name)", withExtension: nil) else {
      throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: name])
    }
    return try Data(contentsOf: url)
  }
}
