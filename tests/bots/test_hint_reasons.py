"""The Hint's reason: a code with figures, from the same numbers the bots
decide with, and from the seat's view only (the words: tests/ui/test_hint.py)."""

from __future__ import annotations

import pytest

import re
import string
from dataclasses import replace
from pathlib import Path

import canasta_desktop.bots
from canasta_desktop import words
from canasta_desktop.bots.reasons import Reason, explain
from canasta_desktop.bots import medium
from canasta_desktop.bots.knowledge import Info
from canasta_desktop.model.actions import (AnswerGoOut, AskGoOut, ChoosePacket, Discard, Draw,
                                           EndDeal, Meld, MeldPart, TakePile)
from canasta_desktop.model.refusal_text import reason_text as refusal_text
from canasta_desktop.model.state import DealSetup, DealState
from canasta_desktop.model.variants import rules_for

from tests.model.builders import first_player_with_nines_and_aces

from .helpers import (SIXES_AND_ACES, frozen_pile_under_the_next_player, played_until,
                      position, twin)
from .test_clear_moves import answer_no_holding_many_points, freeze_big_pile, take_big_pile
from .test_no_cheating import POSITIONS


def ids_of(state, text, seat=0):
    out, hand = [], list(state.hands[seat])
    for code in text.split():
        card = next(c for c in hand if state.tables.code[c] == code)
        hand.remove(card)
        out.append(card)
    return tuple(out)


def reason(state, action):
    seat = state.current_seat
    return explain(state.view_for(seat), action, state.legal_actions())


def test_taking_a_big_pile_says_how_many_cards_and_how_many_fit():
    state, _ = take_big_pile()
    take = next(a for a in state.legal_actions() if isinstance(a, TakePile))
    why = reason(state, take)
    # 9♦ makes three nines, A♠ goes to the aces, 6♠ 7♠ 4♦ Q♥ K♥ pair cards held.
    assert why == Reason("take_pile", (("cards", 11), ("fit", 7)))


def test_drawing_when_the_frozen_pile_needs_a_pair_not_held():
    state = position(hands={0: "9S 9H 4C 6D 7H QS KD"}, pile="5C 2D 8D",
                     melds={0: {"A": "AC AD AH"}}, turn=0, phase="draw")
    assert state.pile_frozen
    assert reason(state, Draw()) == Reason("pile_frozen_no_pair", (("rank", 8),))


def test_drawing_rather_than_spending_wild_cards_on_a_small_pile():
    state = position(hands={0: "9S JK 4C 6D 7H QS KD"}, pile="5C 9D",
                     melds={0: {"A": "AC AD AH"}}, turn=0, phase="draw")
    assert any(isinstance(a, TakePile) for a in state.legal_actions())
    assert reason(state, Draw()) == Reason("take_costs_wilds", (("cards", 2), ("wilds", 1)))


def test_a_black_three_discard_blocks_the_next_player():
    state = position(hands={0: "3S 9S 9H 4C KD"}, pile="5C 8D",
                     melds={0: {"A": "AC AD AH"}}, turn=0, phase="play")
    three = ids_of(state, "3S")[0]
    assert reason(state, Discard(three)) == Reason("discard_blocks", (("card", three),))


def test_a_wild_discard_freezes_a_big_pile():
    state, _ = freeze_big_pile()
    two = ids_of(state, "2C")[0]
    assert reason(state, Discard(two)) == Reason("discard_freeze", (("card", two), ("cards", 16)))


def test_a_wild_discard_on_a_pile_frozen_already_blocks_the_next_player():
    """Play-test: "the 2♥ is the card your hand needs least", said of a wild
    thrown on a frozen pile of 25 cards; a wild on top stops the next player
    from taking it (§1 Taking the discard pile)."""
    state = position(hands={0: "2H 9S 9H 4C KD"}, pile="5C 8D 2D 7S JH",
                     melds={0: {"A": "AC AD AH"}}, turn=0, phase="play")
    assert state.pile_frozen
    two = ids_of(state, "2H")[0]
    assert reason(state, Discard(two)) == Reason("discard_blocks", (("card", two),))


def test_a_dead_card_is_safe_to_throw():
    """The seven other fours are in sight (four in the pile, three in this
    side's meld): nobody can take the pile with a four."""
    state = position(hands={0: "4C 9S 9H KD"}, pile="4C 4D 4H 4S 5C",
                     melds={0: {"A": "AC AD AH", "4": "4D 4H 4S"}}, turn=0, phase="play")
    four = ids_of(state, "4C")[0]
    why = reason(state, Discard(four))
    assert why.code == "discard_dead" and why.get("rank") == 4


def test_the_partner_says_no_with_the_points_it_would_meld():
    state, _ = answer_no_holding_many_points()
    why = reason(state, AnswerGoOut(False))
    assert why.code == "answer_no_meld" and why.get("points") >= 100
    yes = reason(state, AnswerGoOut(True))
    assert yes.code == "answer_yes_pays" and yes.get("bonus") == 100
    answerer = state.current_seat
    assert yes.get("ours") == sum(state.tables.value[c] for c in state.hands[answerer])
    assert yes.get("feet") == 0


def test_a_lay_off_that_completes_a_canasta_says_so():
    state = position(hands={0: "KS KH 9S 4C"}, pile="5C 8D",
                     melds={0: {"K": "KC KD KH KS 2C"}}, turn=0, phase="play")
    kings = ids_of(state, "KS KH")
    assert reason(state, Meld((MeldPart(13, kings),))) == Reason("meld_canasta", (("rank", 13),))
    one = reason(state, Meld((MeldPart(13, kings[:1]),)))
    assert one == Reason("meld_lay_off", (("missing", 1), ("rank", 13)))


def test_an_opening_meld_gives_its_points_and_the_minimum():
    state = position(hands={0: "AS AH AD KS 9S 4C"}, pile="5C 8D", turn=0, phase="play",
                     opening_minimum={0: 50})
    aces = ids_of(state, "AS AH AD")
    why = reason(state, Meld((MeldPart(14, aces),)))
    assert why == Reason("meld_open", (("minimum", 50), ("points", 60)))


def test_rami_a_canasta_that_stops_the_melds_counting_against_the_side():
    rules = rules_for("rami", 2, "solo")
    state = position(hands={0: "JS JH 9S 4C 5D"}, pile="5C 8D", rules=rules,
                     melds={0: {"J": "JC JD JH JS 2C"}}, turn=0, phase="play")
    jacks = ids_of(state, "JS JH")
    assert reason(state, Meld((MeldPart(11, jacks),))).code == "rami_canasta"


def test_rami_a_new_meld_without_a_canasta_never_says_it_scores():
    """§5: without a canasta melds count against the side, as its hand
    does: "scores now and starts a canasta" and "count for you on the
    table" were untrue there (play-test, rami in French)."""
    rules = rules_for("rami", 2, "solo")
    for stock_left in (40, 2):  # early, and when the deal may end soon
        state = position(hands={0: "KS KH KD 9S 4C 5D"}, pile="5C 8D", rules=rules,
                         melds={0: {"J": "JC JD JH"}}, turn=0, phase="play")
        state.stock = state.stock[:stock_left]
        kings = Meld((MeldPart(13, ids_of(state, "KS KH KD")),))
        why = reason(state, kings)
        assert why == Reason("rami_meld_toward_canasta", (("rank", 13),)), stock_left
    assert _said(state, why, "en") == ("kings: a start toward your first canasta; until then "
                                       "melds count against you, as cards in hand do")
    with_canasta = position(hands={0: "KS KH KD 9S 4C 5D"}, pile="5C 8D", rules=rules,
                            melds={0: {"J": "JC JD JH JS JC JD JH"}}, turn=0, phase="play")
    kings = Meld((MeldPart(13, ids_of(with_canasta, "KS KH KD")),))
    assert reason(with_canasta, kings).code == "meld_new", "with a canasta, melds score"


def test_rami_an_opening_below_zero_is_no_opening_to_speak_of():
    """§5: no minimum while the score is negative; the hint said "15 points
    open your team (minimum 0)" beside "opens with any meld" (play-test)."""
    rules = rules_for("rami", 4, "teams")
    state = position(hands={0: "7S 7H 7D 9S 4C 5D"}, pile="5C 8D", rules=rules, turn=0,
                     phase="play", scores_before=[-120, 300])
    assert state.view_for(0).needs_opening() and state.view_for(0).minimum_for() == 0
    sevens = Meld((MeldPart(7, ids_of(state, "7S 7H 7D")),))
    state.check(sevens)
    assert reason(state, sevens) == Reason("rami_meld_toward_canasta", (("rank", 7),))


@pytest.mark.parametrize("state", POSITIONS)
def test_a_reason_never_depends_on_hidden_cards(state):
    """Twin deals that differ only in what the seat cannot see give the
    same reason for every legal move."""
    seat = state.current_seat
    other = twin(state, seat, seed=11)
    legal = state.legal_actions()
    assert legal == other.legal_actions()
    for action in legal[:25]:
        assert (explain(state.view_for(seat), action, legal)
                == explain(other.view_for(seat), action, legal))


def test_every_move_of_a_played_deal_has_a_reason():
    state = played_until(rules_for("classic", 4), 5, lambda s: s.turn_number > 20)
    assert state is not None
    for action in state.legal_actions():
        assert explain(state.view_for(state.current_seat), action) is not None


def test_every_reason_code_has_a_sentence_in_both_languages():
    """The codes `explain` can return (read from its source) are in both
    catalogues, with the same figures in each language."""
    source = Path(canasta_desktop.bots.__file__).with_name("reasons.py").read_text(encoding="utf-8")
    # A code's first argument may choose between codes ("a" if foot else "b").
    codes = {code for first in re.findall(r'(?:_reason|Reason)\(([^,)]*)', source)
             for code in re.findall(r'"([a-z_]+)"', first)}
    assert len(codes) > 40
    english, french = words.catalogue("en")["reason"], words.catalogue("fr")["reason"]
    # "CODE@origen": a code as Origen's cards word it (its jokers), beside the code.
    bases = {code.split("@")[0] for code in english}
    assert codes == bases, sorted(codes ^ bases)
    assert all(code.split("@")[0] in english for code in english)
    assert set(english) == set(french)

    def fields(entry, figures):
        text = entry(figures) if callable(entry) else entry
        return {name for _, name, _, _ in string.Formatter().parse(text) if name}

    # Entries that are functions of the figures (plurals, elision) are read
    # for one and for several cards.
    for count in (1, 2, 7):
        figures = {"cards": count, "fit": min(count, 2), "wilds": count, "count": count,
                   "rank": "as", "draws": count}
        for code in english:
            assert fields(english[code], figures) == fields(french[code], figures), code
    assert words.template("reason", "a_newer_code", "fr") is None


# ---------------------------------------------------------------- reasons that stay true
def test_drawing_with_one_natural_and_no_wild_says_so_not_that_nothing_goes():
    """§1 Taking the pile: a natural and a wild, or a natural pair.  One K♣
    in hand does go with the K♠ on top; what it lacks is a second card."""
    state = position(hands={0: "9H KC AS AH"}, pile="5C KS",
                     melds={0: {"Q": "QC QD QH"}}, turn=0, phase="draw")
    assert not state.pile_frozen and not any(isinstance(a, TakePile)
                                             for a in state.legal_actions())
    top = state.pile[-1]
    assert reason(state, Draw()) == Reason("pile_one_natural", (("card", top),))
    nothing = position(hands={0: "9H QC AS AH"}, pile="5C KS",
                       melds={0: {"Q": "QD QH QS"}}, turn=0, phase="draw")
    assert reason(nothing, Draw()) == Reason("pile_no_match", (("card", nothing.pile[-1]),))


def test_drawing_while_holding_the_pair_names_the_opening_minimum():
    """§1 Opening: the pair of fives and the 5♣ on top make 15, short of 50."""
    state = position(hands={0: "5S 5H 9C 4D 7H"}, pile="8C 5C", turn=0, phase="draw",
                     opening_minimum={0: 50})
    assert not any(isinstance(a, TakePile) for a in state.legal_actions())
    assert reason(state, Draw()) == Reason("pile_below_minimum",
                                           (("card", state.pile[-1]), ("minimum", 50)))


