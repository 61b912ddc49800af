"""Rule sets: one frozen dataclass per variant, registered by a stable id.

A variant is data (deck, hand size, tables, bonuses) plus a few named hooks
that the one engine consults; never a copy of the engine (ARCHITECTURE §5).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from enum import Enum
from typing import Mapping

from .cards import Deck
from .sections import GOING_OUT_PENALTY, S_GOING_OUT


class RedThrees(Enum):
    """What red threes are (§1 Red threes, §3)."""

    BONUS = "bonus"  # laid apart and replaced, scored as a bonus
    PENALTY = "penalty"  # kept in hand, may be discarded, each one held costs 100

    laid_apart: bool  # a plain attribute, not a property: the engine reads it at every draw

    def __init__(self, value: str) -> None:
        self.laid_apart = value == "bonus"


class MeldWilds(Enum):
    """How many wild cards a meld may hold (decided in `melds.wilds_problem`)."""

    MINORITY = "minority"  # naturals outnumber wilds (§1)
    ORIGEN = "origen"  # at least two ordinary cards and at most three jokers (§4)

    wilds_may_outnumber_naturals: bool

    def __init__(self, value: str) -> None:
        self.wilds_may_outnumber_naturals = value == "origen"


class PileTake(Enum):
    """What a player needs to take the discard pile (§1, §5)."""

    CLASSIC = "classic"  # natural pair, natural + wild, or own meld (frozen: natural pair)
    NATURAL_PAIR = "natural_pair"  # always a natural pair (rami)

    always_natural_pair: bool

    def __init__(self, value: str) -> None:
        self.always_natural_pair = value == "natural_pair"


class Sides(Enum):
    """Who scores together (§1 Seating and teams, §2, §5): what the score
    pad and the table say of "a side"."""

    TEAMS = "teams"  # every player has a partner
    ALONE = "alone"  # nobody has one (two players, rami alone...)
    # §2 three players: each alone until one takes the pile and the other
    # two become partners for the rest of the deal.
    ISOLATED_HAND = "isolated_hand"


class CardDesign(Enum):
    """The cards a variant is played with: the standard deck, or Origen's own
    (its card names, its Sol and Retener in the table's words)."""

    STANDARD = "standard"
    ORIGEN = "origen"


@dataclass(frozen=True)
class HouseOption:
    """A house rule the settings dialog can toggle (RULES.md §6)."""

    field: str


@dataclass(frozen=True)
class RuleSet:
    """Everything that differs between variants.  Numbers and tables are data;
    the few rules that are not numbers are named switches the engine reads."""

    id: str
    players: int  # people at the table for the whole game
    deck: Deck
    hand_size: int
    draw_count: int = 1
    # Team of each seat of a deal (seats play clockwise in index order).  In
    # five and six-rotating, fewer people play each deal than sit at the
    # table: `player_teams` then gives each person's team.
    teams: tuple[int, ...] = (0, 1, 0, 1)
    player_teams: tuple[int, ...] | None = None
    canastas_to_go_out: int = 1
    going_out_needs_canasta: bool = True  # rami: no canasta needed
    red_and_black_canasta_to_go_out: bool = False  # Tête et Queue
    game_target: int = 5000
    deals_per_game: int | None = None  # Tête et Queue: four deals
    # (lowest cumulative score, minimum) from the lowest score up (§1 Opening).
    opening_table: tuple[tuple[int, int], ...] = (
        (-10**9, 15), (0, 50), (1500, 90), (3000, 120))
    opening_by_deal: tuple[int, ...] | None = None  # Tête et Queue: 30/60/90/120
    opening_per_player: bool = False  # three players: each his own minimum
    # bonus for 0, 1, 2, ... red threes of one team (§1 Scoring a deal); past
    # the table's end each more red three adds what the last step added.
    red_three_bonus: tuple[int, ...] = (0, 100, 200, 300, 800)
    red_threes: RedThrees = RedThrees.BONUS
    # §5 rami: red threes dealt in hand are laid before the deal starts (§1:
    # on each player's first turn).
    red_threes_laid_before_play: bool = False
    pure_canasta_bonus: int = 500
    impure_canasta_bonus: int = 300
    going_out_bonus: int = 100
    concealed_going_out_bonus: int = 200
    failed_go_out_penalty: int = 100
    # rami: without a canasta, melds and hand both count negative.
    no_canasta_counts_negative: bool = False
    pile_max_wilds: int = 6
    meld_wilds: MeldWilds = MeldWilds.MINORITY
    black_threes_meld_to_go_out: bool = True  # rami: threes are never melded
    upcard_again_on_black_three: bool = True  # Origen turns again on jokers and Sol only
    pile_take: PileTake = PileTake.CLASSIC
    pile_take_count: int | None = None  # Tête et Queue: the top three cards only
    upcard_bonus_replaced: bool = False  # Origen: a Sol taken with the pile is replaced
    # Origen (§4, seed 003): the stock out, play goes on while players can
    # take the pile; the deal stops only when one cannot (§1: "or does not").
    stock_out_must_take: bool = False
    foot_size: int = 0  # Tête et Queue: the foot (queue)
    isolated_hand: bool = False  # three players (§2)
    stock_out_ends_on_discard: bool = False  # three players (§2)
    tiles: bool = False  # Origen's announced tiles (dalles)
    design: CardDesign = CardDesign.STANDARD
    tile_bonus: int = 20
    tile_penalty: int = 20
    score_by_player: bool = False  # three players: one column per player
    layout: str = ""  # the team layout chosen where a variant offers several (rami)
    # House options (§6), defaults from the seeds.
    at_most_three_wilds: bool = False  # seed 002
    concealed_needs_canasta_this_turn: bool = False
    wild_freezes_until_taken: bool = True
    asking_to_go_out_optional: bool = False
    decks: int = 0  # Tête et Queue: number of 54-card decks (2..6), 0 = fixed deck
    # seed 002: a player holding one card may not take a one-card pile.
    one_card_pile_rule: bool = True
    house_options: tuple[HouseOption, ...] = ()
    # (general section, the section that governs it here): where a variant's
    # own RULES.md section restates or overrides a §1 rule, a refusal cites
    # the variant's section, since that is the text the player must read.
    governing_sections: tuple[tuple[str, str], ...] = ()
    # The variant's own RULES.md sections, which Help → Rules shows before §1's.
    own_sections: tuple[str, ...] = ()

    @property
    def seats(self) -> int:
        """Seats in one deal."""
        return len(self.teams)

    @property
    def sides(self) -> Sides:
        """Whether players score in teams, alone, or alone until two become
        partners (§2 three players)."""
        if self.isolated_hand:
            return Sides.ISOLATED_HAND
        if len(set(self.teams)) < len(self.teams):
            return Sides.TEAMS
        return Sides.ALONE

    @property
    def partnerships(self) -> bool:
        """Someone may have a partner to ask "may I go out?" (§1 Going out),
        and so pay for a broken "yes"."""
        return self.sides is not Sides.ALONE

    @property
    def teams_open_as_one(self) -> bool:
        """Partners share one opening (§1 Opening: the team's first meld,
        whoever lays it, opens for all of them, and the pile is frozen for
        the team until then): so in teams, but not for the three players'
        partners, each of whom opens alone at his own minimum (§2 Three
        players), nor for a player alone."""
        return self.sides is Sides.TEAMS and not self.opening_per_player

    @property
    def team_count(self) -> int:
        return max(self.teams) + 1

    @property
    def column_count(self) -> int:
        """Columns of the score sheet: teams, or players in three-handed play."""
        return self.players if self.score_by_player else self.team_count

    def seats_of_team(self, team: int) -> tuple[int, ...]:
        return tuple(s for s, t in enumerate(self.teams) if t == team)

    def opening_minimum(self, cumulative_score: int, deal_number: int = 1) -> int:
        if self.opening_by_deal:
            table = self.opening_by_deal
            return table[min(deal_number, len(table)) - 1]
        minimum = self.opening_table[0][1]
        for lowest, value in self.opening_table:
            if cumulative_score >= lowest:
                minimum = value
        return minimum

    def section(self, general: str, rule: str | None = None) -> str:
        """The RULES.md section that governs `general` (a §1 section) in this
        rule set: the variant's own where its text restates the rule; `rule`
        names one rule within `general` that a variant may set on its own
        (`sections.CANASTAS_TO_GO_OUT`)."""
        governing = dict(self.governing_sections)
        return governing.get(rule or general) or governing.get(general, general)

    def penalty_section(self) -> str:
        """The RULES.md section that holds the penalty for a broken "yes"
        (§1 Going out): §1's, inherited, unless a variant's own section
        restates that penalty (none does: §5 rami names none)."""
        return dict(self.governing_sections).get(GOING_OUT_PENALTY, S_GOING_OUT)

    @property
    def going_out_scores(self) -> bool:
        """Going out earns a bonus (§5 rami has none: its score sheet and
        deal's end leave out a row that could only read "–")."""
        return bool(self.going_out_bonus or self.concealed_going_out_bonus)

    @property
    def meld_wild_limit(self) -> str:
        """How many wild cards a meld may hold here, as the summaries say it:
        "origen" (§4: at least two ordinary cards, at most three jokers),
        "fewer_at_most_three" (§6 house cap on top of §1) or "fewer" (§1).
        The engine decides by `melds.wilds_problem`; this names the same rule."""
        if self.meld_wilds.wilds_may_outnumber_naturals:
            return "origen"
        return "fewer_at_most_three" if self.at_most_three_wilds else "fewer"

    def red_three_points(self, count: int) -> int:
        table = self.red_three_bonus
        if count < len(table):
            return table[count]
        return table[-1] + (count - len(table) + 1) * (table[-1] - table[-2])

    def option_problem(self, field: str, value: object) -> str | None:
        """Why `value` cannot be this rule set's house option `field`, or None.
        Options come from files that may be hostile: "no" is no switch, and
        nine decks are no Tête et Queue shoe."""
        if field not in {o.field for o in self.house_options}:
            return f"not a house option of {self.id}: {field}"
        default = getattr(self, field)
        if isinstance(default, bool):
            if not isinstance(value, bool):
                return f"the house option {field} is on or off, not {value!r}"
        elif not isinstance(value, int) or isinstance(value, bool):
            return f"the house option {field} is a whole number, not {value!r}"
        elif field == "decks" and not 2 <= value <= 6:
            return "the number of decks goes from 2 to 6"
        return None

    def with_options(self, **options: object) -> "RuleSet":
        """A copy with house options changed (only the declared ones, each
        of its own type and range: ValueError otherwise)."""
        for field, value in options.items():
            problem = self.option_problem(field, value)
            if problem is not None:
                raise ValueError(problem)
        changed = replace(self, **options)  # type: ignore[arg-type]
        if changed.decks != self.decks:
            changed = replace(changed, deck=Deck(packs=changed.decks, jokers=2 * changed.decks))
        return changed


CLASSIC_HOUSE_OPTIONS = (
    HouseOption("at_most_three_wilds"),
    HouseOption("concealed_needs_canasta_this_turn"),
    HouseOption("wild_freezes_until_taken"),
    HouseOption("asking_to_go_out_optional"),
)

CLASSIC = RuleSet(
    id="classic",
    players=4,
    deck=Deck(packs=2, jokers=4),
    hand_size=11,
    house_options=CLASSIC_HOUSE_OPTIONS,
)

def get_rules(variant_id: str, players: int | None = None,
              layout: str | None = None) -> RuleSet:
    """The rule set of a variant for a player count (default: the variant's own)."""
    from .variants import rules_for  # variants build on this module

    return rules_for(variant_id, players, layout)


def registry() -> Mapping[str, RuleSet]:
    """Each variant's default rule set, by id."""
    from .variants import VARIANTS

    return {vid: info.rules_for() for vid, info in VARIANTS.items()}

