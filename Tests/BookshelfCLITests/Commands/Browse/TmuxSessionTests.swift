import BookshelfTestSupport
import Foundation
import Testing

/// The private tmux server outlives the command that starts it, so it must inherit nothing
/// of the test process: a pipe end it kept open would leave another test's read waiting for
/// an end of file that never comes (a full parallel run hung 10 minutes so, the server
/// holding 150 of the runner's descriptors).
@Suite("TmuxSession: a server of its own, holding nothing of the tests")
struct TmuxSessionTests {
  @Test("a pipe open in the test process when the server starts is not held by the server")
  func serverInheritsNoDescriptor() async throws {
    guard TmuxSession.executable != nil else {
      print(TmuxSession.skipMessage)
      return
    }
    let pipe = Pipe()
    let writeEnd = try FileManager.default.destinationOfSymbolicLink(
      atPath: "/proc/self/fd/\(pipe.fileHandleForWriting.fileDescriptor)")
    #expect(writeEnd.hasPrefix("pipe:["))
    let home = try BookshelfBinary.temporaryHome()
    let session = try TmuxSession(environment: BookshelfBinary.environment(home: home, [:]))
    defer { session.stop() }
    let held = try #require(try session.serverDescriptors())
    #expect(!held.isEmpty)
    #expect(!held.contains(writeEnd), "\(held)")
    #expect(held.filter { $0.hasPrefix("pipe:") || $0.hasPrefix("socket:") }.count <= 8, "\(held)")
    // And so the read end sees the end of the file as soon as the test closes its write end.
    guard !held.contains(writeEnd) else { return }
    try pipe.fileHandleForWriting.close()
    let reading = pipe.fileHandleForReading
    let rest = try await BlockingWork.run { try reading.readToEnd() }
    #expect(rest == nil)
  }
}
