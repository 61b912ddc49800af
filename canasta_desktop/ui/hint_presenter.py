"""Edit → Hint at the table: ask the `Hinter`, show its suggestion.

The suggestion is lit up on the table (the cards it plays, the stock, the
pile or the meld it goes to) and said in words in the status bar, with its
reason ("Hint: draw from the stock — the pile (2 cards) is worth less
than a card from the stock"); asked
"may I go out?", the suggested answer becomes the question box's default
button.  It all goes away as soon as the position changes.

While a hint of ours is in the status bar, the turn hint that sits at its
right is hidden: a long reason (French, Origen's names) would otherwise be
cut off where the player reads the "why".  A hint still too long for the
bar's one line is wrapped over it, the bar growing by a line (`WholeMessage`;
play-test: rami for six in French at 1280×720).  The whole text is also the
status bar's tooltip.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtWidgets import QStatusBar, QWidget

from ..model.actions import AnswerGoOut, AskGoOut
from ..session.hints import Hint, Hinter
from .ask_guard import AskGuard
from .go_out_prompt import GoOutPrompt
from .table_items import HINT_COLOR
from .table_scene import TableScene
from .whole_message import WholeMessage

ASK_LIT = (f"QPushButton {{ border: 3px solid {HINT_COLOR.name()}; border-radius: 4px;"
           " padding: 4px; }")


FAILED_MS = 8000


class HintPresenter(QObject):
    changed = Signal()  # a hint started, arrived or went (the menu's state follows)

    def __init__(self, hinter: Hinter, scene: TableScene, status: QStatusBar,
                 go_out: GoOutPrompt, parent: QObject | None = None,
                 turn_hint: QWidget | None = None, ask_button: QWidget | None = None,
                 ask_guard: AskGuard | None = None) -> None:
        super().__init__(parent)
        self.hinter = hinter
        self.scene = scene
        self.status = status
        self.go_out = go_out
        self.ask_guard = ask_guard  # its warning may be open when the hint comes
        self.turn_hint = turn_hint
        self.ask_button = ask_button  # lit when the hint is to ask "may I go out?"
        self._messages: set[str] = set()  # status texts of ours, to take away later
        self.whole = WholeMessage(status)  # a hint too long for the bar's line, wrapped
        status.messageChanged.connect(self._message_changed)
        hinter.thinking.connect(self._thinking)
        hinter.ready.connect(self._show)
        hinter.cleared.connect(self._clear)
        hinter.failed.connect(self._failed)

    def can_request(self) -> bool:
        return self.hinter.available() and not self.hinter.busy()

    def request(self) -> bool:
        return self.hinter.request()

    def _say(self, text: str, make_room: bool = False, timeout_ms: int = 0) -> None:
        self._messages.add(text)
        self.status.showMessage(text, timeout_ms)
        if make_room:
            self.status.setToolTip(text)
            if self.turn_hint is not None:
                self.turn_hint.hide()
            self.whole.show_whole(text)

    def _message_changed(self, text: str) -> None:
        """Another message (a refusal, a save) or none: its tooltip goes (the
        turn hint comes back if that message leaves it room: StatusMessages)."""
        if text not in self._messages:
            self.status.setToolTip("")

    def _thinking(self) -> None:
        self._say(self.tr("Looking for a hint\u2026"))
        self.changed.emit()

    def _show(self, hint: Hint) -> None:
        self.scene.show_hint(hint.cards, hint.places)
        advice = hint.text
        guard = self.ask_guard
        warning = guard if guard is not None and guard.box is not None else None
        if warning is not None and not isinstance(hint.action, AskGoOut):
            # The open warning asks "ask anyway?": the hint answers it first
            # (play-test: it spoke only of the discard).
            advice = self.tr("do not ask; {advice}").format(advice=advice)
        if hint.reason:
            said = self.tr("Hint: {advice} \u2014 {reason}").format(advice=advice,
                                                                 reason=hint.reason)
        else:
            said = self.tr("Hint: {advice}").format(advice=advice)
        if warning is not None:
            warning.suggest(isinstance(hint.action, AskGoOut))
        self._say(said, make_room=True)
        if isinstance(hint.action, AnswerGoOut):
            self.go_out.suggest(hint.action.yes)
        self._light_ask(isinstance(hint.action, AskGoOut))
        self.changed.emit()

    def _light_ask(self, on: bool) -> None:
        """The hint's glow, on the side panel's button (the table has no place for asking)."""
        if self.ask_button is not None:
            self.ask_button.setStyleSheet(ASK_LIT if on else "")

    def _clear(self) -> None:
        self.scene.clear_hint()
        self._light_ask(False)
        if self.status.currentMessage() in self._messages:
            self.status.clearMessage()  # a refusal said since stays
        self._messages.clear()
        self.changed.emit()

    def _failed(self) -> None:
        # Said for a while only: no later change of position takes it away.
        self._say(self.tr("No hint is available for this position."), timeout_ms=FAILED_MS)
