#!/usr/bin/env python3
"""Tunes Hetman's search parameters by SPSA (simultaneous perturbation stochastic approximation),
measured in games.

Each iteration moves every tuned parameter up or down by its current step c_k (the signs drawn at
random), plays one game pair from one opening between the raised and the lowered engine, and
moves the parameters towards the side that scored better, by a_k / c_k per point of the result.
c_k and a_k shrink over the run as in Spall's method: c_k = c / k^0.101, a_k = a / (A + k)^0.602,
with c and a chosen so that at the last iteration c_k is the parameter's c_end and a_k / c_k^2 is
r_end (as OpenBench's SPSA describes its settings). The state is saved after every iteration, so a
stopped run resumes where it was (the same command, or without --params).

The engine must be built with the `tune` feature, which makes every parameter of
src/search/params.rs a UCI option:

    cargo build --release --features tune && cp target/release/hetman /tmp/hetman-tune
    python3 tools/spsa.py --engine /tmp/hetman-tune --params RFP_MARGIN FUTILITY_BASE \\
        --iterations 2000 --tc 2+0.02 --concurrency 2 --state spsa.json

By default c_end is a tenth of the parameter's default (at least 1); `--c-end NAME=VALUE` sets it.

When a run is over, its values (rounded) become the defaults in the source, for the build that an
SPRT then tests against the untuned one:

    python3 tools/spsa.py --state spsa.json --write-params src/search/params.rs
"""

import argparse
import concurrent.futures
import json
import logging
import os
import random
import re
import sys
import threading

import chess.engine

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import match  # noqa: E402  (the game loop and the opening reader)

ALPHA = 0.602
GAMMA = 0.101


def engine_params(command):
    """Name -> (default, min, max) of the spin options the engine lists."""
    engine = chess.engine.SimpleEngine.popen_uci(command)
    try:
        return {
            name: (option.default, option.min, option.max)
            for name, option in engine.options.items()
            if option.type == "spin"
        }
    finally:
        engine.quit()


class Spsa:
    """The tuned values and the step schedule; `state` is what the state file holds."""

    def __init__(self, state):
        self.state = state
        iterations = state["iterations"]
        self.big_a = 0.1 * iterations
        self.lock = threading.Lock()

    def steps(self, name, k):
        """(c_k, a_k) of parameter `name` at iteration k (1-based)."""
        param = self.state["params"][name]
        n = self.state["iterations"]
        c = param["c_end"] * n**GAMMA
        a_end = self.state["r_end"] * param["c_end"] ** 2
        a = a_end * (self.big_a + n) ** ALPHA
        return c / k**GAMMA, a / (self.big_a + k) ** ALPHA

    def perturbation(self, k, rng):
        """The raised and lowered values (rounded, inside the range) and the signs drawn."""
        plus, minus, signs = {}, {}, {}
        for name, param in self.state["params"].items():
            c_k, _ = self.steps(name, k)
            sign = rng.choice((-1, 1))
            signs[name] = sign
            low, high = param["min"], param["max"]
            plus[name] = min(max(round(param["value"] + sign * c_k), low), high)
            minus[name] = min(max(round(param["value"] - sign * c_k), low), high)
        return plus, minus, signs

    def update(self, k, signs, result):
        """Moves each parameter by a_k / c_k * result along its sign; result is the raised engine's
        points minus the lowered engine's over the pair (-2 to 2)."""
        with self.lock:
            for name, param in self.state["params"].items():
                c_k, a_k = self.steps(name, k)
                value = param["value"] + a_k / c_k * result * signs[name]
                param["value"] = min(max(value, param["min"]), param["max"])


