"""The computer seats play at the level the settings give each person
(medium unless told otherwise), wherever the seating draw puts them."""

from __future__ import annotations

from canasta_desktop.session.autosave import Autosaver
from canasta_desktop.session.controller import GameController
from canasta_desktop.session.settings import GameSettings

LEVELS = ["", "easy", "hard", "medium"]  # the player, then one level per bot


def record_who_plays(controller: GameController) -> list[tuple[str, str]]:
    """(name of the seat, bot level) of every move asked of a bot."""
    asked: list[tuple[str, str]] = []
    request = controller.bot_turns.runner.request

    def spy(token, bot, view, legal, rng):
        asked.append((controller.names[view.seat], bot.name))
        request(token, bot, view, legal, rng)

    controller.bot_turns.runner.request = spy
    return asked


def test_new_games_default_to_medium_bots(qtbot):
    assert GameSettings().bot_levels()[1:] == ["medium"] * 3
    controller = GameController(bot_delay_ms=0)
    try:
        controller.new_game(seed=1)
        assert controller.person_bots == [None, "medium", "medium", "medium"]
        assert [b.name if b else None for b in controller.bots] == [None] + ["medium"] * 3
    finally:
        controller.shutdown()


def test_the_level_chosen_for_each_person_is_the_one_that_plays(window, qtbot):
    dialog = window.games.new_game()
    for i, level in enumerate(LEVELS):
        dialog.name_edits[i].setText(["Me", "Eve", "Hal", "Rex"][i])
        dialog.level_combos[i].setCurrentIndex(dialog.level_combos[i].findData(level))
    dialog.seating_check.setChecked(True)  # the draw moves people around the table
    dialog.speed_combo.setCurrentIndex(dialog.speed_combo.findData("Instant"))
    controller = window.controller
    asked = record_who_plays(controller)
    dialog.accept()
    window.games.seating_dialog.hide()

    expected = {"Eve": "easy", "Hal": "hard", "Rex": "medium"}
    seated = {controller.names[s]: (b.name if b else None) for s, b in enumerate(controller.bots)}
    assert seated == {"Me": None, **expected}
    # A quicker search for the hard bot, and a bot in the player's seat so
    # that play goes round without him: what matters is who is asked.
    controller.bots = [_quick_hard() if b is not None and b.name == "hard" else b
                       for b in controller.bots]
    controller.set_seat_bot(controller.human_seat, "greedy")
    controller.resume()
    qtbot.waitUntil(lambda: set(expected) <= {name for name, _ in asked}, timeout=30_000)
    assert {(name, level) for name, level in asked if name != "Me"} == set(expected.items())


def _quick_hard():
    from canasta_desktop.bots.hard import HardBot

    return HardBot(budget_s=0.05)


def test_a_resumed_save_plays_unknown_levels_at_medium():
    assert Autosaver.resumed_bots([None, "easy", "", "retired-bot"]) == \
        [None, "easy", "medium", "medium"]
