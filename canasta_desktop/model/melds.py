"""Meld composition rules (RULES.md §1 "Melds", "Canasta")."""

from __future__ import annotations

from enum import Enum
from typing import Iterable, Sequence

from .cards import NATURAL_RANKS, THREE, CardTables
from .errors import IllegalAction
from .rules import RuleSet
from .sections import CANASTAS_TO_GO_OUT, S_GOING_OUT
from .sections import S_MELDS as SECTION_MELDS


class MeldRule(Enum):
    """The composition rule a refused meld breaks (a refusal's parameter)."""

    MORE_NATURALS = "more_naturals"  # §1: more naturals than wilds
    TWO_ORDINARY = "two_ordinary"  # §4: at least two ordinary cards
    THREE_JOKERS = "three_jokers"  # §4: at most three jokers
    HOUSE_THREE_WILDS = "house_three_wilds"  # §6 house option
    THREES_NEVER = "threes_never"  # §5: threes are never melded
    BLACK_THREES_ONLY = "black_threes_only"  # no red three, no wild with them
    THREE_OR_FOUR_THREES = "three_or_four_threes"
    THREES_ONLY_GOING_OUT = "threes_only_going_out"


def meld_problem(rank: int, cards: Sequence[int], tables: CardTables,
                 rules: RuleSet, laid: Sequence[int] = ()) -> IllegalAction | None:
    """Why `cards` cannot stand as one meld of `rank`, or None when they can.

    The same test serves new melds and lay-offs (the cards are then the
    whole meld after the lay-off, `laid` the part already on the table),
    because a meld must hold more naturals than wilds at all times.
    """
    t_rank = tables.rank
    if rank == THREE:
        if not rules.black_threes_meld_to_go_out:
            return IllegalAction("black_three_meld", SECTION_MELDS, rule=MeldRule.THREES_NEVER)
        for c in cards:
            if not tables.is_black_three[c]:
                return IllegalAction("black_three_meld", SECTION_MELDS,
                                     rule=MeldRule.BLACK_THREES_ONLY)
        if not 3 <= len(cards) <= 4:
            return IllegalAction("black_three_meld", SECTION_MELDS,
                                 rule=MeldRule.THREE_OR_FOUR_THREES)
        return None
    if rank not in NATURAL_RANKS:
        return IllegalAction("bad_rank", SECTION_MELDS)
    naturals = wilds = 0
    is_wild = tables.is_wild
    for c in cards:
        if t_rank[c] == rank:
            naturals += 1
        elif is_wild[c]:
            wilds += 1
        elif tables.is_red_three[c]:
            return IllegalAction("red_three_meld", SECTION_MELDS)
        else:
            return IllegalAction("mixed_ranks", SECTION_MELDS)
    if naturals + wilds < 3:
        return IllegalAction("meld_too_small", SECTION_MELDS)
    broken = composition_problem(rules, naturals, wilds)
    if broken is MeldRule.HOUSE_THREE_WILDS and wilds <= sum(map(is_wild.__getitem__, laid)):
        # A meld merged over the cap when two players became partners (§2
        # three players) keeps its wilds; only adding one more is refused.
        return None
    if broken is not None:
        return IllegalAction("too_many_wilds", SECTION_MELDS, rule=broken)
    return None


def composition(rules: RuleSet) -> tuple[bool, bool]:
    """What a meld's make-up depends on in a rule set, as two flags (cheap to
    hash: legal.py caches the parts it allows by them): whether wilds may
    outnumber naturals (§4 Origen's own rule) and the house cap (§6)."""
    return rules.meld_wilds.wilds_may_outnumber_naturals, rules.at_most_three_wilds


def composition_problem(rules: RuleSet, naturals: int, wilds: int) -> MeldRule | None:
    """The rule broken by a meld of `naturals` natural and `wilds` wild
    cards in this rule set, or None."""
    return wilds_problem(composition(rules), naturals, wilds)


def wilds_problem(rule: tuple[bool, bool], naturals: int, wilds: int) -> MeldRule | None:
    """The one place that decides how many wild cards a meld of `naturals`
    natural cards may hold (the engine, legal actions, and through them Hint
    and bots, ask here), `rule` being `composition(rules)`: the rule broken
    by `wilds` of them, or None."""
    outnumber, at_most_three = rule
    if outnumber:
        # §4: at least two ordinary cards and at most three jokers.
        if naturals < 2:
            return MeldRule.TWO_ORDINARY
        if wilds > 3:
            return MeldRule.THREE_JOKERS
        return None
    if wilds >= naturals:
        return MeldRule.MORE_NATURALS
    if at_most_three and wilds > 3:
        return MeldRule.HOUSE_THREE_WILDS
    return None


def wild_room(rules: RuleSet, naturals: int, wilds: int) -> int:
    """How many more wild cards a meld of `naturals` natural and `wilds`
    wild cards may take (0 when it may take none, or none at all)."""
    rule = composition(rules)
    room = 0
    while wilds_problem(rule, naturals, wilds + room + 1) is None:
        room += 1
    return room


def is_pure(cards: Sequence[int], tables: CardTables) -> bool:
    is_wild = tables.is_wild
    return not any(is_wild[c] for c in cards)


def canasta_count(melds: dict[int, list[int]]) -> int:
    return sum(1 for cards in melds.values() if len(cards) >= 7)


class CanastaNeed(Enum):
    """What a side needs on the table before one of its players may go out."""

    NOTHING = "nothing"  # rami (§5)
    COUNT = "count"  # `rules.canastas_to_go_out` canastas of any kind (§1, §2)
    RED_AND_BLACK = "red_and_black"  # a pure and an impure canasta (§3)


def canasta_need(rules: RuleSet) -> CanastaNeed:
    if not rules.going_out_needs_canasta:
        return CanastaNeed.NOTHING
    if rules.red_and_black_canasta_to_go_out:
        return CanastaNeed.RED_AND_BLACK
    return CanastaNeed.COUNT


def missing_canastas(rules: RuleSet, alone: bool = False) -> IllegalAction:
    """The refusal of going out without the canastas `rules` ask for (one,
    two, or a red and a black): the engine's, and the table's warning before
    a player asks to go out.  `alone`: the player has no partner ("you
    need", not "your side needs")."""
    return IllegalAction("no_canasta", rules.section(S_GOING_OUT, CANASTAS_TO_GO_OUT),
                         need=canasta_need(rules), canastas=rules.canastas_to_go_out,
                         alone=alone)


def has_canastas_to_go_out(melds: Iterable[Sequence[int]], tables: CardTables,
                           rules: RuleSet) -> bool:
    """Whether these melds (one side's) meet the canasta requirement for going out."""
    need = canasta_need(rules)
    if need is CanastaNeed.NOTHING:
        return True
    canastas = [m for m in melds if len(m) >= 7]
    if need is CanastaNeed.RED_AND_BLACK:
        pure = [is_pure(m, tables) for m in canastas]
        return any(pure) and not all(pure)
    return len(canastas) >= rules.canastas_to_go_out
