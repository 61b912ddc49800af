"""A refused move is explained whole on the table, near the dropped cards,
and the explanation stays until the player acts again (issue 15, problem 4)."""

from __future__ import annotations

from contextlib import contextmanager
from typing import Iterator

import pytest
from PySide6.QtCore import QPoint, QPointF, QRect, Qt

from canasta_desktop import i18n
from canasta_desktop.model.errors import IllegalAction
from canasta_desktop.model.rules import get_rules
from canasta_desktop.session import gestures

from .deals import ids, stacked_deal
from .mouse import click, drag, key


def shown_whole(window) -> str:
    """The banner's text, after checking it is on the table and not cut off."""
    banner = window.refusal_banner
    assert banner.isVisible()
    viewport = window.view.viewport()
    assert QRect(0, 0, viewport.width(), viewport.height()).contains(banner.geometry())
    needed = banner.fontMetrics().boundingRect(
        banner.contentsRect(), int(Qt.TextFlag.TextWordWrap), banner.text())
    assert needed.height() <= banner.contentsRect().height(), "the reason is cut off"
    assert needed.width() <= banner.contentsRect().width()
    return banner.text()


def test_a_refused_drop_is_explained_whole_next_to_the_cards_until_the_next_action(table):
    deal = table.controller.deal
    click(table.view, table.scene.stock_point())
    seven = ids(deal, "7C")[0]
    target = table.scene.zone_point(gestures.NEW_MELD)

    drag(table.view, table.scene.hand_point(seven), target)

    text = shown_whole(table)
    assert text == "Not allowed: a meld needs at least three cards (§1 Melds)"
    dropped = table.view.mapFromScene(target)
    box = table.refusal_banner.geometry()
    assert abs(box.center().x() - dropped.x()) < 300 and abs(box.bottom() - dropped.y()) < 120

    # Other messages come and go in the status bar; the reason stays.
    table.window.statusBar().showMessage("West is playing…")
    assert table.refusal_banner.isVisible() and table.refusal_banner.text() == text

    click(table.view, table.scene.hand_point(seven))  # the next action
    assert not table.refusal_banner.isVisible()
    # Asking for a hint is one too: the banner would cover the place it lights.
    drag(table.view, table.scene.hand_point(seven), target)
    assert table.refusal_banner.isVisible()
    table.hints.request()
    assert not table.refusal_banner.isVisible()


@pytest.mark.parametrize("variant, players, layout", [("three", 3, None), ("rami", 4, "solo")])
def test_a_player_alone_hears_of_no_team_when_his_opening_is_short(window, variant, players,
                                                                   layout):
    """Three players (nobody isolated yet) and rami alone were told 'your
    team's first melds must total at least 50 points'."""
    rules = get_rules(variant, players, layout)
    c = window.controller
    c.new_game(rules=rules, seed=3, bot_names=(None,) + ("greedy",) * (players - 1))
    sides = len(set(rules.teams))
    c.load_deal(stacked_deal({0: "7C 7D 7H"}, "6C", "5S 5D", opening_minimums=(50,) * sides,
                             rules=rules))
    click(window.view, window.scene.stock_point())
    sevens = ids(c.deal, "7C 7D 7H")
    for card in sevens:
        click(window.view, window.scene.hand_point(card))
    drag(window.view, window.scene.hand_point(sevens[0]), window.scene.zone_point(gestures.NEW_MELD))
    assert shown_whole(window).startswith(
        "Not allowed: your first melds must total at least 50 points (these make 15)")


def test_a_refused_key_is_explained_whole_in_french(table, qapp):
    i18n.set_language(qapp, "fr")
    key(table.view, Qt.Key.Key_Space)  # selects a card
    key(table.view, Qt.Key.Key_M)  # melds it before drawing

    text = shown_whole(table)
    assert text == ("Interdit\u00a0: piochez d'abord au talon ou prenez la pile de défausse "
                    "(§1 Tour de jeu)")
    assert table.window.statusBar().currentMessage() == text

    key(table.view, Qt.Key.Key_P)  # P (piocher) draws: the old reason goes
    assert not table.refusal_banner.isVisible()


def test_a_long_reason_wraps_instead_of_being_cut_off(table):
    click(table.view, table.scene.stock_point())
    table.status.show_refusal(IllegalAction("opening_minimum", "§1 Opening", minimum=50, value=35,
                                     with_pile=False))
    text = shown_whole(table)
    assert text.endswith("(these make 35) (§1 Opening)")
    assert table.refusal_banner.height() > table.refusal_banner.fontMetrics().height() * 2


