import Foundation
import Testing

@testable import BookshelfStore

/// `ChunkedByteReader` gives the bytes of its chunks in order, ends at the first nil or empty
/// chunk without reading again, and passes the reader's error on.
@Suite struct ChunkedByteReaderTests {
  /// Every byte, read one at a time through `fill()`.
  private func drain(_ reader: ChunkedByteReader) throws -> [UInt8] {
    var bytes: [UInt8] = []
    while try reader.fill() {
      bytes.append(reader.current)
      reader.index += 1
    }
    return bytes
  }

  @Test func chunksAreReadInOrderAndTheStreamEndsAtTheFirstEmptyOrNilChunk() throws {
    for end in [nil, Data()] {
      var chunks: [Data?] = [Data("ab".utf8), Data("c".utf8), end, Data("never".utf8)]
      var reads = 0
      let reader = ChunkedByteReader {
        reads += 1
        return chunks.removeFirst()
      }
      #expect(try drain(reader) == Array("abc".utf8))
      #expect(try reader.fill() == false)
      #expect(reads == 3)
    }
  }

  @Test func aScannerMovingTheIndexToTheChunkEndGetsTheNextChunk() throws {
    var chunks = [Data("abc".utf8), Data("de".utf8)]
    let reader = ChunkedByteReader { chunks.isEmpty ? nil : chunks.removeFirst() }
    #expect(try reader.fill())
    #expect(reader.buffer == Array("abc".utf8))
    reader.index = reader.buffer.count
    #expect(try reader.fill())
    #expect(reader.current == UInt8(ascii: "d"))
  }

  @Test func theReadersErrorIsPassedOn() {
    struct Broken: Error {}
    let reader = ChunkedByteReader { throw Broken() }
    #expect(throws: Broken.self) { try reader.fill() }
  }
}
