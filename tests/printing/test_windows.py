"""The Score sheet window, the Open dialog and the History dialog, driven
through their logic (no dialog is exec()-ed)."""

from __future__ import annotations

import contextlib
from dataclasses import replace

import pytest
from PySide6.QtCore import Qt
from PySide6.QtPrintSupport import QPrinter
from PySide6.QtWidgets import QDialog

from canasta_desktop.model.rules import get_rules
from canasta_desktop.persistence.archive import SheetArchive, sheet_of_restored
from canasta_desktop.persistence.paths import DataPaths
from canasta_desktop.persistence.saves import SaveStore, restore
from canasta_desktop.printing import printer as printer_module
from canasta_desktop.printing import sources
from canasta_desktop.printing.sheet_html import format_points
from canasta_desktop.ui import score_sheet_window
from canasta_desktop.ui.history_dialog import HistoryDialog
from canasta_desktop.ui.open_dialog import OpenGameDialog, problem_text
from canasta_desktop.ui.score_sheet_window import ScoreSheetWindow, ui_language

from .conftest import pdf_text, plain, play_whole_game

pytest.importorskip("pypdf")


@pytest.fixture
def no_printer(monkeypatch, tmp_path):
    """A system with no printer installed, and a documents folder in tmp."""
    for module in (printer_module, score_sheet_window):
        monkeypatch.setattr(module, "printers_available", lambda: [])
    docs = tmp_path / "Documents"
    docs.mkdir()
    monkeypatch.setattr(score_sheet_window, "documents_dir", lambda: docs)
    return docs


def test_the_window_shows_the_printed_html_and_exports_a_pdf(qtbot, tmp_path, classic_game,
                                                             no_printer):
    match, save = classic_game
    window = ScoreSheetWindow(sources.from_save(save), lang="fr", paper="a4")
    qtbot.addWidget(window)
    assert "Nous" in window.html() and "Eux" in window.html()
    assert window.windowTitle().startswith("Feuille de marque de Canasta — Canasta classique")
    shown = plain(window.view.toPlainText())
    assert plain(format_points(match.totals[1], "fr")) in shown
    out = tmp_path / "window.pdf"
    assert window.export_pdf(out) >= 1
    assert "Victoire" in pdf_text(out)
    assert window.default_pdf_path().parent == no_printer


def test_with_no_printer_print_still_offers_a_pdf(qtbot, tmp_path, classic_game, no_printer):
    window = ScoreSheetWindow(sources.from_save(classic_game[1]), lang="en", paper="letter")
    qtbot.addWidget(window)
    assert window.print_button.isEnabled() and window.pdf_button.isEnabled()
    assert "No printer is installed" in window.status.text()
    printer = window.make_printer()
    assert printer.outputFormat() == QPrinter.OutputFormat.PdfFormat
    assert printer.outputFileName() == str(window.default_pdf_path())
    # the system print dialog is built around that printer (not shown here)
    dialog = window.print_dialog(printer)
    assert dialog.printer() is printer
    # what Print then does: the pages go to the PDF file
    printer.setOutputFileName(str(tmp_path / "printed.pdf"))
    assert window.paged().print_to(printer) >= 1
    assert "Winner" in pdf_text(tmp_path / "printed.pdf")


def test_printing_to_a_pdf_says_where_it_went_and_keeps_the_earlier_one(qtbot, classic_game,
                                                                     no_printer, monkeypatch):
    """Play-test: with no printer, Print wrote the PDF and said "Sent 1 page
    to the printer", and printing again after a deal replaced the first PDF
    under the same name."""
    window = ScoreSheetWindow(sources.from_save(classic_game[1]), lang="en")
    qtbot.addWidget(window)
    first = window.default_pdf_path()

    class Accepting:
        def __init__(self, printer):
            pass

        def exec(self):
            return QDialog.DialogCode.Accepted
    monkeypatch.setattr(window, "print_dialog", Accepting)
    assert window.print_sheet()
    assert first.exists() and "Winner" in pdf_text(first)
    said = window.status.text()
    assert "printer" not in said and str(first) in said and said.startswith("Saved 1 page")
    second = window.default_pdf_path()
    assert second != first and second.parent == first.parent and not second.exists()
    assert second.name == first.stem + " (2).pdf"
    assert window.print_sheet() and second.exists() and "Winner" in pdf_text(first)


def test_the_preview_s_print_button_says_where_the_pdf_went(qtbot, classic_game, no_printer):
    window = ScoreSheetWindow(sources.from_save(classic_game[1]), lang="fr")
    qtbot.addWidget(window)
    preview = window.preview_dialog()
    qtbot.addWidget(preview)
    printer = preview.kept_printer
    preview.paintRequested.emit(printer)  # what its Print button does, then it closes
    preview.accept()
    target = printer.outputFileName()
    assert "Victoire" in pdf_text(target)
    assert target in window.status.text() and "imprimante" not in window.status.text()


def test_print_preview_paints_the_same_pages(qtbot, tmp_path, classic_game, no_printer):
    window = ScoreSheetWindow(sources.from_save(classic_game[1]), lang="en")
    qtbot.addWidget(window)
    target = QPrinter(QPrinter.PrinterMode.HighResolution)
    target.setOutputFormat(QPrinter.OutputFormat.PdfFormat)
    target.setOutputFileName(str(tmp_path / "preview.pdf"))
    preview = window.preview_dialog(target)
    qtbot.addWidget(preview)
    preview.paintRequested.emit(target)  # what the dialog does when it is shown
    assert "Final score" in pdf_text(tmp_path / "preview.pdf")


