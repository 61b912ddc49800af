"""The score keeper's window as play-test s39 left it to fix: six long
names scrolling sideways at 1280 pixels, the count per rank too narrow for
its messages, the key note left in the old language and far from the box
that refused the key, the window kept at French's width after English came
back, and the preview's columns standing apart from the boxes they sum up."""

from __future__ import annotations

from PySide6.QtCore import QPoint, Qt
from PySide6.QtGui import QTextDocument
from PySide6.QtWidgets import QLabel

from canasta_desktop.model.cards import JOKER

from .test_score_keeper_window import kept_window, label_lines, on_a_screen, press

# Six players who each typed a 24-letter name, in one word: no space to wrap at.
LONG_NAMES = ("Bartholomewfitzgeraldxyz", "Anastasiakonstantinovaxy", "Maximilianchristophersx",
              "Guinevermontmorencyabcde", "Wilhelminafeatherstonexy", "Mariethereseduponteleab")


def nothing_scrolls_sideways(keeper) -> bool:
    return (keeper.form_scroll.horizontalScrollBar().maximum() == 0
            and keeper.sheet.table.horizontalScrollBar().maximum() == 0)


def test_six_24_letter_names_fit_at_1280_cut_short_and_whole_in_their_tooltips(
        qtbot, tmp_path, monkeypatch):
    """Play-test s39, rami for six with six 24-letter names: at 1280 pixels
    the form and the sheet scrolled three or four columns sideways.  The
    heads cut such a name short, and say it whole where the mouse rests."""
    on_a_screen(monkeypatch, 1280, 720)
    keeper = kept_window(qtbot, tmp_path, "rami", 6, "solo", names=LONG_NAMES)
    assert keeper.width() <= 1280
    keeper.form.fields[0].boxes["melded_points"].setFocus()
    press(qtbot, keeper, "1200", "<enter>")
    qtbot.waitUntil(lambda: keeper.sheet.table.rowCount() == 1)
    qtbot.waitUntil(lambda: nothing_scrolls_sideways(keeper))
    # Every column of the sheet is in sight.
    header = keeper.sheet.table.horizontalHeader()
    last = keeper.sheet.table.columnCount() - 1
    assert header.sectionViewportPosition(last) + header.sectionSize(last) <= (
        keeper.sheet.table.viewport().width())
    for column, name in enumerate(LONG_NAMES):
        head = keeper.form.heads[column]
        assert name not in head.text() and "\u2026" in head.text()
        assert head.toolTip() == name
        item = keeper.sheet.table.horizontalHeaderItem(column + 1)
        assert item.text().endswith("\u2026") and item.toolTip() == name
    # Short names are shown whole, with no tooltip to say them again.
    short = kept_window(qtbot, tmp_path / "short", "rami", 6, "solo")
    assert [h.text() for h in short.form.heads][:2] == ["<b>Anne</b>", "<b>Bruno</b>"]
    assert short.form.heads[0].toolTip() == ""

    on_a_screen(monkeypatch, 1920, 1080)
    big = kept_window(qtbot, tmp_path / "big", "rami", 6, "solo", names=LONG_NAMES)
    assert big.width() <= 1920 - 16
    qtbot.waitUntil(lambda: nothing_scrolls_sideways(big))


def test_the_window_fits_english_again_after_french_on_a_big_screen(
        qtbot, qapp, tmp_path, monkeypatch):
    """Play-test s39 at 1920×1080: French widened the window for its longer
    words, and back in English the window kept French's width."""
    from canasta_desktop import i18n

    on_a_screen(monkeypatch, 1920, 1080)
    keeper = kept_window(qtbot, tmp_path, "rami", 6, "solo")
    english = keeper.width()
    i18n.set_language(qapp, "fr")
    qtbot.waitUntil(lambda: keeper.windowTitle().startswith("Feuille de marque"))
    assert keeper.width() > english, "French's words need more room"
    i18n.set_language(qapp, "en")
    qtbot.waitUntil(lambda: keeper.width() == english)
    assert nothing_scrolls_sideways(keeper)


