#!/usr/bin/env python3
"""Plays matches between chess engines (UCI or xboard) and reports the result with an Elo interval.

The first engine plays every other engine (a gauntlet; with two engines, a plain match). Openings
come from an EPD file, each played twice with the colours swapped. The tool keeps the clocks: an
engine that overruns its clock loses on time, one that sends an illegal move or dies loses by that.

    python3 tools/match.py \\
        --engine name=hetman cmd=target/release/hetman \\
        --engine name=sjeng cmd=/usr/games/sjeng proto=xboard \\
        --tc 10+0.1 --games 200 --concurrency 2 --pgn sjeng.pgn

Engine fields: name=, cmd= (the program), arg= (repeatable), proto=uci|xboard, option.NAME=VALUE,
ponder=on (think on the opponent's time as a GUI lets it: after each move the engine ponders on the
reply it expects; python-chess sends `ponderhit` when the opponent plays it and `stop` and a new
search when not; the clock is charged from the opponent's move to the engine's answer, as in a
real game; the summary counts each engine's ponder hits and misses).
With --sprt the match stops early once the sequential probability ratio test decides. A stopped
SPRT goes on with --carry W D L (the stopped run's results) and a new --seed. With
--resign MOVES SCORE a game ends once both engines have agreed for MOVES moves each that one side is
SCORE centipawns ahead; with --draw MOVENUMBER MOVES SCORE, once both have scored within SCORE of
zero for MOVES moves each, from MOVENUMBER on (as cutechess-cli's -resign and -draw).
"""

import argparse
import concurrent.futures
import logging
import math
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


def parse_engine(words):
    """An EngineSpec from key=value words."""
    fields = {"arg": []}
    options = {}
    for word in words:
        key, sep, value = word.partition("=")
        if not sep:
            raise ValueError(f"engine field '{word}' is not key=value")
        if key.startswith("option."):
            options[key[len("option."):]] = value
        elif key == "arg":
            fields["arg"].append(value)
        elif key in ("name", "cmd", "proto", "ponder"):
            fields[key] = value
        else:
            raise ValueError(f"unknown engine field '{key}'")
    if "cmd" not in fields:
        raise ValueError("an engine needs cmd=PROGRAM")
    protocol = fields.get("proto", "uci")
    if protocol not in ("uci", "xboard"):
        raise ValueError(f"proto must be uci or xboard, not '{protocol}'")
    ponder = fields.get("ponder", "off")
    if ponder not in ("on", "off"):
        raise ValueError(f"ponder must be on or off, not '{ponder}'")
    name = fields.get("name", fields["cmd"].rsplit("/", 1)[-1])
    return EngineSpec(name, [fields["cmd"], *fields["arg"]], protocol, options, ponder == "on")


def parse_time_control(text):
    """'10+0.1' -> (10.0, 0.1) seconds of base time and increment."""
    base, _, increment = text.partition("+")
    return float(base), float(increment or 0)


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
    ponder: dict = field(default_factory=dict)  # engine name -> [hits, misses]

    def points(self, name):
        """What the engine called `name` scored: 1, 0.5 or 0."""
        if self.result == "1/2-1/2":
            return 0.5
        return 1.0 if (self.result == "1-0") == (self.white == name) else 0.0

    @property
    def failed(self):
        """Whether an engine lost by a failure (time forfeit, illegal move, crash) rather than in play."""
        return self.termination not in ("normal", "adjudication")


