"""The hard bot's settings and contract: budget from the constructor or the
environment, stopping when its time is up, the Hint command's `suggest`, the plan it
follows through a turn."""

from __future__ import annotations

import random

import pytest

from canasta_desktop.bots import hard, make_bot
from canasta_desktop.bots.hard import (BUDGET_ENV, DEFAULT_BUDGET, ITERATIONS_ENV, HardBot,
                                      suggest)
from canasta_desktop.model.phases import PLAY
from canasta_desktop.model.rules import get_rules

from .helpers import played_until


def test_budget_comes_from_the_constructor_then_the_environment(monkeypatch):
    monkeypatch.delenv(BUDGET_ENV, raising=False)
    assert HardBot().budget_s == DEFAULT_BUDGET == 1.0
    assert HardBot(budget_s=0.25).budget_s == 0.25
    monkeypatch.setenv(BUDGET_ENV, "0.05")
    assert HardBot().budget_s == 0.05
    assert make_bot("hard").budget_s == 0.05
    # The table waits that long before playing its quick answers while the
    # player's discard may be undone (their speed would tell what it holds).
    assert make_bot("hard").most_thinking_s == 0.05
    monkeypatch.setenv(BUDGET_ENV, "soon")
    with pytest.raises(ValueError, match=BUDGET_ENV):
        HardBot()


def test_an_iteration_cap_from_the_environment_replaces_the_clock(monkeypatch):
    """Benchmarks cap iterations so that a busy machine does not weaken hard."""
    monkeypatch.delenv(BUDGET_ENV, raising=False)
    monkeypatch.setenv(ITERATIONS_ENV, "25")
    bot = make_bot("hard")
    assert (bot.iterations, bot.budget_s) == (25, None)
    assert HardBot(budget_s=0.2).iterations is None  # the constructor still wins
    for bad in ("many", "0"):
        monkeypatch.setenv(ITERATIONS_ENV, bad)
        with pytest.raises(ValueError, match=ITERATIONS_ENV):
            HardBot()


def _play_position():
    state = played_until(get_rules("classic"), 1, lambda s: s.phase == PLAY
                         and s.turn_number > 10 and not s.melded_this_turn)
    assert state is not None, "seed 1 reaches the middle of a turn after ten turns"
    return state


class StepClock:
    """Time that moves on by `step` seconds each time it is read: the search
    sees the same clock however loaded the machine is."""

    def __init__(self, step: float) -> None:
        self.now = 0.0
        self.step = step

    def perf_counter(self) -> float:
        self.now += self.step
        return self.now


def test_a_decision_keeps_to_its_budget(monkeypatch):
    state = _play_position()
    seat = state.current_seat
    clock = StepClock(0.01)
    monkeypatch.setattr(hard, "time", clock)
    bot = HardBot(budget_s=0.3)
    action = bot.choose(state.view_for(seat), state.legal_actions(), random.Random(1))
    assert state.is_legal(action, seat)
    assert bot.last is not None and bot.last.stopped == "budget"
    assert bot.last.iterations >= 1
    # It stops when one more iteration would not end by the budget.
    assert 0.2 <= bot.last.seconds <= 0.3 + 2 * clock.step + 1e-9


def _slowed(monkeypatch, name: str, seconds: float) -> StepClock:
    """Hard's clock as a StepClock, and hard.<name> taking `seconds` of it
    on each call: a slow part of the search, on any machine."""
    clock = StepClock(0.001)
    monkeypatch.setattr(hard, "time", clock)
    real = getattr(hard, name)

    def slow(*args, **kwargs):
        clock.now += seconds
        return real(*args, **kwargs)

    monkeypatch.setattr(hard, name, slow)
    return clock


def test_a_search_with_slow_rollouts_does_not_start_what_it_cannot_finish(monkeypatch):
    """Six-player and rami rounds make a rollout slow: the search does not
    start an iteration that cannot end within its second (its samples would
    be dropped), so the decision ends on time."""
    state = _play_position()
    seat = state.current_seat
    _slowed(monkeypatch, "rollout", 0.09)
    overruns = []
    for seed in range(6):
        result = hard.search(state.view_for(seat), state.legal_actions(),
                             random.Random(seed), budget_s=1.0, min_iterations=1000)
        assert result.iterations >= 1
        overruns.append(result.seconds - 1.0)
    assert max(overruns) <= 0.0, overruns
    # ... and it still searches for most of its second.
    assert min(overruns) >= -0.5, overruns


def test_slow_turn_plans_do_not_hold_the_decision_past_its_budget(monkeypatch):
    """A big unopened hand makes each of the root's turn plans slow (thousands
    of openings): hard works out candidates for a third of its second at most,
    then compares those it has, and still answers within its budget."""
    state = _play_position()
    seat = state.current_seat
    _slowed(monkeypatch, "_turn_plan", 0.2)
    result = hard.search(state.view_for(seat), state.legal_actions(), random.Random(3),
                         budget_s=1.0)
    assert state.is_legal(result.action, seat)
    assert result.seconds <= 1.0 + 0.2 + 0.05, result.seconds
    # Medium's plan and one more were worked out, not all seven.
    assert result.candidates and len(result.candidates) <= 2


def test_suggest_gives_a_legal_move():
    state = _play_position()
    seat = state.current_seat
    action = suggest(state.view_for(seat), state.legal_actions(), budget_s=0.1)
    assert state.is_legal(action, seat)


def test_a_turn_plan_is_followed_without_searching_again():
    rules = get_rules("classic")
    bot = HardBot(budget_s=None, iterations=4)
    rng = random.Random(3)
    followed = 0
    for seed in range(1, 40):
        state = played_until(rules, seed, lambda s: s.phase == PLAY and s.turn_number > 6
                             and not s.melded_this_turn)
        if state is None:
            continue
        seat = state.current_seat
        action = bot.choose(state.view_for(seat), state.legal_actions(), rng)
        macro = bot.last.macro if bot.last else None
        state.apply(action, seat)
        if macro is None or len(macro.actions) < 2 or state.current_seat != seat:
            continue
        bot.last = None
        second = bot.choose(state.view_for(seat), state.legal_actions(), rng)
        assert bot.last is None  # no search: the plan's next step
        assert second == macro.actions[1]
        followed += 1
        if followed >= 2:
            break
    assert followed

