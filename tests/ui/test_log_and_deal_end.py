"""The log and the deal's end tell every move (issue 15, problem 6): which
meld a take of the pile made, events in the order they happened, the newest
line in sight also after a resize; the deal's end shows each hand's cards
left and their points, the red threes, and each penalty with what it was for."""

from __future__ import annotations

from dataclasses import replace

import pytest

from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from canasta_desktop import i18n
from canasta_desktop.model.actions import AnswerGoOut
from canasta_desktop.model.phases import DRAW

from .deals import ids, stacked_deal
from .mouse import click, drag


def log_lines(window) -> list[str]:
    log = window.side_panel.log
    return [log.item(i).text() for i in range(log.count())]


def test_the_log_tells_which_meld_a_take_of_the_pile_made(window):
    c = window.controller
    c.load_deal(stacked_deal({0: "6C 6D AS AH KS KH 7C 8D 9S TD JC"}, "6S", "5S",
                             opening_minimums=(15, 15)))
    sixes = ids(c.deal, "6C 6D")
    for card in sixes:
        click(window.view, window.scene.hand_point(card))
    drag(window.view, window.scene.hand_point(sixes[0]), window.scene.pile_point())
    assert c.deal.melds[0]
    assert log_lines(window)[-1] == "You take the pile (1 card): the sixes melded: 6\u2663 6\u2666 6\u2660"


def test_a_red_three_drawn_is_told_with_the_card_that_replaced_it(window):
    """§1 Red threes: laid at once and replaced (one line, never "draws 0 cards")."""
    c = window.controller
    c.load_deal(stacked_deal({0: "AS AH AD KS KH 7C 8D 9S TD JC QH"}, "6C", "3H 5S"))
    click(window.view, window.scene.stock_point())
    assert c.deal.red_threes[0], "the red three was laid"
    assert log_lines(window)[-1] == "You draw a red three, lay it and draw 5\u2660 in its place"
    assert log_lines(window)[-2] != "You draw 5\u2660"


def test_the_log_keeps_its_newest_line_in_sight_after_a_resize(window, qtbot):
    log = window.side_panel.log
    for n in range(50):
        log.addItem(f"a long enough line of the log to wrap on a narrow panel, number {n}")
    log.scrollToBottom()
    bar = log.verticalScrollBar()
    qtbot.waitUntil(lambda: bar.maximum() > 0 and bar.value() == bar.maximum())
    window.window.resize(1280, 720)
    window.window.resize(1000, 600)  # narrower: every wrapped line grows
    qtbot.waitUntil(lambda: bar.value() == bar.maximum() and bar.maximum() > 0)
    last = log.item(log.count() - 1)
    assert log.viewport().rect().intersects(log.visualItemRect(last)), "the newest line shows"


class YesPartner:
    """North says "yes" to every question (greedy otherwise)."""

    name = "yes"

    def __init__(self) -> None:
        from canasta_desktop.bots import make_bot

        self.greedy = make_bot("greedy")

    def choose(self, view, legal, rng):
        if any(isinstance(a, AnswerGoOut) for a in legal):
            return AnswerGoOut(True)
        return self.greedy.choose(view, legal, rng)


def ask_partner(window, qtbot, answers: int) -> None:
    """He clicks "Partner, may I go out?"; North's answer comes."""
    QTest.mouseClick(window.side_panel.ask_button, Qt.MouseButton.LeftButton)
    history = window.controller.deal.history
    qtbot.waitUntil(lambda: sum(isinstance(action, AnswerGoOut)
                                for _, action in history) == answers, timeout=10_000)


