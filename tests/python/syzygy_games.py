"""Hetman with Syzygy tables converts won endgames and holds drawn ones, against a defender that
plays the tablebase's best move (python-chess's prober: the result it keeps best, then the
longest distance to zeroing when losing).

    python3 syzygy_games.py HETMAN TABLE_FOLDER [GAMES_PER_SET] [SEED] [NODES]

From random positions of KQvK, KRvK, KBNvK and KPvK that the tables call won for Hetman's side,
every game must be won within the fifty-move rule; from random drawn positions of KRvKR and
KQvKQ, none may be lost. Prints one line per set and 'syzygy games: W of N won, D of M held'.
"""
import random
import sys

import chess
import chess.engine
import chess.syzygy

from syzygy_positions import play_out, random_start

hetman, folder = sys.argv[1], sys.argv[2]
games = int(sys.argv[3]) if len(sys.argv) > 3 else 4
rng = random.Random(int(sys.argv[4]) if len(sys.argv) > 4 else 1)
nodes = int(sys.argv[5]) if len(sys.argv) > 5 else 3000


won = total_won = held = total_held = 0
with chess.syzygy.open_tablebase(folder) as tables, chess.engine.SimpleEngine.popen_uci(hetman) as engine:
    engine.configure({"SyzygyPath": folder, "Hash": 16})
    for material, want, goal in [("KQvK", 2, "1-0"), ("KRvK", 2, "1-0"), ("KBNvK", 2, "1-0"), ("KPvK", 2, "1-0"),
                                 ("KRvKR", 0, "1/2-1/2"), ("KQvKQ", 0, "1/2-1/2")]:
        reached = 0
        longest = 0
        for _ in range(games):
            engine.configure({"Clear Hash": None})
            board = random_start(rng, material, want, tables)
            fen = board.fen()
            result, plies = play_out(engine, board, tables, chess.engine.Limit(nodes=nodes))
            longest = max(longest, plies)
            ok = result == goal or (goal == "1/2-1/2" and result == "1-0")
            reached += ok
            if not ok:
                print(f"{material} from {fen}: {result} after {plies} plies ({board.fen()})")
        print(f"{material}: {reached} of {games} {'won' if want == 2 else 'held'}, longest {longest} plies")
        if want == 2:
            won, total_won = won + reached, total_won + games
        else:
            held, total_held = held + reached, total_held + games
print(f"syzygy games: {won} of {total_won} won, {held} of {total_held} held")
sys.exit(0 if won == total_won and held == total_held else 1)
