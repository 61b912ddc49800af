"""The Hint's reason: a code with figures, from the same numbers the bots
decide with, and from the seat's view only (the words: tests/ui/test_hint.py)."""

from __future__ import annotations

import pytest

import re
import string
from pathlib import Path

import canasta_desktop.bots
from canasta_desktop import words
from canasta_desktop.bots.reasons import Reason, explain
from canasta_desktop.model.actions import AnswerGoOut, Discard, Draw, Meld, MeldPart, TakePile
from canasta_desktop.model.variants import rules_for

from .helpers import played_until, position, twin
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
    assert reason(state, Discard(three)).code == "discard_black_three"


def test_a_wild_discard_freezes_a_big_pile():
    state, _ = freeze_big_pile()
    two = ids_of(state, "2C")[0]
    assert reason(state, Discard(two)) == Reason("discard_freeze", (("card", two), ("cards", 16)))


def test_a_dead_card_is_safe_to_throw():
    """The seven other fours are in sight (four in the pile, three melded)."""
    state = position(hands={0: "4C 9S 9H KD"}, pile="4C 4D 4H 4S 5C",
                     melds={0: {"A": "AC AD AH"}, 1: {"4": "4D 4H 4S"}}, turn=0, phase="play")
    four = ids_of(state, "4C")[0]
    why = reason(state, Discard(four))
    assert why.code == "discard_dead" and why.get("rank") == 4


def test_the_partner_says_no_with_the_points_it_would_meld():
    state, _ = answer_no_holding_many_points()
    why = reason(state, AnswerGoOut(False))
    assert why.code == "answer_no_meld" and why.get("points") >= 100
    yes = reason(state, AnswerGoOut(True))
    assert yes.code == "answer_yes" and yes.get("bonus") == 100


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
    codes = set(re.findall(r'_reason\(\s*"([a-z_]+)"', source))
    codes |= set(re.findall(r'"([a-z_]+)" if foot else "([a-z_]+)"', source)[0])
    assert len(codes) > 30
    english, french = words.catalogue("en")["reason"], words.catalogue("fr")["reason"]
    assert codes <= set(english), sorted(codes - set(english))
    assert set(english) == set(french)

    def fields(text):
        return {name for _, name, _, _ in string.Formatter().parse(text) if name}

    for code in english:
        assert fields(english[code]) == fields(french[code]), code
    assert words.template("reason", "a_newer_code", "fr") is None
