// The C side of Glide's device layer: libevdev, its uinput API and the kernel's input codes.
#include <libevdev/libevdev.h>
#include <libevdev/libevdev-uinput.h>
#include <linux/input.h>
