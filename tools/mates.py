#!/usr/bin/env python3
"""The depth at which an engine first reports each mate of an EPD file (`data/mates.epd`).

    python3 tools/mates.py ENGINE [--epd FILE] [--slack N] [NAME=VALUE ...]

Each position is searched on a fresh game (`ucinewgame`) with `go depth 2N + slack` (N the
distance of its `dm` operation, negative where the side to move is mated), the budget that
`tests/integration/mates.rs` holds the engine to. For each one it prints the first iteration from
which every report is the exact `score mate N` (the test asks it of the last), or that the search
ended without it, then the count of failures. NAME=VALUE pairs are UCI options (a `tune` build's
parameters, an `EvalFile`). A search candidate is checked with it before its SPRT
(docs/search-measurements.md, section 6).
"""

import argparse
import sys

import chess
import chess.engine


def read_epd(path):
    """(id, board, distance) for each position of the file."""
    positions = []
    with open(path) as lines:
        for number, line in enumerate(lines, 1):
            line = line.strip()
            if not line or line.startswith("#"):
                continue
            try:
                board, ops = chess.Board.from_epd(line)
                distance = int(ops["dm"])
            except (ValueError, KeyError) as error:
                sys.exit(f"{path}:{number}: not a position with a dm operation ({error})")
            positions.append((ops.get("id", f"line {number}"), board, distance))
    return positions


def first_mate_depth(engine, board, distance, budget):
    """The first depth from which each report is `score mate distance`; None if the last is not."""
    found = None
    with engine.analysis(board, chess.engine.Limit(depth=budget), game=object()) as analysis:
        for info in analysis:
            score, depth = info.get("score"), info.get("depth")
            if score is None or depth is None or "pv" not in info:
                continue
            if score.relative.mate() != distance:
                found = None
            elif found is None:
                found = depth
    return found


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("engine", help="the engine's command")
    parser.add_argument("options", nargs="*", help="UCI options as NAME=VALUE")
    parser.add_argument("--epd", default="data/mates.epd", help="positions with dm operations")
    parser.add_argument("--slack", type=int, default=10, help="the budget is 2N + slack plies")
    args = parser.parse_intermixed_args()
    options = {}
    for pair in args.options:
        name, equals, value = pair.partition("=")
        if not equals:
            parser.error(f"{pair}: an option is NAME=VALUE")
        options[name] = value
    failures = 0
    with chess.engine.SimpleEngine.popen_uci(args.engine) as engine:
        engine.configure(options)
        for name, board, distance in read_epd(args.epd):
            budget = 2 * abs(distance) + args.slack
            depth = first_mate_depth(engine, board, distance, budget)
            if depth is None:
                failures += 1
            found = f"depth {depth}" if depth is not None else "NOT FOUND"
            print(f"{name:>12}  mate {distance:+d}  {found}  (budget {budget})", flush=True)
    print(f"failures: {failures}")
    sys.exit(1 if failures else 0)


if __name__ == "__main__":
    main()
