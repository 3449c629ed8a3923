# Builds the release engine to $(EXE), as OpenBench and other testing frameworks expect:
#   make EXE=hetman-dev && ./hetman-dev bench
# EVALFILE=path/to/net.nnue builds that network in as the default evaluation (as OpenBench
# passes it); without it the build takes networks/default.nnue if there is one.
EXE ?= hetman
EVALFILE ?=

.PHONY: all
all:
	HETMAN_EVALFILE=$(EVALFILE) cargo build --release
	cp "$${CARGO_TARGET_DIR:-target}/release/hetman" $(EXE)
