"""How far Undo may go back in a deal's history of (seat, action).

Undo takes back the player's own actions of the turn he is playing, one by
one.  When he allows it (setting "take back a whole round against bots") it
may also go back to the start of his previous turn, the bots' moves since
included.  Either way the controller rebuilds the position by replaying the
history up to the index found here (ARCHITECTURE §2: undo is a replay).

Undo never reveals: it never goes back over an action that showed the
player a card he had not seen before (his own stock draw, a bot's discard
or meld from its hand, the packet he chose...).  Otherwise Undo and replay
would let him look at the next stock card, or learn a bot's cards and play
his turn again knowing them.  `seen_floor` is that limit.

Pure Python, no Qt: tested like the model.
"""

from __future__ import annotations

from typing import Sequence

from ..model.actions import Action, AnswerGoOut, ChoosePacket
from ..model.view import PlayerView

History = Sequence[tuple[int, Action]]


def visible_cards(view: PlayerView) -> set[int]:
    """Every card this view shows its seat (by identity)."""
    shown = set(view.hand)
    shown.update(view.pile)
    shown.update(view.packet_bottoms)
    for cards in view.known:
        shown.update(cards)
    for cards in view.red_threes:
        shown.update(cards)
    for team in view.melds:
        for cards in team.values():
            shown.update(cards)
    return shown


class SeenCards:
    """The cards a seat has seen so far in a deal, and the history index
    Undo may not go under: just after the last action that showed it a new
    card.  Fed one position at a time, after each applied action."""

    def __init__(self, view: PlayerView) -> None:
        self.cards = visible_cards(view)
        self.floor = 0

    def note(self, view: PlayerView, history_length: int) -> None:
        shown = visible_cards(view)
        if not shown <= self.cards:
            self.cards |= shown
            self.floor = history_length


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


def own_action(history: History, seat: int, turn_start: int,
               seen_floor: int = 0) -> int | None:
    """The last action `seat` played in the turn begun at `turn_start`
    (choosing a packet is never taken back), not under `seen_floor`."""
    for index in range(len(history) - 1, max(turn_start, seen_floor) - 1, -1):
        played_by, action = history[index]
        if played_by == seat and not isinstance(action, ChoosePacket):
            return index
    return None


def round_start(history: History, seat: int, before: int,
                seen_floor: int = 0) -> int | None:
    """The start of the last turn of `seat` begun before index `before`, not
    under the floor nor `seen_floor`; None when there is none: a round is
    taken back whole or not at all."""
    lowest = max(floor(history), seen_floor)
    starts = [i for i in turn_starts(history, seat) if lowest <= i < before]
    return starts[-1] if starts else None
