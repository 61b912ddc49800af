"""RULES.md §3 Tête et Queue (seeds 000/001 "Tête et Queue (Head and foot)"):
two packets of 11 chosen by their bottom card, the foot taken up once the hand
is played out, opening 30/60/90/120 by deal, four deals, only the top three
cards of the pile taken, a red and a black canasta to go out, the partner's
hand and foot counted against the team, red threes a penalty that may be
discarded, and the number of decks as a setting."""

from __future__ import annotations

import random

import pytest

from canasta_desktop.model import (AnswerGoOut, AskGoOut, DealSetup, DealState, Discard, Draw,
                                   EndDeal, Meld, MeldPart)
from canasta_desktop.model.actions import ChoosePacket
from canasta_desktop.model.cards import card_tables
from canasta_desktop.model.events import Discarded, EndReason, FootPickedUp, PacketChosen, Penalised
from canasta_desktop.model.history_turns import shows_the_hand
from canasta_desktop.model.match import DealResult, Match
from canasta_desktop.model.phases import CHOOSE, DRAW, PLAY
from canasta_desktop.model.variants import rules_for

from .builders import (assert_all_cards_once, cards, play, position, random_states, refusal,
                       sorted_codes)
from .variant_helpers import fresh_deal, meld, take

HF = rules_for("head-and-foot")
PURE = "KS KH KD KC KS KH KD"  # a red (pure) canasta
IMPURE = "QS QH QD QC QS 2C JK"  # a black (impure) canasta
PURE_TOO = "JS JH JD JC JS JH JD"


NO_FEET = {0: "", 1: "", 2: "", 3: ""}


def hf(**kw):
    """A Tête et Queue position (seats not given a foot get a face-down one)."""
    return position(rules=HF, **kw)


def test_s3_head_and_foot_each_player_gets_two_packets_of_eleven():
    assert HF.seats == 4 and HF.teams == (0, 1, 0, 1)
    assert HF.hand_size == 11 and HF.foot_size == 11
    state = fresh_deal(HF, 2)
    assert state.phase == CHOOSE
    assert [[len(p) for p in packets] for packets in state.packets] == [[11, 11]] * 4
    assert all(h == [] for h in state.hands), "nobody holds cards before choosing"
    assert len(state.stock) + len(state.pile) == HF.deck.size - 4 * 22
    assert_all_cards_once(state)


def test_s3_head_and_foot_the_packet_chosen_shows_its_chooser_his_hand():
    """§3: the packet chosen is his hand, which he sees once he chose it and
    not before; of the actions of a deal, that one alone shows a player his
    hand (Undo never takes it back: it would hide it again)."""
    shown = 0
    for state in random_states(range(3), every=1, rules=HF):
        if state.is_over:
            continue
        seat = state.current_seat
        before = state.view_for(seat).hand
        action = random.Random(len(state.history)).choice(state.legal_actions())
        trial = state.clone()
        trial.apply(action)
        hand_shown = not before and bool(trial.view_for(seat).hand)
        assert shows_the_hand(action) == hand_shown, action
        shown += hand_shown
    assert shown >= 12, "every seat chose a packet in each deal"


def test_s3_head_and_foot_choose_the_hand_by_the_bottom_card_only():
    state = fresh_deal(HF, 2, dealer=3)
    assert state.current_seat == 0, "the player on the dealer's left chooses first"
    assert state.legal_actions() == [ChoosePacket(0), ChoosePacket(1)]
    for seat in range(4):
        view = state.view_for(seat)
        packets = state.packets[seat]
        assert view.packet_bottoms == (packets[0][0], packets[1][0])
        assert view.hand == () and set(view.hand_sizes) == {0}
    # Another seat's view never shows my bottom cards.
    assert set(state.view_for(0).packet_bottoms).isdisjoint(state.view_for(1).packet_bottoms)
    assert refusal(state, Draw(), section="§3").code == "choose_packet"
    assert refusal(state, ChoosePacket(2), section="§3").code == "choose_packet"
    assert refusal(state, ChoosePacket(0), seat=1).code == "not_your_turn"
    told = state.off_turn_refusal(1)  # what the table says to the one who waits (§3)
    assert (told.code, told.section, told.params) == (
        "waiting_for_choice", "§3 Tête et Queue", {"seat": 0})
    first, second = (list(p) for p in state.packets[0])
    events = state.apply(ChoosePacket(1))
    assert events[0] == PacketChosen(0, packet=1, bottom=second[0])
    assert state.hands[0] == second and state.feet[0] == first
    assert state.view_for(0).packet_bottoms == ()
    assert state.view_for(0).hand == tuple(second)
    assert state.view_for(1).foot_sizes[0] == 11
    assert state.phase == CHOOSE and state.current_seat == 1
    for _ in range(3):
        state.apply(ChoosePacket(0))
    assert state.phase == DRAW and state.turn == 0 and state.packets == []
    assert refusal(state, ChoosePacket(0), section="§3").code == "packet_chosen"
    assert [len(h) for h in state.hands] == [11] * 4
    assert [len(f) for f in state.feet] == [11] * 4
    assert_all_cards_once(state)



