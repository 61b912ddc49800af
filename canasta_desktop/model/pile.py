"""Why the discard pile is frozen, and for whom (RULES.md §1 "Frozen pile",
"Taking the discard pile").

The engine freezes and unfreezes the pile with these functions, and the
table's facts explain it with the same ones, so what the player is told is
what the engine decides.
"""

from __future__ import annotations

from enum import Enum
from typing import Sequence

from .cards import CardTables
from .rules import RuleSet


class FreezeReason(Enum):
    """Why the pile may be taken only with a natural pair of the top card's rank."""

    WILD_DISCARDED = "wild_discarded"  # for everybody until taken (house option, §6)
    WILD_TURNED_UP = "wild_turned_up"  # for everybody until taken (§1 Deal)
    RED_THREE_TURNED_UP = "red_three_turned_up"  # for everybody until taken (§1 Deal)
    NOT_OPENED = "not_opened"  # for a side that has not opened
    ALWAYS_NATURAL_PAIR = "always_natural_pair"  # rami (§5): always a natural pair

    @property
    def for_everybody(self) -> bool:
        return self in _FOR_EVERYBODY


_FOR_EVERYBODY = frozenset({FreezeReason.WILD_DISCARDED, FreezeReason.WILD_TURNED_UP,
                            FreezeReason.RED_THREE_TURNED_UP, FreezeReason.ALWAYS_NATURAL_PAIR})


class TopBlock(Enum):
    """Why nobody may take the pile now, whatever he holds: its top card."""

    WILD = "wild_on_top"
    BLACK_THREE = "black_three_on_top"  # the next player only: the top changes then
    RED_THREE = "red_three_on_top"  # Tête et Queue discards red threes
    # §1 Frozen pile: a black three turned up at the deal's start, under the
    # natural that covers it, stops the first player until his discard.
    BLACK_THREE_TURNED_UP = "black_three_turned_up"

    @property
    def stops_everybody(self) -> bool:
        """Every player, not the next one alone, is kept from the pile."""
        return self not in (TopBlock.BLACK_THREE, TopBlock.BLACK_THREE_TURNED_UP)


def card_freezes(card: int, tables: CardTables, rules: RuleSet,
                 turned_up: bool) -> FreezeReason | None:
    """Whether this card, put on the pile, freezes it for everybody, and why."""
    if tables.is_wild[card]:
        if turned_up:
            return FreezeReason.WILD_TURNED_UP
        return FreezeReason.WILD_DISCARDED if rules.wild_freezes_until_taken else None
    if turned_up and tables.is_red_three[card]:
        return FreezeReason.RED_THREE_TURNED_UP
    return None  # a red three discarded (§3) never froze the pile


def pile_freeze(pile: Sequence[int], upcards: Sequence[int], tables: CardTables,
                rules: RuleSet) -> tuple[int, FreezeReason] | None:
    """The card that froze the pile for everybody (shown crosswise) and why,
    or None.  `upcards` are the cards turned up at the deal's start."""
    is_wild, is_red_three = tables.is_wild, tables.is_red_three
    for card in pile:
        if is_wild[card] or is_red_three[card]:  # no other card freezes (a fast pre-test)
            reason = card_freezes(card, tables, rules, card in upcards)
            if reason is not None:
                return card, reason
    return None


def top_block(top: int | None, tables: CardTables) -> TopBlock | None:
    """Why the pile cannot be taken at all with this top card, if it cannot."""
    if top is None:
        return None
    if tables.is_wild[top]:
        return TopBlock.WILD
    if tables.is_black_three[top]:
        return TopBlock.BLACK_THREE
    if tables.is_red_three[top]:
        return TopBlock.RED_THREE
    return None


def pile_block(top: int | None, tables: CardTables,
               black_three_turned_up: bool) -> TopBlock | None:
    """Why the pile cannot be taken now, whatever the taker holds: its top
    card (`top_block`), or a black three turned up at the deal's start and
    not yet covered by a discard (`DealState.black_three_turned_up`).  Seed
    000: "un 3 noir retourné par le donneur ou écarté par un joueur gèle la
    pile pour le joueur suivant" (RULES.md §1 Frozen pile)."""
    block = top_block(top, tables)
    if block is None and black_three_turned_up:
        return TopBlock.BLACK_THREE_TURNED_UP
    return block


def frozen_for_everybody(pile: Sequence[int], upcards: Sequence[int], pile_frozen: bool,
                         tables: CardTables,
                         rules: RuleSet) -> tuple[int | None, FreezeReason] | None:
    """What freezes the pile for everybody: the card that froze it (shown
    crosswise) and why, or None.  In rami (§5) the pile is always taken with
    a natural pair: that rule is the reason, with no card, as long as there
    is a pile to take; a wild or a red three turned up adds nothing to it
    (s33: the table said "a wild card was turned up" of rami's pile)."""
    if rules.pile_take.always_natural_pair:
        return (None, FreezeReason.ALWAYS_NATURAL_PAIR) if pile else None
    return pile_freeze(pile, upcards, tables, rules) if pile_frozen else None


def frozen_for(everybody: FreezeReason | None, needs_opening: bool,
               rules: RuleSet) -> tuple[FreezeReason, ...]:
    """Every reason the pile is frozen for one player (empty: not frozen)."""
    # The rule of the variant first, and alone of the reasons for everybody:
    # in rami opening would not let a wild take the pile either (play-test:
    # "you have not opened yet" implied it), and a wild turned up froze
    # nothing the rule had not (s33).
    if rules.pile_take.always_natural_pair:
        reasons = [FreezeReason.ALWAYS_NATURAL_PAIR]
    else:
        reasons = [everybody] if everybody is not None else []
    if needs_opening:
        reasons.append(FreezeReason.NOT_OPENED)
    return tuple(reasons)


def natural_pair(hand: Sequence[int], top: int, tables: CardTables) -> tuple[int, ...]:
    """The cards of `hand` the top card is taken with when the player names
    none: a natural pair of its rank, which a frozen pile and an unopened
    side need (RULES.md §1 Taking the discard pile), or the one natural of it
    the hand holds, or none."""
    rank, is_wild = tables.rank[top], tables.is_wild
    return tuple(c for c in hand if tables.rank[c] == rank and not is_wild[c])[:2]
