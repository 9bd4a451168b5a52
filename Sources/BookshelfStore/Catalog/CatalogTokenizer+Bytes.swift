/// Byte-level (UTF-8) fast paths of `CatalogTokenizer`, used by imports for every field of
/// every row. They give exactly the results of the scalar-level definitions
/// (`indexTextByScalars`, `titleKeyByScalars`), which they fall back to for text they do not
/// handle (anything that may not be NFC, or titles with scripts other than ASCII and Hangul).
///
/// Why: the scalar-level code builds `String.UnicodeScalarView`s, a `Set` of scalars and asks
/// Unicode properties per scalar; on a million rows that was ~15 % of an import.
extension CatalogTokenizer {
  /// What the byte-level `indexText` found.
  enum FastIndexText {
    /// Known-NFC text without CJK: indexed as written.
    case unchanged
    /// Known-NFC text with CJK, rewritten.
    case rewritten(String)
    /// Text that may not be NFC: use the scalar path.
    case fallback
  }

  /// `indexText` on UTF-8 bytes: ASCII text and known-NFC (`isKnownNFC`) text without CJK is
  /// unchanged; known-NFC text with CJK is rewritten byte by byte; anything else falls back.
  static func indexTextFast(_ text: String) -> FastIndexText {
    var text = text
    return text.withUTF8 { bytes -> FastIndexText in
      var cjk = 0
      var i = 0
      let count = bytes.count
      while i < count {
        let byte = bytes[i]
        if byte < 0x80 {
          i += 1
          continue
        }
        let (scalar, length) = decode(bytes, at: i)
        guard isKnownNFC(scalar) else { return .fallback }
        if isCJKValue(scalar) { cjk += 1 }
        i += length
      }
      return cjk > 0 ? .rewritten(rewriteCJK(bytes, cjkScalars: cjk)) : .unchanged
    }
  }

