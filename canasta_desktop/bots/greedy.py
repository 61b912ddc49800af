"""A simple greedy bot: meld what it can, take the pile when it may, discard
its least useful card."""

from __future__ import annotations

import random
from collections import Counter
from typing import Sequence

from ..model.actions import (Action, AnswerGoOut, AskGoOut, Discard, Draw, EndDeal, Meld,
                             TakePile)
from ..model.cards import card_tables
from ..model.view import PlayerView
from .base import register_bot


def _cards_melded(action: Meld | TakePile) -> int:
    if isinstance(action, Meld):
        return sum(len(p.cards) for p in action.parts)
    return len(action.with_cards) + sum(len(p.cards) for p in action.melds) + 1


class GreedyBot:
    name = "greedy"

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Action:
        by_type: dict[type, list[Action]] = {}
        for action in legal:
            by_type.setdefault(type(action), []).append(action)
        if AnswerGoOut in by_type:
            # Yes when the partner's going out ends the deal with our hand small.
            return AnswerGoOut(len(view.hand) <= 4)
        takes = by_type.get(TakePile, [])
        if takes:
            return max(takes, key=_cards_melded)
        if Draw in by_type:
            return by_type[Draw][0]
        if EndDeal in by_type:
            return by_type[EndDeal][0]
        melds = by_type.get(Meld, [])
        if melds:
            return max(melds, key=_cards_melded)
        team = view.team
        canastas = sum(1 for m in view.melds[team].values() if len(m) >= 7)
        if (AskGoOut in by_type and len(view.hand) <= 3
                and canastas >= view.rules.canastas_to_go_out):
            return by_type[AskGoOut][0]
        discards = by_type.get(Discard, [])
        if discards:
            return min(discards, key=lambda d: self._keep_value(view, d.card))  # type: ignore[union-attr]
        return legal[rng.randrange(len(legal))]

    @staticmethod
    def _keep_value(view: PlayerView, card: int) -> float:
        """How much the bot wants to keep a card (lowest is discarded)."""
        t = card_tables(view.rules.deck)
        rank = t.rank[card]
        if t.is_wild[card]:
            return 100.0
        if t.is_black_three[card]:
            return -5.0  # a black three stops the next player
        same = Counter(t.rank[c] for c in view.hand)[rank]
        keep = same * 10.0 + t.value[card] / 10.0
        if rank in view.melds[view.team]:
            keep += 25.0
        return keep


register_bot("greedy", GreedyBot)
