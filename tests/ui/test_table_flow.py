"""The flow of a deal at the table: bots answer off the UI thread and the
turn comes back, undo, keyboard play, the go-out question, the deal's end."""

from __future__ import annotations

import pytest

from PySide6.QtCore import Qt, QTimer
from PySide6.QtTest import QTest

from canasta_desktop.model.actions import AskGoOut, Discard
from canasta_desktop.model.phases import ANSWER, DRAW, PLAY
from canasta_desktop.session import gestures

from canasta_desktop import i18n
from canasta_desktop.model.variants import rules_for
from tests.model.builders import position

from .deals import codes, ids, stacked_deal
from .held_bot import HeldBot
from .mouse import click, drag, key


def play_a_turn_with_the_mouse(window):
    deal = window.controller.deal
    click(window.view, window.scene.stock_point())
    seven = ids(deal, "7C")[0]
    drag(window.view, window.scene.hand_point(seven), window.scene.pile_point())
    return seven


def test_bots_play_and_the_turn_comes_back(table, qtbot):
    controller = table.controller
    deal = controller.deal
    play_a_turn_with_the_mouse(table)
    assert not controller.is_human_turn()

    qtbot.waitUntil(lambda: controller.is_human_turn() or deal.is_over, timeout=20_000)

    seats = [seat for seat, _ in deal.history]
    assert {1, 2, 3} <= set(seats), "West, North and East each played"
    assert deal.current_seat == 0 and deal.phase == DRAW
    assert len(table.scene.hand_cards) == len(deal.hands[0])


def test_the_window_keeps_running_while_a_bot_thinks(table, qtbot):
    controller = table.controller
    west = controller.bots[1] = HeldBot(wait_s=10)
    ticks = []
    timer = QTimer()
    timer.timeout.connect(lambda: ticks.append(west.answered.is_set()))
    timer.start(10)
    try:
        play_a_turn_with_the_mouse(table)
        qtbot.waitUntil(west.asked.is_set, timeout=10_000)
        # West has not answered yet, and the UI thread keeps turning.
        qtbot.waitUntil(lambda: len(ticks) >= 8, timeout=5_000)
        assert not any(ticks), "the event loop ran while West was thinking"
        assert controller.deal.turn == 1 and not west.answered.is_set()
    finally:
        west.answer.set()
        timer.stop()
    qtbot.waitUntil(lambda: controller.deal.turn != 1 or controller.deal.is_over,
                    timeout=10_000)


def test_undo_takes_back_moves_but_never_the_stock_draw(table):
    controller = table.controller
    assert not controller.can_undo() and not table.menus.undo_action.isEnabled()

    click(table.view, table.scene.stock_point())
    after_draw = sorted(controller.deal.hands[0])
    stock_after_draw = len(controller.deal.stock)
    assert not table.menus.undo_action.isEnabled(), "he has seen the card he drew"
    aces = ids(controller.deal, "AS AH AD")
    for card in aces:
        click(table.view, table.scene.hand_point(card))
    drag(table.view, table.scene.hand_point(aces[0]), table.scene.zone_point(gestures.NEW_MELD))
    assert controller.deal.melds[0] and table.menus.undo_action.isEnabled()

    table.menus.undo_action.trigger()  # takes back the meld
    deal = controller.deal
    assert not deal.melds[0] and deal.phase == PLAY and sorted(deal.hands[0]) == after_draw
    assert len(deal.stock) == stock_after_draw
    assert not controller.can_undo() and not table.menus.undo_action.isEnabled()
    table.menus.undo_action.trigger()  # nothing: the draw stays
    assert controller.deal.phase == PLAY and sorted(controller.deal.hands[0]) == after_draw
    assert sorted(table.scene.hand_cards) == after_draw, "the table shows the rebuilt deal"


def test_undo_never_reaches_into_the_bots_turns(table, qtbot):
    controller = table.controller
    play_a_turn_with_the_mouse(table)
    assert not controller.can_undo(), "the discard ended the turn"
    qtbot.waitUntil(controller.is_human_turn, timeout=20_000)
    assert not controller.can_undo()