def test_the_print_preview_opens_as_big_as_the_screen_allows(qtbot, classic_game, no_printer,
                                                             monkeypatch):
    """Play-test: it opened about 533×515, its Print button behind the
    toolbar's overflow; on a 1280×720 screen it takes the screen's height."""
    from PySide6.QtCore import QRect

    from canasta_desktop.ui import screen_fit

    monkeypatch.setattr(screen_fit, "available_area", lambda widget: QRect(0, 0, 1280, 720))
    window = ScoreSheetWindow(sources.from_save(classic_game[1]), lang="en")
    qtbot.addWidget(window)
    preview = window.preview_dialog()
    qtbot.addWidget(preview)
    assert preview.width() >= 900 and preview.height() == 720 - screen_fit.FRAME_ALLOWANCE.height()


def test_a_live_game_window_follows_each_new_deal_and_blank_pads_print(qtbot, tmp_path):
    match, _ = play_whole_game("two", 3)
    from canasta_desktop.model.match import Match

    partial = Match(match.rules, match.seed, match.names, match.first_dealer,
                    results=match.results[:1])
    window = ScoreSheetWindow(sources.from_match(partial), lang="en")
    qtbot.addWidget(window)
    assert "Game in progress: 1 deal played" in plain(window.view.toPlainText())
    window.set_document(sources.from_match(match))
    assert "Winner" in plain(window.view.toPlainText())
    pad = ScoreSheetWindow(sources.BlankPadSource(get_rules("head-and-foot")), lang="fr")
    qtbot.addWidget(pad)
    assert "Ouverture minimale" in pad.html()
    assert pad.default_pdf_path().name == "canasta-score-pad-head-and-foot.pdf"
    assert pad.export_pdf(tmp_path / "pad.pdf") == 1


def test_ui_language_is_french_for_a_french_locale():
    from PySide6.QtCore import QLocale

    assert ui_language(QLocale(QLocale.Language.French, QLocale.Country.Canada)) == "fr"
    assert ui_language(QLocale(QLocale.Language.English, QLocale.Country.Canada)) == "en"


# ---------------------------------------------------------------- Open dialog
@pytest.fixture
def store(tmp_path) -> SaveStore:
    return SaveStore(DataPaths(tmp_path / "data"))


def test_the_open_dialog_lists_saves_and_opens_one(qtbot, store, classic_game):
    _, finished = classic_game
    store.write_autosave(replace(finished, created="2026-11-27T09:05:00+01:00",
                                 updated="2026-11-27T11:40:00+01:00"))
    _, other = play_whole_game("two", 4, ["Ann", "Bob"])
    store.save_as(replace(other, updated="2999-01-01T00:00:00+00:00"), "Duel")
    (store.paths.saves_dir / "broken.json").write_text("{")
    dialog = OpenGameDialog(store, lang="en")
    qtbot.addWidget(dialog)
    model = dialog.model
    assert model.rowCount() == 2
    rows = [[model.cell_text(r, c) for c in range(6)] for r in range(2)]
    m = model
    assert [rows[0][c] for c in (m.NAME, m.VARIANT, m.PLAYERS)] == [
        "Duel", "Canasta for two", "Ann, Bob"]
    assert rows[0][m.DATE] == "1 January 2999, 00:00"
    assert OpenGameDialog(store, lang="fr").model.cell_text(0, m.DATE) == (
        "1er janvier 2999 à 0\u00a0h\u00a000")
    assert rows[1][m.NAME].startswith("Game of ")
    assert rows[1][m.VARIANT] == "Classic Canasta"
    assert rows[1][m.DEAL] == f"{len(finished.deals)} (finished)"
    from canasta_desktop import i18n

    # Not "3 (terminée)" beside a deal's "1 (finie)" (play-test s37 fr).
    i18n.set_language(None, "fr")
    try:
        assert OpenGameDialog(store, lang="fr").model.cell_text(1, m.DEAL) == (
            f"{len(finished.deals)} (partie terminée)")
    finally:
        i18n.set_language(None, "en")
    we, they = finished.summary.totals  # the person sits in the first team here
    assert rows[1][m.SCORES] == f"We {format_points(we, 'en')} – They {format_points(they, 'en')}"
    assert rows[0][m.SCORES].startswith("Ann ")  # two players: each column by its name
    # The players come last: long names never push the date and scores off.
    assert m.PLAYERS == 5 and model.headerData(5, Qt.Orientation.Horizontal) == "Players"
    assert len(dialog.problems) == 1
    assert "“broken.json” is damaged" in dialog.problem_label.text()
    assert "moved aside as “broken.json.corrupt”" in dialog.problem_label.text()
    assert dialog.selected_entry().title == "Duel"
    restored = dialog.open_selected()
    assert restored is not None and dialog.restored is restored
    assert restored.match.totals == other.summary.totals
    assert dialog.result() == dialog.DialogCode.Accepted


def test_autosaves_of_alike_games_are_told_apart_by_when_they_started(qtbot, qapp, store,
                                                                       classic_game):
    """Two classic games left unfinished read the same on every column but
    the date of their last save (play-test: several "Autosave" rows alike):
    each autosave is named by when its game started, the time that day, the
    day otherwise, in English and French; the date column says "Saved"."""
    from canasta_desktop.persistence.saves import new_game_id

    _, finished = classic_game
    morning = replace(finished, game_id=new_game_id(), created="2026-11-27T09:05:00+01:00",
                      updated="2026-11-27T11:40:00+01:00")
    evening = replace(finished, game_id=new_game_id(), created="2026-11-26T21:30:00+01:00",
                      updated="2026-11-27T12:00:00+01:00")
    store.write_autosave(morning)
    store.write_autosave(evening)
    model = OpenGameDialog(store, lang="en").model
    names = sorted(model.cell_text(r, model.NAME) for r in range(model.rowCount()))
    assert names == ["Game of 09:05", "Game of 26 November 2026"]
    assert model.headerData(model.DATE, Qt.Orientation.Horizontal) == "Saved"
    # A version 1 save knows no start: it was given its last save's time (review).
    store.write_autosave(replace(finished, game_id=new_game_id(),
                                 created="2026-11-25T10:00:00+01:00",
                                 updated="2026-11-25T10:00:00+01:00"))
    model = OpenGameDialog(store, lang="en").model
    assert "Autosave" in [model.cell_text(r, model.NAME) for r in range(model.rowCount())]
    from canasta_desktop import i18n

    i18n.set_language(qapp, "fr")
    try:
        french = OpenGameDialog(store, lang="fr").model
        assert sorted(french.cell_text(r, french.NAME) for r in range(2)) == [
            "Partie de 9\u00a0h\u00a005", "Partie du 26 novembre 2026"]
    finally:
        i18n.set_language(qapp, "en")


