import BookshelfCore
import Foundation

/// Reads the National Library of Korea's linked open data in JSON-LD (`catalog import
/// --format nlk`; KOGL type 1 / CC0): one or more JSON-LD documents written one after another,
/// each an object whose `@graph` array holds the records (documents without a `@graph`, such
/// as the dump's trailing `@context`-only ones, are skipped). Each record is mapped by
/// `NLKMapping`; rows are numbered by record (1-based, across the file).
///
/// The file is hostile until read: it is streamed (`JSONTextSequence` feeding one
/// `JSONArrayReader` per document), so memory is bounded by one record, and a record longer
/// than 1 MiB or nested deeper than 32 levels stops the import with its line.
final class NLKSource: CatalogRecordSource {
  /// The member of a JSON-LD document holding its records.
  static let graphKey = "@graph"

  private let path: String
  private let texts: JSONTextSequence
  private var graph: JSONArrayReader?
  private var sawGraph = false
  private let decoder = JSONDecoder()
  private(set) var rowsRead = 0

  /// Reads the documents `texts` gives as the file `path` (the name its errors give).
  init(path: String, texts: JSONTextSequence) {
    self.path = path
    self.texts = texts
  }

  /// Opens `url`.
  /// - Throws: the `FileHandle` error when it cannot be opened.
  convenience init(url: URL) throws {
    self.init(path: url.path, texts: try JSONTextSequence(url: url))
  }

  /// The next record or skipped record.
  /// - Throws: `BookshelfError.invalidInput` naming the file and line: `.notJSONObject` (a
  ///   document is not a JSON object), `.jsonObjectWithoutArray(key: "@graph")` (no document
  ///   has a `@graph` array, or its `@graph` is not one), `.jsonCutShort` (the file ends inside
  ///   a record or document), `.jsonRecordTooLarge`, `.notUTF8`.
  func next() throws -> CatalogSourceItem? {
    while true {
      guard let graph = try currentGraph() else { return nil }
      let element: Data?
      do {
        element = try mapped { try graph.nextElement() }
      } catch BookshelfError.invalidInput(_, .jsonObjectWithoutArray) {
        self.graph = nil  // an `@context`-only document
        continue
      } catch BookshelfError.invalidInput(_, .notJSONArray) {
        throw BookshelfError.invalidInput(
          what: .row(path: path, unit: .line, number: texts.textStartLine),
          problem: .jsonObjectWithoutArray(key: Self.graphKey))
      }
      sawGraph = true
      guard let element else {
        self.graph = nil
        continue
      }
      rowsRead += 1
      guard let node = try? decoder.decode(NLKRecord.self, from: element) else {
        return .skip(line: rowsRead, reason: .notNLKBook)
      }
      switch NLKMapping.record(node) {
      case .record(let record): return .record(line: rowsRead, record)
      case .skip(let reason): return .skip(line: rowsRead, reason: reason)
      }
    }
  }

  /// The reader of the current document's `@graph`, opening the next document when there is
  /// none; nil after the last.
  private func currentGraph() throws -> JSONArrayReader? {
    if let graph { return graph }
    let more = try mapped { try texts.nextText() }
    if !more {
      if !sawGraph {
        throw BookshelfError.invalidInput(
          what: .file(path), problem: .jsonObjectWithoutArray(key: Self.graphKey))
      }
      return nil
    }
    let reader = JSONArrayReader(path: path, objectKey: Self.graphKey, read: texts.chunk)
    graph = reader
    return reader
  }

  /// `body`'s failures as the errors users see, with lines counted from the file's start.
  private func mapped<T>(_ body: () throws -> T) throws -> T {
    do {
      return try body()
    } catch let failure as JSONTextSequence.Failure {
      switch failure {
      case .notObject(let line):
        throw BookshelfError.invalidInput(
          what: .row(path: path, unit: .line, number: line), problem: .notJSONObject)
      case .cutShort(let line):
        throw BookshelfError.invalidInput(
          what: .row(path: path, unit: .line, number: line), problem: .jsonCutShort(record: rowsRead + 1))
      case .recordTooLarge(let line):
        throw BookshelfError.invalidInput(
          what: .row(path: path, unit: .line, number: line),
          problem: .jsonRecordTooLarge(
            record: rowsRead + 1, bytes: texts.recordLimit, depth: texts.depthLimit))
      }
    } catch BookshelfError.invalidInput(_, .notUTF8(let line?)) {
      throw BookshelfError.invalidInput(
        what: .file(path), problem: .notUTF8(line: line + texts.textStartLine - 1))
    }
  }

  /// The records of the file at `url` (elements of its `@graph` arrays), counted without
  /// decoding them.
  /// - Throws: what `next()` throws for the file's shape.
  static func countRecords(url: URL) throws -> Int {
    let source = try NLKSource(url: url)
    var count = 0
    while let graph = try source.currentGraph() {
      do {
        let element = try source.mapped { try graph.nextElement() }
        source.sawGraph = true
        if element != nil {
          count += 1
          continue
        }
      } catch BookshelfError.invalidInput(_, .jsonObjectWithoutArray) {}
      source.graph = nil
    }
    return count
  }
}

extension NLKSource {
  /// True when the first bytes of a JSON object (`head`) are the NLK's JSON-LD: a `@graph`
  /// whose records have `nlk:` ids, or the NLK's `@context` (`lod.nl.go.kr`).
  static func looksLikeNLK(_ head: String) -> Bool {
    head.contains("\"@graph\"") && (head.contains("\"nlk:") || head.contains("lod.nl.go.kr"))
  }
}

extension CatalogImporter {
  /// The `.nlk` source of `file`.
  /// - Throws: `BookshelfError.file` when it cannot be opened.
  static func openNLK(_ file: URL) throws -> NLKSource {
    do {
      return try NLKSource(url: file)
    } catch {
      throw BookshelfError.file(path: file.path, problem: .system(error.localizedDescription))
    }
  }
}
