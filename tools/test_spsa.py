#!/usr/bin/env python3
"""Tests of tools/spsa.py's `--write-params`, which turns a finished run's values into the
defaults of src/search/params.rs.

    python3 -m unittest tools/test_spsa.py
"""

import json
import os
import shutil
import sys
import tempfile
import unittest

sys.path.insert(0, os.path.dirname(os.path.abspath(__file__)))
import spsa  # noqa: E402

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
PARAMS = os.path.join(ROOT, "src", "search", "params.rs")
STATE = os.path.join(ROOT, "data", "spsa", "spsa-2.json")


class WriteParams(unittest.TestCase):
    def setUp(self):
        self.folder = tempfile.mkdtemp()
        self.path = os.path.join(self.folder, "params.rs")
        with open(PARAMS) as file:
            self.original = file.read()
        with open(self.path, "w") as file:
            file.write(self.original)

    def tearDown(self):
        shutil.rmtree(self.folder)

    def state(self, values):
        return {"params": {name: {"value": value} for name, value in values.items()}}

    def test_the_kept_run_names_only_declared_parameters_and_each_line_takes_its_value(self):
        with open(STATE) as file:
            state = json.load(file)
        changes = spsa.write_params(state, self.path)
        self.assertEqual([name for name, _, _ in changes], list(state["params"]))
        with open(self.path) as file:
            written = file.read().splitlines()
        for name, param in state["params"].items():
            line = next(line for line in written if line.strip().startswith(f"{name} = "))
            self.assertEqual(int(line.split("=", 1)[1].split(" in ")[0]), round(param["value"]), line)
        # Nothing else moved: the line count and every untuned line are as they were.
        original = self.original.splitlines()
        self.assertEqual(len(written), len(original))
        tuned = {f"{name} = " for name in state["params"]}
        for before, after in zip(original, written):
            if not any(before.strip().startswith(prefix) for prefix in tuned):
                self.assertEqual(before, after)

    def test_values_are_rounded_and_old_defaults_reported(self):
        with open(self.path, "w") as file:
            file.write("search_params! {\n    /// Doc.\n    RFP_MARGIN = 75 in 20..=200;\n    LMR_BASE = -3 in -10..=300;\n}\n")
        changes = spsa.write_params(self.state({"RFP_MARGIN": 80.6, "LMR_BASE": 47.3}), self.path)
        self.assertEqual(changes, [("RFP_MARGIN", 75, 81), ("LMR_BASE", -3, 47)])
        with open(self.path) as file:
            text = file.read()
        self.assertEqual(text, "search_params! {\n    /// Doc.\n    RFP_MARGIN = 81 in 20..=200;\n    LMR_BASE = 47 in -10..=300;\n}\n")

    def test_an_unknown_name_or_a_value_out_of_range_writes_nothing(self):
        for values, message in [
            ({"RFP_MARGIN": 80.0, "NO_SUCH_PARAM": 3.0}, "declares NO_SUCH_PARAM 0 times"),
            ({"RFP_MARGIN": 80.0, "LMR_BASE": 1e9}, "outside its range"),
        ]:
            with self.assertRaisesRegex(ValueError, message):
                spsa.write_params(self.state(values), self.path)
            with open(self.path) as file:
                self.assertEqual(file.read(), self.original)


if __name__ == "__main__":
    unittest.main()
