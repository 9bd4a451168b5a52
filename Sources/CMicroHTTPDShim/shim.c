// The smallest shim libmicrohttpd's variadic start function needs (see mhd_shim.h).
#include "mhd_shim.h"

struct MHD_Daemon *bookshelf_mhd_start(unsigned int flags, uint16_t port,
    const struct MHD_OptionItem *options, MHD_AccessHandlerCallback handler, void *context) {
  return MHD_start_daemon(flags, port, NULL, NULL, handler, context,
                          MHD_OPTION_ARRAY, options, MHD_OPTION_END);
}
