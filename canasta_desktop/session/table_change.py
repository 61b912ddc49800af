"""What one change of the game tells its listeners, once (Anki's
`OpChanges`, ARCHITECTURE §6): the events that made it and the table after it."""

from __future__ import annotations

from dataclasses import dataclass

from ..model.events import Event
from ..model.taken_back import TakenBack
from ..model.view import PlayerView


@dataclass(frozen=True)
class TableChange:
    # The engine's events, as the seat shown sees them, in order; empty when
    # the position was replaced without a move (undo, a seat given to a bot,
    # a deal continued from a save).
    events: tuple[Event, ...]
    view: PlayerView  # the table after the change, from the seat shown
    taken_back: TakenBack | None = None  # what an Undo took back (the log says so)
