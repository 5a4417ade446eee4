"""env.py — a ringfall game as a turn-based multi-agent environment shaped
like PettingZoo's AEC API (agents, agent_selection, observe, step, rewards,
terminations, truncations, infos, last, agent_iter), without depending on
PettingZoo or Gymnasium.

Agents are the two seats, "seat_0" and "seat_1" (the players; which squad
colour each plays is drawn in a full match, DRAFT-2: info["squad"]).  The
agent that decides next is agent_selection (it may decide many times in a
row: a whole activation).  An action is an index into that agent's legal
options, in the engine's order: observe(agent) gives

    {"observation": the seat's JSON observation as a dict (rf_observe),
     "action_mask": numpy int8 array of RF_MAX_OPTIONS, 1 for the legal ones}

and legal_options(agent) the Option objects (code and label) behind the
indices.  The reward is +1 to the winner's seat and -1 to the other when
the game ends (0 each for a draw, and for every step before); a game
still going after max_steps choices is truncated.  As in PettingZoo, an
agent that is done is stepped once more with None before it leaves agents.
"""
import numpy as np

from .core import RF_MAX_OPTIONS, Content, Game, Map, _fail

RF_E_ILLEGAL = 7


class Discrete:
    """The action space: n actions, indices 0 … n-1 (Gymnasium-like)."""

    def __init__(self, n, seed=None):
        self.n = n
        self._rng = np.random.default_rng(seed)

    def sample(self, mask=None):
        if mask is None:
            return int(self._rng.integers(self.n))
        legal = np.flatnonzero(mask)
        return int(self._rng.choice(legal)) if len(legal) else None


class RingfallEnv:
    metadata = {"name": "ringfall_v0", "is_parallelizable": False}
    possible_agents = ["seat_0", "seat_1"]

    def __init__(self, content=None, map="crossroads", max_steps=20000, **setup):
        """setup: the options of ringfall.make_setup (mode, size, start,
        modules, ring, rounds, seed...); reset(seed) replaces the seed."""
        self.content = content if content is not None else Content()
        self.board = map if isinstance(map, Map) else Map(self.content, map)
        self.max_steps = max_steps
        self.setup = dict(setup)
        self.game = None
        self.agents = []

    # -- the AEC API --
    def reset(self, seed=None, options=None):
        setup = dict(self.setup)
        if seed is not None:
            setup["seed"] = seed
        setup.update(options or {})
        if self.game is not None:
            self.game.close()
        self.game = Game(self.content, self.board, **setup)
        self.agents = list(self.possible_agents)
        self.rewards = {a: 0 for a in self.agents}
        self._cumulative_rewards = {a: 0 for a in self.agents}
        self.terminations = {a: False for a in self.agents}
        self.truncations = {a: False for a in self.agents}
        self.infos = {a: {} for a in self.agents}
        self.steps = 0
        self._select()

    def observation_space(self, agent):
        return None        # a dict of the JSON observation (docs/protocol.md)

    def action_space(self, agent):
        return Discrete(RF_MAX_OPTIONS)

    def observe(self, agent):
        seat = self._seat(agent)
        mask = np.zeros(RF_MAX_OPTIONS, dtype=np.int8)
        d = self.game.pending()
        if d is not None and d.seat == seat:
            mask[:len(self.game.option_codes())] = 1
        return {"observation": self.game.observe(seat), "action_mask": mask}

    def legal_options(self, agent=None):
        """The Options behind the mask's indices (empty when agent does not decide)."""
        d = self.game.pending()
        seat = self._seat(agent or self.agent_selection)
        return self.game.options() if d is not None and d.seat == seat else []

    def step(self, action):
        agent = self.agent_selection
        if self.terminations[agent] or self.truncations[agent]:
            return self._was_dead_step(action)
        codes = self.game.option_codes()
        if not isinstance(action, (int, np.integer)) or not 0 <= action < len(codes):
            raise _fail(RF_E_ILLEGAL, "action", "action %r is not legal: %s has %d options "
                        "(indices 0 … %d)" % (action, agent, len(codes), len(codes) - 1))
        self._cumulative_rewards[agent] = 0
        self.game.choose(codes[int(action)])
        self.steps += 1
        self.rewards = {a: 0 for a in self.agents}
        over, winner = self.game.over()
        if over:
            for a in self.agents:
                self.terminations[a] = True
            if winner >= 0:
                won = "seat_%d" % self.game.seat_of(winner)
                for a in self.agents:
                    self.rewards[a] = 1 if a == won else -1
        elif self.steps >= self.max_steps:
            for a in self.agents:
                self.truncations[a] = True
        for a in self.agents:
            self._cumulative_rewards[a] += self.rewards[a]
        self._select()

    def last(self, observe=True):
        agent = self.agent_selection
        obs = self.observe(agent) if observe else None
        return (obs, self._cumulative_rewards[agent], self.terminations[agent],
                self.truncations[agent], self.infos[agent])

    def agent_iter(self, max_iter=2**63):
        for _ in range(max_iter):
            if not self.agents:
                return
            yield self.agent_selection

    def render(self):
        d = self.game.pending()
        return d.prompt if d else self.game.end_reason()

    def close(self):
        if self.game is not None:
            self.game.close()
            self.game = None

    # -- inside --
    def _seat(self, agent):
        if agent not in self.possible_agents:
            raise _fail(6, "agent", "no agent '%s' (%s)" % (agent, ", ".join(self.possible_agents)))
        return self.possible_agents.index(agent)

    def _select(self):
        """agent_selection: the seat that decides, or the first done agent."""
        for a in self.agents:
            seat = self._seat(a)
            squad = [q for q in (0, 1) if self.game.seat_of(q) == seat]
            self.infos[a] = {"squad": squad[0] if squad else -1}
        d = self.game.pending()
        if d is not None and not any(self.truncations.values()):
            self.agent_selection = self.possible_agents[d.seat]
            self.infos[self.agent_selection]["prompt"] = d.prompt
        elif self.agents:
            self.agent_selection = self.agents[0]

    def _was_dead_step(self, action):
        if action is not None:
            raise _fail(RF_E_ILLEGAL, "action", "%s is done: step(None) removes it"
                        % self.agent_selection)
        agent = self.agent_selection
        self.agents.remove(agent)
        for d in (self.rewards, self._cumulative_rewards, self.terminations, self.truncations,
                  self.infos):
            del d[agent]
        if self.agents:
            self.agent_selection = self.agents[0]
