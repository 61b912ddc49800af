"""RULES.md §1 "Scoring a deal": melded cards + canasta bonuses + red threes +
going out - cards left in hands (- penalties), per team, with a breakdown."""

import pytest

from canasta_desktop.model import AnswerGoOut, AskGoOut, Discard, EndDeal, Meld, MeldPart
from canasta_desktop.model.scoring import BREAKDOWN_KEYS

from .builders import cards, play, position


CLASSIC_KEYS = ("melded_cards", "canasta_bonus", "red_threes", "going_out", "hands", "penalties")


def classic(score) -> dict[str, int]:
    """The breakdown without keys that only other variants use."""
    return {k: score.breakdown()[k] for k in CLASSIC_KEYS}


def ended(**kw):
    """A position where the stock is empty, ended by seat 0 (no going out)."""
    state = position(stock="", rest="pile", phase="draw", **kw)
    state.apply(EndDeal())
    return state


def test_s1_scoring_breakdown_keys_and_total_is_their_sum():
    state = ended(hands={0: "9C 4D", 1: "AS", 2: "JK", 3: "3S"},
                  melds={0: {"K": "KS KH KD KC KS KH KD", "7": "7S 7H 2C"}},
                  red_threes={0: "3H", 2: "3D", 1: "3H"})
    us, them = state.scores()
    classic_keys = set(CLASSIC_KEYS)
    assert classic_keys <= set(us.breakdown()) == set(BREAKDOWN_KEYS)
    # Keys of other variants (Origen's tiles) stay at 0 in classic.
    assert all(us.breakdown()[k] == 0 == them.breakdown()[k]
               for k in set(BREAKDOWN_KEYS) - classic_keys)
    assert classic(us) == {"melded_cards": 70 + 30, "canasta_bonus": 500,
                              "red_threes": 200, "going_out": 0,
                              "hands": -(10 + 5 + 50), "penalties": 0}
    assert us.total == 735 == sum(us.breakdown().values())
    # Team 1 melded nothing: its red three counts against it.
    assert classic(them) == {"melded_cards": 0, "canasta_bonus": 0, "red_threes": -100,
                                "going_out": 0, "hands": -(20 + 5), "penalties": 0}
    assert them.total == -125 == sum(them.breakdown().values())
    assert [s.team for s in state.scores()] == [0, 1]


@pytest.mark.parametrize("threes, points", [
    ({}, 0), ({0: "3H"}, 100), ({0: "3H", 2: "3D"}, 200), ({0: "3H 3D 3H"}, 300),
    ({0: "3H 3D", 2: "3H 3D"}, 800)])
def test_s1_scoring_red_threes_100_each_all_four_800(threes, points):
    state = ended(hands={0: "", 1: "", 2: "", 3: ""}, melds={0: {"7": "7S 7H 7D"}},
                  red_threes=threes)
    assert state.scores()[0].red_threes == points
    state = ended(hands={0: "", 1: "", 2: "", 3: ""}, melds={1: {"7": "7S 7H 7D"}},
                  red_threes=threes)
    assert state.scores()[0].red_threes == -points, "negative when the team has not melded"


def test_s1_scoring_cards_left_in_hands_subtract():
    state = ended(hands={0: "JK 2C AS KD 7C 3S", 1: "", 2: "4H", 3: "QS"},
                  melds={0: {"7": "7S 7H 7D"}, 1: {"8": "8S 8H 8D"}})
    us, them = state.scores()
    assert us.hands == -(50 + 20 + 20 + 10 + 5 + 5 + 5)
    assert them.hands == -10
    assert us.melded_cards == 15 and them.melded_cards == 30


def test_s1_scoring_going_out_with_penalty_and_canastas():
    state = position(hands={0: "9C", 2: "5C 5D"},
                     melds={0: {"K": "KS KH KD KC KS 2C JK", "A": "AS AH AD AC AS AH AD"}})
    play(state, AskGoOut(), AnswerGoOut(True), Discard(cards(state, "9C")[0]))
    us = state.scores()[0]
    assert us.canasta_bonus == 300 + 500
    assert us.going_out == 100
    assert us.hands == -10  # the partner's cards count against the team
    assert us.melded_cards == 50 + 20 + 50 + 140
    assert us.total == sum(us.breakdown().values())


def test_s1_scoring_penalty_shows_in_the_breakdown():
    state = position(hands={0: "9C 8D"}, melds={0: {"K": "KS KH KD KC KS KH KD"}})
    play(state, AskGoOut(), AnswerGoOut(True), Discard(cards(state, "9C")[0]))
    assert state.scores()[0].penalties == -100
    assert state.scores()[0].total == sum(state.scores()[0].breakdown().values())


def test_s1_scoring_black_threes_melded_count_five_each():
    state = position(hands={0: "3S 3C 3S"}, melds={0: {"K": "KS KH KD KC KS KH KD"}})
    play(state, AskGoOut(), AnswerGoOut(True))
    state.apply(Meld((MeldPart(3, cards(state, "3S 3C 3S")),)))
    assert state.scores()[0].melded_cards == 70 + 15


def test_s1_scoring_red_threes_against_a_team_that_melded_nothing_are_marked():
    """The deal's end says why a column's red threes are negative (play-test
    s38): the score marks the team whose laid red threes count against it."""
    state = ended(hands={0: "", 1: "", 2: "", 3: ""}, melds={1: {"7": "7S 7H 7D"}},
                  red_threes={0: "3H", 1: "3D"})
    us, them = state.scores()
    assert us.red_threes == -100 and us.red_threes_against
    assert them.red_threes == 100 and not them.red_threes_against
    bare = ended(hands={0: "", 1: "", 2: "", 3: ""}, melds={1: {"7": "7S 7H 7D"}})
    assert not bare.scores()[0].red_threes_against, "no red three, nothing against"
