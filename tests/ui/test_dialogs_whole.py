"""Every dialog, opened at 1280×720 in English and in French, shows each of
its widgets whole: inside the dialog (scrolled content may extend past the
view, so only its place is not checked), a one-line label as wide as its
text, a button as wide as its caption.  Checked by code
and saved as pictures to look at (issue 15: "Every window fits 1280×720",
"no truncated label at 1280×720").  Set CANASTA_SHOTS_DIR to keep them."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRect
from PySide6.QtWidgets import QAbstractButton, QAbstractScrollArea, QLabel, QWidget

from canasta_desktop import i18n
from canasta_desktop.model.rules import get_rules
from canasta_desktop.ui import screen_fit

from .screen_1280 import SCREEN, on_1280x720
from .test_windows_fit import DIALOGS, assert_inside


def scrolled(widget: QWidget, dialog: QWidget) -> bool:
    """Whether the widget lies in a scroll area's content (it may extend past the view)."""
    parent = widget.parentWidget()
    while parent is not None and parent is not dialog:
        if isinstance(parent.parentWidget(), QAbstractScrollArea):
            return True
        parent = parent.parentWidget()
    return False


def cut_widgets(dialog: QWidget) -> list[str]:
    """The widgets of `dialog` that are not shown whole."""
    inside = dialog.rect()
    cut = []
    for widget in dialog.findChildren(QWidget):
        if not widget.isVisibleTo(dialog) or widget.width() <= 0:
            continue
        where = QRect(widget.mapTo(dialog, widget.rect().topLeft()), widget.size())
        name = widget.objectName() or type(widget).__name__
        if not scrolled(widget, dialog) and not inside.contains(where):
            cut.append(f"{name} leaves the dialog")
        if isinstance(widget, QLabel) and not widget.wordWrap() and widget.text() \
                and widget.textFormat() != widget.textFormat().RichText \
                and "\n" not in widget.text() and widget.pixmap().isNull():
            wanted = widget.fontMetrics().horizontalAdvance(widget.text())
            if wanted > widget.contentsRect().width() + 1:
                cut.append(f"label {widget.text()!r} is cut")
        if isinstance(widget, QAbstractButton) and widget.text():
            if widget.width() < widget.minimumSizeHint().width():
                cut.append(f"button {widget.text()!r} is cut")
    return cut


def the_about_box(window):
    window.help.show_about()
    return window.help.about


def a_deal_end(window):
    controller = window.controller
    controller.new_game(get_rules("classic"), seed=4, bot_names=["greedy"] * 4)
    return window.deal_end


ALL_DIALOGS = {**DIALOGS, "about": the_about_box, "deal-end": a_deal_end}


@pytest.mark.parametrize("language", ["en", "fr"])
def test_every_dialog_shows_each_widget_whole_at_1280x720(window, qtbot, qapp, monkeypatch,
                                                           tmp_path, language):
    shots = on_1280x720(window, qapp, monkeypatch, language, tmp_path)
    try:
        for kind, open_dialog in ALL_DIALOGS.items():
            dialog = open_dialog(window)
            qtbot.waitUntil(dialog.isVisible, timeout=60_000)
            qtbot.waitExposed(dialog)
            assert_inside(dialog, SCREEN)
            assert not cut_widgets(dialog), f"{kind}: {cut_widgets(dialog)}"
            dialog.grab().save(str(shots / f"whole-{kind}-{language}-1280x720.png"))
            dialog.hide()
    finally:
        i18n.set_language(qapp, "en")


def test_a_cut_label_in_the_scrolled_settings_is_found(window, qtbot, monkeypatch):
    """The settings dialog lies wholly in a scroll area: its labels and
    buttons are checked all the same (only their place may pass the view)."""
    monkeypatch.setattr(screen_fit, "available_area", lambda widget: SCREEN)
    dialog = DIALOGS["settings"](window)
    qtbot.waitUntil(dialog.isVisible, timeout=60_000)
    try:
        labels = [label for label in dialog.findChildren(QLabel)
                  if label.isVisibleTo(dialog) and scrolled(label, dialog) and label.text()
                  and not label.wordWrap() and label.pixmap().isNull()]
        assert labels, "the settings are in a scroll area"
        labels[0].setFixedWidth(4)
        assert f"label {labels[0].text()!r} is cut" in cut_widgets(dialog)
    finally:
        dialog.hide()
