"""What one seat may know (ARCHITECTURE §3): the human's table and every bot use it."""

from __future__ import annotations

from dataclasses import dataclass
from typing import TYPE_CHECKING

from .rules import RuleSet

if TYPE_CHECKING:
    from .state import DealState


@dataclass(frozen=True)
class PlayerView:
    seat: int
    rules: RuleSet
    turn: int  # whose turn it is
    to_act: int  # who must act now (the partner while asked to go out)
    phase: str
    dealer: int
    team_of: tuple[int, ...]
    hand: tuple[int, ...]  # this seat's cards, in arrival order
    hand_sizes: tuple[int, ...]
    # cards known to be in each hand: picked up with the pile and not yet played
    known: tuple[tuple[int, ...], ...]
    melds: tuple[dict[int, tuple[int, ...]], ...]  # per team: rank -> cards
    red_threes: tuple[tuple[int, ...], ...]  # per seat
    pile: tuple[int, ...]  # every seat saw each discard: bottom first
    pile_frozen: bool
    pile_wilds: int
    stock_size: int
    opened: tuple[bool, ...]
    opening_minimums: tuple[int, ...]
    scores_before: tuple[int, ...]
    asked: bool
    answer: bool | None
    melded_this_turn: bool
    penalties: tuple[int, ...]

    @property
    def team(self) -> int:
        return self.team_of[self.seat]

    @property
    def top_card(self) -> int | None:
        return self.pile[-1] if self.pile else None


def view_for(state: "DealState", seat: int) -> PlayerView:
    return PlayerView(
        seat=seat,
        rules=state.rules,
        turn=state.turn,
        to_act=state.current_seat,
        phase=state.phase,
        dealer=state.dealer,
        team_of=tuple(state.team_of),
        hand=tuple(state.hands[seat]),
        hand_sizes=tuple(len(h) for h in state.hands),
        known=tuple(tuple(k) for k in state.known),
        melds=tuple({r: tuple(m) for r, m in team.items()} for team in state.melds),
        red_threes=tuple(tuple(r) for r in state.red_threes),
        pile=tuple(state.pile),
        pile_frozen=state.pile_frozen,
        pile_wilds=state.pile_wilds,
        stock_size=len(state.stock),
        opened=tuple(state.opened),
        opening_minimums=tuple(state.opening_minimum),
        scores_before=tuple(state.setup.scores_before),
        asked=state.asked,
        answer=state.answer,
        melded_this_turn=state.melded_this_turn,
        penalties=tuple(state.penalties),
    )
