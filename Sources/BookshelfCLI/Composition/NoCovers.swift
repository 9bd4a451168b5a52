import BookshelfCore

/// A cover pipeline that draws nothing: every book gets its placeholder. The default of
/// `AppEnvironment` for tests that do not look at covers.
public struct NoCovers: CoverLoading {
  /// A pipeline without covers.
  public init() {}

  /// Always `.absent(.notDrawn)`.
  public func picture(of book: Book, size: CellSize, graphics: TerminalGraphics) async
    -> CoverOutcome<CoverPicture>
  { .absent(.notDrawn) }

  /// Always `.absent(.notDrawn)`.
  public func image(of book: Book) async -> CoverOutcome<CoverImage> { .absent(.notDrawn) }

  /// Always `.absent(.notDrawn)`.
  public func cachedPicture(of book: Book, size: CellSize, graphics: TerminalGraphics)
    -> CoverOutcome<CoverPicture>?
  { .absent(.notDrawn) }
}
