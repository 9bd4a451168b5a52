#include <chafa.h>
#include <glib.h>
