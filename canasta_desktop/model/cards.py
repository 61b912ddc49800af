"""Card identities, ranks, roles and values (RULES.md §1 "Deck", "Values").

A card is a small int, its identity in one deal: several packs mean that two
cards may share a rank and a suit, and each still has its own id, so the
engine can check that every card is accounted for exactly once.  Everything
else about a card (rank, suit, value, role) is read from tables built once
per deck composition.
"""

from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

# Ranks as ints.  Naturals 4..14 (ace = 14) are the meld ranks; 3 is the
# stop / bonus card depending on its colour; 2 and the joker are wild.
JOKER = 0
TWO = 2
THREE = 3
ACE = 14
NATURAL_RANKS = range(4, 15)  # a range: `in` is a comparison, not a scan

SPADES, HEARTS, DIAMONDS, CLUBS, NO_SUIT = 0, 1, 2, 3, 4
SUIT_CODES = "SHDC"
RANK_CODES = {14: "A", 13: "K", 12: "Q", 11: "J", 10: "T", 9: "9", 8: "8",
              7: "7", 6: "6", 5: "5", 4: "4", 3: "3", 2: "2"}
CODE_RANKS = {code: rank for rank, code in RANK_CODES.items()}
JOKER_CODE = "JK"

# Seating-draw order (§1 "Seating and teams"): A high ... 2 low, then suits
# spades > hearts > diamonds > clubs.
SEATING_RANK_ORDER = {14: 13, 13: 12, 12: 11, 11: 10, 10: 9, 9: 8, 8: 7,
                      7: 6, 6: 5, 5: 4, 4: 3, 3: 2, 2: 1}


def rank_code(rank: int) -> str:
    return JOKER_CODE if rank == JOKER else RANK_CODES[rank]


def parse_rank(text: str) -> int:
    """'A', 'T', '7', '3' or 'JK' -> rank int."""
    if text == JOKER_CODE:
        return JOKER
    if text == "10":
        return 10
    try:
        return CODE_RANKS[text]
    except KeyError:
        raise ValueError(f"unknown rank {text!r}") from None


@dataclass(frozen=True)
class Deck:
    """A deck composition: `packs` packs of 52 cards and `jokers` jokers.

    Ids run pack by pack: 52 suited cards (suit-major, 2..A), then the
    jokers.  The tables below are indexed by card id.
    """

    packs: int
    jokers: int

    @property
    def size(self) -> int:
        return self.packs * 52 + self.jokers


@dataclass(frozen=True)
class CardTables:
    """Per-id lookup tables for one deck composition (hot path: plain tuples)."""

    deck: Deck
    rank: tuple[int, ...]
    suit: tuple[int, ...]
    code: tuple[str, ...]
    is_wild: tuple[bool, ...]
    is_red_three: tuple[bool, ...]
    is_black_three: tuple[bool, ...]
    is_natural: tuple[bool, ...]  # 4..A
    value: tuple[int, ...]  # §1 Values


@lru_cache(maxsize=None)
def card_tables(deck: Deck) -> CardTables:
    ranks: list[int] = []
    suits: list[int] = []
    for _pack in range(deck.packs):
        for suit in range(4):
            for rank in range(2, 15):
                ranks.append(rank)
                suits.append(suit)
    ranks.extend([JOKER] * deck.jokers)
    suits.extend([NO_SUIT] * deck.jokers)
    codes = tuple(JOKER_CODE if r == JOKER else RANK_CODES[r] + SUIT_CODES[s]
                  for r, s in zip(ranks, suits))
    return CardTables(
        deck=deck,
        rank=tuple(ranks),
        suit=tuple(suits),
        code=codes,
        is_wild=tuple(r in (JOKER, TWO) for r in ranks),
        is_red_three=tuple(r == THREE and s in (HEARTS, DIAMONDS) for r, s in zip(ranks, suits)),
        is_black_three=tuple(r == THREE and s in (SPADES, CLUBS) for r, s in zip(ranks, suits)),
        is_natural=tuple(r in NATURAL_RANKS for r in ranks),
        value=tuple(card_value(r, s) for r, s in zip(ranks, suits)),
    )


# Card values (§1 "Values").  Red threes are bonus cards scored apart
# (§1 "Scoring a deal"); their face value never enters a meld or a hand
# total as a plain card would, except in variants that say so.
def card_value(rank: int, suit: int) -> int:
    if rank == JOKER:
        return 50
    if rank in (TWO, ACE):
        return 20
    if rank >= 8:
        return 10
    if rank >= 4:
        return 5
    # threes
    return 100 if suit in (HEARTS, DIAMONDS) else 5
