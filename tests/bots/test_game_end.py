"""§1 Game end: the game ends when a side reaches 5 000 at the end of a
deal, the highest total winning.  Hard's search weighs the deal's points;
where going out now wins the game, it compares only the ways out (a plan
that stays in for more points risks the game already won)."""

from __future__ import annotations

import random

from canasta_desktop.bots import hard
from canasta_desktop.model.actions import Discard, Meld
from canasta_desktop.model.variants import rules_for

from .helpers import position

TWO = rules_for("two", 2)
# Two canastas (enough to go out with two players) and a meld of eights; the
# hand melds whole, or the side may hold its new melds back and stay in.
MELDS = {0: {"7": "7C 7D 7H 7S 7C 7D 7H", "5": "5C 5D 5H 5S 5C 5D 2H", "8": "8D 8C 8D"},
         1: {"J": "JC JD JH JS 2S", "9": "9C 9H 9S", "K": "KC KD KH"}}
HAND = "8S 8H 4C 4S 4H 6D 6S 6H"


def at_scores(scores_before):
    return position(hands={0: HAND, 1: "4D 5S 6C TC TD QS"}, pile="6H 9D", melds=MELDS,
                    rules=TWO, scores_before=scores_before)


def goes_out(state, macro) -> bool:
    return hard._goes_out(hard._PlanSteps(state, 0), macro.actions)


def test_s1_game_end_hard_compares_only_ways_out_when_going_out_wins_the_game():
    level = at_scores((2000, 2000))
    assert any(not goes_out(level, m) for m in hard.candidate_macros(level, 0, root=True)), \
        "mid-game, holding the melds back is one of the plans compared"
    winning = at_scores((4700, 3000))
    plans = hard.candidate_macros(winning, 0, root=True)
    assert plans and all(goes_out(winning, m) for m in plans), [m.label for m in plans]
    bot = hard.HardBot(budget_s=None, iterations=20)
    state = winning
    while not state.is_over and state.current_seat == 0:
        action = bot.choose(state.view_for(0), state.legal_actions(), random.Random(3))
        assert isinstance(action, (Meld, Discard)), action
        state.apply(action, 0)
    assert state.is_over and state.out_seat == 0


def test_s1_game_end_a_way_out_that_hands_over_the_game_is_still_searched():
    """Behind, with the opponent past the target whatever happens, the
    deal's points decide the game: the plans that stay in and go out are
    both compared."""
    losing = at_scores((2000, 4990))
    plans = hard.candidate_macros(losing, 0, root=True)
    assert {goes_out(losing, m) for m in plans} == {True, False}
