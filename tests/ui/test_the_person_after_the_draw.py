"""The person at the computer after the seating draw, while a bot plays his
seat (play-test s41, finding 1).  Maximilienne, Player 1, set a level for
her own seat and left "Draw seats" on; the draw sat her away from place 0.
The table said "We (Maximilienne…) win", but Past games said "They won",
the statistics counted no win and the Open dialog listed the other side
first; after a restart another player sat at the bottom as "you", and the
next New game made him the human of its first row.  The game keeps who she
is (`Match.person`), and its save and score sheet with it."""

from __future__ import annotations

from html import unescape

import pytest
from PySide6.QtCore import Qt
from PySide6.QtTest import QTest

from canasta_desktop.model.match import Match, player_teams
from canasta_desktop.printing.sheet_html import format_points
from canasta_desktop.session.settings import DEV_BOTS_ENV, GameSettings

NAMES = ["Maximilienne", "Ana", "Bruno", "Chloé"]
WAIT_MS = 60_000


@pytest.fixture
def windows(window_runs, monkeypatch):
    monkeypatch.setenv(DEV_BOTS_ENV, "1")  # greedy bots: fast, in every seat
    return window_runs


def settings() -> GameSettings:
    """Every seat a bot, hers too, and the seats drawn."""
    return GameSettings(variant="classic", names=NAMES + ["Diego", "Elsa"],
                        bots=["greedy"] * 6, seating_draw=True, speed="Instant")


def seeds_drawing_her_opposite():
    """Seeds whose draw seats her in the other team from place 0's player
    (§1 Seating and teams), so that reading place 0 as hers is seen."""
    rules = settings().rules()
    teams = player_teams(rules)
    for seed in range(1, 200):
        her_place = Match.new(rules, seed, NAMES, draw_seats=True).places_as_set_up[0]
        if teams[her_place] != teams[0]:
            yield seed


def start(window, seed: int) -> None:
    window.games.apply_settings(settings(), start=False)
    window.games.start_game(seed=seed, show_seating=False)
    c = window.controller
    assert c.match.names[c.me] == "Maximilienne" and c.me != 0, "the draw moved her"


def play_to_the_end(window, qtbot) -> None:
    """The bots play every deal; "Next deal" clicked at each deal's end."""
    c, deal_end = window.controller, window.deal_end
    while True:
        qtbot.waitUntil(lambda: deal_end.isVisible() and c.deal.is_over, timeout=WAIT_MS)
        if c.match.is_over:
            return
        QTest.mouseClick(deal_end.next_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: not c.deal.is_over, timeout=WAIT_MS)


def her_column(match) -> int:
    from canasta_desktop.model.match import score_columns

    her_place = match.names.index("Maximilienne")
    return next(c for c, people in enumerate(score_columns(match.rules)) if her_place in people)


def test_her_win_is_hers_in_past_games_the_statistics_and_the_open_dialog(windows, qtbot):
    window = windows()
    c = window.controller
    for tried, seed in enumerate(seeds_drawing_her_opposite()):
        assert tried < 8, "a game her side wins"
        start(window, seed)
        play_to_the_end(window, qtbot)
        if c.match.winner == her_column(c.match):
            break
    match = c.match
    ours, theirs = match.totals[her_column(match)], match.totals[1 - her_column(match)]
    said = unescape(window.deal_end.summary.text())
    assert "The game is over: Maximilienne & " in said, "the table says her side won"
    window.autosaver.flush()

    history = window.files.show_history()
    games = history.history
    assert games.cell_text(0, games.RESULT) == f"You won by {format_points(match.margin, 'en')}"
    scores = games.cell_text(0, games.SCORES)
    assert scores.startswith(f"We {format_points(ours, 'en')} – They "
                             f"{format_points(theirs, 'en')}"), scores
    assert games.cell_text(0, games.PLAYERS).startswith("Maximilienne, ")
    stats = history.statistics
    assert stats.cell_text(0, stats.WINS) == "1 (100%)"
    assert stats.cell_text(0, stats.BEST).startswith(format_points(ours, "en") + " (")
    history.close()

    opened = window.files.open_game()
    listed = opened.model
    row = next(i for i, e in enumerate(listed.entries)
               if e.save.game_id == window.autosaver.game_id)
    assert listed.cell_text(row, listed.SCORES) == scores
    assert listed.cell_text(row, listed.PLAYERS).startswith("Maximilienne, ")


def test_after_a_restart_she_is_at_the_bottom_and_new_game_lists_her_first(windows, qtbot):
    first = windows()
    start(first, next(seeds_drawing_her_opposite()))
    c = first.controller
    qtbot.waitUntil(lambda: len(c.deal.history) >= 12, timeout=WAIT_MS)
    first.window.close()

    second = windows()
    assert second.games.start_up() is not None
    c2 = second.controller
    assert c2.match.names[c2.me] == "Maximilienne"
    assert c2.names[c2.view().seat] == "Maximilienne", "the bottom of the table is hers"
    assert c2.person_bots[c2.me] == "greedy", "a bot still plays her seat"
    second.menus.new_game_action.trigger()
    dialog = second.games.settings_dialog
    assert dialog is not None and dialog.isVisible()
    shown = dialog.settings()
    assert shown.player_names()[0] == "Maximilienne"
    assert sorted(shown.player_names()[:4]) == sorted(NAMES)
    assert shown.bots[0] == "greedy", "her row keeps the bot she gave her seat"
    dialog.reject()


def test_opened_from_the_saves_her_seat_is_given_back_to_her(windows, qtbot):
    """Game → Open gives the person his own seat back when a bot played it:
    hers, not place 0's player (old reading: Chloé became the human)."""
    first = windows()
    start(first, next(seeds_drawing_her_opposite()))
    c = first.controller
    qtbot.waitUntil(lambda: len(c.deal.history) >= 12, timeout=WAIT_MS)
    game_id = first.autosaver.game_id
    first.window.close()

    second = windows()
    second.games.apply_settings(GameSettings(speed="Instant"), start=False)
    opened = second.files.open_game()
    opened.select_entry(next(e for e in opened.model.entries if e.save.game_id == game_id))
    assert opened.open_selected() is not None
    c2 = second.controller
    assert c2.match.names[c2.me] == "Maximilienne"
    assert c2.person_bots[c2.me] is None, "she plays her seat again"
    assert [level for level in c2.person_bots if level is None] == [None], "no one else does"
    assert c2.names[c2.human_seat] == "Maximilienne" == c2.names[c2.view().seat]
