import BookshelfTestSupport
import Foundation
import Testing

/// `ThreadCPUTime` counts the work a thread does, not the time it waits: the property the
/// "takes well under N ms" tests rely on.
@Suite("ThreadCPUTime: the calling thread's processor time")
struct ThreadCPUTimeTests {
  @Test("a sleep costs almost no CPU time, though it takes 200 ms of wall time")
  func sleepIsFree() {
    let took = ThreadCPUTime.measure { usleep(200_000) }
    #expect(took < .milliseconds(20), "\(took)")
  }

  @Test("a busy loop's CPU time is close to its wall time")
  func busyLoopCounts() {
    let clock = ContinuousClock()
    var wall = Duration.zero
    let took = ThreadCPUTime.measure {
      let start = clock.now
      var spins: UInt64 = 0
      while clock.now - start < .milliseconds(100) { spins &+= 1 }
      wall = clock.now - start
      #expect(spins > 0)
    }
    #expect(wall >= .milliseconds(100))
    // On a loaded machine the thread may wait for a core part of those 100 ms; it still works
    // for a good share of them, and never more than the wall time.
    #expect(took > .milliseconds(10), "\(took)")
    #expect(took <= wall + .milliseconds(5), "\(took) of \(wall)")
  }
}