def test_a_big_pile_left_when_an_opponent_may_go_out_says_why():
    """Nine cards and a natural pair for the top: worth taking, but the
    opponents have a canasta and one of them holds two cards."""
    state = position(hands={0: "9S 9H 4C 6D 7H QS KD", 1: "4D 5S"},
                     pile="5C 8D JH TD QH 6S 7S 4H 9C",
                     melds={0: {"A": "AC AD AH"}, 1: {"K": "KC KH KS KC KH KS KD"}},
                     turn=0, phase="draw")
    assert any(isinstance(a, TakePile) for a in state.legal_actions())
    assert reason(state, Draw()) == Reason("pile_caught_with", (("cards", 8), ("opponents", 2)))


def test_the_pile_cards_that_fit_are_those_that_go_with_the_hand_or_the_melds():
    """Two eights in the pile and none in hand are not "fitting your hand"."""
    state = position(hands={0: "9S 9H 4C"}, pile="8C 8D 5S 9C",
                     melds={0: {"A": "AC AD AH"}}, turn=0, phase="draw")
    take = next(a for a in state.legal_actions() if isinstance(a, TakePile))
    assert reason(state, take) == Reason("take_pile", (("cards", 4), ("fit", 1)))


def test_discarding_the_last_card_goes_out():
    """§1 Going out: asked, told yes, the last card is discarded."""
    state = position(hands={0: "KH"}, pile="5C 8D",
                     melds={0: {"7": "7C 7D 7H 7S 7C 7D 7H"}}, turn=0, phase="play")
    state.apply(AskGoOut())
    state.apply(AnswerGoOut(True))
    last = Discard(state.hands[0][0])
    state.check(last)
    assert reason(state, last).code == "empty_hand_out"


def test_tete_et_queue_discarding_the_last_card_brings_the_foot():
    """§3: an empty hand picks up the foot, the deal goes on."""
    state = position(hands={0: "KH"}, pile="5C 8D", turn=0, phase="play",
                     melds={0: {"7": "7C 7D 7H 7S 7C 7D 7H"}}, rules=rules_for("head-and-foot", 4))
    last = Discard(state.hands[0][0])
    state.check(last)
    assert reason(state, last).code == "empty_hand_foot"


def told_yes(hand: str, melds: dict[str, str]):
    """Seat 0 in its play phase, told yes to "may I go out?"."""
    state = position(hands={0: hand}, pile="5D 8D", turn=0, phase="play", melds={0: melds})
    state.apply(AskGoOut())
    state.apply(AnswerGoOut(True))
    return state


SEVENS = {"7": "7C 7D 7H 7S 7C 7D 7H"}


def test_a_meld_that_leaves_one_card_says_the_discard_then_goes_out():
    """§1 Going out: after this meld a discard is still needed; the reason
    says so, naming the card (play-test: "meld kings — you go out")."""
    state = told_yes("KH KD KS 5C", SEVENS)
    kings = Meld((MeldPart(13, ids_of(state, "KH KD KS")),))
    state.check(kings)
    five = ids_of(state, "5C")[0]
    assert reason(state, kings) == Reason("meld_then_out", (("card", five),))
    why = reason(state, kings)
    assert _said(state, why, "en") == "then discard the 5♣: you go out"
    assert _said(state, why, "fr") == "puis défaussez le 5♣\u00a0: vous sortez"


def test_after_the_partners_yes_a_meld_says_the_player_goes_out_this_turn():
    """§1 Going out: told yes, the player must go out this turn.  The
    play-test read "the deal may end soon" there: stale, it ends now."""
    state = told_yes("9S 9D 9H 3C 3C 3S", SEVENS)
    nines = Meld((MeldPart(9, ids_of(state, "9S 9D 9H")),))
    state.check(nines)
    why = reason(state, nines)
    assert why == Reason("meld_going_out", (("points", 30),))
    assert _said(state, why, "en") == ("your partner said yes: you go out this turn, and these 30 "
                                       "points count for you on the table, not against you in hand")
    assert _said(state, why, "fr").startswith("votre partenaire a dit oui\u00a0: vous sortez")
    # Not asked, the same meld is no going out.
    plain = position(hands={0: "9S 9D 9H 3C 3C 3S"}, pile="5D 8D", turn=0, phase="play",
                     melds={0: SEVENS})
    assert reason(plain, nines).code != "meld_going_out"


def test_one_of_a_pair_thrown_is_not_called_the_card_the_hand_needs_least():
    """The play-test read "the J♦ is the card your hand needs least" of one
    of two jacks.  Medium, holding only pairs, breaks the cheapest; the
    sentence says so, with the risk; a card medium would keep is the
    search's choice, which no weighing explains (second play-test)."""
    state = position(hands={0: "JD JH 9S 9C 4D 4S"}, pile="5C 8D 9H TC 4S 7H QS 6C",
                     melds={0: {"A": "AH AS AC"}, 1: {"8": "8H 8S 8C"}}, turn=0, phase="play")
    four = ids_of(state, "4S")[0]
    why = reason(state, Discard(four))
    assert why.code == "discard_splits_pair" and why.get("percent") >= 10, why
    assert _said(state, why, "en") == (
        f"breaking your pair of fours costs less than any other discard, though the next "
        f"player could take the pile with it ({why.get('percent')}% chance)")
    assert _said(state, why, "fr").startswith("casser votre paire de ")  # the table's rank name
    jack = ids_of(state, "JD")[0]
    searched = reason(state, Discard(jack))
    assert searched.code == "discard_played_out"
    # The search's choice names the card the weighing puts first (a four),
    # in a sentence short enough for the status bar at 1280 (play-test).
    assert _said(state, searched, "en").split(", though")[0] == (
        "looking one round ahead, the J♦ does better than the 4♠"), _said(state, searched, "en")
    assert _said(state, searched, "fr").split(", même si")[0] == (
        "en anticipant un tour, le V♦ est une meilleure défausse que le 4♠"), _said(state, searched, "fr")


def test_a_meld_that_empties_the_hand_goes_out():
    """§1 Going out by melding every card, no discard."""
    state = told_yes("KH KD KS", SEVENS)
    kings = Meld((MeldPart(13, ids_of(state, "KH KD KS")),))
    assert reason(state, kings) == Reason("empty_hand_out", (("cards", 3),))


def test_a_meld_that_completes_the_needed_canasta_and_empties_the_hand_goes_out():
    """§1 Going out needs a canasta: the meld itself completes it, so the
    hand's last cards take the player out (the engine's answer, not the
    canastas on the table before the meld)."""
    state = told_yes("KH KD", {"K": "KC KH KS KC KD"})
    kings = Meld((MeldPart(13, ids_of(state, "KH KD")),))
    state.check(kings)
    assert reason(state, kings) == Reason("empty_hand_out", (("cards", 2),))


def test_tete_et_queue_a_meld_leaving_one_card_leads_to_the_foot():
    """§3: the discard after the meld empties the hand and brings the foot."""
    state = position(hands={0: "KH KD KS 5C"}, pile="5D 8D", turn=0, phase="play",
                     melds={0: {"7": "7C 7D 7H 7S 7C 7D 7H"}}, rules=rules_for("head-and-foot", 4))
    kings = Meld((MeldPart(13, ids_of(state, "KH KD KS")),))
    state.check(kings)
    five = ids_of(state, "5C")[0]
    assert reason(state, kings) == Reason("meld_then_foot", (("card", five),))


def test_a_meld_leaving_one_card_says_nothing_of_going_out_when_the_side_cannot():
    """§1 Going out needs a canasta: none on the table, none made by the
    meld, so the discard would not take the player out."""
    state = position(hands={0: "KH KD KS 5C"}, pile="5D 8D", turn=0, phase="play",
                     melds={0: {"7": "7C 7D 7H"}})
    kings = Meld((MeldPart(13, ids_of(state, "KH KD KS")),))
    assert reason(state, kings).code not in ("meld_then_out", "empty_hand_out")


def test_two_players_open_for_themselves_not_for_a_team():
    """§2 Two players: no partner, so the hint says "you open"."""
    rules = rules_for("two", 2)
    state = position(hands={0: "AS AH 9C 4D KS QH"}, pile="5C AD", turn=0, phase="draw",
                     rules=rules)
    take = next(a for a in state.legal_actions() if isinstance(a, TakePile))
    assert reason(state, take).code == "take_opens_alone"
    state = position(hands={0: "AS AH AD 9C 4D KS QH"}, pile="5C 8D", turn=0, phase="play",
                     rules=rules)
    aces = Meld((MeldPart(14, ids_of(state, "AS AH AD")),))
    state.check(aces)
    assert reason(state, aces) == Reason("meld_open_alone", (("minimum", 50), ("points", 60)))


def test_three_players_the_first_take_says_the_taker_will_play_alone():
    """§2 Three players: whoever takes the pile first becomes the isolated
    hand; the hint to take it said only what the pile holds (play-test)."""
    rules = rules_for("three")
    state = position(hands={0: "AS AH 9C 4D KS QH"}, pile="5C KD QD AD", turn=0, phase="draw",
                     rules=rules, melds={0: {"9": "9S 9H 9D"}})
    assert state.isolated is None
    take = next(a for a in state.legal_actions() if isinstance(a, TakePile))
    why = reason(state, take)
    assert why.code == "take_isolates"
    assert _said(state, why, "en").endswith(": worth playing alone against the other two")
    assert _said(state, why, "fr").endswith("\u00a0: de quoi jouer seul contre les deux autres")
    state._isolate(1)
    assert reason(state, take).code != "take_isolates", "once someone plays alone, a plain take"


def test_three_players_partners_still_open_each_for_himself():
    """§2 Three players: the opening is per player, partners or not (sixth
    play-test: "60 points open your team" beside the partner's aces)."""
    rules = rules_for("three")
    state = position(hands={0: "AS AH AD 9C 4D KS QH"}, pile="5C 8D", turn=0, phase="play",
                     rules=rules)
    state._isolate(2)  # seat 2 took the pile first: seats 0 and 1 are partners
    assert state.team_of[0] == state.team_of[1] and not state.seat_opened[0]
    aces = Meld((MeldPart(14, ids_of(state, "AS AH AD")),))
    state.check(aces)
    assert reason(state, aces) == Reason("meld_open_alone", (("minimum", 50), ("points", 60)))


def test_a_wild_discard_only_blocks_when_wilds_do_not_freeze_the_pile():
    """§6 house option "a discarded wild freezes the pile" off, and rami
    (§5: the pile always takes a natural pair): the two blocks, no more."""
    no_freeze = replace(rules_for("classic", 4), wild_freezes_until_taken=False)
    for rules in (no_freeze, rules_for("rami", 4, "teams")):
        state = position(hands={0: "2C 9S 9H 4C KD"}, pile="5C 8D 6H",
                         melds={0: {"A": "AC AD AH"}}, turn=0, phase="play", rules=rules)
        two = ids_of(state, "2C")[0]
        assert reason(state, Discard(two)) == Reason("discard_blocks", (("card", two),))


def test_a_discard_nobody_can_take_says_cannot_not_hardly():
    """§1 Frozen pile: a natural pair only.  Seven nines of eight are in
    sight, so the next player cannot hold two: "cannot", not "hardly (0%)"."""
    state = position(hands={0: "9S 4C KD QS"}, pile="2C 5C 9D 9H 9C",
                     melds={0: {"A": "AC AD AH"}, 1: {"9": "9C 9S 9H"}}, turn=0, phase="play")
    assert state.pile_frozen
    nine = ids_of(state, "9S")[0]
    assert reason(state, Discard(nine)) == Reason("discard_untakable", (("card", nine),))


def test_tete_et_queue_an_opponent_with_a_foot_is_not_about_to_go_out():
    """§3: an empty hand brings the foot; two cards in hand with a foot
    still face down do not end the deal."""
    rules = rules_for("head-and-foot", 4)
    # Each side has the red (pure) and the black (impure) canasta it needs.
    melds = {0: {"7": "7C 7D 7H 7S 7C 7D 7H", "6": "6C 6D 6H 6S 6C 6D 2H"},
             1: {"K": "KC KH KS KC KH KS KD", "Q": "QC QD QH QS QC QD 2D"}}
    with_feet = position(hands={0: "8S 8H 8D 4C", 1: "4D 5S", 3: "4H 6S"}, pile="5C 9D",
                         melds=melds, turn=0, phase="play", rules=rules)
    feet_up = position(hands={0: "8S 8H 8D 4C", 1: "4D 5S", 3: "4H 6S"}, pile="5C 9D",
                       melds=melds, turn=0, phase="play", rules=rules, feet={1: "", 3: ""})
    assert reason(with_feet, AskGoOut()).code == "go_out_pays"
    assert reason(feet_up, AskGoOut()).code == "go_out_threat"


