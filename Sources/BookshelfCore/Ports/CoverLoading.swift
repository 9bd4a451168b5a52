#if canImport(FoundationEssentials)
  import FoundationEssentials
#else
  import Foundation
#endif

/// The port of the cover pipeline (fetch → validate → cache → decode → render), implemented by
/// `BookshelfCovers` and built once by the composition root. Front ends (`show`, `browse`, the
/// web server) ask it; none fetches, decodes or caches a cover itself.
///
/// Neither method throws: a book without a usable cover is an answer (`CoverAbsence`), drawn by
/// the front end as a placeholder, never as a broken image or another book's cover.
public protocol CoverLoading: Sendable {
  /// The cover of `book` drawn in `size` cells for a terminal that speaks `graphics`.
  /// - Returns: the picture, or why there is none. `graphics == .none` answers
  ///   `.absent(.notDrawn)` without any work.
  func picture(of book: Book, size: CellSize, graphics: TerminalGraphics) async
    -> CoverOutcome<CoverPicture>

  /// The validated image bytes of `book`'s cover, from the caches or fetched (for the web app's
  /// `GET /api/books/{id}/cover`).
  func image(of book: Book) async -> CoverOutcome<CoverImage>

  /// What the pipeline already knows about `book`'s cover without any work: a picture in the
  /// memory cache at `size`, a remembered failure, or nil (not known yet). For redraws, which
  /// must never wait.
  func cachedPicture(of book: Book, size: CellSize, graphics: TerminalGraphics)
    -> CoverOutcome<CoverPicture>?
}

/// A cover, or why there is none.
public enum CoverOutcome<Value: Sendable>: Sendable {
  /// The cover.
  case found(Value)
  /// No cover to show, and why.
  case absent(CoverAbsence)
}

extension CoverOutcome: Equatable where Value: Equatable {}
extension CoverOutcome: Hashable where Value: Hashable {}

/// Why a book shows a placeholder instead of its cover.
public enum CoverAbsence: Sendable, Hashable {
  /// The book has no cover URL, or its source says it means "no cover" (goodbooks' `nophoto`,
  /// an Open Library id of 0).
  case noCover
  /// Pictures are off (`--images none`, or stdout is not a terminal).
  case notDrawn
  /// The server answered that status (404, 403, …); remembered for a day.
  case notFound(status: Int)
  /// The URL was refused before any request: not http(s), or its host is not a public
  /// address (loopback, private, link-local, multicast), also after a redirect.
  case refused(CoverRefusal)
  /// The answer was not a JPEG, PNG, WebP or GIF by its first bytes.
  case notAnImage
  /// More than the byte limit (5 MiB) or the pixel limit (4096 × 4096).
  case tooLarge
  /// The bytes claimed an image format but could not be decoded.
  case undecodable
  /// The server could not be reached in time (no network, timeout, 5xx).
  case unreachable
}

/// Why a cover URL was refused without a request.
public enum CoverRefusal: Sendable, Hashable {
  /// Not `http` or `https`.
  case scheme
  /// The host resolves to an address that is not public (the address as text, e.g.
  /// `127.0.0.1`, `169.254.169.254`).
  case privateAddress(String)
  /// The host name does not resolve.
  case unresolvable
  /// More than the redirect limit (2), or a redirect to http from https.
  case redirects
}

/// A size in terminal cells.
public struct CellSize: Sendable, Hashable {
  /// Columns.
  public var columns: Int
  /// Rows.
  public var rows: Int

  /// A size; negative values count as 0.
  public init(columns: Int, rows: Int) {
    self.columns = max(0, columns)
    self.rows = max(0, rows)
  }
}

/// How the terminal draws pictures (`--images auto|kitty|sixel|symbols|none`; `auto` detects it
/// from `TERM`, `TERM_PROGRAM`, `KITTY_WINDOW_ID`, …; no pictures when stdout is not a terminal).
public enum TerminalGraphics: Sendable, Hashable {
  /// The kitty graphics protocol.
  case kitty
  /// DEC sixel graphics.
  case sixel
  /// iTerm2's inline images.
  case iterm2
  /// Unicode block symbols in colour cells.
  case symbols(SymbolColors)
  /// No pictures at all.
  case none
}

/// The colours of a symbol picture.
public enum SymbolColors: Sendable, Hashable {
  /// 24-bit colour (`COLORTERM=truecolor`).
  case trueColor
  /// The xterm 256-colour palette.
  case palette256
  /// The 16 ANSI colours.
  case palette16
}

