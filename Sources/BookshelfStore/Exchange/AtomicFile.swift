import BookshelfCore
import Foundation

/// Writes a file so that readers see either the old file or the complete new one: the bytes
/// go to a temporary file in the same directory, which is flushed to disk and then renamed
/// over the target (`rename(2)` is atomic within one file system).
enum AtomicFile {
  /// Calls `body` with a handle to the temporary file, then moves it to `path`.
  /// - Throws: `BookshelfError.file(path:reason:)` when the file cannot be written or moved
  ///   (the temporary file is removed and the target left as it was), or what `body` throws.
  static func write(to path: String, _ body: (FileHandle) throws -> Void) throws {
    let target = URL(fileURLWithPath: path)
    let directory = target.deletingLastPathComponent()
    let temporary = directory.appendingPathComponent(
      ".\(target.lastPathComponent).\(UUID().uuidString).tmp")
    guard FileManager.default.createFile(atPath: temporary.path, contents: nil) else {
      throw BookshelfError.file(path: path, reason: "the file cannot be created")
    }
    do {
      let handle = try FileHandle(forWritingTo: temporary)
      do {
        try body(handle)
        try handle.synchronize()
        try handle.close()
      } catch {
        try? handle.close()
        throw error
      }
      guard rename(temporary.path, target.path) == 0 else {
        throw BookshelfError.file(path: path, reason: String(cString: strerror(errno)))
      }
    } catch let error as BookshelfError {
      try? FileManager.default.removeItem(at: temporary)
      throw error
    } catch {
      try? FileManager.default.removeItem(at: temporary)
      throw BookshelfError.file(path: path, reason: "the file cannot be written")
    }
  }
}
