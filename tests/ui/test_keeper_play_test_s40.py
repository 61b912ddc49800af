"""The score keeper as play-test s40 left it to fix: the count per rank
forgot its counts and replaced the box's number, and did not say whose
cards it counted; the form's heads cut names by a count of letters at any
width; a language switch lost the width the player had set; the setup
dropped a 25th letter without a word."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, Qt
from PySide6.QtWidgets import QDialog

from canasta_desktop.model.cards import JOKER

from .test_score_keeper_window import kept_window


def open_rank_count(qtbot, keeper, column: int) -> QDialog:
    """A click on "Per rank…" under `column`: the dialog it opens."""
    by_rank = keeper.form.fields[column].by_rank
    qtbot.mouseClick(by_rank, Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
    shown = [d for d in keeper.findChildren(QDialog, "rankCountDialog") if d.isVisible()]
    assert len(shown) == 1
    qtbot.waitExposed(shown[0])
    return shown[0]


def count(qtbot, dialog, rank: int, typed: str) -> None:
    box = dialog.boxes[rank]
    box.setFocus()
    qtbot.keyClick(box, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(box, typed)


def press_ok(qtbot, dialog) -> None:
    qtbot.keyClick(dialog.boxes[JOKER], Qt.Key.Key_Return)
    qtbot.waitUntil(lambda: not dialog.isVisible())


def test_the_count_per_rank_reopens_with_its_counts_and_keeps_a_typed_number(
        qtbot, tmp_path):
    """Play-test s40: reopened, the count per rank showed every count at 0
    while the box held 160, and OK with only the aces typed put 80 in place
    of 160.  It reopens with the counts it gave while the box holds their
    total; over a number typed by hand it says the counts are not known,
    and OK with nothing counted leaves the number.  It names the column."""
    keeper = kept_window(qtbot, tmp_path, "six-3x2", 6, "3x2")
    melded = keeper.form.fields[1].boxes["melded_points"]
    dialog = open_rank_count(qtbot, keeper, 1)
    title = keeper.titles[1]
    assert dialog.windowTitle() == f"Melded cards counted per rank: {title}"
    assert dialog.whose.text() == f"Column: {title}"
    assert not dialog.unknown.isVisible()
    count(qtbot, dialog, JOKER, "2")
    count(qtbot, dialog, 2, "3")
    press_ok(qtbot, dialog)
    assert melded.value() == 160

    again = open_rank_count(qtbot, keeper, 1)
    assert again.boxes[JOKER].value() == 2 and again.boxes[2].value() == 3
    assert again.total.text() == "Total: 160 points"
    count(qtbot, again, 14, "4")  # the aces forgotten
    press_ok(qtbot, again)
    assert melded.value() == 240

    # Typed by hand: no counts behind the number.
    melded.setFocus()
    qtbot.keyClick(melded, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(melded, "75")
    typed = open_rank_count(qtbot, keeper, 1)
    assert typed.unknown.isVisible()
    assert typed.unknown.text() == (
        "The box holds 75 points, typed without counts per rank. The cards counted here "
        "replace them; OK with none counted keeps 75.")
    assert all(box.value() == 0 for box in typed.boxes.values())
    press_ok(qtbot, typed)
    assert melded.value() == 75, "nothing counted: the number typed stays"
    counted = open_rank_count(qtbot, keeper, 1)
    count(qtbot, counted, JOKER, "1")
    press_ok(qtbot, counted)
    assert melded.value() == 50, "cards counted replace it, as the dialog said"

    # Another column has its own counts: none yet.
    other = open_rank_count(qtbot, keeper, 2)
    assert all(box.value() == 0 for box in other.boxes.values())
    assert not other.unknown.isVisible()
    other.reject()

    # The deal added, the next deal's box starts with no counts behind it.
    keeper.form.fields[0].boxes["melded_points"].setFocus()
    qtbot.keyClicks(keeper.form.fields[0].boxes["melded_points"], "50")
    keeper.submit()
    qtbot.waitUntil(lambda: keeper.sheet.table.rowCount() == 1)
    fresh = open_rank_count(qtbot, keeper, 1)
    assert all(box.value() == 0 for box in fresh.boxes.values())
    count(qtbot, fresh, JOKER, "2")
    press_ok(qtbot, fresh)
    assert melded.value() == 100
    # Deal 1 fixed meanwhile: deal 2's counts come back with its number.
    table = keeper.sheet.table
    row = table.visualRect(table.model().index(0, 1)).center()
    qtbot.mouseClick(table.viewport(), Qt.MouseButton.LeftButton, pos=row)
    qtbot.mouseDClick(table.viewport(), Qt.MouseButton.LeftButton, pos=row)
    assert keeper.editing == 1
    qtbot.mouseClick(keeper.form.cancel_edit_button, Qt.MouseButton.LeftButton)
    assert melded.value() == 100
    back = open_rank_count(qtbot, keeper, 1)
    assert back.boxes[JOKER].value() == 2 and not back.unknown.isVisible()
    back.reject()


def test_the_count_per_rank_names_its_column_in_french(qtbot, tmp_path):
    keeper = kept_window(qtbot, tmp_path, "classic", 4, "teams", "fr")
    dialog = open_rank_count(qtbot, keeper, 1)
    assert dialog.windowTitle() == ("Cartes étalées comptées par hauteur\u00a0: "
                                    "Eux (Bruno & Denis)")
    assert dialog.whose.text() == "Colonne\u00a0: Eux (Bruno & Denis)"
    melded = keeper.form.fields[1].boxes["melded_points"]
    dialog.reject()
    melded.setFocus()
    qtbot.keyClicks(melded, "90")
    typed = open_rank_count(qtbot, keeper, 1)
    assert typed.unknown.text().startswith("La case contient 90 points")


def widest_word(head) -> int:
    """The widest word a head shows, in its bold font (the name's line)."""
    from PySide6.QtGui import QFont, QFontMetrics

    bold = QFont(head.font())
    bold.setBold(True)
    return max(QFontMetrics(bold).horizontalAdvance(word)
               for word in head.shown_title.replace("-", " ").split())


def test_a_name_is_cut_by_the_room_its_column_has_and_again_as_it_is_resized(
        qtbot, tmp_path, monkeypatch):
    """Play-test s40: "Anastasia Romanovskaya" showed as "Romanovska…" in
    the form's head and the preview's, even at 1920×1080 where the column
    had room: the heads cut a word at fourteen average letters.  Where the
    screen has room the name is whole; where a column is narrow the name is
    cut to its width, whole in the tooltip, and cut again as the player
    widens or narrows the window."""
    from .test_keeper_fits_its_words import LONG_NAMES
    from .test_score_keeper_window import on_a_screen

    names = ("Anne", "Bruno", "Chloé", "Anastasia Romanovskaya", "Émile", "Françoise")
    on_a_screen(monkeypatch, 1920, 1080)
    keeper = kept_window(qtbot, tmp_path, "six-3x2", 6, "3x2", names=names)
    head = keeper.form.heads[0]
    assert "Romanovskaya" in head.text() and "\u2026" not in head.text()
    assert head.toolTip() == ""
    assert "Romanovskaya" in keeper.form.preview.text()
    assert "\u2026" not in keeper.form.preview.text()

    on_a_screen(monkeypatch, 1280, 720)
    rami = kept_window(qtbot, tmp_path / "rami", "rami", 6, "solo", names=LONG_NAMES)
    heads = rami.form.heads
    for head, name in zip(heads, LONG_NAMES):
        assert head.shown_title.endswith("\u2026") and head.toolTip() == name
        assert widest_word(head) <= head.width(), "cut to the column's own width"
        assert head.shown_title in rami.form.preview.text(), "the preview's heads alike"
    cut = [len(head.shown_title) for head in heads]
    # The player widens the window by its edge: the names show more.
    rami.resize(1900, rami.height())
    qtbot.waitUntil(lambda: all(len(h.shown_title) > n for h, n in zip(heads, cut)))
    for head in heads:
        assert widest_word(head) <= head.width()
        assert head.shown_title in rami.form.preview.text()
    rami.resize(1264, rami.height())
    qtbot.waitUntil(lambda: [len(h.shown_title) for h in heads] == cut)


def test_a_width_the_player_set_is_kept_through_a_change_of_language(
        qtbot, qapp, tmp_path, monkeypatch):
    """Play-test s40 at 1920×1080: the player narrowed the window to 1280;
    French made it 1445 and English then 1368, the fitted width: his own
    width was lost.  A width set by hand stays through French and back,
    wider only as far as the new words cannot do without; a width left as
    fitted follows each language's words (play-test s39)."""
    from canasta_desktop import i18n

    from .test_keeper_fits_its_words import nothing_scrolls_sideways
    from .test_score_keeper_window import on_a_screen

    on_a_screen(monkeypatch, 1920, 1080)
    for variant, players, layout in (("six-3x2", 6, "3x2"), ("rami", 6, "solo")):
        keeper = kept_window(qtbot, tmp_path / variant, variant, players, layout)
        keeper.resize(1280, keeper.height())  # by the window's edge
        qtbot.waitUntil(lambda: keeper.width() == 1280)
        i18n.set_language(qapp, "fr")
        qtbot.waitUntil(lambda: keeper.lang == "fr")
        assert keeper.width() == max(1280, keeper.minimumWidth()), "no wider than French needs"
        assert keeper.form_scroll.horizontalScrollBar().maximum() == 0
        i18n.set_language(qapp, "en")
        qtbot.waitUntil(lambda: keeper.lang == "en")
        assert keeper.width() == 1280, "the player's own width again"
        assert nothing_scrolls_sideways(keeper)
        # Left as fitted, the window follows the words, as before.
        fitted = kept_window(qtbot, tmp_path / f"{variant}-fitted", variant, players, layout)
        english = fitted.width()
        i18n.set_language(qapp, "fr")
        qtbot.waitUntil(lambda: fitted.lang == "fr")
        i18n.set_language(qapp, "en")
        qtbot.waitUntil(lambda: fitted.lang == "en" and fitted.width() == english)


def test_the_setup_says_a_names_limit_and_counts_players_as_new_game_does(qtbot, tmp_path):
    """Play-test s40: the 25th letter typed in a name was dropped without a
    word ("Delacroix" became "Delacroi"), and the list of players said "6"
    where the New game dialog says "6 players".  The limit is said in the
    names' tooltip and, as a letter past it is refused, on the line under
    the names; the list says "6 players" ("6 joueurs").  The default
    first name is said in the dialog's language ("Vous", not "You")."""
    from canasta_desktop.persistence.archive import SheetArchive
    from canasta_desktop.persistence.paths import DataPaths
    from canasta_desktop.session.settings import GameSettings
    from canasta_desktop.ui.keeper_setup_dialog import KeeperSetupDialog

    said = {"en": ("A name may have at most 24 characters.", "players"),
            "fr": ("Un nom peut avoir au plus 24 caractères.", "joueurs")}
    for lang, (limit, players) in said.items():
        setup = KeeperSetupDialog(GameSettings(), SheetArchive(DataPaths(tmp_path / lang)), lang)
        qtbot.addWidget(setup)
        setup.show()
        qtbot.waitExposed(setup)
        setup.choose("six-3x2")
        listed = [setup.players_combo.itemText(i) for i in range(setup.players_combo.count())]
        assert listed == [f"6 {players}"]
        setup.choose("classic")
        assert setup.players_combo.currentText() == f"4 {players}"
        edit = setup.name_edits[0]
        assert edit.text() == {"en": "You", "fr": "Vous"}[lang], "the default name in its words"
        assert edit.toolTip() == limit
        edit.setFocus()
        qtbot.keyClick(edit, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
        qtbot.keyClicks(edit, "Marie-Christine Delacroi")  # 24 letters
        assert not setup.name_error.isVisible()
        qtbot.keyClicks(edit, "x")
        assert edit.text() == "Marie-Christine Delacroi"
        assert setup.name_error.isVisible() and setup.name_error.text() == limit
        qtbot.keyClick(edit, Qt.Key.Key_Backspace)
        assert not setup.name_error.isVisible(), "said of the letter refused: it goes"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_rami_for_six_at_1280_shows_the_form_s_heads_whole(qtbot, tmp_path, monkeypatch, lang):
    """Rami for six on a 1280×720 screen, "Anastasia Romanovskaya" fourth:
    the sheet's seven columns stretched over more room than they needed
    while the form's fourth head read "Romanovsk…", 9 pixels short.  The
    form takes them: every head and the preview's whole, the window within
    the screen, nothing to scroll sideways."""
    from .test_keeper_fits_its_words import nothing_scrolls_sideways
    from .test_score_keeper_window import on_a_screen

    names = ("Anne", "Bruno", "Chloé", "Anastasia Romanovskaya", "Émile", "Françoise")
    on_a_screen(monkeypatch, 1280, 720)
    keeper = kept_window(qtbot, tmp_path, "rami", 6, "solo", lang, names=names)
    assert keeper.width() <= 1280
    for head, name in zip(keeper.form.heads, names):
        assert head.shown_title == name and head.toolTip() == "", head.shown_title
        assert widest_word(head) <= head.width()
    assert "Romanovskaya" in keeper.form.preview.text()
    qtbot.waitUntil(lambda: nothing_scrolls_sideways(keeper))
