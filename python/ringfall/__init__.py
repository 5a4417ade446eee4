"""ringfall — Python access to the ringfall engine (a C11 engine for "Apex
Legends: The Board Game", fan project) through ctypes over libringfall.so.
docs/python.md shows how to use it.

    import ringfall
    content = ringfall.Content()
    game = ringfall.Game(content, "crossroads", mode="BR", seed=7)
    while game.pending():
        game.choose(game.options()[0])
"""
from ._lib import RF_MAX_OPTIONS, lib
from .core import (DECISION_KINDS, MODES, Bot, Content, Decision, Game, Map, Option,
                   RingfallError, Score, bot_kinds, decode_option, make_setup,
                   option_kind_name)

__all__ = ["RF_MAX_OPTIONS", "DECISION_KINDS", "MODES", "Bot", "Content", "Decision", "Game",
           "Map", "Option", "RingfallError", "Score", "bot_kinds", "decode_option", "make_setup",
           "option_kind_name", "RingfallEnv", "lib"]


def __getattr__(name):
    # The environment needs numpy (python3-numpy); the rest of the package does not.
    if name == "RingfallEnv":
        from .env import RingfallEnv
        return RingfallEnv
    raise AttributeError(name)