  /// The CJK rewrite of `indexText` for NFC bytes that hold `cjkScalars` CJK scalars (at
  /// least one).
  private static func rewriteCJK(_ bytes: UnsafeBufferPointer<UInt8>, cjkScalars: Int) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count * 3 + 8)
    var unigrams: [UInt8] = []
    unigrams.reserveCapacity(bytes.count + cjkScalars)
    // Distinct unigrams in first-seen order: a set, since a blurb has hundreds of distinct
    // syllables (a linear search of them was most of a Korean row's tokenizing).
    var seen = ScalarSet(capacity: cjkScalars)
    var run: [(start: Int, length: Int)] = []
    run.reserveCapacity(min(cjkScalars, 256))
    var heldSpace = false

    func separate() {
      if let last = out.last, last != 0x20 { out.append(0x20) }
    }
    func append(_ item: (start: Int, length: Int), to buffer: inout [UInt8]) {
      buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[item.start..<(item.start + item.length)]))
    }
    func flushRun() {
      guard !run.isEmpty else { return }
      separate()
      if run.count == 1 {
        append(run[0], to: &out)
      } else {
        for k in 0..<(run.count - 1) {
          if k > 0 { out.append(0x20) }
          append(run[k], to: &out)  // not one copy: a run continues across spaces
          append(run[k + 1], to: &out)
        }
      }
      out.append(0x20)
      for item in run where seen.insert(decode(bytes, at: item.start).0) {
        if !unigrams.isEmpty { unigrams.append(0x20) }
        append(item, to: &unigrams)
      }
      run.removeAll(keepingCapacity: true)
    }

    var i = 0
    while i < bytes.count {
      let (scalar, length) = bytes[i] < 0x80 ? (UInt32(bytes[i]), 1) : decode(bytes, at: i)
      if isCJKValue(scalar) {
        run.append((i, length))
        heldSpace = false
      } else if isWhitespaceValue(scalar) {
        if run.isEmpty {
          for k in i..<(i + length) { out.append(bytes[k]) }
        } else {
          heldSpace = true
        }
      } else {
        flushRun()
        if heldSpace { separate() }
        heldSpace = false
        append((i, length), to: &out)
      }
      i += length
    }
    flushRun()
    separate()
    out.append(contentsOf: unigrams)
    return String(decoding: out, as: UTF8.self)
  }

  /// `initialsIndexText` on UTF-8 bytes for known-NFC (`isKnownNFC`) titles; nil for others.
  /// Each syllable's initial is written as its compatibility jamo (3 bytes, U+3131–U+314E).
  static func initialsIndexTextFast(_ title: String) -> String? {
    var title = title
    return title.withUTF8 { bytes -> String? in
      var out: [UInt8] = []
      var run: [UInt32] = []
      func appendJamo(_ jamo: UInt32) {  // U+3131–U+314E: E3 84 B1 … E3 85 8E
        out.append(0xE3)
        out.append(UInt8(0x80 | (jamo >> 6) & 0x3F))
        out.append(UInt8(0x80 | jamo & 0x3F))
      }
      func flush() {
        defer { run.removeAll(keepingCapacity: true) }
        guard run.count >= 2 else { return }
        if !out.isEmpty { out.append(0x20) }
        for k in 0..<(run.count - 1) {
          if k > 0 { out.append(0x20) }
          appendJamo(run[k])
          appendJamo(run[k + 1])
        }
      }
      var i = 0
      while i < bytes.count {
        let (scalar, length) = decode(bytes, at: i)
        guard isKnownNFC(scalar) else { return nil }
        if scalar >= 0xAC00 && scalar <= 0xD7A3 {
          run.append(initialJamo[Int((scalar - 0xAC00) / 588)])
        } else if !isWhitespaceValue(scalar) {
          flush()
        }
        i += length
      }
      flush()
      return String(decoding: out, as: UTF8.self)
    }
  }

  /// `titleKey` for titles of ASCII and Hangul syllables only, series note included (with no
  /// other scalars, bytes and `Character`s find the same `(` and `)`); nil for other titles.
  static func titleKeyFast(_ title: String) -> String? {
    var title = title
    return title.withUTF8 { bytes -> String? in
      var i = 0
      var open = -1
      while i < bytes.count {
        let byte = bytes[i]
        if byte < 0x80 {
          if byte == 0x28 { open = i }
          i += 1
          continue
        }
        let (scalar, length) = decode(bytes, at: i)
        guard scalar >= 0xAC00 && scalar <= 0xD7A3 else { return nil }
        i += length
      }
      let end = bytes.last == 0x29 && open > 0 ? open : bytes.count
      return titleKey(UnsafeBufferPointer(rebasing: bytes[0..<end]))
    }
  }

  /// `titleKey` for a Substring (no series note handling); nil unless ASCII and Hangul only.
  static func titleKeyFast(_ base: Substring) -> String? {
    var base = base
    return base.withUTF8 { bytes -> String? in
      for byte in bytes where byte >= 0x80 {
        _ = byte
        var i = 0
        while i < bytes.count {
          if bytes[i] < 0x80 {
            i += 1
            continue
          }
          let (scalar, length) = decode(bytes, at: i)
          guard scalar >= 0xAC00 && scalar <= 0xD7A3 else { return nil }
          i += length
        }
        break
      }
      return titleKey(bytes)
    }
  }

  /// Lowercase ASCII letters and digits and Hangul syllables of `bytes` (ASCII and Hangul
  /// syllables only), everything else dropped.
  private static func titleKey(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
    var out: [UInt8] = []
    out.reserveCapacity(bytes.count)
    var i = 0
    while i < bytes.count {
      let byte = bytes[i]
      if byte < 0x80 {
        if byte >= 0x41 && byte <= 0x5A {
          out.append(byte + 0x20)
        } else if (byte >= 0x61 && byte <= 0x7A) || (byte >= 0x30 && byte <= 0x39) {
          out.append(byte)
        }
        i += 1
        continue
      }
      out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[i..<(i + 3)]))  // a syllable
      i += 3
    }
    return String(decoding: out, as: UTF8.self)
  }

  /// The scalar value and byte length of the (valid) UTF-8 sequence at `i`.
  @inline(__always)
  private static func decode(_ bytes: UnsafeBufferPointer<UInt8>, at i: Int) -> (UInt32, Int) {
    let lead = UInt32(bytes[i])
    if lead < 0x80 { return (lead, 1) }
    if lead < 0xE0 { return ((lead & 0x1F) << 6 | UInt32(bytes[i + 1] & 0x3F), 2) }
    if lead < 0xF0 {
      return ((lead & 0x0F) << 12 | UInt32(bytes[i + 1] & 0x3F) << 6 | UInt32(bytes[i + 2] & 0x3F), 3)
    }
    let value =
      (lead & 0x07) << 18 | UInt32(bytes[i + 1] & 0x3F) << 12 | UInt32(bytes[i + 2] & 0x3F) << 6
      | UInt32(bytes[i + 3] & 0x3F)
    return (value, 4)
  }

  @inline(__always)
  private static func isCJKValue(_ value: UInt32) -> Bool {
    guard value >= 0x1100 else { return false }
    return Unicode.Scalar(value).map(isCJK) ?? false
  }

  @inline(__always)
  private static func isWhitespaceValue(_ value: UInt32) -> Bool {
    if value < 0x80 { return value == 0x20 || (value >= 0x09 && value <= 0x0D) }
    return Unicode.Scalar(value)?.properties.isWhitespace ?? false
  }
}