def test_s3_head_and_foot_a_meld_of_no_cards_before_the_choice_is_refused_by_the_choice():
    """Before choosing his packet the player holds no card: sending nothing
    to a meld (the key M) is refused because the packet is to be chosen
    first (§3), as a draw is, not with "select the cards to meld first"
    (play-test s39)."""
    state = fresh_deal(HF, 2, dealer=3)
    assert state.phase == CHOOSE
    for lay_off in (False, True):
        why = state.no_cards_refusal(lay_off=lay_off)
        assert (why.code, why.section) == ("choose_packet", "§3 Tête et Queue"), lay_off
        assert why.message == "first choose which packet to play as your hand"

def test_s3_head_and_foot_foot_taken_up_when_the_hand_is_melded_out():
    state = hf(hands={0: "7S 7H 7D"}, feet={0: "9C 9D 4S 5S 6S 8H TS JS QS KS AS"},
               melds={0: {"K": PURE}})
    assert state.view_for(0).hand == tuple(cards(state, "7S 7H 7D"))
    assert state.view_for(0).foot_sizes[0] == 11
    events = state.apply(meld(state, "7", "7S 7H 7D"))
    assert isinstance(events[-1], FootPickedUp)
    assert state.phase == PLAY and state.turn == 0, "he plays on with his foot"
    assert len(state.hands[0]) == 11 and state.feet[0] == []
    assert state.end_reason is None


def test_s3_head_and_foot_foot_taken_up_after_discarding_the_last_card():
    state = hf(hands={0: "9C"}, feet={0: "4S 5S 6S 8H TS JS QS KS AS 9D 8D"},
               melds={0: {"K": PURE, "Q": IMPURE}})
    # Not going out: the foot is still face down, so no question is needed.
    state.apply(Discard(cards(state, "9C")[0]))
    assert state.phase == DRAW and state.turn == 1
    assert len(state.hands[0]) == 11 and state.feet[0] == []
    assert state.end_reason is None


def test_s3_head_and_foot_hand_may_be_emptied_without_canasta_while_the_foot_waits():
    state = hf(hands={0: "7S 7H 7D"}, feet={0: "4S 5S 6S 8H TS JS QS KS AS 9D 8D"},
               melds={0: {"9": "9S 9H 9D"}})
    state.apply(meld(state, "7", "7S 7H 7D"))
    assert len(state.hands[0]) == 11


@pytest.mark.parametrize("number,minimum", [(1, 30), (2, 60), (3, 90), (4, 120)])
def test_s3_head_and_foot_opening_by_deal_number(number, minimum):
    for score in (-500, 0, 1600, 3500):
        assert HF.opening_minimum(score, number) == minimum
    state = DealState(DealSetup.shuffled(HF, 0, 5, scores_before=(-200, 3100),
                                         deal_number=number))
    assert state.setup.opening_minimums == (minimum, minimum)
    match = Match.new(HF, seed=4, draw_seats=False)
    for k in range(1, number):
        match.results.append(DealResult(k, 0, (), (), (3100 * k, -300), EndReason.WENT_OUT, 0,
                                        False))
    assert match.next_opening_minimums() == (minimum, minimum)
    deal = match.start_deal()
    assert [deal.minimum_for(s) for s in range(4)] == [minimum] * 4


def test_s3_head_and_foot_opening_minimum_is_enforced():
    state = hf(hands={0: "9S 9H 9D 4C 5C 6C"}, opening_minimum={0: 60})
    assert refusal(state, meld(state, "9", "9S 9H 9D")).code == "opening_minimum"
    state = hf(hands={0: "9S 9H 9D 4C 5C 6C"}, opening_minimum={0: 30})
    state.apply(meld(state, "9", "9S 9H 9D"))
    assert state.opened[0]


def test_s3_head_and_foot_four_deals_per_game():
    assert HF.deals_per_game == 4
    match = Match.new(HF, seed=4, draw_seats=False)
    assert match.deals_left == 4
    for k, totals in enumerate([(9000, 100), (9500, 200), (9600, 300)], 1):
        match.results.append(DealResult(k, 0, (), (), totals, EndReason.WENT_OUT, 0, False))
        assert not match.is_over, "a high total does not end the game before deal 4"
        assert match.deals_left == 4 - k, "the deal's end says how many are left"
    match.results.append(DealResult(4, 0, (), (), (9700, 10400), EndReason.WENT_OUT, 1, False))
    assert match.is_over and match.winner == 1 and match.margin == 700
    assert match.deals_left == 0
    assert Match.new(rules_for("classic"), seed=4, draw_seats=False).deals_left is None, (
        "a game to 5,000 points has no count of deals (§1 Game end)")
    with pytest.raises(RuntimeError):
        match.start_deal()


