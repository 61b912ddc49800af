"""Every variant of the seeds as registered rule sets (RULES.md §2–§6).

A variant is data plus the few named switches of `RuleSet`: the one engine
plays them all.  `VARIANTS` is what the settings dialog lists: id, player
counts, team layouts and house options; their names and summaries are words
(`canasta_desktop.words`, namespaces "variant", "variant_summary",
"team_layout", "house_option", keyed by id or field).
"""

from __future__ import annotations

from dataclasses import dataclass, replace
from typing import Callable

from .cards import Deck
from .rules import (CLASSIC, CLASSIC_HOUSE_OPTIONS, CardDesign, HouseOption, MeldWilds, PileTake,
                    RedThrees, RuleSet)
from .sections import (CANASTAS_TO_GO_OUT, CARDS_DEALT, CARDS_DRAWN, GAME_END,
                       GOING_OUT_BONUS, NEGATIVE_WITHOUT_CANASTA, PILE_RED_THREE_ON_TOP,
                       PILE_TAKEN_CARDS, PLAYERS,
                       RED_THREE_BONUS,
                       S_FROZEN, S_GOING_OUT, S_HEAD_FOOT, S_MELDS, S_OPENING, S_ORIGEN, S_PILE,
                       S_RAMI, S_RED, S_STOCK, S_THREE, S_VARIANTS)

SIX_DECK = Deck(packs=3, jokers=6)


@dataclass(frozen=True)
class TeamLayout:
    id: str  # "teams", "solo", "2x3", ...


SOLO = TeamLayout("solo")
PAIRS = TeamLayout("teams")


@dataclass(frozen=True)
class VariantInfo:
    id: str
    player_counts: tuple[int, ...]
    default_players: int
    build: Callable[[int, str | None], RuleSet]
    layouts: Callable[[int], tuple[TeamLayout, ...]]

    def rules_for(self, players: int | None = None, layout: str | None = None) -> RuleSet:
        players = self.default_players if players is None else players
        if players not in self.player_counts:
            counts = ", ".join(str(n) for n in self.player_counts)
            raise ValueError(f"{self.id} is played by {counts} players, not {players}")
        allowed = [lay.id for lay in self.layouts(players)]
        if layout is not None and layout not in allowed:
            raise ValueError(f"{self.id} with {players} players has no layout {layout!r}"
                             f" (choose from {', '.join(allowed)})")
        return self.build(players, layout or allowed[0])

    def every_rules(self) -> list[RuleSet]:
        """The rule set of every player count and team layout."""
        return [self.rules_for(n, lay.id) for n in self.player_counts for lay in self.layouts(n)]

    @property
    def house_options(self) -> tuple[HouseOption, ...]:
        """Every house option of the variant, at some player count or layout
        (rami in pairs has the partner options that rami alone lacks)."""
        seen: dict[str, HouseOption] = {}
        for rules in self.every_rules():
            for option in rules.house_options:
                seen.setdefault(option.field, option)
        return tuple(seen.values())

    def option_problem(self, field: str, value: object) -> str | None:
        """Why `value` is no value of this variant's house option `field`
        (at whichever count or layout declares it), or None."""
        for rules in self.every_rules():
            if field in {o.field for o in rules.house_options}:
                return rules.option_problem(field, value)
        return f"not a house option of {self.id}: {field}"


VARIANTS: dict[str, VariantInfo] = {}


def _applicable_options(rules: RuleSet) -> RuleSet:
    """Drop the house options that cannot change anything in this rule set:
    the partner rules where nobody has a partner, and a three-wild cap where
    the variant has its own (Origen)."""
    partners = rules.isolated_hand or any(rules.teams.count(t) > 1 for t in rules.teams)
    partner_only = {"asking_to_go_out_optional", "concealed_needs_canasta_this_turn"}
    options = tuple(o for o in rules.house_options
                    if (partners or o.field not in partner_only)
                    and not (o.field == "at_most_three_wilds" and rules.meld_wilds.wilds_may_outnumber_naturals))
    return replace(rules, house_options=options)


def _register(info: VariantInfo) -> VariantInfo:
    build = info.build
    VARIANTS[info.id] = replace(
        info, build=lambda players, layout: _applicable_options(build(players, layout)))
    return VARIANTS[info.id]


def _fixed(rules: RuleSet) -> Callable[[int, str | None], RuleSet]:
    return lambda players, layout: rules


def _one_layout(layout: TeamLayout) -> Callable[[int], tuple[TeamLayout, ...]]:
    return lambda players: (layout,)


def variant(variant_id: str) -> VariantInfo:
    try:
        return VARIANTS[variant_id]
    except KeyError:
        raise KeyError(f"unknown variant {variant_id!r}; known: {', '.join(VARIANTS)}") from None


