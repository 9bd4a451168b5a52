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
  // Local catalog (`bookshelf catalog import|stats`)
  case catalogMissing
  // Singular forms (English needs them; Korean counts the same way)
  case timeoutOneSecond, rateLimitedOneSecond
  // Names of things in messages
  case standardOutput
  // Catalog import input: why a file is refused before reading; skipped JSON array elements
  case importFileMissing, importFileIsDirectory, importFileUnreadable, importFileEmpty
  // Reasons our own code writes (matched against the English text by `LocalizedReason`)
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
  // Hardening: Goodreads files from the real world
  case notUTF8Windows1252, notUTF8CP949
  // Hardening: files (CSV limits, files that cannot be imported, export targets)
  case reasonFieldTooLong, reasonRecordTooLong, reasonRunawayQuote, importFileNotRegular
  case reasonTargetIsSymlink, reasonMostlySwallowed
  // Hardening: HTTP (bounded answers, redirects, the response size setting)
  case responseTooLarge, redirectRefused, insecureRedirect, tooManyRedirects, reasonNotResponseLimit
  // Hardening: numbers (a value no book can have, left out of an import or a save)
  case numberNotARating, numberNegative, numberNotAnAmount
  // Text longer than `TextLimits` allows
  case textTooLong, reasonTextTooLong
  // Hardening: QA fixes
  case reasonStandardInputTooLong, reasonRecordSpansManyLines, notUTF8UTF16
}
