"""Before a move that breaks the partner's "yes" (§1 Going out).

Told yes, the player must go out this turn; a turn that ends otherwise (a
discard that keeps cards, most often) costs his side a penalty.  The engine
says which moves cost what (`DealState.penalty_for`); the controller hands
such a move here instead of playing it, and the table asks first.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from ..model.actions import Action
from ..session.controller import GameController
from ..session.refusals import section_name
from .clear_spot import TableSpots
from .confirm_box import ConfirmBox, MoveQuestion, confirm_box


class PenaltyGuard(MoveQuestion):
    def __init__(self, controller: GameController, parent: QWidget,
                 spots: TableSpots | None = None) -> None:
        super().__init__(controller, parent, spots)
        controller.confirm_cost = self.confirm

    def confirm(self, action: Action, cost: int) -> None:
        self._close()
        c = self.controller
        rules = c.rules
        assert rules is not None  # asked only in a game
        shown = confirm_box(self.parent_widget, "brokenYesWarning", "", "", "", "", "")

        def say() -> None:
            text = self.tr("{partner} said yes: you must go out this turn. Ending it without "
                           "going out costs your team {points} points ({section}).").format(
                partner=c.partner_name(), points=cost,
                section=section_name(rules.penalty_section()))
            shown.say(self.tr("You must go out"), text, self.tr("Play this move anyway?"),
                      self.tr("Pay {points}").format(points=cost), self.tr("Keep playing"))
        self._show(shown, action, say)

    def _agreed(self, move: Action, shown: ConfirmBox) -> None:
        self.controller.try_action(move, confirmed=True)
