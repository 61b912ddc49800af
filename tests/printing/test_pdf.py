"""PDFs of score sheets and blank pads: their text (totals, winner, margin in
French and English), paper sizes, several pages, the images of the pages,
and the command line that exports them without a window."""

from __future__ import annotations

import subprocess
import sys

import pytest
from PySide6.QtCore import QLocale
from PySide6.QtGui import QColor

from canasta_desktop.model.rules import get_rules
from canasta_desktop.printing import sources
from canasta_desktop.printing.printer import (A4, LETTER, PagedSheet, paper_for_locale,
                                              paper_for_locale_name)
from canasta_desktop.printing.sheet_html import format_points

from .conftest import pdf_text, plain, play_whole_game

pypdf = pytest.importorskip("pypdf")

A4_POINTS = (595, 842)
LETTER_POINTS = (612, 792)


def page_sizes(path) -> list[tuple[int, int]]:
    reader = pypdf.PdfReader(str(path))
    return [(round(float(p.mediabox.width)), round(float(p.mediabox.height)))
            for p in reader.pages]


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_pdf_of_a_finished_game_says_totals_winner_and_margin(qapp, tmp_path,
                                                                   classic_game, lang):
    match, save = classic_game
    source = sources.from_save(save)
    out = tmp_path / f"sheet-{lang}.pdf"
    pages = PagedSheet(source.html(lang), source.title(lang), lang, A4).export_pdf(out)
    text = pdf_text(out)
    assert pages == len(page_sizes(out)) >= 1
    p = lambda v: plain(format_points(v, lang))  # noqa: E731
    for total in match.totals:
        assert p(total) in text
    if lang == "en":
        winner = ("We", "They")[match.winner]
        assert f"Winner: {winner}" in text and f"by {p(match.margin)} points" in text
        assert f"Final score We {p(match.totals[0])} They {p(match.totals[1])}" in text
        assert "Classic Canasta" in text and "Alice & Chloé" in text
        assert f"Page 1 of {pages}" in text
    else:
        winner = ("Nous", "Eux")[match.winner]
        assert f"Victoire : {winner}" in text and f"avec {p(match.margin)} points d'écart" in text
        assert f"Score final Nous {p(match.totals[0])} Eux {p(match.totals[1])}" in text
        assert "Canasta classique" in text and "Alice & Chloé" in text
        assert f"Page 1 sur {pages}" in text
    assert page_sizes(out)[0] == A4_POINTS


def test_a_long_game_runs_over_several_pages_with_a_footer_on_each(qapp, tmp_path):
    # Seed 11: a six-player rami game of 14 deals (at least 8 are needed).
    match, save = play_whole_game("rami", 11, players=6, layout="teams")
    assert len(match.results) >= 8, "seed 11 no longer plays a long game"
    source = sources.from_save(save)
    out = tmp_path / "long.pdf"
    pages = PagedSheet(source.html("en"), source.title("en"), "en", LETTER).export_pdf(out)
    assert pages >= 2
    assert page_sizes(out) == [LETTER_POINTS] * pages
    reader = pypdf.PdfReader(str(out))
    for n, page in enumerate(reader.pages, 1):
        text = plain(page.extract_text())
        assert f"Page {n} of {pages}" in text
        # every page of deals is headed by its columns, each side's points
        # and total (the grid's heads are repeated)
        if n < pages or "Deal " in text:
            assert "Seat 1 & Seat 4 Seat 2 & Seat 5 Seat 3 & Seat 6 " \
                   "Points Total Points Total Points Total" in text, text[:300]


def test_the_blank_pad_pdf_has_its_tables(qapp, tmp_path):
    title, html = sources.blank_pad(get_rules("classic"), "fr")
    out = tmp_path / "pad.pdf"
    assert PagedSheet(html, title, "fr", A4).export_pdf(out) == 1
    text = pdf_text(out)
    for words in ("Feuille de marque de Canasta", "Nous", "Eux", "Ouverture minimale",
                  "3 000 et plus", "Primes et pénalités", "Canasta pure", "500",
                  "100 / 200 / 300 / 800"):
        assert words in text


def test_paper_follows_the_locale():
    assert paper_for_locale_name("en_US") == LETTER
    assert paper_for_locale_name("fr_CA") == LETTER
    assert paper_for_locale_name("fr_FR") == A4
    assert paper_for_locale_name("en_GB") == A4
    assert paper_for_locale_name("C") == A4
    assert paper_for_locale(QLocale(QLocale.Language.English,
                                    QLocale.Country.UnitedStates)) == LETTER
    assert paper_for_locale(QLocale(QLocale.Language.French, QLocale.Country.France)) == A4


