"""Closing the window while a bot thinks (play-test s39: the window stayed
up to the hard bot's time budget, the game frozen).  The bot's search is
abandoned at once (bots/stop_asked.py); every move made before is saved,
and the game continues, in a new window, where it stopped."""

from __future__ import annotations

import time

from canasta_desktop.bots.hard import HardBot
from canasta_desktop.model.actions import Discard
from canasta_desktop.persistence.saves import read_save
from canasta_desktop.session.settings import GameSettings

from .test_window_saves import GREEDY, WAIT_MS, play_turns

SLOW_BUDGET_S = 30.0  # a search that would keep the window open half a minute


def test_closing_while_a_hard_bot_thinks_is_at_once_and_loses_no_move(window_runs, qtbot):
    first = window_runs()
    first.games.apply_settings(GameSettings(seating_draw=False, bots=GREEDY), start=False)
    first.games.start_up(seed=5)
    play_turns(qtbot, first, 1)  # the player has just drawn
    c = first.controller
    after_him = (c.human_seat + 1) % len(c.bots)
    c.people.bots[after_him] = HardBot(budget_s=SLOW_BUDGET_S)
    discard = next(a for a in c.legal_actions() if isinstance(a, Discard))
    assert c.try_action(discard)
    runner = c.bot_turns.runner

    thinking_since: list[float] = []

    def searching() -> bool:  # a choice weighed for a while (a forced move is instant)
        if not (c.deal.current_seat == after_him and runner.busy()):
            thinking_since.clear()
            return False
        thinking_since[:] = thinking_since or [time.monotonic()]
        return time.monotonic() - thinking_since[0] > 0.5
    qtbot.waitUntil(searching, timeout=WAIT_MS)
    moves = len(c.deal.history)
    game_id = first.autosaver.game_id

    started = time.monotonic()
    first.window.close()
    closed_in = time.monotonic() - started
    assert closed_in < 2.0, f"the window took {closed_in:.1f} s to close"
    assert not runner.busy(), "nothing left thinking behind the closed window"
    saved = read_save(first.autosaver.last_path)
    assert len(saved.deals[-1].actions) == moves, "every move made is saved, none half"

    second = window_runs()
    restored = second.games.continue_game()
    assert restored is not None and restored.save.game_id == game_id
    c2 = second.controller
    assert len(c2.deal.history) == moves
    assert c2.deal.current_seat == after_him, "the bot thinks again where it stopped"


def test_closing_while_a_hint_is_searched_is_at_once(window_runs, qtbot):
    """Edit → Hint searches as the hard bot does, on a worker of its own:
    the window closes without waiting for it either."""
    first = window_runs()
    first.games.apply_settings(GameSettings(seating_draw=False, bots=GREEDY), start=False)
    first.games.start_up(seed=5)
    play_turns(qtbot, first, 1)  # the player has just drawn: a choice to weigh
    first.hinter.budget_s = SLOW_BUDGET_S
    assert first.hinter.request()
    qtbot.wait(500)
    assert first.hinter.busy() and first.hinter.current is None, "still searching"
    started = time.monotonic()
    first.window.close()
    closed_in = time.monotonic() - started
    assert closed_in < 2.0, f"the window took {closed_in:.1f} s to close"
