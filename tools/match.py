#!/usr/bin/env python3
"""Plays matches between chess engines (UCI or xboard) and reports the result with an Elo interval.

The first engine plays every other engine (a gauntlet; with two engines, a plain match). Openings
come from an EPD file, each played twice with the colours swapped. The tool keeps the clocks: an
engine that overruns its clock loses on time, one that sends an illegal move or dies loses by that.
A UCI engine's clock runs from the moment its `go` is sent (or, pondering, from the opponent's move)
to the moment its `bestmove` arrives, as python-chess sends and reads them, so that delays of the
tool's own threads are not charged to it; an xboard engine's, around python-chess's play().

    python3 tools/match.py \\
        --engine name=hetman cmd=target/release/hetman \\
        --engine name=sjeng cmd=/usr/games/sjeng proto=xboard \\
        --tc 10+0.1 --games 200 --concurrency 2 --pgn sjeng.pgn

Engine fields: name=, cmd= (the program), arg= (repeatable), proto=uci|xboard, option.NAME=VALUE,
ponder=on|off (UCI only; default off).

With ponder=on the engine gets `setoption name Ponder value true` and ponders on the opponent's time
as a GUI makes it (python-chess's play(..., ponder=True)): after each of its moves it is sent
`go ponder` on the position after its expected reply (the `ponder` move of its `bestmove`); if the
opponent plays that move, it is sent `ponderhit` (a ponder hit), otherwise `stop`, and then a fresh
`go` (a ponder miss). Its clock, like a real one, runs from the moment the opponent's move arrives
to its own `bestmove`, so the time it spends after `ponderhit` (or stopping a missed ponder search)
is its own; the opponent's clock runs while it ponders. `go ponder` carries the engine's own clock
after its move and increment as the tool keeps it, and the opponent's before its move plus its
increment (as python-chess sends it); after `ponderhit` the engine goes on with those, as UCI has
it; the fresh `go` after a miss carries its clock less the time since the opponent's move. The
summary gives each such engine's ponder hits and misses, counted from the `ponderhit` and `stop`
lines the tool sent, and any ponder search that ended with a `bestmove` before either (which UCI
does not allow). A ponder match:

    python3 tools/match.py \\
        --engine name=ponder cmd=target/release/hetman ponder=on \\
        --engine name=plain cmd=target/release/hetman \\
        --tc 1+0.01 --games 10 --concurrency 1 --openings data/openings/noob_3moves_sample.epd

--tc takes base+increment in seconds (10+0.1) or a repeating control, moves/base+increment (40/60:
60 s for each 40 moves, the base added again after each side's 40th, 80th, ... move, as
cutechess-cli's tc=40/60): a UCI engine is told the moves left in the period (`movestogo`), an
xboard engine the same in its `level`. Pondering is played with base+increment clocks only.

--log FILE writes every line sent to and received from the engines, with the time, to FILE.

--nodes N searches every move to N nodes (`go nodes N`) instead of playing on a clock, as
cutechess-cli's nodes=: the engines' speed and time management then play no part, so two builds
compare by the quality of their search alone. No clock is kept and no game is lost on time.

With --sprt the match stops early once the sequential probability ratio test decides. The test
counts game pairs (each opening with both colours: a pair scores 0, 1/2, 1, 3/2 or 2, the
pentanomial model), since the two games of an opening are not independent: the variance of the
pairs, not of single games, says how sure the result is. A stopped SPRT goes on with
--carry-pgn FILE... (the stopped runs' PGN files, from which the games and their pairs are read
again), or with --carry W D L --carry-pairs P0 P1 P2 P3 P4 (the counts its summary printed), and a
new --seed; --carry W D L alone (counts of single games, the older way) goes on with the trinomial
model of single games instead. With
--resign MOVES SCORE a game ends once both engines have agreed for MOVES moves each that one side is
SCORE centipawns ahead; with --draw MOVENUMBER MOVES SCORE, once both have scored within SCORE of
zero for MOVES moves each, from MOVENUMBER on (as cutechess-cli's -resign and -draw).
"""

import argparse
import concurrent.futures
import logging
import math
import os
import random
import sys
import threading
import time
from dataclasses import dataclass, field

import chess
import chess.engine
import chess.pgn


@dataclass
class EngineSpec:
    name: str
    command: list
    protocol: str = "uci"
    options: dict = field(default_factory=dict)
    ponder: bool = False


PONDER_VALUES = {"on": True, "off": False, "true": True, "false": False}


