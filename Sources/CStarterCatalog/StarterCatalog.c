// The starter catalog, embedded in the binary so a copied executable needs no resource files.
// `#embed` (C23; clang takes it in any mode) finds its file like a quoted `#include`: next to
// this source file, whatever the working directory of the build.
#include "StarterCatalog.h"

#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wc23-extensions"

static const unsigned char starter_csv[] = {
#embed "books.csv"
};

static const unsigned char starter_license[] = {
#embed "LICENSE.txt"
};

#pragma clang diagnostic pop

const unsigned char *bookshelf_starter_csv(void) { return starter_csv; }

size_t bookshelf_starter_csv_length(void) { return sizeof starter_csv; }

const unsigned char *bookshelf_starter_license(void) { return starter_license; }

size_t bookshelf_starter_license_length(void) { return sizeof starter_license; }
