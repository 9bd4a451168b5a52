import BookshelfProviders
import BookshelfStore

extension CatalogWireMappings {
  /// The adapters' own mappings, for `catalog import`: an Aladin file is read by the Aladin
  /// adapter's mapping (`AladinRecordMapping`), so it maps an item as a search does.
  static let adapters = CatalogWireMappings(aladin: AladinRecordMapping())
}
