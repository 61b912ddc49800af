"""The partner asks "may I go out?" and the player answers (§1 Going out).

The question box is non-modal (shown, never exec()-ed), and a test or a
demo can inject `answer_function` to answer without any box.
"""

from __future__ import annotations

from typing import Callable

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QAbstractButton, QMessageBox, QPushButton, QWidget

from ..session.controller import GameController
from ..session.table_change import TableChange
from .clear_spot import TableSpots, show_clear


class GoOutPrompt(QObject):
    def __init__(self, controller: GameController, parent: QWidget,
                 spots: TableSpots | None = None) -> None:
        """`spots`: what the box keeps clear of (play-test: in the middle of
        the table it hid the player's melds and the pile while he decided)."""
        super().__init__(parent)
        self.controller = controller
        self.parent_widget = parent
        self.spots = spots
        self.answer_function: Callable[[int], bool] | None = None
        # The window's actions whose shortcuts work in the box as well (Hint).
        self.box_actions: list[QAction] = []
        self.box: QMessageBox | None = None
        controller.ask_go_out.connect(self.ask)
        controller.changed.connect(self._drop_if_stale)

    def ask(self, asker: int) -> None:
        if self.box is not None:
            return  # already asking
        if self.answer_function is not None:
            self.answer(self.answer_function(asker))
            return
        box = QMessageBox(QMessageBox.Icon.Question, "", "",
                          QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.No,
                          self.parent_widget)
        box.setObjectName("goOutQuestion")
        box.setModal(False)
        box.buttonClicked.connect(self._clicked)
        # Closed by its title bar's ×, as Escape does: its escape button's
        # answer (play-test s38: the box went, no answer was given, and the
        # game waited for one with nothing left to give it by).
        box.setEscapeButton(QMessageBox.StandardButton.No)
        box.finished.connect(lambda _result: self._closed(box))
        box.addActions(self.box_actions)
        self.box = box
        show_clear(box, self.parent_widget, self.spots, lambda: self._say(box, asker))

    def _say(self, box: QMessageBox, asker: int) -> None:
        """The question's words, in the language of the moment (again when
        it changes: `show_clear`)."""
        view = self.controller.view()
        name = self.controller.names[asker]
        foot = view.foot_sizes[view.seat] if view.foot_sizes else 0
        # A side of three (§2): the third partner's hand counts as well.
        third = [s for s in view.counted_against(asker) if s != view.seat]
        if third:
            cost = self.tr("You hold %n card(s), {other} holds {others}. If you say yes, {name} "
                           "must go out and the cards left in both your hands count against "
                           "your team.", "", len(view.hand))
        elif foot:  # §3: a foot still face down counts against the side as well
            cost = self.tr("You hold %n card(s), and your foot of {foot} cards is still face "
                           "down. If you say yes, {name} must go out and your hand and your "
                           "foot count against your team.", "", len(view.hand))
        else:
            cost = self.tr("You hold %n card(s). If you say yes, {name} must go out and the "
                           "cards left in your hand count against your team.", "",
                           len(view.hand))
        box.setWindowTitle(self.tr("May I go out?"))
        box.setText(self.tr("{name} asks: \u201cPartner, may I go out?\u201d").format(name=name)
                    + "\n\n" + cost.format(name=name, foot=foot, others=self.tr(
                        "%n card(s)", "", sum(view.hand_sizes[s] for s in third)),
                        other=" & ".join(self.controller.names[s] for s in third)))

    def suggest(self, yes: bool) -> None:
        """A hint's answer becomes the box's default button (Enter gives it)."""
        if self.box is None:
            return
        button = self.box.button(QMessageBox.StandardButton.Yes if yes
                                 else QMessageBox.StandardButton.No)
        if isinstance(button, QPushButton):
            self.box.setDefaultButton(button)
            button.setFocus()

    def _clicked(self, button: QAbstractButton) -> None:
        if self.box is None:
            return
        yes = self.box.standardButton(button) == QMessageBox.StandardButton.Yes
        self.answer(yes)

    def _closed(self, box: QMessageBox) -> None:
        button = box.escapeButton()
        if self.box is box and button is not None:
            self._clicked(button)

    def answer(self, yes: bool) -> bool:
        self._close()
        return self.controller.answer_go_out(yes)

    def _drop_if_stale(self, change: TableChange | None = None) -> None:
        """Undo, a new deal or an opened save can take the question away:
        the box must not stay up asking it."""
        if self.box is None:
            return
        deal = self.controller.deal
        seat = self.controller.human_seat
        if deal is None or seat is None or deal.answering_seat != seat:
            self._close()

    def _close(self) -> None:
        box, self.box = self.box, None
        dismiss(box)


def dismiss(box: QMessageBox | None) -> None:
    """Take a question box off the table for good (hidden now, deleted later)."""
    if box is not None:
        box.hide()
        box.deleteLater()
