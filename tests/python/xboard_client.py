"""python-chess as an xboard (CECP) client: analyses with Hetman and plays a game against it.

Run by tests/integration/python_client.rs with the engine's path as the only argument. Any failure raises.
"""

import random
import sys

import chess
import chess.engine


def main(path):
    with chess.engine.SimpleEngine.popen_xboard([path], timeout=30) as engine:
        assert engine.id["name"].startswith("Hetman"), engine.id
        engine.configure({"memory": 32, "cores": 2})

        board = chess.Board("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3")
        info = engine.analyse(board, chess.engine.Limit(depth=7))
        assert info["pv"][0] in board.legal_moves, info
        assert info["score"].relative.score() is not None, info

        mate = chess.Board("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1")
        result = engine.play(mate, chess.engine.Limit(time=0.5))
        assert result.move == chess.Move.from_uci("d1d8"), result

        rng = random.Random(11)
        board = chess.Board()
        clock = 3.0
        while not board.is_game_over(claim_draw=True) and board.ply() < 80:
            if board.turn == chess.BLACK:
                limit = chess.engine.Limit(white_clock=3.0, black_clock=clock, black_inc=0.02)
                result = engine.play(board, limit, game=1)
                assert result.move in board.legal_moves, result
                board.push(result.move)
            else:
                board.push(rng.choice(list(board.legal_moves)))
        outcome = board.outcome(claim_draw=True)
        assert outcome is None or outcome.winner == chess.BLACK, outcome
    print(f"python-chess xboard client: {board.ply()} plies, result {board.result(claim_draw=True)}")


if __name__ == "__main__":
    main(sys.argv[1])