def rules_for(variant_id: str, players: int | None = None, layout: str | None = None) -> RuleSet:
    return variant(variant_id).rules_for(players, layout)


# ---------------------------------------------------------------- §1 classic
_register(VariantInfo(
    CLASSIC.id, (4,), 4, _fixed(CLASSIC), _one_layout(PAIRS)))

# ---------------------------------------------------------------- §2 classic variants
TWO = replace(
    CLASSIC, id="two", players=2, own_sections=(S_VARIANTS,),
    teams=(0, 1), hand_size=15, draw_count=2, canastas_to_go_out=2,
    # §2's table: two players, 15 cards, two drawn, two canastas to go out.
    governing_sections=tuple((rule, S_VARIANTS) for rule in (
        PLAYERS, CARDS_DEALT, CARDS_DRAWN, CANASTAS_TO_GO_OUT)))
_register(VariantInfo("two", (2,), 2, _fixed(TWO), _one_layout(SOLO)))

THREE = replace(
    CLASSIC, id="three", players=3, teams=(0, 1, 2), hand_size=13,
    own_sections=(S_THREE, S_VARIANTS),
    draw_count=2, isolated_hand=True, opening_per_player=True,
    stock_out_ends_on_discard=True, score_by_player=True, game_target=7500,
    # §2 "Opening minimum is per player (his own cumulative score)" and "If the
    # stock runs out, play stops when the player who drew the last card discards";
    # §2's table: three players, 13 cards, two drawn, game to 7 500.
    governing_sections=((S_OPENING, S_THREE), (S_STOCK, S_THREE)) + tuple(
        (rule, S_VARIANTS) for rule in (PLAYERS, CARDS_DEALT, CARDS_DRAWN, GAME_END)))
_register(VariantInfo("three", (3,), 3, _fixed(THREE), _one_layout(SOLO)))

FIVE = replace(
    CLASSIC, id="five", players=5, own_sections=(S_VARIANTS,),
    governing_sections=((PLAYERS, S_VARIANTS),),
    teams=(0, 1, 0, 1), player_teams=(0, 1, 0, 1, 1))
_register(VariantInfo("five", (5,), 5, _fixed(FIVE),
                      _one_layout(TeamLayout("2v3"))))

SIX_2X3 = replace(
    CLASSIC, id="six-2x3", players=6, own_sections=(S_VARIANTS,),
    governing_sections=((PLAYERS, S_VARIANTS),),
    teams=(0, 1, 0, 1, 0, 1))
_register(VariantInfo("six-2x3", (6,), 6,
                      _fixed(SIX_2X3),
                      _one_layout(TeamLayout("2x3"))))

SIX_ROTATING = replace(
    CLASSIC, id="six-rotating", players=6, own_sections=(S_VARIANTS,),
    governing_sections=((PLAYERS, S_VARIANTS),),
    teams=(0, 1, 0, 1), player_teams=(0, 1, 0, 1, 0, 1))
_register(VariantInfo("six-rotating", (6,), 6,
                      _fixed(SIX_ROTATING),
                      _one_layout(TeamLayout("2x3-rotating"))))

SIX_3X2 = replace(
    CLASSIC, id="six-3x2", players=6, teams=(0, 1, 2, 0, 1, 2), own_sections=(S_VARIANTS,),
    deck=SIX_DECK, hand_size=13, canastas_to_go_out=2, game_target=10000,
    opening_table=((-10**9, 15), (0, 50), (1500, 90), (3000, 120), (7000, 150)),
    red_three_bonus=(0, 100, 200, 300, 400, 1000, 1200),
    # §2's table: six players, 13 cards, two canastas to go out, its own
    # opening table (150 from 7 000), red threes' bonus and game target.
    # What a red three is and how it is laid stay §1's.
    governing_sections=tuple((rule, S_VARIANTS) for rule in (
        PLAYERS, CARDS_DEALT, CANASTAS_TO_GO_OUT, S_OPENING, RED_THREE_BONUS, GAME_END)))
_register(VariantInfo("six-3x2", (6,), 6,
                      _fixed(SIX_3X2),
                      _one_layout(TeamLayout("3x2"))))