def test_tab_leaves_the_keyboard_with_the_table(table, qtbot, qapp):
    """Play-test: Tab moved the keyboard into the side panel (its scroll
    area, then "Partner, may I go out?"), where D, T, M and X did nothing
    until a click on the table.  The panel is read and clicked, not typed in."""
    from PySide6.QtTest import QTest

    table.window.activateWindow()
    table.view.setFocus()
    qtbot.waitUntil(lambda: qapp.focusWidget() is table.view)
    for _ in range(3):
        QTest.keyClick(qapp.focusWidget(), Qt.Key.Key_Tab)
        assert qapp.focusWidget() is table.view, type(qapp.focusWidget()).__name__
    QTest.keyClick(qapp.focusWidget(), Qt.Key.Key_D)
    assert table.controller.deal.phase == PLAY, "D drew from the stock"


def test_keyboard_play(table):
    controller = table.controller
    deal = controller.deal
    table.view.setFocus()
    key(table.view, Qt.Key.Key_D)
    assert deal.phase == PLAY
    # The hand is sorted: the three aces come first.
    table.scene.focus_index = 0
    for _ in range(3):
        key(table.view, Qt.Key.Key_Space)
        key(table.view, Qt.Key.Key_Right)
    assert codes(deal, table.scene.selection) == ["AD", "AH", "AS"]
    key(table.view, Qt.Key.Key_M)
    assert codes(deal, deal.melds[0][14]) == ["AD", "AH", "AS"]
    focused = table.scene.hand_cards[table.scene.focus_index]
    key(table.view, Qt.Key.Key_X)
    assert deal.pile[-1] == focused and deal.turn == 1


def test_the_keyboard_focus_stays_on_its_card_when_a_drawn_card_is_sorted_in(window):
    """Sixth play-test: the focus was a place in the hand, so a drawn card
    sorted in before it moved it onto another card, and X would have
    discarded a card the player had not pointed at."""
    window.controller.load_deal(stacked_deal({0: "KS KH 7C 8D 9S TD JC QH 4C 5D 6H"}, "6C",
                                             "AC"))
    scene = window.scene
    window.view.setFocus()
    key(window.view, Qt.Key.Key_Right)
    key(window.view, Qt.Key.Key_Right)
    pointed = scene.hand_cards[scene.focus_index]
    key(window.view, Qt.Key.Key_D)  # the ace drawn is sorted in first
    assert codes(window.controller.deal, scene.hand_cards[:1]) == ["AC"]
    assert scene.hand_cards[scene.focus_index] == pointed
    key(window.view, Qt.Key.Key_X)
    assert window.controller.deal.pile[-1] == pointed


def test_shift_and_the_arrows_carry_the_focused_card_along_the_hand(window):
    """Play-test s33 F8: no key moved a card within the hand (a drag did);
    Shift with the arrows moves the card under the focus, the focus with
    it, and the hand is then in the player's own order, as after a drag."""
    window.controller.load_deal(stacked_deal({0: "KS KH 7C 8D 9S TD JC QH 4C 5D 6H"}, "6C",
                                             "AC"))
    scene = window.scene
    window.view.setFocus()
    key(window.view, Qt.Key.Key_Right)
    before = list(scene.hand_cards)
    moved = before[1]
    for _ in range(3):
        QTest.keyClick(window.view.viewport(), Qt.Key.Key_Right, Qt.KeyboardModifier.ShiftModifier)
    assert scene.hand_cards == before[:1] + before[2:5] + [moved] + before[5:]
    assert scene.hand_cards[scene.focus_index] == moved and scene.sort_mode == "manual"
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_Left, Qt.KeyboardModifier.ShiftModifier)
    assert scene.hand_cards.index(moved) == 3
    key(window.view, Qt.Key.Key_D)  # the ace drawn comes in; the focus keeps its card
    key(window.view, Qt.Key.Key_X)
    assert window.controller.deal.pile[-1] == moved, "X discards the card carried"


