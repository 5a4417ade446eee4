"""test_binding.py — the ctypes binding (python/ringfall/core.py) against the
engine: games in every mode the CLI offers, decisions, options, choices,
observations, clones, determinizations, scores, playouts, and bad input
refused with the engine's message (never a crash of the interpreter).

Run by ctest (python_binding): RINGFALL_LIB names the library of the build
under test, RINGFALL_CLI its ringfall command (for the CLI comparison).
"""
import json
import os
import re
import subprocess
import tempfile
import unittest

import ringfall
from ringfall import RingfallError

HERE = os.path.dirname(os.path.abspath(__file__))
HEADER = os.path.join(HERE, "..", "..", "include", "ringfall.h")
CONTENT = ringfall.Content()


def play_random(game, steps, seed=1):
    bot = ringfall.Bot("random", seed)
    for _ in range(steps):
        if game.pending() is None:
            return
        game.choose(bot.choose(game))


def finished_game():
    g = ringfall.Game(CONTENT, "crossroads", start="map", seed=4)
    g.playout(ringfall.Bot("random", 4))
    return g


class TestContentAndMaps(unittest.TestCase):
    def test_content_lists_modes_and_modules(self):
        codes = [m["code"] for m in CONTENT.modes()]
        self.assertEqual(codes, list(ringfall.MODES))
        self.assertIn("heat_shields", [m["id"] for m in CONTENT.modules()])

    def test_map_loads_with_its_size(self):
        m = CONTENT.map("crossroads")
        self.assertEqual(m.name.lower(), "crossroads")
        self.assertGreater(m.width, 0)
        self.assertGreater(m.height, 0)

    def test_unknown_map_refused_with_engine_message(self):
        with self.assertRaises(RingfallError) as cm:
            CONTENT.map("no-such-map")
        self.assertIn("no-such-map", cm.exception.file)
        self.assertIn("cannot open", str(cm.exception))
        self.assertIn(cm.exception.name, ("IO", "ARG", "MAP"))

    def test_missing_data_dir_refused(self):
        with self.assertRaises(RingfallError) as cm:
            ringfall.Content("/nonexistent/ringfall-data")
        self.assertIn("/nonexistent/ringfall-data", str(cm.exception) + cm.exception.file)

    def test_decision_kinds_match_the_header(self):
        with open(HEADER) as f:
            text = f.read()
        # the one list, RF_DECISION_KINDS(X): X(NAME, VALUE, RULE), values in order
        body = re.search(r"#define RF_DECISION_KINDS\(X\)(.*?)\nenum rf_decision_kind", text,
                         re.S).group(1)
        pairs = re.findall(r"\bX\((\w+), (\d+), \"[A-Z0-9-]*\"\)", body)
        self.assertEqual([int(v) for _, v in pairs], list(range(len(pairs))))
        self.assertEqual(tuple(n for n, _ in pairs), ringfall.DECISION_KINDS)


