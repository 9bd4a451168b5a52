#ifndef NCURSES_WIDECHAR
#define NCURSES_WIDECHAR 1
#endif
#ifndef _XOPEN_SOURCE_EXTENDED
#define _XOPEN_SOURCE_EXTENDED 1
#endif
#include <locale.h>
#include <wchar.h>
#include <ncursesw/curses.h>
/* Glibc's Swift module hides wcwidth; declare it here. */
int wcwidth(wchar_t c);
