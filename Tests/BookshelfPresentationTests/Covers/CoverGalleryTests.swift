import BookshelfCore
import BookshelfPresentation
import BookshelfTestSupport
import Foundation
import Testing

/// `CoverGallery`: bounded background loading, prefetch, no re-fetch of failures, results
/// kept per book.
@MainActor
@Suite("CoverGallery")
struct CoverGalleryTests {
  static let size = CellSize(columns: 4, rows: 2)

  static func books(_ count: Int, from start: Int = 0) -> [Book] {
    (start..<(start + count)).map { index in
      Book(
        id: "book-\(index)", title: "Book \(index)",
        thumbnailURL: URL(string: "https://covers.example/\(index).jpg"), source: "kakao")
    }
  }

  @Test("at most 4 covers load at once; the rest wait for a free slot and then all arrive")
  func boundedConcurrency() async {
    let fake = FakeCoverLoading(holding: true)
    let gallery = CoverGallery(covers: fake, graphics: .symbols(.trueColor))
    let books = Self.books(10)
    gallery.want(visible: books, size: Self.size)
    #expect(await eventually { fake.heldCount == 4 })
    #expect(gallery.loadingCount == 4)
    #expect(gallery.queuedCount == 6)
    fake.release()
    await gallery.settle()
    #expect(fake.maxInFlight == 4)
    #expect(Set(fake.pictureCalls) == Set(books.map(\.id)))
    #expect(fake.pictureCalls.count == 10)
  }

  @Test("the visible rows load first, then the rows about to scroll into view")
  func prefetchAfterVisible() async {
    let fake = FakeCoverLoading(holding: true)
    let gallery = CoverGallery(covers: fake, graphics: .symbols(.palette256), concurrency: 2)
    let visible = Self.books(2)
    let ahead = Self.books(3, from: 2)
    gallery.want(visible: visible, ahead: ahead, size: Self.size)
    #expect(await eventually { fake.heldCount == 2 })
    #expect(fake.pictureCalls == ["book-0", "book-1"])
    fake.release()
    await gallery.settle()
    #expect(fake.pictureCalls == ["book-0", "book-1", "book-2", "book-3", "book-4"])
  }

  @Test("a book scrolled away before its turn is never fetched")
  func staleQueueDropped() async {
    let fake = FakeCoverLoading(holding: true)
    let gallery = CoverGallery(covers: fake, graphics: .symbols(.trueColor), concurrency: 1)
    gallery.want(visible: Self.books(3), size: Self.size)
    #expect(await eventually { fake.heldCount == 1 })
    // Scrolled: books 0–2 are gone, 7 and 8 are on screen.
    gallery.want(visible: Self.books(2, from: 7), size: Self.size)
    fake.release()
    await gallery.settle()
    #expect(fake.pictureCalls == ["book-0", "book-7", "book-8"])
  }

  @Test("each result reaches its own book; a failed cover is not asked for again on redraws")
  func resultsPerBookAndNoRefetch() async {
    let books = Self.books(3)
    let picture = SamplePictures.blocks(Self.size)
    let fake = FakeCoverLoading(
      answers: ["book-0": .found(picture), "book-1": .absent(.notFound(status: 404))],
      fallback: .absent(.notAnImage))
    let gallery = CoverGallery(covers: fake, graphics: .symbols(.trueColor))
    #expect(gallery.cover(of: books[0], size: Self.size) == .loading)
    gallery.want(visible: books, size: Self.size)
    await gallery.settle()
    #expect(gallery.cover(of: books[0], size: Self.size) == .picture(picture))
    #expect(gallery.cover(of: books[1], size: Self.size) == .absent(.notFound(status: 404)))
    #expect(gallery.cover(of: books[2], size: Self.size) == .absent(.notAnImage))
    for _ in 0..<50 {
      _ = books.map { gallery.cover(of: $0, size: Self.size) }
      gallery.want(visible: books, size: Self.size)
    }
    await gallery.settle()
    #expect(fake.pictureCalls == ["book-0", "book-1", "book-2"])
  }

  @Test("two records with one id but different cover URLs are two covers")
  func sameIDDifferentCover() async {
    var other = Self.books(1)[0]
    other.thumbnailURL = URL(string: "https://covers.example/other.jpg")
    let fake = FakeCoverLoading(answers: ["book-0": .found(SamplePictures.blocks(Self.size))])
    let gallery = CoverGallery(covers: fake, graphics: .symbols(.trueColor))
    gallery.want(visible: Self.books(1), size: Self.size)
    await gallery.settle()
    #expect(gallery.cover(of: other, size: Self.size) == .loading)
  }

  @Test("an unreachable cover is asked for again only after the retry time on the clock")
  func unreachableRetriedAfterTime() async {
    let clock = TestClock()
    let fake = FakeCoverLoading(fallback: .absent(.unreachable))
    let gallery = CoverGallery(
      covers: fake, graphics: .symbols(.trueColor), clock: clock, retryAfter: .seconds(60))
    let books = Self.books(1)
    gallery.want(visible: books, size: Self.size)
    await gallery.settle()
    clock.advance(by: .seconds(59))
    gallery.want(visible: books, size: Self.size)
    await gallery.settle()
    #expect(fake.pictureCalls.count == 1)
    clock.advance(by: .seconds(1))
    gallery.want(visible: books, size: Self.size)
    await gallery.settle()
    #expect(fake.pictureCalls.count == 2)
  }

  @Test("what the pipeline already has is used without a load; pictures off asks for nothing")
  func cachedAndOff() async {
    let books = Self.books(2)
    let fake = FakeCoverLoading()
    fake.remember(.found(SamplePictures.blocks(Self.size)), for: "book-0")
    let gallery = CoverGallery(covers: fake, graphics: .symbols(.trueColor))
    #expect(gallery.cover(of: books[0], size: Self.size) == .picture(SamplePictures.blocks(Self.size)))
    gallery.want(visible: books, size: Self.size)
    await gallery.settle()
    #expect(fake.pictureCalls == ["book-1"])

    let off = FakeCoverLoading()
    let none = CoverGallery(covers: off, graphics: .none)
    none.want(visible: books, size: Self.size)
    await none.settle()
    #expect(none.cover(of: books[1], size: Self.size) == nil)
    #expect(off.pictureCalls.isEmpty)
    #expect(off.cachedCalls == 0)
  }
}