def test_s3_head_and_foot_taking_the_pile_takes_only_its_top_three_cards():
    state = hf(hands={0: "9S 9H 4C 5C"}, pile="4S 5S 6S 7S 8S 9D",
               melds={0: {"K": "KS KH KD"}}, phase="draw")
    state.apply(take(state, "9S 9H"))
    assert sorted_codes(state, state.melds[0][9]) == ["9D", "9H", "9S"]
    assert sorted_codes(state, state.hands[0]) == ["4C", "5C", "7S", "8S"]
    assert sorted_codes(state, state.pile) == ["4S", "5S", "6S"], "the rest stays"
    assert_all_cards_once(state)


def test_s3_head_and_foot_a_discarded_red_three_left_in_the_pile_does_not_freeze_it():
    """A red three turned up freezes the pile (§1); discarding one (allowed
    only here, §3) does not.  Taking the top three cards must not make the
    rest of the pile frozen because of that discarded red three."""
    state = hf(hands={0: "9S 9H 4C 6D", 1: "6C 2D 8D 8C"}, pile="7D 3H 8S JC 9D",
               melds={0: {"K": "KS KH KD"}, 1: {"Q": "QS QH QD"}}, phase="draw",
               pile_frozen=False)
    state.apply(take(state, "9S 9H"))
    assert sorted_codes(state, state.pile) == ["3H", "7D"]
    assert not state.pile_frozen
    state.apply(Discard(cards(state, "6D")[0]))
    # An opened player takes an unfrozen pile with a natural and a wild.
    state.apply(take(state, "6C 2D"), seat=1)
    assert sorted_codes(state, state.melds[1][6]) == ["2D", "6C", "6D"]


def test_s3_head_and_foot_a_red_and_a_black_canasta_to_go_out():
    two_pure = hf(hands={0: "7S 7H 7D"}, melds={0: {"K": PURE, "J": PURE_TOO}},
                  feet=NO_FEET)
    play(two_pure, AskGoOut(), AnswerGoOut(True))
    error = refusal(two_pure, meld(two_pure, "7", "7S 7H 7D"), section="§3")
    assert error.code == "no_canasta" and "red" in error.message and "black" in error.message
    two_impure = hf(hands={0: "7S 7H 7D"}, feet=NO_FEET,
                    melds={0: {"Q": IMPURE, "J": "JS JH JD JC JS 2D 2H"}})
    play(two_impure, AskGoOut(), AnswerGoOut(True))
    assert refusal(two_impure, meld(two_impure, "7", "7S 7H 7D"),
                   section="§3").code == "no_canasta"
    both = hf(hands={0: "7S 7H 7D"}, melds={0: {"K": PURE, "Q": IMPURE}}, feet=NO_FEET)
    play(both, AskGoOut(), AnswerGoOut(True))
    both.apply(meld(both, "7", "7S 7H 7D"))
    assert both.end_reason is EndReason.WENT_OUT and both.out_seat == 0


def test_s3_head_and_foot_no_going_out_while_the_foot_is_face_down_with_black_threes():
    state = hf(hands={0: "3S 3C 3S"}, feet={0: "4S 5S 6S 8H TS JS QS KS AS 9D 8D"},
               melds={0: {"K": PURE, "Q": IMPURE}})
    error = refusal(state, Meld((MeldPart(3, cards(state, "3S 3C 3S")),)), section="§")
    assert error.code == "foot_first"


def test_s3_head_and_foot_partners_hand_and_foot_count_against_the_team():
    state = hf(hands={0: "7S 7H 7D", 2: "AS 4D", 1: "5C", 3: "6C"},
               feet={0: "", 2: "JK 9C 9C", 1: "", 3: ""},
               melds={0: {"K": PURE, "Q": IMPURE}}, rest="pile")
    play(state, AskGoOut(), AnswerGoOut(True))
    state.apply(meld(state, "7", "7S 7H 7D"))
    us, them = state.scores()
    assert us.hands == -(20 + 5) - (50 + 10 + 10), "partner's hand and face-down foot"
    assert us.melded_cards == 70 + (50 + 20 + 50) + 15
    assert us.canasta_bonus == 500 + 300 and us.going_out == 100
    assert them.hands == -10
    # The score says its cards-left row counted the feet (the deal's end and
    # the sheet name the row from it, not from the rule set: review F4).
    assert us.feet_counted and them.feet_counted


