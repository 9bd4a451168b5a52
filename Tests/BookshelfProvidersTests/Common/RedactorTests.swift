import BookshelfProviders
import Testing

/// A key may come back from a provider in another spelling than the one we sent: lowercased,
/// percent-encoded, form-encoded or escaped inside a JSON error body. Each must be hidden.
@Suite("Redactor: every spelling of a key is hidden")
struct RedactorTests {
  /// A Google-style key with the characters that get encoded: `+`, `/`, `=` and a space.
  static let key = "AIza+Key/Secret= 42"
  let redactor = Redactor(secrets: [key])

  @Test func theKeyAsSent() {
    #expect(redactor.redact("bad key AIza+Key/Secret= 42.") == "bad key ***.")
  }

  @Test func lowercasedAndUppercased() {
    #expect(redactor.redact("key aiza+key/secret= 42 rejected") == "key *** rejected")
    #expect(redactor.redact("KEY AIZA+KEY/SECRET= 42 REJECTED") == "KEY *** REJECTED")
  }

  @Test("percent-encoded with %2B, upper- or lowercase hex")
  func percentEncoded() {
    #expect(redactor.redact("url /v?x=AIza%2BKey%2FSecret%3D%2042&y") == "url /v?x=***&y")
    #expect(redactor.redact("url /v?x=AIza%2bKey%2fSecret%3d%2042&y") == "url /v?x=***&y")
    // Every character encoded, letters too.
    #expect(redactor.redact("%41%49%7a%61%2B%4B%65%79%2F%53%65%63%72%65%74%3D%20%34%32!") == "***!")
  }

  @Test("form-encoded: a space as +, a + left as it is")
  func formEncoded() {
    #expect(redactor.redact("q=AIza%2BKey%2FSecret%3D+42&z") == "q=***&z")
    #expect(redactor.redact("q=AIza+Key/Secret=+42&z") == "q=***&z")
  }

  @Test("quoted back in a JSON error body: \\/ and \\u escapes, surrounding quotes")
  func quotedInJSON() {
    #expect(
      redactor.redact(#"{"error":"API key \"AIza+Key\/Secret= 42\" not valid"}"#)
        == #"{"error":"API key \"***\" not valid"}"#)
    #expect(
      redactor.redact(#"{"message":"key 'AIza\u002bKey\u002FSecret\u003d 42'"}"#)
        == #"{"message":"key '***'"}"#)
    #expect(redactor.redact(#""AIza+Key/Secret= 42""#) == #""***""#)
  }

  @Test func everyOccurrenceAndUnrelatedTextIntact() {
    let text = "a aiza+key/secret= 42 b AIza%2BKey%2FSecret%3D%2042 c 한국어 AIza+Key"
    #expect(redactor.redact(text) == "a *** b *** c 한국어 AIza+Key")
  }

  @Test func kakaoAndNaverKeysEchoedLowercase() {
    let redactor = Redactor(secrets: ["KakaoRestKey0001", "NaverSecretXyZ"])
    #expect(
      redactor.redact("wrong appKey(kakaorestkey0001) format; secret naversecretxyz")
        == "wrong appKey(***) format; secret ***")
  }
}
