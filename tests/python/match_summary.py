#!/usr/bin/env python3
"""Checks tools/match.py's result summary and engine fields (run by tests/integration/python_client.rs).

Prints 'match tool checks: N passed' at the end; any failed check raises."""

import math
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(__file__), "..", "..", "tools"))
import match  # noqa: E402

checks = 0


def check(condition, message):
    global checks
    if not condition:
        raise AssertionError(message)
    checks += 1


# Every game won or lost bounds no Elo: no number is invented.
for wins, draws, losses in [(2, 0, 0), (0, 0, 2), (1, 0, 0), (40, 0, 0)]:
    score, elo, (low, high) = match.summary(wins, draws, losses)
    check(elo is None and low is None and high is None, f"{wins}/{draws}/{losses} gave {elo} [{low}, {high}]")
    check("not bounded" in match.format_elo(elo, low, high), "the line says so")

# A level match is 0 Elo with a symmetric interval.
score, elo, (low, high) = match.summary(1, 0, 1)
check(score == 0.5 and elo == 0.0, f"1/0/1 gave {score} {elo}")
check(low is None and high is None, "with two games the interval runs past 0% and 100%")

# A real match: the estimate sits inside its bounded interval, as the normal approximation says.
score, elo, (low, high) = match.summary(100, 50, 50)
check(abs(score - 0.625) < 1e-12, f"score {score}")
check(abs(elo - (-400 * math.log10(1 / 0.625 - 1))) < 1e-9, f"elo {elo}")
check(low is not None and high is not None and low < elo < high, f"{low} < {elo} < {high}")
check(match.format_elo(elo, low, high).startswith("Elo +88.7 ["), match.format_elo(elo, low, high))

# One end unbounded: three wins and a draw.
score, elo, (low, high) = match.summary(3, 1, 0)
check(elo is not None and low is not None and high is None, f"3/1/0 gave {elo} [{low}, {high}]")
check(match.format_elo(elo, low, high).endswith("unbounded] (95%)"), match.format_elo(elo, low, high))

# Engine fields: ponder=on|off, anything else refused.
check(match.parse_engine(["cmd=x", "ponder=on"]).ponder, "ponder=on")
check(not match.parse_engine(["cmd=x"]).ponder, "off by default")
try:
    match.parse_engine(["cmd=x", "ponder=yes"])
    check(False, "ponder=yes accepted")
except ValueError as error:
    check("ponder must be on or off" in str(error), str(error))

print(f"match tool checks: {checks} passed")