def test_s3_only_a_variant_with_feet_counts_them_in_the_cards_left():
    from canasta_desktop.model.scoring import (TeamCounts, cards_left_count_feet, counted_feet,
                                               score_counts)

    head_and_foot, classic = rules_for("head-and-foot"), rules_for("classic")
    assert cards_left_count_feet(head_and_foot) and not cards_left_count_feet(classic)
    counts = TeamCounts(melded_points=50, hand_points=30)
    feet = score_counts(head_and_foot, 0, counts)
    plain = score_counts(classic, 0, counts)
    assert feet.feet_counted and not plain.feet_counted
    assert feet.breakdown() == plain.breakdown(), "a fact beside the figures, not a row"
    assert counted_feet(None, [plain, feet]) and not counted_feet(None, [plain])
    assert counted_feet(head_and_foot, []), "an archived sheet: its rules say it"


def test_s3_head_and_foot_red_threes_stay_in_hand_cost_100_and_may_be_discarded():
    state = hf(hands={0: "4S 5S 6D"}, stock="3H", phase="draw", rest="pile",
               melds={0: {"9": "9S 9H 9D"}})
    state.apply(Draw())
    assert state.red_threes[0] == []
    assert "3H" in sorted_codes(state, state.hands[0]), "a red three drawn is not laid"
    assert Discard(cards(state, "3H")[0]) in state.legal_actions()
    error = refusal(state, Meld((MeldPart(9, cards(state, "3H")),)))
    assert error.code == "red_three_meld"
    state.apply(Discard(cards(state, "3H")[0]))
    assert state.tables.code[state.pile[-1]] == "3H"


def test_s3_head_and_foot_red_threes_held_at_the_end_cost_100_each():
    state = hf(hands={0: "3H 3D 4S", 1: "3H 5C", 2: "6C", 3: "7C"},
               feet={0: "", 1: "", 2: "3D 8C", 3: ""},
               melds={0: {"9": "9S 9H 9D"}}, stock="", rest="pile", phase="draw")
    state.apply(EndDeal())
    us, them = state.scores()
    assert us.red_threes == -300, "two in hand and one in the partner's foot"
    assert us.hands == -(5 + 5 + 10)
    assert us.melded_cards == 30
    assert them.red_threes == -100 and them.hands == -(5 + 5)
    assert us.total == 30 - 300 - 20
    # Seat by seat, as the deal's end shows them: the cards and their cost.
    from canasta_desktop.model.scoring import red_threes_held

    held = {seat: red_threes_held(state, seat) for seat in range(4)}
    assert {seat: (sorted_codes(state, cards), cost) for seat, (cards, cost) in held.items()} == {
        0: (["3D", "3H"], 200), 1: (["3H"], 100), 2: (["3D"], 100), 3: ([], 0)}


def test_s3_head_and_foot_dealt_red_threes_are_not_laid_on_the_first_turn():
    for seed in range(30):
        state = fresh_deal(HF, seed)
        while state.phase == CHOOSE:
            state.apply(ChoosePacket(0))
        assert all(r == [] for r in state.red_threes)


def test_s3_head_and_foot_number_of_decks_is_a_setting_from_2_to_6():
    assert HF.deck.size == 5 * 54 and HF.decks == 5
    three = HF.with_options(decks=3)
    assert three.deck.size == 162 and three.decks == 3
    t = card_tables(three.deck)
    assert sum(1 for r in t.rank if r == 0) == 6
    state = fresh_deal(three, 1)
    assert len(state.stock) + len(state.pile) == 162 - 88
    assert_all_cards_once(state)
    assert HF.with_options(decks=2).deck.size == 108
    assert HF.with_options(decks=6).deck.size == 324
    for bad in (7, 1, 0, -1):
        with pytest.raises(ValueError):
            HF.with_options(decks=bad)


def test_s3_head_and_foot_a_yes_then_a_discard_that_picks_up_the_foot_costs_100():
    # §1 Going out: the yes binds to the end of the turn; emptying the hand
    # by a discard and picking up the foot ends it without going out.
    state = hf(hands={0: "9C"}, feet={0: "4S 5S 6S 8H TS JS QS KS AS 9D 8D"},
               melds={0: {"K": PURE, "Q": IMPURE}})
    play(state, AskGoOut(), AnswerGoOut(True))
    events = state.apply(Discard(cards(state, "9C")[0]))
    assert [type(e) for e in events][:3] == [Discarded, FootPickedUp, Penalised]
    assert state.penalties == [-100, 0]
    assert state.turn == 1 and len(state.hands[0]) == 11