# ---------------------------------------------------------------- §3 Tête et Queue
HEAD_AND_FOOT = replace(
    CLASSIC, id="head-and-foot", deck=Deck(packs=5, jokers=10), decks=5, foot_size=11,
    own_sections=(S_HEAD_FOOT,),
    opening_by_deal=(30, 60, 90, 120), deals_per_game=4, pile_take_count=3,
    red_and_black_canasta_to_go_out=True, red_threes=RedThrees.PENALTY,
    # §3 sets its own opening minimums (by deal), red threes and canastas to go
    # out (a red and a black), and plays four deals; it says why a discarded
    # red three on top blocks the pile, and that taking it takes three cards.
    governing_sections=((S_OPENING, S_HEAD_FOOT), (S_RED, S_HEAD_FOOT),
                        (CANASTAS_TO_GO_OUT, S_HEAD_FOOT), (GAME_END, S_HEAD_FOOT),
                        (PILE_RED_THREE_ON_TOP, S_HEAD_FOOT), (PILE_TAKEN_CARDS, S_HEAD_FOOT)),
    house_options=CLASSIC_HOUSE_OPTIONS + (
        HouseOption("decks"),))
_register(VariantInfo("head-and-foot", (4,), 4,
                      _fixed(HEAD_AND_FOOT), _one_layout(PAIRS)))

# ---------------------------------------------------------------- §4 Canasta Origen
ORIGEN_BASE = replace(
    CLASSIC, id="origen", meld_wilds=MeldWilds.ORIGEN, design=CardDesign.ORIGEN, upcard_again_on_black_three=False, upcard_bonus_replaced=True,
    stock_out_must_take=True,
    tiles=True, concealed_going_out_bonus=300, red_three_bonus=(0, 100, 200),
    red_threes_laid_before_play=True,  # §4: a Sol dealt is laid at once
    own_sections=(S_ORIGEN,),
    opening_table=((-10**9, 15), (0, 50), (1501, 90), (3001, 120)),
    # §4 restates melds (two ordinary cards, three jokers, Retener), taking
    # the pile, what stops it (Retener), opening, Sol and the stock's end; it
    # is played by 2, 3, 4 or 6 with its own deal and game target.
    governing_sections=tuple((topic, S_ORIGEN) for topic in (
        S_MELDS, S_PILE, S_FROZEN, S_OPENING, S_RED, S_STOCK, PLAYERS, CARDS_DEALT, GAME_END,
        GOING_OUT_BONUS)))


def _origen(players: int, layout: str | None) -> RuleSet:
    shapes = {2: (15, (0, 1), CLASSIC.deck, 5000), 3: (13, (0, 1, 2), CLASSIC.deck, 5000),
              4: (11, (0, 1, 0, 1), CLASSIC.deck, 5000),
              6: (13, (0, 1, 2, 0, 1, 2), SIX_DECK, 7500)}
    hand, teams, deck, target = shapes[players]
    return replace(ORIGEN_BASE, players=players, hand_size=hand, teams=teams, deck=deck,
                   game_target=target)


def _origen_layouts(players: int) -> tuple[TeamLayout, ...]:
    if players == 4:
        return (PAIRS,)
    if players == 6:
        return (TeamLayout("3x2"),)
    return (SOLO,)


_register(VariantInfo("origen", (2, 3, 4, 6), 4,
                      _origen,
                      _origen_layouts))

# ---------------------------------------------------------------- §5 rami canasta
RAMI_BASE = replace(
    CLASSIC, id="rami", pile_take=PileTake.NATURAL_PAIR, black_threes_meld_to_go_out=False,
    going_out_needs_canasta=False, pure_canasta_bonus=700, going_out_bonus=0,
    own_sections=(S_RAMI,),
    concealed_going_out_bonus=0, no_canasta_counts_negative=True,
    red_three_bonus=(0, 100, 200), pile_max_wilds=10**6, red_threes_laid_before_play=True,
    opening_table=((-10**9, 0), (0, 50), (1500, 90), (3000, 120)),
    # §5 restates melds, taking the discard, the black three that stops the
    # next player, the first meld, red threes and the end of the deal (no
    # canasta needed, asking only to open or to end) and how many play; turns
    # and the stock's end are left to §1.
    governing_sections=tuple((topic, S_RAMI) for topic in (
        S_MELDS, S_PILE, S_FROZEN, S_OPENING, S_RED, S_GOING_OUT, PLAYERS,
        NEGATIVE_WITHOUT_CANASTA)),
    house_options=tuple(o for o in CLASSIC_HOUSE_OPTIONS
                        if o.field in ("at_most_three_wilds", "asking_to_go_out_optional")))


def _rami(players: int, layout: str | None) -> RuleSet:
    if layout == "teams":
        teams = tuple(s % (players // 2) for s in range(players))
        packs = players // 2
    else:
        teams = tuple(range(players))
        packs = players
    return replace(RAMI_BASE, players=players, teams=teams, deck=Deck(packs, 2 * packs),
                   layout=layout or "solo")


def _rami_layouts(players: int) -> tuple[TeamLayout, ...]:
    return (SOLO, PAIRS) if players % 2 == 0 and players >= 4 else (SOLO,)


_register(VariantInfo("rami", (2, 3, 4, 5, 6), 4,
                      _rami, _rami_layouts))