def test_page_images_show_the_printed_sheet(qapp, classic_game, tmp_path):
    source = sources.from_save(classic_game[1])
    paged = PagedSheet(source.html("fr"), source.title("fr"), "fr", A4)
    images = paged.page_images(dpi=60)
    assert len(images) == paged.export_pdf(tmp_path / "x.pdf")
    first = images[0]
    assert abs(first.width() - 210 / 25.4 * 60) <= 1.5
    assert abs(first.height() - 297 / 25.4 * 60) <= 1.5
    # ink on the page (text and rules), white margins
    dark = sum(1 for x in range(0, first.width(), 3) for y in range(0, first.height(), 3)
               if QColor(first.pixel(x, y)).lightness() < 128)
    assert dark > 500
    assert QColor(first.pixel(5, 5)).lightness() == 255


def run_cli(*args: str) -> subprocess.CompletedProcess:
    return subprocess.run([sys.executable, "-m", "canasta_desktop.sheets", *args],
                          capture_output=True, text=True)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_command_line_exports_a_save_without_a_window(tmp_path, classic_game,
                                                          classic_save_file, lang):
    match, _ = classic_game
    out = tmp_path / "cli.pdf"
    result = run_cli(str(classic_save_file), "--pdf", str(out), "--lang", lang,
                     "--paper", "letter")
    assert result.returncode == 0, result.stderr
    assert str(out) in result.stdout
    text = pdf_text(out)
    margin = plain(format_points(match.margin, lang))
    assert (f"by {margin} points" if lang == "en" else f"avec {margin} points d'écart") in text
    assert page_sizes(out)[0] == LETTER_POINTS


def test_the_command_line_reads_archived_sheets_and_makes_blank_pads(tmp_path, classic_game):
    from canasta_desktop.persistence.archive import sheet_of_restored
    from canasta_desktop.persistence.atomic import atomic_write_json
    from canasta_desktop.persistence.saves import restore

    sheet = sheet_of_restored(restore(classic_game[1]))
    sheet_file = tmp_path / "sheet.json"
    atomic_write_json(sheet_file, sheet.as_json())
    out = tmp_path / "from-sheet.pdf"
    assert run_cli(str(sheet_file), "--pdf", str(out), "--lang", "en").returncode == 0
    assert plain(format_points(sheet.totals[0], "en")) in pdf_text(out)
    pad = tmp_path / "pad.pdf"
    result = run_cli("--blank", "origen", "--players", "6", "--pdf", str(pad), "--lang", "en")
    assert result.returncode == 0, result.stderr
    assert "Game to 7,500" in pdf_text(pad)


@pytest.mark.parametrize("args, words", [
    ([], "required"),
    (["--pdf", "x.pdf"], "either a save or sheet file"),
    (["a.json", "--blank", "classic", "--pdf", "x.pdf"], "either a save or sheet file"),
    (["--blank", "nope", "--pdf", "x.pdf"], "unknown variant"),
    (["--blank", "classic", "--players", "3", "--pdf", "x.pdf"], "played by 4 players"),
    (["a.json", "--players", "3", "--pdf", "x.pdf"], "go with --blank"),
    (["a.json", "--pdf", "x.pdf", "--lang", "de"], "invalid choice"),
    (["missing.json", "--pdf", "x.pdf"], "does not exist"),
])
def test_bad_arguments_exit_2_with_a_message(tmp_path, args, words):
    result = subprocess.run([sys.executable, "-m", "canasta_desktop.sheets", *args],
                            capture_output=True, text=True, cwd=tmp_path)
    assert result.returncode == 2
    assert words in result.stderr


def test_foreign_and_damaged_inputs_exit_2_and_an_unwritable_pdf_exits_1(tmp_path,
                                                                          classic_save_file):
    foreign = tmp_path / "foreign.json"
    foreign.write_text('{"hello": "world"}')
    result = run_cli(str(foreign), "--pdf", str(tmp_path / "x.pdf"))
    assert result.returncode == 2 and "neither a Canasta Desktop save" in result.stderr
    damaged = tmp_path / "damaged.json"
    damaged.write_text('{"format": "canasta-desktop-save", "vers')
    assert run_cli(str(damaged), "--pdf", str(tmp_path / "x.pdf")).returncode == 2
    result = run_cli(str(classic_save_file), "--pdf", str(tmp_path / "no" / "such" / "x.pdf"))
    assert result.returncode == 1 and "cannot write" in result.stderr
    assert not (tmp_path / "no").exists()