def test_the_open_dialog_reports_a_save_that_does_not_replay(qtbot, store, classic_game):
    data = classic_game[1].as_json()
    data["deals"][0]["actions"][2] = "2 discard JK #9999"
    import json

    (store.paths.saves_dir / "edited.json").write_text(json.dumps(data))
    dialog = OpenGameDialog(store, lang="en")
    qtbot.addWidget(dialog)
    assert dialog.model.rowCount() == 1
    assert dialog.open_selected() is None
    assert dialog.model.rowCount() == 0 and dialog.empty_label.isVisibleTo(dialog)
    assert "does not hold a game that can be replayed" in dialog.problem_label.text()
    assert dialog.result() != dialog.DialogCode.Accepted


def test_a_save_that_fails_to_open_leaves_no_other_game_chosen(qtbot, store, classic_game):
    """Play-test: after a failed Open the first row was chosen instead, and
    Open again would have opened a game the player had not chosen."""
    import json

    store.save_as(classic_game[1], "Good")
    data = classic_game[1].as_json()
    data["deals"][0]["actions"][2] = "2 discard JK #9999"
    data["name"] = "Edited"
    data["updated"] = "1999-01-01T00:00:00+00:00"  # listed below "Good"
    (store.paths.saves_dir / "edited.json").write_text(json.dumps(data))
    dialog = OpenGameDialog(store, lang="en")
    qtbot.addWidget(dialog)
    assert dialog.selected_entry().title == "Good"  # the newest, chosen at first
    dialog.select_entry(next(e for e in dialog.model.entries if e.title == "Edited"))
    assert dialog.open_selected() is None
    assert dialog.model.rowCount() == 1 and dialog.selected_entry() is None
    assert not dialog.open_button.isEnabled()


def test_delete_and_problem_words(qtbot, store, classic_game):
    store.save_as(classic_game[1], "gone")
    dialog = OpenGameDialog(store, lang="fr")
    qtbot.addWidget(dialog)
    assert dialog.model.cell_text(0, 1) == "Canasta classique"
    assert dialog.delete_selected() and dialog.model.rowCount() == 0
    from pathlib import Path

    from canasta_desktop.persistence.saves import NEWER, SaveProblem

    newer = SaveProblem(Path("x.json"), NEWER, "newer")
    assert "newer version" in problem_text(newer) and "left as it is" in problem_text(newer)


# ---------------------------------------------------------------- History dialog
def test_history_lists_past_games_and_opens_their_sheet(qtbot, tmp_path, classic_game):
    archive = SheetArchive(DataPaths(tmp_path / "data"))
    match, save = classic_game
    archive.record(sheet_of_restored(restore(save)))
    two_match, two = play_whole_game("two", 3, ["Ann", "Bob"])  # Ann, the person, wins
    archive.record(replace(sheet_of_restored(restore(two)), started="2000-01-01T10:00:00"))
    dialog = HistoryDialog(archive, lang="en")
    qtbot.addWidget(dialog)
    history = dialog.history
    assert history.rowCount() == 2
    first = [history.cell_text(0, c) for c in range(6)]
    assert first[history.VARIANT] == "Classic Canasta"
    assert first[history.DEALS] == str(len(match.results))
    winner_is_us = match.winner == 0
    margin = format_points(match.margin, "en")
    assert first[history.RESULT] == (f"You won by {margin}" if winner_is_us
                                     else f"They won by {margin}")
    # The person's own win has its subject too ("won, by 2,355" had none).
    assert two_match.winner == 0
    assert history.cell_text(1, history.RESULT) == (
        f"You won by {format_points(two_match.margin, 'en')}")
    assert history.PLAYERS == 5 and history.header_texts()[5] == "Players"
    window = dialog.show_selected_sheet()
    qtbot.addWidget(window)
    assert "Final score" in window.html()
    stats = dialog.statistics
    assert stats.rowCount() == 2
    classic_row = [stats.cell_text(0, c) for c in range(7)]
    assert classic_row[:2] == ["Classic Canasta", "1"]
    assert classic_row[stats.WINS] == ("1 (100%)" if winner_is_us else "0 (0%)")
    assert classic_row[stats.DEALS] == str(len(match.results))
    assert classic_row[stats.BEST].startswith(format_points(match.totals[0], "en"))


@pytest.mark.parametrize("lang, heads", [
    ("en", ("Games finished", "Wins", "Deals played", "Points per deal", "Canastas")),
    ("fr", ("Parties terminées", "Victoires", "Donnes jouées", "Points par donne",
            "Canastas"))])
