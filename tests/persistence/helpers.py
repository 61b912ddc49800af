"""Bots playing to chosen positions, and exact comparisons of deal states."""

from __future__ import annotations

import random
from dataclasses import replace
from typing import Callable, Iterator

from canasta_desktop.bots import make_bot
from canasta_desktop.model.match import Match
from canasta_desktop.model.phases import ANSWER
from canasta_desktop.model.rules import RuleSet
from canasta_desktop.model.state import DealState
from canasta_desktop.model.variants import VARIANTS
from canasta_desktop.persistence.saves import GameRecorder

# What a deal is made of; the rules, tables and setup are shared objects and
# the cached read-only views are rebuilt on demand.
_DERIVED = {"rules", "tables", "setup", "begin_events", "public_melds"}
STATE_FIELDS = tuple(f for f in DealState.__slots__ if f not in _DERIVED)


def fingerprint(state: DealState) -> dict:
    return {name: getattr(state, name) for name in STATE_FIELDS}


def assert_same_deal(restored: DealState, original: DealState, rule_revision: int | None = None
                     ) -> None:
    """`rule_revision`: the revision the restored deal is played by, where an
    older save's differs from the original's (model/revisions.py)."""
    if rule_revision is not None:
        assert restored.setup.rule_revision == rule_revision
        assert replace(restored.setup, rule_revision=original.setup.rule_revision) == original.setup
    else:
        assert restored.setup == original.setup
    for name in STATE_FIELDS:
        assert getattr(restored, name) == getattr(original, name), name


def assert_same_table(resumed: DealState, saved: DealState, person: int | None) -> None:
    """A resumed deal: the play and what the person at the computer sees are
    as saved (every seat's view when he sits the deal out); only the cards
    hidden from him were dealt anew (model/reshuffle.py)."""
    assert resumed.history == saved.history
    seats = range(saved.n) if person is None else (person,)
    for seat in seats:
        assert resumed.view_for(seat) == saved.view_for(seat), seat
    assert [len(h) for h in resumed.hands] == [len(h) for h in saved.hands]
    assert len(resumed.stock) == len(saved.stock)
    assert sorted(resumed.card_ids()) == sorted(saved.card_ids())
    assert replace(resumed.setup, deck=saved.setup.deck, seed=saved.setup.seed) == saved.setup


def every_rule_set() -> Iterator[tuple[str, int, str]]:
    """(variant, players, layout) of every variant, player count and layout."""
    for variant_id, info in VARIANTS.items():
        for players in info.player_counts:
            for layout in info.layouts(players):
                yield variant_id, players, layout.id


class BotGame:
    """A match played by greedy bots, recorded move by move as the autosave would."""

    def __init__(self, rules: RuleSet, seed: int = 1, bot: str = "greedy") -> None:
        self.match = Match.new(rules, seed, None, draw_seats=False)
        self.bots = [make_bot(bot) for _ in range(rules.players)]
        self.levels = [bot] * rules.players
        self.rng = random.Random(seed)
        self.recorder = GameRecorder()

    @property
    def deal(self) -> DealState | None:
        return self.match.deal

    def save(self):
        return self.recorder.observe(self.match, self.levels)

    def step(self) -> None:
        """One action by whoever must act (a new deal when the last one is scored)."""
        match = self.match
        deal = match.deal
        if deal is None or (deal.is_over and match.results
                            and match.results[-1].number == deal.setup.deal_number):
            match.start_deal()
        elif deal.is_over:
            match.finish_deal()
        else:
            seat = deal.current_seat
            people = match.players_in_deal(deal.setup.deal_number)
            action = self.bots[people[seat]].choose(deal.view_for(seat), deal.legal_actions(),
                                                    self.rng)
            deal.apply(action, seat)
        self.recorder.observe(match, self.levels)

    def play_until(self, condition: Callable[["BotGame"], bool], limit: int = 20000) -> bool:
        for _ in range(limit):
            if condition(self):
                return True
            if self.match.is_over and self.match.deal is not None and self.match.deal.is_over \
                    and self.match.results:
                return condition(self)
            self.step()
        return False


def answering(game: BotGame) -> bool:
    deal = game.deal
    return deal is not None and deal.phase == ANSWER
