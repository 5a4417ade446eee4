#!/usr/bin/env python3
"""A flat Monte Carlo agent that does not peek (docs/python.md): for each
legal option, the same sampled worlds (rf_game_determinize: everything the
deciding seat cannot see drawn anew), the option played in each, a short
rollout, and the option with the best mean outcome.

    python3 examples/python_flat_mc.py [GAMES] [SIMULATIONS] [SEED]
"""
import os
import sys

sys.path.insert(0, os.path.join(os.path.dirname(os.path.abspath(__file__)), "..", "python"))
import ringfall  # noqa: E402


def value(game, squad):
    """+1 if squad stands to win (rf_view_score), -1 to lose, plus VP."""
    s = game.score()
    won = 0 if s.standing < 0 else (1 if s.standing == squad else -1)
    return won + 0.1 * (s.vp[squad] - s.vp[1 - squad])


def flat_mc(game, sims=64, rollout_steps=150, seed=0):
    seat = game.pending().seat
    squad = 0 if game.seat_of(0) == seat else 1
    codes = game.option_codes()
    if len(codes) == 1:
        return codes[0]
    worlds = max(1, sims // len(codes))
    bot, world = ringfall.Bot("random", seed), game.clone()
    total = [0.0] * len(codes)
    for k in range(worlds):
        for i, code in enumerate(codes):
            game.determinize(seat, seed * 7919 + k, out=world)   # world k, for every option
            world.choose(code)               # legal there: the seat's options are the same
            world.playout(bot, rollout_steps)
            total[i] += value(world, squad)
    return codes[max(range(len(codes)), key=total.__getitem__)]


def match(seed, sims):
    """Flat MC (seat 0) against the random bot (seat 1) in Battle Royale."""
    game = ringfall.Game(ringfall.Content(), "crossroads", start="map", seed=seed)
    opponent, step = ringfall.Bot("random", seed), 0
    while game.pending():
        d = game.pending()
        game.choose(flat_mc(game, sims, seed=seed * 100003 + step) if d.seat == 0
                    else opponent.choose(game))
        step += 1
    return game.over()[1], game.end_reason()


if __name__ == "__main__":
    games = int(sys.argv[1]) if len(sys.argv) > 1 else 1
    sims = int(sys.argv[2]) if len(sys.argv) > 2 else 64
    seed = int(sys.argv[3]) if len(sys.argv) > 3 else 1
    wins = 0
    for g in range(games):
        winner, reason = match(seed + g, sims)
        wins += winner == 0                  # --start map: seat 0 plays red (squad 0)
        print("game %d: %s" % (g + 1, reason))
    print("flat Monte Carlo (%d simulations a decision) won %d of %d against random"
          % (sims, wins, games))