def test_rami_going_out_earns_no_bonus_so_the_reason_is_the_deal_ending():
    """§5 Rami: no going-out bonus; going out stops the deal."""
    rules = rules_for("rami", 4, "teams")
    state = position(hands={0: "8S 8H 8D 4C"}, pile="5C 9D", turn=0, phase="play",
                     melds={0: {"7": "7C 7D 7H 7S 7C 7D 7H"}}, rules=rules)
    why = reason(state, AskGoOut())
    assert why.code == "go_out_ends" and why.get("bonus", -1) == -1
    asked = position(hands={0: "8S 8H 8D 4C"}, pile="5C 9D", turn=0, phase="answer",
                     melds={0: {"7": "7C 7D 7H 7S 7C 7D 7H"}}, rules=rules)
    assert asked.current_seat == 2
    assert reason(asked, AnswerGoOut(True)).code == "answer_yes_ends"


def test_ending_the_deal_says_the_pile_cannot_be_taken():
    """"end the deal: the stock is empty", and why nothing else is left:
    the pile cannot be taken (§1 Stock exhausted; play-test of Origen)."""
    state = position(hands={0: "8S 8H 8D 4C"}, pile="5C 9D", turn=0, phase="draw",
                     melds={0: {"A": "AC AD AH"}}, rest="pile")
    assert explain(state.view_for(0), EndDeal(), state.legal_actions()) == Reason("end_no_take")


def test_tete_et_queue_a_red_three_is_thrown_for_what_it_costs_in_hand():
    """§3: red threes are kept in hand and each one held costs 100."""
    rules = rules_for("head-and-foot", 4)
    state = position(hands={0: "3H 9S 9H 4C KD"}, pile="5C 8D 6H",
                     melds={0: {"A": "AC AD AH"}}, turn=0, phase="play", rules=rules)
    three = ids_of(state, "3H")[0]
    assert reason(state, Discard(three)) == Reason("discard_red_three",
                                                   (("card", three), ("points", 100)))


def _aces_melded_next(pile: str = "5C 8D 6H", **kwargs):
    """Our turn to discard from A♠ A♥ 9♣ 4♦ K♦, our kings melded, and the
    next player (or his side) has melded aces: keeping the aces is the point."""
    return position(hands={0: "AS AH 9C 4D KD"}, pile=pile,
                    melds={0: {"K": "KC KH KS"}, 1: {"A": "AC AD AC"}}, turn=0, phase="play",
                    **kwargs)


def test_a_discard_that_keeps_what_the_next_side_melds_says_keep_them():
    """§1 Taking the pile: a side takes an open pile onto its own meld of
    the top card's rank.  The opponents on the left have melded aces: the
    aces stay in hand, and the hint says why ("Keep your aces", as the
    issue asks)."""
    state = _aces_melded_next()
    assert not state.pile_frozen
    four = ids_of(state, "4D")[0]
    why = reason(state, Discard(four))
    assert why.code == "discard_keep" and why.get("rank") == 14 and why.get("card") == four
    # Frozen, the pile needs a natural pair: the aces are not a sure gift.
    frozen = _aces_melded_next(pile="5C 2D 6H")
    assert reason(frozen, Discard(ids_of(frozen, "4D")[0])).code != "discard_keep"


def _play_test_position():
    """The play-tester's position (hint-repro.json), seat 2 to discard:
    Q♦ J♦ 3♣ in hand, 3♠ alone on the pile (not frozen), and the next
    player's side (seats 1 and 3) has melded jacks and queens.  The cards
    this seat cannot see are placed at will: a reason reads the view only."""
    return position(
        hands={0: "2S", 1: "3C QH", 2: "QD JD 3C", 3: "9S AD 5S"}, known={1: "3C", 3: "9S"},
        pile="3S", turn=2, phase="play",
        melds={0: {"6": "6S 6D 6D 6H 2D 2S JK", "K": "KD KC 2C KS KS KC", "7": "7S 7D 7D 7C",
                   "A": "AD AH AC AS", "5": "5S 5H 5H 5D", "9": "9C 9C 9D 9D 9H"},
               1: {"J": "JD JC JK JH JH JS JK JS", "6": "6C 6C 6H", "Q": "QH QS QS QD",
                   "T": "TD TC 2H TD TS TS", "8": "8D 8H 8C 8S", "4": "4C 4H 4D 4S"}})


def _said(state, why, lang):
    from canasta_desktop.session.hint_text import reason_text

    before = words.current_language()
    words.set_current_language(lang)
    try:
        return reason_text(why, state.view_for(state.current_seat))
    finally:
        words.set_current_language(before)


def test_a_discard_the_next_side_melds_too_never_says_keep_another_for_that():
    """§1 Taking the pile: the next side takes an open pile onto its jacks
    as surely as onto its queens.  Throwing the J♦ is no safer than the Q♦:
    "keep your Q♦, they have melded queens" was a reason that held just as
    well against the card thrown.  What holds: the pile it gives is the
    J♦ over a black three, worth less than the card he would draw instead."""
    state = _play_test_position()
    assert not state.pile_frozen and state.current_seat == 2
    jack = ids_of(state, "JD", seat=2)[0]
    why = reason(state, Discard(jack))
    english, french = _said(state, why, "en"), _said(state, why, "fr")
    for text in (english, french):
        assert "Q\u2666" not in text and "D\u2666" not in text, text
    assert english == ("the next player could take the pile with the J\u2666, but the card "
                       "under it would bring that player less than their draw from the stock")
    assert french == ("le joueur suivant pourrait prendre la pile avec le V\u2666, mais la "
                      "carte dessous lui apporterait moins que sa pioche au talon")
    assert why == Reason("discard_small_pile", (("card", jack), ("cards", 1), ("draws", 1)))
    # The Q♦ is the same gift: nor is it thrown to keep the J♦.
    queen = ids_of(state, "QD", seat=2)[0]
    assert reason(state, Discard(queen)).code not in ("discard_keep", "discard_keep_one")


def test_a_small_gift_in_head_and_foot_says_only_the_top_cards_are_taken():
    """§3 Tête et Queue: a take is the pile's top three cards.  Play-test:
    "the 2 cards under it would bring him less than his draw" beside
    "Pile 14" read as a miscount; the sentence says they are the cards
    taken with it."""
    state = position(hands={2: "AS 9D KD 7C"}, pile="4H 5H 6H 7H 8H 9H 3S 3C", turn=2,
                     phase="play", melds={0: {"6": "6S 6D 6H"}, 1: {"A": "AC AD AH"}},
                     rules=rules_for("head-and-foot", 4))
    ace = ids_of(state, "AS", seat=2)[0]
    why = reason(state, Discard(ace))
    assert why == Reason("discard_small_pile",
                         (("card", ace), ("cards", 2), ("draws", 1), ("top", 3)))
    assert _said(state, why, "en") == (
        "the next player could take the pile with the A\u2660, but the 2 cards taken with it "
        "(only the top 3 are taken) would bring that player less than their draw from the stock")
    # Play-test: "prises avec elle" said "she" of the ace.
    assert _said(state, why, "fr") == (
        "le joueur suivant pourrait prendre la pile avec l'A\u2660, mais les 2 cartes prises "
        "en même temps (on ne prend que les 3 du dessus) lui apporteraient moins que sa pioche "
        "au talon")


def test_a_pile_worth_having_is_not_called_small():
    """The same J♦ onto a pile of three natural cards: the next side would
    take more than the card itself, and the hint does not play it down."""
    state = position(
        hands={2: "QD JD 3C"}, pile="3S 8H KD AS", turn=2, phase="play",
        melds={0: {"6": "6S 6D 6D 6H 2D 2S JK"},
               1: {"J": "JD JC JK JH JH JS JK JS", "Q": "QH QS QS QD"}})
    jack = ids_of(state, "JD", seat=2)[0]
    why = reason(state, Discard(jack))
    assert why.code not in ("discard_small_pile", "discard_keep", "discard_keep_one")


@pytest.mark.parametrize("hand, melds, refused", [
    # §1 Going out: K♣ 2♥ with the K♠ would empty the hand, and the side has no canasta.
    ("KC 2H", {0: {"A": "AC AD AH"}}, "no_canasta"),
    # Seed 002: one card in hand may not take a one-card pile, even onto the side's kings.
    ("9H", {0: {"K": "KC KD KH"}}, "one_card_pile"),
])
def test_a_pile_the_rules_forbid_says_the_engines_reason(hand, melds, refused):
    """Drawing is the only move: the hint quotes the engine's refusal of the
    nearest way of taking the pile, never a rule of its own."""
    state = position(hands={0: hand}, pile="KS", melds=melds, turn=0, phase="draw")
    assert not any(isinstance(a, TakePile) for a in state.legal_actions())
    why = reason(state, Draw())
    assert why.code == "pile_refused" and why.get("card") == state.pile[-1]
    assert why.because is not None and why.because.code == refused


def test_a_card_seen_going_into_the_next_hand_is_not_dead():
    """Two players: the opponent took the pile with two sevens everyone saw.
    All eight sevens are in sight, yet he holds a pair of them: not "nobody
    can match it"."""
    state = position(hands={0: "7S 7S 9C KD", 1: "7C 7C 4D 5H"}, known={1: "7C 7C"},
                     pile="4S 7D 7H 7D 7H", melds={0: {"A": "AC AD AH"}},
                     turn=0, phase="play", rules=rules_for("two", 2))
    seven = ids_of(state, "7S")[0]
    assert reason(state, Discard(seven)).code != "discard_dead"


def test_the_one_card_pile_rule_is_not_blamed_when_nothing_goes_with_the_top():
    """Seed 002's rule is checked first by the engine; with nothing that
    goes with the 5♠, the hint says so rather than quoting that rule."""
    state = position(hands={0: "AS"}, pile="5S", melds={0: {"K": "KC KD KH"}}, turn=0,
                     phase="draw")
    assert reason(state, Draw()) == Reason("pile_no_match", (("card", state.pile[-1]),))


def test_a_wild_alone_cannot_take_the_pile(qapp):
    """§1 Taking the pile: a natural of the top's rank must come from the hand.
    Play-test: "the 5♣ on top needs a natural of its rank from your hand"
    read as if the hand held one; it says the hand has none."""
    from canasta_desktop import i18n
    from canasta_desktop.session.hint_text import reason_text

    state = position(hands={0: "JK JS JC 9D"}, pile="5C 4H", melds={0: {"A": "AC AD AH"}},
                     turn=0, phase="draw")
    assert not state.pile_frozen
    why = reason(state, Draw())
    assert why == Reason("pile_wild_alone", (("card", state.pile[-1]),))
    view = state.view_for(0)
    try:
        assert reason_text(why, view) == ("nothing in your hand goes with the 4\u2665 on top "
                                          "but wild cards, and a wild card alone cannot take it")
        i18n.set_language(qapp, "fr")
        assert reason_text(why, view).startswith(
            "seuls des passe-partout de votre main vont avec le 4\u2665")
    finally:
        i18n.set_language(qapp, "en")


def test_two_players_compare_the_pile_with_the_two_cards_a_draw_brings():
    """§2 Two players draw two cards: the small pile is weighed against both."""
    rules = rules_for("two", 2)
    assert rules.draw_count == 2
    state = position(hands={0: "8S 8D 9C 4D KS QH"}, pile="4S 8C", turn=0, phase="draw",
                     melds={0: {"A": "AC AD AH"}}, rules=rules)
    why = Reason("pile_small_pair", (("cards", 2), ("count", 2), ("draws", 2), ("rank", 8)))
    assert _said(state, why, "en") == ("the pile (2 cards) is worth less than the 2 cards from "
                                       "the stock, even though your eights could take it")
    # Medium takes this one: a hint to draw is its search's, not that weighing (review).
    why = reason(state, Draw())
    assert why == Reason("draw_played_out", (("cards", 2),))
    # Play-tests: « essayé sur de nombreuses donnes possibles » read as
    # "deals", and "played a round ahead on many guesses" as jargon.
    assert _said(state, why, "fr") == (
        "en anticipant un tour, piocher rapporte plus que prendre la pile (2 cartes)")
    assert _said(state, why, "en") == (
        "looking one round ahead, drawing does better than taking the pile (2 cards)")


