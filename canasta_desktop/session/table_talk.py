"""What players at a real table may say aloud, read from one seat's view.

Each team's opening minimum and score, how many cards each player holds,
how many are left in the stock, whether the discard pile is frozen and why.
Pure Python (no Qt): the side panel only formats it.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from ..model.cards import card_tables
from ..model.phases import ANSWER, DRAW, OVER
from ..model.view import PlayerView


@dataclass(frozen=True)
class TeamTalk:
    team: int
    names: tuple[str, ...]
    opening_minimum: int
    opened: bool
    score: int  # cumulative, before this deal
    canastas: int
    red_threes: int


@dataclass(frozen=True)
class TableTalk:
    deal_number: int
    teams: tuple[TeamTalk, ...]
    hands: tuple[tuple[str, int], ...]  # (name, card count) per seat
    stock: int
    pile: int
    pile_frozen_for_me: bool
    frozen_reasons: tuple[str, ...]
    turn_name: str
    doing: str  # what the player to act is doing, in plain words


def table_talk(view: PlayerView, names: Sequence[str], deal_number: int = 1) -> TableTalk:
    t = card_tables(view.rules.deck)
    team_count = view.rules.team_count
    teams = []
    for team in range(team_count):
        seats = [s for s, tm in enumerate(view.team_of) if tm == team]
        melds = view.melds[team]
        teams.append(TeamTalk(
            team=team,
            names=tuple(names[s] for s in seats),
            opening_minimum=view.opening_minimums[team],
            opened=view.opened[team],
            score=view.scores_before[team] if view.scores_before else 0,
            canastas=sum(1 for m in melds.values() if len(m) >= 7),
            red_threes=sum(len(view.red_threes[s]) for s in seats),
        ))
    reasons = []
    if view.pile_frozen:
        if view.pile_wilds:
            word = "wild card" if view.pile_wilds == 1 else "wild cards"
            reasons.append(f"{view.pile_wilds} {word} in it: frozen for everybody")
        else:
            reasons.append("a red three was turned up: frozen for everybody")
    if not view.opened[view.team]:
        reasons.append("your team has not opened: frozen for you")
    top = view.top_card
    if top is not None and t.is_black_three[top]:
        reasons.append("a black three is on top: the next player cannot take it")
    frozen_for_me = view.pile_frozen or not view.opened[view.team]
    return TableTalk(
        deal_number=deal_number,
        teams=tuple(teams),
        hands=tuple((names[s], n) for s, n in enumerate(view.hand_sizes)),
        stock=view.stock_size,
        pile=len(view.pile),
        pile_frozen_for_me=frozen_for_me,
        frozen_reasons=tuple(reasons),
        turn_name=names[view.to_act],
        doing=_doing(view, names),
    )


def _doing(view: PlayerView, names: Sequence[str]) -> str:
    if view.phase == OVER:
        return "The deal is over."
    mine = view.to_act == view.seat
    who = "You" if mine else names[view.to_act]
    if view.phase == ANSWER:
        verb = "answer" if mine else "answers"
        return f"{who} {verb} {names[view.turn]}: may I go out?"
    if view.phase == DRAW:
        if view.stock_size:
            return ("Your turn: draw, or take the pile." if mine
                    else f"{who} draws or takes the pile.")
        return ("The stock is empty: take the pile, or end the deal." if mine
                else f"{who} takes the pile or ends the deal (the stock is empty).")
    return "Meld, then discard." if mine else f"{who} melds and discards."
