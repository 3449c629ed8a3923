"""Compares `hetman book probe` with python-chess's Polyglot reader on positions reached by book moves.

Usage: polyglot_compare.py HETMAN BOOK MAX_POSITIONS. Walks the book breadth-first from the start
position; at each position both readers must list the same (move, weight) pairs. Prints
`compared N positions` last; any difference raises.
"""

import collections
import subprocess
import sys

import chess
import chess.polyglot


def ours(hetman, book, board):
    output = subprocess.run(
        [hetman, "book", "probe", "--book", book, "--fen", board.fen()], capture_output=True, text=True, check=True
    ).stdout
    lines = output.splitlines()
    assert lines[0].startswith(f"key {chess.polyglot.zobrist_hash(board):016x}:"), (lines[0], board.fen())
    moves = []
    for line in lines[1:]:
        words = line.split()
        moves.append((words[0], int(words[words.index("weight") + 1])))
    return sorted(moves)


def main(hetman, book, limit):
    compared = 0
    queue = collections.deque([chess.Board()])
    seen = set()
    with chess.polyglot.open_reader(book) as reader:
        while queue and compared < limit:
            board = queue.popleft()
            key = chess.polyglot.zobrist_hash(board)
            if key in seen:
                continue
            seen.add(key)
            theirs = sorted((entry.move.uci(), entry.weight) for entry in reader.find_all(board, minimum_weight=0))
            mine = ours(hetman, book, board)
            assert mine == theirs, (board.fen(), mine, theirs)
            compared += 1
            for move, _ in theirs:
                child = board.copy()
                child.push_uci(move)
                queue.append(child)
    print(f"compared {compared} positions")


if __name__ == "__main__":
    main(sys.argv[1], sys.argv[2], int(sys.argv[3]))