class TestGames(unittest.TestCase):
    def test_every_mode_and_start_plays_to_the_end(self):
        for mode in ringfall.MODES:
            for start in ("draft", "stages", "map"):
                if start == "map" and mode != "BR":
                    continue            # the CLI's --start map: Battle Royale squads
                with self.subTest(mode=mode, start=start):
                    g = ringfall.Game(CONTENT, "crossroads", mode=mode, start=start, seed=11)
                    self.assertEqual(g.mode, mode)
                    self.assertEqual(g.observe(-1)["mode"], mode)
                    steps = g.playout(ringfall.Bot("random", 3), 100000)
                    self.assertGreater(steps, 0)
                    self.assertTrue(g.is_over)
                    self.assertIsNone(g.pending())
                    self.assertNotEqual(g.end_reason(), "")

    def test_modules_and_rounds_are_the_setups(self):
        g = ringfall.Game(CONTENT, "crossroads", start="map", modules=["supply_drops", "ring"],
                          rounds=2, seed=2)
        o = g.observe(0)
        self.assertIn("drops", json.dumps(o))
        g.playout(ringfall.Bot("random", 1))
        self.assertLessEqual(g.round, 2)
        with self.assertRaises(RingfallError) as cm:
            ringfall.Game(CONTENT, "crossroads", modules=["no_such_module"])
        self.assertIn("no_such_module", str(cm.exception))
        with self.assertRaises(RingfallError):
            ringfall.Game(CONTENT, "crossroads", mode="CHAMP", size=3)

    def test_same_setup_as_the_cli(self):
        """A game made here is the CLI's game: the choices of a CLI replay
        replayed here give the replay's state hashes, step for step."""
        cli = os.environ.get("RINGFALL_CLI")
        if not cli:
            self.skipTest("RINGFALL_CLI not set (ctest sets it)")
        cases = [("BR", "draft", []), ("ASSN", "stages", []), ("TDM", "draft", ["--size", "3"]),
                 ("CHAMP", "stages", []), ("CTF", "draft", []), ("BR", "map", ["--no-ring"]),
                 ("BR", "draft", ["--modules", "ring,supply_drops", "--rounds", "3"])]
        for mode, start, extra in cases:
            with self.subTest(mode=mode, start=start, extra=extra), \
                    tempfile.TemporaryDirectory() as tmp:
                path = os.path.join(tmp, "r.json")
                subprocess.run([cli, "play", "--red", "random", "--blue", "random", "--seed", "7",
                                "--mode", mode, "--start", start, "--save", path] + extra,
                               check=True, stdout=subprocess.DEVNULL)
                with open(path) as f:
                    rep = json.load(f)
                kw = {"mode": mode, "start": start, "seed": 7}
                if "--size" in extra:
                    kw["size"] = 3
                if "--no-ring" in extra:
                    kw["ring"] = False
                if "--modules" in extra:
                    kw["modules"] = extra[extra.index("--modules") + 1].split(",")
                if "--rounds" in extra:
                    kw["rounds"] = int(extra[extra.index("--rounds") + 1])
                g = ringfall.Game(CONTENT, "crossroads", **kw)
                for code, h in zip(rep["choices"], rep["hashes"]):
                    g.choose(int(code, 16))
                    self.assertEqual("%016x" % g.hash, h)
                self.assertTrue(g.is_over)

    def test_pending_options_choose(self):
        g = ringfall.Game(CONTENT, "crossroads", start="map", seed=5)
        d = g.pending()
        self.assertEqual(d.kind, "ACTIVATE")
        self.assertIn(d.seat, (0, 1))
        opts = g.options()
        self.assertEqual([o.code for o in opts], g.option_codes())
        self.assertTrue(all(o.label for o in opts))
        self.assertEqual(len({o.code for o in opts}), len(opts))
        self.assertEqual(opts[0].kind, "ACTIVATE")
        self.assertEqual(ringfall.decode_option(opts[0].code)[0], "ACTIVATE")
        before = g.hash
        g.choose(opts[0])
        self.assertNotEqual(g.hash, before)

    def test_stage1_option_placement_says_what_the_label_says(self):
        """STAGE1-4, STAGE1-6: rf_option_placement against the labels of a
        Stage 1 loadout; nothing for done or outside Stage 1."""
        g = ringfall.Game(CONTENT, "crossroads", start="stages", seed=3)
        seen = 0
        while g.pending() and g.pending().kind != "LOADOUT":
            g.choose(g.option_codes()[0])
        for o in g.options():
            p = g.option_placement(o)
            if o.kind in ("EQUIP", "PLACE", "GIVE"):
                self.assertIsNotNone(p, o.label)
                words = {0: ": equip ", 1: ": wear ", 2: " into the backpack", 3: ": fit ",
                         4: " gives "}[p["where"]]
                self.assertIn(words, o.label)
                if p["where"] in (0, 2):          # the labels that name what goes back
                    self.assertEqual(p["replaces"] >= 0,
                                     "replacing" in o.label or " for " in o.label, o.label)
                seen += 1
            else:
                self.assertIsNone(p, o.label)
        self.assertGreater(seen, 0)
        self.assertIsNone(g.option_placement(0xFFFFFFFF))

    def test_illegal_choice_refused_and_game_unchanged(self):
        g = ringfall.Game(CONTENT, "crossroads", start="map", seed=5)
        before = g.hash
        legal = set(g.option_codes())
        bad = next(c for c in range(1, 1 << 20) if c not in legal)
        with self.assertRaises(RingfallError) as cm:
            g.choose(bad)
        self.assertEqual(cm.exception.name, "ILLEGAL")
        self.assertIn("not one of the", str(cm.exception))
        for code in (-1, 1 << 32, 1 << 70):
            with self.assertRaises(RingfallError):
                g.choose(code)
        with self.assertRaises(TypeError):
            g.choose("move")
        self.assertEqual(g.hash, before)
        g.check()

    def test_observe_is_the_seats_view(self):
        g = ringfall.Game(CONTENT, "crossroads", start="map", seed=5)
        for seat in (-1, 0, 1):
            o = g.observe(seat)
            self.assertEqual(o["seat"], seat)
            self.assertEqual(len(o["legends"]), 4)
        self.assertEqual(g.observe(0)["vp"], list(g.score().vp))

    def test_clone_is_independent(self):
        g = ringfall.Game(CONTENT, "crossroads", start="map", seed=5)
        c = g.clone()
        self.assertEqual(c.hash, g.hash)
        play_random(c, 20)
        self.assertNotEqual(c.hash, g.hash)
        g2 = ringfall.Game(CONTENT, "crossroads", start="map", seed=6)
        g2.copy_from(g)
        self.assertEqual(g2.hash, g.hash)
        del g             # the clone keeps the content and map alive
        play_random(c, 20)
        c.check()

    def test_score_follows_the_game(self):
        g = finished_game()
        s = g.score()
        over, winner = g.over()
        self.assertTrue(s.over and over)
        self.assertEqual(s.standing, winner)
        self.assertEqual(list(s.vp), g.observe(-1)["vp"])

    def test_playout_bounded_by_max_steps(self):
        g = ringfall.Game(CONTENT, "crossroads", seed=8)
        self.assertEqual(g.playout(ringfall.Bot("normal", 1), 25), 25)
        self.assertFalse(g.is_over)
        with self.assertRaises(TypeError):
            g.playout("random")

    def test_unknown_bot_refused(self):
        with self.assertRaises(RingfallError) as cm:
            ringfall.Bot("grandmaster")
        self.assertIn("grandmaster", str(cm.exception))
        self.assertIn("random", str(cm.exception))

    def test_closed_game_raises_not_crashes(self):
        g = ringfall.Game(CONTENT, "crossroads", seed=8)
        g.close()
        for call in (g.pending, g.options, g.clone, lambda: g.choose(1), g.score,
                     lambda: g.observe(0), lambda: g.determinize(0, 1)):
            with self.assertRaises(RingfallError):
                call()