def test_the_deal_end_shows_hands_left_red_threes_and_penalties_with_their_reason(window, qtbot):
    c = window.controller
    # Seven aces and four kings: told "yes", he discards instead of going
    # out (100 off); his next turn he goes out with the aces' canasta.
    c.load_deal(stacked_deal({0: "AS AH AD AC AS AH AD KS KH KD KC"}, "6C", "5S"))
    c.bots[2] = YesPartner()
    click(window.view, window.scene.stock_point())
    ask_partner(window, qtbot, answers=1)
    five = ids(c.deal, "5S")[0]
    drag(window.view, window.scene.hand_point(five), window.scene.pile_point())
    QTest.mouseClick(window.penalty_guard.shown.go_button, Qt.MouseButton.LeftButton)  # pay 100
    assert "says yes" not in window.window.statusBar().currentMessage(), \
        "play-test: the yes still spoke a round after the turn it bound"
    assert "You were told \u201cyes\u201d but did not go out: your team loses 100 points" \
        in log_lines(window)
    qtbot.waitUntil(lambda: c.is_human_turn() and c.deal.phase == DRAW, timeout=20_000)
    click(window.view, window.scene.stock_point())
    drawn = c.deal.hands[0][-1]
    ask_partner(window, qtbot, answers=2)
    bar = window.window.statusBar()
    assert bar.currentMessage() == f"{c.names[2]} says yes: you must go out now"
    for meld in ("AS AH AD AC AS AH AD", "KS KH KD KC"):
        cards = ids(c.deal, meld)
        for card in cards:
            click(window.view, window.scene.hand_point(card))
        drag(window.view, window.scene.hand_point(cards[0]), window.scene.zone_point("new_meld"))
    assert c.deal.hands[0] == [drawn]
    drag(window.view, window.scene.hand_point(drawn), window.scene.pile_point())
    qtbot.waitUntil(lambda: window.deal_end.isVisible(), timeout=10_000)
    assert "says yes" not in bar.currentMessage(), "third play-test: the answer outlived the deal"
    text = window.deal_end.summary.text()
    assert "Cards left" in text and "Red threes" in text
    deal = c.deal
    for seat in (1, 2, 3):
        points = -sum(deal.tables.value[card] for card in deal.hands[seat])
        shown = f"{points:,}".replace("-", "\u2212")  # a true minus, as on the score sheet
        assert f"<b>{c.names[seat]}</b>" in text and f">{shown}</td>" in text
    assert "Penalty: You, told \u201cyes\u201d but did not go out (\u00a71 Going out): \u2212100" \
        in text
    # Both tables centred under the centred titles (play-test: they sat left).
    from PySide6.QtGui import QTextDocument, QTextTable

    document = QTextDocument()
    document.setHtml(text)
    tables = [frame for frame in document.rootFrame().childFrames()
              if isinstance(frame, QTextTable)]
    assert len(tables) == 2
    assert all(t.format().alignment() & Qt.AlignmentFlag.AlignHCenter for t in tables)


def test_french_lines_agree_with_the_number_of_cards_and_name_the_meld(qapp):
    """Third play-test: « 7♣ 7♦ ajouté(s) aux 7 », « 7 posés : … » and
    « vous êtes sorti(e) »: the game knows how many cards it tells of."""
    from canasta_desktop import i18n
    from canasta_desktop.model.cards import Deck, card_tables
    from canasta_desktop.model.events import PileTaken
    from canasta_desktop.session.event_text import pile_meld_text

    tables = card_tables(Deck(packs=2, jokers=4))
    seven, club, diamond = (tables.code.index(code) for code in ("7H", "7C", "7D"))
    i18n.set_language(qapp, "fr")
    one = PileTaken(seat=0, cards=(seven,), top=seven, with_cards=(), meld_rank=7, lay_off=True)
    two = PileTaken(seat=0, cards=(seven,), top=seven, with_cards=(club,), meld_rank=7,
                    lay_off=True)
    new = PileTaken(seat=0, cards=(seven,), top=seven, with_cards=(club, diamond), meld_rank=7,
                    lay_off=False)
    assert pile_meld_text(one, tables) == "7\u2665 va aux 7"
    assert pile_meld_text(two, tables) == "7\u2663 7\u2665 vont aux 7"
    assert pile_meld_text(new, tables).endswith(", nouvelle combinaison de 7")
    # Sixth play-test: "les dames posés" (queens are feminine), "de as".
    queen, ace = (tables.code.index(code) for code in ("QH", "AH"))
    queens = PileTaken(seat=0, cards=(queen,), top=queen, with_cards=(queen, queen),
                       meld_rank=12, lay_off=False)
    aces = PileTaken(seat=0, cards=(ace,), top=ace, with_cards=(ace, ace), meld_rank=14,
                     lay_off=False)
    assert pile_meld_text(queens, tables).endswith(", nouvelle combinaison de dames")
    assert pile_meld_text(aces, tables).endswith(", nouvelle combinaison d'as")
    i18n.set_language(qapp, "en")
    assert pile_meld_text(one, tables) == "7\u2665 added to the sevens"
    assert pile_meld_text(two, tables) == "7\u2663 7\u2665 added to the sevens"


