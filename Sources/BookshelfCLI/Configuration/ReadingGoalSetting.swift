import BookshelfCore
import Foundation

/// The reading goal in the config file (`"readingGoal": 30`, books a year): read by
/// `Configuration.load`, written by `bookshelf stats --goal N`.
enum ReadingGoalSetting {
  /// The file's key.
  static let key = "readingGoal"
  /// Largest config file `store` rewrites (a config file is a few hundred bytes).
  static let maximumFileBytes = 1 << 20

  /// The goal of the file, nil when not set.
  /// - Throws: `.invalidConfiguration(… .notReadingGoal)` for anything but a whole number from
  ///   1 to `ReadingGoal.maximumTarget`.
  static func parse(_ value: Double?, configFile: URL) throws(BookshelfError) -> Int? {
    guard let value else { return nil }
    guard value.isFinite, value == value.rounded(), (1...Double(ReadingGoal.maximumTarget)).contains(value)
    else {
      let shown =
        value.isFinite && value == value.rounded() && abs(value) < 1e15 ? "\(Int(value))" : "\(value)"
      throw .invalidConfiguration(
        ConfigProblem(
          .key(key, file: configFile.path), .notReadingGoal(shown, maximum: ReadingGoal.maximumTarget)))
    }
    return Int(value)
  }

  /// Writes `goal` into the config file at `url` (0 removes the key), keeping every other
  /// setting as it is. The file is created (mode 0600, its folder 0700) when missing, and
  /// replaced by an atomic rename, so a failure leaves the old file whole; an existing file
  /// keeps its permissions.
  /// - Throws: `.invalidConfiguration` when the existing file is not a JSON object (with the
  ///   line and column where it breaks), `.file` when it cannot be read or written.
  static func store(_ goal: Int, in url: URL) throws(BookshelfError) {
    var object: [String: Any] = [:]
    var permissions: Int?
    if FileManager.default.fileExists(atPath: url.path) {
      let data: Data
      do {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        permissions = (attributes[.posixPermissions] as? NSNumber)?.intValue
        if let size = (attributes[.size] as? NSNumber)?.intValue, size > maximumFileBytes {
          throw BookshelfError.invalidConfiguration(ConfigProblem(.file(url.path), .notDocumentedJSON))
        }
        data = try Data(contentsOf: url)
      } catch let error as BookshelfError {
        throw error
      } catch {
        throw .file(path: url.path, problem: .system(error.localizedDescription))
      }
      if let place = JSONSyntaxLocation.firstError(in: [UInt8](data)) {
        throw .invalidConfiguration(
          ConfigProblem(.file(url.path), .invalidJSON(line: place.line, column: place.column)))
      }
      guard let existing = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else {
        throw .invalidConfiguration(ConfigProblem(.file(url.path), .notDocumentedJSON))
      }
      object = existing
    }
    object[key] = goal > 0 ? goal : nil
    do {
      let encoded = try JSONSerialization.data(
        withJSONObject: object, options: [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes])
      // `{}` rather than `{\n\n}` for a file left without keys, as every --json prints it.
      let data = Data(JSONOutput.compactEmpty(String(decoding: encoded, as: UTF8.self)).utf8)
      let folder = url.deletingLastPathComponent()
      try FileManager.default.createDirectory(
        at: folder, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
      let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).\(UUID().uuidString).tmp")
      guard
        FileManager.default.createFile(
          atPath: temporary.path, contents: data + Data("\n".utf8),
          attributes: [.posixPermissions: permissions ?? 0o600])
      else {
        throw CocoaError(.fileWriteUnknown)
      }
      if rename(temporary.path, url.path) != 0 {
        let reason = String(cString: strerror(errno))
        try? FileManager.default.removeItem(at: temporary)
        throw BookshelfError.file(path: url.path, problem: .system(reason))
      }
    } catch let error as BookshelfError {
      throw error
    } catch {
      throw .file(path: url.path, problem: .system(error.localizedDescription))
    }
  }
}
