#!/usr/bin/env python3
"""Shows how engines spend their clocks: from the PGN of a match played by tools/match.py (which
writes each move's clock as a [%clk] comment), the median time each engine had left after its
10th, 20th, 30th, 40th and 60th move, and in how many games it got that far. Moves are counted from
the opening position, where the clocks start, not by the move numbers of the opening's FEN.

    python3 tools/clocks.py games.pgn [--moves 10 20 30 40 60]
"""

import argparse
import statistics
import sys

import chess
import chess.pgn


def clocks_left(pgn_path, move_numbers):
    """{(engine, move number): [seconds left after that move, one per game]} and the game lengths."""
    left = {}
    lengths = []
    with open(pgn_path, encoding="utf-8") as pgn:
        while (game := chess.pgn.read_game(pgn)) is not None:
            names = {chess.WHITE: game.headers.get("White", "?"), chess.BLACK: game.headers.get("Black", "?")}
            # The sides alternate from the opening's side to move: no board needs replaying.
            mover = game.turn()
            plies = 0
            for node in game.mainline():
                plies += 1
                number = (plies + 1) // 2  # the mover's own count of moves
                clock = node.clock()
                if clock is not None and number in move_numbers:
                    left.setdefault((names[mover], number), []).append(clock)
                mover = not mover
            lengths.append(plies)
    return left, lengths


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("pgn")
    parser.add_argument("--moves", type=int, nargs="+", default=[10, 20, 30, 40, 60])
    args = parser.parse_args()
    try:
        left, lengths = clocks_left(args.pgn, set(args.moves))
    except OSError as error:
        sys.exit(f"cannot read {args.pgn}: {error}")
    except Exception as error:  # python-chess can fail on a file that is not PGN at all
        sys.exit(f"cannot parse {args.pgn} as PGN: {error!r}")
    if not left:
        sys.exit(f"no [%clk] comments in {args.pgn}: was it written by tools/match.py?")
    print(f"{len(lengths)} games, {statistics.median(lengths):g} plies at the median")
    for engine in sorted({engine for engine, _ in left}):
        cells = []
        for number in args.moves:
            values = left.get((engine, number), [])
            cells.append(f"move {number}: {statistics.median(values):.2f} s ({len(values)})" if values else f"move {number}: -")
        print(f"{engine}: " + ", ".join(cells))


if __name__ == "__main__":
    main()
