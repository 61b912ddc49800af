"""The windows read whole at a large system font (many who play at the
kitchen table set 12 to 16 points): nothing behind a sideways scroll bar,
nothing cut, on a 1280×720 screen, with six players' long names."""

from __future__ import annotations

import random

import pytest
from PySide6.QtCore import QRect
from PySide6.QtGui import QFont

from canasta_desktop import i18n
from canasta_desktop.bots import make_bot
from canasta_desktop.bots.driver import play_game
from canasta_desktop.model.match import Match
from canasta_desktop.persistence.saves import GameRecorder, GameSave
from canasta_desktop.model.rules import get_rules
from canasta_desktop.ui import deal_end_dialog, screen_fit

SCREEN = QRect(0, 0, 1280, 720)
NAMES = ("Marie-Christine Dupont-Lefebvre", "Jean-Baptiste Lamoureux", "Anne-Sophie Bellecourt",
         "Pierre-Alexandre Moreau", "Bernadette Montgolfier", "Maximilien Desrochers")


@pytest.fixture
def large_font(qapp):
    """The application's font at 16 points, as a large system font sets it."""
    before = qapp.font()
    font = QFont(before)
    font.setPointSize(16)
    qapp.setFont(font)
    yield font
    qapp.setFont(before)


@pytest.fixture
def small_screen(monkeypatch):
    for module in (screen_fit, deal_end_dialog):
        monkeypatch.setattr(module, "available_area", lambda widget: SCREEN)
    return SCREEN


def test_the_deal_end_of_rami_for_six_shows_every_column_at_a_large_font(
        large_font, small_screen, window, qtbot, qapp):
    """Play-test at 12 and 16 points: the six columns of rami's deal end ran
    past the box, the last three behind a scroll bar; they wrap their
    names instead, and the box is read by scrolling down alone."""
    i18n.set_language(qapp, "fr")
    window.window.resize(SCREEN.size() - screen_fit.FRAME_ALLOWANCE)
    with qtbot.waitSignal(window.controller.deal_ended, timeout=120_000):
        window.controller.new_game(get_rules("rami", 6), seed=3, names=NAMES,
                                   bot_names=["greedy"] * 6)
    dialog = window.deal_end
    qtbot.waitUntil(dialog.isVisible)
    assert dialog.font().pointSize() == 16
    room = SCREEN.size() - screen_fit.FRAME_ALLOWANCE
    assert dialog.width() <= room.width() and dialog.height() <= room.height()
    qtbot.wait(50)  # the scroll area lays out its content
    summary = dialog.summary
    viewport = dialog.scroll_area.viewport()
    assert not dialog.scroll_area.horizontalScrollBar().isVisible()
    assert summary.width() <= viewport.width()
    assert "Desrochers" in summary.text()  # the last column, whole in the box


def finished_game(variant: str, names) -> GameSave:
    """A whole game of greedy bots, recorded as the autosave records it."""
    rules = get_rules(variant, len(names))
    match = Match.new(rules, 5, list(names), draw_seats=False)
    recorder, levels = GameRecorder(), [None] + ["greedy"] * (rules.players - 1)
    play_game(match, [make_bot("greedy") for _ in names], random.Random(5),
              on_deal=lambda m: recorder.observe(m, levels))
    return recorder.observe(match, levels)


def test_the_open_dialog_widens_to_its_columns_at_a_large_font(large_font, window, qtbot,
                                                                monkeypatch):
    """Play-test at 16 points on 1920×1080: the Open dialog kept 1200 pixels,
    the deal and the scores behind a sideways scroll bar, the screen's
    other 700 pixels unused."""
    screen = QRect(0, 0, 1920, 1080)
    monkeypatch.setattr(screen_fit, "available_area", lambda widget: screen)
    save = finished_game("six-3x2", NAMES)
    window.autosaver.store.save_as(save, "Partie de Marie-Christine")
    dialog = window.files.open_game()
    qtbot.waitUntil(dialog.isVisible)
    qtbot.wait(50)  # the list lays out its columns
    assert dialog.model.rowCount() >= 1
    room = screen.width() - screen_fit.FRAME_ALLOWANCE.width()
    assert dialog.width() <= room
    hidden = dialog.table.horizontalScrollBar().maximum()
    assert hidden == 0 or dialog.width() == room, (
        f"the list scrolls sideways ({hidden}) in a box {dialog.width()} wide")


