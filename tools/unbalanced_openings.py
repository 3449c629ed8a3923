#!/usr/bin/env python3
"""Picks openings where White stands about a pawn better, for SPRTs that decide sooner.

Between two builds a few Elo apart, balanced openings end mostly in draws (about three games in
four at 8s+0.08s here), and a draw tells the test little. From an opening where White stands
better each build wins with White and the pair turns on which one converts, or holds, better: the
reason Stockfish's testing plays its UHO books ("unbalanced human openings"). The positions are
judged by another engine (Stockfish 15.1, Debian's `stockfish`, by default) so that the book does
not lean towards Hetman's own evaluation.

    python3 tools/unbalanced_openings.py --pgn ../shared/data/pgn/bjbraams_chessdb_198350_lines.pgn \\
        --sample 4000 --seed 1 --depth 12 --low 80 --high 130 --out data/openings/unbalanced.epd

The positions come from an EPD file (`--epd`) or from the ends of the opening lines of a PGN file
whose games are one movetext line each, as the book's lines are (`--pgn`): lines played by people
reach lopsided positions far more often than noob_3moves' random first moves (about one in four
against one in 200 here). Each of `--sample` positions drawn (Python's `random.Random(seed)`) is searched to
`--depth` on a fresh game; those whose score from White's side lies within `--low..=--high`
centipawns (as the judge reports it) are written out, one FEN a line, in the order drawn, after a
comment line that says how they were chosen. `--jobs` searches that many positions at once.
"""

import argparse
import concurrent.futures
import os
import random
import sys
import threading

import chess
import chess.engine

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
from match import read_fens  # noqa: E402  (the EPD reader the matches use)


def read_line_ends(path):
    """The position at the end of each opening line of a PGN file (one movetext line a game)."""
    fens = []
    with open(path) as lines:
        for number, line in enumerate(lines, 1):
            line = line.strip()
            if not line or line.startswith("["):
                continue
            board = chess.Board()
            try:
                for word in line.split():
                    if word.rstrip(".").isdigit() or word in ("*", "1-0", "0-1", "1/2-1/2"):
                        continue
                    board.push_san(word.split(".")[-1])
            except ValueError as error:
                raise ValueError(f"{path}:{number}: not an opening line ({error})") from None
            fens.append(board.fen())
    return list(dict.fromkeys(fens))  # each position once, in the order first met


def main():
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    source = parser.add_mutually_exclusive_group(required=True)
    source.add_argument("--epd", help="the openings to choose from")
    source.add_argument("--pgn", help="opening lines, one movetext line a game: their end positions")
    parser.add_argument("--out", required=True, help="the EPD file to write")
    parser.add_argument("--sample", type=int, default=16000, help="positions to judge")
    parser.add_argument("--seed", type=int, default=1, help="which positions are drawn")
    parser.add_argument("--depth", type=int, default=12, help="the judge's search depth")
    parser.add_argument("--low", type=int, default=80, help="least White advantage kept, centipawns")
    parser.add_argument("--high", type=int, default=130, help="largest White advantage kept, centipawns")
    parser.add_argument("--judge", default="/usr/games/stockfish", help="the UCI engine that judges")
    parser.add_argument("--jobs", type=int, default=2, help="positions searched at once")
    args = parser.parse_args()
    if args.sample < 1 or args.depth < 1 or args.jobs < 1 or args.low > args.high:
        parser.error("--sample, --depth and --jobs take positive numbers, and --low may not pass --high")

    try:
        fens = read_fens(args.epd) if args.epd else read_line_ends(args.pgn)
    except (OSError, ValueError) as error:
        parser.error(str(error))
    drawn = random.Random(args.seed).sample(fens, min(args.sample, len(fens)))
    local = threading.local()
    engines = []
    lock = threading.Lock()

    def judge(fen):
        """White's score in centipawns, or None for a mate score."""
        if not hasattr(local, "engine"):
            local.engine = chess.engine.SimpleEngine.popen_uci(args.judge)
            with lock:
                engines.append(local.engine)
        info = local.engine.analyse(chess.Board(fen), chess.engine.Limit(depth=args.depth), game=object())
        return info["score"].white().score()

    try:
        with concurrent.futures.ThreadPoolExecutor(max_workers=args.jobs) as pool:
            scores = list(pool.map(judge, drawn))
    finally:
        for engine in engines:
            engine.quit()
    kept = [fen for fen, score in zip(drawn, scores) if score is not None and args.low <= score <= args.high]
    with open(args.out, "w") as out:
        out.write(
            f"# {len(kept)} of {len(drawn)} positions drawn from {args.epd or args.pgn} (seed {args.seed}) that {args.judge}"
            f" at depth {args.depth} scores {args.low} to {args.high} cp for White\n"
        )
        for fen in kept:
            out.write(fen + "\n")
    print(f"kept {len(kept)} of {len(drawn)} positions in {args.out}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
