import Foundation

/// The bytes of a shelf file to import, from a file or from memory, readable from the start
/// more than once (a Goodreads file is read twice). `ShelfStore.importEntries(from:)` and
/// `importData(_:format:partial:)` share every rule through it.
struct ImportInput {
  /// The name errors give: the path, or `ShelfStore.uploadName` for bytes in memory.
  let name: String
  /// The first `count` bytes (fewer when the input is shorter).
  let head: (_ count: Int) throws -> [UInt8]
  /// A strict CSV reader starting at the first byte.
  let csvReader: () throws -> StreamingCSVReader
  /// A reader of the bytes from the first one on, in chunks of at most 1 MiB (empty at the
  /// end): a JSON import reads its elements one at a time through it, never the whole file.
  let chunks: () throws -> () throws -> Data?

  /// The open file `handle` at `path`, read in 1 MiB chunks (the caller closes it).
  static func file(_ handle: FileHandle, path: String) -> ImportInput {
    ImportInput(
      name: path,
      head: { count in
        try handle.seek(toOffset: 0)
        return [UInt8](try handle.read(upToCount: count) ?? Data())
      },
      csvReader: {
        try handle.seek(toOffset: 0)
        return StreamingCSVReader(strict: true) { try handle.read(upToCount: 1 << 20) }
      },
      chunks: {
        try handle.seek(toOffset: 0)
        return { try handle.read(upToCount: 1 << 20) }
      })
  }

  /// Bytes held in memory, named `name` in errors.
  static func memory(_ bytes: [UInt8], name: String) -> ImportInput {
    let data = Data(bytes)
    return ImportInput(
      name: name, head: { Array(bytes.prefix($0)) },
      csvReader: { StreamingCSVReader(data: data, strict: true) },
      chunks: {
        var offset = 0
        return {
          let end = min(data.count, offset + (1 << 20))
          defer { offset = end }
          return data.subdata(in: offset..<end)
        }
      })
  }
}