def write_params(state, path):
    """Rewrites the defaults of the parameters tuned in `state` in `path` (the source declaring
    them as `NAME = DEFAULT in MIN..=MAX;`) with their tuned values, rounded. Returns one
    (name, old, new) per parameter; raises ValueError, writing nothing, when a parameter is not
    declared there exactly once or its value falls outside the declared range."""
    with open(path) as file:
        text = file.read()
    changes = []
    for name, param in state["params"].items():
        pattern = re.compile(rf"^(\s*{re.escape(name)} = )(-?\d+)( in (-?\d+)\.\.=(-?\d+);)", re.MULTILINE)
        found = pattern.findall(text)
        if len(found) != 1:
            raise ValueError(f"{path} declares {name} {len(found)} times, not once")
        new = round(param["value"])
        _, old, _, low, high = found[0]
        if not int(low) <= new <= int(high):
            raise ValueError(f"{name} = {new} is outside its range {low}..={high}")
        text = pattern.sub(lambda m: f"{m.group(1)}{new}{m.group(3)}", text)
        changes.append((name, int(old), new))
    with open(path, "w") as file:
        file.write(text)
    return changes


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--engine", help="a Hetman built with --features tune (required to play)")
    parser.add_argument("--params", nargs="+", help="the parameters to tune (a resumed run keeps its own)")
    parser.add_argument("--c-end", nargs="*", default=[], metavar="NAME=VALUE", help="final step per parameter")
    parser.add_argument("--r-end", type=float, default=0.01, help="final a_k / c_k^2 (default 0.01)")
    parser.add_argument("--iterations", type=int, default=2000, help="game pairs in the whole run")
    parser.add_argument("--tc", default="2+0.02", help="base+increment in seconds")
    parser.add_argument("--concurrency", type=int, default=2, help="game pairs played at once")
    parser.add_argument("--openings", default="data/openings/noob_3moves_sample.epd")
    parser.add_argument("--seed", type=int, default=1, help="opening order and perturbation seed")
    parser.add_argument("--state", required=True, help="JSON file with the run's state (resumed if present)")
    parser.add_argument("--resign", nargs=2, type=int, default=[3, 1000], metavar=("MOVES", "SCORE"))
    parser.add_argument("--draw", nargs=3, type=int, default=[40, 8, 10], metavar=("MOVENUMBER", "MOVES", "SCORE"))
    parser.add_argument("--option", nargs="*", default=["Hash=16"], metavar="NAME=VALUE", help="for both sides")
    parser.add_argument("--write-params", metavar="FILE", help="write the state's values into FILE and stop")
    args = parser.parse_args()
    if args.write_params:
        try:
            with open(args.state) as file:
                state = json.load(file)
            changes = write_params(state, args.write_params)
            progress = f"after {state['done']} of {state['iterations']} pairs"
        except json.JSONDecodeError as error:
            parser.error(f"{args.state} is not JSON: {error}")
        except (ValueError, OSError) as error:
            parser.error(str(error))
        except (KeyError, TypeError, AttributeError):
            parser.error(f"{args.state} is not a state file of this tool")
        for name, old, new in changes:
            print(f"{name}: {old} -> {new}")
        print(progress)
        return 0
    if not args.engine:
        parser.error("playing needs --engine")
    logging.getLogger("chess.engine").setLevel(logging.ERROR)
    try:
        time_control = match.parse_time_control(args.tc)
    except ValueError as error:
        parser.error(f"--tc: {error}")

    if os.path.exists(args.state):
        with open(args.state) as file:
            state = json.load(file)
        print(f"resuming {args.state} at iteration {state['done'] + 1} of {state['iterations']}", flush=True)
    else:
        if not args.params:
            parser.error("a new run needs --params")
        listed = engine_params(args.engine)
        c_ends = dict(word.split("=", 1) for word in args.c_end)
        params = {}
        for name in args.params:
            if name not in listed:
                parser.error(f"the engine has no option {name} (was it built with --features tune?)")
            default, low, high = listed[name]
            c_end = float(c_ends.get(name, max(1.0, abs(default) / 10)))
            params[name] = {"value": float(default), "start": default, "min": low, "max": high, "c_end": c_end}
        state = {"iterations": args.iterations, "r_end": args.r_end, "done": 0, "params": params, "pairs": []}

    spsa = Spsa(state)
    adjudication = match.Adjudication(*args.resign, *args.draw)
    openings = match.read_openings(args.openings, state["iterations"], args.seed)
    common = dict(word.split("=", 1) for word in args.option)
    lock = threading.Lock()
    next_k = [state["done"] + 1]

    def spec(name, values):
        options = {**common, **{key: str(value) for key, value in values.items()}}
        return match.EngineSpec(name, [args.engine], "uci", options)

    def run():
        while True:
            with lock:
                k = next_k[0]
                if k > state["iterations"]:
                    return
                next_k[0] += 1
                rng = random.Random(args.seed * 1_000_003 + k)
                plus, minus, signs = spsa.perturbation(k, rng)
            fen = openings[k - 1]
            first = match.play_game(spec("plus", plus), spec("minus", minus), fen, time_control, 2 * k - 1, adjudication)
            second = match.play_game(spec("minus", minus), spec("plus", plus), fen, time_control, 2 * k, adjudication)
            result = sum(game.points("plus") - game.points("minus") for game in (first, second))
            spsa.update(k, signs, result)
            with lock:
                state["done"] += 1
                state["pairs"].append(result)
                temporary = args.state + ".tmp"
                with open(temporary, "w") as file:
                    json.dump(state, file, indent=1)
                os.replace(temporary, args.state)
                odd = [g.termination for g in (first, second) if g.failed]
                values = " ".join(f"{name}={p['value']:.1f}" for name, p in state["params"].items())
                print(f"pair {k}: {result:+g}{' ' + str(odd) if odd else ''} | {values}", flush=True)

    with concurrent.futures.ThreadPoolExecutor(max_workers=args.concurrency) as pool:
        for future in [pool.submit(run) for _ in range(args.concurrency)]:
            future.result()
    print()
    for name, param in state["params"].items():
        print(f"{name}: {param['start']} -> {round(param['value'])} ({param['value']:.2f})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
