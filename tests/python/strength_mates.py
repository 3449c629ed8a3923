"""Every strength level of Hetman mates a bare king with a queen or a rook, without tablebases,
against a defender that plays the tablebase's best move (the longest resistance).

    python3 strength_mates.py HETMAN TABLE_FOLDER [GAMES_PER_SET] [SEED]

For `UCI_Elo` 1000, 1600, 2200 and 2700 and `Skill Level` 0, from random won KQvK and KRvK
positions, the engine plays on a clock of 5 s + 0.1 s and must mate within the fifty-move rule. Prints a
line per level and 'strength mates: M of N'.
"""
import random
import sys

import chess
import chess.engine
import chess.syzygy

from syzygy_positions import play_out, random_start

hetman, folder = sys.argv[1], sys.argv[2]
games = int(sys.argv[3]) if len(sys.argv) > 3 else 2
rng = random.Random(int(sys.argv[4]) if len(sys.argv) > 4 else 1)
LEVELS = [{"UCI_LimitStrength": True, "UCI_Elo": elo} for elo in (1000, 1600, 2200, 2700)]
LEVELS.append({"UCI_LimitStrength": False, "Skill Level": 0})
# The clock each move is searched on (the same every move, as before a game's first move).
CLOCK = chess.engine.Limit(white_clock=5, black_clock=5, white_inc=0.1, black_inc=0.1)


mated = total = 0
with chess.syzygy.open_tablebase(folder) as tables, chess.engine.SimpleEngine.popen_uci(hetman) as engine:
    for level in LEVELS:
        engine.configure(level)
        won = longest = 0
        for material in ("KQvK", "KRvK"):
            for _ in range(games):
                engine.configure({"Clear Hash": None})
                board = random_start(rng, material, 2, tables)
                fen = board.fen()
                result, plies = play_out(engine, board, tables, CLOCK)
                longest = max(longest, plies)
                won += result == "1-0"
                if result != "1-0":
                    print(f"{level} {material} from {fen}: {result} after {plies} plies ({board.fen()})")
        print(f"{level}: {won} of {2 * games} mated, longest {longest} plies")
        mated, total = mated + won, total + 2 * games
print(f"strength mates: {mated} of {total}")
sys.exit(0 if mated == total else 1)
