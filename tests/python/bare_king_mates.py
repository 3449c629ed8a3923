"""Hetman at full strength, without tablebases, mates a bare king with a queen, a rook, two bishops
and a bishop and a knight, against a defender that plays the tablebase's best move (the longest
resistance).

    python3 bare_king_mates.py HETMAN TABLE_FOLDER [GAMES_PER_SET] [NODES] [SEED]

From GAMES_PER_SET random won positions of each set (white to move), the engine searches NODES
nodes a move (20,000 by default: a hundredth of a second's worth, far less than a game's last
moves get) and must mate within the fifty-move rule and without repeating a position three times.
Prints a line per set and 'bare king mates: M of N'; the exit status is 0 either way.
"""
import random
import sys

import chess
import chess.engine
import chess.syzygy

from syzygy_positions import play_out, random_start

hetman, folder = sys.argv[1], sys.argv[2]
games = int(sys.argv[3]) if len(sys.argv) > 3 else 4
nodes = int(sys.argv[4]) if len(sys.argv) > 4 else 20_000
rng = random.Random(int(sys.argv[5]) if len(sys.argv) > 5 else 1)
SETS = ("KQvK", "KRvK", "KBBvK", "KBNvK")


mated = total = 0
with chess.syzygy.open_tablebase(folder) as tables, chess.engine.SimpleEngine.popen_uci(hetman) as engine:
    for material in SETS:
        won = longest = 0
        for _ in range(games):
            engine.configure({"Clear Hash": None})
            board = random_start(rng, material, 2, tables)
            fen = board.fen()
            result, plies = play_out(engine, board, tables, chess.engine.Limit(nodes=nodes))
            longest = max(longest, plies)
            won += result == "1-0"
            if result != "1-0":
                print(f"{material} from {fen}: {result} after {plies} plies ({board.fen()})")
        print(f"{material}: {won} of {games} mated, longest {longest} plies", flush=True)
        mated, total = mated + won, total + games
print(f"bare king mates: {mated} of {total}")
