"""test_examples.py — the examples of docs/python.md run and say what they
did: the random agent (examples/python_random_agent.py) to the end of a
game, and the flat Monte Carlo agent (examples/python_flat_mc.py), which
searches over determinizations, through a whole small match."""
import os
import re
import subprocess
import sys
import unittest

EXAMPLES = os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "..", "examples")
PYTHON_MD = os.path.join(EXAMPLES, "..", "docs", "python.md")


def documented_run(example):
    """The command docs/python.md shows for an example ("$ python3
    examples/NAME ARGS" in a code block) and the output shown under it."""
    with open(PYTHON_MD, encoding="utf-8") as f:
        lines = f.read().splitlines()
    prefix = "$ python3 examples/" + example
    for i, line in enumerate(lines):
        if line.startswith(prefix):
            shown = []
            for out in lines[i + 1:]:
                if out.startswith("```"):
                    return line[len(prefix):].split(), shown
                shown.append(out)
    raise AssertionError("docs/python.md shows no run of " + example)


def run(name, *args):
    out = subprocess.run([sys.executable, os.path.join(EXAMPLES, name)] + [str(a) for a in args],
                         check=True, capture_output=True, text=True, timeout=600)
    return out.stdout


class TestExamples(unittest.TestCase):
    def test_random_agent_plays_a_game(self):
        out = run("python_random_agent.py", 4, "CTF")
        self.assertRegex(out, r"CTF, seed 4: \d+ choices; rewards \{'seat_0': -?[01], "
                              r"'seat_1': -?[01]\}")
        self.assertRegex(out, r"\(CTF-\d+")

    def test_random_agent_prints_what_docs_python_md_shows(self):
        args, shown = documented_run("python_random_agent.py")
        self.assertEqual(run("python_random_agent.py", *args).splitlines(), shown)

    def test_flat_monte_carlo_plays_a_match(self):
        out = run("python_flat_mc.py", 1, 16, 3)
        self.assertRegex(out, r"game 1: .*\([A-Z]+-\d+")
        self.assertTrue(re.search(r"won [01] of 1 against random", out), out)

    def test_flat_monte_carlo_uses_determinization(self):
        sys.path.insert(0, EXAMPLES)
        import python_flat_mc
        import ringfall
        calls = []
        real = ringfall.Game.determinize

        def spy(self, seat, seed, out=None):
            calls.append(seat)
            return real(self, seat, seed, out)
        ringfall.Game.determinize = spy
        try:
            g = ringfall.Game(ringfall.Content(), "crossroads", start="map", seed=2)
            code = python_flat_mc.flat_mc(g, sims=8)
        finally:
            ringfall.Game.determinize = real
        self.assertIn(code, g.option_codes())
        self.assertTrue(calls)
        self.assertEqual(set(calls), {g.pending().seat})


if __name__ == "__main__":
    unittest.main()
