"""What polished card games do (issue 15): the card just drawn is outlined
in the hand for a moment; the first turn's tip and Help say that several
melds may be laid together to open; Help lists every keyboard shortcut."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtTest import QTest

from canasta_desktop.model.variants import rules_for

from .conftest import GREEDY_TABLE
from .mouse import click


def test_the_card_just_drawn_is_outlined_for_a_moment(table, qtbot):
    scene = table.scene
    deal = table.controller.deal
    before = set(deal.hands[0])
    assert not scene.fresh_cards()
    click(table.view, scene.stock_point())
    drawn = set(deal.hands[0]) - before
    assert len(drawn) == 1
    assert scene.fresh_cards() == drawn, "only the new card stands out"
    qtbot.waitUntil(lambda: not scene.fresh_cards(), timeout=10_000)
    assert scene.card_item(drawn.pop()).isVisible(), "then it is a card like the others"


def test_the_first_turn_tip_says_several_melds_open_together(table):
    click(table.view, table.scene.stock_point())
    tip = table.status.hint.text()
    assert "one or several melds together" in tip and tip.startswith("To open (50 or more)")


def test_help_lists_every_keyboard_shortcut_and_opening_with_several_melds(table, qtbot):
    table.window.activateWindow()
    QTest.keyClick(table.view.viewport(), Qt.Key.Key_F1)
    dialog = table.help.rules_dialog
    assert dialog is not None and dialog.isVisible()
    text = dialog.text()
    assert "several melds at once" in text
    assert "A double-click on a card of your hand discards it" in text
    for action in table.window.findChildren(QAction):
        if not action.isVisible():
            continue
        for key in action.shortcuts():
            shown = key.toString(QKeySequence.SequenceFormat.NativeText)
            assert shown in text, f"{shown} ({action.text()}) missing from Help"
    for table_key in ("Space", "D", "T", "M", "Enter, X", "Esc"):
        assert f"{table_key}\t" in text or f"{table_key}\n" in text, table_key


def test_ctrl_q_quits_as_on_every_desktop(table, qtbot):
    """Play-test: Game → Quit had no key where the platform names none
    (Windows, this offscreen one); every other main item had one."""
    table.window.activateWindow()
    assert "Ctrl+Q" in [k.toString() for k in table.menus.quit_action.shortcuts()]
    QTest.keyClick(table.view.viewport(), Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    qtbot.waitUntil(lambda: not table.window.isVisible(), timeout=5_000)


def test_help_keyboard_shortcuts_opens_a_window_of_the_keys_of_this_game(table, qtbot):
    """Play-tests: the arrows, Space and the table's keys were listed only at
    the end of Help → Rules; then Help → Keyboard shortcuts opened the rules
    window scrolled to its end, under the title "Rules of this variant",
    its heading cut at the top, listing Origen's and Tête et Queue's keys in
    a classic game.  It is now a window of its own, opening at its top."""
    table.menus.keys_action.trigger()
    dialog = table.help.keys_dialog
    assert dialog is not None and dialog.isVisible()
    assert dialog.windowTitle() == "Keyboard shortcuts"
    assert dialog.browser.verticalScrollBar().value() == 0
    text = dialog.text()
    # The keys that play a turn first, in sight without scrolling (play-test
    # at 1280×720: the window opened on the mouse's moves, D, T, M and X
    # below the fold); then the menus' keys, then the mouse.
    assert text.startswith("Keyboard shortcuts") and "At the table" in text
    assert text.index("draw from the stock") < text.index("Undo") < text.index("At the table")
    assert "Space" in text and "or add them to your meld of their rank" in text
    browser = dialog.browser
    for words in ("draw from the stock", "discard the card under the focus",
                  "clear the selection"):
        where = browser.cursorRect(browser.document().find(words))
        assert 0 <= where.top() and where.bottom() <= browser.viewport().height(), words
    # Play-test: no word on the basic moves; each step is one the table does
    # (tests/ui/test_table_mouse.py drags them).
    steps = text.index("Your turn, with the mouse:")
    for step in ("Draw: drag the stock onto your hand", "Or take the pile: drag it onto your hand",
                 "Meld: click cards to select them", "Discard: drag one card onto the pile"):
        assert text.index(step) > steps, step
    assert "announce a tile" not in text and "choose the first or the second packet" not in text
    assert "§1 Melds" not in text, "the rules stay in their own window"
    assert table.help.rules_dialog is None or not table.help.rules_dialog.isVisible()


def test_the_keys_of_origen_and_of_tete_et_queue_are_listed_in_their_games(window):
    from canasta_desktop.model.variants import rules_for
    from canasta_desktop.ui.help_dialogs import table_keys

    keys = {variant: dict(table_keys(rules_for(variant))) for variant in
            ("classic", "origen", "head-and-foot")}
    assert "A" in keys["origen"] and "A" not in keys["classic"]
    assert "1, 2" in keys["head-and-foot"] and "1, 2" not in keys["classic"]
    assert "A" not in keys["head-and-foot"] and "1, 2" not in keys["origen"]


def test_s1_frozen_pile_a_black_three_turned_up_the_table_says_draw_and_refuses_the_take(window):
    """RULES.md §1 Frozen pile: the first player cannot take the pile over a
    black three turned up.  The status bar and the panel offer the stock
    only, and the take tried with the mouse is refused with the reason."""
    from tests.model.builders import first_player_with_nines_and_aces

    deal = first_player_with_nines_and_aces("3S 9C")
    window.controller.load_deal(deal)
    assert window.controller.is_human_turn()
    assert "the pile cannot be taken now" in window.status.hint.text()
    assert "Your turn: draw (the pile cannot be taken now)." in window.side_panel.text()
    for card in deal.hands[0][:2]:  # 9S 9H
        click(window.view, window.scene.hand_point(card))
    click(window.view, window.scene.pile_point())
    assert len(deal.pile) == 2 and not deal.history, "the pile stays where it is"
    banner = window.refusal_banner
    assert banner.isVisible() and "a black three was turned up" in banner.text()


def test_s1_deal_the_log_says_which_cards_were_turned_up_under_the_top_one(window):
    """§1 Deal: a wild or a three turned up is covered by the next card; the
    pile shows only its top, so the log says what lies under it."""
    from tests.model.builders import first_player_with_nines_and_aces

    window.controller.load_deal(first_player_with_nines_and_aces("3S 9C"))
    lines = [window.side_panel.log.item(i).text() for i in range(window.side_panel.log.count())]
    said = [line for line in lines if line.startswith("Turned up")]
    assert said == ["Turned up to start the pile: 3\u2660 9\u2663 (the last one on top)"]
    window.controller.load_deal(first_player_with_nines_and_aces("9C"))
    lines = [window.side_panel.log.item(i).text() for i in range(window.side_panel.log.count())]
    assert not any(line.startswith("Turned up") for line in lines), "one card: the pile shows it"


def test_a_key_of_the_table_and_of_a_menu_is_listed_once(window):
    """Play-test: Origen's A was listed twice, as the table's key and as the
    menu's, worded two ways (in French « rang » and « hauteur »)."""
    import re

    from canasta_desktop.model.variants import rules_for
    from canasta_desktop.ui.help_dialogs import table_help_html

    html = table_help_html([("A", "Announce a tile for the selected rank"), ("H", "Hint")],
                           rules_for("origen"), keys_first=True)
    assert len(re.findall(r"<b>A</b>", html)) == 1
    assert "Origen: announce a tile for the selected rank" in html and "<b>H</b>" in html


