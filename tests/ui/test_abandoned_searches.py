"""A search nobody waits for any more ends at once (review s40: after an
Undo, a new deal or a hint cleared, the old search ran to its budget, and
the next bot's move or hint waited behind it on the one worker)."""

from __future__ import annotations

import random
import threading
import time

from canasta_desktop.bots.hard import HardBot
from canasta_desktop.bots.stop_asked import stop_asked
from canasta_desktop.model.actions import Discard
from canasta_desktop.session.bot_runner import BotRunner
from canasta_desktop.session.settings import GameSettings

from .test_window_saves import GREEDY, play_turns

LONG_SEARCH_S = 60.0  # far past every wait below: only an abandon ends it sooner
WAIT_MS = 20_000


class SearchingBot:
    """Searches until told to stop (as hard's search looks at its clock),
    or for a minute."""

    def __init__(self) -> None:
        self.started = threading.Event()
        self.stopped_early: list[bool] = []

    def choose(self, view, legal, rng):
        self.started.set()
        until = time.monotonic() + LONG_SEARCH_S
        while time.monotonic() < until and not stop_asked():
            time.sleep(0.005)
        self.stopped_early.append(stop_asked())
        return legal[0]


class QuickBot:
    def __init__(self) -> None:
        self.stop_asked_at_start: list[bool] = []

    def choose(self, view, legal, rng):
        self.stop_asked_at_start.append(stop_asked())
        return legal[0]


def _answers(runner: BotRunner) -> list[tuple[int, object]]:
    got: list[tuple[int, object]] = []
    runner.decided.connect(lambda token, action: got.append((token, action)))
    return got


def test_an_abandoned_search_ends_and_the_next_request_is_answered(qtbot):
    runner = BotRunner()
    got = _answers(runner)
    searching, quick = SearchingBot(), QuickBot()
    try:
        runner.request(1, searching, None, ("old move",), random.Random(1))
        assert searching.started.wait(WAIT_MS / 1000)
        runner.abandon()  # an Undo: the position it searched is gone
        runner.request(2, quick, None, ("new move",), random.Random(2))
        qtbot.waitUntil(lambda: (2, "new move") in got, timeout=WAIT_MS)
    finally:
        runner.shutdown()
    assert searching.stopped_early == [True]
    assert got[0] == (1, "old move"), "the old answer still comes back, to be dropped by its token"
    assert quick.stop_asked_at_start == [False], "a request made after the abandon is not stopped"


def test_requests_still_queued_are_abandoned_too(qtbot):
    runner = BotRunner()
    got = _answers(runner)
    first, queued, quick = SearchingBot(), SearchingBot(), QuickBot()
    try:
        runner.request(1, first, None, ("a",), random.Random(1))
        runner.request(2, queued, None, ("b",), random.Random(2))  # waits for the worker
        assert first.started.wait(WAIT_MS / 1000)
        runner.abandon()
        runner.request(3, quick, None, ("c",), random.Random(3))
        qtbot.waitUntil(lambda: len(got) == 3, timeout=WAIT_MS)
    finally:
        runner.shutdown()
    assert [token for token, _ in got] == [1, 2, 3]
    assert first.stopped_early == [True] and queued.stopped_early == [True]
    assert quick.stop_asked_at_start == [False]


def test_undo_while_a_hard_bot_thinks_ends_its_search(window_runs, qtbot):
    """Undo after his discard takes back the turn the next bot was weighing:
    that bot's search ends there, the worker free for what comes next."""
    table = window_runs()
    table.games.apply_settings(GameSettings(seating_draw=False, bots=GREEDY), start=False)
    table.games.start_up(seed=5)
    play_turns(qtbot, table, 1)  # the player has just drawn
    c = table.controller
    c.allow_round_undo = True  # "allow Undo after your turn ends"
    after_him = (c.human_seat + 1) % len(c.bots)
    c.people.bots[after_him] = HardBot(budget_s=LONG_SEARCH_S)
    discard = next(a for a in c.legal_actions() if isinstance(a, Discard))
    assert c.try_action(discard)
    runner = c.bot_turns.runner
    qtbot.waitUntil(lambda: c.deal.current_seat == after_him and runner.busy(),
                    timeout=WAIT_MS)
    table.menus.undo_action.trigger()
    assert c.is_human_turn(), "his discard is taken back"
    qtbot.waitUntil(lambda: not runner.busy(), timeout=WAIT_MS)


def test_a_hint_cleared_by_a_move_ends_its_search(window_runs, qtbot):
    table = window_runs()
    table.games.apply_settings(GameSettings(seating_draw=False, bots=GREEDY), start=False)
    table.games.start_up(seed=5)
    play_turns(qtbot, table, 1)  # the player has just drawn: a choice to weigh
    hinter = table.hinter
    hinter.budget_s = LONG_SEARCH_S
    assert hinter.request()
    qtbot.waitUntil(hinter._runner.busy, timeout=WAIT_MS)
    c = table.controller
    meld_or_discard = c.legal_actions()[-1]
    assert c.try_action(meld_or_discard)  # the position changes: the hint is cleared
    assert not hinter.busy()
    qtbot.waitUntil(lambda: not hinter._runner.busy(), timeout=WAIT_MS)
