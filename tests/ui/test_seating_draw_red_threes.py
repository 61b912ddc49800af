"""The red threes dealt, under the seating draw (§1 Seating and teams, §1 Red
threes).  Play-test s40: while the draw was still shown, the log already
said "Chloé lays a red three and draws a card in its place" and her red
threes lay on the table, although nobody plays until the draw is over.  The
table, the panel's count and the log show them once play begins, every line
kept."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from canasta_desktop import i18n
from canasta_desktop.model.events import RedThreeLaid
from canasta_desktop.session.settings import GameSettings

GREEDY = ["", "greedy", "greedy", "greedy"]
NAMES = ["You", "Ana", "Bruno", "Chlo\u00e9"]
SEED = 5  # Chloé draws the best card, plays first and is dealt two red threes
LAID = {"en": "Chlo\u00e9 lays a red three and draws a card in its place",
        "fr": "Chlo\u00e9 pose un 3 rouge et pioche une carte \u00e0 sa place"}
HEADER = {"en": "\u2014 Deal 1 \u2014", "fr": "\u2014 Donne 1 \u2014"}


def log_lines(window) -> list[str]:
    log = window.side_panel.log
    return [log.item(i).text() for i in range(log.count())]


def red_threes_on_the_table(window) -> int:
    return sum(1 for role in window.scene.canvas.roles.values() if role == "red_three")


def red_threes_counted(window) -> list[int]:
    return [team.red_threes for team in window.side_panel.talk.teams]


def laid_at_the_start(window) -> int:
    return sum(isinstance(event, RedThreeLaid) for event in window.controller.deal.begin_events)


def start_with_the_draw(window, language: str) -> None:
    settings = GameSettings(variant="classic", seating_draw=True, bots=GREEDY, names=NAMES,
                            language=language).checked()
    window.games.apply_settings(settings, start=False)
    window.games.start_game(seed=SEED)


@pytest.mark.parametrize("language", ["en", "fr"])
def test_red_threes_dealt_are_shown_and_logged_once_the_draw_is_over(window, qapp, language):
    i18n.set_language(qapp, language)
    start_with_the_draw(window, language)
    dialog = window.games.seating_dialog
    assert dialog is not None and dialog.isVisible()
    assert laid_at_the_start(window) == 2, "the engine laid Chlo\u00e9's two red threes"
    assert log_lines(window) == [HEADER[language]], "nothing laid yet, in the log"
    assert red_threes_on_the_table(window) == 0, "nor on the table"
    assert red_threes_counted(window) == [0, 0], "nor in the panel's count"
    QTest.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)  # Play
    assert not dialog.isVisible()
    assert log_lines(window)[:3] == [HEADER[language], LAID[language], LAID[language]]
    assert red_threes_on_the_table(window) == 2
    assert sorted(red_threes_counted(window)) == [0, 2]


def test_a_language_switch_under_the_draw_keeps_the_red_threes_back_and_every_line(
        window, qapp):
    """The log says its lines again in the new language: still none of the
    play while the draw is shown, and each of them once it is over."""
    start_with_the_draw(window, "en")
    window.menus.language_actions["fr"].trigger()
    assert log_lines(window) == [HEADER["fr"]]
    QTest.mouseClick(window.games.seating_dialog.start_button, Qt.MouseButton.LeftButton)
    assert log_lines(window)[:3] == [HEADER["fr"], LAID["fr"], LAID["fr"]]


def test_a_game_left_under_the_draw_shows_its_red_threes_once_the_draw_is_over_again(
        window_runs, qtbot):
    """Continued, a game left while its draw was shown shows the draw again
    (test_window_saves): its log, told the deal so far at once, waits for
    Play too."""
    first = window_runs()
    start_with_the_draw(first, "en")
    first.controller.shutdown()
    first.window.close()
    second = window_runs()
    second.games.start_up()
    dialog = second.games.seating_dialog
    assert dialog is not None and dialog.isVisible()
    assert laid_at_the_start(second) == 2
    assert log_lines(second) == [HEADER["en"]]
    assert red_threes_on_the_table(second) == 0
    QTest.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    assert log_lines(second)[:3] == [HEADER["en"], LAID["en"], LAID["en"]]
    assert red_threes_on_the_table(second) == 2