def parse_engine(words):
    """An EngineSpec from key=value words."""
    fields = {"arg": []}
    options = {}
    for word in words:
        key, sep, value = word.partition("=")
        if not sep:
            raise ValueError(f"engine field '{word}' is not key=value")
        if key.startswith("option."):
            if key[len("option."):].lower() == "ponder":
                raise ValueError("use ponder=on, not option.Ponder: python-chess sets the Ponder option itself")
            options[key[len("option."):]] = value
        elif key == "arg":
            fields["arg"].append(value)
        elif key == "ponder":
            if value.lower() not in PONDER_VALUES:
                raise ValueError(f"ponder must be on or off, not '{value}'")
            fields["ponder"] = PONDER_VALUES[value.lower()]
        elif key in ("name", "cmd", "proto"):
            fields[key] = value
        else:
            raise ValueError(f"unknown engine field '{key}'")
    if "cmd" not in fields:
        raise ValueError("an engine needs cmd=PROGRAM")
    protocol = fields.get("proto", "uci")
    if protocol not in ("uci", "xboard"):
        raise ValueError(f"proto must be uci or xboard, not '{protocol}'")
    ponder = fields.get("ponder", False)
    if ponder and protocol != "uci":
        raise ValueError("ponder=on is for UCI engines (the tool counts their ponderhit and stop)")
    name = fields.get("name", fields["cmd"].rsplit("/", 1)[-1])
    return EngineSpec(name, [fields["cmd"], *fields["arg"]], protocol, options, ponder)


@dataclass(frozen=True)
class TimeControl:
    """Each side's clock: `base` seconds, `increment` more after each of its moves, and with `moves`
    the base again after every `moves` of its moves (a repeating control, as `40/60` in cutechess)."""

    base: float
    increment: float = 0.0
    moves: int | None = None

    def moves_to_go(self, made):
        """The moves left in the current period of a side that has made `made` moves (None: all)."""
        return self.moves - made % self.moves if self.moves else None

    def __str__(self):
        """As a PGN's TimeControl tag writes it: `base+increment`, or `moves/base` (+increment)."""
        clock = f"{self.base:g}" + (f"+{self.increment:g}" if self.increment or not self.moves else "")
        return f"{self.moves}/{clock}" if self.moves else clock


def parse_time_control(text):
    """'10+0.1' -> 10 s and 0.1 s a move; '40/60' -> 60 s for every 40 moves ('40/60+0.5' with an
    increment too). Raises ValueError, naming the text, for anything else."""
    moves, slash, clock = text.rpartition("/")
    base, _, increment = clock.partition("+")
    try:
        control = TimeControl(float(base), float(increment or 0), int(moves) if slash else None)
    except ValueError:
        raise ValueError(f"{text!r} is no time control: give base+increment or moves/base+increment") from None
    numbers = (control.base, control.increment)
    if not all(math.isfinite(x) for x in numbers) or control.base <= 0 or control.increment < 0:
        raise ValueError(f"{text!r}: the base must be above 0 seconds and the increment at least 0")
    if control.moves is not None and control.moves < 1:
        raise ValueError(f"{text!r}: a repeating control needs at least 1 move a period")
    return control


def open_engine(spec):
    if spec.protocol == "uci":
        engine = chess.engine.SimpleEngine.popen_uci(spec.command, timeout=30)
    else:
        engine = chess.engine.SimpleEngine.popen_xboard(spec.command, timeout=30)
    options = {}
    for name, value in spec.options.items():
        if value.lower() in ("true", "false"):
            options[name] = value.lower() == "true"
        else:
            try:
                options[name] = int(value)
            except ValueError:
                options[name] = value
    if options:
        try:
            engine.configure(options)
        except Exception:
            engine.close()  # or its process outlives the match
            raise
    return engine


def shut_down(engine):
    """Asks the engine to quit, and ends its process if it will not."""
    try:
        engine.quit()
    except Exception:
        try:
            engine.close()
        except Exception:
            pass


def start_problem(spec):
    """Why the engine cannot start with its options (a missing program, an unknown option), or None.

    Checked once before the match: a mistake in the command line is not a game the engine lost, and
    would otherwise be scored as a forfeit in every game."""
    try:
        engine = open_engine(spec)
    except Exception as error:
        return str(error) or type(error).__name__
    shut_down(engine)
    return None


