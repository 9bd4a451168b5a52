import BookshelfCore
import BookshelfPlatform
import BookshelfPresentation
import BookshelfServer
import Foundation
import Synchronization

/// `bookshelf serve [--host H] [--port P] [--open]`: the web app on libmicrohttpd.
///
/// Default `127.0.0.1:8080`; `--port 0` picks a free port. Prints one line with the URL once
/// the server listens. Any address but loopback (127.0.0.0/8, `::1`, `localhost`) needs the
/// token of `<config dir>/server-token` (`ServerToken`), printed in the URL as `?token=…`.
/// SIGINT or SIGTERM lets requests in flight finish (10 s at most), prints a goodbye and exits
/// with status 0: a stop that was asked for is a success, not 130/143. A server that cannot
/// start (the port in use) is one localized line and exit status 1.
enum ServeCommand {
  static let host = Option("--host", value: HelpWord(english: "H", korean: "H")) {
    (text, context) throws(UsageError) -> String in
    try bindAddress(text, command: context.command)
  }
  static let port = Option("--port", value: HelpWord(english: "P", korean: "P")) {
    (text, context) throws(UsageError) -> UInt16 in
    guard !text.isEmpty, text.allSatisfy({ $0.isASCII && $0.isNumber }), text.count <= 5,
      let number = UInt16(text)
    else { throw .invalidPort(text, command: context.command) }
    return number
  }
  static let open = Flag("--open")

  static let spec = CommandSpec(
    name: "serve",
    options: [
      OptionEntry(host, .serveHost), OptionEntry(port, .servePort), OptionEntry(open, .serveOpen),
      OptionEntry(CommonOptions.offline, .offline),
    ])

  static let command = Command(spec: spec, help: .serve) { arguments, context in
    let bound = try arguments.value(host) ?? "127.0.0.1"
    let port = try arguments.value(port) ?? 8080
    let environment = context.environment
    let token =
      SecurityPolicy.isLoopback(bound)
      ? nil
      : try ServerToken.loadOrCreate(in: environment.configuration.configFile.deletingLastPathComponent())
    // Offline or configured: the starter catalog before the first search, with its note now.
    if case .provider(.local) = try environment.defaultProvider(offlineUsesLocal: true) {
      try await SearchFallback.prepareLocal(context)
    }
    let services = try environment.makeServerServices()
    let signals = SignalWatch(signals: [SIGINT, SIGTERM])
    defer { signals.restore() }
    let server = try HTTPServer(
      settings: HTTPServer.Settings(
        host: bound == "localhost" ? "127.0.0.1" : bound, port: port,
        maxBodyBytes: SecurityPolicy.maxBodyBytes)
    ) { boundPort in
      WebApp(
        api: WebAPI(services: services),
        policy: SecurityPolicy(
          boundHost: bound, port: boundPort, allowedHostNames: environment.configuration.serverHostNames,
          token: token))
    }
    let url = address(host: bound, port: server.port, token: token)
    context.say(ServeMessage.running(url: url))
    if arguments.isSet(open) { openBrowser(url, context: context) }
    while signals.received == nil {
      try? await Task.sleep(for: .milliseconds(100))
    }
    server.stop(graceSeconds: 10)
    context.say(ServeMessage.stopped)
  }

  /// `text` as an address to bind: an IPv4 or IPv6 address (brackets allowed around IPv6) or
  /// `localhost`.
  /// - Throws: `UsageError.invalidHost`.
  static func bindAddress(_ text: String, command: String) throws(UsageError) -> String {
    var host = text.trimmingWhitespace()
    if host.hasPrefix("["), host.hasSuffix("]") { host = String(host.dropFirst().dropLast()) }
    if host.lowercased() == "localhost" { return "localhost" }
    var v4 = in_addr()
    var v6 = in6_addr()
    guard !host.isEmpty, host.count <= 64,
      inet_pton(AF_INET, host, &v4) == 1 || inet_pton(AF_INET6, host, &v6) == 1
    else { throw .invalidHost(text, command: command) }
    return host.lowercased()
  }

  /// `http://127.0.0.1:8080/`, `http://[::1]:8080/`, with `?token=…` when there is one.
  static func address(host: String, port: UInt16, token: String?) -> String {
    let shown = host.contains(":") ? "[\(host)]" : host
    return "http://\(shown):\(port)/" + (token.map { "?token=\($0)" } ?? "")
  }

  /// Opens `url` in the desktop's browser (`DesktopLauncher`); without a desktop, or when it
  /// cannot be started, one line saying to open the address by hand. Never fails.
  static func openBrowser(_ url: String, context: CommandContext) {
    switch DesktopLauncher.open(url, process: context.process) {
    case .opened: break
    case .noDesktop: context.note(ServeMessage.noDesktop)
    case .notStarted: context.note(ServeMessage.browserNotStarted)
    }
  }
}
