"""Every line of the side panel's talk can be read (play-test, a bot-seat
game at 1280×720: "• a black three is on top: the next player…", the last
line of "At the table", sat cut behind the "Partner, may I go out?" button).
When the talk is long enough to scroll (six players 3x2, Tête et Queue,
long names), scrolled to its end, its last line lies whole in sight, above
the button, whatever came before it on the panel."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect, QRectF
from PySide6.QtGui import QTextDocument

from canasta_desktop import i18n
from canasta_desktop.model.rules import get_rules
from canasta_desktop.ui import screen_fit

from .deals import late_deal
from .test_meld_room import LONGEST_LEGAL_NAMES

# (variant, players, seed): moves into each deal go from few to many.
TABLES = {"six-3x2": ("six-3x2", 6, 25), "head-and-foot": ("head-and-foot", 4, 4)}
SCREENS = {"1280x720": (1280, 720), "1280x640": (1280, 640)}


def last_line(panel) -> QRectF:
    """The talk's last line, laid out as its label lays it out, in the panel."""
    label = panel.talk_label
    document = QTextDocument()
    document.setDocumentMargin(0)  # as a label's
    document.setDefaultFont(label.font())
    document.setHtml(label.text())
    document.setTextWidth(label.contentsRect().width())
    block = document.lastBlock()
    while block.isValid() and not block.text().strip():
        block = block.previous()
    place = document.documentLayout().blockBoundingRect(block)
    lines = block.layout()
    line = lines.lineAt(lines.lineCount() - 1).rect()
    corner = label.mapTo(panel, QPoint(0, 0))
    return QRectF(corner.x() + place.x() + line.x(), corner.y() + place.y() + line.y(),
                  line.width(), line.height())


def assert_last_line_above_the_button(panel, what) -> bool:
    """Scrolled to its end, the talk's last line lies whole in sight and off
    the button, as the panel stands now (no event handled since the change);
    whether the talk scrolls."""
    bar = panel.talk_scroll.verticalScrollBar()
    bar.setValue(bar.maximum())
    line = last_line(panel)
    viewport = panel.talk_scroll.viewport()
    shown = QRectF(QRect(viewport.mapTo(panel, QPoint(0, 0)), viewport.size()))
    button = QRectF(panel.ask_button.geometry())
    assert panel.ask_button.isVisible(), what
    assert not line.intersects(button), (what, line, button)
    assert shown.contains(line), (what, line, shown)
    return bar.maximum() > 0


@pytest.mark.parametrize("screen", list(SCREENS))
@pytest.mark.parametrize("table", list(TABLES))
@pytest.mark.parametrize("language", ("en", "fr"))
def test_scrolled_to_its_end_the_talk_shows_its_last_line_above_the_button(
        window, qtbot, qapp, monkeypatch, language, table, screen):
    """Deals from early to late, each shown after another: the talk grows
    and shrinks (a frozen pile's reasons, a side's canastas), and at once
    after each change the last line is whole above the button."""
    area = QRect(0, 0, *SCREENS[screen])
    monkeypatch.setattr(screen_fit, "available_area", lambda widget: area)
    window.window.resize(area.size() - screen_fit.FRAME_ALLOWANCE)
    i18n.set_language(qapp, language)
    variant, players, seed = TABLES[table]
    panel, controller = window.side_panel, window.controller
    deals = []
    try:
        for moves in range(10, 260, 25):
            deal = late_deal(controller, qtbot, get_rules(variant, players), seed, moves,
                             LONGEST_LEGAL_NAMES[:players])
            qtbot.wait(20)
            assert_last_line_above_the_button(panel, moves)
            deals.append((moves, deal))
            if deal.is_over:
                break
        scrolled = 0
        for (moves, deal) in deals[::-1] + deals[1:] + deals[::-2]:
            controller.load_deal(deal)  # the panel follows the change at once
            scrolled += assert_last_line_above_the_button(panel, moves)
    finally:
        i18n.set_language(qapp, "en")
    assert scrolled, "the talk scrolled"