def points_across(seen, steps: int) -> list:
    """Points all over `seen` (the view's scene rectangle), `steps` a side:
    where a refusal may be shown, the cards dropped or clicked there."""
    return [QPointF(seen.left() + seen.width() * i / steps, seen.top() + seen.height() * j / steps)
            for i in range(1, steps) for j in range(1, steps)]


def longest_names_on_a_screen(window, monkeypatch, screen, variant: str, players: int):
    """A new game of `variant` with the longest names, its window filling a
    screen of `screen` pixels; its rules."""
    from canasta_desktop.ui import screen_fit

    area = QRect(0, 0, *screen)
    monkeypatch.setattr(screen_fit, "available_area", lambda widget: area)
    window.window.resize(area.size() - screen_fit.FRAME_ALLOWANCE)
    rules = get_rules(variant, players)
    window.controller.new_game(rules=rules, seed=3, names=LONGEST_NAMES[:players],
                               bot_names=(None,) + ("greedy",) * (players - 1))
    return rules


def refuse_a_lone_seven(table) -> str:
    """Drop one seven on the new meld: refused, and said in the status bar."""
    seven = ids(table.controller.deal, "7C")[0]
    drag(table.view, table.scene.hand_point(seven), table.scene.zone_point(gestures.NEW_MELD))
    said = table.window.statusBar().currentMessage()
    assert said == "Not allowed: a meld needs at least three cards (§1 Melds)"
    return said


def test_a_legal_meld_after_a_refusal_takes_the_refusal_out_of_the_status_bar(table):
    click(table.view, table.scene.stock_point())
    refuse_a_lone_seven(table)
    aces = ids(table.controller.deal, "AS AH AD")
    for ace in aces:
        click(table.view, table.scene.hand_point(ace))
    assert "Not allowed" in table.window.statusBar().currentMessage(), \
        "choosing cards is no move: the reason stays"

    drag(table.view, table.scene.hand_point(aces[0]), table.scene.zone_point(gestures.NEW_MELD))

    assert len(table.controller.deal.melds[0]) == 1, "the aces are melded"
    assert "Not allowed" not in table.window.statusBar().currentMessage()
    assert table.status.hint.text(), "the turn hint beside it says what to do now"


def test_another_deal_or_a_new_game_takes_the_refusal_out_of_the_status_bar(table):
    click(table.view, table.scene.stock_point())
    refuse_a_lone_seven(table)
    table.controller.load_deal(stacked_deal({0: "AS AH AD KS KH 7C 8D 9S TD JC QH"}, "6C", "5S"))
    assert table.window.statusBar().currentMessage() == ""

    click(table.view, table.scene.stock_point())
    refuse_a_lone_seven(table)
    table.menus.play_again_action.trigger()  # Game → a new game
    assert "Not allowed" not in table.window.statusBar().currentMessage()


def test_a_message_said_after_the_refusal_keeps_its_time(table):
    click(table.view, table.scene.stock_point())
    refuse_a_lone_seven(table)
    table.status.say("Saved")
    aces = ids(table.controller.deal, "AS AH AD")
    table.controller.drop(aces, gestures.NEW_MELD)
    assert table.window.statusBar().currentMessage() == "Saved"


LONGEST_NAMES = ("You", "Marie-Christine de La Fontaine", "Jean-Baptiste Poquelin",
                 "Wolfgang Amadeus", "Anastasia Romanova", "Bartholomew")


@pytest.mark.parametrize("screen", [(1280, 720), (1920, 1080)], ids=["1280x720", "1920x1080"])
@pytest.mark.parametrize("variant, players", [("two", 2), ("three", 3), ("classic", 4),
                                              ("five", 5), ("six-3x2", 6)])