def test_the_key_note_follows_a_change_of_language(qtbot, qapp, tmp_path):
    """Play-test s39: a key refused, then Game → Language: the note stayed
    in the old language (and then went without a word).  It is said again
    in the new one, naming the box in its new words."""
    from canasta_desktop import i18n

    keeper = kept_window(qtbot, tmp_path, "classic", 4, "teams")
    note = keeper.findChild(QLabel, "keeperKeyNote")
    keeper.form.fields[1].boxes["pure_canastas"].setFocus()
    press(qtbot, keeper, "x")
    assert note.text() == ("Pure (red) canastas, They: \u201cx\u201d was not taken: this box "
                           "takes digits only.")
    i18n.set_language(qapp, "fr")
    qtbot.waitUntil(lambda: keeper.lang == "fr")
    assert note.isVisible()
    assert note.text() == ("Canastas pures (rouges), Eux\u00a0: \u00ab\u00a0x\u00a0\u00bb n'a pas "
                           "été pris\u00a0: cette case ne prend que des chiffres.")
    i18n.set_language(qapp, "en")
    qtbot.waitUntil(lambda: keeper.lang == "en")
    assert note.text().startswith("Pure (red) canastas, They: \u201cx\u201d")
    press(qtbot, keeper, "1")
    assert not note.isVisible(), "the box took a number: its line goes"


def test_the_count_per_rank_is_wide_enough_for_its_messages(qtbot, tmp_path):
    """Play-test s39: the dialog was as narrow as its boxes, and each of its
    messages wrapped on three or four lines.  A refused key is said on one
    line in English (two at most in French), a rank past the deck on a line
    of its own; the boxes stay as wide as a count."""
    for lang, most in (("en", 1), ("fr", 2)):
        keeper = kept_window(qtbot, tmp_path / lang, "classic", 4, "teams", lang)
        by_rank = keeper.form.fields[0].by_rank
        qtbot.mouseClick(by_rank, Qt.MouseButton.LeftButton, pos=QPoint(5, 5))
        dialog = keeper.findChild(QLabel, "rankBeyond").window()
        qtbot.waitExposed(dialog)
        dialog.boxes[2].setFocus()
        qtbot.keyClicks(dialog.boxes[2], "-")
        assert dialog.key_note.isVisible()
        assert label_lines(dialog.key_note) <= most, dialog.key_note.text()
        for rank in (JOKER, 14):
            dialog.boxes[rank].setFocus()
            qtbot.keyClicks(dialog.boxes[rank], "9")
        assert len(dialog.beyond.text().splitlines()) == 2
        assert label_lines(dialog.beyond) <= 2 * most, dialog.beyond.text()
        assert dialog.boxes[JOKER].width() < dialog.width() / 3
        dialog.reject()


def right_edge_and_centre(preview: QLabel, text: str) -> tuple[float, float]:
    """Where `text` ends and the middle of its cell, across the window's
    preview as it lays its table out."""
    document = QTextDocument()
    document.setDocumentMargin(0)  # as a label lays its rich text out
    document.setDefaultFont(preview.font())
    document.setHtml(preview.text())
    document.setTextWidth(preview.width())
    cursor = document.find(text)
    assert not cursor.isNull(), text
    block = cursor.block()
    box = document.documentLayout().blockBoundingRect(block)
    line = block.layout().lineAt(0)
    return preview.x() + box.x() + line.naturalTextRect().right(), (
        preview.x() + box.x() + box.width() / 2)


