"""Before a double-click discards (the table's quick discard).

A double-click on a hand card discards it and ends the turn, which nothing
takes back; but a quick click to select a card and another to put it back
is a double-click too (play-test: a king was lost that way).  So the table
asks first, with "Do not ask again", unless the settings say not to.  A
discard the engine would refuse is not asked about: the refusal says why.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QCheckBox, QWidget

from .. import words
from ..model.actions import Action
from ..session import gestures
from ..session.controller import GameController
from ..session.event_text import card_text
from ..session.settings import GameSettings
from .clear_spot import TableSpots
from .confirm_box import ConfirmBox, MoveQuestion, confirm_box


class DiscardGuard(MoveQuestion):
    def __init__(self, controller: GameController, parent: QWidget,
                 settings: Callable[[], GameSettings],
                 save: Callable[[], None] = lambda: None,
                 spots: TableSpots | None = None) -> None:
        """`settings`: the game settings now (`ask_double_click`); `save`
        writes them when the player says not to ask again."""
        super().__init__(controller, parent, spots)
        self.settings = settings
        self.save = save

    def double_clicked(self, card: int) -> bool:
        """The player double-clicked `card` in his hand: discard it, or ask
        first.  True when it was discarded now."""
        c = self.controller
        action = c.resolve([card], gestures.DISCARD).action
        if (not self.settings().ask_double_click or action is None or not c.is_human_turn()
                or c.refusal_for(action) is not None):
            return c.drop([card], gestures.DISCARD)  # played, or refused with its reason
        self._close()
        deal = c.deal
        assert deal is not None  # a discard resolved: a deal is on
        shown = confirm_box(self.parent_widget, "doubleClickDiscard", "", "", "", "", "")
        shown.box.setCheckBox(QCheckBox(shown.box))  # the box owns it
        goes_out = c.goes_out_with(action)

        def say() -> None:
            # With its article, as the hints name a card: « Défausser le 4♠ ? » (play-test).
            named = words.with_article(card_text(card, deal.tables, deal.rules.design))
            said = (self.tr("A double-click discards: {card} goes on the pile, you go out and "
                            "the deal ends.") if goes_out else
                    self.tr("A double-click discards: {card} goes on the pile and your turn "
                            "ends."))
            shown.say(self.tr("Discard?"), said.format(card=named),
                      self.tr("Discard {card}?").format(card=named),
                      self.tr("Discard"), self.tr("Keep it"))
            again = shown.box.checkBox()
            if again is not None:
                again.setText(self.tr("Do not ask again"))
        self._show(shown, action, say)
        return False

    def _agreed(self, move: Action, shown: ConfirmBox) -> None:
        again = shown.box.checkBox()
        if again is not None and again.isChecked():
            self.settings().ask_double_click = False
            self.save()
        self.controller.try_action(move)
