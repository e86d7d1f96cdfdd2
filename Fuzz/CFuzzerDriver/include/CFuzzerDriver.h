// libFuzzer's entry points, for the harnesses in Fuzz/ (built only by Tools/fuzz.sh, with
// `-sanitize=fuzzer,address`; the Swift toolchain ships the runtime, libclang_rt.fuzzer).
#ifndef GLIDE_CFUZZERDRIVER_H
#define GLIDE_CFUZZERDRIVER_H

#include <stddef.h>
#include <stdint.h>

/// Runs libFuzzer with the command line and the function to fuzz. SwiftPM links an executable's
/// `main` to its own module (`--defsym main=<module>_main`), so libFuzzer's `main` is never the
/// entry point: each harness's main.swift calls this instead.
int LLVMFuzzerRunDriver(int *argc, char ***argv, int (*callback)(const uint8_t *data, size_t size));

/// An anonymous in-memory file (memfd_create), so the readers read each input through read(2) as
/// they read a real file. -1 on failure.
int glide_fuzz_memfd(void);

#endif