def test_statistics_of_a_game_not_finished_count_its_deals_beside_its_points(
        qtbot, qapp, tmp_path, classic_game, lang, heads):
    """Play-test: "Games 0 · Wins 0" beside "Points per deal 1,010 ·
    Canastas 8" read as broken; the deals those points come from are shown
    beside them, and the games counted are said to be finished ones."""
    archive = SheetArchive(DataPaths(tmp_path / "data"))
    sheet = sheet_of_restored(restore(classic_game[1]))
    deals = sheet.deals[:2]
    totals = tuple(sum(d.points[c] for d in deals) for c in range(len(sheet.totals)))
    archive.record(replace(sheet, deals=deals, totals=totals, finished=False, winner=None,
                           margin=0))
    from canasta_desktop import i18n

    i18n.set_language(qapp, lang)
    try:
        dialog = HistoryDialog(archive, lang=lang)
        qtbot.addWidget(dialog)
        stats = dialog.statistics
        shown = {stats.headerData(c, Qt.Orientation.Horizontal): stats.cell_text(0, c)
                 for c in range(stats.columnCount())}
    finally:
        i18n.set_language(qapp, "en")
    games, wins, dealt, points, canastas = heads
    assert shown[games] == "0" and shown[wins] == "0"
    assert shown[dealt] == "2", "the deals the points per deal count"
    average = round(sum(d.points[0] for d in deals) / 2)
    assert shown[points] == format_points(average, lang)
    assert shown[canastas] == str(sum(d.canastas[0] for d in deals if d.canastas))


@pytest.mark.parametrize("lang, best, wins, result", [
    ("en", "Highest score", "{n} ({p}%)", ("You won by", "They won by")),
    ("fr", "Meilleur score", "{n} ({p}\u00a0%)", ("gagnée par vous", "gagnée par Eux"))])
def test_statistics_name_the_highest_score_and_write_the_rate_as_each_language_does(
        qtbot, qapp, tmp_path, classic_game, lang, best, wins, result):
    """Play-test: "Best game 6,255" was a game lost 6,255 to 7,365: it is
    the highest final score, won or lost.  English wrote "1 (50 %)" and
    "Ana won, by 1,110"."""
    from canasta_desktop import i18n

    match, save = classic_game
    archive = SheetArchive(DataPaths(tmp_path / "data"))
    archive.record(sheet_of_restored(restore(save)))
    i18n.set_language(qapp, lang)
    try:
        dialog = HistoryDialog(archive, lang=lang)
        qtbot.addWidget(dialog)
        stats, history = dialog.statistics, dialog.history
        shown = {stats.headerData(c, Qt.Orientation.Horizontal): stats.cell_text(0, c)
                 for c in range(stats.columnCount())}
        said = history.cell_text(0, history.RESULT)
        rate = stats.cell_text(0, stats.WINS)
    finally:
        i18n.set_language(qapp, "en")
    won = match.winner == 0
    assert shown[best].startswith(format_points(match.totals[0], lang))
    assert rate == wins.format(n=int(won), p=100 if won else 0)
    assert said.startswith(result[0] if won else result[1]), said


def _history_of_one_old_game(qtbot, tmp_path, classic_game, lang: str) -> HistoryDialog:
    """Past games with one classic game, started well before any reset:
    within the same second, it would count as a game of the new period (a
    test failed now and then)."""
    archive = SheetArchive(DataPaths(tmp_path / "data"))
    archive.record(replace(sheet_of_restored(restore(classic_game[1])),
                           started="2000-01-01T10:00:00"))
    dialog = HistoryDialog(archive, lang=lang)
    qtbot.addWidget(dialog)
    return dialog


def test_statistics_reset_from_the_dialog_keeps_the_history(qtbot, tmp_path, classic_game):
    dialog = _history_of_one_old_game(qtbot, tmp_path, classic_game, "fr")
    assert dialog.statistics.rowCount() == 1
    row = [dialog.statistics.cell_text(0, c) for c in range(7)]
    assert row[0] == "Canasta classique" and row[1] == "1"
    dialog.statistics_view.selectRow(0)
    assert dialog.selected_variant() == "classic"
    assert dialog.statistics_empty.isHidden()
    dialog.reset_statistics("classic")
    assert dialog.statistics.rowCount() == 0
    assert dialog.history.rowCount() == 1
    # Play-test: the tab was just an empty table after the reset.
    assert not dialog.statistics_empty.isHidden()
    assert dialog.statistics_empty.text() == "No game since the statistics were reset."


@pytest.mark.parametrize("lang, moment, day", [
    ("fr", "27 novembre 2026 à 10\u00a0h\u00a035", "27 novembre 2026"),
    ("en", "27 November 2026, 10:35", "27 November 2026")])
def test_past_games_date_a_game_as_the_rest_of_the_app_does(qtbot, tmp_path, classic_game,
                                                              lang, moment, day):
    """Play-test: the French Past games listed "2026-11-27 10:35" where the
    score sheet and the game resumed say "27 novembre 2026" and "10 h 35";
    the best game's date was "(2026-11-27)" too."""
    archive = SheetArchive(DataPaths(tmp_path / "data"))
    archive.record(replace(sheet_of_restored(restore(classic_game[1])),
                           started="2026-11-27T10:35:00"))
    dialog = HistoryDialog(archive, lang=lang)
    qtbot.addWidget(dialog)
    games = dialog.games_view.model()
    assert games.index(0, dialog.history.DATE).data() == moment
    statistics = dialog.statistics_view.model()
    best = statistics.index(0, dialog.statistics.BEST).data()
    assert best.endswith(f"({day})"), best
    assert "2026-11-27" not in best


def test_a_newer_sheet_is_told_once_however_often_the_statistics_are_reset(
        qtbot, tmp_path, classic_game):
    """Each reset listed the sheets again and repeated the newer sheet's sentence."""
    archive = SheetArchive(DataPaths(tmp_path / "data"))
    archive.record(sheet_of_restored(restore(classic_game[1])))
    (archive.paths.sheets_dir / "future.json").write_text(
        '{"format": "canasta-desktop-sheet", "version": 99}', encoding="utf-8")
    dialog = HistoryDialog(archive, lang="en")
    qtbot.addWidget(dialog)
    dialog.reset_statistics()
    dialog.reset_statistics()
    assert dialog.problem_label.text().count("“future.json”") == 1


