"""Before the player asks "Partner, may I go out?" (§1 Going out).

A partner's "yes" binds the asker to go out this turn, and a turn that ends
otherwise costs his team a penalty (100 in the classic rules).  When the
engine says his cards cannot go out this turn (`model.going_out`), the table
says so, and what a "yes" would cost, and asks him to confirm; when they
can, he asks at once.  The box is non-modal (shown, never exec()-ed).
"""

from __future__ import annotations

from PySide6.QtGui import QAction
from PySide6.QtWidgets import QAbstractButton, QMessageBox, QPushButton, QWidget

from ..model.going_out import GoOutOutlook
from ..model.melds import missing_canastas
from ..session.controller import GameController
from ..session.refusals import reason_text, section_name
from .clear_spot import TableSpots
from .confirm_box import TableQuestion, confirm_box
from .go_out_prompt import dismiss
from ..session.table_change import TableChange


class AskGuard(TableQuestion):
    def __init__(self, controller: GameController, parent: QWidget,
                 spots: TableSpots | None = None) -> None:
        super().__init__(controller, parent, spots)
        self.box: QMessageBox | None = None
        # The window's actions whose shortcuts work in the box as well (Hint).
        self.box_actions: list[QAction] = []

    def reasons(self) -> dict[GoOutOutlook, str]:
        """Why the cards cannot go out, by the engine's outlook; missing
        canastas are named as the engine's refusal names them (a red and a
        black in Tête et Queue, two in some variants)."""
        rules = self.controller.rules
        assert rules is not None  # a warning is only shown in a game
        return {
            GoOutOutlook.NEEDS_DRAW: self.tr("before drawing, only a lucky draw could let all "
                                             "your cards go"),
            GoOutOutlook.NEEDS_LUCKY_REPLACEMENT: self.tr(
                "only taking the pile, with a lucky replacement for its Sol, could let all "
                "your cards go"),
            GoOutOutlook.NO_CANASTA: reason_text(missing_canastas(rules)),
            GoOutOutlook.TOO_MANY_CARDS: self.tr("your cards cannot all be melded"),
            GoOutOutlook.FOOT_FIRST: self.tr("your foot is still to be played"),
        }

    def ask(self) -> bool:
        """The player asks: at once when his cards can go out, else after the
        warning (False: the warning is shown, or he may not ask now)."""
        c = self.controller
        outlook = c.go_out_outlook()
        if outlook is None or outlook is GoOutOutlook.READY:
            return c.ask_partner()
        self.warn(outlook)
        return False

    def warn(self, outlook: GoOutOutlook) -> QMessageBox:
        self._close()
        c = self.controller
        rules = c.rules
        assert rules is not None  # a warning is only shown in a game
        made = confirm_box(self.parent_widget, "goOutWarning", "", "", "", "", "")

        def say() -> None:
            partner = c.partner_name()
            if outlook is GoOutOutlook.NOT_FOUND:
                # The search gave up on a big hand: no "cannot", which it does not know.
                first = self.tr("The game found no way for all your cards to go out this "
                                "turn, but it could not try every one.")
            else:
                first = self.tr("You cannot go out this turn: {why}.").format(
                    why=self.reasons()[outlook])
            text = (first
                    + "\n\n"
                    + self.tr("If {partner} says \u201cyes\u201d, you must go out this turn; if "
                              "you do not, your team loses {points} points ({section}).").format(
                        partner=partner, points=rules.failed_go_out_penalty,
                        section=section_name(rules.penalty_section())))
            made.say(self.tr("May I go out?"), text,
                     self.tr("Ask {partner} anyway?").format(partner=partner),
                     self.tr("Ask anyway"), self.tr("Do not ask"))
        box, self.ask_button, self.keep_button = made.box, made.go_button, made.stay_button
        box.buttonClicked.connect(self._clicked)
        # Closed by its title bar (no button clicked): the question no longer
        # stands (play-test s38: the hints of the rest of the turn began "do
        # not ask;" with no box on the table).
        box.finished.connect(lambda _result: self._forget(box))
        box.addActions(self.box_actions)
        self.box = box
        self._open(box, say)
        return box

    def suggest(self, ask: bool) -> None:
        """A hint while the warning is open: its choice becomes the default
        button (Enter gives it)."""
        if self.box is None:
            return
        button = self.ask_button if ask else self.keep_button
        if isinstance(button, QPushButton):
            self.box.setDefaultButton(button)
            button.setFocus()

    def _clicked(self, button: QAbstractButton) -> None:
        if self.box is None:
            return
        confirmed = button is self.ask_button
        self._close()
        if confirmed:
            self.controller.ask_partner()

    def _drop_if_stale(self, change: TableChange | None = None) -> None:
        """The turn moved on (undo, a new game): the warning no longer stands."""
        if self.box is not None and self.controller.go_out_outlook() in (None, GoOutOutlook.READY):
            self._close()

    def _close(self) -> None:
        box, self.box = self.box, None
        dismiss(box)

    def _forget(self, box: QMessageBox) -> None:
        if self.box is box:
            self._close()
