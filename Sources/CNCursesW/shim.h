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
/* stdscr is a mutable C global, which Swift 6 refuses to read; hand it out through a function. */
static inline WINDOW *stdscr_window(void) { return stdscr; }
/* newterm on the process's standard streams (stdin/stdout are globals Swift 6 will not read). */
static inline SCREEN *newterm_stdio(void) { return newterm(NULL, stdout, stdin); }
/* Crash safety for the terminal app: a fatal signal (a Swift trap is SIGILL or SIGTRAP) first gives
   the terminal back with endwin(), then takes the default action (core dump / exit status). */
#include <signal.h>
static void bookshelf_crash_handler(int number) {
  endwin();
  signal(number, SIG_DFL);
  raise(number);
}
static inline void bookshelf_set_crash_handlers(int restore) {
  const int numbers[] = {SIGILL, SIGTRAP, SIGABRT, SIGSEGV, SIGBUS, SIGFPE};
  for (unsigned i = 0; i < sizeof numbers / sizeof numbers[0]; i++) {
    signal(numbers[i], restore ? bookshelf_crash_handler : SIG_DFL);
  }
}
/* COLORS and COLOR_PAIRS are mutable C globals too. */
static inline int bookshelf_colors(void) { return COLORS; }
static inline int bookshelf_color_pairs(void) { return COLOR_PAIRS; }
