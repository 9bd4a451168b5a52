import BookshelfTestSupport
import Foundation
import Testing

/// `bookshelf serve` through the built binary: help, option errors, the printed line, the token
/// file, a stop by signal, the page answered on the printed port.
@Suite("bookshelf serve (built binary)", .serialized)
struct ServeEndToEndTests {
  let home: URL
  init() throws { home = try BookshelfBinary.temporaryHome() }

  var environment: [String: String] { BookshelfBinary.environment(home: home) }
  var tokenFile: URL { home.appendingPathComponent("config/bookshelf/server-token") }

  @Test("serve --help in English and Korean: usage, options, examples")
  func help() async throws {
    let english = try await BookshelfBinary.run(["serve", "--help"], environment: environment)
    #expect(english.status == 0)
    #expect(english.stdout.hasPrefix("Usage: bookshelf serve [options]\n"))
    for word in ["--host H", "--port P", "--open", "server-token", "bookshelf serve --port 0 --open"] {
      #expect(english.stdout.contains(word), "\(word)")
    }
    let korean = try await BookshelfBinary.run(
      ["serve", "--help"], environment: environment.merging(["LANG": "ko_KR.UTF-8"]) { $1 })
    #expect(korean.status == 0)
    #expect(korean.stdout.contains("웹 앱"))
    #expect(korean.stdout.contains("포트 (기본값 8080"))
    let overview = try await BookshelfBinary.run(["--help"], environment: environment)
    #expect(overview.stdout.contains("serve"))
  }

