#!/usr/bin/env python3
"""Finds the move that lost each game an engine lost: every position of the game is scored by a
stronger engine (full-strength Stockfish by default) at a fixed depth, and the loser's move after
which its standing fell most is reported. A summary then says how many games were lost from a
level position by one such move, with queens on or off, and by move number.

    python3 tools/losses.py games.pgn --engine main [--depth 12] [--judge /usr/games/stockfish]

Each line of output is one lost game: the fall in centipawns, the score before and after (the
loser's side), the move, and the position before it, so that the worst can be searched again.
"""

import argparse
import collections
import statistics
from typing import NamedTuple

import chess
import chess.engine
import chess.pgn

LEVEL = -80  # a position at least this good for the loser counts as level
DECIDED = -500  # after this, the game is lost and later moves tell nothing


class Loss(NamedTuple):
    """The loser's costliest move in one game, in centipawns from the loser's side."""

    fall: int
    before: int
    after: int
    move: str
    fen: str


def lost_by(game, name):
    """The colour `name` played in `game` if it lost the game, else None."""
    white, black, result = game.headers["White"], game.headers["Black"], game.headers["Result"]
    if white == name and result == "0-1":
        return chess.WHITE
    if black == name and result == "1-0":
        return chess.BLACK
    return None


def worst_move(game, loser, judge, depth):
    """The loser's costliest `Loss` in `game`, or None if it made no move."""

    def score(board):
        info = judge.analyse(board, chess.engine.Limit(depth=depth))
        return info["score"].pov(loser).score(mate_score=3000)

    board = game.board()
    before = score(board)
    worst = None
    for move in game.mainline_moves():
        mover, fen = board.turn, board.fen()
        board.push(move)
        after = score(board)
        if mover == loser and (worst is None or before - after > worst[0]):
            worst = Loss(before - after, before, after, move.uci(), fen)
        before = after
        if after < DECIDED:
            break
    return worst


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("pgn")
    parser.add_argument("--engine", required=True, help="the engine's name in the PGN's White/Black tags")
    parser.add_argument("--depth", type=int, default=12)
    parser.add_argument("--judge", default="/usr/games/stockfish")
    args = parser.parse_args()

    judge = chess.engine.SimpleEngine.popen_uci(args.judge)
    judge.configure({"Threads": 1, "Hash": 64})
    worst = []
    with open(args.pgn) as pgn:
        while (game := chess.pgn.read_game(pgn)) is not None:
            loser = lost_by(game, args.engine)
            if loser is None:
                continue
            found = worst_move(game, loser, judge, args.depth)
            if found:
                worst.append(found)
                print(f"{found.fall:5} {found.before:6} -> {found.after:6}  {found.move}  {found.fen}", flush=True)
    judge.quit()

    level = [loss for loss in worst if loss.before >= LEVEL]
    print(f"\n{len(worst)} games lost; in {len(level)} the costliest move came from a level position", end="")
    if not level:
        print()
        return
    boards = [chess.Board(loss.fen) for loss in level]
    with_queens = sum(1 for board in boards if all(board.pieces(chess.QUEEN, side) for side in chess.COLORS))
    print(f" (median fall {statistics.median(loss.fall for loss in level)} cp, {with_queens} with both queens on)")
    by_move = collections.Counter(board.fullmove_number // 10 * 10 for board in boards)
    print("by move number:", ", ".join(f"{m}-{m + 9}: {n}" for m, n in sorted(by_move.items())))


if __name__ == "__main__":
    main()
