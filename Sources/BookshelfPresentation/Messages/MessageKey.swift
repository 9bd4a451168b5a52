import BookshelfCore

/// Every user-facing message, by name. Each key has a template in both tables of
/// `MessageTable`; a test checks that both have the same keys and placeholders.
public enum MessageKey: String, Sendable, Hashable, CaseIterable {
  // Errors
  case emptyQuery, queryTooLong, invalidPage, invalidPageSize, invalidISBN, unknownProvider
  case unknownField, unknownSort, pageOutOfRange, invalidStatus, invalidRating
  case invalidInput
  case missingAPIKey, invalidAPIKey, providerDiscontinued, invalidConfiguration
  case accessDenied, quotaExceeded, rateLimited, rateLimitedRetryAfter, serverError
  case requestRejected, badResponse, timeout, network, notFound, allProvidersFailed, storage
  case notADatabase, file, notOnShelf
  // ISBN reasons
  case isbnEmpty, isbnInvalidCharacter, isbnWrongLength, isbnChecksum, isbnNotBookland
  // CLI output
  case errorPrefix, warningPrefix, providerFailedWarning, resultsSummary, noResults
  case pageOfPages
  // Book detail labels
  case labelAuthors, labelTranslators, labelPublisher, labelPublished, labelISBN13, labelISBN10
  case labelPrice, labelSalePrice, labelRating, ratingsCount, labelLink, labelCover, labelSource
  // View models (search, shelf, book detail screens)
  case searchNextPageFailed, searchResultsCapped, unexpectedError, shelfSaved, shelfRemoved
  case shelfEmpty, shelfNoMatches, detailLookupFailed
  // Local catalog (`bookshelf catalog import|stats`)
  case catalogMissing, catalogImporting, catalogImportSummary
  case catalogSkippedRow, catalogSkippedMore, catalogStatsPath, catalogStatsRows, catalogStatsSize
  // Shelf commands
  case shelfAdded, shelfUpdated, shelfUnchanged, shelfRemovedEntry, shelfCount
  case importSummary, importSkippedRow, exportSummary
  // Singular forms (English needs them; Korean counts the same way)
  case resultsSummaryOne, exportSummaryOne, timeoutOneSecond, rateLimitedOneSecond
  // Terminal app (`bookshelf browse`)
  case browseTabSearch, browseTabShelf, browseSearchLabel, browseResultCount, browseResultCountOne
  case browseSearching, browseLoadingMore, browseSearchHint, browseAllProviders, browseHintsField
  case browseHintsList, browseHintsDetail, browseHintsShelf, browseHelpTitle, browseHelpKeys
  case browseHelpClose, browseStatusWant, browseStatusReading, browseStatusRead, browseFilterAll
  case browseShelfFilter, browseSortAdded, browseSortTitle, browseSortAuthor, browseSortRating
  case browseOnShelf, browseNotOnShelf, browseLabelStatus, browseLabelMyRating, browseLabelTags
  case browseLabelNote, browseLabelDescription, browseDetailLoading, browsePromptRating
  case browsePromptTags, browsePromptNote, browseNoTerminal
  // Names of things in messages
  case standardOutput, showingSavedCopy
  // Shelf listing footer when a filter is active (`{count}` shown of `{total}` saved)
  case shelfCountFiltered
  // Local catalog fixes: stats before any import, the indexing phase of an import
  case catalogStatsNone, catalogIndexing
  // Configuration hygiene
  case configFileExposed
  // Catalog import input: why a file is refused before reading; skipped JSON array elements
  case importFileMissing, importFileIsDirectory, importFileUnreadable, importFileEmpty
  case catalogSkippedElement
  // Hygiene: the catalog's size with its write-ahead log; provider names; reasons our own
  // code writes (matched against the English text by `LocalizedReason`)
  case catalogStatsSizeWithWAL, providerNameKakao, providerNameAladin, providerNameGoogle
  case providerNameOpenLibrary, providerNameNaver, providerNameLocal
  case reasonCannotConnect, reasonHostNotFound, reasonOffline, reasonConnectionLost
  case reasonSecureConnectionFailed, reasonAnswerUnreadable, reasonBadRedirects, reasonBadURL
  case reasonTransferFailedURLError, reasonTransferFailed, reasonNotHTTPResponse, reasonNotUTF8Line
  case reasonNotUTF8, reasonNoTitle, reasonNoBookID, reasonNoGutenbergID, reasonNoGoodreadsID
  case reasonNoItemID, reasonNotAladinItem, reasonNotBookObject, reasonNotGoodbooks
  case reasonNotGutenberg, reasonNotGoodreads, reasonNoTitleColumn, reasonNotJSONArray
  case reasonNotJSONArrayOfBooks, reasonJSONArrayNotClosed, reasonJSONObjectWithoutArray
  case reasonNotShelfJSON, reasonHeaderMalformed, reasonFileEmpty, reasonHeaderMissingColumn
  case reasonQuoteNotClosed, reasonTextAfterQuote, reasonTitleEmpty, reasonNoISBNNoID
  case reasonNoISBNNoBookID, reasonNotISBN, reasonNotISODate, reasonNotSlashDate, reasonBadStatus
  case reasonBadRating, reasonBadMyRating, reasonBookIdNotNumber, reasonFolderNotCreated
  case reasonFileNotCreated, reasonFileNotWritten, reasonFileNotOpened, reasonFileNotRead
  case reasonOutputNotWritten, reasonSymlinkUnreadable, reasonSymlinkLoop, reasonNotSeconds
  case reasonTimeoutRange, reasonNotBaseURL, reasonWrongType, reasonNotDocumentedJSON
  case reasonConfigUnreadable, reasonNotUsableBaseURL
  case reasonTextAfterJSONArray, reasonTextAfterJSONObject, reasonJSONObjectNotClosed
  // An import stopped by Ctrl-C or SIGTERM (rolled back)
  case interruptedNothingChanged
  // A provider's rejection without a reason of its own
  case requestRejectedNoDetail
  // The terminal app's recent searches under the empty search field
  case browseRecentSearches
  // Hardening: paging (rate-limit back-off on the search screen, jamo-only queries while
  // typing, approximate totals)
  case searchRateLimitedBackOff, searchQuotaBackOff, searchJamoOnly, searchJamoOnlyAll
  case resultsSummaryApproximate, browseResultCountApproximate
  // Hardening: Goodreads files from the real world
  case notUTF8Windows1252, notUTF8CP949, importWarningUnreadableDate, importWarningRatingRounded
  case importWarningScientificNotation, importWarningMore, importDatesDayMonthYear
  case importDatesMonthDayYear, importDatesAssumedMonthDayYear
  // Hardening: files (CSV limits, files that cannot be imported, export targets)
  case reasonFieldTooLong, reasonRecordTooLong, reasonRunawayQuote, importFileNotRegular
  case reasonTargetIsSymlink, reasonMostlySwallowed
  // Hardening: HTTP (bounded answers, redirects, the response size setting)
  case responseTooLarge, redirectRefused, insecureRedirect, tooManyRedirects, reasonNotResponseLimit
  // Hardening: numbers (a value no book can have, left out of an import or a save)
  case numberNotARating, numberNegative, numberNotAnAmount, importDroppedNumber
  case catalogDroppedNumber, catalogDroppedNumberElement, catalogDroppedMore, saveDroppedNumber
  // Hardening: terminal text (a book without authors, Kakao's sale price -1 and sales status,
  // text longer than `TextLimits` allows)
  case unknownAuthor, noSalePrice, labelSalesStatus, textTooLong, reasonTextTooLong
  // Hardening: QA fixes
  case reasonStandardInputTooLong, reasonRecordSpansManyLines, notUTF8UTF16
}
