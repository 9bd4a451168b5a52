// The smallest shim libmicrohttpd's variadic start function needs (see mhd_shim.h).
#include "mhd_shim.h"
#include <netdb.h>

struct MHD_Daemon *bookshelf_mhd_start(unsigned int flags, uint16_t port,
    const struct MHD_OptionItem *options, MHD_AccessHandlerCallback handler, void *context) {
  return MHD_start_daemon(flags, port, NULL, NULL, handler, context,
                          MHD_OPTION_ARRAY, options, MHD_OPTION_END);
}

int bookshelf_mhd_client_address(struct MHD_Connection *connection, char *buffer, size_t length) {
  const union MHD_ConnectionInfo *info =
      MHD_get_connection_info(connection, MHD_CONNECTION_INFO_CLIENT_ADDRESS);
  if (info == NULL || info->client_addr == NULL || length == 0) return -1;
  const struct sockaddr *address = info->client_addr;
  socklen_t size = address->sa_family == AF_INET6 ? sizeof(struct sockaddr_in6) : sizeof(struct sockaddr_in);
  if (getnameinfo(address, size, buffer, (socklen_t)length, NULL, 0, NI_NUMERICHOST) != 0) return -1;
  return 0;
}
