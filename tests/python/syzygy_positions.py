"""Random placements of a material set, shared by the Syzygy comparison and game scripts."""
import chess

PIECES = {"K": chess.KING, "Q": chess.QUEEN, "R": chess.ROOK, "B": chess.BISHOP, "N": chess.KNIGHT, "P": chess.PAWN}


def place(rng, white, black, board=None, free=range(64)):
    """`board` (an empty one by default, white to move) with the pieces named by the letters of
    `white` and `black` put on squares of `free` drawn by `rng`; not checked for legality."""
    board = board if board is not None else chess.Board(None)
    squares = rng.sample(free, len(white) + len(black))
    for letters, color in ((white, chess.WHITE), (black, chess.BLACK)):
        for letter in letters:
            board.set_piece_at(squares.pop(), chess.Piece(PIECES[letter], color))
    return board