def test_open_and_history_say_default_names_in_the_dialogs_language(qtbot, tmp_path, store):
    """A game started in English listed "You, West" in a French dialog."""
    _, save = play_whole_game("two", 4, ["You", "West"])
    store.save_as(save, "Duel")
    dialog = OpenGameDialog(store, lang="fr")
    qtbot.addWidget(dialog)
    assert dialog.model.cell_text(0, dialog.model.PLAYERS) == "Vous, Ouest"
    archive = SheetArchive(DataPaths(tmp_path / "data"))
    archive.record(sheet_of_restored(restore(save)))
    history = HistoryDialog(archive, lang="fr")
    qtbot.addWidget(history)
    assert history.history.cell_text(0, history.history.PLAYERS) == "Vous, Ouest"
    english = HistoryDialog(archive, lang="en")
    qtbot.addWidget(english)
    assert english.history.cell_text(0, english.history.PLAYERS) == "You, West"


def test_a_read_only_window_deletes_nothing(qtbot, store, classic_game):
    """Play-test: with --read-only, Open → Delete still removed the file."""
    path = store.save_as(classic_game[1], "kept")
    dialog = OpenGameDialog(SaveStore(store.paths, read_only=True), lang="en")
    qtbot.addWidget(dialog)
    assert dialog.model.rowCount() == 1 and dialog.open_button.isEnabled()
    assert not dialog.delete_button.isEnabled()
    assert dialog.delete_button.toolTip() == "This window is read-only: it deletes nothing"
    assert not dialog.delete_selected() and path.exists()
    assert "could not be deleted: this window is read-only" in dialog.delete_problem.text()


def test_a_delete_the_disk_refuses_is_said_and_the_save_stays_listed(qtbot, qapp, store,
                                                                    classic_game, monkeypatch):
    """Play-test: on a read-only disk, Delete → Yes gave a traceback and
    nothing on screen."""
    import errno
    from pathlib import Path

    from canasta_desktop import i18n

    path = store.save_as(classic_game[1], "stays")
    dialog = OpenGameDialog(store, lang="fr")
    qtbot.addWidget(dialog)

    def refuse(self, missing_ok=False):
        raise OSError(errno.EROFS, "Read-only file system", str(self))
    monkeypatch.setattr(Path, "unlink", refuse)
    i18n.set_language(qapp, "fr")
    try:
        assert not dialog.delete_selected()
        said = dialog.delete_problem.text()
    finally:
        i18n.set_language(qapp, "en")
    assert path.exists() and dialog.model.rowCount() == 1
    assert "n'a pas pu être supprimée" in said and "lecture seule" in said


def test_a_link_in_the_saves_folder_is_deleted_not_the_file_it_points_to(qtbot, store,
                                                                        classic_game, tmp_path):
    """Play-test: a link to a save elsewhere was listed and opened, but
    Delete gave a traceback."""
    elsewhere = store.save_as(classic_game[1], "elsewhere").rename(tmp_path / "outside.json")
    link = store.paths.saves_dir / "linked.json"
    link.symlink_to(elsewhere)
    dialog = OpenGameDialog(store, lang="en")
    qtbot.addWidget(dialog)
    assert dialog.model.rowCount() == 1
    assert dialog.delete_selected()
    assert not link.is_symlink() and not link.exists() and elsewhere.exists()


def test_files_that_are_not_saves_are_named_for_what_they_are_and_where_they_went(
        qtbot, qapp, tmp_path, classic_game):
    """Play-test: a damaged statistics.json was "not a Canasta Desktop saved
    game", a bad score sheet "does not hold a game that can be replayed", and
    neither said where the file was kept aside."""
    from canasta_desktop import i18n

    archive = SheetArchive(DataPaths(tmp_path / "data"))
    archive.record(sheet_of_restored(restore(classic_game[1])))
    sheets = archive.paths.sheets_dir
    (sheets / "s1.json").write_text('{"format": "canasta-desktop-sheet", "version": 1}',
                                    encoding="utf-8")
    archive.paths.statistics_file.write_text('{"format": "something else"}', encoding="utf-8")
    dialog = HistoryDialog(archive, lang="en")
    qtbot.addWidget(dialog)
    told = dialog.problem_label.text()
    assert "saved game" not in told and "replayed" not in told
    assert "The score sheet “s1.json” is damaged: its scores cannot be read." in told
    assert (f"It was moved aside as “s1.json.corrupt”, in the folder {sheets}." in told)
    assert "The statistics file “statistics.json” is damaged and cannot be read" in told
    assert (f"It was moved aside as “statistics.json.corrupt”, in the folder "
            f"{archive.paths.statistics_file.parent}." in told)
    try:
        i18n.set_language(qapp, "fr")
        french = "\n".join(problem_text(p) for p in dialog.problems)
    finally:
        i18n.set_language(qapp, "en")
    assert "partie enregistrée" not in french and "rejouée" not in french
    assert "La feuille de marque «\u00a0s1.json\u00a0» est endommagée" in french
    assert "Le fichier des statistiques «\u00a0statistics.json\u00a0» est endommagé" in french
    assert f"dans le dossier {sheets}." in french


def test_a_file_name_that_is_no_text_is_shown_as_its_bytes():
    """Play-test: "\\xe9t\\xe9 named.json" (Latin-1 bytes) was reported as
    "t named.json", a name the player could not find."""
    import os

    from canasta_desktop.ui.open_dialog import shown_file_name

    on_disk = os.fsdecode(b"\xe9t\xe9 named.json")
    assert shown_file_name(on_disk) == "\\xe9t\\xe9 named.json"
    assert shown_file_name("été.json") == "été.json"
    assert shown_file_name("\ud800x.json") == "\\ud800x.json"