  @Test("a bad --port or --host is one line and exit status 2")
  func optionErrors() async throws {
    let port = try await BookshelfBinary.run(["serve", "--port", "70000"], environment: environment)
    #expect(port.status == 2)
    #expect(
      port.stderr
        == "bookshelf: error: --port needs a port number from 0 to 65535, not \"70000\". See 'bookshelf serve --help'.\n"
    )
    let host = try await BookshelfBinary.run(["serve", "--host", "example.org"], environment: environment)
    #expect(host.status == 2)
    #expect(host.stderr.hasPrefix("bookshelf: error: --host needs an IPv4 or IPv6 address or localhost"))
    let unknown = try await BookshelfBinary.run(["serve", "--frob"], environment: environment)
    #expect(unknown.status == 2)
    #expect(port.stdout.isEmpty && host.stdout.isEmpty)
  }

  @Test(
    "--port 0: one line with the URL on standard output; SIGTERM stops with exit 0 and a goodbye",
    arguments: [SIGTERM, SIGINT])
  func runningLineAndStop(signal: Int32) async throws {
    let serve = try ServeProcess(["--port", "0"], home: home)
    let line = try #require(await serve.firstLine(), "stderr: \(serve.stderr)")
    #expect(line.hasPrefix("Bookshelf is running at http://127.0.0.1:"))
    #expect(line.hasSuffix("/ — press Ctrl-C to stop."))
    #expect(ServeProcess.port(in: line) != nil)
    #expect(!FileManager.default.fileExists(atPath: tokenFile.path), "no token on loopback")
    let started = Date()
    #expect(await serve.stop(with: signal) == 0)
    #expect(Date().timeIntervalSince(started) < 5)
    #expect(serve.stdout.split(separator: "\n").last == "Bookshelf stopped.")
  }

  @Test("Korean: the running line")
  func koreanLine() async throws {
    let serve = try ServeProcess(["--port", "0"], home: home, environment: ["LANG": "ko_KR.UTF-8"])
    let line = try #require(await serve.firstLine(), "stderr: \(serve.stderr)")
    #expect(line.hasPrefix("Bookshelf가 http://127.0.0.1:"))
    #expect(line.hasSuffix("에서 실행 중입니다 — 멈추려면 Ctrl-C를 누르세요."))
    #expect(await serve.stop() == 0)
  }

  @Test("--host 0.0.0.0: a token file made 0600 and printed in the URL, the same on the next start")
  func tokenFileMadeAndReused() async throws {
    let first = try ServeProcess(["--host", "0.0.0.0", "--port", "0"], home: home)
    let line = try #require(await first.firstLine(), "stderr: \(first.stderr)")
    #expect(await first.stop() == 0)
    let token = try String(contentsOf: tokenFile, encoding: .utf8).trimmingCharacters(in: .newlines)
    #expect(token.count == 64 && token.allSatisfy(\.isHexDigit))
    #expect(line.contains("/?token=\(token) — press Ctrl-C to stop."))
    let mode = try FileManager.default.attributesOfItem(atPath: tokenFile.path)[.posixPermissions] as? Int
    #expect(mode == 0o600)

    let second = try ServeProcess(["--host", "0.0.0.0", "--port", "0"], home: home)
    let again = try #require(await second.firstLine())
    #expect(await second.stop() == 0)
    #expect(again.contains("?token=\(token) "))
  }

  @Test("a token file readable by others, or a symbolic link, is refused: one line, exit 1, file untouched")
  func exposedTokenRefused() async throws {
    try FileManager.default.createDirectory(
      at: tokenFile.deletingLastPathComponent(), withIntermediateDirectories: true)
    let token = String(repeating: "0f", count: 32)
    #expect(
      FileManager.default.createFile(
        atPath: tokenFile.path, contents: Data(token.utf8), attributes: [.posixPermissions: 0o644]))
    let exposed = try await BookshelfBinary.run(
      ["serve", "--host", "0.0.0.0", "--port", "0"], environment: environment, timeout: 20)
    #expect(exposed.status == 1)
    #expect(exposed.stdout.isEmpty)
    #expect(exposed.stderr.hasPrefix("bookshelf: error: \(tokenFile.path): other users may read it"))
    #expect(try String(contentsOf: tokenFile, encoding: .utf8) == token)

    try FileManager.default.removeItem(at: tokenFile)
    let target = home.appendingPathComponent("elsewhere")
    #expect(
      FileManager.default.createFile(
        atPath: target.path, contents: Data(token.utf8), attributes: [.posixPermissions: 0o600]))
    try FileManager.default.createSymbolicLink(at: tokenFile, withDestinationURL: target)
    let linked = try await BookshelfBinary.run(
      ["serve", "--host", "0.0.0.0", "--port", "0"], environment: environment, timeout: 20)
    #expect(linked.status == 1)
    #expect(linked.stderr.contains("symbolic link"))
  }

  @Test("--open: xdg-open gets the URL on a desktop; without one a line says to open it by hand")
  func openBrowser() async throws {
    let bin = home.appendingPathComponent("bin")
    try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
    let opened = home.appendingPathComponent("opened.txt")
    let script = bin.appendingPathComponent("xdg-open")
    try Data("#!/bin/sh\nprintf '%s' \"$1\" > '\(opened.path)'\n".utf8).write(to: script)
    try FileManager.default.setAttributes([.posixPermissions: 0o755], ofItemAtPath: script.path)
    let path = bin.path + ":" + (environment["PATH"] ?? "/usr/bin:/bin")

    let desktop = try ServeProcess(
      ["--port", "0", "--open"], home: home, environment: ["DISPLAY": ":0", "PATH": path])
    let line = try #require(await desktop.firstLine(), "stderr: \(desktop.stderr)")
    let url = try #require(line.split(separator: " ").first { $0.hasPrefix("http://") })
    let deadline = Date().addingTimeInterval(10)
    while !FileManager.default.fileExists(atPath: opened.path), Date() < deadline {
      try? await Task.sleep(for: .microseconds(20_000))
    }
    #expect(await desktop.stop() == 0)
    #expect(try String(contentsOf: opened, encoding: .utf8) == String(url))

    let headless = try ServeProcess(["--port", "0", "--open"], home: home, environment: ["PATH": path])
    #expect(await headless.firstLine() != nil)
    #expect(await headless.stop() == 0)
    #expect(
      headless.stderr == "bookshelf: No desktop to open a browser on; open the address above yourself.\n")
  }

  @Test(
    "GET / answers 200 with the page on the printed port")
  func pageAnswers() async throws {
    let serve = try ServeProcess(["--port", "0"], home: home)
    let line = try #require(await serve.firstLine())
    let port = try #require(ServeProcess.port(in: line))
    let reply = try RawHTTPClient.exchange(
      port: UInt16(port), method: "GET", target: "/")
    #expect(reply.status == 200)
    #expect(reply.text.contains(#"<script type="module" src="/js/app.js">"#))
    #expect(reply.header("content-security-policy")?.hasPrefix("default-src 'none'") == true)
    #expect(await serve.stop() == 0)
  }

  @Test(
    "a port in use is one localized line and exit 1")
  func portInUse() async throws {
    let first = try ServeProcess(["--port", "0"], home: home)
    let port = try await #require(await first.firstLine().flatMap(ServeProcess.port(in:)))
    let second = try await BookshelfBinary.run(
      ["serve", "--port", "\(port)"], environment: environment, timeout: 20)
    #expect(second.status == 1)
    #expect(second.stderr.hasPrefix("bookshelf: error: "))
    #expect(second.stderr.split(separator: "\n").count == 1)
    #expect(second.stderr.contains("\(port)"))
    await #expect(await first.stop() == 0)
  }
}
