import BookshelfCore
import Foundation

/// The checks `catalog import` and `import` (the shelf) make on their input file.
enum ImportableFile {
  /// Refuses, before any store is opened, a path that cannot be imported: missing, a
  /// directory, unreadable, or an empty regular file.
  /// - Throws: `BookshelfError.invalidInput` (exit 2) naming the path, with the reason in
  ///   `language`.
  static func check(_ file: URL, language: Language) throws(BookshelfError) {
    var isDirectory: ObjCBool = false
    let reason: MessageKey?
    if !FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory) {
      reason = .importFileMissing
    } else if isDirectory.boolValue {
      reason = .importFileIsDirectory
    } else if !FileManager.default.isReadableFile(atPath: file.path) {
      reason = .importFileUnreadable
    } else if let values = try? file.resourceValues(forKeys: [.fileSizeKey, .isRegularFileKey]),
      values.isRegularFile == true, values.fileSize == 0
    {
      reason = .importFileEmpty
    } else {
      reason = nil
    }
    if let reason {
      throw .invalidInput(what: file.path, reason: LocalizedMessage(reason).text(in: language))
    }
  }
}