@pytest.mark.parametrize("variant", ["../../x", "a/b", "CON", ""])
def test_a_pdf_is_never_named_by_a_variant_that_cannot_name_a_file(qtbot, classic_game,
                                                                   no_printer, variant):
    """Whatever reaches a sheet's variant, its default PDF stays in the
    documents folder under a name of its own (review: canasta-../../x-….pdf)."""
    sheet = sheet_of_restored(restore(classic_game[1]))
    window = ScoreSheetWindow(sources.from_archived(replace(sheet, variant=variant)), "en")
    qtbot.addWidget(window)
    path = window.default_pdf_path()
    assert path.parent == no_printer
    assert path.name.startswith("canasta-sheet-") and path.suffix == ".pdf"
    pad = sources.BlankPadSource(replace(get_rules("classic"), id=variant))
    assert pad.pdf_file_name() == "canasta-score-pad-sheet.pdf"


def test_we_is_the_side_of_the_person_wherever_the_draw_seated_him(qtbot, tmp_path,
                                                                    classic_game):
    """Play-test: the draw put the player in the second team, and the sheet
    (printed and in Past games) called the other side "We" and his "They";
    the Past games scores did not say which was his."""
    from canasta_desktop.printing.sources import from_archived, from_match

    from .test_sheet_html import visible

    match, save = classic_game
    sheet = sheet_of_restored(restore(save))
    people = len(sheet.bots)
    theirs = next(p for p in range(people) if p not in sheet.columns[0])
    seated = replace(sheet, person=theirs, bots=tuple(None if p == theirs else "medium"
                                                      for p in range(people)))
    ours = [sheet.names[p] for p in sheet.columns[1]]
    for source in (from_archived(seated),
                   from_match(replace(match, person=theirs))):
        shown = visible(source.html("en"))
        assert f"We: {ours[0]}" in shown, shown[:400]
        assert f"We: {sheet.names[sheet.columns[0][0]]}" not in shown
    archive = SheetArchive(DataPaths(tmp_path / "data"))
    archive.record(seated)
    dialog = HistoryDialog(archive, lang="en")
    qtbot.addWidget(dialog)
    scores = dialog.games_view.model().index(0, dialog.history.SCORES).data()
    assert scores.startswith(f"We {format_points(sheet.totals[1], 'en')} – They "), scores
    store = SaveStore(DataPaths(tmp_path / "data"))
    store.save_as(replace(save, bots=seated.bots, person=theirs), "Seated")
    opened = OpenGameDialog(store, lang="en")
    qtbot.addWidget(opened)
    assert opened.model.cell_text(0, opened.model.SCORES) == scores


def test_past_games_says_why_its_list_is_empty_until_a_game_ends(qtbot, tmp_path, classic_game):
    """A first start: the Games tab was a bare table under its headers."""
    archive = SheetArchive(DataPaths(tmp_path / "data"))
    dialog = HistoryDialog(archive, lang="en")
    qtbot.addWidget(dialog)
    assert dialog.history.rowCount() == 0 and not dialog.games_empty.isHidden()
    assert dialog.games_empty.text() == ("No game finished yet. When a game ends, its score "
                                         "sheet is kept here.")
    archive.record(sheet_of_restored(restore(classic_game[1])))
    dialog.refresh()
    assert dialog.history.rowCount() == 1 and dialog.games_empty.isHidden()


@pytest.mark.parametrize("lang, said", [
    ("en", "No score sheet here could be read: the reason is below."),
    ("fr", "Aucune feuille de marque n'a pu être lue ici : la raison est dite plus bas.")])
def test_past_games_does_not_say_no_game_ended_when_its_sheet_could_not_be_read(
        qtbot, qapp, tmp_path, classic_game, lang, said):
    """Play-test s37: the one finished game's score sheet cut short, Past games
    said "No game finished yet. When a game ends, its score sheet is kept
    here." above the words saying that sheet was damaged and moved aside:
    she had finished that game the evening before."""
    from canasta_desktop import i18n

    paths = DataPaths(tmp_path / "data")
    archive = SheetArchive(paths)
    archive.record(sheet_of_restored(restore(classic_game[1])))
    for sheet in paths.sheets_dir.glob("*.json"):
        sheet.write_text('{"broken": ', encoding="utf-8")
    i18n.set_language(qapp, lang)
    try:
        dialog = HistoryDialog(archive, lang=lang)
        qtbot.addWidget(dialog)
        assert dialog.history.rowCount() == 0 and not dialog.games_empty.isHidden()
        assert dialog.games_empty.text().replace("\u00a0", " ") == said
        assert not dialog.problem_label.isHidden()
        # The statistics come from the same sheets: not "No game played yet".
        assert dialog.statistics_empty.text().replace("\u00a0", " ") == said
    finally:
        i18n.set_language(qapp, "en")


def archive_with_and_without_house_rules(tmp_path, classic_game) -> SheetArchive:
    """Two finished classic games in the archive: one with a house rule (at
    most three wild cards a meld), one without."""
    archive = SheetArchive(DataPaths(tmp_path / "data"))
    plain_sheet = sheet_of_restored(restore(classic_game[1]))
    archive.record(replace(plain_sheet, game_id="house",
                           house_options={"at_most_three_wilds": True}))
    archive.record(plain_sheet)
    return archive


# The house rules game's name and a rule its tooltip lists, per language.
HOUSE_RULES_SAID = pytest.mark.parametrize("lang, said, listed", [
    ("en", "Classic Canasta, house rules", "At most 3 wild cards per meld"),
    ("fr", "Canasta classique, règles maison", "Au plus 3 passe-partout par combinaison")])


