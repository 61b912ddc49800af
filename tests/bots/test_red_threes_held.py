"""§3 red threes in Tête et Queue: they give no bonus, each one still held
costs 100 at the deal's end, and they may be discarded; a red three on the
pile stops the next player as a black three does.  So with both in hand the
red three is the one to throw (play-test s41: the hint threw the 3♣ "to stop
the next player", kept the 3♦, and the deal ended with it: 95 points lost)."""

from __future__ import annotations

import random

import pytest

from canasta_desktop import words
from canasta_desktop.bots.evaluate import team_values
from canasta_desktop.bots.hard import HardBot
from canasta_desktop.bots.medium import MediumBot
from canasta_desktop.bots.reasons import explain
from canasta_desktop.model.actions import Discard, TakePile, action_text
from canasta_desktop.model.variants import rules_for
from canasta_desktop.session.hint_text import reason_text

from .helpers import position


def _last_two_stoppers(hand: str = "3C 3D"):
    """The play-test's end of a turn: the pile taken, its jack and two
    melded, the 3♣ and the 3♦ left; the opponents have their red and black
    canastas and short hands, so the deal may end before the next turn."""
    return position(
        rules=rules_for("head-and-foot"),
        hands={0: hand, 1: "KH QH 8D 5D", 2: "9H 8C 4S", 3: "KS 9S 8H"},
        pile="6S 7C 4H 9D",
        melds={0: {"J": "JC JD JH JS JC", "8": "8S 8H 8C 2D", "A": "AC AD AH AS AC AD AH"},
               1: {"7": "7H 7D 7S 7C 7H 7D 7S", "K": "KC KD KC 2S JK KD KS",
                   "Q": "QC QS QD"}},
        feet={0: "", 1: "", 2: "", 3: ""}, turn=0, phase="play")


def test_s3_red_threes_hard_evaluation_prices_a_held_red_three_below_a_black_three():
    """Hard's horizon evaluation: a red three held is a stop card that
    leaves only as a discard, like a black three, and costs 95 more if still
    held at the deal's end; so the same hand holding it instead of a black
    three is worth no more, and 95 less where the stock is nearly out (the
    fit read its face value as points in hand: worth 40 more than the black
    three)."""
    black = _last_two_stoppers("3C 3S")
    red = _last_two_stoppers("3C 3D")
    assert team_values(red)[0] <= team_values(black)[0]
    assert team_values(red)[1] == team_values(black)[1]
    for state in (black, red):
        del state.stock[8:]  # the deal's end near: a few draws left
    assert team_values(red)[0] == pytest.approx(team_values(black)[0] - 95)


@pytest.mark.parametrize("level,seed", [("medium", 0), *(("hard", s) for s in range(6))])
def test_s3_red_threes_the_red_three_goes_rather_than_the_black_three(level, seed):
    """Either three stops the next player; the red one kept costs 100, the
    black one 5: medium and hard (the Hint's move) throw the 3♦."""
    state = _last_two_stoppers()
    legal = state.legal_actions()
    bot = MediumBot() if level == "medium" else HardBot(budget_s=None, iterations=40)
    action = bot.choose(state.view_for(0), legal, random.Random(seed))
    assert action_text(action, state.tables) == "discard 3D"


def test_s3_red_threes_throwing_the_black_three_is_not_said_to_stop_the_next_player():
    """Where the search throws the 3♣ all the same, "it stops the next
    player" is no reason: the 3♦ would too.  The reason names the 3♦ the
    weighing throws first."""
    state = _last_two_stoppers()
    black, red = (next(c for c in state.hands[0] if state.tables.code[c] == code)
                  for code in ("3C", "3D"))
    why = explain(state.view_for(0), Discard(black), state.legal_actions())
    assert why.code == "discard_played_out" and why.get("other") == red
    assert explain(state.view_for(0), Discard(red), state.legal_actions()).code == (
        "discard_red_three")


def test_s3_red_threes_a_take_that_brings_one_says_what_it_costs():
    """The play-test's take of J♦ 3♦ 2♦ (the top three cards, §3) was
    advised as "3 cards, 1 of which fits" alone: the 3♦ it brought stays in
    hand until discarded, and costs 100 there at the deal's end."""
    state = position(rules=rules_for("head-and-foot"), hands={0: "3C"}, pile="6S 2D 3D JD",
                     pile_frozen=False,
                     melds={0: {"J": "JC JH JS", "8": "8S 8H 8C"}, 1: {"7": "7H 7D 7S"}},
                     feet={0: "", 1: "", 2: "", 3: ""}, turn=0, phase="draw")
    view, legal = state.view_for(0), state.legal_actions()
    why = explain(view, next(a for a in legal if isinstance(a, TakePile)), legal)
    assert why.code == "take_more_than_stock" and why.get("red") == 1
    before = words.current_language()
    try:
        words.set_current_language("en")
        assert reason_text(why, view).endswith(
            "; a red three among them costs 100 unless you discard it")
        words.set_current_language("fr")
        assert reason_text(why, view).endswith(
            "\u00a0; le 3 rouge parmi elles coûte 100 si vous ne le défaussez pas")
    finally:
        words.set_current_language(before)
