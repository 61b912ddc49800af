"""RULES.md §1 Going out, *Decisions*: "the asker is the one who knows his
hand" — the model says, from the asker's own cards, whether he can go out
this turn (`model/going_out.py`), so the table can warn him before the
question and bots ask only when they can."""

import pytest

from canasta_desktop.model import AnswerGoOut, AskGoOut
from canasta_desktop.model.events import EndReason
from canasta_desktop.model.going_out import (GoOutOutlook, can_go_out_this_turn,
                                             go_out_outlook, going_out_sequence)
from canasta_desktop.model.variants import rules_for

from .builders import position

CANASTA = {"K": "KS KH KD KC KS KH KD"}


def outlook(state, seat=0):
    return go_out_outlook(state.view_for(seat))


def test_s1_going_out_a_hand_that_melds_down_to_one_discard_is_ready():
    state = position(hands={0: "7S 7H 7D 9C"}, melds={0: CANASTA})
    assert outlook(state) is GoOutOutlook.READY
    assert can_go_out_this_turn(state.view_for(0))


def test_s1_going_out_the_sequence_found_really_goes_out_after_a_yes():
    state = position(hands={0: "7S 7H 7D QS QH JK 9C"}, melds={0: CANASTA})
    plan = going_out_sequence(state.view_for(0))
    assert plan is not None
    state.apply(AskGoOut())
    state.apply(AnswerGoOut(True), seat=2)
    for action in plan:
        state.apply(action)
    assert state.end_reason is EndReason.WENT_OUT and state.out_seat == 0
    assert state.penalties == [0, 0]


def test_s1_going_out_without_a_canasta_within_reach_the_reason_is_the_canasta():
    state = position(hands={0: "7S 7H 7D 9C"}, melds={0: {"K": "KS KH KD KC"}})
    assert outlook(state) is GoOutOutlook.NO_CANASTA
    assert not can_go_out_this_turn(state.view_for(0))


def test_s1_going_out_a_canasta_made_this_turn_counts():
    state = position(hands={0: "KS KH KD 9C"}, melds={0: {"K": "KS KH KD KC"}})
    assert outlook(state) is GoOutOutlook.READY


def test_s1_going_out_cards_that_do_not_meld_are_too_many():
    state = position(hands={0: "7S 8H 9D QC"}, melds={0: CANASTA})
    assert outlook(state) is GoOutOutlook.TOO_MANY_CARDS


def test_s1_going_out_before_the_draw_a_hand_that_melds_whole_is_ready():
    # Whatever card is drawn, it is the final discard.
    state = position(hands={0: "7S 7H 7D"}, melds={0: CANASTA}, phase="draw")
    assert outlook(state) is GoOutOutlook.READY


def test_s1_going_out_before_the_draw_one_card_short_depends_on_the_draw():
    state = position(hands={0: "7S 7H 9C QD"}, melds={0: CANASTA}, phase="draw")
    assert outlook(state) is GoOutOutlook.NEEDS_DRAW
    assert not can_go_out_this_turn(state.view_for(0))


def test_s1_going_out_before_the_draw_without_a_canasta_within_any_draw_the_reason_is_the_canasta():
    """Play-test: with no canasta and no meld near one, the warning said
    "only a lucky draw could let all your cards go"; no draw could, the
    side lacks its canasta (§1 Going out)."""
    far = position(hands={0: "7S 7H 9C QD"}, melds={0: {"K": "KS KH KD"}}, phase="draw")
    assert outlook(far) is GoOutOutlook.NO_CANASTA
    # Three kings laid and three in hand: a wild drawn makes the canasta.
    near = position(hands={0: "KS KH KD 9C"}, melds={0: {"K": "KS KH KD"}}, phase="draw")
    assert outlook(near) is GoOutOutlook.NEEDS_DRAW


def test_s1_going_out_before_the_draw_a_take_that_reaches_the_canasta_leaves_too_many_cards():
    """Review: no draw makes the canasta, but taking the pile (three jacks
    and three wild cards in it) would; what stops going out is then the
    cards left, not a missing canasta."""
    state = position(hands={0: "JC 6D 9S JC 9H JD"}, phase="draw", opened={0: True},
                     pile="4C 5D 7H 8S 2C 2D JK 4D 5S 7C 8H TD QH KS JS",
                     melds={0: {"A": "AC AD AH"}})
    assert outlook(state) is GoOutOutlook.TOO_MANY_CARDS


def test_s1_going_out_before_the_draw_the_pile_the_seat_sees_can_do_it():
    state = position(hands={0: "QS QH 9C 9D 9H"}, melds={0: CANASTA}, pile="5C QD",
                     phase="draw", pile_frozen=False)
    assert outlook(state) is GoOutOutlook.READY


