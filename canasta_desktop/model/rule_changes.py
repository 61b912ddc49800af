"""Which of §1's figures a rule set changes, and to what (RULES.md §2–§5).

Help → Rules shows the whole classic rulebook (§1) under a variant's own
section; where the variant plays with other figures (13 cards dealt, 150 to
open from 7 000, red threes worth 1 000 at five...), the §1 passage must say
so.  These facts come from comparing the rule set with classic's, so that a
figure written in a note is the one the engine plays with; the window only
formats them (ui/help_dialogs.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import Enum

from .melds import CanastaNeed, canasta_need
from .rules import CLASSIC, RuleSet
from .scoring import RED_THREE_HELD_COST
from .sections import (CANASTA_BONUS, CANASTAS_TO_GO_OUT, CARDS_DEALT, CARDS_DRAWN, GAME_END,
                       GOING_OUT_BONUS, MELD_WILDS, NEGATIVE_WITHOUT_CANASTA, PILE_NATURAL_PAIR,
                       PILE_TAKEN_CARDS, PILE_WILDS, PLAYERS, RED_THREE_BONUS, S_FROZEN,
                       S_GOING_OUT, S_MELDS, S_OPENING, S_PILE, S_RED, S_SCORING, S_SEATING,
                       S_STOCK, S_TURN, STOCK_END, THREES_MELDED)


class Topic(Enum):
    """A figure of §1 that a variant may set otherwise: (the §1 section whose
    text states it, the rule's key in `RuleSet.governing_sections`)."""

    PLAYERS = (S_SEATING, PLAYERS)
    CARDS_DEALT = (S_SEATING, CARDS_DEALT)
    CARDS_DRAWN = (S_TURN, CARDS_DRAWN)
    MELD_WILDS = (S_MELDS, MELD_WILDS)
    THREES_MELDED = (S_MELDS, THREES_MELDED)
    CANASTA_BONUS = (S_MELDS, CANASTA_BONUS)
    OPENING = (S_OPENING, S_OPENING)
    PILE_TAKEN_CARDS = (S_PILE, PILE_TAKEN_CARDS)
    PILE_NATURAL_PAIR = (S_PILE, PILE_NATURAL_PAIR)
    PILE_WILDS = (S_FROZEN, PILE_WILDS)
    CANASTAS_TO_GO_OUT = (S_GOING_OUT, CANASTAS_TO_GO_OUT)
    GOING_OUT_BONUS = (S_GOING_OUT, GOING_OUT_BONUS)
    STOCK_END = (S_STOCK, STOCK_END)
    RED_THREES = (S_RED, RED_THREE_BONUS)
    NEGATIVE_WITHOUT_CANASTA = (S_SCORING, NEGATIVE_WITHOUT_CANASTA)
    GAME_END = (S_SCORING, GAME_END)

    @property
    def passage(self) -> str:
        return self.value[0]

    @property
    def rule(self) -> str:
        return self.value[1]


@dataclass(frozen=True)
class OpeningScale:
    """The opening minimums: by cumulative score (`rows`: (lowest score or
    None for "below zero", minimum)), or by deal number (`by_deal`);
    `per_player`: each player's own total sets his (three players)."""

    rows: tuple[tuple[int | None, int], ...] = ()
    by_deal: tuple[int, ...] = ()
    per_player: bool = False


@dataclass(frozen=True)
class RedThreeScale:
    """What a side's red threes are worth: `each` apiece up to `up_to` of
    them, then (count, total) for more; or, when `held_cost`, no bonus and
    each one still held costs that much (§3)."""

    each: int = 0
    up_to: int = 0
    then: tuple[tuple[int, int], ...] = ()
    held_cost: int = 0


@dataclass(frozen=True)
class GameEnd:
    target: int | None  # points that end the game, or
    deals: int | None  # a fixed number of deals


@dataclass(frozen=True)
class CanastasToGoOut:
    need: CanastaNeed
    count: int


@dataclass(frozen=True)
class Bonuses:
    """Two bonuses §1 states together: a pure and a mixed canasta's, or
    going out's and going out concealed's."""

    usual: int
    other: int


class StockEnd(Enum):
    """When play stops once the stock is out (§1 Stock exhausted, §2, §4)."""

    TAKE_OR_STOP = "take_or_stop"  # §1: on while the player in turn takes the pile
    ON_THE_LAST_DISCARD = "on_the_last_discard"  # §2 three: when the last card's drawer discards
    MUST_TAKE = "must_take"  # §4: on while players can take the pile


def stock_end(rules: RuleSet) -> StockEnd:
    if rules.stock_out_ends_on_discard:
        return StockEnd.ON_THE_LAST_DISCARD
    if rules.stock_out_must_take:
        return StockEnd.MUST_TAKE
    return StockEnd.TAKE_OR_STOP


@dataclass(frozen=True)
class PileWilds:
    most: int | None  # the wild cards the pile may hold; None: no limit


# Pile limits at or above this are no limit (rami's is 10**6).
NO_PILE_LIMIT = 10_000


@dataclass(frozen=True)
class RuleChange:
    """One §1 figure this rule set changes: the §1 `passage` that states
    classic's, the `section` where this game's rule is written, its value."""

    topic: Topic
    passage: str
    section: str
    value: object


def opening_scale(rules: RuleSet) -> OpeningScale:
    if rules.opening_by_deal:
        return OpeningScale(by_deal=tuple(rules.opening_by_deal))
    rows = tuple((None if lowest < 0 else lowest, minimum)
                 for lowest, minimum in rules.opening_table)
    return OpeningScale(rows=rows, per_player=rules.opening_per_player)


def red_three_scale(rules: RuleSet) -> RedThreeScale:
    if not rules.red_threes.laid_apart:
        return RedThreeScale(held_cost=RED_THREE_HELD_COST)
    most = 2 * rules.deck.packs  # red threes in the deck
    each = rules.red_three_points(1)
    up_to = 1
    while up_to < most and rules.red_three_points(up_to + 1) == each * (up_to + 1):
        up_to += 1
    then = tuple((n, rules.red_three_points(n)) for n in range(up_to + 1, most + 1))
    return RedThreeScale(each=each, up_to=up_to, then=then)


def _facts(rules: RuleSet) -> dict[Topic, object]:
    return {
        Topic.PLAYERS: rules.players,
        Topic.CARDS_DEALT: rules.hand_size,
        Topic.CARDS_DRAWN: rules.draw_count,
        Topic.MELD_WILDS: rules.meld_wilds,
        Topic.THREES_MELDED: rules.black_threes_meld_to_go_out,
        Topic.CANASTA_BONUS: Bonuses(rules.pure_canasta_bonus, rules.impure_canasta_bonus),
        Topic.OPENING: opening_scale(rules),
        # The cards a take gives, the top card included (None: the whole pile).
        Topic.PILE_TAKEN_CARDS: rules.pile_take_count,
        Topic.PILE_NATURAL_PAIR: rules.pile_take.always_natural_pair,
        Topic.PILE_WILDS: PileWilds(None if rules.pile_max_wilds >= NO_PILE_LIMIT
                                    else rules.pile_max_wilds),
        Topic.CANASTAS_TO_GO_OUT: CanastasToGoOut(canasta_need(rules), rules.canastas_to_go_out),
        Topic.GOING_OUT_BONUS: Bonuses(rules.going_out_bonus, rules.concealed_going_out_bonus),
        Topic.STOCK_END: stock_end(rules),
        Topic.RED_THREES: red_three_scale(rules),
        Topic.NEGATIVE_WITHOUT_CANASTA: rules.no_canasta_counts_negative,
        Topic.GAME_END: GameEnd(None if rules.deals_per_game else rules.game_target,
                                rules.deals_per_game),
    }


def rule_changes(rules: RuleSet) -> tuple[RuleChange, ...]:
    """The §1 figures `rules` plays otherwise than classic Canasta, in the
    order of §1, each with the section (the variant's own) that states it."""
    classic = _facts(CLASSIC)
    return tuple(RuleChange(topic, topic.passage, rules.section(topic.passage, topic.rule), value)
                 for topic, value in _facts(rules).items() if value != classic[topic])


def changes_in(rules: RuleSet, passage: str) -> tuple[RuleChange, ...]:
    """The changes whose classic figure the §1 `passage` states."""
    return tuple(c for c in rule_changes(rules) if c.passage == passage)


# The §1 passage each yes-or-no house rule (RULES.md §6) plays otherwise.
HOUSE_RULE_PASSAGES = {
    "at_most_three_wilds": S_MELDS,
    "concealed_needs_canasta_this_turn": S_GOING_OUT,
    "wild_freezes_until_taken": S_FROZEN,
    "asking_to_go_out_optional": S_GOING_OUT,
}


@dataclass(frozen=True)
class HouseRuleChange:
    """A house rule this game plays otherwise than §1 states it: the rule
    (`field`, its `value` here) and the §1 `passage` it changes."""

    field: str
    passage: str
    value: bool


def house_rule_changes(rules: RuleSet) -> tuple[HouseRuleChange, ...]:
    """The house rules of `rules` set otherwise than classic's §1 (play-test
    s37: §1 said "ask 'may I go out?'" in a game where asking was optional)."""
    return tuple(HouseRuleChange(o.field, HOUSE_RULE_PASSAGES[o.field], getattr(rules, o.field))
                 for o in rules.house_options
                 if o.field in HOUSE_RULE_PASSAGES
                 and getattr(rules, o.field) != getattr(CLASSIC, o.field))
