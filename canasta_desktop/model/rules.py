"""Rule sets: one frozen dataclass per variant, registered by a stable id.

A variant is data (deck, hand size, tables, bonuses) plus a few named hooks
that the one engine consults; never a copy of the engine (ARCHITECTURE §5).
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Mapping

from .cards import Deck


@dataclass(frozen=True)
class HouseOption:
    """A house rule the settings dialog can toggle (RULES.md §6)."""

    field: str
    name_en: str
    name_fr: str


@dataclass(frozen=True)
class RuleSet:
    id: str
    name_en: str
    name_fr: str
    players: int
    deck: Deck
    hand_size: int
    draw_count: int = 1
    # team index of each seat; seats play clockwise in index order.
    teams: tuple[int, ...] = (0, 1, 0, 1)
    canastas_to_go_out: int = 1
    game_target: int = 5000
    # (lowest cumulative score, minimum) from the lowest score up (§1 Opening).
    opening_table: tuple[tuple[int, int], ...] = (
        (-10**9, 15), (0, 50), (1500, 90), (3000, 120))
    # bonus for 0, 1, 2, ... red threes of one team (§1 Scoring a deal).
    red_three_bonus: tuple[int, ...] = (0, 100, 200, 300, 800)
    pure_canasta_bonus: int = 500
    impure_canasta_bonus: int = 300
    going_out_bonus: int = 100
    concealed_going_out_bonus: int = 200
    failed_go_out_penalty: int = 100
    pile_max_wilds: int = 6
    # House options (§6), defaults from the seeds.
    at_most_three_wilds: bool = False  # seed 002
    concealed_needs_canasta_this_turn: bool = False
    wild_freezes_until_taken: bool = True
    asking_to_go_out_optional: bool = False
    # seed 002: a player holding one card may not take a one-card pile.
    one_card_pile_rule: bool = True
    summary_en: str = ""
    summary_fr: str = ""
    house_options: tuple[HouseOption, ...] = ()

    @property
    def team_count(self) -> int:
        return max(self.teams) + 1

    def seats_of_team(self, team: int) -> tuple[int, ...]:
        return tuple(s for s, t in enumerate(self.teams) if t == team)

    def opening_minimum(self, cumulative_score: int) -> int:
        minimum = self.opening_table[0][1]
        for lowest, value in self.opening_table:
            if cumulative_score >= lowest:
                minimum = value
        return minimum

    def red_three_points(self, count: int) -> int:
        table = self.red_three_bonus
        if count < len(table):
            return table[count]
        return table[-1] + (count - len(table) + 1) * (table[-1] - table[-2])

    def with_options(self, **options: object) -> "RuleSet":
        """A copy with house options changed (only the declared ones)."""
        allowed = {o.field for o in self.house_options}
        unknown = set(options) - allowed
        if unknown:
            raise ValueError(f"not a house option of {self.id}: {sorted(unknown)}")
        return replace(self, **options)  # type: ignore[arg-type]


CLASSIC_HOUSE_OPTIONS = (
    HouseOption("at_most_three_wilds", "At most 3 wild cards per meld",
                "Au plus 3 passe-partout par combinaison"),
    HouseOption("concealed_needs_canasta_this_turn",
                "Concealed going out only with a canasta melded in that turn",
                "Sortie surprise seulement avec une canasta étalée dans le tour"),
    HouseOption("wild_freezes_until_taken",
                "A discarded wild freezes the pile until it is taken",
                "Un passe-partout écarté gèle la pile jusqu'à ce qu'elle soit prise"),
    HouseOption("asking_to_go_out_optional",
                "Asking the partner before going out is optional",
                "Demander la permission de sortir est facultatif"),
)

CLASSIC = RuleSet(
    id="classic",
    name_en="Classic Canasta",
    name_fr="Canasta classique",
    players=4,
    deck=Deck(packs=2, jokers=4),
    hand_size=11,
    house_options=CLASSIC_HOUSE_OPTIONS,
    summary_en=(
        "Four players in two partnerships, 108 cards. Meld three or more cards "
        "of a rank, wild cards (jokers and twos) always fewer than naturals. "
        "Seven cards make a canasta: 500 if pure, 300 with wilds. Take the "
        "discard pile with a natural pair (or one natural and a wild when it "
        "is not frozen). Go out once your team has a canasta, after asking "
        "your partner. First team to 5,000 wins."),
    summary_fr=(
        "Quatre joueurs en deux équipes, 108 cartes. Étalez trois cartes ou "
        "plus de même valeur, les passe-partout (Fous et 2) toujours moins "
        "nombreux que les cartes naturelles. Sept cartes font une canasta : "
        "500 si elle est pure, 300 avec des passe-partout. Prenez la pile de "
        "défausses avec une paire naturelle (ou une naturelle et un "
        "passe-partout si elle n'est pas gelée). Sortez quand votre équipe a "
        "une canasta, après avoir demandé à votre partenaire. La première "
        "équipe à 5 000 points gagne."),
)

_REGISTRY: dict[str, RuleSet] = {}


def register(rules: RuleSet) -> RuleSet:
    if rules.id in _REGISTRY:
        raise ValueError(f"rule set {rules.id!r} registered twice")
    _REGISTRY[rules.id] = rules
    return rules


def get_rules(variant_id: str) -> RuleSet:
    try:
        return _REGISTRY[variant_id]
    except KeyError:
        known = ", ".join(sorted(_REGISTRY))
        raise KeyError(f"unknown variant {variant_id!r}; known: {known}") from None


def registry() -> Mapping[str, RuleSet]:
    return dict(_REGISTRY)


register(CLASSIC)
