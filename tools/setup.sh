#!/usr/bin/env bash
# Installs what the tests and tools need beyond the Rust toolchain: python-chess (the match tool,
# the protocol client tests, the Polyglot and Syzygy comparisons) and, where apt exists, Debian's
# gnuchess-book (a Polyglot book made by others, which tests/integration/book.rs reads) and stockfish (the
# other generator of tests/integration/perft_diff.rs). .ci/run calls it.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m pip install --quiet --disable-pip-version-check --root-user-action=ignore -r tools/requirements.txt
if command -v apt-get > /dev/null; then
    for package in gnuchess-book stockfish; do
        if ! dpkg -s "$package" > /dev/null 2>&1; then
            [[ -n ${updated:-} ]] || apt-get update -qq > /dev/null 2>&1 || true
            updated=1
            apt-get install -y -qq "$package" > /dev/null 2>&1 || echo "warning: $package not installed"
        fi
    done
fi
