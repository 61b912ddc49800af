"""Which parts make the table of a view, and drawing those that changed."""

from __future__ import annotations

from typing import TYPE_CHECKING, Hashable

from .table_canvas import Placement, Sight, TableCanvas, TablePart
from .table_hand import HandArea
from .table_melds import MeldSide
from .table_pile import Pile, Stock
from .table_seats import OtherSeat, SittingOut

if TYPE_CHECKING:
    from ..session.controller import GameController


class TableParts:
    """The player's place, each other seat, the stock and pile, each team's
    melds and who sits out: made as the table needs them, dropped when it
    no longer has them (fewer seats or teams)."""

    def __init__(self, canvas: TableCanvas, hand: HandArea, controller: GameController) -> None:
        self.canvas = canvas
        self.controller = controller
        self.parts: dict[Hashable, TablePart] = {"hand": hand}

    def _wanted(self, sight: Sight) -> dict[Hashable, TablePart]:
        view, old, c = sight.view, self.parts, self.controller
        wanted: dict[Hashable, TablePart] = {"hand": old["hand"]}
        for seat in range(len(view.hand_sizes)):
            if seat != view.seat:
                wanted[("seat", seat)] = old.get(("seat", seat)) or OtherSeat(self.canvas, c, seat)
        wanted["stock"] = old.get("stock") or Stock(self.canvas, c)
        wanted["pile"] = old.get("pile") or Pile(self.canvas, c)
        for index in range(min(len(sight.layout.melds), len(sight.team_order))):
            wanted[("melds", index)] = old.get(("melds", index)) or MeldSide(self.canvas, c, index)
        wanted["out"] = old.get("out") or SittingOut(self.canvas, c)
        return wanted

    def update(self, sight: Sight, force: bool, dragged: set[object]
               ) -> tuple[dict[object, Placement], set[object]]:
        """Draw the parts whose slice changed (all with `force`, and those
        holding a card a drag moved); returns the places of the cards drawn,
        and the keys of the cards of the parts left as they were."""
        wanted = self._wanted(sight)
        for name, part in self.parts.items():
            if name not in wanted:
                part.retire()
        self.parts = wanted
        placements: dict[object, Placement] = {}
        kept: set[object] = set()
        for part in wanted.values():
            moved = bool(dragged) and not dragged.isdisjoint(part.placements)
            if part.update(sight, force=force or moved):
                placements.update(part.placements)
            else:
                kept.update(part.placements)
        self.one_badge_form(sight, placements, kept)
        return placements, kept

    def one_badge_form(self, sight: Sight, placements: dict[object, Placement],
                       kept: set[object]) -> None:
        """The zones whose canasta badges speak in a fuller form than another
        zone has room for drawn again in that one, so that one table never
        says a canasta two ways (play-test s41, French: "7 cartes / canasta
        impure" beside "7 / impure")."""
        sides = [part for part in self.parts.values() if isinstance(part, MeldSide)]
        form = max((side.own_badge_form for side in sides), default=0)
        for side in sides:
            if side.badge_form != form:
                side.badge_form = form
                kept.difference_update(side.placements)
                side.update(sight)
                placements.update(side.placements)

    def drawn(self, name: Hashable) -> TablePart | None:
        return self.parts.get(name)
