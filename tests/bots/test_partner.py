"""The partner's answer to "may I go out?" weighs what it may see: its own
hand (exactly), the points on the table, the opponents' cards left, and the
game's score."""

from __future__ import annotations

import random

import pytest

from canasta_desktop.bots.hard import HardBot
from canasta_desktop.bots.medium import MediumBot
from canasta_desktop.model.actions import AnswerGoOut, AskGoOut

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


@pytest.mark.parametrize("scores_before, expected", [((4700, 2000), True), ((3000, 4990), False)])
def test_the_hard_partner_weighs_the_game_score_too(scores_before, expected):
    """Hard's search starts from medium's answer and keeps it unless its
    samples say otherwise: ending the deal that wins the game is a yes,
    ending the one that hands the opponents the game is a no."""
    hand = PARTNER_HAND if expected else "5C 6S"
    state = position(hands={0: "8S 8H 4C", 1: "4D 5S 6C", 3: "4H 5H 6D", 2: hand},
                     pile="6H 9D", melds=MELDS, turn=0, phase="answer",
                     scores_before=scores_before)
    assert answer(state, "hard") == AnswerGoOut(expected)


def test_s1_going_out_hard_told_yes_goes_out_rather_than_take_a_rich_pile():
    """§1 Going out: told yes, a turn that ends any other way costs 100.
    Asked before drawing, the hard bot draws and goes out; taking the rich
    pile (medium's draw here) would leave cards in hand and pay the penalty."""
    state = position(hands={0: "8S 8H 4C 4D 4H", 1: "5D 5S 6C", 3: "5H 6H 6D", 2: "KS KH QC 5C"},
                     pile="AS AH KD KC QS QH JD TS TH 6S 8C", melds=MELDS, turn=0, phase="draw")
    state.apply(AskGoOut(), 0)
    state.apply(AnswerGoOut(True), 2)
    bot = HardBot(budget_s=None, iterations=40)
    rng = random.Random(3)
    while state.current_seat == 0 and not state.is_over:
        state.apply(bot.choose(state.view_for(0), state.legal_actions(), rng), 0)
    assert state.is_over and state.out_seat == 0
    assert state.penalties == [0, 0]


def test_s1_going_out_medium_told_yes_before_drawing_draws_and_goes_out():
    """§1 Going out: asked before drawing and told yes, medium draws (its
    hand goes out whatever comes) rather than take the rich pile, whose cards
    would stay in hand and cost the 100."""
    state = position(hands={0: "8S 8H 4C 4D 4H", 1: "5D 5S 6C", 3: "5H 6H 6D", 2: "KS KH QC 5C"},
                     pile="AS AH KD KC QS QH JD TS TH 6S 8C", melds=MELDS, turn=0, phase="draw")
    state.apply(AskGoOut(), 0)
    state.apply(AnswerGoOut(True), 2)
    bot = MediumBot()
    rng = random.Random(3)
    while state.current_seat == 0 and not state.is_over:
        state.apply(bot.choose(state.view_for(0), state.legal_actions(), rng), 0)
    assert state.is_over and state.out_seat == 0
    assert state.penalties == [0, 0]


def _asked_with_full_opponents():
    """Seat 0 asks with two eights to lay off and a four to throw; each
    opponent holds eleven cards: going out now wins the deal by far."""
    return position(hands={0: "8S 8H 4C", 2: "5C 6S"}, pile="6H 9D", melds=MELDS,
                    turn=0, phase="answer")


def test_s1_going_out_hard_partner_says_yes_when_the_asker_goes_out_and_wins_the_deal():
    """The asker's cards are hidden from the partner, and a hand sampled at
    random seldom goes out: told yes, it would pay the 100 in the samples.
    Hard samples only hands that go out once told yes, since that is why a
    player asks, so it sees the deal won, not a penalty."""
    state = _asked_with_full_opponents()
    assert answer(state, "medium") == AnswerGoOut(True)
    for seed in range(3):
        bot = HardBot(budget_s=None, iterations=40)
        assert bot.choose(state.view_for(2), state.legal_actions(),
                          random.Random(seed)) == AnswerGoOut(True)


def test_the_deals_hard_answers_on_let_the_asker_go_out():
    from canasta_desktop.bots import medium
    from canasta_desktop.bots.hard import asker_ready
    from canasta_desktop.model.resample import resample_from_view

    state = _asked_with_full_opponents()
    view = state.view_for(2)

    def sample(r):
        return resample_from_view(view, r)

    def goes_out(world):
        told_yes = world.clone()
        told_yes.apply(AnswerGoOut(True), 2)
        return medium.go_out_sequence(told_yes.view_for(0)) is not None

    rng = random.Random(1)
    plain = sum(goes_out(sample(rng)) for _ in range(40))
    ready = asker_ready(view, sample)
    assert plain < 30, "a random hand of three seldom goes out"
    assert all(goes_out(ready(rng)) for _ in range(40))