def play_game(white, black, fen, time_control, round_number, adjudication=Adjudication()):
    """One game; returns a GameResult. Engines are started for the game and closed after it."""
    base, increment = time_control
    scores = {chess.WHITE: [], chess.BLACK: []}  # each side's reported score after each of its moves
    board = chess.Board(fen)
    specs = {chess.WHITE: white, chess.BLACK: black}
    engines = {}
    clocks = {chess.WHITE: base, chess.BLACK: base}
    clocks_after_moves = []  # the mover's clock after each move, for the PGN's [%clk] comments
    termination, reason, result, loser = "normal", "", None, None
    expected = {chess.WHITE: None, chess.BLACK: None}  # the reply each pondering side ponders on
    ponder = {specs[color].name: [0, 0] for color in (chess.WHITE, chess.BLACK) if specs[color].ponder}

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
    while result is None:
        outcome = board.outcome(claim_draw=True)
        if outcome is not None:
            result = outcome.result()
            reason = outcome.termination.name.lower().replace("_", " ")
            break
        side = board.turn
        limit = chess.engine.Limit(
            white_clock=max(clocks[chess.WHITE], 0.001),
            black_clock=max(clocks[chess.BLACK], 0.001),
            white_inc=increment,
            black_inc=increment,
        )
        start = time.monotonic()
        try:
            played = engines[side].play(
                board,
                limit,
                game=round_number,
                info=chess.engine.INFO_BASIC | chess.engine.INFO_SCORE,
                ponder=specs[side].ponder,
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
        used = time.monotonic() - start
        clocks[side] -= used
        if clocks[side] < 0:
            # What the engine says it searched tells its own overrun from a delay around it.
            searched = played.info.get("time")
            said = f"; its last info line said {searched:.3f} s" if searched is not None else ""
            lose(side, "time forfeit", f"{specs[side].name} overran its clock by {-clocks[side]:.3f} s (answered after {used:.3f} s{said})")
            break
        clocks[side] += increment
        if played.move is None or played.move not in board.legal_moves:
            lose(side, "illegal move", f"{specs[side].name} played {played.move}")
            break
        board.push(played.move)
        clocks_after_moves.append(clocks[side])
        # The opponent pondered on a reply: this move was a hit or a miss for it.
        if expected[not side] is not None:
            ponder[specs[not side].name][0 if expected[not side] == played.move else 1] += 1
        expected[side] = played.ponder if specs[side].ponder else None
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
    for node, clock in zip(game.mainline(), clocks_after_moves):
        node.set_clock(clock)
    game.headers["Event"] = "hetman match"
    game.headers["Round"] = str(round_number)
    game.headers["White"] = white.name
    game.headers["Black"] = black.name
    game.headers["Result"] = result
    game.headers["TimeControl"] = f"{base:g}+{increment:g}"
    game.headers["Termination"] = termination
    if reason:
        game.comment = reason
    return GameResult(white.name, black.name, result, termination, reason, loser, str(game), ponder)


def elo_from_score(score):
    """The Elo difference of an expected score strictly between 0 and 1; None at 0 or 1 or beyond,
    where no finite difference gives that score."""
    if not 0 < score < 1:
        return None
    return -400 * math.log10(1 / score - 1)


def summary(wins, draws, losses):
    """Score, Elo and its 95% interval from the first engine's point of view.

    The rule: a score of 0% or 100% (every game won, or every game lost) bounds no Elo difference,
    however few the games, so the Elo and both ends of the interval are None ("not bounded"); an
    interval end whose score falls outside (0, 1) is None on that side only ("unbounded"). This
    says what the games show instead of inventing a number (the tool once printed
    +2400 [+2400, +2400] for two wins)."""
    n = wins + draws + losses
    if n == 0:
        return 0.5, 0.0, (0.0, 0.0)
    score = (wins + 0.5 * draws) / n
    variance = (wins * (1 - score) ** 2 + draws * (0.5 - score) ** 2 + losses * score**2) / n
    margin = 1.959964 * math.sqrt(variance / n)
    elo = elo_from_score(score)
    if elo is None:
        return score, None, (None, None)
    return score, elo, (elo_from_score(score - margin), elo_from_score(score + margin))


def format_elo(elo, low, high):
    """'Elo +12.3 [-4.5, +29.0]', with 'unbounded' for a missing end; a note when nothing is bounded."""
    if elo is None:
        return "Elo not bounded by these games"
    show = lambda value: "unbounded" if value is None else f"{value:+.1f}"
    return f"Elo {elo:+.1f} [{show(low)}, {show(high)}] (95%)"


def sprt_llr(wins, draws, losses, elo0, elo1):
    """Log-likelihood ratio of elo1 against elo0 (normal approximation of the trinomial GSPRT)."""
    n = wins + draws + losses
    if n == 0:
        return 0.0
    score = (wins + 0.5 * draws) / n
    variance = (wins * (1 - score) ** 2 + draws * (0.5 - score) ** 2 + losses * score**2) / n
    if variance <= 0:
        return 0.0
    s0 = 1 / (1 + 10 ** (-elo0 / 400))
    s1 = 1 / (1 + 10 ** (-elo1 / 400))
    return n * (s1 - s0) * (2 * score - s0 - s1) / (2 * variance)


class Tally:
    """Results of the first engine against one opponent."""

    def __init__(self, opponent):
        self.opponent = opponent
        self.wins = self.draws = self.losses = 0
        self.failures = {}  # (engine, termination) -> count
        self.ponder = {}  # engine -> [hits, misses]

    def add(self, game, hero):
        points = game.points(hero)
        if points == 0.5:
            self.draws += 1
        elif points == 1.0:
            self.wins += 1
        else:
            self.losses += 1
        if game.failed:
            key = (game.loser, game.termination)
            self.failures[key] = self.failures.get(key, 0) + 1
        for name, (hits, misses) in game.ponder.items():
            counts = self.ponder.setdefault(name, [0, 0])
            counts[0] += hits
            counts[1] += misses

    def line(self, hero):
        score, elo, (low, high) = summary(self.wins, self.draws, self.losses)
        n = self.wins + self.draws + self.losses
        text = (
            f"{hero} vs {self.opponent}: {n} games, W/D/L {self.wins}/{self.draws}/{self.losses}, "
            f"score {100 * score:.1f}%, {format_elo(elo, low, high)}"
        )
        if self.failures:
            text += "; " + ", ".join(f"{who} {kind}: {count}" for (who, kind), count in sorted(self.failures.items()))
        else:
            text += "; no time forfeits, illegal moves or crashes"
        for name, (hits, misses) in sorted(self.ponder.items()):
            text += f"; {name} ponder hits {hits}, misses {misses}"
        return text


def read_openings(path, count, seed):
    with open(path) as file:
        fens = [line.split(";")[0].strip() for line in file if line.strip() and not line.startswith("#")]
    rng = random.Random(seed)
    rng.shuffle(fens)
    # EPD lines have four fields; give them move counters.
    fens = [fen if len(fen.split()) >= 6 else fen + " 0 1" for fen in fens]
    return [fens[i % len(fens)] for i in range(count)]


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--engine", nargs="+", action="append", required=True, help="key=value fields")
    parser.add_argument("--tc", default="10+0.1", help="base+increment in seconds (default 10+0.1)")
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
        help="start from an earlier run's W/D/L (one opponent): resumes a stopped SPRT; give a new --seed",
    )
    parser.add_argument("--alpha", type=float, default=0.05)
    parser.add_argument("--beta", type=float, default=0.05)
    parser.add_argument("--resign", nargs=2, type=int, metavar=("MOVES", "SCORE"), help="adjudicate lost games")
    parser.add_argument(
        "--draw", nargs=3, type=int, metavar=("MOVENUMBER", "MOVES", "SCORE"), help="adjudicate drawn games"
    )
    args = parser.parse_args()
    # Engines such as Sjeng print statistics python-chess does not know; they are harmless.
    logging.getLogger("chess.engine").setLevel(logging.ERROR)

    try:
        specs = [parse_engine(words) for words in args.engine]
    except ValueError as error:
        parser.error(str(error))
    if len(specs) < 2:
        parser.error("give at least two engines")
    names = [spec.name for spec in specs]
    if len(set(names)) != len(names):
        parser.error("engine names must differ (use name=)")
    for spec in specs:
        problem = start_problem(spec)
        if problem:
            sys.exit(f"error: {spec.name} cannot start as configured, so no game is played: {problem}")
    time_control = parse_time_control(args.tc)
    adjudication = Adjudication()
    if args.resign:
        adjudication.resign_moves, adjudication.resign_score = args.resign
    if args.draw:
        adjudication.draw_from_move, adjudication.draw_moves, adjudication.draw_score = args.draw
    pairs = (args.games + 1) // 2
    openings = read_openings(args.openings, pairs, args.seed)
    hero = specs[0]
    tallies = {spec.name: Tally(spec.name) for spec in specs[1:]}
    if args.carry:
        if len(specs) != 2:
            parser.error("--carry is for a match of two engines")
        if min(args.carry) < 0:
            parser.error("--carry takes three counts of games, none negative")
        tally = tallies[specs[1].name]
        tally.wins, tally.draws, tally.losses = args.carry
        print(f"carried over from an earlier run: {tally.line(hero.name)}", flush=True)

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
        return play_game(*job[:3], time_control, job[3], adjudication)

    with concurrent.futures.ThreadPoolExecutor(max_workers=args.concurrency) as pool:
        futures = [pool.submit(run, job) for job in jobs]
        for future in concurrent.futures.as_completed(futures):
            game = future.result()
            if game is None:
                continue
            with lock:
                finished += 1
                opponent = game.black if game.white == hero.name else game.white
                tally = tallies[opponent]
                tally.add(game, hero.name)
                if pgn_file:
                    pgn_file.write(game.pgn + "\n\n")
                    pgn_file.flush()
                note = f" ({game.termination}: {game.reason})" if game.termination != "normal" else ""
                print(
                    f"game {finished}/{len(jobs)}: {game.white} - {game.black} {game.result}{note} | "
                    f"{hero.name} {tally.wins}/{tally.draws}/{tally.losses} vs {opponent}",
                    flush=True,
                )
                if args.sprt:
                    llr = sprt_llr(tally.wins, tally.draws, tally.losses, *args.sprt)
                    if llr >= upper or llr <= lower:
                        verdict = "H1 accepted" if llr >= upper else "H0 accepted"
                        print(f"SPRT [{args.sprt[0]:g}, {args.sprt[1]:g}]: LLR {llr:.2f} ({verdict})", flush=True)
                        stop.set()
    print()
    for tally in tallies.values():
        print(tally.line(hero.name))
        if args.sprt:
            llr = sprt_llr(tally.wins, tally.draws, tally.losses, *args.sprt)
            print(f"SPRT [{args.sprt[0]:g}, {args.sprt[1]:g}]: LLR {llr:.2f} (bounds {lower:.2f}, {upper:.2f})")
    if pgn_file:
        pgn_file.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
