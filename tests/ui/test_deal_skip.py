"""Game → Skip to the deal's end (End): a deal the person does not play in
is played out by the bots without the table's pauses, and the chosen speed
comes back at the deal's end (§2 Five and six players in turn: the one who
sits out watches the whole deal)."""

from __future__ import annotations

from PySide6.QtCore import Qt

from canasta_desktop.model.variants import rules_for

from .mouse import key

BOTS = "greedy"


def _sitting_out(window, qtbot):
    """Six in turn, the bots playing deal 1 for everyone; deal 2 is the
    person's turn to sit out."""
    controller = window.controller
    results = []
    controller.deal_ended.connect(results.append)
    controller.new_game(rules_for("six-rotating"), seed=3, bot_names=[BOTS] * 6)
    qtbot.waitUntil(lambda: bool(results), timeout=60_000)
    window.preferences.set_speed("Slow")
    qtbot.mouseClick(window.deal_end.next_button, Qt.MouseButton.LeftButton)
    assert controller.spectating and controller.deal_number == 2
    window.window.activateWindow()
    qtbot.waitUntil(lambda: window.window.isActiveWindow())
    return controller, results


def test_end_plays_the_deal_one_sits_out_without_pauses_then_gives_the_speed_back(window,
                                                                                   qtbot):
    controller, results = _sitting_out(window, qtbot)
    action = window.menus.skip_deal_action
    assert action.isEnabled()
    assert controller.bot_delay_ms == 1100 and window.scene.animation_ms == 400
    assert window.status.hint.text().endswith("\u00b7 End: skip to the deal's end")

    key(window.view, Qt.Key.Key_End)

    assert controller.bot_delay_ms == 0 and window.scene.animation_ms == 0
    assert not action.isEnabled(), "skipping already"
    assert controller.skipping_deal
    qtbot.waitUntil(lambda: "End" not in window.status.hint.text())  # at the bots' next move
    # At the slow pace a deal of six greedy bots takes minutes; skipped, seconds.
    qtbot.waitUntil(lambda: len(results) == 2, timeout=30_000)
    assert window.deal_end.isVisible(), "the deal's end is shown as after any deal"
    assert controller.bot_delay_ms == 1100 and window.scene.animation_ms == 400
    assert not action.isEnabled()


def test_a_speed_chosen_while_skipping_is_the_one_given_back(window, qtbot):
    controller, results = _sitting_out(window, qtbot)
    key(window.view, Qt.Key.Key_End)
    window.menus.speed_actions["Fast"].trigger()
    assert controller.bot_delay_ms == 0, "the skip goes on"
    qtbot.waitUntil(lambda: len(results) == 2, timeout=30_000)
    assert controller.bot_delay_ms == 220 and window.scene.animation_ms == 140


def test_the_log_tells_the_person_sitting_out_how_to_skip(window, qtbot):
    _sitting_out(window, qtbot)
    log = window.side_panel.log
    lines = [log.item(i).text() for i in range(log.count())]
    assert "You sit this deal out and watch (End: skip to the deal's end)." in lines


def test_no_skip_while_the_person_plays_the_deal(window, qtbot):
    controller = window.controller
    window.preferences.set_speed("Slow")
    assert controller.is_human_turn()
    assert not window.menus.skip_deal_action.isEnabled()
    assert "End" not in window.status.hint.text()
    key(window.view, Qt.Key.Key_End)
    assert controller.bot_delay_ms == 1100 and window.scene.animation_ms == 400
