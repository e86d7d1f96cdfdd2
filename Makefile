# Glide's everyday commands: `make demo`, `make check` (while working) and `make test` (everything, as CI runs it).
SWIFT ?= swift
SHELL := /bin/bash

.PHONY: deps build demo check test test-alongside test-unit test-kernel fuzz fuzz-short clean

# The kernel tests' driver: boots Debian's kernel under qemu (see Tools/kernel-vm/run.sh).
KERNEL_VM ?= Tools/kernel-vm/run.sh

## deps: install what a fresh Debian machine lacks (libevdev-dev, pkg-config; librsvg2-bin for
## `glide render -o FILE.png`, whose absence leaves SVG output working).
deps:
	@Tools/install-deps.sh
	@Tools/install-deps.sh librsvg2-bin || echo "SKIP: librsvg2-bin could not be installed: glide render writes SVG only, PNG needs rsvg-convert"

build: deps
	$(SWIFT) build

## demo: build and run the main job on bundled data: a recorded three-finger swipe (out to 70 %,
## back to 20 %, lift) drives the card transition; prints the summary, writes the JSON timeline.
## A debug build: half the compile time of a release one (under 2 min against 4 on a fresh clone, two
## cores), and the replay takes 0.1 s either way. It builds no swift-syntax (glide-port has it).
DEMO_TRACE ?= Traces/touchpad-3f-swipe-left-70-back-20.evemu
DEMO_TIMELINE ?= .build/demo-timeline.json
demo: deps
	$(SWIFT) build --product glide
	.build/debug/glide replay $(DEMO_TRACE) --transition card --json $(DEMO_TIMELINE)
	@echo "timeline: $(DEMO_TIMELINE) ($$(wc -c < $(DEMO_TIMELINE)) bytes: every input frame, gesture event, driver action and display frame)"

## check: build and unit tests (Tools/unit-tests.sh: three processes, so both cores work), in under 5 minutes
## from a warm build on two cores: no root, no VM, no
## fuzzing, no example package, and none of the slow integration suites, which `make test` runs:
##   CorpusTests                      builds the ported UIKit corpus and the seed articles in a scratch
##                                    package against Glide (a package build of its own, minutes)
##   PrintedCounterexampleBuildTests  type-checks printed counterexamples with swiftc against the built modules
##   LivePageBrowserTests, ReplayReportBrowserTests   drive the HTML pages in headless Chromium
CHECK_SKIP ?= CorpusTests|PrintedCounterexampleBuildTests|LivePageBrowserTests|ReplayReportBrowserTests
check:
	$(SWIFT) build --build-tests
	SWIFT=$(SWIFT) Tools/unit-tests.sh --skip '$(CHECK_SKIP)'

## test: unit tests, the README's GlideCheck example package (Examples/CheckMyAnimator, built as a
## user's own package), then the kernel tests when qemu can be had.
## libevemu-dev and evemu-tools let the tests read Glide's recordings back with libevemu.
test: deps
	@Tools/install-deps.sh libevemu-dev evemu-tools
	@Tools/install-deps.sh chromium || echo "SKIP: chromium could not be installed: the HTML reports' browser tests print SKIP"
	$(SWIFT) build --build-tests
	@Tools/alongside.sh .build/test-alongside.log '$(MAKE) --no-print-directory test-alongside' -- \
	  env SWIFT=$(SWIFT) Tools/unit-tests.sh
	SWIFT=$(SWIFT) KERNEL_VM_PREBUILT=1 KERNEL_VM_TIMEOUT=$${KERNEL_VM_TIMEOUT:-400} $(KERNEL_VM) --skip-if-unavailable

## test-alongside: what `make test` runs beside the unit tests (Tools/alongside.sh says why): the short
## fuzzing and the example package. The kernel tests run after them, on the debug build's binaries: their
## real-time playback into `glide live` fell behind (SYN_DROPPED) when the unit tests shared the cores.
test-alongside:
	$(MAKE) --no-print-directory fuzz-short
	Tools/check-example.sh

## fuzz-short: 25 s of libFuzzer on each harness (evemu reader, libinput-record reader, the whole
## replay path; about a minute and a half in all), built with -sanitize=fuzzer,address into .build-fuzz.
## Prints executions, coverage and crashes per harness; a SKIP line if the fuzzer cannot be built.
FUZZ_SECONDS ?= 25
fuzz-short:
	SWIFT=$(SWIFT) Tools/fuzz.sh all $(FUZZ_SECONDS) --skip-if-unavailable

## fuzz: a long campaign, HARNESS=evemu|libinput-record|pipeline|all for FUZZ_CAMPAIGN_SECONDS each (not in CI).
HARNESS ?= all
FUZZ_CAMPAIGN_SECONDS ?= 3600
fuzz:
	SWIFT=$(SWIFT) Tools/fuzz.sh $(HARNESS) $(FUZZ_CAMPAIGN_SECONDS)

## test-kernel: a real Linux kernel under qemu (evdev, uinput): devices, SYN_DROPPED, removal, glide record.
test-kernel: deps
	SWIFT=$(SWIFT) $(KERNEL_VM)

clean:
	rm -rf .build .build-fuzz