@contextlib.contextmanager
def past_games_with_and_without_house_rules(qtbot, qapp, tmp_path, classic_game, lang):
    """Past games, in `lang`, over the archive of two classic games, one
    played with a house rule; English is given back after."""
    from canasta_desktop import i18n

    archive = archive_with_and_without_house_rules(tmp_path, classic_game)
    i18n.set_language(qapp, lang)
    try:
        dialog = HistoryDialog(archive, lang=lang)
        qtbot.addWidget(dialog)
        yield dialog
    finally:
        i18n.set_language(qapp, "en")


@HOUSE_RULES_SAID
def test_past_games_tells_a_game_with_house_rules(qtbot, qapp, tmp_path, classic_game, lang,
                                                  said, listed):
    """§6.  Play-test s37 (as Game → Open): a game finished with house rules and
    one without read alike in Past games; the variant's cell says so and its
    tooltip lists them, as the score sheet's heading does."""
    with past_games_with_and_without_house_rules(qtbot, qapp, tmp_path, classic_game,
                                                 lang) as dialog:
        model = dialog.history
        variants = sorted(model.cell_text(row, model.VARIANT) for row in range(model.rows()))
        assert variants[1] == said and variants[0] != said, variants
        row = next(r for r in range(model.rows()) if model.cell_text(r, model.VARIANT) == said)
        tip = model.data(model.index(row, model.VARIANT), Qt.ItemDataRole.ToolTipRole)
        assert listed in tip


@HOUSE_RULES_SAID
def test_the_statistics_keep_games_with_house_rules_apart(qtbot, qapp, tmp_path, classic_game,
                                                          monkeypatch, lang, said, listed):
    """Play-test s37: the Statistics tab counted a game with house rules in
    its variant's row with the plain games; it has a row of its own, named
    and listed as in the Games tab."""
    from canasta_desktop.ui import history_dialog

    reset_said = {
        "en": "Reset the statistics of Classic Canasta, with house rules and without? Past "
              "games stay in the history.",
        "fr": "Remettre à zéro les statistiques de Canasta classique, avec et sans règles "
              "maison ? Les parties passées restent dans l'historique."}[lang]

    with past_games_with_and_without_house_rules(qtbot, qapp, tmp_path, classic_game,
                                                 lang) as dialog:
        model = dialog.statistics
        rows = [[model.cell_text(row, column) for column in range(model.columnCount())]
                for row in range(model.rows())]
        assert [row[model.VARIANT] for row in rows] == [
            "Classic Canasta" if lang == "en" else "Canasta classique", said]
        assert [row[model.GAMES] for row in rows] == ["1", "1"]
        tip = model.data(model.index(1, model.VARIANT), Qt.ItemDataRole.ToolTipRole)
        assert listed in tip
        assert model.data(model.index(0, model.VARIANT), Qt.ItemDataRole.ToolTipRole) is None
        # Reset asks for the variant's rows together, as it resets them.
        asked: list[str] = []
        monkeypatch.setattr(history_dialog, "agreed_to",
                            lambda _parent, _title, question: asked.append(question) or True)
        dialog.statistics_view.selectRow(1)
        dialog._ask_and_reset()
        assert [question.replace("\u00a0", " ") for question in asked] == [reset_said]


def test_past_games_says_the_french_margin_with_its_unit(qtbot, qapp, tmp_path, classic_game):
    """Play-test s37: « gagnée par vous (410 d'écart) », a number without its
    unit, where the game's end says « 410 points d'écart ».  The row says
    « de 410 pts », abridged as a score list does (« points » in full made
    six players' list too wide at 1920), and « 1 pt » in the singular."""
    from canasta_desktop import i18n

    archive = SheetArchive(DataPaths(tmp_path / "data"))
    sheet = sheet_of_restored(restore(classic_game[1]))
    assert sheet.finished and sheet.winner is not None
    archive.record(replace(sheet, game_id="ours", winner=0, margin=1185,
                           started="2001-01-01T10:00:00"))
    archive.record(replace(sheet, game_id="theirs", winner=1, margin=1,
                           started="2000-01-01T10:00:00"))
    i18n.set_language(qapp, "fr")
    try:
        dialog = HistoryDialog(archive, lang="fr")
        qtbot.addWidget(dialog)
        model = dialog.history
        said = [model.cell_text(row, model.RESULT).replace("\u00a0", " ")
                for row in range(model.rows())]
        assert said == ["gagnée par vous de 1 185 pts", "gagnée par Eux de 1 pt"], said
    finally:
        i18n.set_language(qapp, "en")


@pytest.mark.parametrize("lang, said", [
    ("en", "Its scores were written again from the game's autosave: the game is still among "
           "the past games."),
    ("fr", "Ses scores ont été réécrits à partir de la sauvegarde automatique de la partie : "
           "elle reste parmi les parties jouées."),
])
def test_past_games_says_a_damaged_sheet_was_made_again_from_the_autosave(
        qtbot, qapp, tmp_path, classic_game, lang, said):
    """Play-test s37: a damaged sheet was only said moved aside, its game gone
    from the list; made again from the game's autosave, the list has it and
    says where its scores came from."""
    from canasta_desktop import i18n
    from canasta_desktop.persistence.saves import SaveStore

    archive = SheetArchive(DataPaths(tmp_path / "data"))
    save = classic_game[1]
    archive.record(sheet_of_restored(restore(save)))
    SaveStore(archive.paths).write_autosave(save)
    archive.path_of(save.game_id).write_text("{", encoding="utf-8")
    i18n.set_language(qapp, lang)
    try:
        dialog = HistoryDialog(archive, lang=lang)
        qtbot.addWidget(dialog)
        assert dialog.history.rows() == 1
        assert said in dialog.problem_label.text().replace("\u00a0", " ")
    finally:
        i18n.set_language(qapp, "en")


