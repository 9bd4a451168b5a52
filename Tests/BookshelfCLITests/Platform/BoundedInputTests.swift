import BookshelfCore
import BookshelfPresentation
import BookshelfTestSupport
import Foundation
import Testing

@testable import BookshelfCLI

#if canImport(Glibc)
  import Glibc
#endif

/// Standard input for `save --json -` is read with a cap: an endless or huge stream fails at
/// once with one line (exit 2) instead of filling memory.
@Suite("Standard input is read with a cap")
struct BoundedInputTests {
  @Test("/dev/zero fails at the cap with the Book JSON error, promptly")
  func endlessStream() throws {
    let descriptor = open("/dev/zero", O_RDONLY)
    try #require(descriptor >= 0)
    defer { close(descriptor) }
    let start = Date()
    #expect(
      throws: BookshelfError.invalidInput(what: .bookJSON, problem: .standardInputTooLong(limit: 16 << 20))
    ) {
      try BoundedInput.read(fileDescriptor: descriptor)
    }
    #expect(Date().timeIntervalSince(start) < 10)
  }

  @Test("input up to the cap is read whole; one byte more is refused")
  func exactlyTheCap() throws {
    let home = try ShelfHome()
    let path = home.file("input")
    try Data(repeating: 0x20, count: 1000).write(to: URL(fileURLWithPath: path))
    let descriptor = open(path, O_RDONLY)
    defer { close(descriptor) }
    #expect(try BoundedInput.read(fileDescriptor: descriptor, limit: 1000).count == 1000)
    let again = open(path, O_RDONLY)
    defer { close(again) }
    #expect(
      throws: BookshelfError.invalidInput(what: .bookJSON, problem: .standardInputTooLong(limit: 999))
    ) {
      try BoundedInput.read(fileDescriptor: again, limit: 999)
    }
  }

  @Test("the error is one localized line in Korean")
  func koreanMessage() {
    let error = BookshelfError.invalidInput(what: .bookJSON, problem: .standardInputTooLong(limit: 16 << 20))
    #expect(
      error.text(in: .english) == "Book JSON could not be read: standard input is longer than 16 MiB.")
    #expect(error.text(in: .korean) == "책 JSON을(를) 읽을 수 없습니다: 표준 입력이 16 MiB보다 깁니다.")
    let small = BookshelfError.invalidInput(what: .bookJSON, problem: .standardInputTooLong(limit: 999))
    #expect(
      small.text(in: .english) == "Book JSON could not be read: standard input is longer than 999 bytes.")
    #expect(error.exitStatus == 2)
  }

  @Test("the real binary: save --json - < /dev/zero fails fast with bounded memory, exit 2")
  func binaryOnDevZero() async throws {
    let home = try BookshelfBinary.temporaryHome()
    defer { try? FileManager.default.removeItem(at: home) }
    let run = try await BookshelfBinary.runMeasured(
      ["save", "--json", "-"], environment: BookshelfBinary.environment(home: home), stdinPath: "/dev/zero",
      timeout: 20)
    #expect(run.status == 2)
    #expect(
      run.stderr == "bookshelf: error: Book JSON could not be read: standard input is longer than 16 MiB.\n")
    #expect(run.peakResidentKiB < 120 * 1024)
    #expect(run.seconds < 15)
  }
}
