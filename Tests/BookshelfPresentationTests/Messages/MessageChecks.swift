import BookshelfPresentation
import Testing

/// What every typed message must be in both languages: non-empty, one line unless it is a
/// page, no `{placeholder}` left, and no paired particle (`은(는)`) after a Hangul syllable,
/// whose sound is known (`KoreanParticle` picks the form there).
enum MessageChecks {
  static func expectWellFormed(
    _ messages: [any Localizable], sourceLocation: SourceLocation = #_sourceLocation
  ) {
    for message in messages {
      for language in Language.allCases {
        let text = message.text(in: language)
        #expect(!text.isEmpty, "\(message) in \(language)", sourceLocation: sourceLocation)
        #expect(!text.contains("{") && !text.contains("}"), "\(text)", sourceLocation: sourceLocation)
        #expect(!text.contains("\n"), "\(text)", sourceLocation: sourceLocation)
      }
      let korean = message.text(in: .korean)
      #expect(!hasPairedParticleAfterHangul(korean), "\(korean)", sourceLocation: sourceLocation)
    }
  }

  /// True when `text` has `은(는)`, `이(가)`, `을(를)`, `과(와)` or `(으)로` right after a syllable.
  static func hasPairedParticleAfterHangul(_ text: String) -> Bool {
    let paired = ["은(는)", "이(가)", "을(를)", "과(와)", "(으)로"]
    let scalars = Array(text.unicodeScalars)
    for form in paired {
      let pattern = Array(form.unicodeScalars)
      guard scalars.count > pattern.count else { continue }
      for start in 1...(scalars.count - pattern.count)
      where Array(scalars[start..<(start + pattern.count)]) == pattern {
        if (0xAC00...0xD7A3).contains(scalars[start - 1].value) { return true }
      }
    }
    return false
  }
}

@Suite("Message checks")
struct MessageChecksTests {
  @Test("a paired particle after a syllable is caught; after a Latin word or a quote it is not")
  func pairedParticle() {
    #expect(MessageChecks.hasPairedParticleAfterHangul("로컬 카탈로그은(는) 이 검색의"))
    #expect(MessageChecks.hasPairedParticleAfterHangul("카카오이(가) 요청을"))
    #expect(!MessageChecks.hasPairedParticleAfterHangul("Open Library은(는) 이 검색의"))
    #expect(!MessageChecks.hasPairedParticleAfterHangul("\"####\"은(는) 날짜가"))
  }
}