def test_s1_going_out_stock_out_and_no_pile_take_cannot_go_out():
    state = position(hands={0: "7S 8H"}, melds={0: CANASTA}, phase="draw", rest="pile")
    assert not state.stock
    assert outlook(state) is GoOutOutlook.TOO_MANY_CARDS


def test_s3_tete_et_queue_a_foot_still_face_down_comes_first():
    rules = rules_for("head-and-foot")
    state = position(hands={0: "7S 7H 7D 9C"}, rules=rules,
                     melds={0: {"K": "KS KH KD KC KS KH KD", "Q": "QS QH QD JK 2C 2D 2H"}})
    assert outlook(state) is GoOutOutlook.FOOT_FIRST
    done = position(hands={0: "7S 7H 7D 9C"}, rules=rules, feet={0: ""},
                    melds={0: {"K": "KS KH KD KC KS KH KD", "Q": "QS QH QD JK 2C 2D 2H"}})
    assert outlook(done) is GoOutOutlook.READY


def test_s3_tete_et_queue_both_canastas_are_needed():
    rules = rules_for("head-and-foot")
    state = position(hands={0: "7S 7H 7D 9C"}, rules=rules, feet={0: ""}, melds={0: CANASTA})
    assert outlook(state) is GoOutOutlook.NO_CANASTA


def test_s1_going_out_the_outlook_is_the_askers_before_he_asks():
    state = position(hands={0: "7S 7H 7D 9C"}, melds={0: CANASTA})
    with pytest.raises(ValueError):
        go_out_outlook(state.view_for(1))


def test_s1_going_out_before_the_draw_the_way_out_is_the_take_that_empties_the_hand():
    """§1 Going out: a side that goes out by taking the pile asks before the
    take; `go_out_draw` names that take (the play-test's hint took the pile
    without asking and could then not go out).  A hand that melds whole goes
    out on any drawn card: the stock; one card short: no sure way."""
    from canasta_desktop.model.actions import Draw, TakePile
    from canasta_desktop.model.going_out import go_out_draw

    take = position(hands={0: "QS QH 9C 9D 9H"}, melds={0: CANASTA}, pile="5C QD",
                    phase="draw", pile_frozen=False)
    way = go_out_draw(take.view_for(0))
    assert isinstance(way, TakePile) and way in take.legal_actions()
    take.apply(AskGoOut())
    take.apply(AnswerGoOut(True), seat=2)
    take.apply(way)
    plan = going_out_sequence(take.view_for(0))
    assert plan is not None
    for action in plan:
        take.apply(action)
    assert take.end_reason is EndReason.WENT_OUT and take.penalties == [0, 0]
    whole = position(hands={0: "7S 7H 7D"}, melds={0: CANASTA}, phase="draw")
    assert go_out_draw(whole.view_for(0)) == Draw()
    short = position(hands={0: "7S 7H 9C QD"}, melds={0: CANASTA}, phase="draw")
    assert go_out_draw(short.view_for(0)) is None


def test_s1_red_threes_a_red_three_that_may_be_the_last_card_makes_the_draw_unsure():
    """§1 Red threes: a red three drawn as the stock's last card ends the
    deal before any meld.  With one card left that may be one, a hand that
    melds whole is not sure to go out (review: medium asked, drew the 3♥
    and paid 100)."""
    from canasta_desktop.model.going_out import go_out_draw

    last = position(hands={0: "7S 7H 7D"}, melds={0: CANASTA}, phase="draw", stock="3H",
                    rest="pile")
    assert len(last.stock) == 1
    assert go_out_draw(last.view_for(0)) is None
    assert outlook(last) is GoOutOutlook.NEEDS_DRAW


def _answering(hand, melds, rules=None, **extra):
    """The partner's view, seat 0 having asked "may I go out?"."""
    state = position(hands={0: hand}, pile="5C 9D", turn=0, phase="answer", melds={0: melds},
                     **({"rules": rules} if rules else {}), **extra)
    return state.view_for(state.current_seat)


def test_s1_going_out_the_partner_sees_when_the_asker_surely_cannot_go_out():
    """Play-test: the partner said yes to a side with no canasta, and the
    side paid 100.  What every player sees settles it: the asker's cards,
    each counted as the one that helps most, cannot make the canasta."""
    from canasta_desktop.model.going_out import asker_surely_stopped

    stopped = asker_surely_stopped(_answering("7S 9C 4D", {"Q": "QS QH QD"}))
    assert stopped is not None and stopped.code == "no_canasta"
    # Four cards could be four queens or wilds: the canasta is within reach.
    assert asker_surely_stopped(_answering("7S 9C 4D 5H", {"Q": "QS QH QD"})) is None
    assert asker_surely_stopped(_answering("7S 9C", CANASTA)) is None


