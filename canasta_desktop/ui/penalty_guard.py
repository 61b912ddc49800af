"""Before a move that breaks the partner's "yes" (§1 Going out).

Told yes, the player must go out this turn; a turn that ends otherwise (a
discard that keeps cards, most often) costs his side a penalty.  The engine
says which moves cost what (`DealState.penalty_for`); the controller hands
such a move here instead of playing it, and the table asks first.
"""

from __future__ import annotations

from PySide6.QtWidgets import QAbstractButton, QWidget

from ..model.actions import Action
from ..model.sections import S_GOING_OUT
from ..session.controller import GameController
from ..session.refusals import section_name
from ..session.table_change import TableChange
from .confirm_box import ConfirmBox, TableQuestion, confirm_box
from .go_out_prompt import dismiss


class PenaltyGuard(TableQuestion):
    def __init__(self, controller: GameController, parent: QWidget) -> None:
        super().__init__(controller, parent)
        self.shown: ConfirmBox | None = None
        self._move: Action | None = None
        controller.confirm_cost = self.confirm

    def confirm(self, action: Action, cost: int) -> None:
        self._close()
        c = self.controller
        rules = c.rules
        assert rules is not None  # asked only in a game
        text = self.tr("{partner} said yes: you must go out this turn. Ending it without "
                       "going out costs your side {points} points ({section}).").format(
            partner=c.partner_name(), points=cost,
            section=section_name(rules.section(S_GOING_OUT)))
        shown = confirm_box(self.parent_widget, "brokenYesWarning", self.tr("You must go out"),
                            text, self.tr("Play this move anyway?"),
                            self.tr("Pay {points}").format(points=cost),
                            self.tr("Keep playing"))
        shown.box.buttonClicked.connect(self._clicked)
        self.shown, self._move = shown, action
        shown.box.show()

    def _clicked(self, button: QAbstractButton) -> None:
        shown, move = self.shown, self._move
        if shown is None or move is None:
            return
        self._close()
        if button is shown.go_button:
            self.controller.try_action(move, confirmed=True)

    def _drop_if_stale(self, change: TableChange | None = None) -> None:
        """The turn moved on (undo, a new game): the question no longer stands."""
        deal = self.controller.deal
        if self._move is not None and (deal is None or not deal.is_legal(self._move)):
            self._close()

    def _close(self) -> None:
        shown, self.shown, self._move = self.shown, None, None
        dismiss(shown.box if shown is not None else None)
