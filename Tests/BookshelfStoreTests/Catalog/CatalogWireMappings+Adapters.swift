import BookshelfProviders
import BookshelfStore

extension CatalogWireMappings {
  /// The adapters' mappings, wired as the composition root wires them for `catalog import`.
  static let adapters = CatalogWireMappings(aladin: AladinRecordMapping())
}
