#!/usr/bin/env python3
"""Rewrites a network file of format version 2 (one output layer) as version 3 (eight output
buckets, src/eval/nnue/mod.rs draws both layouts), every bucket a copy of the one output layer:
the same evaluation of every position, under a new hash. Prints the new file's name.

    python3 tools/nnue-v2-to-v3.py networks/043e4083625d1e9f.nnue networks/
"""

import struct
import sys
from pathlib import Path

BUCKETS = 8


def fnv1a(data: bytes) -> int:
    value = 0xCBF29CE484222325
    for byte in data:
        value = ((value ^ byte) * 0x100000001B3) & 0xFFFFFFFFFFFFFFFF
    return value


def main() -> None:
    source, folder = Path(sys.argv[1]), Path(sys.argv[2])
    data = source.read_bytes()
    magic, version, inputs, hidden, _, stored = struct.unpack_from("<8sIIIIQ", data)
    body = data[32:]
    if magic != b"HTMNNUE\0" or version != 2 or fnv1a(body) != stored:
        sys.exit(f"{source}: not a whole network file of format version 2")
    features = 2 * (inputs * hidden + hidden)
    output = body[features : features + 2 * 2 * hidden]
    bias = body[features + 4 * hidden : features + 4 * hidden + 2]
    if len(body) != features + 4 * hidden + 2 + 62:
        sys.exit(f"{source}: {len(data)} bytes, not a ({inputs} -> {hidden}) x 2 -> 1 network")
    new_body = body[:features] + output * BUCKETS + bias * BUCKETS + bytes(48)
    hash_ = fnv1a(new_body)
    header = struct.pack("<8sIIIIQ", magic, 3, inputs, hidden, BUCKETS, hash_)
    target = folder / f"{hash_:016x}.nnue"
    target.write_bytes(header + new_body)
    print(target)


if __name__ == "__main__":
    main()