class UciWatch:
    """Watches the lines python-chess exchanges with a UCI engine: when its `go` was sent and its
    `bestmove` arrived (so that the clock charges the engine, not the tool's own delays), and, when it
    ponders, its ponder hits and misses, counted from the `ponderhit` and `stop` really sent.

    It also puts the tool's clock into `go ponder`, and into the fresh `go` after a miss: python-chess
    computes the engine's own time in `go ponder` from when it sent `ponderhit` (or, after a miss, its
    fresh `go`), and gives the fresh `go` the clock as it stood at the opponent's move; both leave out
    the time from the opponent's move to then, and the engine's answer to `stop`, which the tool
    charges, so the engine would be told it has more time than it has.

    The callbacks run in python-chess's event loop thread, as the lines are sent and received; the
    tool sets the watch up before play() and reads it after play() has returned."""

    def __init__(self, engine, color, increment):
        self.color, self.increment = color, increment
        self.hits = self.misses = self.unasked = 0
        self.state = None  # "search" (its own move), "ponder", "stopping" (a ponder search), or None
        self.clock = None  # the tool's clock for the engine before this move
        self.started = None  # when this move's clock started, if before its `go` (the opponent's move)
        self.go_at = None  # when the last `go` of its own move was sent
        self.moved_at = None  # when the `bestmove` of its own move arrived
        protocol = engine.protocol
        send_line, line_received = protocol.send_line, protocol._line_received

        def sent(line):
            if line.startswith("go ponder"):
                self.state = "ponder"
                line = self._with_own_clock(line)
            elif line.startswith("go"):
                self.state, self.go_at = "search", time.monotonic()
                if self.started is not None and self.clock is not None:  # after a miss: less the time since
                    line = self._with_clock(line, self.clock - (self.go_at - self.started))
            elif line == "ponderhit" and self.state == "ponder":
                self.state = "search"
                self.hits += 1
            elif line == "stop" and self.state == "ponder":
                self.state = "stopping"
                self.misses += 1
            elif line == "quit":  # the game is over: a ponder search is neither hit nor missed
                self.state = None
            send_line(line)

        def received(line):
            if line.startswith("bestmove"):
                if self.state == "search":
                    self.moved_at = time.monotonic()
                elif self.state == "ponder":  # a ponder search that ended on its own
                    self.unasked += 1
                self.state = None
            line_received(line)

        protocol.send_line = sent
        protocol._line_received = received

    @property
    def pondering(self):
        return self.state == "ponder"

    def prepare(self, clock, started):
        """Before play(): the engine's clock, and when its move's time began if before its `go`."""
        self.clock, self.started = clock, started
        self.go_at = self.moved_at = None

    def elapsed(self):
        """After play(): the time the move took by the engine's clock, or None if not seen."""
        start = self.started if self.started is not None else self.go_at
        if start is None or self.moved_at is None:
            return None
        return self.moved_at - start

    def _with_own_clock(self, line):
        elapsed = self.elapsed()
        if self.clock is None or elapsed is None:
            return line
        return self._with_clock(line, self.clock - elapsed + self.increment)

    def _with_clock(self, line, seconds):
        """The `go` line with the engine's own clock set to `seconds`, as python-chess writes clocks."""
        words = line.split()
        key = "wtime" if self.color == chess.WHITE else "btime"
        if key in words[:-1]:
            words[words.index(key) + 1] = str(max(1, round(seconds * 1000)))
        return " ".join(words)


@dataclass
class Adjudication:
    """When a game may end before its natural end, by the engines' own scores (0 moves: never)."""

    resign_moves: int = 0
    resign_score: int = 1000
    draw_from_move: int = 0
    draw_moves: int = 0
    draw_score: int = 10

    def verdict(self, board, scores):
        """'1-0', '0-1', '1/2-1/2' or None, given each side's latest scores (centipawns, its own view)."""
        white, black = scores[chess.WHITE], scores[chess.BLACK]
        n = self.resign_moves
        if n and len(white) >= n and len(black) >= n:
            if all(s >= self.resign_score for s in white[-n:]) and all(s <= -self.resign_score for s in black[-n:]):
                return "1-0"
            if all(s <= -self.resign_score for s in white[-n:]) and all(s >= self.resign_score for s in black[-n:]):
                return "0-1"
        n = self.draw_moves
        if n and board.fullmove_number >= self.draw_from_move and len(white) >= n and len(black) >= n:
            if all(abs(s) <= self.draw_score for s in white[-n:] + black[-n:]):
                return "1/2-1/2"
        return None


@dataclass
class GameResult:
    white: str
    black: str
    result: str  # "1-0", "0-1", "1/2-1/2"
    termination: str  # "normal", "adjudication", "time forfeit", "illegal move", "crash"
    reason: str
    loser: str = None
    pgn: str = ""
    ponder: dict = field(default_factory=dict)  # engine name -> (hits, misses, unasked), for ponder=on engines

    def points(self, name):
        """What the engine called `name` scored: 1, 0.5 or 0."""
        if self.result == "1/2-1/2":
            return 0.5
        return 1.0 if (self.result == "1-0") == (self.white == name) else 0.0

    @property
    def failed(self):
        """Whether an engine lost by a failure (time forfeit, illegal move, crash) rather than in play."""
        return self.termination not in ("normal", "adjudication")


