"""Negative totals on a six-player sheet: a narrow column breaks between the
name and the points, never inside the points (play-test: six-player rami
showed "Chloé −14" with "0" on the next line, on screen and in print)."""

from __future__ import annotations

import pytest

from canasta_desktop.model.match import ScoreSheet
from canasta_desktop.model.rules import get_rules
from canasta_desktop.printing.sheet_html import SheetContext
from canasta_desktop.printing.sources import SheetSource
from canasta_desktop.ui.score_sheet_window import ScoreSheetWindow

from .conftest import pdf_text

pytest.importorskip("pypdf")

NAMES = ("Alice", "Bruno", "Chloé", "Diego", "Emma", "Félix")
TOTALS = (1200, 350, -140, 80, -1440, 0)


def six_player_rami() -> SheetSource:
    sheet = ScoreSheet("rami", NAMES, tuple((p,) for p in range(6)), (), TOTALS, (),
                       False, None, 0)
    return SheetSource(sheet, SheetContext(None, {}, get_rules("rami", 6)))


def lines_of(document, words: str) -> list[str]:
    """The lines, as laid out, of the paragraph holding `words` (no-break
    spaces read as spaces, as QTextDocument.find reads them)."""
    block = document.find(words).block()
    layout, text = block.layout(), block.text().replace("\u00a0", " ")
    return [text[layout.lineAt(i).textStart():][:layout.lineAt(i).textLength()].strip()
            for i in range(layout.lineCount())]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_on_screen_a_negative_total_stays_whole(qtbot, lang):
    window = ScoreSheetWindow(six_player_rami(), lang)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    document = window.view.document()
    document.size()  # laid out
    emma = "\u22121,440" if lang == "en" else "\u22121 440"
    for points in ("\u2212140", emma):
        assert any(line.endswith(points) for line in lines_of(document, points)), \
            lines_of(document, points)


def test_in_the_pdf_a_negative_total_stays_whole(qtbot, tmp_path):
    window = ScoreSheetWindow(six_player_rami(), "en")
    qtbot.addWidget(window)
    window.export_pdf(tmp_path / "sheet.pdf")
    text = pdf_text(tmp_path / "sheet.pdf")
    assert "Chloé -140" in text and "-1,440" in text, text


def test_the_next_deals_number_stays_with_its_word(qtbot):
    """Play-test (French PDF of an Origen game): "Ouverture minimale de la
    donne" over a lone "2" on the next line; a no-break space now keeps the
    number with its word, in both languages."""
    names = ("Vous", "Bruno", "Ana", "Chloé")
    sheet = ScoreSheet("origen", names, ((0, 2), (1, 3)), (), (830, 475), (50, 50), False,
                       None, 0)
    source = SheetSource(sheet, SheetContext(None, {}, get_rules("origen", 4)))
    for lang, words in (("fr", "de la donne\u00a01"), ("en", "for deal\u00a01")):
        window = ScoreSheetWindow(source, lang)
        qtbot.addWidget(window)
        assert words in window.view.document().toRawText()


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_three_sides_totals_each_put_the_points_under_the_name(qtbot, lang):
    """Play-test (six players in three teams, French, 1280×720): the sheet's
    closing totals put "Vous & Diego" over "1 215" while "Bruno & Elsa 935"
    and "Ana & Chloé 1 180" stood on one line.  With three columns or more,
    every one shows its points under its side's name."""
    names = ("Vous" if lang == "fr" else "You", "Ana", "Bruno", "Chloé", "Diego", "Elsa")
    sheet = ScoreSheet("six-3x2", names, ((0, 3), (1, 4), (2, 5)), (), (1215, 1180, 935),
                       (50, 50, 50), False, None, 0)
    source = SheetSource(sheet, SheetContext(None, {}, get_rules("six-3x2", 6), me=0))
    window = ScoreSheetWindow(source, lang)
    qtbot.addWidget(window)
    window.resize(720, 700)
    window.show()
    qtbot.waitExposed(window)
    document = window.view.document()
    document.size()  # laid out
    thousands = "," if lang == "en" else "\u00a0"
    for side, points in ((f"{names[0]} & Chloé", f"1{thousands}215"),
                         ("Ana & Diego", f"1{thousands}180"), ("Bruno & Elsa", "935")):
        assert lines_of(document, side + "\u2028")[:2] == [side, points.replace("\u00a0", " ")]
