import BookshelfCore
import BookshelfPresentation
import Foundation

/// The extra host names `bookshelf serve` answers to (a NAS name, a reverse proxy's name):
/// `"serverHostNames": ["books.example.org", "nas.local:8080"]` in the config file, plus the
/// comma-separated `BOOKSHELF_SERVER_HOSTS`. Each is a DNS name (letters, digits, `-`, `.`,
/// up to 253 characters) or an IPv4 address, with an optional `:port`; compared ignoring case.
enum ServerHostNames {
  /// The environment variable adding names.
  static let variable = "BOOKSHELF_SERVER_HOSTS"

  /// The file's names then the variable's, lowercased, without duplicates.
  /// - Throws: `.invalidConfiguration(… .notHostName)` naming the key or the variable.
  static func parse(file: [String]?, variable text: String?, configFile: URL) throws(BookshelfError)
    -> [String]
  {
    var names: [String] = []
    for name in file ?? [] {
      try add(name, from: .key("serverHostNames", file: configFile.path), to: &names)
    }
    let listed = (text ?? "").split(separator: ",").map { String($0).trimmingWhitespace() }.filter {
      !$0.isEmpty
    }
    for name in listed { try add(name, from: .variable(variable), to: &names) }
    return names
  }

  private static func add(_ name: String, from setting: ConfigSetting, to names: inout [String])
    throws(BookshelfError)
  {
    let lowered = name.trimmingWhitespace().lowercased()
    guard isHostName(lowered) else {
      throw .invalidConfiguration(ConfigProblem(setting, .notHostName(BookshelfError.clip(name))))
    }
    if !names.contains(lowered) { names.append(lowered) }
  }

  /// True for `name` or `name:port` with a DNS name (labels of 1–63 letters, digits or `-`,
  /// not starting or ending with `-`) and a port 1–65535.
  static func isHostName(_ text: String) -> Bool {
    var host = Substring(text)
    if let colon = text.lastIndex(of: ":") {
      let port = text[text.index(after: colon)...]
      guard let number = Int(port), (1...65535).contains(number), port.allSatisfy(\.isASCII) else {
        return false
      }
      host = text[..<colon]
    }
    guard !host.isEmpty, host.count <= 253 else { return false }
    let labels = host.split(separator: ".", omittingEmptySubsequences: false)
    return labels.allSatisfy { label in
      !label.isEmpty && label.count <= 63 && label.first != "-" && label.last != "-"
        && label.unicodeScalars.allSatisfy {
          $0.isASCII && ($0.properties.isAlphabetic || ("0"..."9").contains($0) || $0 == "-")
        }
    }
  }
}
