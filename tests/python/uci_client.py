"""A real UCI client, python-chess, analyses with Hetman and plays a game against it.

Run by tests/integration/python_client.rs with the engine's path as the only argument. Any failure raises.
"""

import random
import sys

import chess
import chess.engine


def main(path):
    with chess.engine.SimpleEngine.popen_uci([path], timeout=30) as engine:
        assert engine.id["name"].startswith("Hetman"), engine.id
        for option in ("Hash", "Threads", "MultiPV", "Move Overhead", "Contempt", "Ponder", "UCI_Chess960", "Clear Hash"):
            assert option in engine.options, f"option {option} missing"
        engine.configure({"Hash": 32, "Threads": 2})

        # Analysis: one line with score and pv, then three lines with MultiPV.
        board = chess.Board("r1bqkbnr/pppp1ppp/2n5/4p3/4P3/5N2/PPPP1PPP/RNBQKB1R w KQkq - 2 3")
        info = engine.analyse(board, chess.engine.Limit(depth=8))
        assert info["depth"] == 8 and info["pv"][0] in board.legal_moves, info
        assert info["score"].relative.score() is not None
        lines = engine.analyse(board, chess.engine.Limit(depth=6), multipv=3)
        assert len(lines) == 3 and len({line["pv"][0] for line in lines}) == 3, lines

        # A forced mate is reported as one.
        mate = chess.Board("6k1/5ppp/8/8/8/8/5PPP/3R2K1 w - - 0 1")
        info = engine.analyse(mate, chess.engine.Limit(depth=4))
        assert info["score"].relative == chess.engine.Mate(1), info["score"]

        # Streaming analysis, stopped by the client.
        with engine.analysis(chess.Board()) as analysis:
            for info in analysis:
                if info.get("depth", 0) >= 6:
                    break
        # A game: the engine plays white on a clock, a seeded random mover plays black.
        rng = random.Random(7)
        board = chess.Board()
        clock = 2.0
        while not board.is_game_over(claim_draw=True) and board.ply() < 80:
            if board.turn == chess.WHITE:
                result = engine.play(board, chess.engine.Limit(white_clock=clock, black_clock=2.0, white_inc=0.02), game=1)
                assert result.move in board.legal_moves, result
                board.push(result.move)
            else:
                board.push(rng.choice(list(board.legal_moves)))
        assert board.ply() >= 20 or board.is_checkmate(), board.ply()
        # Against a random mover the engine wins or stays far ahead.
        outcome = board.outcome(claim_draw=True)
        assert outcome is None or outcome.winner == chess.WHITE, outcome
    print(f"python-chess client: {board.ply()} plies, result {board.result(claim_draw=True)}")


if __name__ == "__main__":
    main(sys.argv[1])