def help_text(window) -> str:
    """Help → Rules as F1 on the table opens it."""
    window.window.activateWindow()
    QTest.keyClick(window.view.viewport(), Qt.Key.Key_F1)
    return window.help.rules_dialog.text()


def test_help_says_how_to_go_out_and_where_the_partner_is_asked(table, qtbot):
    """Play-test s36: Help said how to draw, meld and discard, never how to go
    out nor where "may I go out?" is asked; and it sent the player to Game →
    New game… (which deals anew) to stop the double-click question."""
    text = help_text(table)
    assert "Go out: meld or discard your last cards" in text
    ask = table.side_panel.ask_button.text()
    assert (f"To go out, ask your partner first, before you take the pile or meld that turn: "
            f"click \u201c{ask}\u201d in the side panel (or press G)") in text
    for action in (table.menus.hint_action, table.menus.undo_action):
        assert f" {action.iconText()} " in text, "the side panel's buttons, by their names"
    preferences = table.menus.preferences_action.text().replace("&", "")
    assert f"turned that off (Edit \u2192 {preferences})" in text
    assert "New game" not in text.split("A double-click")[1].split("\n")[0]


def test_help_of_a_game_without_partners_does_not_speak_of_asking(window, qtbot):
    window.controller.new_game(rules_for("rami", 4, "solo"), seed=3, bot_names=GREEDY_TABLE)
    text = help_text(window)
    assert "Go out: meld or discard your last cards" in text
    assert "may I go out?\u201d in the side panel" not in text


