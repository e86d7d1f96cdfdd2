# Glide's two everyday commands: `make demo` and `make test`.
SWIFT ?= swift
SHELL := /bin/bash

.PHONY: deps build demo test test-unit test-kernel clean

# The kernel tests' driver: boots Debian's kernel under qemu (see Tools/kernel-vm/run.sh).
KERNEL_VM ?= Tools/kernel-vm/run.sh

## deps: install what a fresh Debian machine lacks (libevdev-dev, pkg-config).
deps:
	@Tools/install-deps.sh

build: deps
	$(SWIFT) build

## demo: build and run the main job on bundled data: a recorded three-finger swipe (out to 70 %,
## back to 20 %, lift) drives the card transition; prints the summary, writes the JSON timeline.
DEMO_TRACE ?= Traces/touchpad-3f-swipe-left-70-back-20.evemu
DEMO_TIMELINE ?= .build/demo-timeline.json
demo: deps
	$(SWIFT) build -c release --product glide
	.build/release/glide replay $(DEMO_TRACE) --transition card --json $(DEMO_TIMELINE)
	@echo "timeline: $(DEMO_TIMELINE) ($$(wc -c < $(DEMO_TIMELINE)) bytes: every input frame, gesture event, driver action and display frame)"

## test: unit tests, the README's GlideCheck example package (Examples/CheckMyAnimator, built as a
## user's own package), then the kernel tests when qemu can be had.
## libevemu-dev and evemu-tools let the tests read Glide's recordings back with libevemu.
test: deps
	@Tools/install-deps.sh libevemu-dev evemu-tools
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --parallel
	Tools/check-example.sh
	SWIFT=$(SWIFT) $(KERNEL_VM) --skip-if-unavailable

## test-kernel: a real Linux kernel under qemu (evdev, uinput): devices, SYN_DROPPED, removal, glide record.
test-kernel: deps
	SWIFT=$(SWIFT) $(KERNEL_VM)

clean:
	rm -rf .build
