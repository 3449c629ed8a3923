"""Hetman's Syzygy probes against python-chess's own prober (chess.syzygy), an independent reading
of the same files: WDL and DTZ of random legal positions of every material set in the folder,
with positions where the side to move is in check and positions with an en passant capture.

    python3 syzygy_compare.py HETMAN TABLE_FOLDER [POSITIONS_PER_SET] [SEED]

Prints 'syzygy compare: N positions (C in check, E with en passant), D disagreements' and
exits 1 on any disagreement.
"""
import os
import random
import subprocess
import sys

import chess
import chess.syzygy

from syzygy_positions import place

hetman, folder = sys.argv[1], sys.argv[2]
per_set = int(sys.argv[3]) if len(sys.argv) > 3 else 100
rng = random.Random(int(sys.argv[4]) if len(sys.argv) > 4 else 1)



def random_position(white, black):
    """A random legal position with these pieces, no castling, fifty-move counter 0."""
    while True:
        board = place(rng, white, black)
        board.turn = rng.choice([chess.WHITE, chess.BLACK])
        if board.is_valid():
            return board


def en_passant_position(white, black):
    """A legal position of these pieces (a pawn on each side at least) where the side to move
    may capture en passant: an enemy pawn has just made its double step beside one of ours."""
    for _ in range(10000):
        mover = rng.choice([chess.WHITE, chess.BLACK])
        file = rng.randrange(8)
        beside = file + rng.choice([-1, 1])
        if not 0 <= beside < 8:
            continue
        rank = 4 if mover == chess.WHITE else 3
        ours, theirs = chess.square(beside, rank), chess.square(file, rank)
        board = chess.Board(None)
        board.set_piece_at(ours, chess.Piece(chess.PAWN, mover))
        board.set_piece_at(theirs, chess.Piece(chess.PAWN, not mover))
        rest = {chess.WHITE: list(white), chess.BLACK: list(black)}
        rest[mover].remove("P")
        rest[not mover].remove("P")
        behind, start = chess.square(file, rank + (1 if mover == chess.WHITE else -1)), \
            chess.square(file, rank + (2 if mover == chess.WHITE else -2))
        free = [sq for sq in range(64) if sq not in (ours, theirs, behind, start)]
        place(rng, rest[chess.WHITE], rest[chess.BLACK], board, free)
        board.turn = mover
        board.ep_square = behind
        if board.is_valid() and board.has_legal_en_passant():
            return board
    return None


sets = sorted({name[:-5] for name in os.listdir(folder) if name.endswith(".rtbw")})
boards = []
for material in sets:
    white, black = material.split("v")
    boards += [random_position(white, black) for _ in range(per_set)]
    if "P" in white and "P" in black:
        boards += [b for b in (en_passant_position(white, black) for _ in range(per_set)) if b]

fens = [board.fen() for board in boards]
run = subprocess.run([hetman, "syzygy", "--path", folder], input="\n".join(fens) + "\n",
                     capture_output=True, text=True, check=True)
answers = run.stdout.splitlines()
assert len(answers) == len(fens), (len(answers), len(fens), run.stderr)

disagreements = impossible = corrected = 0
with chess.syzygy.open_tablebase(folder) as tables:
    for board, fen, answer in zip(boards, fens, answers):
        # Hetman's FEN check refuses checks no move can give (two knights, a pawn and a knight),
        # which python-chess accepts: those positions cannot arise in a game.
        if answer.startswith("error: bad FEN") and len(board.checkers()) >= 2:
            impossible += 1
            continue
        wdl = tables.probe_wdl(board)
        dtz = tables.probe_dtz(board)
        expected = f"{wdl} {dtz}"
        # Where Hetman corrected its prober (a double step answered by en passant), its DTZ is
        # the best move's, which may be one less than the table's rounded value.
        if answer.endswith(" (from the moves)"):
            corrected += 1
            got_wdl, got_dtz = answer.split()[:2]
            if got_wdl == str(wdl) and abs(int(got_dtz) - dtz) <= 1:
                continue
        if answer != expected:
            disagreements += 1
            if disagreements <= 10:
                print(f"disagree: {fen}: hetman '{answer}', python-chess '{expected}'")

in_check = sum(board.is_check() for board in boards) - impossible
en_passant = sum(board.has_legal_en_passant() for board in boards)
print(f"syzygy compare: {len(boards) - impossible} positions ({in_check} in check, {en_passant} with en passant) "
      f"of {len(sets)} material sets, {disagreements} disagreements; {impossible} refused by Hetman as "
      f"impossible double checks; {corrected} DTZ read from the moves")
sys.exit(1 if disagreements else 0)
