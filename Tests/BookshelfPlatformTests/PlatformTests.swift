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

/// On the main actor: made on a cooperative thread of the (many-threaded) test process, a
/// signal sent to the process was not seen. The end-to-end interrupt tests of `catalog import`
/// and `export -o` cover the real binary.
@Suite("SignalWatch")
struct SignalWatchTests {
  @Test("a watched signal sent to the process is recorded instead of ending it")
  @MainActor
  func recordsSignal() async throws {
    let watch = SignalWatch(signals: [SIGUSR1])
    defer { watch.restore() }
    #expect(watch.received == nil)
    kill(getpid(), SIGUSR1)
    let probe = watch.probe
    for _ in 0..<500 where probe() == nil {
      try await Task.sleep(for: .milliseconds(10))
    }
    #expect(watch.received == SIGUSR1)
    #expect(probe() == SIGUSR1)
  }
}
