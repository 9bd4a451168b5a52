#include <sqlite3.h>

/// Turns off SQLite's memory-usage statistics (`SQLITE_CONFIG_MEMSTATUS`), which take a global
/// mutex on every allocation. Must run before the first connection opens; later it returns
/// `SQLITE_MISUSE` and changes nothing. (A wrapper because Swift cannot call the variadic
/// `sqlite3_config`.)
static inline int bookshelf_sqlite3_disable_memstatus(void) {
  return sqlite3_config(SQLITE_CONFIG_MEMSTATUS, 0);
}
