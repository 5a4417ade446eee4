"""test_env.py — RingfallEnv (python/ringfall/env.py), the AEC-shaped
environment: agents and agent_selection follow the engine's pending
decision, action masks are the legal options, rewards go to the winner's
seat, done agents leave after a step(None), and bad actions raise."""
import unittest

import numpy as np

import ringfall
from ringfall import RingfallError

CONTENT = ringfall.Content()


def run(env, rng):
    """Play to the end with random legal actions; the final rewards."""
    final, seen = {}, set()
    for agent in env.agent_iter(100000):
        obs, reward, term, trunc, info = env.last()
        if term or trunc:
            final[agent] = reward
            env.step(None)
            continue
        seen.add(agent)
        mask = obs["action_mask"]
        assert mask.dtype == np.int8 and mask.shape == (ringfall.RF_MAX_OPTIONS,)
        assert int(mask.sum()) == len(env.legal_options(agent)) > 0
        env.step(int(rng.choice(np.flatnonzero(mask))))
    return final, seen


class TestEnv(unittest.TestCase):
    def test_random_game_to_the_end_every_mode(self):
        for mode in ringfall.MODES:
            with self.subTest(mode=mode):
                env = ringfall.RingfallEnv(CONTENT, mode=mode)
                env.reset(seed=5)
                self.assertEqual(env.agents, ["seat_0", "seat_1"])
                final, seen = run(env, np.random.default_rng(5))
                self.assertEqual(seen, {"seat_0", "seat_1"})
                self.assertEqual(env.agents, [])
                over, winner = env.game.over()
                self.assertTrue(over)
                if winner < 0:
                    self.assertEqual(final, {"seat_0": 0, "seat_1": 0})
                else:
                    won = "seat_%d" % env.game.seat_of(winner)
                    self.assertEqual(final[won], 1)
                    self.assertEqual(sum(final.values()), 0)

    def test_selection_and_mask_follow_the_pending_decision(self):
        env = ringfall.RingfallEnv(CONTENT, start="map")
        env.reset(seed=3)
        for _ in range(30):
            d = env.game.pending()
            self.assertEqual(env.agent_selection, "seat_%d" % d.seat)
            other = "seat_%d" % (1 - d.seat)
            self.assertEqual(int(env.observe(other)["action_mask"].sum()), 0)
            self.assertEqual(env.legal_options(other), [])
            self.assertEqual(env.observe(other)["observation"], env.game.observe(1 - d.seat))
            self.assertEqual(env.infos[env.agent_selection]["prompt"], d.prompt)
            env.step(0)

    def test_reset_with_a_seed_is_reproducible(self):
        env = ringfall.RingfallEnv(CONTENT)
        hashes = []
        for _ in range(2):
            env.reset(seed=9)
            for _ in range(50):
                env.step(len(env.legal_options()) - 1)
            hashes.append(env.game.hash)
        self.assertEqual(hashes[0], hashes[1])

    def test_illegal_action_raises_and_changes_nothing(self):
        env = ringfall.RingfallEnv(CONTENT, start="map")
        env.reset(seed=3)
        before, n = env.game.hash, len(env.legal_options())
        for bad in (n, -1, 10**9, "0", 1.5):
            with self.assertRaises(RingfallError) as cm:
                env.step(bad)
            self.assertIn("not legal", str(cm.exception))
        self.assertEqual(env.game.hash, before)
        with self.assertRaises(RingfallError):
            env.observe("seat_7")

    def test_truncation_after_max_steps(self):
        env = ringfall.RingfallEnv(CONTENT, max_steps=12)
        env.reset(seed=2)
        final, _ = run(env, np.random.default_rng(2))
        self.assertEqual(env.steps, 12)
        self.assertEqual(final, {"seat_0": 0, "seat_1": 0})
        self.assertFalse(env.game.is_over)

    def test_done_agent_takes_only_none(self):
        env = ringfall.RingfallEnv(CONTENT, max_steps=1)
        env.reset(seed=2)
        env.step(0)
        self.assertTrue(all(env.truncations.values()))
        with self.assertRaises(RingfallError):
            env.step(0)
        env.step(None)
        self.assertEqual(len(env.agents), 1)

    def test_action_space_samples_from_the_mask(self):
        env = ringfall.RingfallEnv(CONTENT)
        env.reset(seed=1)
        mask = env.observe(env.agent_selection)["action_mask"]
        a = env.action_space(env.agent_selection).sample(mask)
        self.assertEqual(mask[a], 1)


if __name__ == "__main__":
    unittest.main()