def play_game(white, black, fen, time_control, round_number, adjudication=Adjudication(), nodes=None):
    """One game; returns a GameResult. Engines are started for the game and closed after it. With
    `nodes`, every move is searched to that many nodes and no clock is kept (`time_control` unused)."""
    increment = time_control.increment
    scores = {chess.WHITE: [], chess.BLACK: []}  # each side's reported score after each of its moves
    board = chess.Board(fen)
    specs = {chess.WHITE: white, chess.BLACK: black}
    engines = {}
    watches = {}  # the UCI engines' UciWatch
    clocks = {chess.WHITE: time_control.base, chess.BLACK: time_control.base}
    moves_made = {chess.WHITE: 0, chess.BLACK: 0}
    clocks_after_moves = []  # the mover's clock after each move, for the PGN's [%clk] comments
    moved_at = None  # when the last move arrived from its engine: the moment the clocks switch
    termination, reason, result, loser = "normal", "", None, None

    def lose(color, kind, why):
        nonlocal termination, reason, result, loser
        termination, reason, loser = kind, why, specs[color].name
        result = "0-1" if color == chess.WHITE else "1-0"

    for color in (chess.WHITE, chess.BLACK):
        try:
            engines[color] = open_engine(specs[color])
        except Exception as error:  # an engine that cannot start loses
            lose(color, "crash", f"{specs[color].name} failed to start: {error}")
            break
        if specs[color].protocol == "uci":
            watches[color] = UciWatch(engines[color], color, increment)
    while result is None:
        outcome = board.outcome(claim_draw=True)
        if outcome is not None:
            result = outcome.result()
            reason = outcome.termination.name.lower().replace("_", " ")
            break
        side = board.turn
        if nodes:
            limit = chess.engine.Limit(nodes=nodes)
        else:
            limit = chess.engine.Limit(
                white_clock=max(clocks[chess.WHITE], 0.001),
                black_clock=max(clocks[chess.BLACK], 0.001),
                white_inc=increment,
                black_inc=increment,
                remaining_moves=time_control.moves_to_go(moves_made[side]),
            )
        # A pondering engine has been thinking since the opponent's move arrived: its clock runs from
        # then, as a real one would, not from the `ponderhit` or `stop` python-chess sends once the
        # tool gets here. An engine that does not ponder is idle until its `go` is sent. Either way
        # the clock stops when its `bestmove` arrives, not when the tool gets round to it (a loaded
        # machine can hold the tool's threads up for tenths of a second).
        watch = watches.get(side)
        if watch is not None:
            watch.prepare(clocks[side], moved_at if watch.pondering else None)
        called = time.monotonic()
        try:
            played = engines[side].play(
                board, limit, game=round_number, info=chess.engine.INFO_SCORE, ponder=specs[side].ponder
            )
        except chess.engine.EngineTerminatedError as error:
            lose(side, "crash", f"{specs[side].name} terminated: {error}")
            break
        except chess.engine.EngineError as error:
            lose(side, "illegal move", f"{specs[side].name}: {error}")
            break
        except TimeoutError:
            lose(side, "time forfeit", f"{specs[side].name} did not answer")
            break
        elapsed = watch.elapsed() if watch is not None else None
        if elapsed is None:  # xboard: around the call
            moved_at = time.monotonic()
            elapsed = moved_at - called
        else:
            moved_at = watch.moved_at
        if not nodes:
            clocks[side] -= elapsed
            if clocks[side] < 0:
                lose(side, "time forfeit", f"{specs[side].name} overran its clock by {-clocks[side]:.3f} s")
                break
            clocks[side] += increment
            moves_made[side] += 1
            if time_control.moves and moves_made[side] % time_control.moves == 0:  # a new period
                clocks[side] += time_control.base
        if played.move is None or played.move not in board.legal_moves:
            lose(side, "illegal move", f"{specs[side].name} played {played.move}")
            break
        board.push(played.move)
        clocks_after_moves.append(clocks[side])
        score = played.info.get("score")
        if score is None:
            scores[side].clear()  # a move without a score breaks the run of agreeing scores
        else:
            scores[side].append(score.pov(side).score(mate_score=100000))
        verdict = adjudication.verdict(board, scores)
        if verdict is not None:
            termination, result = "adjudication", verdict
            reason = "adjudicated " + ("a draw" if verdict == "1/2-1/2" else "a win") + " by the engines' scores"
    for engine in engines.values():
        shut_down(engine)
    game = chess.pgn.Game.from_board(board)
    if not nodes:
        for node, clock in zip(game.mainline(), clocks_after_moves):
            node.set_clock(clock)
    game.headers["Event"] = "hetman match"
    game.headers["Round"] = str(round_number)
    game.headers["White"] = white.name
    game.headers["Black"] = black.name
    game.headers["Result"] = result
    game.headers["TimeControl"] = str(time_control) if not nodes else "-"
    game.headers["Termination"] = termination
    if reason:
        game.comment = reason
    ponder = {specs[color].name: (w.hits, w.misses, w.unasked) for color, w in watches.items() if specs[color].ponder}
    return GameResult(white.name, black.name, result, termination, reason, loser, str(game), ponder)


Z95 = 1.959964  # the two-sided 95% quantile of the normal distribution


