import Foundation

#if canImport(Glibc)
  import Glibc
#endif

/// One run of `path` with output to /dev/null: CPU seconds (user + system) of that child from
/// `wait4`, and wall seconds from spawn to exit; nil when it cannot start or fails.
func childUsage(_ path: String, _ argv: [String], _ env: [String: String]) -> (
  cpu: Double, wall: Double
)? {
  var actions = posix_spawn_file_actions_t()
  posix_spawn_file_actions_init(&actions)
  defer { posix_spawn_file_actions_destroy(&actions) }
  posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
  posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
  posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
  let cArgs = argv.map { strdup($0) } + [nil]
  let cEnv = env.map { strdup("\($0.key)=\($0.value)") } + [nil]
  defer { for pointer in cArgs + cEnv { free(pointer) } }
  var pid = pid_t()
  let start = ContinuousClock.now
  guard posix_spawn(&pid, path, &actions, nil, cArgs, cEnv) == 0 else { return nil }
  var status: Int32 = 0
  var usage = rusage()
  guard wait4(pid, &status, 0, &usage) == pid else { return nil }
  let elapsed = ContinuousClock.now - start
  guard status == 0 else { return nil }
  func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
  let wall = Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) / 1e18
  return (seconds(usage.ru_utime) + seconds(usage.ru_stime), wall)
}
