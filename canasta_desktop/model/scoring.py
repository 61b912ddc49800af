"""Scoring one deal, with a per-team breakdown (RULES.md §1 "Scoring a deal")."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .melds import is_pure

if TYPE_CHECKING:
    from .state import DealState

BREAKDOWN_KEYS = ("melded_cards", "canasta_bonus", "red_threes", "going_out", "hands",
                  "penalties")


@dataclass(frozen=True)
class TeamScore:
    team: int
    melded_cards: int
    canasta_bonus: int
    red_threes: int
    going_out: int
    hands: int  # negative: cards left in the hands of the team's players
    penalties: int  # negative

    @property
    def total(self) -> int:
        return (self.melded_cards + self.canasta_bonus + self.red_threes + self.going_out
                + self.hands + self.penalties)

    def breakdown(self) -> dict[str, int]:
        return {key: getattr(self, key) for key in BREAKDOWN_KEYS}


def score_deal(state: "DealState") -> list[TeamScore]:
    """Points of each team for a finished (or interrupted) deal."""
    rules = state.rules
    t = state.tables
    scores = []
    for team in range(rules.team_count):
        seats = [s for s in range(state.n) if state.team_of[s] == team]
        melds = state.melds[team]
        melded = sum(t.value[c] for m in melds.values() for c in m)
        bonus = 0
        for cards in melds.values():
            if len(cards) >= 7:
                bonus += (rules.pure_canasta_bonus if is_pure(cards, t)
                          else rules.impure_canasta_bonus)
        threes = sum(len(state.red_threes[s]) for s in seats)
        red = rules.red_three_points(threes)
        if not melds:
            # §1 Scoring: a team that has not melded loses its red threes' worth.
            red = -red
        going_out = 0
        if state.end_reason == "went_out" and state.out_seat in seats:
            going_out = (rules.concealed_going_out_bonus if state.concealed
                         else rules.going_out_bonus)
        hands = -sum(t.value[c] for s in seats for c in state.hands[s])
        scores.append(TeamScore(team, melded, bonus, red, going_out, hands,
                                state.penalties[team]))
    return scores