def partner_about_to_ask():
    """North (seat 2) holds three fours and the team has a canasta: they can
    go out (can_go_out_this_turn), so the greedy bot asks "may I go out?"
    before anything else."""
    deal = stacked_deal({0: "AS AH AD KS KH 7C 8D 9S TD JC QH"}, "6C",
                        stock="5S 5S 5H 5H 5D 5D 5C 4C 4D 4H")
    named = deal.stock[-10:][::-1]  # in the order written above
    del deal.stock[-10:]
    deal.stock[:0] = deal.hands[2]  # North's dealt hand goes under the stock
    deal.melds[0] = {5: named[:7]}
    deal.hands[2] = named[7:]
    deal.opened[0] = True
    deal.has_melded[2] = True
    deal.turn = 2
    deal.phase = PLAY
    assert sorted(deal.card_ids()) == list(range(108))
    return deal


def test_the_partner_asks_and_an_injected_answer_replies(window, qtbot):
    controller = window.controller
    answers = []
    window.go_out.answer_function = lambda asker: answers.append(asker) or False
    controller.load_deal(partner_about_to_ask())
    qtbot.waitUntil(lambda: bool(answers), timeout=10_000)
    assert answers == [2]
    deal = controller.deal
    assert (2, AskGoOut()) in deal.history
    assert any(seat == 0 and action.__class__.__name__ == "AnswerGoOut"
               for seat, action in deal.history)


def test_the_partner_asks_and_a_non_modal_box_waits_for_the_player(window, qtbot):
    controller = window.controller
    controller.load_deal(partner_about_to_ask())
    qtbot.waitUntil(lambda: window.go_out.box is not None, timeout=10_000)
    box = window.go_out.box
    assert box.isVisible() and not box.isModal()
    assert controller.deal.phase == ANSWER and controller.is_human_turn()
    assert window.go_out.answer(False)
    assert window.go_out.box is None
    assert controller.deal.phase == PLAY and controller.deal.answer is False


@pytest.mark.parametrize("language", ["en", "fr"])
def test_the_status_bar_says_who_asks_to_go_out_in_words_fit_for_anyone(window, qtbot, qapp,
                                                                        language):
    """Play-test: « Ana demande s'il peut sortir » said "he" of every asker."""
    i18n.set_language(qapp, language)
    controller = window.controller
    controller.load_deal(partner_about_to_ask())
    qtbot.waitUntil(lambda: window.go_out.box is not None, timeout=10_000)
    name = controller.names[2]
    said = {"en": f"{name} asks whether they may go out", "fr": f"{name} demande à sortir"}
    assert window.status.hint.text() == said[language]
    assert window.go_out.answer(False)


def test_tete_et_queue_the_question_says_the_foot_counts_too(window, qtbot, qapp):
    """§3: the player's foot, still face down, counts against the side when
    his partner goes out: the question says so, with the hand."""
    state = position(hands={0: "8S 8H 8D 4C", 2: "5C 9H"}, pile="5S 9D", turn=2,
                     phase="answer", rules=rules_for("head-and-foot", 4),
                     melds={0: {"7": "7C 7D 7H 7S 7C 7D 7H", "6": "6C 6D 6H 6S 6C 6D 2H"}})
    assert state.current_seat == 0 and len(state.feet[0]) == 11
    for language, words in (("en", ("4 cards", "foot of 11 cards", "face down")),
                            ("fr", ("4 cartes", "queue de 11 cartes", "face cachée"))):
        i18n.set_language(qapp, language)
        window.controller.load_deal(state.clone())
        qtbot.waitUntil(lambda: window.go_out.box is not None, timeout=10_000)
        text = window.go_out.box.text()
        assert all(w in text for w in words), text
        assert window.go_out.answer(False)