def elo_from_score(score):
    """The Elo difference that gives this expected score: -inf at 0, +inf at 1."""
    if score <= 0:
        return -math.inf
    if score >= 1:
        return math.inf
    return -400 * math.log10(1 / score - 1) + 0.0  # + 0.0: an even score prints as +0.0, not -0.0


def profile_log_likelihood(wins, draws, losses, score):
    """The log-likelihood of the games under the likeliest win, draw and loss rates whose expected
    score is `score` (the draw rate is the nuisance parameter: wins = score - d/2, losses = 1 - score - d/2)."""

    def log_likelihood(d):
        total = 0.0
        for count, rate in ((wins, score - d / 2), (draws, d), (losses, 1 - score - d / 2)):
            if count:
                if rate <= 0:
                    return -math.inf
                total += count * math.log(rate)
        return total

    low, high = 0.0, 2 * min(score, 1 - score)
    for _ in range(100):  # ternary search: the log-likelihood is concave in d
        a, b = low + (high - low) / 3, high - (high - low) / 3
        if log_likelihood(a) < log_likelihood(b):
            low = a
        else:
            high = b
    return log_likelihood((low + high) / 2)


def likelihood_interval(wins, draws, losses):
    """The 95% likelihood-ratio interval of the expected score: the scores whose profile likelihood is
    within chi-square(1) 3.84 / 2 of the best. It stays within [0, 1] and reaches 0 or 1 only when
    every game was lost or won."""
    n = wins + draws + losses
    score = (wins + 0.5 * draws) / n
    best = sum(count * math.log(count / n) for count in (wins, draws, losses) if count)

    def inside(x):
        return 2 * (best - profile_log_likelihood(wins, draws, losses, x)) <= Z95 * Z95

    ends = []
    for edge in (0.0, 1.0):
        if score == edge:
            ends.append(edge)
            continue
        outer, inner = edge, score  # outside and inside the interval
        for _ in range(60):
            middle = (outer + inner) / 2
            if inside(middle):
                inner = middle
            else:
                outer = middle
        ends.append(inner)
    return ends[0], ends[1]


def summary(wins, draws, losses):
    """Score, Elo and its 95% interval from the first engine's point of view: (score, elo, (low, high)).

    The estimate is the Elo of the score, and None when the score is 0% or 100% (and score and
    estimate are None with no games). The interval is the normal approximation of the score, mapped
    to Elo, as it always was; where that approximation fails (every game ended alike, so its variance
    is zero, or an end reaches 0% or 100%, as with 2/0/0 or 1/0/1), it is the likelihood-ratio
    interval instead, which bounds what the games bound and leaves open (-inf or +inf) only the side
    of a 0% or 100% score. Elo is thus never printed as the +-2400 of a score clipped to 100%.
    """
    n = wins + draws + losses
    if n == 0:
        return None, None, (-math.inf, math.inf)
    score = (wins + 0.5 * draws) / n
    variance = (wins * (1 - score) ** 2 + draws * (0.5 - score) ** 2 + losses * score**2) / n
    margin = Z95 * math.sqrt(variance / n)
    if variance > 0 and score - margin > 0 and score + margin < 1:
        low, high = score - margin, score + margin
    else:
        low, high = likelihood_interval(wins, draws, losses)
    # Why no estimate at 0% or 100%: the likeliest Elo is then infinite, so any finite number (a
    # prior's, such as half a draw added to each side) would come from the prior, not from these
    # games; the interval still says what the games bound, and shrinks as more games agree.
    elo = elo_from_score(score) if 0 < score < 1 else None
    return score, elo, (elo_from_score(low), elo_from_score(high))


def sprt_llr(wins, draws, losses, elo0, elo1):
    """Log-likelihood ratio of elo1 against elo0 (normal approximation of the trinomial GSPRT)."""
    n = wins + draws + losses
    if n == 0:
        return 0.0
    score = (wins + 0.5 * draws) / n
    variance = (wins * (1 - score) ** 2 + draws * (0.5 - score) ** 2 + losses * score**2) / n
    return normal_llr(n, score, variance, elo0, elo1)


def normal_llr(n, score, variance, elo0, elo1):
    """The SPRT's log-likelihood ratio of elo1 against elo0 for `n` independent samples (games or
    pairs) whose mean score per game is `score` and whose variance is `variance`; 0 without spread."""
    if variance <= 0:
        return 0.0
    s0 = 1 / (1 + 10 ** (-elo0 / 400))
    s1 = 1 / (1 + 10 ** (-elo1 / 400))
    return n * (s1 - s0) * (2 * score - s0 - s1) / (2 * variance)