def test_rami_a_melded_rank_never_opens_the_pile():
    """§5 Rami: the pile takes a natural pair only, melds or not: no "keep
    your aces because they have melded aces" (the next player, seen taking
    two aces, could take one with his pair, which is another story)."""
    rules = rules_for("rami", 4, "teams")
    state = position(hands={0: "AS AH 9C 4D KD", 1: "AD AH 4S 6S 7S 8S 9S TS JS QS"},
                     known={1: "AD AH 4S"},
                     pile="5C 8D 6H", rules=rules,
                     melds={0: {"K": "KC KH KS"}, 1: {"A": "AC AD AC"}}, turn=0, phase="play")
    four = ids_of(state, "4D")[0]
    assert reason(state, Discard(four)).code != "discard_keep"


def test_tete_et_queue_the_partner_counts_his_foot_in_a_no():
    """§3: a foot still face down counts against the side if the deal ends.
    The asker has picked up his (else he could not go out: a sure no)."""
    rules = rules_for("head-and-foot", 4)
    state = position(hands={0: "8S 8H 8D 4C", 2: "5C 9H"}, pile="5S 9D", turn=0, phase="answer",
                     melds={0: {"7": "7C 7D 7H 7S 7C 7D 7H", "6": "6C 6D 6H 6S 6C 6D 2H"}},
                     rules=rules, feet={0: ""})
    assert state.current_seat == 2 and state.feet[2]
    why = reason(state, AnswerGoOut(False))
    assert why.code == "answer_no_hand_foot"
    assert why.get("points") > sum(state.tables.value[c] for c in state.hands[2])
    # A yes says so too: the hand and the foot are what the side pays.
    yes = reason(state, AnswerGoOut(True))
    assert yes.code == "answer_yes_pays_foot" and yes.get("ours") == why.get("points")
    assert yes.get("feet") == 1  # the opponents' feet, face down, count in their points too
    assert "en main et en queue" in words.template("reason", yes.code, "fr", dict(yes.params))


def test_tete_et_queue_a_red_three_held_counts_its_100_once():
    """§3: a red three left in hand costs 100, in place of its card value.
    The play-test's partner, holding 3♣ 3♥ (no foot), was told "the 205
    points in your hand"; the engine counts 105."""
    rules = rules_for("head-and-foot", 4)
    state = position(hands={0: "8S 8H 8D 4C", 2: "3C 3H"}, pile="5S 9D", turn=0, phase="answer",
                     melds={0: {"7": "7C 7D 7H 7S 7C 7D 7H", "6": "6C 6D 6H 6S 6C 6D 2H"}},
                     rules=rules, feet={2: ""})
    assert state.current_seat == 2 and not state.feet[2]
    ours = reason(state, AnswerGoOut(True)).get("ours")
    assert ours == 105
    no = reason(state, AnswerGoOut(False))
    if no.code == "answer_no_hand":
        assert no.get("points") == 105


@pytest.mark.parametrize("top", ["2D", "3S"])
def test_a_wild_or_a_three_on_top_blocks_the_pile(top):
    """§1 Taking the pile: the top card must be a natural; the engine's
    refusal names what blocks it."""
    state = position(hands={0: "9S 9H 2C 4D"}, pile="5C " + top, turn=0, phase="draw",
                     melds={0: {"A": "AC AD AH"}})
    card = state.pile[-1]
    assert reason(state, Draw()) == Reason("pile_blocked", (("card", card),))


def test_a_single_card_to_keep_is_named_not_its_rank_in_the_plural():
    """§1 Taking the pile: the opponents on the left have melded aces and
    the hand holds one ace: "keep your A♠", not "keep your aces"."""
    state = position(hands={0: "AS 9C 9H 4D KD"}, pile="5C 8D 6H",
                     melds={0: {"K": "KC KH KS"}, 1: {"A": "AC AD AC"}}, turn=0, phase="play")
    ace, four = ids_of(state, "AS 4D")
    why = reason(state, Discard(four))
    assert (why.code, why.get("other"), why.get("card"), why.get("rank")) == (
        "discard_keep_one", ace, four, 14)


def test_keeping_the_card_the_next_side_melds_says_why_each_discard_goes():
    """§1 Taking the pile: the play-test read the same "keep your 6♥" for
    four different discards.  The sentence now names the thrown card and
    its own chance of opening the pile, beside the one it keeps."""
    state = position(hands={0: "6H 9C JC 4D KD"}, pile="5C 8D 7H",
                     melds={0: {"K": "KC KH KS"}, 1: {"6": "6C 6D 6S"}}, turn=0, phase="play")
    said = {code: _said(state, reason(state, Discard(ids_of(state, code)[0])), "en")
            for code in ("9C", "JC", "4D")}
    keeps = [text for text in said.values() if "discarding your 6♥ would surely give it" in text]
    assert keeps, said
    assert len(set(keeps)) == len(keeps), "each discard its own sentence"
    for code, text in said.items():
        if text in keeps:
            card = {"9C": "9♣", "JC": "J♣", "4D": "4♦"}[code]
            why = reason(state, Discard(ids_of(state, code)[0]))
            # "The safer discard" only of the least risky one (play-test s41).
            safest = text.startswith(f"the safer discard: the {card} gives the next player a ")
            assert safest == (why.get("safety") == 0), text
            assert f"the {card} gives the next player a " in text, text
    french = _said(state, reason(state, Discard(ids_of(state, "9C")[0])), "fr")
    if "6♥" in french:
        assert "avec le 9♣, le joueur suivant a " in french
        # (the rank's own word needs Qt's French, which this test does not load)
        assert ("alors qu'en défaussant votre 6♥, vous la lui donneriez sûrement : son "
                "équipe a posé "
                "des ") in french


def test_two_players_face_one_opponent():
    """§2 Two players (two canastas to go out): the pile left because the
    opponent may go out counts him as one (the words: "your opponent may go out soon"); four players
    face two."""
    setting = dict(hands={0: "9S 9H 4C 6D 7H QS KD", 1: "4D 5S"},
                   pile="5C 8D JH TD QH 6S 7S 4H 9C",
                   melds={0: {"A": "AC AD AH"},
                          1: {"K": "KC KH KS KC KH KS KD", "J": "JC JD JS JC JD JS JH"}},
                   turn=0, phase="draw")
    two = position(rules=rules_for("two", 2), **setting)
    assert reason(two, Draw()) == Reason("pile_caught_with", (("cards", 8), ("opponents", 1)))
    four = position(**setting)
    assert reason(four, Draw()).get("opponents") == 2


def _choosing(predicate):
    """A fresh Tête et Queue deal whose chooser's two bottom cards pass `predicate`."""
    rules = rules_for("head-and-foot", 4)
    for seed in range(1000):
        state = DealState(DealSetup.shuffled(rules, 3, seed))
        bottoms = state.view_for(state.current_seat).packet_bottoms
        if predicate(state.tables, *bottoms):
            return state, bottoms
    raise AssertionError("no such deal in 1000 seeds")


def _natural(t, c):
    return not t.is_wild[c] and not t.is_red_three[c] and not t.is_black_three[c]


@pytest.mark.parametrize("case, code", [
    ("wild", "packet_wild"),
    ("red three", "packet_avoid_red_three"),
    ("dearer", "packet_worth_more"),
    ("joker over two", "packet_worth_more"),
    ("same worth", "packet_either"),
    ("same card", "packet_twins"),
    ("black three and a five", "packet_same_points"),
    ("five and a black three", "packet_same_points"),
])
def test_tete_et_queue_the_packet_choice_says_what_its_bottom_card_is_worth(case, code):
    """§3: each player picks one packet as his hand by its bottom card, the
    only one he sees; the reason compares the two as medium does."""
    wanted = {
        "wild": lambda t, a, b: t.is_wild[a] and _natural(t, b),
        "red three": lambda t, a, b: _natural(t, a) and t.is_red_three[b],
        "dearer": lambda t, a, b: _natural(t, a) and _natural(t, b) and t.value[a] > t.value[b],
        # A joker (50) is worth more than a two (20): "worth the same" would be false.
        "joker over two": lambda t, a, b: t.is_wild[a] and t.is_wild[b] and t.value[a] > t.value[b],
        # A nine and a king both count 10: either packet, in so many words.
        "same worth": lambda t, a, b: (_natural(t, a) and _natural(t, b)
                                       and t.rank[a] != t.rank[b] and t.value[a] == t.value[b]),
        "same card": lambda t, a, b: _natural(t, a) and t.code[a] == t.code[b],
        # Both count 5, but a black three stops the pile: equal in points only.
        "black three and a five": lambda t, a, b: (t.is_black_three[a] and _natural(t, b)
                                                   and t.value[a] == t.value[b]),
        "five and a black three": lambda t, a, b: (_natural(t, a) and t.is_black_three[b]
                                                   and t.value[a] == t.value[b]),
    }[case]
    state, (a, b) = _choosing(wanted)
    view = state.view_for(state.current_seat)
    choice = medium.choose_packet(view, Info(view))
    assert choice == ChoosePacket(0), "medium keeps the packet with the better card"
    why = explain(view, choice, state.legal_actions())
    assert why.code == code
    assert why.get("card") == a and why.get("other") == b


def test_tete_et_queue_a_black_three_and_a_five_are_not_said_to_be_worth_the_same(qapp):
    """Play-test: « les deux cartes du dessous, le 5♠ et le 3♣, se valent »;
    medium weighs a packet by its bottom card's points (both 5, so it keeps
    the first packet, as before), but a black three stops the pile and is
    no five: the reason says they count the same points, not that they are
    worth the same, in English and French."""
    from canasta_desktop import i18n
    from canasta_desktop.session.hint_text import reason_text

    state, (a, b) = _choosing(lambda t, a, b: t.code[a] == "5S" and t.code[b] == "3C")
    view = state.view_for(state.current_seat)
    choice = medium.choose_packet(view, Info(view))
    assert choice == ChoosePacket(0), "the bot's choice is unchanged"
    why = explain(view, choice, state.legal_actions())
    assert why == Reason("packet_same_points", (("card", a), ("other", b), ("points", 5)))
    try:
        assert reason_text(why, view) == (
            "both bottom cards, the 5\u2660 and the 3\u2663, count 5 points: on points alone "
            "either packet will do")
        i18n.set_language(qapp, "fr")
        french = reason_text(why, view)
        assert french == ("les deux cartes du dessous, le 5\u2660 et le 3\u2663, comptent 5 points "
                          "chacune\u00a0: aux points seuls, l'un ou l'autre tas convient")
        assert "se valent" not in french
    finally:
        i18n.set_language(qapp, "en")


def test_going_out_concealed_the_reason_counts_its_200():
    """§1 Going out: nothing melded before, the whole hand at once earns 200,
    not 100 (fourth play-test: the hint said "going out earns 100")."""
    hand = "AS AH AD AC AS AH AD KS KH KD KC"
    concealed = position(hands={0: hand}, turn=0, phase="play", has_melded={0: False},
                         melds={0: {}})
    melded = position(hands={0: hand}, turn=0, phase="play", has_melded={0: True},
                      melds={0: {"Q": "QC QD QH"}})
    assert reason(concealed, AskGoOut()).get("bonus") == 200
    assert reason(melded, AskGoOut()).get("bonus") == 100