def test_the_score_sheet_on_screen_is_as_large_as_the_windows_font(large_font, qtbot):
    """Play-test at 16 points: the sheet's names and figures stayed at the
    printed 10 points, the smallest words on the screen; printed, they
    still are."""
    from canasta_desktop.model.match import ScoreSheet
    from canasta_desktop.printing.sheet_html import SheetContext
    from canasta_desktop.printing.sources import SheetSource
    from canasta_desktop.ui.score_sheet_window import ScoreSheetWindow

    sheet = ScoreSheet("rami", NAMES, tuple((p,) for p in range(6)), (),
                       (1200, 350, -140, 80, -1440, 0), (), False, None, 0)
    window = ScoreSheetWindow(SheetSource(sheet, SheetContext(None, {}, get_rules("rami", 6))),
                              "en")
    qtbot.addWidget(window)
    document = window.view.document()
    shown = document.find("Bernadette").charFormat().font().pointSizeF()
    assert shown >= window.font().pointSizeF() == 16
    assert "font-size: 10pt" in window.html()  # the sheet as printed


def test_the_seating_draw_names_every_player_whole_at_a_large_font(large_font, small_screen,
                                                                   window, qtbot):
    """Play-test at 16 points on 1280×720: the six names under the drawn
    cards were each cut at both ends ("n-Baptiste Lamoure"); they break
    between their words, and the draw's lines scroll when the screen is short."""
    settings = window.games.settings
    settings.players, settings.variant, settings.names = 6, "six-3x2", list(NAMES)
    window.games.settings = settings.checked()
    window.games.start_game(seed=12, show_seating=True)
    dialog = window.games.seating_dialog
    qtbot.waitUntil(dialog.isVisible)
    qtbot.wait(50)
    room = SCREEN.size() - screen_fit.FRAME_ALLOWANCE
    assert dialog.width() <= room.width() and dialog.height() <= room.height()
    assert len(dialog.names) == 6
    for label, name in dialog.names:
        assert label.width() >= label.minimumSizeHint().width(), f"{name} is cut"
        assert label.height() >= label.heightForWidth(label.width()), f"{name} is cut"
    text = dialog.text_label
    assert text.height() >= text.heightForWidth(text.width()), "the draw's last lines are cut"


def test_past_games_show_a_short_rows_scores_beside_a_long_one(large_font, small_screen,
                                                                 window, qtbot):
    """Play-test at 14 and 16 points on 1280×720: rami for six widened the
    scores column past the list's edge, and the Origen game's scores, set
    at that column's far right, looked blank; they read from its left."""
    from canasta_desktop.persistence.archive import SheetArchive, sheet_of_restored
    from canasta_desktop.persistence.saves import restore

    archive = window.files.keeper_archive()
    for variant, names in (("rami", NAMES), ("origen", NAMES[:4])):
        archive.record(sheet_of_restored(restore(finished_game(variant, names))))
    dialog = window.files.show_history()
    qtbot.waitUntil(dialog.isVisible)
    qtbot.wait(50)
    assert_origen_scores_seen(dialog.games_view)


def test_the_open_dialog_shows_a_short_rows_scores_beside_a_long_one(large_font, small_screen,
                                                                      window, qtbot):
    store = window.autosaver.store
    for variant, names in (("rami", NAMES), ("origen", NAMES[:4])):
        store.save_as(finished_game(variant, names), f"{variant} game")
    dialog = window.files.open_game()
    qtbot.waitUntil(dialog.isVisible)
    qtbot.wait(50)
    assert_origen_scores_seen(dialog.table)


def assert_origen_scores_seen(view) -> None:
    """The Origen game's scores cell shows words where it is in sight."""
    view.clearSelection()
    model = view.model()
    row = next(r for r in range(model.rowCount()) if "Origen" in model.cell_text(r, 1))
    cell = view.visualRect(model.index(row, model.SCORES))
    seen = cell.intersected(view.viewport().rect())
    assert not seen.isEmpty(), "the scores column starts out of sight"
    picture = view.viewport().grab(seen).toImage()
    dark = sum(1 for x in range(picture.width()) for y in range(picture.height())
               if picture.pixelColor(x, y).lightness() < 100)
    assert dark > 20, "the Origen game's scores look blank"
