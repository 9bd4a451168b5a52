import BookshelfCore
import BookshelfPresentation
import Foundation
import Testing

@testable import BookshelfCLI

@Suite("bookshelf serve: options, addresses")
struct ServeCommandTests {
  @Test("--host takes IPv4, IPv6 (brackets allowed) or localhost")
  func hostValues() throws {
    #expect(try ServeCommand.bindAddress("0.0.0.0", command: "serve") == "0.0.0.0")
    #expect(try ServeCommand.bindAddress("[::1]", command: "serve") == "::1")
    #expect(try ServeCommand.bindAddress("LocalHost", command: "serve") == "localhost")
    for bad in ["", "example.org", "1.2.3", "127.0.0.1:80", "::1]"] {
      #expect(throws: UsageError.invalidHost(bad, command: "serve")) {
        try ServeCommand.bindAddress(bad, command: "serve")
      }
    }
  }

  @Test("the URL: IPv6 in brackets, the token as a query")
  func addresses() {
    #expect(ServeCommand.address(host: "127.0.0.1", port: 8080, token: nil) == "http://127.0.0.1:8080/")
    #expect(ServeCommand.address(host: "::1", port: 9, token: nil) == "http://[::1]:9/")
    #expect(ServeCommand.address(host: "0.0.0.0", port: 80, token: "ab") == "http://0.0.0.0:80/?token=ab")
  }

  @Test("the running line in English and Korean")
  func runningLine() {
    let line = ServeMessage.running(url: "http://127.0.0.1:8080/")
    #expect(
      line.text(in: .english) == "Bookshelf is running at http://127.0.0.1:8080/ — press Ctrl-C to stop.")
    #expect(line.text(in: .korean) == "Bookshelf가 http://127.0.0.1:8080/에서 실행 중입니다 — 멈추려면 Ctrl-C를 누르세요.")
  }
}

@Suite("serverHostNames and BOOKSHELF_SERVER_HOSTS")
struct ServerHostNamesTests {
  let config = URL(fileURLWithPath: "/home/u/.config/bookshelf/config.json")

  @Test("the file's names then the variable's, lowercased, without duplicates")
  func parsed() throws {
    let names = try ServerHostNames.parse(
      file: ["Books.Example.org", "nas.local:8080"], variable: " nas.local:8080, 192.168.0.7 ,,x",
      configFile: config)
    #expect(names == ["books.example.org", "nas.local:8080", "192.168.0.7", "x"])
    #expect(try ServerHostNames.parse(file: nil, variable: nil, configFile: config).isEmpty)
  }

  @Test("a value that is no host name names its key or variable")
  func refused() {
    #expect(
      throws: BookshelfError.invalidConfiguration(
        ConfigProblem(.key("serverHostNames", file: config.path), .notHostName("evil.org/path")))
    ) { try ServerHostNames.parse(file: ["evil.org/path"], variable: nil, configFile: config) }
    #expect(
      throws: BookshelfError.invalidConfiguration(
        ConfigProblem(.variable("BOOKSHELF_SERVER_HOSTS"), .notHostName("a:99999")))
    ) { try ServerHostNames.parse(file: nil, variable: "a:99999", configFile: config) }
    for bad in ["-a.org", "a..org", "bücher.de", "a b", "a:", ":80", ""] {
      #expect(!ServerHostNames.isHostName(bad), "\(bad)")
    }
  }

  @Test("the config file's serverHostNames: a wrong type is the usual error")
  func fromFile() throws {
    let home = FileManager.default.temporaryDirectory.appendingPathComponent("hosts-\(UUID().uuidString)")
    let dir = home.appendingPathComponent("bookshelf")
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    defer { try? FileManager.default.removeItem(at: home) }
    let file = dir.appendingPathComponent("config.json")
    try Data(#"{"serverHostNames": ["nas.local"]}"#.utf8).write(to: file)
    let environment = ["HOME": home.path, "XDG_CONFIG_HOME": home.path, "BOOKSHELF_SERVER_HOSTS": "pi.lan"]
    #expect(try Configuration.load(environment: environment).serverHostNames == ["nas.local", "pi.lan"])
    try Data(#"{"serverHostNames": "nas.local"}"#.utf8).write(to: file)
    #expect(
      throws: BookshelfError.invalidConfiguration(
        ConfigProblem(.file(file.path), .wrongType(key: "serverHostNames")))
    ) {
      try Configuration.load(environment: environment)
    }
  }
}

@Suite("The server token file")
struct ServerTokenTests {
  let dir = FileManager.default.temporaryDirectory.appendingPathComponent(
    "token-\(UUID().uuidString)/bookshelf")

  @Test("created 0600 with 64 hex digits, then reused")
  func createdThenReused() throws {
    defer { try? FileManager.default.removeItem(at: dir.deletingLastPathComponent()) }
    let token = try ServerToken.loadOrCreate(in: dir)
    #expect(ServerToken.isToken(token))
    let path = dir.appendingPathComponent("server-token").path
    let mode = try FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int
    #expect(mode == 0o600)
    #expect(try ServerToken.loadOrCreate(in: dir) == token)
    #expect(ServerToken.newToken() != ServerToken.newToken())
  }

  @Test("a token file others can read, a symbolic link, or no token is refused and left alone")
  func refused() throws {
    defer { try? FileManager.default.removeItem(at: dir.deletingLastPathComponent()) }
    try FileManager.default.createDirectory(at: dir, withIntermediateDirectories: true)
    let path = dir.appendingPathComponent("server-token").path
    let token = String(repeating: "ab", count: 32)
    #expect(
      FileManager.default.createFile(
        atPath: path, contents: Data(token.utf8), attributes: [.posixPermissions: 0o644]))
    #expect(throws: BookshelfError.file(path: path, problem: .readableByOthers)) {
      try ServerToken.loadOrCreate(in: dir)
    }
    #expect(try String(contentsOfFile: path, encoding: .utf8) == token)

    try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: path)
    try Data("short".utf8).write(to: URL(fileURLWithPath: path))
    #expect(throws: BookshelfError.file(path: path, problem: .notAToken)) {
      try ServerToken.loadOrCreate(in: dir)
    }

    try FileManager.default.removeItem(atPath: path)
    let target = dir.appendingPathComponent("elsewhere").path
    #expect(
      FileManager.default.createFile(
        atPath: target, contents: Data(token.utf8), attributes: [.posixPermissions: 0o600]))
    try FileManager.default.createSymbolicLink(atPath: path, withDestinationPath: target)
    #expect(throws: BookshelfError.file(path: path, problem: .isSymbolicLink)) {
      try ServerToken.loadOrCreate(in: dir)
    }
  }
}