def test_s3_tete_et_queue_a_foot_face_down_is_no_sure_stop_it_counts_in_the_asker_cards():
    """§3: a hand melded whole brings the foot to hand in the same turn, and
    its cards may go out too (review: the partner refused a going out that
    the engine allows).  The foot's cards count toward the canastas."""
    from canasta_desktop.model.going_out import asker_surely_stopped

    rules = rules_for("head-and-foot", 4)
    both = {"7": "7C 7D 7H 7S 7C 7D 7H", "6": "6C 6D 6H 6S 6C 6D 2H"}
    assert asker_surely_stopped(_answering("8S 8H 8D", both, rules,
                                           feet={0: "9S 9H 9D 5C"})) is None
    # One pure canasta, no black one: seven cards in hand and foot could
    # make it; three cannot.
    one_pure = {"7": "7C 7D 7H 7S 7C 7D 7H"}
    assert asker_surely_stopped(_answering("KS KH KD 4C", one_pure, rules,
                                           feet={0: "9S 9H 9D"})) is None
    stopped = asker_surely_stopped(_answering("KS KH", one_pure, rules, feet={0: "4D"}))
    assert stopped is not None and stopped.code == "no_canasta"


def _asked_before_drawing(hand, pile, melds, **extra):
    """The partner's view, seat 0 having asked "may I go out?" before drawing."""
    state = position(hands={0: hand}, pile=pile, turn=0, phase="draw", melds={0: melds}, **extra)
    state.apply(AskGoOut(), 0)
    return state.view_for(state.current_seat)


def test_s1_going_out_a_pile_the_asker_cannot_take_brings_him_no_cards():
    """§1 Taking the pile: a frozen pile needs a natural pair of its top card,
    and a black three on top stops the next player.  Play-test: the asker
    held one card, the 9-card pile was frozen, the partner counted its cards
    toward the canasta, said yes, and the side paid 100."""
    from canasta_desktop.model.going_out import asker_surely_stopped

    big_pile = "5C 9D 9H 7S 7H 8D 8C 4D JD"
    queens = {"Q": "QS QH QD"}
    stopped = asker_surely_stopped(_asked_before_drawing("KS", big_pile, queens,
                                                         pile_frozen=True))
    assert stopped is not None and stopped.code == "no_canasta"
    stopped = asker_surely_stopped(_asked_before_drawing("KS KH", big_pile + " 3C", queens))
    assert stopped is not None and stopped.code == "no_canasta"
    # Not frozen, and the side has jacks to lay the top card on: the nine
    # cards may come to hand, and may make the canasta.
    assert asker_surely_stopped(_asked_before_drawing(
        "KS", big_pile, {**queens, "J": "JS JH JC"}, pile_frozen=False)) is None
    # Frozen, but two cards in hand may be the natural pair that takes it.
    assert asker_surely_stopped(_asked_before_drawing("KS KH", big_pile, queens,
                                                      pile_frozen=True)) is None


def test_s1_going_out_a_search_that_gives_up_does_not_say_cannot():
    """Review (five and six players, hands of 22 to 32 cards): the search
    gave up within its budget and the table said "your cards cannot all be
    melded" of cards that a longer search took out.  Given up, it says it
    found no way; walked whole, it still says why not."""
    big = position(hands={0: "QS QH QD JS JH JD 9S 9H 9D 8S 8H 8D 6S 6H 6D 4C"},
                   melds={0: CANASTA})
    view = big.view_for(0)
    assert go_out_outlook(view) is GoOutOutlook.READY
    assert go_out_outlook(view, max_nodes=3) is GoOutOutlook.NOT_FOUND
    assert outlook(position(hands={0: "7S 8H 9D QC"}, melds={0: CANASTA})) is \
        GoOutOutlook.TOO_MANY_CARDS


def test_s1_going_out_drawn_without_a_canasta_within_reach_the_reason_is_the_canasta_first():
    """Play-test s38 (a beginner): drawn, twelve cards that do not all meld
    and no canasta within reach; the warning said only "your cards cannot
    all be melded", as if melding them all would let him out.  The side's
    missing canasta comes first; with the canasta on the table, the cards
    left are the reason."""
    hand = "7S 8H 9D QC JS 4C 5D 6H 7C 8D 9S QD"
    far = position(hands={0: hand}, melds={0: {"K": "KS KH KD"}})
    assert outlook(far) is GoOutOutlook.NO_CANASTA
    assert outlook(position(hands={0: hand}, melds={0: CANASTA})) is GoOutOutlook.TOO_MANY_CARDS
