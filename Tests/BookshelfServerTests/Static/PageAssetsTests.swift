import BookshelfPresentation
import CWebAssets
import Foundation
import Testing

/// The page as the binary embeds it: small, CSP-clean, every word and module present.
@Suite struct PageAssetsTests {
  /// Every embedded file, by path, as text.
  static let files: [String: String] = {
    var count = 0
    guard let table = bookshelf_web_assets(&count) else { return [:] }
    var files: [String: String] = [:]
    for index in 0..<count {
      let asset = table[index]
      let bytes = UnsafeBufferPointer(start: asset.bytes, count: asset.length)
      files[String(cString: asset.path)] = String(decoding: bytes, as: UTF8.self)
    }
    return files
  }()

  static var scripts: [(String, String)] {
    files.filter { $0.key.hasSuffix(".js") }.sorted { $0.key < $1.key }
  }

  static func matches(_ pattern: String, in text: String) -> [String] {
    guard let regex = try? NSRegularExpression(pattern: pattern) else { return [] }
    let range = NSRange(text.startIndex..., in: text)
    return regex.matches(in: text, range: range).compactMap { match in
      Range(match.range(at: 1), in: text).map { String(text[$0]) }
    }
  }

  @Test func thePageIsEmbeddedAndSmall() throws {
    let html = try #require(Self.files["index.html"])
    #expect(html.contains(#"<script type="module" src="/js/app.js"></script>"#))
    #expect(Self.files["js/app.js"] != nil)
    #expect(Self.files["css/style.css"] != nil)
    let total = Self.files.filter { !$0.key.hasSuffix(".svg") }.values.reduce(0) { $0 + $1.utf8.count }
    #expect(total <= 80 * 1024, "HTML+CSS+JS is \(total) bytes")
  }

  @Test func noScriptWritesMarkupOrEvaluatesText() {
    let forbidden = [
      "innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval(", "new Function",
      "setAttribute('style'",
    ]
    for (path, text) in Self.scripts {
      for word in forbidden { #expect(!text.contains(word), "\(path) uses \(word)") }
    }
  }

  @Test func theHTMLHasNoInlineScriptStyleOrHandlers() throws {
    let html = try #require(Self.files["index.html"])
    #expect(Self.matches(#"<script([^>]*)>"#, in: html).allSatisfy { $0.contains("src=") })
    #expect(Self.matches(#"<script[^>]*>([^<]+)</script>"#, in: html).isEmpty)
    #expect(Self.matches(#"(<style)"#, in: html).isEmpty)
    #expect(Self.matches(#"\s(style)\s*="#, in: html).isEmpty)
    #expect(Self.matches(#"\s(on[a-z]+)\s*="#, in: html).isEmpty)
  }

  @Test func nothingIsFetchedFromAnotherHost() {
    for (path, text) in Self.files where !path.hasSuffix(".svg") {
      #expect(Self.matches(#"((?:https?:)?//[a-z0-9.-]+\.[a-z]{2,})"#, in: text).isEmpty, "\(path)")
      #expect(!text.contains("data:"), "\(path) uses a data: URL")
    }
  }

  @Test func everyWordThePageUsesIsInBothTables() {
    let english = WebPageText.table(in: .english)
    let korean = WebPageText.table(in: .korean)
    var used: Set<String> = []
    for (_, text) in Self.scripts { used.formUnion(Self.matches(#"\bt\('([^']+)'"#, in: text)) }
    let html = Self.files["index.html"] ?? ""
    used.formUnion(Self.matches(#"data-t(?:-placeholder|-label)?="([^"]+)""#, in: html))
    #expect(used.count > 60)
    for key in used.sorted() {
      #expect(english[key] != nil, "missing en \(key)")
      #expect(korean[key] != nil, "missing ko \(key)")
    }
  }

  @Test func everyImportedModuleAndLinkedFileIsEmbedded() {
    for (path, text) in Self.scripts {
      let folder = URL(fileURLWithPath: "/" + path).deletingLastPathComponent()
      let imports = Self.matches(#"(?:from|import)\s*'([^']+)'"#, in: text)
      for name in imports {
        #expect(name.hasPrefix("./") || name.hasPrefix("../"), "\(path) imports \(name)")
        let resolved = folder.appendingPathComponent(name).standardized.path.dropFirst()
        #expect(Self.files[String(resolved)] != nil, "\(path) imports \(name), not embedded")
      }
    }
    let html = Self.files["index.html"] ?? ""
    for link in Self.matches(##"(?:src|href)="/([^"#?]+)""##, in: html) where !link.hasPrefix("api/") {
      #expect(Self.files[link] != nil, "index.html links /\(link), not embedded")
    }
  }

  @Test func everyElementIdIsUsedOnce() {
    // The skeleton's ids and the ids the scripts give elements share one document.
    var ids = Self.matches(#"\sid="([^"]+)""#, in: Self.files["index.html"] ?? "")
    for (_, text) in Self.scripts { ids += Self.matches(#"\bid: '([^']+)'"#, in: text) }
    #expect(ids.count > 30)
    let repeated = Dictionary(grouping: ids, by: { $0 }).filter { $0.value.count > 1 }.keys.sorted()
    #expect(repeated.isEmpty, "ids used twice: \(repeated)")
  }
}
