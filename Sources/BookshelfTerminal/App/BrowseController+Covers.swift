import BookshelfCore
import BookshelfPresentation

extension BrowseController {
  /// Shows covers from `gallery` (nil: no cover area at all, as with pictures off).
  public func useCovers(_ gallery: CoverGallery?) {
    state.covers = gallery
  }

  /// Tells the covers what the last frame showed (call after each frame; rendering itself asks
  /// for nothing): the open book's cover; with thumbnails on, the visible results and the next
  /// screenful after them (prefetched); else, with the list focused, the selected book's detail
  /// cover (prefetched, so opening it shows the picture at once). Never waits.
  public func requestCovers() {
    guard let covers = state.covers, covers.isEnabled else { return }
    if let detail = state.detail {
      covers.want(visible: [detail.book], size: DetailScreen.coverSize)
      return
    }
    guard state.tab == .search else {
      covers.want(visible: [], size: DetailScreen.coverSize)
      return
    }
    let books = search.books
    let visible = BookRowsView.visibleCount(height: searchListHeight)
    let cursor = state.searchList.clamped(count: books.count, visible: visible)
    if state.showThumbnails {
      let top = min(cursor.top, books.count)
      let end = min(books.count, top + visible)
      let aheadEnd = min(books.count, end + visible)
      covers.want(
        visible: Array(books[top..<end]), ahead: Array(books[end..<aheadEnd]),
        size: BookRowsView.thumbnailSize)
    } else if !state.fieldFocused, books.indices.contains(cursor.selected) {
      covers.want(visible: [], ahead: [books[cursor.selected]], size: DetailScreen.coverSize)
    } else {
      covers.want(visible: [], size: DetailScreen.coverSize)
    }
  }
}
