import BookshelfCore

/// Every user-facing message, by name. Each key has a template in both tables of
/// `MessageTable`; a test checks that both have the same keys and placeholders.
public enum MessageKey: String, Sendable, Hashable, CaseIterable {
  // Errors
  case unknownSort, usage
  // CLI output
  case errorPrefix, warningPrefix, providerFailedWarning, resultsSummary, noResults
  case pageOfPages
  // CLI usage
  case usageUnknownCommand, usageUnknownOption, usageMissingValue, usageMissingArgument
  case usageExtraArgument, usageInvalidNumber, usageSeeHelp, usageSeeMainHelp
  // Book detail labels
  case labelAuthors, labelTranslators, labelPublisher, labelPublished, labelISBN13, labelISBN10
  case labelPrice, labelSalePrice, labelRating, ratingsCount, labelLink, labelCover, labelSource
  // Help
  case helpMain, helpSearch, helpShow
  // View models (search, shelf, book detail screens)
  case searchNextPageFailed, searchResultsCapped, unexpectedError, shelfSaved, shelfRemoved
  case shelfEmpty, shelfNoMatches, detailLookupFailed
  // Local catalog (`bookshelf catalog import|stats`)
  case helpCatalog, catalogFormatUnknown, catalogImporting, catalogImportSummary
  case catalogSkippedRow, catalogSkippedMore, catalogStatsPath, catalogStatsRows, catalogStatsSize
  case catalogUnknownSubcommand
  // Shelf commands
  case helpSave, helpShelf, helpRemove, helpExport, helpImport, usageUnknownFormat
  case shelfAdded, shelfUpdated, shelfUnchanged, shelfRemovedEntry, shelfCount
  case importSummary, importSkippedRow, exportSummary
  // Singular forms (English needs them; Korean counts the same way)
  case resultsSummaryOne, exportSummaryOne
  // Terminal app (`bookshelf browse`)
  case browseTabSearch, browseTabShelf, browseSearchLabel, browseResultCount, browseResultCountOne
  case browseSearching, browseLoadingMore, browseSearchHint, browseAllProviders, browseHintsField
  case browseHintsList, browseHintsDetail, browseHintsShelf, browseHelpTitle, browseHelpKeys
  case browseHelpClose, browseStatusWant, browseStatusReading, browseStatusRead, browseFilterAll
  case browseShelfFilter, browseSortAdded, browseSortTitle, browseSortAuthor, browseSortRating
  case browseOnShelf, browseNotOnShelf, browseLabelStatus, browseLabelMyRating, browseLabelTags
  case browseLabelNote, browseLabelDescription, browseDetailLoading, browsePromptRating
  case browsePromptTags, browsePromptNote, browseNoTerminal, helpBrowse
  // Names of things in messages
  case standardOutput, showingSavedCopy
  // Shelf listing footer when a filter is active (`{count}` shown of `{total}` saved)
  case shelfCountFiltered
  // Local catalog fixes: stats before any import, the indexing phase of an import
  case catalogStatsNone, catalogIndexing
  // Configuration hygiene
  case configFileExposed
  // Catalog import input: why a file is refused before reading; skipped JSON array elements
  case catalogSkippedElement
  // Hygiene: the catalog's size with its write-ahead log; provider names
  case catalogStatsSizeWithWAL, providerNameKakao, providerNameAladin, providerNameGoogle
  case providerNameOpenLibrary, providerNameNaver, providerNameLocal
  // The terminal app's recent searches under the empty search field
  case browseRecentSearches
  // Hardening: paging (rate-limit back-off on the search screen, jamo-only queries while
  // typing, approximate totals)
  case searchRateLimitedBackOff, searchQuotaBackOff, searchJamoOnly, searchJamoOnlyAll
  case resultsSummaryApproximate, browseResultCountApproximate
  // Hardening: Goodreads files from the real world
  case importWarningUnreadableDate, importWarningRatingRounded
  case importWarningScientificNotation, importWarningMore, importDatesDayMonthYear
  case importDatesMonthDayYear, importDatesAssumedMonthDayYear
  // Hardening: numbers (a value no book can have, left out of an import or a save)
  case numberNotARating, numberNegative, numberNotAnAmount, importDroppedNumber
  case catalogDroppedNumber, catalogDroppedNumberElement, catalogDroppedMore, saveDroppedNumber
  // Hardening: terminal text (a book without authors, Kakao's sale price -1 and sales status,
  // text longer than `TextLimits` allows)
  case unknownAuthor, noSalePrice, labelSalesStatus
}
