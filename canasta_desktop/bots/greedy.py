"""A simple greedy bot: meld what it can, take the pile when it may, discard
its least useful card.  In rami, where a side without a canasta counts its
melds against it, it melds only its opening and what makes a canasta until
its side has one, and goes out only then."""

from __future__ import annotations

import random
from collections import Counter
from typing import Sequence

from ..model.actions import (Action, AnnounceTile, AnswerGoOut, AskGoOut, ChoosePacket,
                             Discard, Draw, EndDeal, Meld, TakePile)
from ..model.cards import card_tables
from ..model.going_out import asker_surely_stopped, can_go_out_this_turn, going_out_sequence
from ..model.view import PlayerView
from . import rami
from .base import register_bot


def _cards_melded(action: Action) -> int:
    if isinstance(action, Meld):
        return sum(len(p.cards) for p in action.parts)
    if isinstance(action, TakePile):
        return len(action.with_cards) + sum(len(p.cards) for p in action.melds) + 1
    return 0


class GreedyBot:
    name = "greedy"

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Action:
        by_type: dict[type, list[Action]] = {}
        for action in legal:
            by_type.setdefault(type(action), []).append(action)
        if AnswerGoOut in by_type:
            # Yes when the partner's going out ends the deal with our hand small.
            # Never a yes that the rules make a sure penalty (§1 Going out).
            return AnswerGoOut(len(view.hand) <= 4 and not self._waits_for_canasta(view)
                               and asker_surely_stopped(view) is None)
        if ChoosePacket in by_type:
            # Tête et Queue: start with the packet whose bottom card is better.
            bottoms = view.packet_bottoms
            return ChoosePacket(max((0, 1), key=lambda i: self._keep_value(view, bottoms[i])))
        takes = by_type.get(TakePile, [])
        if takes:
            return max(takes, key=_cards_melded)
        if Draw in by_type:
            return by_type[Draw][0]
        if EndDeal in by_type:
            return by_type[EndDeal][0]
        if view.answer:
            # Told yes: going out is owed (failing costs 100, §1 Going out).
            plan = going_out_sequence(view)
            if plan and plan[0] in legal:
                return plan[0]
        melds = by_type.get(Meld, [])
        waits = self._waits_for_canasta(view)
        if melds and waits and not view.needs_opening():
            # Rami: melds count against a side without a canasta; lay down
            # only what makes one this turn, keep the rest to take piles.
            targets = rami.canasta_ranks(view)
            melds = [m for m in melds if rami.builds_canasta(view, m, targets)]  # type: ignore[arg-type]
        if melds:
            return max(melds, key=_cards_melded)
        tiles = by_type.get(AnnounceTile, [])
        if tiles:
            # Origen: announce the ranks it holds a pair of (+20 once melded).
            t = card_tables(view.rules.deck)
            held = Counter(t.rank[c] for c in view.hand)
            for tile in tiles:
                if held[tile.rank] >= 2:  # type: ignore[union-attr]
                    return tile
        if (AskGoOut in by_type and len(view.hand) <= 3 and self._team_may_go_out(view)
                and not waits and can_go_out_this_turn(view)):
            return by_type[AskGoOut][0]
        discards = by_type.get(Discard, [])
        if discards:
            return min(discards, key=lambda d: self._keep_value(view, d.card))  # type: ignore[union-attr]
        return legal[rng.randrange(len(legal))]

    @staticmethod
    def _waits_for_canasta(view: PlayerView) -> bool:
        """Rami: going out (or melding) without a canasta scores everything
        negative, so the side waits for one."""
        return rami.waits(view)

    @staticmethod
    def _team_may_go_out(view: PlayerView) -> bool:
        """The team's melds allow going out and no foot is waiting."""
        rules = view.rules
        if view.foot_sizes and view.foot_sizes[view.seat]:
            return False
        if not rules.going_out_needs_canasta:
            return True
        t = card_tables(rules.deck)
        canastas = [m for m in view.melds[view.team].values() if len(m) >= 7]
        if rules.red_and_black_canasta_to_go_out:
            pure = [any(t.is_wild[c] for c in m) for m in canastas]
            return False in pure and True in pure
        return len(canastas) >= rules.canastas_to_go_out

    @staticmethod
    def _keep_value(view: PlayerView, card: int) -> float:
        """How much the bot wants to keep a card (lowest is discarded)."""
        t = card_tables(view.rules.deck)
        rank = t.rank[card]
        if t.is_wild[card]:
            return 100.0
        if t.is_red_three[card]:
            return -10.0  # Tête et Queue: a red three held costs 100
        if t.is_black_three[card]:
            return -5.0  # a black three stops the next player
        same = Counter(t.rank[c] for c in view.hand)[rank]
        keep = same * 10.0 + t.value[card] / 10.0
        if rank in view.melds[view.team]:
            keep += 25.0
        return keep


register_bot("greedy", GreedyBot)
