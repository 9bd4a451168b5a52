#ifndef BOOKSHELF_STARTER_CATALOG_H
#define BOOKSHELF_STARTER_CATALOG_H

#include <stddef.h>

/// The bytes of goodbooks-10k `books.csv` (by Zygmunt Zając, CC BY-SA 4.0), embedded in the
/// binary at build time: UTF-8, LF line endings, a header line and 10,000 rows. Not
/// NUL-terminated; its length is `bookshelf_starter_csv_length()`.
const unsigned char *bookshelf_starter_csv(void);

/// The number of bytes at `bookshelf_starter_csv()`.
size_t bookshelf_starter_csv_length(void);

/// The bytes of goodbooks-10k's `LICENSE.txt` (the CC BY-SA 4.0 notice), embedded likewise.
const unsigned char *bookshelf_starter_license(void);

/// The number of bytes at `bookshelf_starter_license()`.
size_t bookshelf_starter_license_length(void);

#endif
