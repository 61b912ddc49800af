"""Scoring one deal, with a per-team breakdown (RULES.md §1 "Scoring a deal",
§2 three players, §3 Tête et Queue, §4 Origen tiles, §5 rami)."""

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
    """One column of the score sheet for one deal: a team, or in three-handed
    play a player (`team` is then the player's seat)."""

    team: int
    melded_cards: int
    canasta_bonus: int
    red_threes: int
    going_out: int
    hands: int  # negative: cards left in the hands (and feet) of the team's players
    penalties: int  # negative
    tiles: int = 0  # Origen: +20 per tile covered a turn later, -20 per uncovered one
    has_tiles: bool = False  # the variant has tiles: the breakdown then lists them

    @property
    def total(self) -> int:
        return (self.melded_cards + self.canasta_bonus + self.red_threes + self.going_out
                + self.hands + self.penalties + self.tiles)

    def breakdown(self) -> dict[str, int]:
        out = {key: getattr(self, key) for key in BREAKDOWN_KEYS}
        if self.has_tiles:
            out["tiles"] = self.tiles
        return out


def _team_score(state: "DealState", team: int) -> TeamScore:
    rules = state.rules
    t = state.tables
    value = t.value
    seats = [s for s in range(state.n) if state.team_of[s] == team]
    melds = state.melds[team]
    melded = sum(value[c] for m in melds.values() for c in m)
    bonus = 0
    canastas = 0
    for cards in melds.values():
        if len(cards) >= 7:
            canastas += 1
            bonus += (rules.pure_canasta_bonus if is_pure(cards, t)
                      else rules.impure_canasta_bonus)
    held = [c for s in seats for c in state.hands[s] + state.feet[s]]
    if rules.red_threes == "bonus":
        threes = sum(len(state.red_threes[s]) for s in seats)
        red = rules.red_three_points(threes)
        if not melds:
            # §1 Scoring: a team that has not melded loses its red threes' worth.
            red = -red
        hands = -sum(value[c] for c in held)
    else:
        # §3: red threes give no bonus; each one still held costs 100.
        red = -100 * sum(1 for c in held if t.is_red_three[c])
        hands = -sum(value[c] for c in held if not t.is_red_three[c])
    going_out = 0
    if state.end_reason == "went_out" and state.out_seat in seats:
        going_out = (rules.concealed_going_out_bonus if state.concealed
                     else rules.going_out_bonus)
    if rules.no_canasta_counts_negative and not canastas:
        # §5 rami: without a canasta, melds and laid red threes count negative.
        melded = -melded
        red = -abs(red)
    tiles = state.tile_points[team] - rules.tile_penalty * len(state.tiles[team])
    return TeamScore(team, melded, bonus, red, going_out, hands, state.penalties[team], tiles,
                     rules.tiles)


def score_deal(state: "DealState") -> list[TeamScore]:
    """Points of each score-sheet column for a finished (or interrupted) deal."""
    rules = state.rules
    if not rules.score_by_player:
        return [_team_score(state, team) for team in range(rules.team_count)]
    # §2 three players: partners each record both players' points, except red
    # threes, which count only for the player who laid them.
    out = []
    for seat in range(state.n):
        team = state.team_of[seat]
        score = _team_score(state, team)
        partners = [s for s in range(state.n) if state.team_of[s] == team]
        own_red = score.red_threes
        if len(partners) > 1:
            own = rules.red_three_points(len(state.red_threes[seat]))
            own_red = own if state.melds[team] else -own
        out.append(TeamScore(seat, score.melded_cards, score.canasta_bonus, own_red,
                             score.going_out, score.hands, score.penalties, score.tiles,
                             score.has_tiles))
    return out
