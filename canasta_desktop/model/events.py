"""Change records returned by `DealState.apply` (ARCHITECTURE §6).

Events carry every card they move, hidden ones included: the controller
shows each seat only what its view allows (a drawn card is a back for the
others).  The deal record is written from them.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any


@dataclass(frozen=True, slots=True)
class Event:
    kind: str  # draw, red_three, take_pile, meld, lay_off, ask_go_out, answer,
    #            discard, penalty, turn, deal_end
    seat: int
    cards: tuple[int, ...] = ()
    data: dict[str, Any] = field(default_factory=dict)