def sprt_llr_pairs(pairs, elo0, elo1):
    """Log-likelihood ratio of elo1 against elo0 from game pairs (normal approximation of the
    pentanomial GSPRT): `pairs[k]` is the number of pairs that scored k / 2 points of 2."""
    n = sum(pairs)
    if n == 0:
        return 0.0
    score = sum(count * k / 4 for k, count in enumerate(pairs)) / n  # a pair's mean score per game
    variance = sum(count * (k / 4 - score) ** 2 for k, count in enumerate(pairs)) / n
    return normal_llr(n, score, variance, elo0, elo1)


def pair_of(round_number):
    """The opening pair a game belongs to: rounds 2i + 1 and 2i + 2 play opening i both ways."""
    return (round_number + 1) // 2


class Tally:
    """Results of the first engine against one opponent: games, and the pairs of games of one
    opening with both colours."""

    def __init__(self, opponent):
        self.opponent = opponent
        self.wins = self.draws = self.losses = 0
        self.failures = {}  # (engine, termination) -> count
        self.pairs = [0] * 5  # finished pairs by the first engine's points in them, in halves
        self.open_pairs = {}  # (run, pair) -> points of the first engine's game of a pair begun
        self.single_games_carried = False  # a --carry W D L: the pairs do not cover every game

    def add_points(self, points, pair, run=0):
        """One game of the pair `pair` of run `run` in which the first engine scored `points`."""
        if points == 0.5:
            self.draws += 1
        elif points == 1.0:
            self.wins += 1
        else:
            self.losses += 1
        begun = self.open_pairs.pop((run, pair), None)
        if begun is None:
            self.open_pairs[(run, pair)] = points
        else:
            self.pairs[round(2 * (begun + points))] += 1

    def add(self, game, hero, round_number):
        self.add_points(game.points(hero), pair_of(round_number))
        if game.failed:
            key = (game.loser, game.termination)
            self.failures[key] = self.failures.get(key, 0) + 1

    def llr(self, elo0, elo1):
        """The SPRT's log-likelihood ratio: of the pairs, unless single games were carried."""
        if self.single_games_carried:
            return sprt_llr(self.wins, self.draws, self.losses, elo0, elo1)
        return sprt_llr_pairs(self.pairs, elo0, elo1)

    def pairs_line(self):
        model = "single games (carried as W/D/L)" if self.single_games_carried else "pairs"
        counts = "/".join(str(count) for count in self.pairs)
        return f"pairs scoring 0, 1/2, 1, 3/2, 2: {counts} ({len(self.open_pairs)} unfinished); the SPRT counts {model}"

    def line(self, hero):
        score, elo, (low, high) = summary(self.wins, self.draws, self.losses)
        n = self.wins + self.draws + self.losses
        text = f"{hero} vs {self.opponent}: {n} games, W/D/L {self.wins}/{self.draws}/{self.losses}, "
        if score is None:
            text += "no score"
        elif elo is None:
            bound = f"above {low:+.1f}" if score == 1 else f"below {high:+.1f}"
            text += f"score {100 * score:.1f}%, Elo not bounded by these games, {bound} (95%)"
        else:
            text += f"score {100 * score:.1f}%, Elo {elo:+.1f} [{low:+.1f}, {high:+.1f}] (95%)"
        if self.failures:
            text += "; " + ", ".join(f"{who} {kind}: {count}" for (who, kind), count in sorted(self.failures.items()))
        else:
            text += "; no time forfeits, illegal moves or crashes"
        return text


def ponder_line(name, hits, misses, unasked):
    """The summary of a ponder=on engine's pondering."""
    text = f"{name}: ponder hits {hits}, misses {misses}"
    if hits + misses:
        text += f" ({100 * hits / (hits + misses):.1f}% hits)"
    if unasked:
        text += f"; {unasked} ponder searches ended with a bestmove before ponderhit or stop"
    return text


def carry_pgn(paths, tally, hero):
    """Adds the games of earlier runs' PGN files between `hero` and the tally's opponent; raises
    ValueError on a game of others, or a file given twice. The Round tags pair the games within a
    run; a file may hold several runs (--pgn appends), and a round number seen again in it starts
    the next run."""
    if len(set(map(os.path.realpath, paths))) != len(paths):
        raise ValueError("a file given twice")
    run = 0
    for path in paths:
        run += 1
        rounds_seen = set()
        with open(path) as file:
            while (headers := chess.pgn.read_headers(file)) is not None:
                names = {headers.get("White"), headers.get("Black")}
                if names != {hero, tally.opponent}:
                    raise ValueError(f"{path}: a game of {' and '.join(sorted(map(str, names)))}, not of these engines")
                result = headers.get("Result")
                if result not in ("1-0", "0-1", "1/2-1/2"):
                    raise ValueError(f"{path}: a game without a result ({result})")
                points = GameResult(headers["White"], headers["Black"], result, "normal", "").points(hero)
                try:
                    round_number = int(headers.get("Round", ""))
                except ValueError:
                    raise ValueError(f"{path}: a game without a round number") from None
                if round_number in rounds_seen:
                    run += 1
                    rounds_seen.clear()
                rounds_seen.add(round_number)
                tally.add_points(points, pair_of(round_number), run)


