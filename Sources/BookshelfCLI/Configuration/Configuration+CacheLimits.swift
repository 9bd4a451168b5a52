import BookshelfCore
import Foundation

/// The `cache` object of the config file: the size limits of the caches in whole MiB.
///
/// ```json
/// { "cache": { "coverMemoryMiB": 64, "coverDiskMiB": 256, "responsesMiB": 32 } }
/// ```
struct CacheLimitsFile: Decodable {
  var coverMemoryMiB: Double?
  var coverDiskMiB: Double?
  var responsesMiB: Double?
}

/// One cache limit: its file key (under `cache`), its environment variable, the MiB it
/// accepts and where `Configuration` keeps it.
struct CacheLimitSetting: Sendable {
  let key: String
  let variable: String
  let range: ClosedRange<Int>
  let file: @Sendable (CacheLimitsFile) -> Double?
  let keyPath: any WritableKeyPath<Configuration, Int> & Sendable

  /// Cover memory 1…4096 MiB (`BOOKSHELF_COVER_MEMORY_MIB`, `cache.coverMemoryMiB`), cover
  /// disk 1…65536 MiB (`BOOKSHELF_COVER_DISK_MIB`, `cache.coverDiskMiB`), responses 0…4096 MiB
  /// (`BOOKSHELF_RESPONSES_MIB`, `cache.responsesMiB`; 0 turns the response cache off).
  static let all: [CacheLimitSetting] = [
    CacheLimitSetting(
      key: "coverMemoryMiB", variable: "BOOKSHELF_COVER_MEMORY_MIB", range: 1...4096,
      file: { $0.coverMemoryMiB },
      keyPath: \.coverMemoryLimitBytes),
    CacheLimitSetting(
      key: "coverDiskMiB", variable: "BOOKSHELF_COVER_DISK_MIB", range: 1...65536, file: { $0.coverDiskMiB },
      keyPath: \.coverDiskLimitBytes),
    CacheLimitSetting(
      key: "responsesMiB", variable: "BOOKSHELF_RESPONSES_MIB", range: 0...4096, file: { $0.responsesMiB },
      keyPath: \.responseCacheLimitBytes),
  ]
}

extension Configuration {
  /// Sets every cache limit from the environment, else the file's `cache` object, else keeps
  /// the default.
  /// - Throws: `.invalidConfiguration` with `.notMebibytes` naming the variable or the key
  ///   (`cache.responsesMiB`) for anything but a whole number in the setting's range.
  mutating func applyCacheLimits(
    environment env: [String: String], file: CacheLimitsFile?, configFile: URL
  ) throws(BookshelfError) {
    for setting in CacheLimitSetting.all {
      if let text = env[setting.variable]?.trimmingWhitespace(), !text.isEmpty {
        guard let mebibytes = Int(text), setting.range.contains(mebibytes) else {
          throw .invalidConfiguration(
            ConfigProblem(.variable(setting.variable), .notMebibytes(text, range: setting.range)))
        }
        self[keyPath: setting.keyPath] = mebibytes << 20
      } else if let value = file.flatMap(setting.file) {
        guard value.isFinite, value == value.rounded(), value >= Double(setting.range.lowerBound),
          value <= Double(setting.range.upperBound)
        else {
          let shown =
            value.isFinite && value == value.rounded() && abs(value) < 1e15 ? "\(Int(value))" : "\(value)"
          throw .invalidConfiguration(
            ConfigProblem(
              .key("cache.\(setting.key)", file: configFile.path), .notMebibytes(shown, range: setting.range))
          )
        }
        self[keyPath: setting.keyPath] = Int(value) << 20
      }
    }
  }
}