def test_the_tile_hint_counts_origen_cards_without_a_plural_of_their_names():
    """§4 Tiles: "you hold 2 Jockey Club" read wrong, as Origen's card
    names have no plural; the reason counts cards of the tile's rank.  With
    a pair the hint says the meld waits for a third card: the bots keep
    their wild cards rather than spend one on the tile's 20 (9f2d744), and
    "meld them next turn" told a pair and a wild card (review s37)."""
    from canasta_desktop.model.actions import AnnounceTile

    state = position(rules=rules_for("origen", 4), hands={0: "AS AH JK 5C 7D KS QH"},
                     melds={0: {"9": "9S 9H 9D"}, 1: {"Q": "QS QD QC"}},
                     pile="6D 4C", turn=0, phase="play")
    why = reason(state, AnnounceTile(14))
    assert why == Reason("tile_to_meld", (("count", 2), ("rank", 14)))
    assert _said(state, why, "en") == ("you hold 2 cards of that rank: meld them with a third "
                                       "on a later turn and the tile scores")
    assert _said(state, why, "fr") == ("vous avez 2 cartes de cette hauteur\u00a0: posez-les avec "
                                       "une troisième à un tour suivant et la dalle marque")
    three = Reason("tile_to_meld", (("count", 3), ("rank", 14)))
    assert _said(state, three, "en") == ("you hold 3 cards of that rank: meld them next turn "
                                         "and the tile scores")


def test_tete_et_queue_a_new_meld_brings_the_foot_closer():
    """§3: the hand must be emptied before the foot is played; a new meld
    says how many cards are left before it."""
    state = position(hands={0: "KH KD KS 5C 9D JH"}, pile="5D 8D", turn=0, phase="play",
                     melds={0: {"7": "7C 7D 7H"}}, rules=rules_for("head-and-foot", 4))
    kings = Meld((MeldPart(13, ids_of(state, "KH KD KS")),))
    state.check(kings)
    assert reason(state, kings) == Reason("meld_toward_foot", (("cards", 3),))


def test_origen_with_the_stock_out_the_take_is_no_choice():
    """§4 Stock exhausted (seed 003): play goes on while the pile can be
    taken; the hint's reason says so, not what the pile brings."""
    state = position(hands={0: "9S 9D 8D 8C"}, stock="", melds={0: {"K": "KS KH KC"}},
                     phase="draw", pile="5C 9H", rest="pile", rules=rules_for("origen", 4))
    assert state.view_for(0).must_take_pile
    take = next(a for a in state.legal_actions() if isinstance(a, TakePile))
    assert reason(state, take).code == "take_stock_out"


def test_origen_the_deal_ends_because_the_pile_cannot_be_taken():
    state = position(hands={0: "9S 4D 8D 8C"}, stock="", melds={0: {"K": "KS KH KC"}},
                     phase="draw", pile="5C 6H", rest="pile", rules=rules_for("origen", 4))
    assert state.view_for(0).stock_out_ends
    assert reason(state, EndDeal()).code == "end_no_take"
    classic = position(hands={0: "9S 9D 8D 8C"}, stock="", melds={0: {"K": "KS KH KC"}},
                       phase="draw", pile="5C 9H", rest="pile")
    assert reason(classic, EndDeal()) is None  # §1: he may take it, and chose not to


def test_tete_et_queue_a_card_that_fits_is_thrown_because_the_side_may_not_go_out():
    """§3: to go out a side needs a red (pure) and a black (impure) canasta.
    With two cards left, laying one off would leave one to discard, which
    is going out: the hint says that is why the card that fits is thrown."""
    rules = rules_for("head-and-foot", 4)
    state = position(hands={0: "6C AC"}, pile="5S 9D", turn=0, phase="play", rules=rules,
                     feet={0: ""}, melds={0: {"6": "6D 6H 6S 6D 6H", "7": "7C 7D 7H 7S 2C"}})
    six = ids_of(state, "6C")[0]
    why = reason(state, Discard(six))
    assert why.code == "discard_not_laid_off" and why.because.code == "no_canasta"
    assert "red (pure) and a black (mixed) canasta" in refusal_text(why.because, "en")
    # The play-test read "keep at least two cards" on a discard that leaves
    # one: the sentence says what laying off would do instead.
    english, french = _said(state, why, "en"), _said(state, why, "fr")
    assert english.startswith("on your sixes it would leave you one card, and discarding that "
                              "one would go out: "), english
    assert "two cards" not in english and "deux cartes" not in french, french
    # Play-test: « défaussez le 6♣ — posée sur vos 6, elle… » said "she" of a 6.
    assert french.startswith("l'ajouter à vos "), french
    assert " vous laisserait une seule carte, et la défausser serait sortir" in french, french
    # With the canastas the side needs, laying off is allowed: no such reason.
    ready = position(hands={0: "6C AC"}, pile="5S 9D", turn=0, phase="play", rules=rules,
                     feet={0: ""}, melds={0: {"6": "6D 6H 6S 6D 6H", "7": "7C 7D 7H 7S 7C 7D 7H",
                                              "8": "8C 8D 8H 8S 8C 8D 2C"}})
    assert reason(ready, Discard(ids_of(ready, "6C")[0])).code != "discard_not_laid_off"


def test_a_side_of_three_the_yes_counts_both_partners_hands():
    """§2 six players in two sides of three: going out counts the hands of
    the asker's two partners against the side; the yes names both."""
    rules = rules_for("six-2x3", 6)
    state = position(hands={0: "8S 8H 8D 4C", 2: "5C 9H", 4: "KS KH QD JD TC"}, pile="5S 9D",
                     turn=2, phase="answer", rules=rules,
                     melds={0: {"7": "7C 7D 7H 7S 7C 7D 7H", "6": "6C 6D 6H 6S 6C 6D 2H"}})
    answerer = state.current_seat
    side = [s for s in range(6) if state.team_of[s] == state.team_of[2] and s != 2]
    assert answerer in side and len(side) == 2
    yes = reason(state, AnswerGoOut(True))
    assert yes.code == "answer_yes_pays_side"
    values = state.tables.value
    assert yes.get("ours") == sum(values[c] for c in state.hands[answerer]) + round(
        Info(state.view_for(answerer)).hand_value_estimate(next(s for s in side if s != answerer)))


# ---------------------------------------------------------------- the sixteenth play-test
def test_origen_a_card_of_the_sides_own_tile_that_cannot_be_covered_says_so():
    """§4 Tiles: the side's sixes tile, the other sixes all melded by the
    opponents and no wild in hand: the tile cannot be covered.  The hint
    said "nobody can match it", which read false of the side's own tile."""
    state = position(hands={0: "6C 6S 9S JD JS"}, pile="8S 5D", turn=0, phase="play",
                     rules=rules_for("origen", 4),
                     melds={0: {"5": "5H 5C 5S 5H 2C JK JK"}, 1: {"6": "6S 6H 6D 6C 6H 6D"}})
    state.tiles[0] = {6: 3}
    six = ids_of(state, "6C")[0]
    why = reason(state, Discard(six))
    assert why == Reason("discard_tile_lost", (("card", six), ("rank", 6)))
    assert _said(state, why, "en").startswith("your ")
    assert "can no longer be covered" in _said(state, why, "en")
    assert "ne peut plus être couverte" in _said(state, why, "fr")
    # With a wild in hand the pair and the wild still cover it: not lost.
    wild = position(hands={0: "6C 6S 9S JD 2D"}, pile="8S 5D", turn=0, phase="play",
                    rules=rules_for("origen", 4),
                    melds={0: {"5": "5H 5C 5S 5H 2C JK JK"}, 1: {"6": "6S 6H 6D 6C 6H 6D"}})
    wild.tiles[0] = {6: 3}
    assert reason(wild, Discard(ids_of(wild, "6C")[0])).code != "discard_tile_lost"


def test_tete_et_queue_a_pile_of_red_threes_is_left_for_what_they_cost():
    """§3: red threes taken with the pile stay in hand and cost 100 each;
    the play-test read "the pile is worth less than a card from the stock"."""
    rules = rules_for("head-and-foot", 4)
    state = position(hands={0: "9S 9D 4C KD"}, pile="5C 3D 3H 9H", turn=0, phase="draw",
                     melds={0: {"A": "AC AD AH"}}, rules=rules)
    why = reason(state, Draw())
    assert why == Reason("pile_red_threes", (("count", 2), ("points", 100)))
    assert _said(state, why, "en") == ("taking the pile would put two red threes in your hand: "
                                       "you throw one a turn, and each left there costs 100 at "
                                       "the deal's end")
    assert _said(state, why, "fr").startswith("prendre la pile vous mettrait deux 3 rouges en "
                                              "main\u00a0: vous en défaussez un par tour")


def test_a_risky_discard_says_the_risk_and_a_trio_is_not_the_card_needed_least():
    """A card the next player may well take the pile with is thrown
    knowingly; one of three kept in hand is no 'card the hand needs least'."""
    state = position(hands={0: "9S 9D 9C 4D"}, pile="5C 8D 6H 7S TC JD QS KD",
                     melds={0: {"A": "AC AD AH"}}, turn=0, phase="play")
    nine = ids_of(state, "9S")[0]
    trio = Reason("discard_splits_pair", (("card", nine), ("count", 3), ("rank", 9)))
    assert _said(state, trio, "en") == ("giving up one of your three nines costs less than any "
                                        "other discard")
    assert reason(state, Discard(nine)).code != "discard_least_useful"
    bad = Reason("discard_least_bad", (("card", nine), ("percent", 40)))
    assert _said(state, bad, "en") == ("the next player could take the pile with it "
                                       "(40% chance), but your other cards are worth more "
                                       "to keep")
    # "valent plus" alone read as points (second play-test: a king thrown, a queen kept).
    assert _said(state, bad, "fr").endswith("mais vos autres cartes valent plus à garder")


def test_a_no_to_a_light_hand_is_not_for_its_points():
    """§1 Going out: refusing a 100 bonus to save 10 points in hand reads
    as nonsense (play-test); with a light hand the no says it is for what
    playing on brings."""
    state = position(hands={0: "8S 8H 8D 4C", 2: "4H"}, pile="5S 9D", turn=0, phase="answer",
                     melds={0: {"7": "7C 7D 7H 7S 7C 7D 7H"},
                            1: {"K": "KC KD KH KS KC KD KH"}})
    assert state.current_seat == 2
    why = reason(state, AnswerGoOut(False))
    assert why.code == "answer_no_play_on", why
    assert _said(state, why, "en").startswith("playing on should score more for your team than "
                                              "ending the deal now")


def test_a_no_while_the_opponents_cannot_go_out_says_so():
    """Play-test (Tête et Queue): "answer no … with 102 cards left in the
    stock", where the true reason was that the opponents, without their
    canastas, could not end the deal (§1 Going out).  The opponents hold a
    card each and have melded nothing: with their draws, the pile and every
    discard of the round they stay short of a canasta's seven cards."""
    sevens = {"7": "7C 7D 7H 7S 7C 7D 7H"}
    state = position(hands={0: "8S 8H 8D 4C", 2: "4H", 1: "5C", 3: "6D"}, turn=0,
                     phase="answer", melds={0: sevens})
    why = reason(state, AnswerGoOut(False))
    assert why == Reason("answer_no_opponents_stuck")
    assert _said(state, why, "fr").startswith("les adversaires sont trop loin de leurs canastas")
    # Review: a canasta made in the turn counts.  With three kings laid, the
    # cards they may hold by then could finish them: no such claim.
    near = position(hands={0: "8S 8H 8D 4C", 2: "4H", 1: "5C", 3: "6D"}, pile="5S 9D",
                    turn=0, phase="answer", melds={0: sevens, 1: {"K": "KC KD KH"}})
    assert reason(near, AnswerGoOut(False)).code == "answer_no_play_on"
    # Nor with the stock about to run out.
    short = position(hands={0: "8S 8H 8D 4C", 2: "4H", 1: "5C", 3: "6D"}, turn=0,
                     phase="answer", stock="9C 9H", melds={0: sevens})
    short.stock = short.stock[-2:]
    assert reason(short, AnswerGoOut(False)).code == "answer_no_play_on"


def test_opponents_who_lay_on_the_same_melds_are_judged_as_one_side():
    """Review (six players, two teams of three): each opponent alone was too
    far from the kings' canasta, but two lay-offs by the first two let the
    third complete it and go out on the same round (§1 Going out)."""
    state = position(rules=rules_for("six-2x3"), turn=0, phase="play",
                     hands={0: "9D JH JS 7C", 1: "KC 5H", 2: "4C 5D", 3: "KD 6C", 4: "4D 6S",
                            5: "KH KS"},
                     melds={0: {"9": "9H 9S 9C"}, 1: {"K": "KH KS KD"}}, pile="8C")
    state.apply(AskGoOut(), 0)
    assert reason(state, AnswerGoOut(False)).code != "answer_no_opponents_stuck"