def test_the_deal_end_names_its_rows_as_the_score_sheet_does_in_both_languages(qapp):
    """Play-test 6: the dialog said "Canasta bonuses / This deal / Running
    total" where the sheet said "Canastas / Deal points / Total", and French
    said "sortie en surprise" there and "sortie en main" on the sheet."""
    from canasta_desktop import i18n, words
    from canasta_desktop.model.events import EndReason
    from canasta_desktop.model.match import DealResult
    from canasta_desktop.model.scoring import TeamScore
    from canasta_desktop.ui.deal_end_dialog import result_html

    scores = (TeamScore(0, 350, 500, 100, 200, 0, 0), TeamScore(1, 120, 0, 0, 0, -65, 0))
    result = DealResult(1, 0, (50, 50), scores, (1150, 55), EndReason.WENT_OUT, 0, True)
    rows = ("melded_cards", "canasta_bonus", "red_threes", "going_out", "hands", "penalties",
            "deal_points", "running_total")
    try:
        for lang in ("en", "fr"):
            i18n.set_language(qapp, lang)
            html = result_html(result, ["Bruno", "Chloé", "Diego", "Léa"], ["We", "They"])
            for key in rows:
                assert f">{words.text('sheet', key, lang)}<" in html, (lang, key)
            # A zero is a dash, as on the sheet: They made no canasta.
            bonus_row = html.split(f">{words.text('sheet', 'canasta_bonus', lang)}<")[1]
            bonus_cells = bonus_row.split("</tr>")[0]
            assert bonus_cells.count("–") == 1 and ">500</td>" in bonus_cells, bonus_cells
            # The seeds' term, as on the sheet ("sortie surprise : Bruno").
            assert ("went out concealed" if lang == "en" else "sortie surprise de Bruno") in html
    finally:
        i18n.set_language(qapp, "en")
    assert words.text("sheet", "went_out_concealed", "fr", name="Bruno") == "sortie surprise\u00a0: Bruno"


def test_the_deal_end_says_why_a_rami_side_without_a_canasta_counts_against_itself(qapp):
    """Play-test: "Cartes étalées −110", "3 rouges −100" with no word of
    why; §5 counts melds and red threes against a side without a canasta."""
    from dataclasses import replace

    from canasta_desktop import i18n
    from canasta_desktop.model.events import EndReason
    from canasta_desktop.model.match import DealResult
    from canasta_desktop.model.scoring import TeamScore
    from canasta_desktop.ui.deal_end_dialog import result_html

    with_canasta = TeamScore(0, 350, 700, 100, 0, -20, 0)
    without = replace(TeamScore(1, -110, 0, -100, 0, -65, 0), counted_against=True)
    result = DealResult(1, 0, (50, 50), (with_canasta, without), (1130, -275),
                        EndReason.WENT_OUT, 0, False)
    from canasta_desktop.model.rules import get_rules
    from canasta_desktop.model.sections import NEGATIVE_WITHOUT_CANASTA, S_SCORING

    section = get_rules("rami", 4).section(S_SCORING, NEGATIVE_WITHOUT_CANASTA)
    html = result_html(result, ["Bruno", "Chloé", "Diego", "Léa"], ["Bruno", "Chloé"],
                       against_section=section)
    assert ("Without a canasta, melded cards and red threes count negative, as cards in "
            "hand do:<br>Chloé<br>(§5 Rami canasta)") in html
    plain = result_html(replace(result, scores=(with_canasta, replace(without,
                                                                      counted_against=False))),
                        ["Bruno", "Chloé", "Diego", "Léa"], ["Bruno", "Chloé"])
    assert "Without a canasta" not in plain
    i18n.set_language(qapp, "fr")
    try:
        html = result_html(result, ["Bruno", "Chloé", "Diego", "Léa"], ["Bruno", "Chloé"])
        assert "Sans canasta, les cartes étalées et les 3 rouges comptent en négatif" in html
    finally:
        i18n.set_language(qapp, "en")


