import BookshelfPlatform
import Testing

#if canImport(Glibc)
  import Glibc
#endif

@Suite("TerminalDevice")
struct TerminalDeviceTests {
  @Test("a pipe is not a terminal and has no size")
  func pipeIsNotATerminal() throws {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    defer {
      close(ends[0])
      close(ends[1])
    }
    #expect(!TerminalDevice.isTerminal(ends[0]))
    #expect(!TerminalDevice.isTerminal(ends[1]))
    #expect(TerminalDevice.size(of: ends[1]) == nil)
  }
}

@Suite("InputWait")
struct InputWaitTests {
  @Test("returns at once when the descriptor has bytes, and after the time limit when not")
  func waits() async throws {
    var ends: [Int32] = [0, 0]
    try #require(pipe(&ends) == 0)
    defer {
      close(ends[0])
      close(ends[1])
    }
    let clock = ContinuousClock()
    let idle = clock.now
    await InputWait.wait(for: ends[0], milliseconds: 50)
    #expect(idle.duration(to: clock.now) >= .milliseconds(40))
    var byte: UInt8 = 1
    try #require(write(ends[1], &byte, 1) == 1)
    let ready = clock.now
    // A limit far beyond the wait for a free global-queue thread on a loaded machine.
    await InputWait.wait(for: ends[0], milliseconds: 120_000)
    #expect(ready.duration(to: clock.now) < .seconds(60))
  }
}