def test_the_players_column_goes_round_the_table_from_the_person(qtbot, store, classic_game):
    """After a seating draw the person need not be the first place: the
    Scores column said "We …" first, the Players column beside it listed the
    game's order (review).  Both start with him, then go round the table."""
    _, finished = classic_game
    names = finished.names
    moved = replace(finished, bots=("medium", "medium", None, "medium"), person=2)
    store.write_autosave(moved)
    model = OpenGameDialog(store, lang="en").model
    assert model.cell_text(0, model.PLAYERS) == ", ".join(
        [names[2], names[3], names[0], names[1]])


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_statistics_window_shows_its_lists_whole_where_the_screen_has_room(
        qtbot, qapp, tmp_path, monkeypatch, lang):
    """Play-test: six players' scores and « Meilleur score » were cut, the
    lists behind a scroll bar, the window 784 px wide even at 1920×1080.
    On that screen every column shows whole; at 1280×720 it still fits."""
    from PySide6.QtCore import QRect

    from canasta_desktop import i18n
    from canasta_desktop.ui import screen_fit

    _, save = play_whole_game("six-3x2", 3, ["You", "Marie-Christine", "Jean-Baptiste",
                                             "Wolfgang", "Anastasia", "Bartholomew"])
    archive = SheetArchive(DataPaths(tmp_path / "data"))
    archive.record(sheet_of_restored(restore(save)))
    i18n.set_language(qapp, lang)
    try:
        for width, height in ((1920, 1080), (1280, 720)):
            screen = QRect(0, 0, width, height)
            monkeypatch.setattr(screen_fit, "available_area", lambda widget: screen)
            dialog = HistoryDialog(archive, lang=lang)
            qtbot.addWidget(dialog)
            dialog.show()
            qtbot.waitExposed(dialog)
            frame = dialog.size() + screen_fit.FRAME_ALLOWANCE
            assert frame.width() <= width and frame.height() <= height
            if width == 1920:
                for tab, view in enumerate((dialog.games_view, dialog.statistics_view)):
                    dialog.tabs.setCurrentIndex(tab)
                    qapp.processEvents()
                    header = view.horizontalHeader()
                    needed = sum(max(header.sectionSizeHint(c), view.sizeHintForColumn(c))
                                 for c in range(header.count()))
                    assert needed <= view.viewport().width(), (view.objectName(), needed)
                    assert not view.horizontalScrollBar().isVisible()
            dialog.close()
    finally:
        i18n.set_language(qapp, "en")


def test_ctrl_p_in_the_sheet_window_opens_its_print_preview(qtbot, classic_game, no_printer):
    """The Game menu lists Ctrl+P for printing the score sheet; in the sheet's
    own window, where the player reads it, the key opens the same preview
    (play-test: it did nothing there)."""
    from PySide6.QtCore import QTimer
    from PySide6.QtGui import QKeySequence
    from PySide6.QtPrintSupport import QPrintPreviewDialog
    from PySide6.QtWidgets import QApplication

    window = ScoreSheetWindow(sources.from_save(classic_game[1]), lang="en")
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    window.view.setFocus()
    opened: list[str] = []

    def close_the_preview() -> None:
        modal = QApplication.activeModalWidget()
        if isinstance(modal, QPrintPreviewDialog):
            opened.append(modal.windowTitle())
            modal.reject()

    QTimer.singleShot(200, close_the_preview)
    print_key = QKeySequence(QKeySequence.StandardKey.Print)[0]
    qtbot.keyClick(window.view, print_key.key(), print_key.keyboardModifiers())
    assert opened == [f"Print preview — {window.document.title('en')}"]


def _answer_the_question_box(qtbot, click, key=None, button=None) -> list[str]:
    """Click `click` (which asks a Yes/No question, exec()-ed), then answer the
    box with the key `key` or the button `button`; returns the question."""
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication, QMessageBox

    asked: list[str] = []

    def answer() -> None:
        box = QApplication.activeModalWidget()
        if not isinstance(box, QMessageBox):
            QTimer.singleShot(20, answer)
            return
        asked.append(box.text())
        if key is not None:
            qtbot.keyClick(box, key)
        else:
            qtbot.mouseClick(box.button(button), Qt.MouseButton.LeftButton)

    QTimer.singleShot(20, answer)
    qtbot.mouseClick(click, Qt.MouseButton.LeftButton)
    return asked


def test_enter_at_delete_this_save_keeps_it_yes_deletes_it(qtbot, store, classic_game):
    """Deleting a save cannot be undone, so the question's default is No:
    Enter keeps the save (play-test: Enter deleted it at once)."""
    from PySide6.QtWidgets import QMessageBox

    path = store.save_as(classic_game[1], "Tuesday")
    dialog = OpenGameDialog(store, lang="en")
    qtbot.addWidget(dialog)
    dialog.show()
    asked = _answer_the_question_box(qtbot, dialog.delete_button, key=Qt.Key.Key_Return)
    assert asked == ["Delete the saved game “Tuesday”? This cannot be undone."]
    assert path.exists() and dialog.model.rowCount() == 1
    _answer_the_question_box(qtbot, dialog.delete_button, button=QMessageBox.StandardButton.Yes)
    assert not path.exists() and dialog.model.rowCount() == 0


def test_enter_at_reset_the_statistics_keeps_them(qtbot, tmp_path, classic_game):
    """Resetting the statistics is asked with No as the default: Enter keeps them."""
    dialog = _history_of_one_old_game(qtbot, tmp_path, classic_game, "en")
    dialog.show()
    dialog.tabs.setCurrentIndex(1)  # Statistics
    asked = _answer_the_question_box(qtbot, dialog.reset_button, key=Qt.Key.Key_Return)
    assert asked and asked[0].startswith("Reset the statistics")
    assert dialog.statistics.rowCount() == 1