def test_s5_players_alone_are_listed_in_one_order_at_the_deals_end(qapp):
    """§5 Rami, six each for himself, the person in place 2 after a seating
    draw: the score columns read You, then the game's order (Ana, Bruno,
    Diego…), while the cards left below went round the table (You, Diego,
    Elsa…), and the sheet's Players line a third order (play-test).  All
    three now go round the table from the person.  And rami gives going out
    no bonus: neither lists a "Going out" row of dashes (play-test)."""
    import random
    import re as regex

    from canasta_desktop.bots import make_bot
    from canasta_desktop.bots.driver import play_deal
    from canasta_desktop.model.match import Match, score_sheet
    from canasta_desktop.model.variants import rules_for
    from canasta_desktop.printing.sheet_html import SheetContext, sheet_html
    from canasta_desktop.ui.deal_end_dialog import result_html, seats_html

    rules = rules_for("rami", 6, "solo")
    names = ("Ana", "Bruno", "You", "Diego", "Elsa", "Chloé")
    me = 2
    match = Match.new(rules, 3, names, draw_seats=False)
    deal = match.start_deal()
    play_deal(deal, [make_bot("greedy")] * 6, random.Random(3))
    result = match.finish_deal()
    columns = list(names)
    head = result_html(result, names, columns, me=me, own=me)
    shown = regex.findall(r"<th style='padding:2px 12px'>(.*?)</th>", head)
    shown = [regex.sub(r"<[^>]+>", "", cell) for cell in shown]
    left = seats_html(deal, names, me=me)
    rows = regex.findall(r"<b>(.*?)</b>", left)
    around = ["You", "Diego", "Elsa", "Chloé", "Ana", "Bruno"]
    # §5: rami gives going out no bonus; its row could only read "–".
    assert not rules.going_out_scores and "Going out" in head
    assert "Going out" not in result_html(result, names, columns, me=me, own=me,
                                          going_out_scores=rules.going_out_scores)
    assert shown == around, shown
    assert rows[:6] == around, rows
    sheet = visible_text(sheet_html(score_sheet(match), "en",
                                    SheetContext(rules=rules, own_column=me, me=me)))
    assert "Players : You, Diego, Elsa, Chloé, Ana and Bruno" in sheet, sheet[:300]
    assert "Melded cards" in sheet and "Going out" not in sheet


def visible_text(html_text: str) -> str:
    import re as regex
    from html import unescape

    return " ".join(unescape(regex.sub(r"<[^>]+>", " ", html_text)).split())


def test_s4_origen_cards_left_name_each_kind_once_across_lines(qapp):
    """§4 Origen: alike cards are counted ("Ceibo ×3").  Thirteen cards left
    were cut into lines of eleven first and counted after: "…, Ceibo" on
    one line and "Ceibo ×2" on the next (review)."""
    from canasta_desktop.model.rules import CardDesign
    from canasta_desktop.model.variants import rules_for
    from canasta_desktop.ui.deal_end_dialog import cards_left_lines
    from tests.model.builders import position

    state = position(rules=rules_for("origen", 4),
                     hands={1: "5S 5H 6S 6H 7S 7H 8S 8H 9S 4S 4H 4D TS"})
    text = cards_left_lines(state.hands[1], (), state.tables, CardDesign.ORIGEN)
    names = [entry.split("\u00a0")[0] for line in text.split("<br>") for entry in line.split(", ")]
    assert len(names) == len(set(names)), text
    assert "Ceibo\u00a0\u00d73" in text, text