def test_help_with_asking_optional_says_the_player_may_ask(window, qtbot):
    """With the house rule that makes asking optional (§6), Help does not
    tell him he must ask."""
    optional = rules_for("classic", 4).with_options(asking_to_go_out_optional=True)
    window.controller.new_game(optional, seed=3, bot_names=GREEDY_TABLE)
    text = help_text(window)
    assert "To go out, you may first ask your partner" in text
    assert "ask your partner first" not in text


def _tooltip_at(view, scene_point) -> str:
    """The tooltip the view shows where the mouse rests (a real help event)."""
    from PySide6.QtCore import QEvent
    from PySide6.QtGui import QHelpEvent
    from PySide6.QtWidgets import QApplication, QToolTip

    at = view.mapFromScene(scene_point)
    QApplication.sendEvent(view.viewport(), QHelpEvent(QEvent.Type.ToolTip, at,
                                                       view.viewport().mapToGlobal(at)))
    return QToolTip.text() if QToolTip.isVisible() else ""


def test_s1_frozen_pile_the_snowflake_says_what_frozen_means(window, qapp):
    """Play-test s38 (a beginner): "Pile ❄" and nothing on the table said
    the sign meant frozen, nor what a frozen pile asks.  Resting the mouse
    on the pile's caption says why it is frozen and how it is taken, with
    the rule, in English and French; a pile that is not frozen says nothing."""
    from canasta_desktop import i18n

    from .deals import stacked_deal

    c = window.controller
    c.load_deal(stacked_deal({0: "AS AH AD KS KH 7C 8D 9S TD JC QH"}, "2C 6D", "5S"))
    caption = window.scene.label("pile")
    assert caption is not None and "\u2744" in caption.full_text
    spot = caption.sceneBoundingRect().center()
    said = _tooltip_at(window.view, spot)
    assert said == ("\u2744 Frozen: a wild card turned up froze the pile, so take it only with a "
                    "natural pair of the top card's rank from your hand (§1 Frozen pile)"), said
    i18n.set_language(qapp, "fr")
    try:
        said = _tooltip_at(window.view, window.scene.label("pile").sceneBoundingRect().center())
        assert said.startswith("\u2744 Gelée\u00a0: un passe-partout retourné a gelé la pile"), said
        assert said.endswith("(§1 Pile gelée)"), said
    finally:
        i18n.set_language(qapp, "en")
    from tests.model.builders import position

    # Open to the player (his team has opened): no sign, nothing to say.
    c.load_deal(position(hands={0: "AS AH AD KS KH 7C"}, pile="5D 6C", phase="draw",
                         melds={0: {"Q": "QS QH QD"}}))
    caption = window.scene.label("pile")
    assert "\u2744" not in caption.full_text and caption.toolTip() == ""


def test_s1_frozen_pile_a_pile_frozen_only_for_the_player_shows_the_snowflake(window, qapp):
    """Play-test s38 (a beginner): his team had not opened, the side panel
    said "Pile: 1 card, frozen for you • your team has not opened", and the
    table drew "Pile" with no ❄: the sign was drawn only for a pile frozen
    for everybody.  The table draws the model's fact for the player, and the
    sign says why, in the words his take would be refused with: his team's,
    as the panel says it (« your team has not opened »)."""
    from canasta_desktop import i18n

    from .deals import stacked_deal

    window.controller.load_deal(stacked_deal({0: "AS AH AD KS KH 7C 8D 9S TD JC QH"}, "6C",
                                             "5S"))
    caption = window.scene.label("pile")
    assert caption is not None and "\u2744" in caption.full_text, caption.full_text
    said = _tooltip_at(window.view, caption.sceneBoundingRect().center())
    assert said == ("\u2744 Frozen: your team has not opened yet, so take it only with a "
                    "natural pair of the top card's rank from your hand (§1 Frozen pile)"), said
    i18n.set_language(qapp, "fr")
    try:
        caption = window.scene.label("pile")
        assert "\u2744" in caption.full_text
        said = _tooltip_at(window.view, caption.sceneBoundingRect().center())
        assert said.startswith("\u2744 Gelée\u00a0: votre équipe n'a pas encore ouvert"), said
    finally:
        i18n.set_language(qapp, "en")
