import BookshelfCore
import Foundation
import Testing

@testable import BookshelfStore

/// The calibration of `CatalogRanking.weights`: the ranking set (`RankingQuerySetTests`)
/// scored for a grid of field weights, printed best first. Opt-in (12 weightings, ~100
/// queries each): `BOOKSHELF_RANKING_GRID=1 BOOKSHELF_SHARED_DIR=../shared swift test
/// --filter RankingWeightGridTests`.
@Suite struct RankingWeightGridTests {
  @Test func printTheRankingSetForAGridOfFieldWeights() throws {
    guard ProcessInfo.processInfo.environment["BOOKSHELF_RANKING_GRID"] != nil else { return }
    // The directories are kept: the grid opens more connections to the two files.
    guard let (goodbooks, goodbooksDirectory) = try RealCatalogs.goodbooks(),
      let (aladin, aladinDirectory) = try RealCatalogs.aladin()
    else { return }
    defer { withExtendedLifetime((goodbooksDirectory, aladinDirectory)) {} }
    let queries = try RankingQuerySetTests.queries()
    var results: [(weights: [Double], score: RankingQuerySetTests.Score)] = []
    // title, subtitle, authors, publisher, description, subjects: the authors' and the
    // description's weights, the two that decide between a name and a blurb.
    for authors in [0.4, 0.6, 0.8, 1.0] {
      for description in [0.05, 0.1, 0.2] {
        let weights = [1.0, 0.5, authors, 0.3, description, 0.2]
        let english = try LocalCatalog(path: goodbooks.path, readOnly: true, rankingWeights: weights)
        let korean = try LocalCatalog(path: aladin.path, readOnly: true, rankingWeights: weights)
        let (all, _, _) = try RankingQuerySetTests.score(queries, goodbooks: english, aladin: korean)
        results.append((weights, all))
        try english.close()
        try korean.close()
      }
    }
    for (weights, score) in results.sorted(by: { $0.score.mrr > $1.score.mrr }) {
      print("weights \(weights): \(score)")
    }
  }
}
