"""The partner's answer to "may I go out?" weighs what it may see: its own
hand (exactly), the points on the table, the opponents' cards left, and the
game's score."""

from __future__ import annotations

import random

import pytest

from canasta_desktop.bots.hard import HardBot
from canasta_desktop.bots.medium import MediumBot
from canasta_desktop.model.actions import AnswerGoOut

from .helpers import position

# The partner (seat 2) picked up aces, kings, queens and two jokers: some
# 290 points that meld next turn, and count against the team if the deal
# ends now.
PARTNER_HAND = "AS AH AD KS KH KD QS QH QD JK JK 2C 2D TS TH TD"
MELDS = {0: {"7": "7C 7D 7H 7S 7C 7D 7H", "8": "8D 8C 8D"},
         1: {"J": "JC JD JH JS 2H", "9": "9C 9H 9S"}}


def asked(scores_before=None):
    """Seat 0 asks; the opponents hold three cards each, no canasta."""
    return position(hands={0: "8S 8H 4C", 1: "4D 5S 6C", 3: "4H 5H 6D", 2: PARTNER_HAND},
                    pile="6H 9D", melds=MELDS, turn=0, phase="answer",
                    scores_before=scores_before)


def answer(state, level):
    bot = MediumBot() if level == "medium" else HardBot(budget_s=None, iterations=40)
    return bot.choose(state.view_for(2), state.legal_actions(), random.Random(5))


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_the_partner_says_no_when_going_out_would_lose_the_points_it_holds(level):
    state = asked()
    assert state.current_seat == 2
    assert answer(state, level) == AnswerGoOut(False)


def test_the_partner_says_yes_when_going_out_now_wins_the_game():
    """The same hand, but the team needs only the table's points to pass
    5 000 and the opponents are far behind: ending the deal wins the game."""
    state = asked(scores_before=(4700, 2000))
    assert answer(state, "medium") == AnswerGoOut(True)


def test_the_partner_says_no_when_going_out_hands_the_opponents_the_game():
    """A small hand and a partner otherwise willing, but the opponents pass
    5 000 with their melds when the deal ends: play on for more points."""
    state = position(hands={0: "8S 8H 4C", 1: "4D 5S 6C", 3: "4H 5H 6D", 2: "5C 6S"},
                     pile="6H 9D", melds=MELDS, turn=0, phase="answer",
                     scores_before=(3000, 4990))
    plain = position(hands={0: "8S 8H 4C", 1: "4D 5S 6C", 3: "4H 5H 6D", 2: "5C 6S"},
                     pile="6H 9D", melds=MELDS, turn=0, phase="answer")
    assert answer(plain, "medium") == AnswerGoOut(True), "it would say yes in a fresh game"
    assert answer(state, "medium") == AnswerGoOut(False)
