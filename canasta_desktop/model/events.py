"""Change records returned by `DealState.apply` (ARCHITECTURE §6).

Events carry every card they move, hidden ones included: the controller
shows each seat only what its view allows (a drawn card is a back for the
others).  The deal record is written from them.
"""

from __future__ import annotations

from typing import Any, Mapping, NamedTuple

_NO_DATA: Mapping[str, Any] = {}


class Event(NamedTuple):
    """Immutable and cheap to build: apply() makes several per action."""

    kind: str  # draw, red_three, take_pile, meld, lay_off, ask_go_out, answer,
    #            discard, penalty, turn, deal_end
    seat: int
    cards: tuple[int, ...] = ()
    data: Mapping[str, Any] = _NO_DATA
