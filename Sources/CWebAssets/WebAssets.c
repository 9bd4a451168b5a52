// The web app's files, embedded by `#embed` (C23; clang takes it in any mode), which finds each
// file like a quoted `#include`: relative to this source file. Add a file: one array, one row.
#include "WebAssets.h"

#pragma clang diagnostic push
#pragma clang diagnostic ignored "-Wc23-extensions"

static const unsigned char index_html[] = {
#embed "web/index.html"
};
static const unsigned char icon_svg[] = {
#embed "web/icon.svg"
};
static const unsigned char css_style_css[] = {
#embed "web/css/style.css"
};
static const unsigned char js_api_js[] = {
#embed "web/js/api.js"
};
static const unsigned char js_app_js[] = {
#embed "web/js/app.js"
};
static const unsigned char js_controls_js[] = {
#embed "web/js/controls.js"
};
static const unsigned char js_detail_js[] = {
#embed "web/js/detail.js"
};
static const unsigned char js_dom_js[] = {
#embed "web/js/dom.js"
};
static const unsigned char js_format_js[] = {
#embed "web/js/format.js"
};
static const unsigned char js_grid_js[] = {
#embed "web/js/grid.js"
};
static const unsigned char js_i18n_js[] = {
#embed "web/js/i18n.js"
};
static const unsigned char js_refresh_js[] = {
#embed "web/js/refresh.js"
};
static const unsigned char js_router_js[] = {
#embed "web/js/router.js"
};
static const unsigned char js_search_js[] = {
#embed "web/js/search.js"
};
static const unsigned char js_shelf_js[] = {
#embed "web/js/shelf.js"
};
static const unsigned char js_states_js[] = {
#embed "web/js/states.js"
};
static const unsigned char js_toast_js[] = {
#embed "web/js/toast.js"
};

#pragma clang diagnostic pop

#define ASSET(name, array) { name, array, sizeof array }

static const struct bookshelf_web_asset assets[] = {
  ASSET("index.html", index_html),
  ASSET("icon.svg", icon_svg),
  ASSET("css/style.css", css_style_css),
  ASSET("js/api.js", js_api_js),
  ASSET("js/app.js", js_app_js),
  ASSET("js/controls.js", js_controls_js),
  ASSET("js/detail.js", js_detail_js),
  ASSET("js/dom.js", js_dom_js),
  ASSET("js/format.js", js_format_js),
  ASSET("js/grid.js", js_grid_js),
  ASSET("js/i18n.js", js_i18n_js),
  ASSET("js/refresh.js", js_refresh_js),
  ASSET("js/router.js", js_router_js),
  ASSET("js/search.js", js_search_js),
  ASSET("js/shelf.js", js_shelf_js),
  ASSET("js/states.js", js_states_js),
  ASSET("js/toast.js", js_toast_js),
};

const struct bookshelf_web_asset *bookshelf_web_assets(size_t *count) {
  *count = sizeof assets / sizeof assets[0];
  return assets;
}
