import BookshelfTestSupport
import Foundation
import Testing

/// The launcher of the end-to-end tests (`SpawnedProcess`, instead of Foundation's
/// `Process.run()`, which crashes now and then on Linux): the child gets exactly its three
/// streams and environment, and its exit status and signals come back.
@Suite struct SpawnedProcessTests {
  func run(_ arguments: [String], environment: [String: String] = [:]) throws -> (status: Int32, out: String)
  {
    let input = Pipe()
    let output = Pipe()
    let errors = Pipe()
    let openElsewhere = Pipe()  // a descriptor of the test process the child must not inherit
    defer { _ = openElsewhere }
    let child = try SpawnedProcess(
      executable: "/bin/sh", arguments: arguments, environment: environment, stdin: input, stdout: output,
      stderr: errors)
    try input.fileHandleForWriting.close()
    let out = String(decoding: output.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    return (child.wait(), out)
  }

  @Test func theChildHasOnlyItsThreeStreamsAndItsEnvironment() throws {
    let fds = try run(["-c", "ls /proc/$$/fd"])
    #expect(fds.status == 0)
    #expect(fds.out.split(separator: "\n").sorted() == ["0", "1", "2"])
    let env = try run(["-c", "echo \"$ONLY:$HOME\""], environment: ["ONLY": "this"])
    #expect(env.out == "this:\n")
  }

  @Test func exitStatusesAndSignalsComeBack() throws {
    #expect(try run(["-c", "exit 3"]).status == 3)
    #expect(try run(["-c", "kill -TERM $$"]).status == 128 + 15)
  }
}
