"""Easy: legal, sensible moves, with a beginner's mistakes.

It takes the pile whenever it may, melds everything it can as soon as it
can (many small melds, wild cards spent freely), discards a low card without
asking whether the next player can take the pile (now and then not even the
lowest one), goes out as soon as it may and says yes to its partner whenever
its own hand is small, whatever the points in it.  In rami (a side without
a canasta counts its melds against it) it knows to wait for a canasta before
going out, and until then lays down no new small meld (only its opening,
lay-offs of naturals and what makes a canasta), keeping two cards back.
"""

from __future__ import annotations

import random
from typing import Sequence

from ..model.actions import (Action, AnnounceTile, AnswerGoOut, AskGoOut, ChoosePacket,
                             Discard, Draw, EndDeal, Meld, TakePile)
from ..model.going_out import asker_surely_stopped
from ..model.phases import ANSWER, CHOOSE, DRAW
from ..model.view import PlayerView
from . import rami
from .base import register_bot
from .knowledge import RED3, Info
from .medium import go_out_sequence, quick_can_empty

MISTAKE_RATE = 0.25  # how often a discard is not the lowest card


def _cards(action: Meld | TakePile) -> int:
    if isinstance(action, Meld):
        return sum(len(p.cards) for p in action.parts)
    return len(action.with_cards) + sum(len(p.cards) for p in action.melds) + 1


def _naive_keep(info: Info, card: int) -> float:
    t = info.t
    kind = info.kind[card]
    if t.is_wild[card]:
        return 60.0
    if kind == RED3:
        return -50.0
    return 10.0 * info.hand_count[kind] + t.value[card] / 5.0


def _natural_layoff(info: Info, action: Meld) -> bool:
    """Natural cards laid on a meld of the side."""
    is_wild = info.t.is_wild
    return all(p.rank in info.my_melds and not any(is_wild[c] for c in p.cards)
               for p in action.parts)


class EasyBot:
    name = "easy"

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Action:
        if len(legal) == 1:
            return legal[0]
        # Rami (§5): even a beginner knows that without a canasta his melds
        # and hand count against him, so he waits for one to go out.
        waits = rami.waits(view)
        if view.phase == ANSWER:
            # Never a yes that the rules make a sure penalty (§1 Going out).
            return AnswerGoOut(len(view.hand) <= 5 and not waits
                               and asker_surely_stopped(view) is None)
        if view.phase == CHOOSE:
            return ChoosePacket(rng.randrange(2))
        if view.phase == DRAW:
            takes = [a for a in legal if isinstance(a, TakePile)]
            if takes:
                return max(takes, key=_cards)
            return next((a for a in legal if isinstance(a, (Draw, EndDeal))), legal[0])
        info = Info(view)
        if view.answer:
            seq = go_out_sequence(view, best=False)
            if seq and seq[0] in legal:
                return seq[0]
        if (not view.melded_this_turn and view.answer is None and not waits
                and quick_can_empty(view, info)):
            seq = go_out_sequence(view, max_nodes=20, best=False)
            if seq:
                if any(isinstance(a, AskGoOut) for a in legal):
                    return AskGoOut()
                if seq[0] in legal:
                    return seq[0]
        melds = [a for a in legal if isinstance(a, Meld)]
        if waits and not view.needs_opening():
            # Waiting for a canasta: no new small melds, only lay-offs of
            # naturals and what makes the canasta; two cards kept back.
            targets = rami.canasta_ranks(view)
            melds = [m for m in melds if len(view.hand) - _cards(m) >= 2
                     and (rami.builds_canasta(view, m, targets) or _natural_layoff(info, m))]
        if melds:
            return max(melds, key=_cards)
        tiles = [a for a in legal if isinstance(a, AnnounceTile)]
        if tiles and rng.random() < 0.3:
            return tiles[rng.randrange(len(tiles))]
        discards = [a for a in legal if isinstance(a, Discard)]
        if discards:
            discards.sort(key=lambda d: (_naive_keep(info, d.card), d.card))
            if len(discards) > 1 and rng.random() < MISTAKE_RATE:
                return discards[1]
            return discards[0]
        return next((a for a in legal if not isinstance(a, AskGoOut)), legal[0])


register_bot("easy", EasyBot)
