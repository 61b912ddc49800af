"""The printed score sheet of a long game, as a score pad at the table: a
line or three a deal under heads repeated on each page, the long names'
words kept whole (play-test s41, finding 6: eleven deals of six-3x2 took
five pages, two deals a page, and "Mmmmmmmmmmm / mmmmmm" was broken in
the middle in the column heads)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF, QSizeF
from PySide6.QtGui import QImage, QTextTable

from canasta_desktop.model.events import EndReason
from canasta_desktop.model.match import DealResult, ScoreSheet
from canasta_desktop.model.rules import get_rules
from canasta_desktop.model.scoring import TeamScore
from canasta_desktop.printing.printer import A4, LETTER, PagedSheet, page_layout
from canasta_desktop.printing.sheet_html import SheetContext
from canasta_desktop.printing.sources import SheetSource

# The settings' longest names (24 letters), with wide letters.
LONG_NAMES = ("Maximilienne Wolkowskaya", "Guillermina Montemayor-W",
              "Anastasia Romanovskaya-W", "Wilhelmina Worthington-M",
              "Wolfgang Mmmmmmmmmmmmmmm", "Bartholomew Wainwright-M")


def long_game(variant: str, players: int, columns, deals: int = 11,
              layout: str | None = None) -> SheetSource:
    """A finished game of `deals` deals, each side scoring as bots do."""
    rows, totals = [], [0] * len(columns)
    for number in range(1, deals + 1):
        scores = []
        for column in range(len(columns)):
            out = column == number % len(columns)
            score = TeamScore(column, 300 + 35 * column, 600 if out else 300, 200, 100 * out,
                              -25 * (not out), 0)
            scores.append(score)
            totals[column] += score.total
        rows.append(DealResult(number, number % players, tuple([120] * len(columns)),
                               tuple(scores), tuple(totals), EndReason.WENT_OUT,
                               number % players, False, tuple(range(players))))
    winner = max(range(len(columns)), key=lambda c: totals[c])
    sheet = ScoreSheet(variant, LONG_NAMES[:players], tuple(columns), tuple(rows),
                       tuple(totals), (), True, winner,
                       totals[winner] - sorted(totals)[-2])
    return SheetSource(sheet, SheetContext(None, {}, get_rules(variant, players, layout)))


SIX_3X2 = ((0, 3), (1, 4), (2, 5))
GAMES = {"six-3x2": lambda: long_game("six-3x2", 6, SIX_3X2),
         "classic": lambda: long_game("classic", 4, ((0, 2), (1, 3))),
         "three": lambda: long_game("three", 3, ((0,), (1,), (2,))),
         "rami-6-solo": lambda: long_game("rami", 6, tuple((p,) for p in range(6)),
                                          layout="solo")}


@pytest.mark.parametrize("paper", [A4, LETTER])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_eleven_deals_of_six_in_three_teams_print_on_two_pages(qapp, lang, paper):
    source = GAMES["six-3x2"]()
    sheet = PagedSheet(source.html(lang), source.title(lang), lang, paper)
    assert len(sheet.page_images(dpi=30)) <= 2


def laid_out(html: str, paper: str):
    """The sheet laid out on the paper's width, as `PagedSheet` lays it."""
    image = QImage(10, 10, QImage.Format.Format_RGB32)
    dpi = 72
    image.setDotsPerMeterX(round(dpi / 0.0254))
    image.setDotsPerMeterY(round(dpi / 0.0254))
    document = PagedSheet(html, "", "en", paper)._document(image)
    body = QRectF(page_layout(paper).paintRectPixels(dpi))
    document.setPageSize(QSizeF(body.width(), body.height()))
    document.size()  # laid out
    return document


def head_lines(document) -> list[str]:
    """The lines, as laid out, of the column heads (the grid's first row)."""
    grid = next(f for f in document.rootFrame().childFrames() if isinstance(f, QTextTable))
    lines, column = [], 0
    while column < grid.columns():
        cell = grid.cellAt(0, column)
        block = cell.firstCursorPosition().block()
        while block.isValid() and block.position() <= cell.lastCursorPosition().position():
            layout, text = block.layout(), block.text()
            lines += [text[layout.lineAt(i).textStart():][:layout.lineAt(i).textLength()].strip()
                      for i in range(layout.lineCount())]
            block = block.next()
        column += cell.columnSpan()
    return lines


@pytest.mark.parametrize("game", sorted(GAMES))
@pytest.mark.parametrize("paper", [A4, LETTER])
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_column_heads_keep_each_names_words_whole(qapp, game, lang, paper):
    """Each line of a head is made of whole words (a line may end after a
    hyphen); a word too wide for its column is cut with "…", and the
    names are whole on the sheet's players line."""
    source = GAMES[game]()
    html = source.html(lang)
    words = {w for name in LONG_NAMES for part in name.split() for w in
             [part] + part.replace("-", "- ").split()}
    words |= {"&", "We", "They", "Nous", "Eux", "Deal", "Donne", "1"}  # the old first head
    lines = head_lines(laid_out(html, paper))
    assert lines
    for line in lines:
        for word in line.replace("\u2028", " ").split():
            cut = word.endswith("…") and any(w.startswith(word[:-1]) for w in words)
            assert word in words or cut, (word, lines)
    for name in source.sheet.names:
        assert name in html.replace("&amp;", "&")  # on the players line, whole
