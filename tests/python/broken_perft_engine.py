"""A UCI engine with a deliberately broken move generator, for testing `hetman perft-diff`.

It answers `position` and `go perft N` (divide lines `move: count`, then `Nodes searched: N`)
from python-chess's generator, less the moves of one planted bug, given as the argument:

  knight-promotions  never promotes to a knight
  en-passant         never captures en passant

Usage: python3 broken_perft_engine.py BUG
"""

import sys

import chess

BUGS = {
    "knight-promotions": lambda board, move: move.promotion == chess.KNIGHT,
    "en-passant": lambda board, move: board.is_en_passant(move),
}


def moves(board, dropped):
    return [move for move in board.legal_moves if not dropped(board, move)]


def count(board, depth, dropped):
    if depth == 1:
        return len(moves(board, dropped))
    total = 0
    for move in moves(board, dropped):
        board.push(move)
        total += count(board, depth - 1, dropped)
        board.pop()
    return total


def main():
    dropped = BUGS[sys.argv[1]]
    board = chess.Board()
    for line in sys.stdin:
        words = line.split()
        if not words:
            continue
        if words[0] == "uci":
            print("id name broken-perft", flush=True)
            print("uciok", flush=True)
        elif words[0] == "isready":
            print("readyok", flush=True)
        elif words[0] == "position":
            rest = line.split(None, 1)[1]
            fen, _, played = rest.partition(" moves ")
            fen = fen.strip()
            board = chess.Board() if fen == "startpos" else chess.Board(fen.removeprefix("fen").strip())
            for move in played.split():
                board.push_uci(move)
        elif words[:2] == ["go", "perft"]:
            depth = int(words[2])
            total = 0
            for move in moves(board, dropped):
                board.push(move)
                below = 1 if depth == 1 else count(board, depth - 1, dropped)
                board.pop()
                total += below
                print(f"{move.uci()}: {below}")
            print()
            print(f"Nodes searched: {total}", flush=True)
        elif words[0] == "quit":
            break


if __name__ == "__main__":
    main()
