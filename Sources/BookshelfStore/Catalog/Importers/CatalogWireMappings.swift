import BookshelfCore

/// The provider adapters' mappings that an import of saved provider data uses. The catalog
/// does not map a provider's wire format itself (it cannot import the adapters, and a second
/// mapping would drift from the one a search uses); the composition root passes them in.
public struct CatalogWireMappings: Sendable {
  /// Aladin items (`.aladin`): the Aladin adapter's `AladinRecordMapping`.
  public var aladin: (any WireRecordMapping)?

  /// The mappings given; a format whose mapping is nil cannot be imported.
  public init(aladin: (any WireRecordMapping)? = nil) { self.aladin = aladin }

  /// A format was imported without its mapping (a wiring mistake, never the user's).
  public struct Missing: Error, Equatable {
    /// The format whose mapping was not given.
    public let format: CatalogImportFormat
  }
}