def test_each_undo_line_of_the_log_is_said_again_as_itself_in_a_new_language(window, qapp):
    """Review: after a language switch every Undo line of the log read as
    the last one ("You take back your last move" for a whole round too)."""
    from canasta_desktop import i18n
    from canasta_desktop.model.actions import Draw
    from canasta_desktop.model.taken_back import TakenBack

    window.side_panel._add_lines([TakenBack(0, ((0, Draw()),), whole_round=True),
                                  TakenBack(0, ((0, Draw()),), whole_round=False)])
    i18n.set_language(qapp, "fr")
    try:
        said = log_lines(window)[-2:]
    finally:
        i18n.set_language(qapp, "en")
    assert said == ["Vous reprenez votre défausse\u00a0: de nouveau à vous",
                    "Vous reprenez votre dernier coup"], said
    assert log_lines(window)[-2:] == ["You take back your discard: your turn again",
                                      "You take back your last move"]


def test_the_rami_note_names_five_sides_a_few_a_line(qapp):
    """§5.  Play-test (rami for six, each alone, 1920×1080): the note naming
    the five players without a canasta ran past the deal's-end box, behind
    a horizontal scroll bar; the last name could not be read.  A line ends
    with its comma (play-test s35, 1280×720: "You, Ana, Chloé" over "Elsa"
    read as two lists)."""
    from dataclasses import replace

    from canasta_desktop.model.events import EndReason
    from canasta_desktop.model.match import DealResult
    from canasta_desktop.model.scoring import TeamScore
    from canasta_desktop.ui.deal_end_dialog import result_html

    names = ["Ana", "Bruno", "Chloé", "Diego", "Elsa", "Farid"]
    scores = tuple(replace(TeamScore(s, -60, 0, 0, 0, -20, 0), counted_against=s > 0)
                   if s else TeamScore(0, 460, 300, 100, 100, -25, 0) for s in range(6))
    result = DealResult(1, 0, (15,) * 6, scores, tuple(s.total for s in scores),
                        EndReason.WENT_OUT, 0, False)
    html = result_html(result, names, names)
    note = html[html.index("Without a canasta"):]
    note = note[:note.index("</i>")]
    assert "as cards in hand do:<br>Bruno, Chloé, Diego,<br>Elsa, Farid" in note, note


@pytest.mark.parametrize("lang, covered_row, uncovered_row", [
    ("en", "Tiles covered", "Tiles left uncovered"),
    ("fr", "Dalles recouvertes", "Dalles non recouvertes")])
def test_s4_origen_the_deal_s_end_shows_tiles_covered_and_left_uncovered_apart(
        qapp, lang, covered_row, uncovered_row):
    """Play-test: « Dalles : – » when three tiles covered (+60) and three left
    uncovered (−60) cancelled out, read as "no tiles"; s41: "Tiles 40" for
    three covered and one left uncovered said its −20 nowhere.  The deal's
    end has a row for each, as the score keeper does: +60 and −60 for that
    side, a dash in both for a side that had no tile at all."""
    from canasta_desktop import i18n
    from canasta_desktop.model.events import EndReason
    from canasta_desktop.model.match import DealResult
    from canasta_desktop.model.rules import CardDesign
    from canasta_desktop.model.scoring import TeamCounts, score_counts
    from canasta_desktop.model.variants import rules_for
    from canasta_desktop.ui.deal_end_dialog import result_html

    rules = rules_for("origen", 4)
    even = score_counts(rules, 0, TeamCounts(melded_points=120, tiles_covered=3,
                                             tiles_uncovered=3))
    none = score_counts(rules, 1, TeamCounts(melded_points=90, hand_points=20))
    result = DealResult(1, 0, (50, 50), (even, none), (even.total, none.total),
                        EndReason.WENT_OUT, 0, False)
    i18n.set_language(qapp, lang)
    try:
        html = result_html(result, ["Bruno", "Chloé", "Diego", "Léa"], ["We", "They"],
                           design=CardDesign.ORIGEN)
    finally:
        i18n.set_language(qapp, "en")
    assert "<td>Tiles</td>" not in html and "<td>Dalles</td>" not in html
    covered = html.split(f"<td>{covered_row}</td>")[1].split("</tr>")[0]
    uncovered = html.split(f"<td>{uncovered_row}</td>")[1].split("</tr>")[0]
    assert covered.count(">60</td>") == 1 and covered.count(">–</td>") == 1, covered
    assert uncovered.count(">\u221260</td>") == 1 and uncovered.count(">–</td>") == 1, uncovered


