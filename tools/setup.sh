#!/usr/bin/env bash
# Installs what the tests and tools need beyond the Rust toolchain: python-chess (the match tool,
# the protocol client tests, the Polyglot and Syzygy comparisons) and, where apt exists, Debian's
# gnuchess-book (a Polyglot book made by others, which tests/book.rs reads). .ci/run calls it.
set -euo pipefail
cd "$(dirname "$0")/.."
python3 -m pip install --quiet --disable-pip-version-check --root-user-action=ignore -r tools/requirements.txt
if command -v apt-get > /dev/null; then
    if ! dpkg -s gnuchess-book > /dev/null 2>&1; then
        apt-get update -qq > /dev/null 2>&1 || true
        apt-get install -y -qq gnuchess-book > /dev/null 2>&1 || echo "warning: gnuchess-book not installed"
    fi
fi
