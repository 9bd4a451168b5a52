#ifndef BOOKSHELF_WEB_ASSETS_H
#define BOOKSHELF_WEB_ASSETS_H

#include <stddef.h>

/// One file of the web app (`web/` beside WebAssets.c), embedded in the binary at build time so
/// an installed executable serves its page without resource files.
struct bookshelf_web_asset {
  /// The URL path under `/`, e.g. `index.html`, `js/app.js` (no leading slash, NUL-terminated).
  const char *path;
  /// The file's bytes (not NUL-terminated).
  const unsigned char *bytes;
  /// The number of bytes at `bytes`.
  size_t length;
};

/// Every embedded file; `*count` receives how many there are.
const struct bookshelf_web_asset *bookshelf_web_assets(size_t *count);

#endif
