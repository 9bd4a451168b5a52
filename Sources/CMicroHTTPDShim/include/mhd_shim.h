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

/// The numeric address of `connection`'s peer (`127.0.0.1`, `::1`) written into `buffer` of
/// `length` bytes, NUL-terminated (`MHD_get_connection_info` is variadic). Returns 0 on success,
/// -1 when the address is unknown.
int bookshelf_mhd_client_address(struct MHD_Connection *connection, char *buffer, size_t length);

#endif
