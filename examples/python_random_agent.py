#!/usr/bin/env python3
"""A random agent in ringfall's AEC environment (docs/python.md): each seat
picks a legal option at random from its action mask until the game ends.

    python3 examples/python_random_agent.py [SEED] [MODE]
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "python"))
import numpy as np  # noqa: E402

import ringfall  # noqa: E402


def play(seed=1, mode="BR"):
    env = ringfall.RingfallEnv(mode=mode)
    env.reset(seed=seed)
    rng = np.random.default_rng(seed)
    final = {}
    for agent in env.agent_iter():
        obs, reward, termination, truncation, info = env.last()
        if termination or truncation:
            final[agent] = reward
            action = None                       # a done agent is stepped with None
        else:
            action = int(rng.choice(np.flatnonzero(obs["action_mask"])))
        env.step(action)
    return final, env.steps, env.game.end_reason()


if __name__ == "__main__":
    seed = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    mode = sys.argv[2] if len(sys.argv) > 2 else "BR"
    final, steps, reason = play(seed, mode)
    print("%s, seed %d: %d choices; rewards %s" % (mode, seed, steps, final))
    print(reason)
