"""Searchers at one kind of decision only (bots/one_phase.py): developer
bots for the benchmark's split of a searcher's gain over medium into its
draws and its plays."""

from __future__ import annotations

import random

from canasta_desktop.bots import bot_names, make_bot, medium
from canasta_desktop.bots.hard import HardBot
from canasta_desktop.bots.one_phase import ONE_PHASE_BOTS

from .helpers import position
from .test_oracle import _thrown_against_each_pair, safe_against

DRAW_POSITION = dict(hands={0: "9S 9H 4C 6D 7H QS KD"}, pile="5C 8D 9D",
                     melds={0: {"A": "AC AD AH"}}, turn=0, phase="draw")


def test_they_are_for_developers_only():
    assert not set(ONE_PHASE_BOTS) & set(bot_names()), "the settings list bot_names()"
    for name in ("hard-draws", "hard-plays", "oracle-draws", "oracle-plays",
                 "oracle-hands-draws", "oracle-hands-plays"):
        assert type(make_bot(name)) is ONE_PHASE_BOTS[name]


def test_the_oracle_at_the_plays_alone_still_throws_the_safe_card():
    """The oracle's own test position (a play decision): oracle-plays throws
    the card the next player cannot pair, as the oracle does; oracle-draws
    plays medium's discard there, the same card whatever he holds."""
    plays = _thrown_against_each_pair(lambda: ONE_PHASE_BOTS["oracle-plays"](iterations=30))
    assert all(safe_against(pair, card) for pair, card in plays.items()), plays
    draws = _thrown_against_each_pair(lambda: ONE_PHASE_BOTS["oracle-draws"](iterations=30))
    assert len(set(draws.values())) == 1


def test_hard_searches_only_at_its_own_kind_of_decision(monkeypatch):
    """At a draw with the pile to take, hard-draws searches and hard-plays
    plays medium's choice without searching."""
    searched: list[str] = []
    search = HardBot._search

    def spy(self, view, legal, rng):
        searched.append(type(self).name)
        return search(self, view, legal, rng)

    monkeypatch.setattr(HardBot, "_search", spy)
    state = position(**DRAW_POSITION)
    view, legal = state.view_for(0), state.legal_actions()
    assert len(legal) > 1
    drawn = ONE_PHASE_BOTS["hard-draws"](iterations=8).choose(view, legal, random.Random(3))
    assert searched == ["hard-draws"]
    assert drawn == HardBot(iterations=8).choose(view, legal, random.Random(3))
    searched.clear()
    played = ONE_PHASE_BOTS["hard-plays"](iterations=8).choose(view, legal, random.Random(3))
    assert searched == []
    assert played == medium.decide(view, legal, random.Random(3))


def test_hard_at_the_plays_alone_still_remembers_the_melds_at_every_turn(monkeypatch):
    """Review: hard-plays gave its draws to medium without noting the melds
    (`_see_melds`), so its samples at the plays had no lay-off inference."""
    seen: list[str] = []
    see = HardBot._see_melds

    def spy(self, view):
        seen.append(view.phase)
        return see(self, view)

    monkeypatch.setattr(HardBot, "_see_melds", spy)
    state = position(**DRAW_POSITION)
    ONE_PHASE_BOTS["hard-plays"](iterations=4).choose(
        state.view_for(0), state.legal_actions(), random.Random(3))
    assert seen == ["draw"]
