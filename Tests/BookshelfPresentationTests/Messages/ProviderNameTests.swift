import BookshelfCore
import BookshelfPresentation
import Testing

@Suite("Provider names")
struct ProviderNameTests {
  @Test("English is displayName; Korean names each provider as Korean users know it")
  func names() {
    for id in ProviderID.allCases {
      #expect(id.displayName(in: .english) == id.displayName)
      #expect(!id.displayName(in: .korean).isEmpty)
    }
    #expect(ProviderID.kakao.displayName(in: .korean) == "카카오")
    #expect(ProviderID.aladin.displayName(in: .korean) == "알라딘")
    #expect(ProviderID.google.displayName(in: .korean) == "Google 도서")
    #expect(ProviderID.naver.displayName(in: .korean) == "네이버")
    #expect(ProviderID.local.displayName(in: .korean) == "로컬 카탈로그")
  }

  @Test("a provider's Korean name takes the particle its last sound needs")
  func particles() {
    let topic = { (id: ProviderID) in KoreanParticle.topic.after(id.displayName(in: .korean)) }
    #expect(topic(.local) == "로컬 카탈로그는")
    #expect(topic(.aladin) == "알라딘은")
    #expect(topic(.kakao) == "카카오는")
    #expect(topic(.google) == "Google 도서는")
    #expect(topic(.openlibrary) == "Open Library는")
  }
}
