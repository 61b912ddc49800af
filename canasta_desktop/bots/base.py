"""The bot protocol and the registry of bot levels."""

from __future__ import annotations

import random
from typing import Callable, Protocol, Sequence

from ..model.actions import Action
from ..model.view import PlayerView


class Bot(Protocol):
    """A bot decides from what its seat may know: never from hidden cards.

    `choose` also answers "may I go out?": the legal actions are then the two
    answers.  (The developer-only oracle also has `observe_deal`, which the
    bot driver calls with the true deal: the one documented exception.)
    A bot whose thinking time depends on its cards (hard: a forced move is
    instant, a choice is searched) says its longest in `most_thinking_s`.
    """

    name: str

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Action:
        ...


_FACTORIES: dict[str, Callable[[], Bot]] = {}
# Developer-only bots (the oracle, which sees every card): made by name for
# the arena and the benchmarks, never offered in the settings.
_DEVELOPER: set[str] = set()


def register_bot(name: str, factory: Callable[[], Bot], developer: bool = False) -> None:
    _FACTORIES[name] = factory
    if developer:
        _DEVELOPER.add(name)


def bot_names() -> list[str]:
    """The levels a player may choose."""
    _load_builtin()
    return sorted(n for n in _FACTORIES if n not in _DEVELOPER)


def developer_bot_names() -> list[str]:
    _load_builtin()
    return sorted(_DEVELOPER)


def known_bot_names() -> list[str]:
    """Every bot that can be made by name: the players' levels, then the
    developer-only ones (the arena and the benchmarks accept them all)."""
    return bot_names() + developer_bot_names()


def make_bot(name: str) -> Bot:
    _load_builtin()
    try:
        return _FACTORIES[name]()
    except KeyError:
        raise KeyError(f"unknown bot {name!r}; known: {', '.join(known_bot_names())}"
                       ) from None


_LOADED = False


def _load_builtin() -> None:
    # A flag, not "is the registry empty": importing one bot module registers
    # that bot alone, and the others must still load.
    global _LOADED
    if not _LOADED:
        _LOADED = True
        # They register themselves.
        from . import easy, greedy, hard, medium, one_phase, oracle, random_bot  # noqa: F401
