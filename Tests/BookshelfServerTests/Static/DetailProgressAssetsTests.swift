import BookshelfPresentation
import Testing

/// The detail dialog shows and edits reading progress: a small text field with the hint
/// "120/350 or 40%", sent as the PATCH body's `progress` (empty clears: `null`).
@Suite struct DetailProgressAssetsTests {
  @Test func theShelfControlsHaveAProgressFieldThatPatchesProgress() throws {
    let controls = try #require(PageAssetsTests.files["js/controls.js"])
    #expect(controls.contains("id: 'progress-input'"))
    #expect(controls.contains("t('shelf.progress')"))
    #expect(controls.contains("t('shelf.progressHint')"))
    #expect(controls.contains("patch({ progress:"))
  }

  @Test func theHintReadsInBothLanguages() {
    #expect(WebPageText.table(in: .english)["shelf.progressHint"] == "120/350 or 40%")
    #expect(WebPageText.table(in: .korean)["shelf.progressHint"] == "120/350 또는 40%")
    #expect(WebPageText.table(in: .korean)["shelf.progress"] == "진행률")
  }
}
