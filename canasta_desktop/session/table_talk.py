"""What players at a real table may say aloud, read from one seat's view.

Each team's opening minimum and score, how many cards each player holds (and
in his foot), how many are left in the stock, whether the discard pile is
frozen and why.  The side panel only formats it.  Sentences go through Qt's
translation (context "TableTalk").
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from PySide6.QtCore import QCoreApplication

from ..model.cards import card_tables
from ..model.phases import ANSWER, CHOOSE, DRAW, OVER
from ..model.view import PlayerView

translate = QCoreApplication.translate


@dataclass(frozen=True)
class TeamTalk:
    team: int
    names: tuple[str, ...]
    opening_minimum: int
    opened: bool
    score: int  # cumulative, before this deal
    canastas: int
    red_threes: int
    own: bool = False
    tiles: int = 0
    # three players: each partner keeps his own column of the score sheet
    player_scores: tuple[int, ...] = ()


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
    feet: tuple[tuple[str, int], ...] = ()  # (name, cards in the foot), Tête et Queue
    isolated: str | None = None  # three players: the isolated hand's name


def table_talk(view: PlayerView, names: Sequence[str], deal_number: int = 1,
               spectating: bool = False) -> TableTalk:
    t = card_tables(view.rules.deck)
    rules = view.rules
    teams = []
    score_by_player = rules.score_by_player
    n = len(view.team_of)
    for team in range(rules.team_count):
        seats = sorted((s for s, tm in enumerate(view.team_of) if tm == team),
                       key=lambda s: (s - view.seat) % n)
        if not seats:
            continue  # three players: the partners' second team is gone
        melds = view.melds[team]
        if rules.opening_per_player:
            minimum = view.opening_minimums[rules.teams[seats[0]]]
            opened = all(view.seat_opened[s] for s in seats) if view.seat_opened else False
        else:
            minimum = view.opening_minimums[team]
            opened = view.opened[team]
        column = min(seats) if score_by_player else team
        score = (view.scores_before[column]
                 if view.scores_before and column < len(view.scores_before) else 0)
        player_scores = ()
        if score_by_player and len(seats) > 1 and view.scores_before:
            player_scores = tuple(view.scores_before[s] for s in seats)
        teams.append(TeamTalk(
            team=team,
            names=tuple(names[s] for s in seats),
            opening_minimum=minimum,
            opened=opened,
            score=score,
            canastas=sum(1 for m in melds.values() if len(m) >= 7),
            red_threes=sum(len(view.red_threes[s]) for s in seats),
            own=team == view.team,
            tiles=len(view.tiles[team]) if view.tiles else 0,
            player_scores=player_scores,
        ))
    reasons = []
    if view.pile_frozen:
        if view.pile_wilds:
            reasons.append(translate("TableTalk",
                                     "%n wild card(s) in it: frozen for everybody", "",
                                     view.pile_wilds))
        else:
            reasons.append(translate("TableTalk",
                                     "a red three was turned up: frozen for everybody"))
    unopened = view.needs_opening() if not spectating else False
    if unopened:
        partners = sum(1 for tm in view.team_of if tm == view.team) > 1
        if partners and not rules.opening_per_player:
            reasons.append(translate("TableTalk", "your team has not opened: frozen for you"))
        else:
            reasons.append(translate("TableTalk", "you have not opened: frozen for you"))
    top = view.top_card
    if top is not None and t.is_black_three[top]:
        reasons.append(translate("TableTalk",
                                 "a black three is on top: the next player cannot take it"))
    frozen_for_me = view.pile_frozen or unopened
    feet = ()
    if rules.foot_size and view.foot_sizes:
        feet = tuple((names[s], n) for s, n in enumerate(view.foot_sizes))
    return TableTalk(
        deal_number=deal_number,
        teams=tuple(teams),
        hands=tuple((names[s], n) for s, n in enumerate(view.hand_sizes)),
        stock=view.stock_size,
        pile=len(view.pile),
        pile_frozen_for_me=frozen_for_me,
        frozen_reasons=tuple(reasons),
        turn_name=names[view.to_act],
        doing=_doing(view, names, spectating),
        feet=feet,
        isolated=names[view.isolated] if view.isolated is not None else None,
    )


def _doing(view: PlayerView, names: Sequence[str], spectating: bool = False) -> str:
    if view.phase == OVER:
        return translate("TableTalk", "The deal is over.")
    mine = view.to_act == view.seat and not spectating
    who = names[view.to_act]
    if view.phase == ANSWER:
        if mine:
            return translate("TableTalk", "{asker} asks you: may I go out?").format(
                asker=names[view.turn])
        return translate("TableTalk", "{name} answers {asker}: may I go out?").format(
            name=who, asker=names[view.turn])
    if view.phase == CHOOSE:
        if mine:
            return translate("TableTalk", "Choose the packet you play first.")
        return translate("TableTalk", "{name} chooses a packet.").format(name=who)
    if view.phase == DRAW:
        if view.stock_size:
            return (translate("TableTalk", "Your turn: draw, or take the pile.") if mine
                    else translate("TableTalk", "{name} draws or takes the pile.").format(
                        name=who))
        return (translate("TableTalk", "The stock is empty: take the pile, or end the deal.")
                if mine else translate(
                    "TableTalk",
                    "{name} takes the pile or ends the deal (the stock is empty).").format(
                    name=who))
    return (translate("TableTalk", "Meld, then discard.") if mine
            else translate("TableTalk", "{name} melds and discards.").format(name=who))
