#!/usr/bin/env python3
"""Relabel tuning data with a stronger teacher: another UCI engine's search score.

Reads a data file in the `hetman datagen` format (`FEN | result | score`), searches every K-th
position with the given UCI engine (Stockfish by default) for a fixed number of nodes, and writes
the position with the same game result and the teacher's score in centipawns from white's side.
Positions the teacher scores as mate are dropped, as `hetman relabel` drops decided ones.

The teacher's centipawns need not be on Hetman's scale: `hetman tune --lambda` turns a score into
an expected result with the K fitted to Hetman's own evaluation. So the scores are multiplied by
`--scale`, and `--fit-scale` prints the factor that makes the teacher's scores predict the game
results best under that K (run it on a labelled file, then relabel with the factor, or rescale).

    python3 tools/sf_label.py --data IN --out OUT [--nodes 2000] [--workers 2] [--every 1]
    python3 tools/sf_label.py --fit-scale LABELLED --k 1.29
"""

import argparse
import math
import multiprocessing
import subprocess
import sys


class Teacher:
    """One UCI engine process that scores positions by a fixed-node search.

    A bare UCI client rather than python-chess's `chess.engine` (which `match.py` uses): at 2,000
    nodes a position, python-chess's round trip made labelling 1.6 times slower (4,000 positions
    in 12.8-13.7 s against 8.0-8.3 s, two workers), with the same scores.
    """

    def __init__(self, command, nodes, hash_mb):
        self.nodes = nodes
        self.process = subprocess.Popen(
            command, stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1
        )
        self.send("uci")
        self.wait_for("uciok")
        self.send(f"setoption name Hash value {hash_mb}")
        self.send("setoption name Threads value 1")
        self.send("isready")
        self.wait_for("readyok")

    def send(self, line):
        self.process.stdin.write(line + "\n")

    def wait_for(self, token):
        for line in self.process.stdout:
            if line.startswith(token):
                return
        raise RuntimeError(f"the teacher stopped before '{token}'")

    def new_game(self):
        """Clears the teacher's table and histories, so a chunk's scores do not depend on which
        chunks the same process labelled before it."""
        self.send("ucinewgame")
        self.send("isready")
        self.wait_for("readyok")

    def score(self, fen):
        """The teacher's score for the side to move in centipawns, or None for a mate score."""
        self.send(f"position fen {fen}")
        self.send(f"go nodes {self.nodes}")
        score = None
        for line in self.process.stdout:
            if line.startswith("bestmove"):
                return score
            words = line.split()
            if "score" in words:
                at = words.index("score")
                kind, value = words[at + 1 : at + 3]
                score = int(value) if kind == "cp" else None
        raise RuntimeError("the teacher stopped in the middle of a search")


# The teacher of this worker process, started once by `start_teacher` and used for every chunk.
# It is not told to quit: the pool ends its workers, and the teacher quits when its input closes.
teacher = None


def start_teacher(command, nodes, hash_mb):
    """Pool initializer: opens this worker's teacher."""
    global teacher
    teacher = Teacher(command, nodes, hash_mb)


def label_chunk(job):
    """Labels one chunk of data lines; returns the relabelled lines in the same order."""
    lines, scale = job
    teacher.new_game()
    out = []
    for line in lines:
        fen, result = [field.strip() for field in line.split("|")[:2]]
        score = teacher.score(fen)
        if score is None:
            continue
        white = score if fen.split()[1] == "w" else -score
        out.append(f"{fen} | {result} | {round(white * scale)}")
    return out


def data_lines(path, every):
    """The data lines of a file (comments and blank lines skipped), every `every`-th one."""
    with open(path) as f:
        lines = [line.strip() for line in f if line.strip() and not line.startswith("#")]
    return lines[::every]


def relabel(args):
    lines = data_lines(args.data, args.every)
    chunk = 2000
    jobs = [(lines[i : i + chunk], args.scale) for i in range(0, len(lines), chunk)]
    written = 0
    teacher_args = ([args.engine], args.nodes, args.hash)
    with open(args.out, "w") as out, multiprocessing.Pool(args.workers, start_teacher, teacher_args) as pool:
        for done, labelled in enumerate(pool.imap(label_chunk, jobs), start=1):
            out.write("".join(line + "\n" for line in labelled))
            out.flush()
            written += len(labelled)
            print(f"\r{done}/{len(jobs)} chunks, {written} positions written", end="", file=sys.stderr)
    print(file=sys.stderr)


def expected(k, centipawns):
    """Hetman's tuner's expected result for a score: 1 / (1 + 10^(-k * score / 400))."""
    return 1.0 / (1.0 + math.pow(10.0, -k * centipawns / 400.0))


def fit_scale(args):
    pairs = []
    for line in data_lines(args.fit_scale, 1):
        fields = [field.strip() for field in line.split("|")]
        pairs.append((float(fields[1]), int(fields[2])))

    def error(scale):
        return sum((result - expected(args.k, scale * score)) ** 2 for result, score in pairs) / len(pairs)

    low, high = 0.05, 5.0
    for _ in range(60):  # golden-section search: the error is unimodal in the scale
        a, b = low + (high - low) * 0.382, low + (high - low) * 0.618
        if error(a) < error(b):
            high = b
        else:
            low = a
    best = (low + high) / 2
    print(f"{len(pairs)} positions: scale {best:.4f}, error {error(best):.6f} (at scale 1: {error(1.0):.6f})")


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--data", help="data file to relabel")
    parser.add_argument("--out", help="where to write the relabelled data")
    parser.add_argument("--engine", default="/usr/games/stockfish", help="the teacher's command")
    parser.add_argument("--nodes", type=int, default=2000, help="nodes per position")
    parser.add_argument("--hash", type=int, default=16, help="teacher's table in MB")
    parser.add_argument("--workers", type=int, default=2, help="teacher processes")
    parser.add_argument("--every", type=int, default=1, help="label every K-th position")
    parser.add_argument("--scale", type=float, default=1.0, help="factor applied to the teacher's scores")
    parser.add_argument("--fit-scale", metavar="LABELLED", help="fit the scale on a labelled file")
    parser.add_argument("--k", type=float, default=1.29, help="Hetman's K, for --fit-scale")
    args = parser.parse_args()
    if args.fit_scale:
        fit_scale(args)
    elif args.data and args.out:
        relabel(args)
    else:
        parser.error("give --data and --out, or --fit-scale")


if __name__ == "__main__":
    main()
