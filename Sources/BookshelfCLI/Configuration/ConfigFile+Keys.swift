import BookshelfCore
import Foundation

/// A key of the config file that Bookshelf does not know, and the known key it is closest to.
public struct ConfigUnknownKey: Sendable, Hashable {
  /// The dotted path of the key (`cache.coverMB`, `defaultProvder`).
  public var path: String
  /// The closest known key at the same level (`cache.coverMemoryMiB`), if one is close.
  public var suggestion: String?
}

extension ConfigFile {
  typealias UnknownKey = ConfigUnknownKey

  /// The keys the file may have, at the top and inside each object.
  static let topKeys = [
    "defaultProvider", "keys", "endpoints", "timeoutSeconds", "maxResponseMiB", "cache", "serverHostNames",
    "readingGoal",
  ]
  static let nestedKeys: [String: [String]] = [
    "keys": ["kakao", "aladin", "google", "naverClientId", "naverClientSecret"],
    "endpoints": ProviderID.allCases.filter { $0 != .local }.map(\.rawValue),
    "cache": ["coverMemoryMiB", "coverDiskMiB", "responsesMiB"],
  ]
  /// At most this many unknown keys are reported.
  static let maximumUnknownKeys = 20

  /// The unknown keys of the JSON object `data`, in key order (code points), top level first.
  static func unknownKeys(in data: Data) -> [UnknownKey] {
    guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return [] }
    var unknown: [UnknownKey] = []
    for key in object.keys.sorted() where !topKeys.contains(key) {
      unknown.append(UnknownKey(path: key, suggestion: EditDistance.closest(to: key, among: topKeys)))
    }
    for (parent, known) in nestedKeys.sorted(by: { $0.key < $1.key }) {
      guard let inner = object[parent] as? [String: Any] else { continue }
      for key in inner.keys.sorted() where !known.contains(key) {
        unknown.append(
          UnknownKey(
            path: "\(parent).\(key)",
            suggestion: EditDistance.closest(to: key, among: known).map { "\(parent).\($0)" }))
      }
    }
    return Array(unknown.prefix(maximumUnknownKeys))
  }
}