def read_fens(path):
    """The position of each line of an EPD file as a FEN (EPD lines have four fields: they get
    move counters), skipping blank lines and `#` comments; ValueError names a line that is none."""
    fens = []
    with open(path) as lines:
        for number, line in enumerate(lines, 1):
            fields = line.split(";")[0].split()
            if not fields or line.startswith("#"):
                continue
            fen = " ".join(fields[:6] if len(fields) >= 6 else fields[:4] + ["0", "1"])
            try:
                chess.Board(fen)
            except ValueError as error:
                raise ValueError(f"{path}:{number}: not a position ({error})") from None
            fens.append(fen)
    return fens


def read_openings(path, count, seed):
    """`count` openings of an EPD file, shuffled by `seed`, from the start again if it has fewer."""
    fens = read_fens(path)
    random.Random(seed).shuffle(fens)
    return [fens[i % len(fens)] for i in range(count)]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--engine", nargs="+", action="append", required=True, help="key=value fields")
    parser.add_argument(
        "--tc",
        default="10+0.1",
        help="base+increment in seconds (default 10+0.1), or moves/base+increment: the base again every that "
        "many moves (40/60: 60 s for each 40 moves)",
    )
    parser.add_argument(
        "--nodes", type=int, help="search every move to this many nodes instead of playing on a clock (--tc unused)"
    )
    parser.add_argument("--games", type=int, default=100, help="games per opponent (rounded up to even)")
    parser.add_argument("--concurrency", type=int, default=2, help="games played at once")
    parser.add_argument("--openings", default="data/openings/noob_3moves_sample.epd")
    parser.add_argument("--seed", type=int, default=1, help="opening shuffle seed")
    parser.add_argument("--pgn", help="append the games to this PGN file")
    parser.add_argument("--sprt", nargs=2, type=float, metavar=("ELO0", "ELO1"), help="stop when the SPRT decides")
    parser.add_argument(
        "--carry",
        nargs=3,
        type=int,
        metavar=("W", "D", "L"),
        help="start from an earlier run's W/D/L (one opponent): resumes a stopped SPRT, counting single games "
        "(not pairs) from then on; give a new --seed",
    )
    parser.add_argument(
        "--carry-pairs",
        nargs=5,
        type=int,
        metavar=("P0", "P1", "P2", "P3", "P4"),
        help="with --carry: the earlier run's finished pairs by the first engine's points in halves (0, 1/2, 1, "
        "3/2, 2), as its summary prints them; the SPRT then counts pairs",
    )
    parser.add_argument(
        "--carry-pgn",
        nargs="+",
        metavar="FILE",
        help="start from the games of earlier runs' PGN files (two engines): resumes a stopped SPRT, pairs and all; "
        "give a new --seed",
    )
    parser.add_argument("--alpha", type=float, default=0.05)
    parser.add_argument("--beta", type=float, default=0.05)
    parser.add_argument("--resign", nargs=2, type=int, metavar=("MOVES", "SCORE"), help="adjudicate lost games")
    parser.add_argument(
        "--draw", nargs=3, type=int, metavar=("MOVENUMBER", "MOVES", "SCORE"), help="adjudicate drawn games"
    )
    parser.add_argument("--log", metavar="FILE", help="write every line to and from the engines to FILE, with times")
    args = parser.parse_args()
    # Engines such as Sjeng print statistics python-chess does not know; they are harmless.
    logging.getLogger("chess.engine").setLevel(logging.ERROR)
    if args.log:
        handler = logging.FileHandler(args.log, mode="w")
        handler.setFormatter(logging.Formatter("%(asctime)s.%(msecs)03d %(message)s", "%H:%M:%S"))
        logger = logging.getLogger("chess.engine")
        logger.addHandler(handler)
        logger.setLevel(logging.DEBUG)
        logger.propagate = False  # to the file only

    if args.nodes is not None and args.nodes < 1:
        parser.error("--nodes takes a positive number of nodes")
    try:
        specs = [parse_engine(words) for words in args.engine]
    except ValueError as error:
        parser.error(str(error))
    if len(specs) < 2:
        parser.error("give at least two engines")
    if args.nodes and any(spec.ponder for spec in specs):
        parser.error("--nodes leaves no opponent's time to ponder on: drop ponder=on")
    try:
        time_control = parse_time_control(args.tc)
    except ValueError as error:
        parser.error(f"--tc: {error}")
    if time_control.moves and any(spec.ponder for spec in specs):
        parser.error("ponder=on is played with base+increment clocks only: drop ponder=on or the moves/")
    names = [spec.name for spec in specs]
    if len(set(names)) != len(names):
        parser.error("engine names must differ (use name=)")
    for spec in specs:
        problem = start_problem(spec)
        if problem:
            sys.exit(f"error: {spec.name} cannot start as configured, so no game is played: {problem}")
    adjudication = Adjudication()
    if args.resign:
        adjudication.resign_moves, adjudication.resign_score = args.resign
    if args.draw:
        adjudication.draw_from_move, adjudication.draw_moves, adjudication.draw_score = args.draw
    pairs = (args.games + 1) // 2
    try:
        openings = read_openings(args.openings, pairs, args.seed)
    except (OSError, ValueError) as error:
        parser.error(f"--openings: {error}")
    hero = specs[0]
    tallies = {spec.name: Tally(spec.name) for spec in specs[1:]}
    ponder_counts = {spec.name: [0, 0, 0] for spec in specs if spec.ponder}  # hits, misses, unasked
    if args.carry and args.carry_pgn:
        parser.error("give --carry or --carry-pgn, not both")
    if args.carry_pairs and not args.carry:
        parser.error("--carry-pairs goes with --carry W D L")
    if args.carry or args.carry_pgn:
        if len(specs) != 2:
            parser.error("--carry and --carry-pgn are for a match of two engines")
        tally = tallies[specs[1].name]
        if args.carry:
            if min(args.carry) < 0:
                parser.error("--carry takes three counts of games, none negative")
            tally.wins, tally.draws, tally.losses = args.carry
            if args.carry_pairs:
                if min(args.carry_pairs) < 0 or 2 * sum(args.carry_pairs) > sum(args.carry):
                    parser.error("--carry-pairs takes five counts of pairs, none negative, of the games --carry counts")
                tally.pairs = list(args.carry_pairs)
            else:
                tally.single_games_carried = True
        else:
            try:
                carry_pgn(args.carry_pgn, tally, hero.name)
            except (OSError, ValueError) as error:
                parser.error(f"--carry-pgn: {error}")
        print(f"carried over from an earlier run: {tally.line(hero.name)}", flush=True)
        print(f"carried over: {tally.pairs_line()}", flush=True)

    # Opening by opening, every opponent in turn: a gauntlet stopped early has played each
    # opponent about as often, on the same openings.
    jobs = []
    for index, fen in enumerate(openings):
        for opponent in specs[1:]:
            jobs.append((hero, opponent, fen, 2 * index + 1))
            jobs.append((opponent, hero, fen, 2 * index + 2))

    lower = math.log(args.beta / (1 - args.alpha))
    upper = math.log((1 - args.beta) / args.alpha)
    lock = threading.Lock()
    stop = threading.Event()
    pgn_file = open(args.pgn, "a") if args.pgn else None
    finished = 0

    def run(job):
        if stop.is_set():
            return None
        return play_game(*job[:3], time_control, job[3], adjudication, args.nodes)

    with concurrent.futures.ThreadPoolExecutor(max_workers=args.concurrency) as pool:
        futures = {pool.submit(run, job): job for job in jobs}
        for future in concurrent.futures.as_completed(futures):
            game = future.result()
            if game is None:
                continue
            with lock:
                finished += 1
                opponent = game.black if game.white == hero.name else game.white
                tally = tallies[opponent]
                tally.add(game, hero.name, futures[future][3])
                for name, counts in game.ponder.items():
                    ponder_counts[name] = [a + b for a, b in zip(ponder_counts[name], counts)]
                if pgn_file:
                    pgn_file.write(game.pgn + "\n\n")
                    pgn_file.flush()
                note = f" ({game.termination}: {game.reason})" if game.termination != "normal" else ""
                llr = tally.llr(*args.sprt) if args.sprt else None
                print(
                    f"game {finished}/{len(jobs)}: {game.white} - {game.black} {game.result}{note} | "
                    f"{hero.name} {tally.wins}/{tally.draws}/{tally.losses} vs {opponent}"
                    + (f" | LLR {llr:.2f}" if llr is not None else ""),
                    flush=True,
                )
                if llr is not None and not stop.is_set():
                    if llr >= upper or llr <= lower:
                        verdict = "H1 accepted" if llr >= upper else "H0 accepted"
                        print(f"SPRT [{args.sprt[0]:g}, {args.sprt[1]:g}]: LLR {llr:.2f} ({verdict})", flush=True)
                        stop.set()
    print()
    for tally in tallies.values():
        print(tally.line(hero.name))
        print(tally.pairs_line())
        if args.sprt:
            llr = tally.llr(*args.sprt)
            print(f"SPRT [{args.sprt[0]:g}, {args.sprt[1]:g}]: LLR {llr:.2f} (bounds {lower:.2f}, {upper:.2f})")
    for name, counts in ponder_counts.items():
        print(ponder_line(name, *counts))
    if pgn_file:
        pgn_file.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