def test_told_yes_a_meld_that_leaves_no_way_out_is_not_said_to_go_out():
    """§1 Going out: told yes with a hand that cannot go out this turn, the
    meld is no step out, and "you go out this turn" would be false (review)."""
    state = told_yes("9S 9D 9H 4C 6D KS", SEVENS)
    nines = Meld((MeldPart(9, ids_of(state, "9S 9D 9H")),))
    assert reason(state, nines).code != "meld_going_out"


def test_origen_a_tile_the_partner_can_still_cover_is_not_lost():
    """§4 Tiles: the partner took three sixes with the pile (seen by all):
    he can still cover the side's sixes tile (review)."""
    state = position(hands={0: "6C 9S JD JS", 2: "6S 6H 6D 4C 5C"}, known={2: "6S 6H 6D"},
                     pile="8S 5D", turn=0, phase="play", rules=rules_for("origen", 4),
                     melds={0: {"5": "5H 5C 5S 5H 2C JK JK"}, 1: {"6": "6S 6H 6D 6C"}})
    state.tiles[0] = {6: 3}
    assert reason(state, Discard(ids_of(state, "6C")[0])).code != "discard_tile_lost"


def test_a_hand_of_one_pair_is_not_told_its_other_cards_are_worth_more():
    """Two nines left and nothing else: "your other cards" do not exist."""
    state = position(hands={0: "9S 9D"}, pile="5C 8D 6H 7S", turn=0, phase="play",
                     melds={0: {"A": "AC AD AH"}, 1: {"K": "KC KD KH"}})
    assert reason(state, Discard(ids_of(state, "9S")[0])).code != "discard_splits_pair"


def test_counts_of_one_and_small_counts_read_in_words():
    """One card left in the stock is "1 card"; three nines and two red
    threes read in words, in both languages (review)."""
    state = position(hands={0: "8S 8H 8D 4C", 2: "4H"}, pile="5S 9D", turn=0, phase="answer",
                     melds={0: {"7": "7C 7D 7H 7S 7C 7D 7H"}})
    one = Reason("answer_no_play_on", (("cards", 1),))
    assert _said(state, one, "en").endswith("with 1 card left in the stock")
    assert _said(state, one, "fr").endswith("avec 1 carte encore au talon")
    threes = Reason("pile_red_threes", (("count", 2), ("points", 100)))
    assert _said(state, threes, "fr").startswith("prendre la pile vous mettrait deux 3 rouges")
    trio = Reason("discard_splits_pair", (("card", state.hands[0][0]), ("count", 3),
                                          ("rank", 9)))
    assert "your three nines" in _said(state, trio, "en")
    assert "vos trois " in _said(state, trio, "fr")


# ---------------------------------------------------------------- the second play-test
def test_origen_a_card_of_a_tile_just_placed_says_it_gives_the_tile_up():
    """§4 Tiles: the hint placed the tile, then threw one of its two cards;
    the sentence says what that gives up (20 at the deal's end)."""
    state = position(hands={0: "6C 9S 9D JD JH 4C 4D"}, pile="8S 5D", turn=0, phase="play",
                     rules=rules_for("origen", 4), melds={0: {"5": "5H 5C 5S"}})
    state.tiles[0] = {6: 3}
    six = ids_of(state, "6C")[0]
    why = reason(state, Discard(six))
    assert why == Reason("discard_gives_up_tile", (("bonus", 20), ("card", six), ("penalty", 20),
                                                   ("rank", 6)))
    # Where medium would keep the tile's card, "your other cards are worth
    # more" would be false (review): not said.
    dear = position(hands={0: "6C 6S 9S JD 4C"}, pile="8S 5D", turn=0, phase="play",
                    rules=rules_for("origen", 4), melds={0: {"5": "5H 5C 5S"}})
    dear.tiles[0] = {6: 3}
    assert reason(dear, Discard(ids_of(dear, "6C")[0])).code != "discard_gives_up_tile"
    assert "gives up covering your " in _said(state, why, "en")
    assert "votre dalle " in _said(state, why, "fr")


def test_a_hand_of_one_rank_says_any_card_will_do():
    """Two fours left: "your other cards are worth more" spoke of the
    other four (second play-test)."""
    state = position(hands={0: "4C 4S"}, pile="5C 8D 6H 7S", turn=0, phase="play",
                     melds={0: {"A": "AC AD AH"}, 1: {"K": "KC KD KH"}})
    four = ids_of(state, "4C")[0]
    why = reason(state, Discard(four))
    assert why == Reason("discard_all_alike", (("card", four), ("rank", 4)))
    assert _said(state, why, "en") == "your cards are all fours: any of them will do"


def test_tete_et_queue_one_red_three_in_the_pile_is_no_reason_to_leave_it():
    """§3: one red three taken goes out with the turn's discard; the
    second play-test saw the pile refused for it, then taken and the
    three thrown."""
    rules = rules_for("head-and-foot", 4)
    state = position(hands={0: "9S 9D 4C KD"}, pile="5C 7D 3H 9H", turn=0, phase="draw",
                     melds={0: {"A": "AC AD AH"}}, rules=rules)
    assert reason(state, Draw()).code != "pile_red_threes"


# ---------------------------------------------------------------- the big tables' play-test
def test_told_yes_with_cards_that_cannot_go_out_the_discard_says_the_penalty_is_paid():
    """§1 Going out: told yes, a hand that cannot go out pays the penalty
    whatever it throws; "the next player cannot take the pile with the 10♥"
    read as if nothing were lost (play-test, six-3x2)."""
    state = told_yes("AH QD TH 9S 6D", SEVENS)
    ten = ids_of(state, "TH")[0]
    why = reason(state, Discard(ten))
    assert why == Reason("discard_after_yes", (("card", ten), ("points", 100)))
    # Not "any more": these cards never could (second play-test).
    assert _said(state, why, "en") == ("you cannot go out this turn: your team pays "
                                       "the 100 points whatever you discard")
    assert _said(state, why, "fr").startswith("vous ne pouvez pas sortir ce tour-ci")
    # Cards that can still go out: the discard keeping three costs 100 too,
    # and the hint says the way out is still there (review).
    ready = told_yes("KH KD KS 5C", SEVENS)
    why = reason(ready, Discard(ids_of(ready, "5C")[0]))
    assert why.code == "discard_pays_penalty"
    assert _said(ready, why, "en") == ("your cards could still go out this turn: this discard "
                                       "keeps cards in hand, and your team pays the 100 points")
    assert _said(ready, why, "fr").startswith("vos cartes pourraient encore sortir")


def test_a_black_three_on_an_empty_pile_is_thrown_for_being_no_use():
    """"The 3♣ on top stops the next player from taking the pile" of a pile
    with nothing to take (play-test, nine times): the three builds nothing.
    On a pile worth taking, it still blocks it."""
    empty = position(hands={0: "3C 9S 9H 4C KD"}, pile="", melds={0: {"A": "AC AD AH"}},
                     turn=0, phase="play")
    three = ids_of(empty, "3C")[0]
    why = reason(empty, Discard(three))
    assert why == Reason("discard_stop_card", (("card", three),))
    assert _said(empty, why, "en") == ("the 3♣ builds nothing in your hand, and on the pile it "
                                       "stops the next player")
    assert _said(empty, why, "fr").startswith("le 3♣ ne construit rien dans votre main")
    big = position(hands={0: "3C 9S 9H 4C KD"}, pile="5C 8D QS QH 7D 7C JS",
                   melds={0: {"A": "AC AD AH"}}, turn=0, phase="play")
    assert reason(big, Discard(ids_of(big, "3C")[0])).code == "discard_blocks"


def test_origen_a_spare_card_of_the_sides_tile_is_not_called_of_no_use():
    """§4 Tiles: four sixes in hand, the sixes' tile placed: "the other
    sixes are all in sight: nobody can match it" was said of one of them
    (play-test).  Three are left to cover the tile, and the hint says so."""
    state = position(hands={0: "6C 6S 6H 6D 9S JD 4C"}, pile="6S 6H 6D 6C 8S 5D", turn=0,
                     phase="play", rules=rules_for("origen", 4), melds={0: {"5": "5H 5C 5S"}})
    state.tiles[0] = {6: 3}
    six = ids_of(state, "6C")[0]
    view = state.view_for(0)
    assert Info(view).unseen[6] == 0, "the other sixes are all in sight"
    why = reason(state, Discard(six))
    assert why == Reason("discard_tile_spare", (("card", six), ("count", 3), ("rank", 6)))
    assert _said(state, why, "en").startswith("you still keep three ")
    assert _said(state, why, "fr").startswith("il vous reste trois ")


def test_a_sure_take_is_said_sure_not_one_hundred_percent():
    """Play-test: "though the next player could take the pile with it
    (100%)".  A sure take reads as one, in both languages."""
    state = position(hands={0: "9S 9D 4C"}, pile="5C 8D", turn=0, phase="play",
                     melds={0: {"A": "AC AD AH"}})
    sure = Reason("discard_played_out", (("card", state.hands[0][0]), ("percent", 100)))
    assert _said(state, sure, "en").endswith("though the next player can surely take the pile "
                                             "with it")
    assert _said(state, sure, "fr").endswith("même si le joueur suivant prendra sûrement la pile "
                                             "avec cette carte")
    likely = Reason("discard_least_bad", (("card", state.hands[0][0]), ("percent", 42)))
    assert _said(state, likely, "en").startswith("the next player could take the pile with it "
                                                 "(42% chance)")


def test_a_one_card_pile_is_not_said_to_fit_the_hand():
    """The top card always goes to a meld: "1 card, which fits your hand"
    said nothing (play-test)."""
    state = position(hands={0: "9S 9D 4C"}, pile="9H", turn=0, phase="draw",
                     melds={0: {"A": "AC AD AH"}})
    one = Reason("take_pile", (("cards", 1), ("fit", 1)))
    assert _said(state, one, "en") == "1 card, which goes straight to a meld"
    assert _said(state, one, "fr") == "1 carte, qui va aussitôt dans une combinaison"


def test_three_of_a_rank_in_the_pile_fit_though_the_hand_holds_none():
    """Four cards of a rank in the pile meld on their own: "11 cards, 1 of
    which fits" was said of such a pile (play-test, Origen); a lone pair
    in the pile still does not fit the hand."""
    state = position(hands={0: "9S 9H 4C 6D"}, pile="5C 8D JH JD JC JS QH 7S 9D",
                     melds={0: {"A": "AC AD AH"}, 1: {"K": "KC KD KH"}}, turn=0, phase="draw")
    take = next(a for a in state.legal_actions() if isinstance(a, TakePile))
    # 9♦ with the nines, the four jacks together; 5♣ 8♦ Q♥ 7♠ fit nothing.
    assert reason(state, take) == Reason("take_pile", (("cards", 9), ("fit", 5)))


def test_asking_before_the_draw_says_the_take_is_the_way_out():
    """§1 Going out: asking comes before taking the pile.  Where the take is
    what lets the hand go out, the hint to ask says so (play-test: the hint
    took the pile without asking and could then not go out)."""
    from .test_clear_moves import _take_and_go_out

    state = _take_and_go_out()
    why = reason(state, AskGoOut())
    assert why == Reason("go_out_by_taking", (("cards", 2),))
    assert _said(state, why, "en") == ("taking the pile (2 cards) lets all your cards go out, "
                                       "and your partner is asked before the take")
    assert _said(state, why, "fr").startswith("prendre la pile (2 cartes) vous permet de poser")