def test_s1_going_out_asked_before_drawing_the_partners_samples_resume_at_the_draw():
    """§1 Going out: a player may ask before drawing, to take the pile and go
    out.  The partner's samples of the deal resume, after his answer, where
    the asker has still to draw: resumed after a draw that never happened,
    an asker of one card told no could make no move, and hard's search
    failed (found playing hard against medium)."""
    from canasta_desktop.bots.hard import HardBot
    from canasta_desktop.model.phases import DRAW
    from canasta_desktop.model.resample import resample_from_view

    from .test_clear_moves import _take_and_go_out

    state = _take_and_go_out()
    state.apply(AskGoOut())
    view = state.view_for(2)
    assert view.asked_before_drawing
    for seed in range(5):
        world = resample_from_view(view, random.Random(seed))
        world.apply(AnswerGoOut(False), 2)
        assert world.phase == DRAW and world.turn == 0 and len(world.hands[0]) == 6
    action = HardBot(budget_s=None, iterations=20).choose(view, state.legal_actions(),
                                                           random.Random(5))
    assert isinstance(action, AnswerGoOut)


def test_the_hard_partner_says_yes_when_the_opponents_are_about_to_go_out():
    """§1 Going out.  Play-test (classic, deal 3): Bruno asked with both
    opponents down to one card and their side holding two canastas; hard
    said no ("playing on should bring your side more", with 31 cards in the
    stock), and Chloé went out on the next turn.  An answer decides whether
    the deal ends now: hard plays "no" out to the deal's end, where the
    one-round horizon's estimate could not see the opponents going out."""
    state = position(
        hands={0: "TS QS", 1: "7H", 2: "TD AC", 3: "AH"}, pile="3C 4S QD 4D 3C 4S", turn=2,
        phase="answer", red_threes={0: "3D", 1: "3H 3H"}, scores_before=(950, 2080),
        melds={0: {"4": "4H 4C 4H JK 4C 4D JK", "8": "8H 8H 2D 8D 8C 8S 2S",
                   "7": "7C 7D 7D 2C", "9": "9S 9H JK 9C 9D", "A": "AH AC 2H AS",
                   "5": "5H 5S 5C 5S", "6": "6H 6D 6S 6D", "J": "JD JC JD JC JH"},
               1: {"Q": "QD QS JK QC QH QH 2S", "T": "TH TD 2D TC",
                   "K": "KS KD KH KH KD KC KC", "5": "5C 5D 2H 5D"}})
    assert state.current_seat == 0 and len(state.stock) > 20
    bot = HardBot(budget_s=None, iterations=40)
    assert bot.choose(state.view_for(0), state.legal_actions(), random.Random(5)) == \
        AnswerGoOut(True)


@pytest.mark.parametrize("level", ["medium", "hard"])
def test_s3_the_partner_says_no_while_the_askers_foot_is_face_down(level):
    """§3: a player picks up his foot only once his hand is empty, so with it
    face down, going out this turn needs every card of a foot nobody has
    seen.  Play-tests: the partner said yes and the side paid 100; a bot
    never asks then.  The hint says why."""
    from canasta_desktop.bots.reasons import explain
    from canasta_desktop.model.variants import rules_for

    rules = rules_for("head-and-foot", 4)
    melds = {0: {"7": "7C 7D 7H 7S 7C 7D 7H", "6": "6C 6D 6H 6S 6C 6D 2H"}}
    state = position(hands={0: "AH AD", 2: "5C 9H"}, pile="5S 9D", turn=0, phase="answer",
                     melds=melds, rules=rules, feet={2: ""})
    assert state.current_seat == 2 and state.feet[0], "the asker's foot is face down"
    assert answer(state, level) == AnswerGoOut(False)
    why = explain(state.view_for(2), AnswerGoOut(False), state.legal_actions())
    assert why.code == "answer_no_foot_down" and why.get("points") == 100
    picked_up = position(hands={0: "AH AD", 2: "5C 9H"}, pile="5S 9D", turn=0, phase="answer",
                         melds=melds, rules=rules, feet={0: "", 2: ""})
    assert answer(picked_up, "medium") == AnswerGoOut(True), "his foot taken up, he may go out"
