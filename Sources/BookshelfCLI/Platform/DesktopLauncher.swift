import Foundation

/// Opening an address in the desktop's browser: the one launcher of `serve --open` and `open`.
/// There is a desktop when `DISPLAY` or `WAYLAND_DISPLAY` is set and not empty; then the address
/// is handed to `xdg-open` (found on `PATH`), whose output is discarded and which is not waited
/// for. `ProcessContext.launch` holds it, so tests pass a fake.
enum DesktopLauncher {
  /// What happened to the address.
  enum Outcome: Sendable, Equatable {
    /// Handed to the launcher.
    case opened
    /// No desktop: nothing was started.
    case noDesktop
    /// The launcher could not be started.
    case notStarted
  }

  /// True when the environment names a desktop session.
  static func hasDesktop(_ environment: [String: String]) -> Bool {
    !(environment["DISPLAY"] ?? "").isEmpty || !(environment["WAYLAND_DISPLAY"] ?? "").isEmpty
  }

  /// Opens `url` through `process.launch` when there is a desktop.
  static func open(_ url: String, process: ProcessContext) -> Outcome {
    guard hasDesktop(process.environment) else { return .noDesktop }
    return process.launch(url) ? .opened : .notStarted
  }

  /// Starts `xdg-open url` (through `/usr/bin/env`, so `PATH` finds it); false when it cannot
  /// be started.
  @Sendable static func xdgOpen(_ url: String) -> Bool {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = ["xdg-open", url]
    process.standardOutput = FileHandle.nullDevice
    process.standardError = FileHandle.nullDevice
    do {
      try process.run()
      return true
    } catch {
      return false
    }
  }
}