def test_the_partner_says_no_when_the_askers_side_surely_lacks_its_canasta():
    """Play-test: Bruno said yes to a side with no canasta (and in Tête et
    Queue to a player whose foot was face down): the penalty was sure.
    §1 Going out: the partner answers no and says why, in the rules' words."""
    state = position(hands={0: "7S 9C 4D", 1: "KS KH QD JC 9H 8D 6S 5C 4H TD",
                            3: "KC KD QS JH 9S 8C 6H 5S 4S TC"}, pile="5C 9D", turn=0,
                     phase="answer", melds={0: {"Q": "QS QH QD"}})
    view = state.view_for(state.current_seat)
    info = Info(view)
    assert medium.go_out_merit(view, info) >= 0, "on points alone, going out would pay"
    assert medium.answer(view, info) == AnswerGoOut(False)
    from canasta_desktop.bots.hard import HardBot
    import random
    assert HardBot(iterations=5).choose(view, state.legal_actions(),
                                        random.Random(1)) == AnswerGoOut(False)
    why = reason(state, AnswerGoOut(False))
    assert why.code == "answer_no_partner_canasta" and why.get("points") == 100
    assert _said(state, why, "en") == ("your partner cannot go out this turn: your team needs a "
                                       "canasta before going out, and a yes would cost your "
                                       "team 100 points")
    assert _said(state, why, "fr") == ("votre partenaire ne peut pas sortir à ce tour\u00a0: "
                                       "votre équipe doit avoir une canasta avant de sortir, et "
                                       "un oui coûterait 100 points à votre équipe")


def test_tete_et_queue_a_foot_face_down_is_a_careful_no_not_a_sure_one():
    """§3: melded whole, the hand brings the foot, which may go out in the
    same turn (review): no sure "cannot go out" for the foot alone.  But
    only if every card of a foot nobody has seen goes: the partner says no
    all the same (play-tests: yes, and the side paid 100), and says why."""
    rules = rules_for("head-and-foot", 4)
    melds = {"7": "7C 7D 7H 7S 7C 7D 7H", "6": "6C 6D 6H 6S 6C 6D 2H"}
    state = position(hands={0: "8S 8H 8D 4C"}, pile="5C 9D", turn=0, phase="answer",
                     melds={0: melds}, rules=rules)
    assert state.feet[0], "the asker's foot is face down"
    assert not reason(state, AnswerGoOut(False)).code.startswith("answer_no_partner")
    view = state.view_for(state.current_seat)
    info = Info(view)
    assert medium.go_out_merit(view, info) >= 0, "going out would pay, if it could be done"
    assert medium.answer(view, info) == AnswerGoOut(False)
    assert reason(state, AnswerGoOut(False)).code == "answer_no_foot_down"


FIVES_AND_KINGS = {"K": "KS KH KD KC KS KH KD", "5": "5C 5D 5S 5H 5C 5D"}


def test_a_lay_off_that_gives_up_going_out_says_why_playing_on():
    """Play-test: the hand 5♥ A♦ A♥ A♠ Q♣ could go out; the hint laid off
    the 5♥ "for a canasta", and after that meld the player could no longer
    ask his partner (§1 Going out).  The reason is why play on: the
    partner's eight cards would count against the side, more than the
    opponents' few would."""
    state = position(hands={0: "5H AD AH AS QC", 2: "9S 9H 8D 8C 7S 6D JC QD", 1: "4C 6D 7H",
                            3: "5S 7C"}, pile="4C 9D",
                     turn=0, phase="play", melds={0: FIVES_AND_KINGS})
    five = Meld((MeldPart(5, ids_of(state, "5H")),))
    why = reason(state, five)
    assert why.code == "stay_in_side_holds"
    assert why.get("cards") == 8 and why.get("partners") == 1 and why.get("points") >= 30
    assert _said(state, why, "en").startswith(
        "your cards could all go out now, but your partner still holds 8 cards, about ")
    # Opponents holding more than the partner: his cards are no reason.
    full = position(hands={0: "5H AD AH AS QC", 2: "9S 9H 8D 8C 7S 6D JC QD"}, pile="4C 9D",
                    turn=0, phase="play", melds={0: FIVES_AND_KINGS})
    assert reason(full, Meld((MeldPart(5, ids_of(full, "5H")),))).code == "stay_in_play_on"
    # After a meld made without asking, going out is refused already: the
    # discard that follows gives up nothing (review).
    laid = position(hands={0: "5H AD AH AS QC", 2: "9S 9H 8D 8C 7S 6D JC QD", 1: "4C 6D 7H",
                           3: "5S 7C"}, pile="4C 9D", turn=0, phase="play",
                    melds={0: FIVES_AND_KINGS})
    laid.apply(Meld((MeldPart(5, ids_of(laid, "5H")),)))
    assert not reason(laid, Discard(ids_of(laid, "QC")[0])).code.startswith("stay_in")
    # ... and a meld then is on no way out (second review).
    more = position(hands={0: "5H AD AH AS KC 4D 4H 4S QC", 2: "9S 9H 8D 8C 7S 6D JC QD",
                           1: "6D 7H", 3: "5S 7C"}, pile="9D", turn=0, phase="play",
                    melds={0: FIVES_AND_KINGS})
    more.apply(Meld((MeldPart(5, ids_of(more, "5H")),)))
    aces = Meld((MeldPart(14, ids_of(more, "AD AH AS")),))
    more.check(aces)
    assert reason(more, aces).code != "meld_step_out"
    # Asking first keeps the way out: no "stay in" said of the ask's meld.
    state.apply(AskGoOut())
    state.apply(AnswerGoOut(True), seat=2)
    assert reason(state, five).code != "stay_in_side_holds"


def test_with_no_partner_a_meld_on_the_way_out_is_no_staying_in():
    """Two players: no one to ask.  Laying off the 5♥ is the first step of
    going out (then the aces, then the Q♣); throwing the Q♣ at once keeps
    four cards and gives it up."""
    state = position(hands={0: "5H AD AH AS QC"}, pile="4C 9D", turn=0, phase="play",
                     melds={0: FIVES_AND_KINGS}, rules=rules_for("two", 2))
    five = Meld((MeldPart(5, ids_of(state, "5H")),))
    assert reason(state, five) == Reason("meld_canasta", (("rank", 5),))
    # A new meld of the way out says so, not "scores now and starts a
    # canasta" (play-test, rami 2: three such melds of one going out).
    aces = Meld((MeldPart(14, ids_of(state, "AD AH AS")),))
    assert reason(state, aces) == Reason("meld_step_out")
    assert _said(state, reason(state, aces), "en") == ("your cards can all go out this turn, "
                                                       "and this meld is on the way")
    queen = ids_of(state, "QC")[0]
    why = reason(state, Discard(queen))
    assert why.code == "stay_in_play_on"
    assert _said(state, why, "fr").startswith(
        "vos cartes pourraient toutes sortir maintenant, mais continuer devrait vous rapporter "
        "plus")


def test_tete_et_queue_a_take_says_the_top_cards_beat_the_stocks_one():
    """§3: the pile gives its top three cards for the turn's one discard,
    where the stock gives one; "3 cards, 1 of which fits" alone read as no
    reason to take it (play-test)."""
    rules = rules_for("head-and-foot", 4)
    state = position(hands={0: "9S 9H 4C 6D"}, pile="8C 7D 5S 9C", rules=rules,
                     melds={0: {"A": "AC AD AH"}}, turn=0, phase="draw")
    take = next(a for a in state.legal_actions() if isinstance(a, TakePile))
    why = reason(state, take)
    assert why == Reason("take_more_than_stock", (("cards", 3), ("draws", 1), ("fit", 1)))
    assert _said(state, why, "en") == ("3 cards, 1 of which fits your melds or your hand, where "
                                       "the stock gives one card")
    assert _said(state, why, "fr").endswith(", là où le talon n'en donne qu'une")


def test_a_wild_thrown_as_the_deal_ends_says_its_points_not_a_freeze_of_two_cards():
    """Play-test: "a wild card freezes the pile of 2 cards", said with every
    hand down to one to four cards: what the 2♥ thrown saves is its 20
    points left in hand (§1 Scoring a deal)."""
    state = position(hands={0: "2H JD", 1: "9S", 2: "4C", 3: "8D 7H 6S 5C"}, pile="3S",
                     melds={0: {"9": "9C 9D JK"}, 1: {"K": "KC KD KH KS KC KD KH"}},
                     turn=0, phase="play")
    two = ids_of(state, "2H")[0]
    why = reason(state, Discard(two))
    assert why == Reason("discard_sheds_points", (("card", two), ("points", 20)))
    assert _said(state, why, "en") == ("the deal may end soon: the 2♥ would cost 20 points left "
                                       "in your hand")
    assert _said(state, why, "fr") == ("la donne peut finir bientôt\u00a0: garder le 2♥ en main "
                                       "coûterait 20 points")
    # A wild that could go onto a meld, where it scores, is no such case (review).
    layable = position(hands={0: "2H JD 4C", 1: "9S", 2: "4C", 3: "8D 7H 6S 5C"}, pile="3S",
                       melds={0: {"9": "9C 9D 9H 9S"}, 1: {"K": "KC KD KH KS KC KD KH"}},
                       turn=0, phase="play")
    assert reason(layable, Discard(ids_of(layable, "2H")[0])).code != "discard_sheds_points"


def test_tete_et_queue_the_partners_foot_counts_in_the_cards_he_still_holds():
    """Review: "your partner still holds 2 cards, about 228 points", the
    points counting his foot face down and the cards not (§3)."""
    rules = rules_for("head-and-foot", 4)
    melds = {"7": "7C 7D 7H 7S 7C 7D 7H", "6": "6C 6D 6H 6S 6C 6D 2H", "5": "5C 5D 5H 5S 5C 5D"}
    state = position(hands={0: "5H AD AH AS QC", 2: "KS KH", 1: "4C", 3: "4D"}, pile="4H 9D",
                     turn=0, phase="play", melds={0: melds}, rules=rules,
                     feet={0: "", 1: "", 3: ""})
    assert state.feet[2], "the partner's foot is face down"
    five = Meld((MeldPart(5, ids_of(state, "5H")),))
    why = reason(state, five)
    assert why.code == "stay_in_side_holds" and why.get("feet") == 1
    assert why.get("cards") == 2 + len(state.feet[2])
    assert " cards in hand and foot, about " in _said(state, why, "en")
    assert " cartes en main et en queue, environ " in _said(state, why, "fr")


def test_s2_three_players_waiting_on_a_pile_the_hand_could_take_says_so(qapp):
    """§2 Three players: whoever takes the pile first becomes the isolated
    hand.  Play-test: holding J♠ J♦ under J♥ on a ten-card pile, the hint
    said only "whoever takes the pile first plays alone against two"."""
    from canasta_desktop import i18n
    from canasta_desktop.model.actions import Draw

    rules = rules_for("three", 3)
    state = position(hands={0: "JS JD 4S 6H 9C 5C"}, pile="4C 5D 6S 7S 8C 9D TC QS KC JH",
                     melds={0: {"K": "KS KH KD"}}, turn=0, phase="draw", rules=rules)
    assert state.view_for(0).isolated is None
    why = reason(state, Draw())
    assert why.code == "isolated_wait"
    assert _said(state, why, "en") == ("your jacks could take the pile (10 cards), but whoever "
                                       "takes it first plays alone against two")
    i18n.set_language(qapp, "fr")
    try:
        assert _said(state, why, "fr") == ("vos valets pourraient prendre la pile "
                                           "(10 cartes), mais le premier qui la prend joue "
                                           "seul contre deux")
    finally:
        i18n.set_language(qapp, "en")


def test_s1_frozen_pile_the_hint_draws_because_of_the_black_three_turned_up():
    """The 9♣ turned up over a black three is no stop card: the hint's reason
    names the black three, not "the 9♣ on top blocks the pile" (found on
    this session's table)."""
    state = first_player_with_nines_and_aces("3S 9C")
    assert reason(state, Draw()) == Reason("pile_black_three_turned_up")


