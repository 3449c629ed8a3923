#!/usr/bin/env python3
"""Issue 78's acceptance checks of what a GUI sees, measured on the built engine.

    python3 tools/gui-checks.py [--engine target/release/hetman] [--tries 100]

1. F1 (6k1/5ppp/8/8/8/8/5PPP/R5K1 w, where a1a8 mates): `go movetime 1`, `go infinite` + `stop`
   at once, and `go depth 5` + end of input, each on a fresh engine: how often the answer is a1a8.
2. `Threads` 256: `go movetime 300` twenty times: each answer's delay from the `go`.
3. `go ponder` on a clock whose allowance is about 0.2 s, `ponderhit` after 1 s: the delay of
   `bestmove` after `ponderhit`, twenty times.
Prints one line per check with its counts, median and worst case.
"""

import argparse
import statistics
import subprocess
import time

F1 = "6k1/5ppp/8/8/8/8/5PPP/R5K1 w - - 0 1"


class Engine:
    def __init__(self, command):
        self.process = subprocess.Popen(
            [command], stdin=subprocess.PIPE, stdout=subprocess.PIPE, text=True, bufsize=1
        )

    def send(self, line):
        self.process.stdin.write(line + "\n")
        self.process.stdin.flush()

    def close_input(self):
        self.process.stdin.close()

    def until(self, prefix):
        while True:
            line = self.process.stdout.readline()
            if not line:
                raise RuntimeError(f"the engine ended before '{prefix}'")
            if line.startswith(prefix):
                return line.split()

    def quit(self):
        if not self.process.stdin.closed:
            self.send("quit")
        self.process.wait(timeout=30)


def mate_in_one(command, tries):
    results = {}
    for name, commands, close in [
        ("go movetime 1", ["go movetime 1"], False),
        ("go infinite + stop", ["go infinite", "stop"], False),
        ("go depth 5 + end of input", ["go depth 5"], True),
    ]:
        found = 0
        for _ in range(tries):
            engine = Engine(command)
            engine.send(f"position fen {F1}")
            for line in commands:
                engine.send(line)
            if close:
                engine.close_input()
            found += engine.until("bestmove")[1] == "a1a8"
            engine.quit()
        results[name] = found
        print(f"F1, {name}: a1a8 {found} times of {tries}", flush=True)
    return results


def summary(delays):
    delays = sorted(delays)
    return f"median {statistics.median(delays) * 1000:.0f} ms, worst {delays[-1] * 1000:.0f} ms"


def many_threads(command, tries):
    engine = Engine(command)
    engine.send("setoption name Threads value 256")
    engine.send("isready")
    engine.until("readyok")
    delays = []
    for _ in range(tries):
        engine.send("position startpos")
        start = time.monotonic()
        engine.send("go movetime 300")
        engine.until("bestmove")
        delays.append(time.monotonic() - start)
    engine.quit()
    within = sum(delay < 0.6 for delay in delays)
    print(f"Threads 256, go movetime 300: within 0.6 s {within} times of {tries}; {summary(delays)}", flush=True)


def ponderhit(command, tries):
    engine = Engine(command)
    engine.send("setoption name Ponder value true")
    delays = []
    for _ in range(tries):
        engine.send("position startpos moves e2e4 e7e5")
        engine.send("go ponder wtime 4000 btime 4000 winc 100 binc 100")
        time.sleep(1.0)
        start = time.monotonic()
        engine.send("ponderhit")
        engine.until("bestmove")
        delays.append(time.monotonic() - start)
    engine.quit()
    within = sum(delay < 0.05 for delay in delays)
    print(f"ponderhit after 1 s of ponder: within 50 ms {within} times of {tries}; {summary(delays)}", flush=True)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("--engine", default="target/release/hetman")
    parser.add_argument("--tries", type=int, default=100, help="fresh engines per F1 case")
    arguments = parser.parse_args()
    mate_in_one(arguments.engine, arguments.tries)
    many_threads(arguments.engine, 20)
    ponderhit(arguments.engine, 20)


if __name__ == "__main__":
    main()
