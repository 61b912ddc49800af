"""The score keeper's number box: typed in from the keyboard, saying what
it does not take (`refused`) rather than dropping it unseen."""

from __future__ import annotations

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QValidator
from PySide6.QtWidgets import QAbstractSpinBox, QApplication, QSpinBox


class NumberBox(QSpinBox):
    """A spin box for the keyboard: typing replaces its value, Enter adds.

    It takes a minus sign: points lost are written "−120" on a paper sheet
    (play-test: the minus was dropped, silently).  Whether a negative number
    means anything is the model's to say (`score_keeper.check_entry`).  The
    count per rank's boxes are `unsigned`: a number of cards has no minus.

    What it cannot take is said (`refused`), not dropped unseen (play-test
    s38: 123456 became 12345, and the "a" of "12a" vanished)."""

    # Why a key was not taken, as the catalogue's key ("key_not_digit": not
    # a number; "key_too_big": past the box's maximum; "paste_several_lines":
    # a paste of several lines), and what to quote: the characters typed or
    # pasted, or the whole number they would have made.
    refused = Signal(str, str)

    # A paste of several lines is quoted on one line, this long at most.
    QUOTED_PASTE = 30

    def __init__(self, maximum: int, step: int = 1, unsigned: bool = False) -> None:
        super().__init__()
        self.setRange(0 if unsigned else -maximum, maximum)
        self.setSingleStep(step)
        self.setButtonSymbols(QAbstractSpinBox.ButtonSymbols.NoButtons)
        self.setAlignment(Qt.AlignmentFlag.AlignRight)
        self.setKeyboardTracking(True)
        self._keying = False
        # A paste from the box's menu comes with no key press: the box's
        # text refuses it (review of s39: several lines pasted, dropped unsaid).
        self.lineEdit().inputRejected.connect(self._paste_rejected)

    def focusInEvent(self, event) -> None:  # noqa: ANN001 - Qt signature
        super().focusInEvent(event)
        self.selectAll()

    def stepBy(self, steps: int) -> None:
        # The arrow keys and the wheel count from 0 up, never below it: a
        # minus is typed (Down in a box at 0, as in a spreadsheet, made −5).
        if self.value() >= 0 > self.value() + steps * self.singleStep():
            self.setValue(0)
            return
        super().stepBy(steps)

    def wheelEvent(self, event) -> None:  # noqa: ANN001 - Qt signature
        # The wheel over a box not being typed in scrolls the form, and does
        # not turn a count the player did not touch (now that a box takes
        # negative numbers, a stray notch made 0 into −5).
        if not self.hasFocus():
            event.ignore()
            return
        super().wheelEvent(event)

    def keyPressEvent(self, event) -> None:  # noqa: ANN001 - Qt signature
        # A digit or a minus typed over the blank form's 0 replaces it: "85",
        # not "085"; "-120", not "-0120".  Only the 0 itself: while "-" alone
        # is typed the value is still 0, and the digits after it must stay.
        typed = event.text()
        if typed and (typed.isdigit() or typed == "-") and self.text() == "0":
            self.selectAll()
        self._keying = True
        try:
            if event.matches(QKeySequence.StandardKey.Paste):
                self._check_pasted(QApplication.clipboard().text())
            elif typed and typed.isprintable():
                self._check_typed(typed)
            super().keyPressEvent(event)
        finally:
            self._keying = False

    def _paste_rejected(self) -> None:
        if not self._keying:  # a key's refusal is said by keyPressEvent
            self._check_pasted(QApplication.clipboard().text())

    def _check_pasted(self, pasted: str) -> None:
        """Say (`refused`) when the box will not take `pasted`.  What lies
        around it (the line break ending a spreadsheet's cell) is not in
        the way, as the box itself takes no notice of it; several lines are
        not one number (review of s39: dropped without a word)."""
        lines = [line.strip() for line in pasted.strip().splitlines()]
        if len(lines) > 1:
            quoted = " / ".join(line for line in lines if line)
            if len(quoted) > self.QUOTED_PASTE:
                quoted = quoted[:self.QUOTED_PASTE - 1].rstrip(" /") + "\u2026"
            self.refused.emit("paste_several_lines", quoted)
        elif lines and lines[0]:
            self._check_typed(lines[0].replace("\t", " "))

    def _check_typed(self, typed: str) -> None:
        """Say (`refused`) when the box will not take `typed` where it goes."""
        edit = self.lineEdit()
        start = end = edit.cursorPosition()
        if edit.hasSelectedText():
            start = edit.selectionStart()
            end = start + len(edit.selectedText())
        after = edit.text()[:start] + typed + edit.text()[end:]
        if self.validate(after, len(after))[0] is not QValidator.State.Invalid:
            return
        number = after[1:] if after.startswith("-") and self.minimum() < 0 else after
        if number.isdigit():
            self.refused.emit("key_too_big", after)
        else:
            self.refused.emit("key_not_digit", typed)
