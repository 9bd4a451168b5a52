// The web app's files, embedded by `#embed` (C23; clang takes it in any mode), which finds each
// file like a quoted `#include`: relative to this source file. Add a file: one array, one row.
#include "WebAssets.h"

#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wc23-extensions"

static const unsigned char index_html[] = {
#embed "web/index.html"
};
static const unsigned char app_js[] = {
#embed "web/js/app.js"
};
static const unsigned char style_css[] = {
#embed "web/css/style.css"
};

#pragma clang diagnostic pop

#define ASSET(name, array) { name, array, sizeof array }

static const struct bookshelf_web_asset assets[] = {
  ASSET("index.html", index_html),
  ASSET("js/app.js", app_js),
  ASSET("css/style.css", style_css),
};

const struct bookshelf_web_asset *bookshelf_web_assets(size_t *count) {
  *count = sizeof assets / sizeof assets[0];
  return assets;
}