def test_s4_origen_a_sol_as_the_stock_s_last_card_is_called_a_sol(window, qtbot, qapp):
    """Play-test s37: in Origen, drawing a Sol as the stock's last card ended
    the deal "the last card of the stock was a red three" (log, deal's end)
    and the sheet said "red three as the last card of the stock": Origen has
    no red threes, its bonus card is the Sol (§4)."""
    from canasta_desktop import i18n
    from canasta_desktop.model.match import score_sheet
    from canasta_desktop.model.variants import rules_for
    from canasta_desktop.printing.sheet_html import SheetContext, sheet_html
    from tests.model.builders import position

    origen = rules_for("origen", 4)
    c = window.controller
    c.new_game(origen, seed=3, bot_names=[None, "greedy", "greedy", "greedy"])
    c.load_deal(position(rules=origen, hands={0: "7S 7H 7D 9S"}, stock="3H", rest="pile",
                         phase="draw"))
    click(window.view, window.scene.stock_point())
    qtbot.waitUntil(lambda: window.deal_end.isVisible(), timeout=10_000)
    assert log_lines(window)[-1] == "The deal is over: the last card of the stock was a Sol"
    assert "Deal 1: the last card of the stock was a Sol" in window.deal_end.summary.text()
    sheet = sheet_html(score_sheet(c.match), "en", SheetContext(rules=origen))
    assert "Sol as the last card of the stock" in sheet and "red three" not in sheet
    i18n.set_language(qapp, "fr")
    window.menus.language_actions["fr"].trigger()
    assert log_lines(window)[-1] == ("La donne est terminée\u00a0: la dernière carte du talon "
                                     "était un Sol")


def test_after_a_switch_to_french_the_status_bar_speaks_french(window, qtbot, qapp):
    """Earlier notes: messages already in the status bar (the partner's
    answer, "Saved as …") stayed in the old language for their 8 to 12
    seconds after Game → Language.  The answer, which binds the turn, is said
    again in French; a message that cannot be said again goes."""
    c = window.controller
    c.load_deal(stacked_deal({0: "AS AH AD AC AS AH AD KS KH KD KC"}, "6C", "5S"))
    c.bots[2] = YesPartner()
    click(window.view, window.scene.stock_point())
    ask_partner(window, qtbot, answers=1)
    bar = window.window.statusBar()
    assert bar.currentMessage() == f"{c.names[2]} says yes: you must go out now"
    try:
        i18n.set_language(qapp, "fr")
        assert bar.currentMessage() == f"{c.names[2]} dit oui\u00a0: vous devez sortir maintenant"
        window.status.say("Saved as “Tuesday”")
        i18n.set_language(qapp, "en")
        assert bar.currentMessage() == "", "said in French, it goes"
    finally:
        i18n.set_language(qapp, "en")


