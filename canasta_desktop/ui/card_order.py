"""The order cards are shown in: a display choice, never a rule.

The hand is sorted by rank (jokers and twos first, then ace down to four,
then threes), by suit (wild cards first, then each suit from ace down), or
by usefulness (wild cards, then the ranks held most often: pairs and more
together, then single cards, threes last); the player may also order it by
hand (`manual`: the scene keeps his order).  Melds show their naturals first and wild cards last, and a
canasta squared up is topped by a red card when pure, a black one when not
(RULES.md §1 "Canasta": the colours the players use to tell them apart).
"""

from __future__ import annotations

from typing import Sequence

from ..model.cards import CLUBS, JOKER, SPADES, THREE, TWO, CardTables

SUIT_ORDER = {0: 0, 1: 1, 3: 2, 2: 3, 4: 4}  # spades, hearts, clubs, diamonds: colours alternate


def _rank_weight(rank: int) -> int:
    if rank == JOKER:
        return 100
    if rank == TWO:
        return 90
    if rank == THREE:
        return 0
    return rank  # 4..14


SORT_MODES = ("rank", "useful", "suit", "manual")


def hand_order(cards: Sequence[int], tables: CardTables, mode: str = "rank") -> list[int]:
    """The hand in display order (`manual` keeps the order given)."""
    rank, suit = tables.rank, tables.suit
    if mode == "manual":
        return list(cards)
    if mode == "suit":
        def by_suit(c: int) -> tuple:
            w = _rank_weight(rank[c])
            group = 0 if w >= 90 else 2 if rank[c] == THREE else 1
            return (group, SUIT_ORDER[suit[c]] if group == 1 else 0, -w, SUIT_ORDER[suit[c]], c)
        return sorted(cards, key=by_suit)
    if mode == "useful":
        counts: dict[int, int] = {}
        for c in cards:
            counts[rank[c]] = counts.get(rank[c], 0) + 1

        def by_use(c: int) -> tuple:
            r = rank[c]
            w = _rank_weight(r)
            if w >= 90:
                return (0, -w, 0, SUIT_ORDER[suit[c]], c)
            if r == THREE:
                red = tables.is_red_three[c]
                return (3, int(red), 0, SUIT_ORDER[suit[c]], c)
            group = 1 if counts[r] >= 2 else 2
            return (group, -counts[r], -w, SUIT_ORDER[suit[c]], c)
        return sorted(cards, key=by_use)
    return sorted(cards, key=lambda c: (-_rank_weight(rank[c]), SUIT_ORDER[suit[c]], c))


def meld_rank_order(ranks: Sequence[int]) -> list[int]:
    """Meld columns from ace down to four; black threes last."""
    return sorted(ranks, key=lambda r: -_rank_weight(r) if r != THREE else 1)


def meld_order(cards: Sequence[int], tables: CardTables) -> list[int]:
    """Naturals first, then twos, then jokers (the wilds stay fully visible)."""
    def key(card: int) -> tuple[int, int]:
        rank = tables.rank[card]
        role = 2 if rank == JOKER else 1 if rank == TWO else 0
        return (role, SUIT_ORDER[tables.suit[card]])
    return sorted(cards, key=key)


def canasta_top(cards: Sequence[int], tables: CardTables, pure: bool) -> int:
    """The card shown on top of a squared canasta: red if pure, black if not
    (whether it is pure is the model's fact)."""
    wanted = (1, 2) if pure else (SPADES, CLUBS)
    for card in reversed(meld_order(cards, tables)):
        if not tables.is_wild[card] and tables.suit[card] in wanted:
            return card
    return meld_order(cards, tables)[0]

