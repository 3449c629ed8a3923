# Builds the release engine to $(EXE), as OpenBench and other testing frameworks expect:
#   make EXE=hetman-dev && ./hetman-dev bench
EXE ?= hetman

.PHONY: all
all:
	cargo build --release
	cp target/release/hetman $(EXE)