def test_a_side_of_three_the_question_counts_the_third_partner_s_hand(window, qtbot, qapp):
    """§2 six players in two sides of three: when one partner goes out, the
    other two hands count against the side; the question names both."""
    state = position(hands={0: "8S 8H 8D 4C", 2: "5C 9H 4D", 4: "KS KH"}, pile="5S 9D",
                     turn=4, phase="answer", rules=rules_for("six-2x3", 6),
                     melds={0: {"7": "7C 7D 7H 7S 7C 7D 7H", "6": "6C 6D 6H 6S 6C 6D 2H"}})
    assert state.current_seat == 0
    window.controller.new_game(rules=state.rules, seed=3,
                               bot_names=(None,) + ("greedy",) * 5)
    for language, words in (("en", ("You hold 4 cards", "{third} holds 3 cards", "both your hands")),
                            ("fr", ("4 cartes", "{third} a 3 cartes", "à tous deux"))):
        i18n.set_language(qapp, language)
        third = window.controller.names[2]  # a default name is said in the language
        words = tuple(w.format(third=third) for w in words)
        window.controller.load_deal(state.clone())
        qtbot.waitUntil(lambda: window.go_out.box is not None, timeout=10_000)
        text = window.go_out.box.text()
        assert all(w in text for w in words), text
        assert window.go_out.answer(False)


def test_the_player_asks_the_partner(window, qtbot):
    controller = window.controller
    deal = partner_about_to_ask()
    # The same position with the roles swapped: the player holds three fours.
    deal.hands[0], deal.hands[2] = deal.hands[2], deal.hands[0]
    deal.turn = 0
    controller.load_deal(deal)
    assert window.side_panel.ask_button.isEnabled()
    window.side_panel.ask_button.click()
    assert window.ask_guard.box is None, "his cards can go out: no warning"
    qtbot.waitUntil(lambda: controller.deal.phase == PLAY and controller.deal.asked,
                    timeout=10_000)
    assert "North says" in window.window.statusBar().currentMessage()


def first_deal_played(window, qtbot, person: bool = False) -> list:
    """Deal 1 of seed 4 played to its end by greedy bots, seat 0 too; with
    `person`, seat 0 is the person's again for the next deal."""
    controller = window.controller
    results: list = []
    controller.deal_ended.connect(results.append)
    controller.new_game(seed=4, bot_names=[None if person else "greedy"] + ["greedy"] * 3)
    if person:
        controller.set_seat_bot(0, "greedy")
    qtbot.waitUntil(lambda: bool(results), timeout=60_000)
    if person:
        controller.set_seat_bot(0, None)
    return results


def test_a_whole_deal_ends_with_the_breakdown_and_a_next_deal(window, qtbot):
    controller = window.controller
    results = first_deal_played(window, qtbot)
    dialog = window.deal_end
    assert dialog.isVisible() and not dialog.isModal()
    text = dialog.summary.text()
    assert "Running total" in text and "Melded cards" in text
    assert f"{results[0].scores[0].total:,}".replace("-", "\u2212") in text
    dialog.next_deal()
    assert not dialog.isVisible()
    assert controller.deal.setup.deal_number == 2 and not controller.deal.is_over


def test_escape_on_the_deal_s_end_deals_the_next_one(window, qtbot):
    """Review: Escape (or the close button) hid the summary and nothing else
    dealt the next deal: the game stood still."""
    controller = window.controller
    first_deal_played(window, qtbot)
    dialog = window.deal_end
    qtbot.waitExposed(dialog)
    qtbot.keyClick(dialog, Qt.Key.Key_Escape)
    assert not dialog.isVisible()
    assert controller.deal.setup.deal_number == 2


