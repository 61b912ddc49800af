"""How far Undo may go back in a deal's history of (seat, action).

Undo takes back the player's own actions of the turn he is playing, one by
one.  When he allows it (setting "take back a whole round against bots") it
may also go back to the start of his previous turn, the bots' moves since
included.  Either way the controller rebuilds the position by replaying the
history up to the index found here (ARCHITECTURE §2: undo is a replay).

Pure Python, no Qt: tested like the model.
"""

from __future__ import annotations

from typing import Sequence

from ..model.actions import Action, AnswerGoOut, ChoosePacket

History = Sequence[tuple[int, Action]]


def turn_owners(history: History) -> list[int]:
    """Whose turn each action was played in: its player's, except an answer
    to "may I go out?", given by the partner in the asker's turn."""
    owners: list[int] = []
    for seat, action in history:
        owners.append(owners[-1] if isinstance(action, AnswerGoOut) and owners else seat)
    return owners


def floor(history: History) -> int:
    """Undo never goes further back than this: the start of the deal, or just
    after the packets were chosen (Tête et Queue), since choosing one showed
    the player his hand."""
    for index in range(len(history) - 1, -1, -1):
        if isinstance(history[index][1], ChoosePacket):
            return index + 1
    return 0


def turn_starts(history: History, seat: int) -> list[int]:
    """The indices where a turn of `seat` began, oldest first."""
    owners = turn_owners(history)
    return [i for i, owner in enumerate(owners)
            if owner == seat and (i == 0 or owners[i - 1] != seat)]


def own_action(history: History, seat: int, turn_start: int) -> int | None:
    """The last action `seat` played in the turn begun at `turn_start`
    (choosing a packet is never taken back)."""
    for index in range(len(history) - 1, turn_start - 1, -1):
        played_by, action = history[index]
        if played_by == seat and not isinstance(action, ChoosePacket):
            return index
    return None


def round_start(history: History, seat: int, before: int) -> int | None:
    """The start of the last turn of `seat` begun before index `before`, not
    under the floor; None when there is none."""
    lowest = floor(history)
    starts = [i for i in turn_starts(history, seat) if lowest <= i < before]
    return starts[-1] if starts else None
