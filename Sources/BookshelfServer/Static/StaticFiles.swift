import CWebAssets

/// The page's files embedded in the binary (`CWebAssets`), by exact path, each with its
/// content type and an ETag.
struct StaticFiles: Sendable {
  struct File: Sendable {
    let bytes: [UInt8]
    let contentType: String
    let etag: String
  }

  private let files: [String: File]

  /// The files of `bookshelf_web_assets`, read once.
  static func embedded() -> StaticFiles {
    var count = 0
    guard let table = bookshelf_web_assets(&count) else { return StaticFiles(files: [:]) }
    var files: [String: File] = [:]
    for index in 0..<count {
      let asset = table[index]
      guard let path = asset.path else { continue }
      let name = String(cString: path)
      let bytes = asset.bytes.map { Array(UnsafeBufferPointer(start: $0, count: asset.length)) } ?? []
      files[name] = File(bytes: bytes, contentType: ContentType.of(path: name), etag: Self.etag(of: bytes))
    }
    return StaticFiles(files: files)
  }

  init(files: [String: File]) { self.files = files }

  /// The file at `path` (no leading slash, decoded), or nil.
  func file(at path: String) -> File? { files[path] }

  /// A strong ETag: the FNV-1a 64-bit hash of the bytes and their length, quoted.
  static func etag(of bytes: [UInt8]) -> String {
    var hash: UInt64 = 0xcbf2_9ce4_8422_2325
    for byte in bytes {
      hash = (hash ^ UInt64(byte)) &* 0x100_0000_01b3
    }
    return "\"\(String(hash, radix: 16))-\(String(bytes.count, radix: 16))\""
  }
}

/// The `Content-Type` of a page file by its extension.
enum ContentType {
  static func of(path: String) -> String {
    let name = path.split(separator: "/").last.map(String.init) ?? path
    let ext =
      name.split(separator: ".").count > 1 ? name.split(separator: ".").last.map { $0.lowercased() } : nil
    switch ext {
    case "html": return "text/html; charset=utf-8"
    case "js", "mjs": return "text/javascript; charset=utf-8"
    case "css": return "text/css; charset=utf-8"
    case "svg": return "image/svg+xml"
    case "png": return "image/png"
    case "json": return "application/json; charset=utf-8"
    case "webmanifest": return "application/manifest+json"
    case "ico": return "image/x-icon"
    case "txt": return "text/plain; charset=utf-8"
    default: return "application/octet-stream"
    }
  }
}