def test_the_deals_preview_stands_under_the_boxes_it_sums_up(qtbot, tmp_path, monkeypatch):
    """Play-test s39: "This deal"'s heads and numbers stood where its own
    table put them, off the columns of boxes above.  Each column's head is
    under the form's head, its numbers end where the box's do."""
    on_a_screen(monkeypatch, 1280, 720)
    for variant, players, layout in (("classic", 4, "teams"), ("rami", 6, "solo")):
        keeper = kept_window(qtbot, tmp_path / variant, variant, players, layout)
        values = [720 + 111 * c for c in range(players if layout == "solo" else 2)]
        for c, value in enumerate(values):
            keeper.form.fields[c].boxes["melded_points"].setFocus()
            press(qtbot, keeper, str(value))
        for width in (keeper.width(), 1000):  # and once the player narrows the window
            keeper.resize(width, keeper.height())
            qtbot.waitUntil(lambda: keeper.width() == width)
            keeper.form.form_layout.activate()
            for c, value in enumerate(values):
                box = keeper.form.fields[c].boxes["melded_points"].geometry()
                end, _ = right_edge_and_centre(keeper.form.preview, f"{value:,}")
                assert abs(end - (box.right() + 1)) <= 6, (variant, width, c, end, box)
                head = keeper.form.heads[c].geometry()
                _, middle = right_edge_and_centre(keeper.form.preview, keeper.titles[c])
                assert abs(middle - head.center().x()) <= 6, (variant, width, c, middle, head)


def balloon() -> QLabel | None:
    """The tooltip's balloon, where it is up."""
    from PySide6.QtWidgets import QApplication

    shown = [w for w in QApplication.topLevelWidgets()
             if w.objectName() == "qtooltip_label" and w.isVisible()]
    return shown[0] if shown else None


def test_a_refused_key_is_said_beside_its_box_too(qtbot, tmp_path):
    """Play-test s39: the line saying a key was refused sat under the rows,
    far from a box of the first row.  It is said beside the box as well, in
    a balloon just under it; the line under the rows stays, one a box."""
    keeper = kept_window(qtbot, tmp_path, "classic", 4, "teams")
    box = keeper.form.fields[1].boxes["melded_points"]
    box.setFocus()
    press(qtbot, keeper, "12a")
    said = ("Melded cards (points), They: \u201ca\u201d was not taken: this box takes digits "
            "only.")
    qtbot.waitUntil(lambda: balloon() is not None)
    shown = balloon()
    assert shown.text() == said
    under = box.mapToGlobal(QPoint(0, box.height()))
    # Under the box (the screen may push it sideways to keep it whole).
    assert shown.x() <= under.x() + box.width() and shown.x() + shown.width() >= under.x()
    assert 0 <= shown.y() - under.y() < 40
    assert keeper.findChild(QLabel, "keeperKeyNote").text() == said
    press(qtbot, keeper, "<tab>")  # on to the next box, the number as typed
    qtbot.waitUntil(lambda: balloon() is None)


def test_a_box_that_takes_a_number_hides_its_own_balloon_not_another_boxs(qtbot, tmp_path):
    """Review s40: a box whose refusal went, a number taken, hid whatever
    balloon was up, another box's refusal just said among them.  Its own
    balloon goes with its line; another box's stays (the box's number set
    for it, as the count per rank's OK or a deal fixed sets it)."""
    keeper = kept_window(qtbot, tmp_path, "classic", 4, "teams")
    keeper.activateWindow()  # its activation, come late, would hide any balloon
    qtbot.waitUntil(keeper.isActiveWindow)
    ours = keeper.form.fields[0].boxes["melded_points"]
    theirs = keeper.form.fields[1].boxes["melded_points"]
    ours.setFocus()
    press(qtbot, keeper, "1a")
    theirs.setFocus()
    press(qtbot, keeper, "x")
    qtbot.waitUntil(lambda: balloon() is not None)
    said = balloon().text()
    assert said.startswith("Melded cards (points), They:")

    ours.setValue(85)
    qtbot.wait(1000)  # a balloon hidden goes within a third of a second
    assert balloon() is not None and balloon().text() == said
    assert keeper.findChild(QLabel, "keeperKeyNote").text() == said, "our line gone, theirs kept"

    theirs.setValue(5)
    qtbot.waitUntil(lambda: balloon() is None)
