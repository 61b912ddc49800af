"""Tête et Queue (RULES.md §3): a partner's hand and foot still face down
both count at the deal's end, 22 cards and more.  Play-test: their line in
the deal-end dialog ran into the Points column at 1280×720.  The cards left
now wrap under their count, and nothing in the table overlaps, in English
and in French.  Set CANASTA_SHOTS_DIR to keep the pictures."""

from __future__ import annotations

import re
from html import unescape

import pytest

from canasta_desktop.model import AnswerGoOut, AskGoOut, Discard, Meld, MeldPart
from canasta_desktop.model.variants import rules_for
from tests.model.builders import cards, play, position

from .screen_1280 import on_1280x720

HF = rules_for("head-and-foot")
PURE = "KS KH KD KC KS KH KD"
IMPURE = "QS QH QD QC QS 2C JK"
# Long hands: tens and jokers make the widest signs.
LONG = {1: "TS TH TD TC TS TH TD TC JK JK 3H 3D TS TH TD JK JK 9S 9H 9D JS JH",
        2: "TC TS TH TD TC 9S 9H 9D 9C 8S 8H 8D 8C 3H",
        3: "TD TC 7S 7H 7D 7C 6S 6H 6D 6C 5S 5H 5D 5C JK"}


def a_deal_end_with_full_feet(window, qtbot):
    """Seat 0 goes out; the three others still hold long hands and their
    feet (11 cards each, face down)."""
    window.controller.new_game(HF, seed=5, bot_names=(None, "greedy", "greedy", "greedy"))
    state = position(rules=HF, hands={0: "9C 9D 9H 4S", **LONG}, feet={0: ""},
                     melds={0: {"K": PURE, "Q": IMPURE}, 1: {"A": "AS AH AD"}},
                     opening_minimum=(30, 30))
    play(state, AskGoOut(), AnswerGoOut(True))
    window.controller.load_deal(state)
    state = window.controller.deal
    assert window.controller.try_action(Meld((MeldPart(9, tuple(cards(state, "9C 9D 9H"))),)))
    assert window.controller.try_action(Discard(cards(state, "4S")[0]))
    qtbot.waitUntil(lambda: window.deal_end.isVisible(), timeout=10_000)
    return window.deal_end


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_hand_and_foot_left_wrap_clear_of_the_points(window, qtbot, qapp, monkeypatch,
                                                        tmp_path, language):
    shots = on_1280x720(window, qapp, monkeypatch, language, tmp_path)
    dialog = a_deal_end_with_full_feet(window, qtbot)
    qtbot.waitExposed(dialog)
    qtbot.wait(300)
    dialog.grab().save(str(shots / f"deal-end-hf-{language}-1280x720.png"))
    area = dialog.scroll_area
    assert dialog.summary.sizeHint().width() <= area.viewport().width(), \
        "the breakdown is wider than the dialog: its columns run into each other"
    assert not area.horizontalScrollBar().isVisible()
    text = unescape(dialog.summary.text())
    deal = window.controller.deal
    foot = {"en": "Foot:", "fr": "Queue\u00a0:"}[language]
    for seat in (1, 2, 3):
        row = text[text.index(f"<b>{window.controller.names[seat]}</b>"):]
        cell = row[row.index("<td", 4):row.index("</td>", row.index("<td", 4))]
        lines = [re.sub(r"<[^>]+>", "", line).removeprefix(foot).split()
                 for line in cell.split("<br>")]
        shown = [sign for line in lines for sign in line]
        assert len(shown) == len(deal.hands[seat]) + len(deal.feet[seat]), lines
        assert all(len(line) <= 11 for line in lines), lines
        assert cell.count(foot) == 1, "the foot still face down on its own line"