class TestDeterminize(unittest.TestCase):
    def state(self, seed=3, steps=150):
        g = ringfall.Game(CONTENT, "crossroads", seed=seed)
        play_random(g, steps, seed)
        self.assertIsNotNone(g.pending())
        return g

    def test_same_for_the_seat_and_varied_with_the_seed(self):
        g = self.state()
        for seat in (0, 1):
            hashes = set()
            for k in range(4):
                d = g.determinize(seat, k)
                self.assertEqual(d.observe(seat), g.observe(seat))
                if g.pending().seat == seat:
                    self.assertEqual([(o.code, o.label) for o in d.options()],
                                     [(o.code, o.label) for o in g.options()])
                d.check()
                hashes.add(d.hash)
            self.assertEqual(len(hashes), 4)
            self.assertEqual(g.determinize(seat, 2).hash, g.determinize(seat, 2).hash)

    def test_option_of_the_true_game_plays_in_the_sample(self):
        g = self.state()
        seat = g.pending().seat
        d = g.determinize(seat, 5)
        d.choose(g.option_codes()[-1])
        d.playout(ringfall.Bot("random", 1))
        self.assertTrue(d.is_over)

    def test_seat_that_does_not_exist_refused(self):
        g = self.state()
        out = g.clone()
        before = out.hash
        for seat in (2, -2, 7, 1 << 40):
            with self.assertRaises(RingfallError) as cm:
                g.determinize(seat, 1, out=out)
            self.assertIn("does not exist", str(cm.exception))
            self.assertEqual(cm.exception.field, "seat")
        self.assertEqual(out.hash, before)

    def test_finished_game_refused(self):
        g = finished_game()
        out = ringfall.Game(CONTENT, "crossroads", seed=1)
        before = out.hash
        with self.assertRaises(RingfallError) as cm:
            g.determinize(0, 1, out=out)
        self.assertEqual(cm.exception.name, "ILLEGAL")
        self.assertIn("over", str(cm.exception))
        self.assertEqual(out.hash, before)

    def test_bad_types_refused(self):
        g = self.state()
        with self.assertRaises(TypeError):
            g.determinize("0", 1)


if __name__ == "__main__":
    unittest.main()