@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_refusal_on_the_first_meld_leaves_the_stock_and_pile_counts_readable(
        window, qtbot, qapp, monkeypatch, screen, variant, players, language):
    """Play-test: a card refused on the side's first meld (just right of the
    pile, below it) put the banner over "Stock 57" and "Pile 2" at 1280×720.
    It now slides aside, still above the cards it speaks of."""
    from tests.model.builders import position

    from canasta_desktop.model.cards import ACE
    from canasta_desktop.ui import screen_fit

    area = QRect(0, 0, *screen)
    monkeypatch.setattr(screen_fit, "available_area", lambda widget: area)
    window.window.resize(area.size() - screen_fit.FRAME_ALLOWANCE)
    i18n.set_language(qapp, language)
    rules = get_rules(variant, players)
    window.controller.new_game(rules=rules, seed=3, names=LONGEST_NAMES[:players],
                               bot_names=(None,) + ("greedy",) * (players - 1))
    deal = position(hands={0: "7C 8D 9S TD JC QH 5S"}, pile="6C 4D", turn=0, phase="play",
                    melds={0: {"A": "AS AH AD", "K": "KS KH KD"}}, rules=rules)
    window.controller.load_deal(deal)
    qtbot.waitUntil(lambda: window.view.viewport().width() > screen[0] // 2)
    window.scene.refresh(animate=False)
    target = window.scene.zone_point(gestures.meld_target(ACE))

    drag(window.view, window.scene.hand_point(ids(deal, "7C")[0]), target)

    shown_whole(window)
    banner = window.view.mapToScene(window.refusal_banner.geometry()).boundingRect()
    for name in ("stock", "pile"):
        label = window.scene.label(name)
        assert label is not None and label.isVisible()
        assert not banner.intersects(label.sceneBoundingRect()), f"it covers the {name}'s count"
    assert banner.left() <= target.x() <= banner.right() and not banner.contains(target), \
        "the banner still stands over the refused cards, not on them"


@pytest.mark.parametrize("screen", [(1280, 720), (1920, 1080)], ids=["1280x720", "1920x1080"])
def test_wherever_the_cards_are_refused_the_banner_keeps_off_the_stock_and_pile_counts(
        table, qtbot, monkeypatch, screen):
    """Any drop point of the table, a short reason and a long one."""
    from canasta_desktop.ui import screen_fit

    area = QRect(0, 0, *screen)
    monkeypatch.setattr(screen_fit, "available_area", lambda widget: area)
    table.window.resize(area.size() - screen_fit.FRAME_ALLOWANCE)
    qtbot.waitUntil(lambda: table.view.viewport().width() > screen[0] // 2)
    table.scene.refresh(animate=False)
    counts = [table.scene.label(name).sceneBoundingRect() for name in ("stock", "pile")]
    seen = table.view.mapToScene(table.view.viewport().rect()).boundingRect()
    reasons = ("Not allowed: a meld needs at least three cards (§1 Melds)",
               "Not allowed: " + "your first melds must total at least 50 points, " * 4)
    for point in points_across(seen, 16):
        for reason in reasons:
            table.status.explain(reason, point)
            banner = table.view.mapToScene(table.refusal_banner.geometry()).boundingRect()
            assert not any(banner.intersects(count) for count in counts), (point, reason)


@pytest.mark.parametrize("screen", [(1280, 720), (1920, 1080)], ids=["1280x720", "1920x1080"])
@pytest.mark.parametrize("variant, players", [("two", 2), ("three", 3), ("classic", 4),
                                              ("five", 5), ("six-3x2", 6)])
def test_wherever_the_cards_are_refused_the_banner_hides_no_name_plate_nor_the_stock_or_pile(
        window, qtbot, monkeypatch, screen, variant, players):
    """Play-tests: the banner covered a seat's name plate, the stock's top
    and the pile's top card."""
    from tests.model.builders import position

    rules = longest_names_on_a_screen(window, monkeypatch, screen, variant, players)
    deal = position(hands={0: "7C 8D 9S TD JC QH 5S"}, pile="6C 4D", turn=0, phase="play",
                    rules=rules)
    window.controller.load_deal(deal)
    qtbot.waitUntil(lambda: window.view.viewport().width() > screen[0] // 2)
    window.scene.refresh(animate=False)
    labels = window.scene.labels()
    keep = [label.sceneBoundingRect() for name, label in labels.items()
            if name.startswith("seat") and label.isVisible()]
    assert len(keep) >= players - 1
    for heap in (gestures.DRAW, gestures.PILE):
        zone = window.scene.zones[heap]
        keep.append(zone.mapRectToScene(zone.rect()))
    seen = window.view.mapToScene(window.view.viewport().rect()).boundingRect()
    for point in points_across(seen, 12):
        window.status.explain("Not allowed: a meld needs at least three cards (§1 Melds)", point)
        banner = window.view.mapToScene(window.refusal_banner.geometry()).boundingRect()
        assert not any(banner.intersects(rect) for rect in keep), (point, banner)


def test_a_refusal_shown_when_the_window_is_resized_follows_the_cards(table, qtbot):
    """Play-test s32 F15: refused on "new meld" at 1280×720, then the window
    made 1920×1080: the banner kept its pixels, now over the pile and the
    opponents' melds, far from "new meld".  It is placed again by the place
    it was dropped on, off the stock's and pile's counts as at first."""
    deal = table.controller.deal
    click(table.view, table.scene.stock_point())
    seven = ids(deal, "7C")[0]
    drag(table.view, table.scene.hand_point(seven), table.scene.zone_point(gestures.NEW_MELD))
    first = table.refusal_banner.geometry()
    table.window.resize(1908, 1036)

    def near_new_meld() -> bool:
        dropped = table.view.mapFromScene(table.scene.zone_point(gestures.NEW_MELD))
        box = table.refusal_banner.geometry()
        return abs(box.center().x() - dropped.x()) < 300 and abs(box.bottom() - dropped.y()) < 120

    qtbot.waitUntil(near_new_meld)
    assert table.refusal_banner.geometry() != first
    shown_whole(table)
    status = table.status
    assert not any(table.refusal_banner.geometry().intersects(r) for r in status._keep_clear())


def test_a_refused_take_dropped_on_the_hand_leaves_the_chosen_cards_in_sight(window):
    """Play-test s33 F6: the pile dragged onto the hand with the wrong cards
    chosen was refused clearly, but the banner lay over the very cards it
    spoke of.  It keeps off the chosen cards, and still stands by them."""
    deal = stacked_deal({0: "KS QH 5C 5D 6S 7H 8C 9D TS JH QC"}, "KD", "4C")
    window.controller.load_deal(deal)
    chosen = ids(deal, "KS QH")
    for card in chosen:
        click(window.view, window.scene.hand_point(card))
    drag(window.view, window.scene.pile_point(), window.scene.hand_point(chosen[0]))
    text = shown_whole(window)
    assert "take it only with a natural pair" in text and len(deal.pile) == 1
    banner = window.view.mapToScene(window.refusal_banner.geometry()).boundingRect()
    for card in chosen:
        assert not banner.intersects(window.scene.card_item(card).sceneBoundingRect()), card


@pytest.mark.parametrize("language", ["en", "fr"])
def test_a_refused_click_on_the_rami_pile_leaves_its_top_card_in_sight(window, qtbot, qapp,
                                                                       monkeypatch, language):
    """Play-test s36 (rami for four alone, 1280×720): a click on the pile
    without cards chosen was refused ("take it only with a natural pair of
    the top card's rank"), and the banner lay over that top card."""
    from canasta_desktop.ui import screen_fit

    area = QRect(0, 0, 1280, 720)
    monkeypatch.setattr(screen_fit, "available_area", lambda widget: area)
    window.window.resize(area.size() - screen_fit.FRAME_ALLOWANCE)
    i18n.set_language(qapp, language)
    rules = get_rules("rami", 4, "solo")
    window.controller.new_game(rules=rules, seed=3, names=LONGEST_NAMES[:4],
                               bot_names=(None,) + ("greedy",) * 3)
    window.controller.load_deal(stacked_deal({0: "AS AH AD KS JC 9H 9C 9S 8D 7H 3C"}, "TS",
                                             "5S 5D", opening_minimums=(50,) * 4, rules=rules))
    qtbot.waitUntil(lambda: window.view.viewport().width() > 1280 // 2)
    window.scene.refresh(animate=False)

    click(window.view, window.scene.pile_point())

    assert "§5" in shown_whole(window)
    banner = window.view.mapToScene(window.refusal_banner.geometry()).boundingRect()
    top_card = window.scene.card_item(window.controller.deal.pile[-1])
    assert not banner.intersects(top_card.sceneBoundingRect())


@pytest.mark.parametrize("screen", [(1280, 720), (1920, 1080)], ids=["1280x720", "1920x1080"])
@pytest.mark.parametrize("variant, players", [("classic", 4), ("six-3x2", 6)])
def test_wherever_the_cards_are_refused_the_banner_hides_no_plate_nor_the_opponents_melds(
        window, qtbot, monkeypatch, screen, variant, players):
    """Play-test s38 (a beginner): a card dropped on the opponents' queens
    was refused in a box laid over their melds' corners and their zone's
    title, which names them.  Wherever cards are refused, with the longest
    names and melds on every team, the box leaves every name plate and the
    opponents' melds (cards, title, badges) in sight; the drop on their
    queens is a real one, with the mouse."""
    from tests.model.builders import position

    rules = longest_names_on_a_screen(window, monkeypatch, screen, variant, players)
    melds = {0: {"A": "AS AH AD", "K": "KS KH KD"},
             1: {"Q": "QS QH QD JK", "9": "9S 9H 9D", "8": "8S 8H 8C", "5": "5S 5H 5C 5D 2C"}}
    if players == 6:
        melds[2] = {"J": "JS JH JD", "T": "TS TH TD"}
    deal = position(hands={0: "7C 8D 9S TD JC QH 4S"}, pile="6C 4D", turn=0, phase="play",
                    melds=melds, rules=rules)
    window.controller.load_deal(deal)
    qtbot.waitUntil(lambda: window.view.viewport().width() > screen[0] // 2)
    window.scene.refresh(animate=False)
    scene = window.scene
    plates = [label.sceneBoundingRect() for name, label in scene.labels().items()
              if name.startswith("seat") and label.isVisible()]
    assert len(plates) >= players - 1
    theirs = [scene.card_item(card).sceneBoundingRect() for team in melds if team
              for meld in deal.melds[team].values() for card in meld]
    theirs += [label.sceneBoundingRect() for name, label in scene.labels().items()
               if name.startswith(("team1", "team2"))]
    keep = plates + theirs

    def hidden() -> list[object]:
        banner = window.view.mapToScene(window.refusal_banner.geometry()).boundingRect()
        return [rect for rect in keep if banner.intersects(rect)]

    queens = next(iter(deal.melds[1].values()))  # the first meld laid: the queens
    queen = scene.card_item(queens[0]).sceneBoundingRect().center()
    drag(window.view, scene.hand_point(ids(deal, "QH")[0]), queen)
    assert "only to your team's melds" in shown_whole(window)
    assert not hidden()
    seen = window.view.mapToScene(window.view.viewport().rect()).boundingRect()
    reasons = ("Not allowed: a meld needs at least three cards (§1 Melds)",
               "Not allowed: your team has not opened, so your first melds must total at least "
               "50 points; these make 30 (§1 Opening)")
    for point in points_across(seen, 8):
        for reason in reasons:
            window.status.explain(reason, point)
            assert not hidden(), (point, reason)
    for reason in reasons:
        window.status.explain(reason)  # a key: no point
        assert not hidden(), reason


def test_a_refusal_after_the_deals_end_goes_when_the_next_deal_is_dealt(window, qtbot):
    """Play-test s39: at the deal's end a click on the stock said "the deal
    is over"; "Next deal" dealt the next one and the banner stayed over it,
    "the deal is over" beside the new deal's first moves."""
    c = window.controller
    c.new_game(seed=1, bot_names=("greedy",) * 4)  # the bots play the deal out
    qtbot.waitUntil(lambda: window.deal_end.isVisible(), timeout=60_000)
    click(window.view, window.scene.stock_point())
    assert shown_whole(window) == "Not allowed: the deal is over (§1 Turn)"
    c.bot_delay_ms = 60_000  # the next deal's bots wait while we look

    qtbot.mouseClick(window.deal_end.next_button, Qt.MouseButton.LeftButton)

    assert c.deal_number == 2 and not c.deal.is_over
    assert not window.refusal_banner.isVisible(), window.refusal_banner.text()


def test_while_the_partner_weighs_may_i_go_out_the_asker_hears_of_the_answer_awaited(table, qtbot):
    """Play-test s39: a card dropped on the pile while North weighed the
    question was refused with "it is not your turn: North is playing"."""
    from .held_bot import HeldBot

    c = table.controller
    north = c.bots[2] = HeldBot(10)
    try:
        click(table.view, table.scene.stock_point())
        assert c.ask_partner()
        assert north.asked.wait(10), "North weighs the question"
        seven = ids(c.deal, "7C")[0]
        drag(table.view, table.scene.hand_point(seven), table.scene.pile_point())
        assert shown_whole(table) == (
            "Not allowed: North has not answered \u201cmay I go out?\u201d yet (§1 Going out)")
    finally:
        north.answer.set()


@contextmanager
def north_weighing_may_i_go_out(table) -> Iterator[None]:
    """The player has drawn and asked "may I go out?"; North, his partner,
    holds his answer until the block ends."""
    from .held_bot import HeldBot

    north = table.controller.bots[2] = HeldBot(10)
    try:
        click(table.view, table.scene.stock_point())
        assert table.controller.ask_partner()
        assert north.asked.wait(10), "North weighs the question"
        yield
    finally:
        north.answer.set()


@pytest.mark.parametrize("language, said", [
    ("en", "North is weighing your question \u201cmay I go out?\u201d\u2026"),
    ("fr", "Nord réfléchit à votre question «\u00a0puis-je sortir\u00a0?\u00a0»\u2026")])
def test_while_the_partner_weighs_may_i_go_out_the_turn_hint_says_so(table, qapp, language, said):
    """Play-test s39: the turn hint read "North is playing…" while North
    weighed the player's question, in the player's own turn."""
    i18n.set_language(qapp, language)
    with north_weighing_may_i_go_out(table):
        assert table.status.hint.text() == said


def test_undo_while_the_partner_weighs_may_i_go_out_says_the_question_stands(table, qapp):
    """Play-test s39: Ctrl+Z while North weighed the question said "you have
    seen what you drew from the stock…"; what stops Undo is the question,
    which stands until it is answered (§1 Going out)."""
    from PySide6.QtTest import QTest

    with north_weighing_may_i_go_out(table):
        table.window.activateWindow()
        QTest.keyClick(table.view.viewport(), Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
        assert table.window.statusBar().currentMessage() == (
            "Undo is not available: your partner is weighing \u201cmay I go out?\u201d, and a "
            "question asked stands (\u00a71 Going out).")


@pytest.mark.parametrize("language, said", [
    ("en", "A hint waits for your partner's answer. North is weighing your question "
           "\u201cmay I go out?\u201d\u2026"),
    ("fr", "Un conseil attend la réponse de votre partenaire. Nord réfléchit à votre "
           "question «\u00a0puis-je sortir\u00a0?\u00a0»\u2026")])
def test_a_hint_asked_while_the_partner_weighs_waits_for_the_answer(table, qapp, language, said):
    """Play-test s39: H while North weighed the question said "A hint is for
    your own turn.", in the player's own turn."""
    i18n.set_language(qapp, language)
    with north_weighing_may_i_go_out(table):
        key(table.view, Qt.Key.Key_H)
        assert table.window.statusBar().currentMessage() == said


def test_a_refusal_beside_the_score_keepers_window_is_said_where_it_is_seen(table, qtbot,
                                                                            monkeypatch):
    """Review s40: the banner kept clear of the windows open over the table
    as it kept clear of the table's plates and cards, so where no place was
    clear of all of them it went where it hid the least of them all: at
    1280×720, with the score keeper's window made small over the middle of
    the table, 63% of "a meld needs at least three cards" lay under it, the
    felt over the hand in sight.  The words first; what the banner covers is
    back at the next action.  And the keeper sent to the task bar leaves the
    banner where it is without it."""
    from canasta_desktop.ui import screen_fit

    from .test_score_keeper_window import open_keeper

    screen = QRect(0, 0, 1280, 720)
    monkeypatch.setattr(screen_fit, "available_area", lambda widget: screen)
    table.window.move(0, 0)
    table.window.resize(screen.size() - screen_fit.FRAME_ALLOWANCE)
    click(table.view, table.scene.stock_point())
    banner = table.refusal_banner
    seven = ids(table.controller.deal, "7C")[0]
    keeper = open_keeper(qtbot, table)
    keeper.resize(800, 500)  # as small as the player can make it, about
    table_left = table.view.viewport().mapToGlobal(QPoint(0, 0)).x()
    keeper.move(table_left + 198, 0)  # the felt on its left and under it, in sight
    refuse_a_lone_seven(table)
    shown_whole(table)
    said = QRect(banner.mapToGlobal(QPoint(0, 0)), banner.size())
    assert not said.intersects(keeper.frameGeometry()), (said, keeper.frameGeometry())

    click(table.view, table.scene.hand_point(seven))
    keeper.showMinimized()
    refuse_a_lone_seven(table)
    minimized = banner.geometry()
    click(table.view, table.scene.hand_point(seven))
    keeper.close()
    refuse_a_lone_seven(table)
    assert minimized == banner.geometry()
