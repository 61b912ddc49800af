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
    return going_out_with_nines(window, qtbot, state)


def going_out_with_nines(window, qtbot, state):
    """The player, told yes by his partner, melds his three nines and
    discards the 4♠: the deal ends and its dialog shows."""
    play(state, AskGoOut(), AnswerGoOut(True))
    window.controller.load_deal(state)
    state = window.controller.deal
    assert window.controller.try_action(Meld((MeldPart(9, tuple(cards(state, "9C 9D 9H"))),)))
    assert window.controller.try_action(Discard(cards(state, "4S")[0]))
    qtbot.waitUntil(lambda: window.deal_end.isVisible(), timeout=10_000)
    return window.deal_end


def cards_left_cell(text: str, name: str) -> str:
    """The cells of the deal-end breakdown that list `name`'s cards left."""
    row = text[text.index(f"<b>{name}</b>"):]
    return row[row.index("<td", 4):row.index("</td>", row.index("<td", 4))]


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
        cell = cards_left_cell(text, window.controller.names[seat])
        lines = [re.sub(r"<[^>]+>", "", line).removeprefix(foot).split()
                 for line in cell.split("<br>")]
        shown = [sign for line in lines for sign in line]
        assert len(shown) == len(deal.hands[seat]) + len(deal.feet[seat]), lines
        assert all(len(line) <= 11 for line in lines), lines
        assert cell.count(foot) == 1, "the foot still face down on its own line"


def test_the_cards_left_are_shown_in_the_hands_order_to_be_counted(window, qtbot):
    """Play-test: the deal's end listed Bruno's cards as dealt, "7♠ Q♣ K♥
    9♦ Q♥ K♥ …": to count them the player sorted them in his head.  They
    are shown as his own hand is sorted by default (by rank: jokers and
    twos, then ace down to four), for every seat."""
    window.controller.new_game(seed=5, bot_names=(None, "greedy", "greedy", "greedy"))
    state = position(hands={0: "9C 9D 9H 4S", 1: "7S QC KH 9D QH KH 4C JK 2D 8S",
                            2: "5H KS 2C TD 5D", 3: "JD 6S JK 6C"},
                     melds={0: {"A": "AS AH AD AC AS AH AD"}})
    text = unescape(going_out_with_nines(window, qtbot, state).summary.text())
    shown = {}
    for seat in (1, 2, 3):
        cell = cards_left_cell(text, window.controller.names[seat])
        shown[seat] = re.sub(r"<[^>]+>", " ", cell).split()
    assert shown == {1: ["joker", "2\u2666", "K\u2665", "K\u2665", "Q\u2665", "Q\u2663", "9\u2666",
                         "8\u2660", "7\u2660", "4\u2663"],
                     2: ["2\u2663", "K\u2660", "10\u2666", "5\u2665", "5\u2666"],
                     3: ["joker", "J\u2666", "6\u2660", "6\u2663"]}, shown


@pytest.mark.parametrize("language, words", [
    ("en", ("Cards left (hand and foot)", "Red threes held", "Red threes laid", "in hand:")),
    ("fr", ("Cartes restées (main et queue)", "3 rouges gardés", "3 rouges posés",
            "en main\u00a0:"))])
def test_tete_et_queue_s_deal_end_says_hand_and_foot_and_red_threes_held(
        window, qtbot, qapp, language, words):
    """Play-test s32: the box said "Cards left in hand" for points that count
    the foot still face down too, and headed "Red threes laid" a column of
    red threes held, which Tête et Queue never lays (§3)."""
    from canasta_desktop import i18n

    i18n.set_language(qapp, language)
    both, held, laid, in_hand = words
    text = unescape(a_deal_end_with_full_feet(window, qtbot).summary.text())
    assert both in text and held in text
    assert laid not in text and in_hand not in text
    bruno = cards_left_cell(text, window.controller.names[1])  # 3♥ 3♦ in his hand
    row = text[text.index(bruno):text.index("</tr>", text.index(bruno))]
    threes = re.sub(r"<[^>]+>", " ", row[row.rindex("<td"):]).split()
    assert "3\u2665" in threes and "3\u2666" in threes and threes[-1].startswith("\u2212")


def test_a_classic_deal_end_keeps_cards_left_in_hand_and_red_threes_laid(window, qtbot):
    window.controller.new_game(seed=5, bot_names=(None, "greedy", "greedy", "greedy"))
    state = position(hands={0: "9C 9D 9H 4S", 1: "7S QC", 2: "5H KS", 3: "JD 6S"},
                     melds={0: {"A": "AS AH AD AC AS AH AD"}})
    text = unescape(going_out_with_nines(window, qtbot, state).summary.text())
    assert "Cards left in hand" in text and "Red threes laid" in text
    assert "hand and foot" not in text and "Red threes held" not in text


def test_the_box_names_the_cards_left_row_from_the_deal_s_scores(qapp):
    """Review F4: the box named the row from the rule set (`foot_size`); it
    reads the scores' own fact that the feet were counted."""
    from dataclasses import replace as changed

    from canasta_desktop.model.match import DealResult
    from canasta_desktop.model.scoring import TeamScore
    from canasta_desktop.ui.deal_end_dialog import result_html

    scores = tuple(TeamScore(team, 100, 0, 0, 0, -30, 0) for team in (0, 1))
    result = DealResult(1, 0, (50, 50), scores, (70, 70), None, None, False)
    names = ["You", "Ana", "Bruno", "Chloé"]
    plain = unescape(result_html(result, names, ["We", "They"]))
    assert "Cards left in hand" in plain and "hand and foot" not in plain
    feet = changed(result, scores=tuple(changed(s, feet_counted=True) for s in scores))
    assert "Cards left (hand and foot)" in unescape(result_html(feet, names, ["We", "They"]))