def test_the_deal_end_says_why_red_threes_count_against_a_side_that_melded_nothing(qapp):
    """Play-test s38 (a beginner): "Red threes −200" at a deal's end with no
    word of why; §1 counts a side's red threes against it when it melded
    nothing.  The model marks the column, the box says so with its rule, in
    English and French; a side that melded has no such note."""
    from canasta_desktop import i18n
    from canasta_desktop.model.events import EndReason
    from canasta_desktop.model.match import DealResult
    from canasta_desktop.model.rules import get_rules
    from canasta_desktop.model.scoring import TeamCounts, score_counts
    from canasta_desktop.ui.deal_end_dialog import result_html

    rules = get_rules("classic")
    melded = score_counts(rules, 0, TeamCounts(melded_points=300, impure_canastas=1,
                                               red_threes=1, went_out=True))
    nothing = score_counts(rules, 1, TeamCounts(red_threes=2, hand_points=85))
    assert nothing.red_threes == -200 and nothing.red_threes_against
    assert not melded.red_threes_against
    assert not score_counts(rules, 1, TeamCounts(hand_points=85)).red_threes_against
    result = DealResult(1, 0, (50, 50), (melded, nothing), (melded.total, nothing.total),
                        EndReason.WENT_OUT, 0, False)
    names = ["You", "West", "North", "East"]
    html = result_html(result, names, ["You & North", "West & East"])
    assert ("Red threes count against a team that melded nothing: West &amp; East<br>"
            "(§1 Red threes)") in html
    both_melded = replace(result, scores=(melded, melded))
    assert "count against" not in result_html(both_melded, names, ["You & North", "West & East"])
    i18n.set_language(qapp, "fr")
    try:
        html = result_html(result, names, ["Vous & Nord", "Ouest & Est"])
        assert "Les 3 rouges comptent contre une équipe qui n&#x27;a rien étalé" in html, html
        assert "(§1 Trois rouges)" in html
    finally:
        i18n.set_language(qapp, "en")


def test_s3_the_log_keeps_a_whole_tete_et_queue_deal_and_starts_again_with_the_next(
        window, qtbot, qapp):
    """§3 Tête et Queue, play-test s41: a deal has 115 to 207 moves, and "What
    happened" kept its last 60 lines, so by the deal's end who took which pile
    and who picked up his foot were gone.  Scrolled to its top at the deal's
    end, the log shows the deal's heading and its first move, also after a
    switch of language; the next deal's log starts afresh (the log does not
    grow over an evening)."""
    from canasta_desktop.model.variants import rules_for

    c = window.controller
    c.new_game(rules_for("head-and-foot"), seed=3, names=("You", "Ana", "Bruno", "Chloé"),
               bot_names=("greedy",) * 4)
    c.bot_delay_ms = 0
    qtbot.waitUntil(window.deal_end.isVisible, timeout=60_000)
    assert len(c.deal.history) > 100
    log = window.side_panel.log
    lines = log_lines(window)
    assert len(lines) > len(c.deal.history), "a line for each move, and the deal's notes"

    def shows_at_top(heading: str) -> None:
        """Dragged up to its top, the log shows `heading` there.  The log lays
        its wrapped lines out a moment later and keeps its newest line in
        sight as it is resized, so on a loaded machine one drag may be undone:
        it is dragged up again until the heading shows, or the wait fails."""
        bar = log.verticalScrollBar()

        def heading_at_top() -> bool:
            bar.setValue(bar.minimum())
            item = log.itemAt(4, 4)
            return item is not None and item.text() == heading

        qtbot.waitUntil(heading_at_top, timeout=5_000)

    shows_at_top("\u2014 Deal 1 \u2014")
    assert lines[1] == "You choose your hand", "the deal's first move"
    i18n.set_language(qapp, "fr")
    try:
        shows_at_top("\u2014 Donne 1 \u2014")
        assert log.count() == len(lines)
    finally:
        i18n.set_language(qapp, "en")
    QTest.mouseClick(window.deal_end.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: c.deal_number == 2)
    assert log_lines(window)[0] == "\u2014 Deal 2 \u2014"
    assert log.count() < len(lines)
