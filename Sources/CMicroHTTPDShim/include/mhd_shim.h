#ifndef BOOKSHELF_MHD_SHIM_H
#define BOOKSHELF_MHD_SHIM_H

#include <sys/types.h>
#include <sys/socket.h>
#include <stdint.h>
#include <stdarg.h>
#include <microhttpd.h>

/// `MHD_start_daemon` without varargs (Swift cannot call a variadic C function): the options
/// come as one `MHD_OPTION_ARRAY` ending in `MHD_OPTION_END`. Returns NULL when the daemon
/// cannot start (port in use, bad option).
struct MHD_Daemon *bookshelf_mhd_start(unsigned int flags, uint16_t port,
    const struct MHD_OptionItem *options, MHD_AccessHandlerCallback handler, void *context);

#endif