def test_after_next_deal_the_first_h_gives_a_hint(window, qtbot):
    """Play-test: the first H after "Next deal" did nothing; the table's
    keys are the main window's, which had not got the keyboard back."""
    controller = window.controller
    first_deal_played(window, qtbot, person=True)
    qtbot.mouseClick(window.deal_end.next_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(controller.is_human_turn, timeout=60_000)
    window.hinter.budget_s = 0.05
    key(window.view, Qt.Key.Key_H)
    qtbot.waitUntil(lambda: window.hinter.current is not None, timeout=20_000)


def test_the_side_panel_says_what_players_may_say_aloud(table):
    text = table.side_panel.text()
    assert "Opening minimum: <b>50</b>" in text
    assert f"Stock:</b> {len(table.controller.deal.stock)} cards" in text
    # A count stays by its name (no-break space), whatever the panel's width.
    assert "You:\u00a011" in text and "West:\u00a011" in text
    assert "Pile:</b> 1 card, frozen for you<br>\u2022 your team has not opened<" in text, \
        "third play-test: the reason said 'frozen for you' a second time"
    deal = table.controller.deal
    click(table.view, table.scene.stock_point())
    assert f"Stock:</b> {len(deal.stock)} cards" in table.side_panel.text()
    assert "You:\u00a012" in table.side_panel.text()


def test_a_refused_action_never_raises(table):
    controller = table.controller
    refusals = []
    controller.refused.connect(refusals.append)
    assert controller.try_action(Discard(ids(controller.deal, "7C")[0])) is False
    assert refusals and refusals[0].code == "draw_first" and refusals[0].section == "§1 Turn"


def test_the_table_is_laid_out_again_on_resize(table, qtbot):
    scene = table.scene
    card = scene.hand_cards[0]
    width_before = scene.card_item(card).width
    table.window.resize(1600, 1000)
    qtbot.waitUntil(lambda: scene.card_item(card).width > width_before, timeout=3000)
    view_rect = table.view.viewport().rect()
    for item in scene.items_in_role("hand"):
        rect = table.view.mapFromScene(item.card_rect()).boundingRect()
        assert view_rect.contains(rect), "every hand card is inside the window"


def test_the_menus_keys_work_while_the_deals_summary_has_the_keyboard(window, qtbot):
    """Play-test: F3, Ctrl+S, F1 did nothing while the summary of the deal
    had the keyboard (a window of its own): the sheet is opened from it."""
    first_deal_played(window, qtbot, person=True)
    dialog = window.deal_end
    qtbot.waitUntil(dialog.isVisible)
    dialog.activateWindow()
    qtbot.waitUntil(dialog.isActiveWindow)
    assert window.files.sheet_window is None
    qtbot.keyClick(dialog.next_button, Qt.Key.Key_F3)
    qtbot.waitUntil(lambda: window.files.sheet_window is not None
                    and window.files.sheet_window.isVisible(), timeout=5_000)


def test_the_partner_s_question_closed_by_its_title_bar_is_answered_as_escape_answers_it(
        window, qtbot):
    """Play-test s38 (a beginner): the partner asked "may I go out?" and the
    box was closed with its window's ×: it went, no answer was given, and
    the game waited for one with nothing left to answer with (North stuck,
    "North asks whether they may go out" for ever).  The × answers as
    Escape does, with the box's escape button: No."""
    controller = window.controller
    controller.load_deal(partner_about_to_ask())
    qtbot.waitUntil(lambda: window.go_out.box is not None, timeout=10_000)
    box = window.go_out.box
    assert box.isVisible() and controller.deal.phase == ANSWER
    box.close()  # the title bar's ×
    assert window.go_out.box is None
    assert controller.deal.answer is False
    assert any(seat == 0 and action.__class__.__name__ == "AnswerGoOut"
               for seat, action in controller.deal.history)


def test_while_the_partner_asks_the_panel_does_not_tell_the_player_to_ask(window, qtbot):
    """Play-test s38 (a beginner): North asked "may I go out?" and beside
    the question the side panel said "Your side may go out: ask your partner
    first…", to the one being asked.  While a question of his side stands,
    the panel leaves it to the question."""
    import re

    controller = window.controller
    controller.load_deal(partner_about_to_ask())
    qtbot.waitUntil(lambda: window.go_out.box is not None, timeout=10_000)
    text = re.sub(r"<[^>]+>", "", window.side_panel.talk_label.text())
    assert "asks you: may I go out?" in text
    assert "ask your partner first" not in text, text
    window.go_out.answer(False)
    qtbot.waitUntil(lambda: controller.is_human_turn() or window.deal_end.isVisible(),
                    timeout=10_000)
