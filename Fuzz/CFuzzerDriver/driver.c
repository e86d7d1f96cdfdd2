#define _GNU_SOURCE
#include <sys/mman.h>
#include "CFuzzerDriver.h"

int glide_fuzz_memfd(void) {
    return memfd_create("glide-fuzz-input", MFD_CLOEXEC);
}
