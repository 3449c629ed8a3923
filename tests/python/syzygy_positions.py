"""Random placements of a material set and a tablebase defender, shared by the Syzygy comparison
and game scripts and the strength levels' mating test."""
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


def random_start(rng, material, want, tables):
    """A random legal position of `material` drawn by `rng`, white to move, whose WDL for white
    is `want` by `tables`."""
    white, black = material.split("v")
    while True:
        board = place(rng, white, black)
        if board.is_valid() and not board.is_game_over() and tables.probe_wdl(board) == want:
            return board


def defend(board, tables):
    """The defender's move: the best result for it, then the longest resistance."""
    def value(move):
        board.push(move)
        try:
            if board.is_checkmate():
                return (-3, 0)  # seen from the side that just moved: being mated next is worst
            wdl = -tables.probe_wdl(board)
            dtz = abs(tables.probe_dtz(board))
            return (wdl, dtz if wdl < 0 else -dtz)
        finally:
            board.pop()
    return max(board.legal_moves, key=value)


def play_out(engine, board, tables, limit):
    """Plays the game out, the engine as white searching with `limit` (a chess.engine.Limit),
    the tablebase defender as black, until the game ends or a draw can be claimed; returns the
    result string and the plies."""
    plies = 0
    while not board.is_game_over(claim_draw=True):
        if board.turn == chess.WHITE:
            move = engine.play(board, limit).move
        else:
            move = defend(board, tables)
        board.push(move)
        plies += 1
    return board.result(claim_draw=True), plies
