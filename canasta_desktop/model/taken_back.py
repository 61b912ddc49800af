"""Moves taken back (Edit → Undo), kept with the deal's play for its log.

A deal's history holds the line of play that stands.  The table's log also
told the moves an Undo took back, then "You take back your last move"; a
`TakenBack` keeps them (the actions, and how far back the deal went), so
that a game saved and reopened tells the same log (`told_in_order`) as the
table did.  These are records of what happened: which moves Undo may take
back is the session's (session/undo.py).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence, Sized

from .actions import Action
from .events import Event, seen_by
from .state import DealSetup, DealState

Played = tuple[int, Action]  # (seat, action), as in `DealState.history`


@dataclass(frozen=True)
class TakenBack:
    """An Undo: the deal went back to its first `at` actions, taking back
    `actions` (in the order they were played)."""

    at: int
    actions: tuple[Played, ...]
    whole_round: bool = False  # a whole round against bots, not the player's last move


def check_fits(at: int, later: Sized, actions: Sized) -> None:
    """ValueError unless a take-back to `at` of some `actions` fits the
    history `later` that followed it (which only grew from `at`)."""
    if not 0 <= at <= len(later) or not actions:
        raise ValueError(f"a take-back at {at} does not fit the deal")


def history_before(later: Sequence[Played], at: int,
                   actions: Sequence[Played]) -> list[Played]:
    """The history just before a take-back to `at` of `actions`, from the
    history `later` that followed it (`check_fits`)."""
    check_fits(at, later, actions)
    return list(later[:at]) + list(actions)


def histories_before(history: Sequence[Played],
                     taken_back: Sequence[TakenBack]) -> list[list[Played]]:
    """The deal's history just before each take-back, in order, worked out
    from the history that stands now (`history_before`, from the last one
    back).  ValueError when they do not fit it."""
    before: list[list[Played]] = []
    later: list[Played] = list(history)
    for back in reversed(taken_back):
        later = history_before(later, back.at, back.actions)
        before.append(later)
    return before[::-1]


def played_in_order(history: Sequence[Played],
                    taken_back: Sequence[TakenBack]) -> list[Played | TakenBack]:
    """Every action as it was played, those taken back since included, each
    take-back coming after the actions it took back."""
    steps: list[Played | TakenBack] = []
    lines = histories_before(history, taken_back) + [list(history)]
    start = 0
    for line, back in zip(lines, [*taken_back, None]):
        steps += line[start:]
        if back is not None:
            steps.append(back)
            start = back.at
    return steps


def told_in_order(setup: DealSetup, history: Sequence[Played],
                  taken_back: Sequence[TakenBack], seat: int) -> list[Event | TakenBack]:
    """The deal's events as `seat` saw them (`seen_by`: no hidden card), from
    its start, the actions taken back and each take-back in their place.
    IllegalAction or ValueError when the records do not replay on `setup`."""
    deal = DealState(setup)
    told: list[Event | TakenBack] = list(seen_by(deal.begin_events, seat))
    line: list[Played] = []
    for step in played_in_order(history, taken_back):
        if isinstance(step, TakenBack):
            line = line[:step.at]
            deal = DealState(setup)
            for played_by, action in line:
                deal.apply(action, played_by)
            told.append(step)
            continue
        played_by, action = step
        told += seen_by(deal.apply(action, played_by), seat)
        line.append(step)
    return told