/// A cover drawn for a terminal, `size` cells large.
public struct CoverPicture: Sendable, Hashable {
  /// The cells the picture covers.
  public var size: CellSize
  /// What to draw.
  public var content: Content

  /// What a picture is made of.
  public enum Content: Sendable, Hashable {
    /// Symbol cells, row-major, `size.columns * size.rows` of them (`.symbols`): drawn by
    /// the front end (browse through ncurses, `show` as ANSI text).
    case cells([CoverCell])
    /// A graphics protocol's escape sequence (`.kitty`, `.sixel`, `.iterm2`), written as is at
    /// the cursor; it fills `size`.
    case escapeSequence(String)
  }

  /// A picture.
  public init(size: CellSize, content: Content) {
    self.size = size
    self.content = content
  }
}

/// One cell of a symbol picture.
public struct CoverCell: Sendable, Hashable {
  /// The symbol (a block, a half block, a space…), one column wide.
  public var character: Character
  /// Its colour.
  public var foreground: CoverColor
  /// The colour behind it.
  public var background: CoverColor

  /// A cell.
  public init(character: Character, foreground: CoverColor, background: CoverColor) {
    self.character = character
    self.foreground = foreground
    self.background = background
  }
}

/// A cell colour of a symbol picture.
public enum CoverColor: Sendable, Hashable {
  /// 24-bit colour: red, green, blue, 0–255 each.
  case rgb(UInt8, UInt8, UInt8)
  /// A palette index: 0–255 (`.palette256`) or 0–15 (`.palette16`).
  case indexed(UInt8)
  /// The terminal's default colour.
  case terminalDefault
}

/// A validated cover image as fetched (for the web app).
public struct CoverImage: Sendable, Hashable {
  /// The image bytes, at most 5 MiB, checked by their magic number.
  public var bytes: Data
  /// Their format.
  public var format: ImageFormat

  /// An image.
  public init(bytes: Data, format: ImageFormat) {
    self.bytes = bytes
    self.format = format
  }
}

/// The image formats a cover may have, recognised by their first bytes only.
public enum ImageFormat: String, Sendable, Hashable, CaseIterable {
  case jpeg, png, webp, gif

  /// The format whose magic number `bytes` start with, or nil: JPEG `FF D8 FF`, PNG
  /// `89 50 4E 47 0D 0A 1A 0A`, GIF `GIF87a`/`GIF89a`, WebP `RIFF????WEBP`.
  public static func sniff(_ bytes: some Collection<UInt8>) -> ImageFormat? {
    let head = Array(bytes.prefix(12))
    func starts(_ magic: [UInt8], at offset: Int = 0) -> Bool {
      head.count >= offset + magic.count && Array(head[offset..<(offset + magic.count)]) == magic
    }
    if starts([0xFF, 0xD8, 0xFF]) { return .jpeg }
    if starts([0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]) { return .png }
    if starts(Array("GIF87a".utf8)) || starts(Array("GIF89a".utf8)) { return .gif }
    if starts(Array("RIFF".utf8)), starts(Array("WEBP".utf8), at: 8) { return .webp }
    return nil
  }

  /// The media type (`image/jpeg`, …).
  public var mediaType: String { "image/\(rawValue)" }
}

/// The port `bookshelf cache stats|clear` uses for each cache (covers, responses).
public protocol CacheMaintaining: Sendable {
  /// Entries, sizes and hit counts now.
  /// - Throws: `BookshelfError` (`.file`, `.storage`) when the cache cannot be read.
  func statistics() async throws -> CacheStatistics
  /// Removes every entry (a cache is always safe to delete).
  /// - Throws: `BookshelfError` when it cannot be removed.
  func clear() async throws
}

/// What `bookshelf cache stats` shows for one cache.
public struct CacheStatistics: Sendable, Hashable {
  /// Stored entries (negative entries included).
  public var entries: Int
  /// Bytes on disk.
  public var bytes: Int
  /// The size limit in bytes.
  public var limitBytes: Int
  /// Lookups answered from the cache since it was created or cleared.
  public var hits: Int
  /// Lookups it could not answer.
  public var misses: Int

  /// Statistics.
  public init(entries: Int, bytes: Int, limitBytes: Int, hits: Int, misses: Int) {
    self.entries = entries
    self.bytes = bytes
    self.limitBytes = limitBytes
    self.hits = hits
    self.misses = misses
  }

  /// `hits / (hits + misses)`, or nil before any lookup.
  public var hitRate: Double? {
    let total = hits + misses
    return total > 0 ? Double(hits) / Double(total) : nil
  }
}

extension CoverAbsence: Error {}