def test_a_player_alone_is_spoken_to_without_a_side():
    """Play-test (rami and Origen for several, each for himself): « votre
    camp … ses mains … contre lui » and « son camp a posé » said to and of
    players who have no partner.  Alone, the reasons say "you" and "that
    player"; in partnerships they still say the side."""
    # The next player, alone, has melded aces: keep yours.
    two = rules_for("two", 2)
    state = _aces_melded_next(rules=two)
    why = reason(state, Discard(ids_of(state, "4D")[0]))
    assert why.code == "discard_keep" and why.get("alone") == 1
    assert _said(state, why, "en").endswith(
        "discarding your aces would surely give it to that player, who has melded them")
    assert _said(state, why, "fr").endswith("il en a posé")
    teams = _aces_melded_next()
    why = reason(teams, Discard(ids_of(teams, "4D")[0]))
    assert why.code == "discard_keep" and not why.get("alone")
    assert _said(teams, why, "en").endswith("that player, whose team has melded them")
    assert _said(teams, why, "fr").endswith("son équipe en a posé")
    # Going out given up: "you", not "your side", with no partner.
    play_on = Reason("stay_in_play_on", (("cards", 0), ("alone", 1)))
    assert _said(state, play_on, "en").endswith("should score more for you")
    assert _said(state, play_on, "fr").endswith("continuer devrait vous rapporter plus")
    # §5: gone out, the hand is empty; the melds and red threes count
    # negative (play-test s35: "your hand counting against you" of a hand
    # that would be empty).
    no_canasta = Reason("stay_in_no_canasta", (("alone", 1),))
    assert "you would end the deal with your melds and red threes counting against you" in \
        _said(state, no_canasta, "en")
    assert "vous finiriez la donne avec vos combinaisons et vos 3 rouges comptés contre vous" in \
        _said(state, no_canasta, "fr")
    side = Reason("stay_in_no_canasta", (("alone", 0),))
    assert "your team would end the deal with its melds and red threes counting against it" in \
        _said(teams, side, "en")


@pytest.mark.parametrize("code, params", [
    ("pile_one_natural", {"card": 0}), ("pile_wild_alone", {"card": 0}),
    ("take_costs_wilds", {"cards": 4, "wilds": 2}), ("discard_freeze", {"cards": 5})])
def test_origen_hints_call_its_wild_cards_jokers(qapp, code, params):
    """Play-test s32 F13: Origen's hints said "wild card" / « passe-partout »
    where its summary and refusals say jokers (Diva or Gentleman); classic
    keeps its words."""
    from canasta_desktop import i18n
    from canasta_desktop.model.match import Match
    from canasta_desktop.session.hint_text import reason_text

    def said(variant: str) -> str:
        deal = Match.new(rules_for(variant, 4), 3, ["A", "B", "C", "D"]).start_deal()
        figures = {k: (deal.pile[-1] if k == "card" else v) for k, v in params.items()}
        return reason_text(Reason(code, tuple(sorted(figures.items()))), deal.view_for(0))

    try:
        for lang, wild in (("en", "wild"), ("fr", "passe-partout")):
            i18n.set_language(qapp, lang)
            origen, classic = said("origen"), said("classic")
            assert "joker" in origen and wild not in origen, origen
            assert wild in classic, classic
    finally:
        i18n.set_language(qapp, "en")


def _said_with_table_names(qapp, state, why, lang):
    """The sentence with the ranks as the table names melds in `lang`
    (« valets »: Qt's translation, which `_said` alone does not switch)."""
    from canasta_desktop import i18n

    try:
        i18n.set_language(qapp, lang)
        return _said(state, why, lang)
    finally:
        i18n.set_language(qapp, "en")


# The next player (seat 1) threw the J♦ himself; or the J♣, seat 0's own
# discard, lay on top when he drew from the stock instead of taking the pile.
PILE_SIGNS = [
    ("4C 2C JD QC QH", "discard_next_threw",
     "the next player threw away one of the jacks, and a player with a pair keeps it: "
     "the pile is hardly in reach ({percent}% chance)",
     "le joueur suivant s'est lui-même défaussé de valets, et qui a une paire la "
     "garde\u00a0: il ne peut guère prendre la pile ({percent}\u00a0% de chances)"),
    ("4C 2C JC 5S QC QH", "discard_next_passed",
     "the next player let the pile go by with one of the jacks on top, so probably holds "
     "no pair of them: the pile is hardly in reach ({percent}% chance)",
     "le joueur suivant a laissé passer la pile avec des valets dessus, sans doute faute "
     "d'en avoir une paire\u00a0: il ne peut guère prendre la pile ({percent}\u00a0% de "
     "chances)"),
]


@pytest.mark.parametrize("pile, code, english, french", PILE_SIGNS)
def test_a_safe_discard_says_what_the_pile_shows_of_the_next_player(qapp, pile, code,
                                                                     english, french):
    """§1 Taking the pile (frozen: a natural pair): a player with a pair of
    jacks keeps it, and takes a pile he can.  The hint says what the pile
    shows, as medium reads it, not a bare figure; the figure is the chance
    that he takes the pile, and reads as such (review: "probably no pair of
    them (3% chance)" read as the chance of a pair)."""
    state = frozen_pile_under_the_next_player(pile)
    why = reason(state, Discard(ids_of(state, "JH")[0]))
    assert why.code == code and why.get("rank") == 11
    percent = why.get("percent")
    assert _said(state, why, "en") == english.format(percent=percent)
    assert _said_with_table_names(qapp, state, why, "fr") == french.format(percent=percent)


def test_the_pile_sign_names_only_the_rank_he_threw(qapp):
    state = frozen_pile_under_the_next_player("4C 2C JD QC QH")
    why = reason(state, Discard(ids_of(state, "JH")[0]))
    # « as »: the "de" elides, as in every sentence that names a rank.
    aces = replace(why, params=tuple((k, 14 if k == "rank" else v) for k, v in why.params))
    assert "s'est lui-même défaussé d'as, et" in _said_with_table_names(qapp, state, aces, "fr")
    queen = ids_of(state, "QS")[0]
    assert reason(state, Discard(queen)).code != "discard_next_threw"  # he threw no queen


@pytest.mark.parametrize("variant", ["classic", "rami"])
def test_a_pass_is_no_sign_of_no_pair_where_his_side_has_melded_that_rank(variant):
    """Play-test s35 (rami for six): "the next player let the pile go by with
    one of the tens on top, so probably holds no pair of them" while his
    three tens, melded the turn after that pass, lay on the table.  With his
    side's jacks on the table the hint says the chance alone; without, the
    pass is still what it says."""
    def said_of_the_jack(melds):
        state = frozen_pile_under_the_next_player("4C 2C JC 5S QC QH", variant, melds)
        return reason(state, Discard(ids_of(state, "JH")[0]))

    sixes = SIXES_AND_ACES
    assert said_of_the_jack(sixes).code == "discard_next_passed"
    why = said_of_the_jack({0: sixes[0], 1: {**sixes[1], "J": "JS JD JD"}})
    assert why.code == "discard_safe" and why.get("percent") <= 5


def test_a_pass_made_before_his_side_opened_is_no_sign_of_no_pair():
    """§1 Opening: before his side opened, a pair alone did not take the
    pile (play-test s35, rami for six: 2 of 3 "let the pile go by" reasons
    were such passes, the passer holding a pair).  The next player drew over
    the J♣ (seat 0's discard) and opened in that turn: the hint says the
    chance alone.  Had his side opened a turn before, the pass is a sign."""
    state = frozen_pile_under_the_next_player("4C 2C JC 5S QC QH")
    state.opened_pile[1] = 3  # the pile held 4♣ 2♣ J♣ when his side opened
    why = reason(state, Discard(ids_of(state, "JH")[0]))
    assert why.code == "discard_safe" and why.get("percent") <= 5
    state.opened_pile[1] = 1  # ... or 4♣ alone: his partner opened the turn before
    assert reason(state, Discard(ids_of(state, "JH")[0])).code == "discard_next_passed"


def test_at_two_players_the_hint_does_not_read_the_pile():
    """At two, medium does not read the pile (it lost there, knowledge.
    PAIR_AFTER_SIGN), and neither does the reason it gives."""
    state = frozen_pile_under_the_next_player("4C 2C JD QC QH", "two")
    why = reason(state, Discard(ids_of(state, "JH")[0]))
    assert why is None or why.code not in ("discard_next_threw", "discard_next_passed")


def test_taking_a_pile_the_next_player_could_open_with_says_he_would_take_it():
    """§1 Opening by taking the pile: the top card and the hand's cards make
    the minimum, the rest of the pile only goes to the hand.  Play-test s35:
    "8 cards, 1 of which fits your melds or your hand, and the next player
    could use them to open" read as if the pile's cards helped him open, or
    as if taking it gave them to him: it says what he would get otherwise."""
    state = position(hands={0: "JH JD AH AC KS KD 9H"}, pile="4C 6D 8S 9C QH 5S 7H JC",
                     melds={0: {"T": "TC TD TS 2H"}}, turn=0, phase="draw")
    take = next(a for a in state.legal_actions() if isinstance(a, TakePile))
    why = reason(state, take)
    assert why.code == "take_deny"
    assert _said(state, why, "en").endswith(
        "; otherwise the next player could take them when opening")
    assert _said(state, why, "fr").endswith(
        "\u00a0; sinon, le joueur suivant pourrait les prendre en ouvrant")


def test_keep_your_king_is_no_reason_to_throw_a_riskier_card_than_a_safer_one():
    """Play-test s35 (classic, French, 1280×720): « défaussez le V♣ — le
    joueur suivant pourrait prendre la pile avec le V♣ (60 % de chances) ;
    en défaussant votre R♣, vous la lui donneriez sûrement » while the 7♥
    (45 %), a lone card, was the one the weighing throws.  Keeping the king
    is why the 7♥ goes; the J♣ is the look ahead's choice, and said so."""
    state = position(hands={0: "KC JC 7H TS 9C AH QH QC"}, pile="4C 7S 7D 6D 8S 5H",
                     melds={0: {"8": "8H 8D 8C"}, 1: {"K": "KS KH KD"}}, turn=0, phase="play")
    seven = ids_of(state, "7H")[0]
    why = reason(state, Discard(ids_of(state, "JC")[0]))
    assert why.code == "discard_played_out" and why.get("other") == seven
    assert _said(state, why, "en") == ("looking one round ahead, the J♣ does better than the "
                                       "7♥, though the next player could take the pile with "
                                       f"it ({why.get('percent')}% chance)")
    kept = reason(state, Discard(seven))
    assert kept.code == "discard_keep_one" and kept.get("rank") == 13


def test_s1_taking_the_pile_the_safer_discard_is_said_only_of_the_least_risky_one():
    """§1 Taking the pile, two players: the next player has melded aces, so
    the aces stay in hand.  Play-test s41: « la défausse la plus sûre » was
    said of a 9♦ giving him the pile 84 times in 100, a joker and a two (no
    risk at all) in hand.  The words now follow the figures: "the safer"
    only of the least risky discard; where every discard is risky, that is
    said; where a safer card is kept, that it is worth more in hand."""
    two = rules_for("two", 2)
    state = _aces_melded_next(rules=two)
    info = Info(state.view_for(0))
    king, four = ids_of(state, "KD 4D")
    chance = {card: info.take_probability(1, card, state.pile_frozen) for card in (king, four)}
    assert 0.35 <= chance[king] < chance[four]  # every natural is risky; the K♦ least
    least = reason(state, Discard(king))
    assert least.code == "discard_keep" and least.get("safety") == 1
    assert _said(state, least, "en").startswith(
        f"every discard is risky, this one least: the K\u2666 gives the next player a "
        f"{least.get('percent')}% chance")
    assert _said(state, least, "fr").startswith(
        "toutes vos défausses sont risquées, celle-ci le moins\u00a0: avec le R\u2666")
    riskier = reason(state, Discard(four))
    assert riskier.code == "discard_keep" and riskier.get("safety") == 2
    english, french = _said(state, riskier, "en"), _said(state, riskier, "fr")
    assert english.startswith("your safer cards are worth more in hand: the 4\u2666 gives")
    assert "the safer discard" not in english and "la plus sûre" not in french
    assert french.startswith("vos cartes plus sûres valent plus en main\u00a0: avec le 4\u2666")
    # In partnerships the K♦ is a 34% risk, the least: "the safer discard".
    teams = _aces_melded_next()
    safest = reason(teams, Discard(ids_of(teams, "KD")[0]))
    assert safest.code == "discard_keep" and not safest.get("safety")
    assert _said(teams, safest, "en").startswith("the safer discard: the K\u2666 gives")
    assert _said(teams, safest, "fr").startswith("la défausse la plus sûre\u00a0: avec le R\u2666")
