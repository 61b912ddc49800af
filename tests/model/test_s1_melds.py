"""RULES.md §1 "Melds" and "Canasta"."""

import pytest

from canasta_desktop.model import (AnswerGoOut, AskGoOut, Discard, IllegalAction, Meld, MeldPart,
                                   TakePile)
from canasta_desktop.model.cards import THREE, parse_rank
from canasta_desktop.model.events import EndReason, LaidOff
from canasta_desktop.model.melds import meld_problem
from canasta_desktop.model.rules import CLASSIC

from .builders import cards, play, position, refusal, sorted_codes

OPENED = {1: {"Q": "QS QH QD"}}  # the other team has opened too: irrelevant here


def meld(state, *parts: tuple[str, str]) -> Meld:
    """meld(state, ("7", "7S 7H 2C"), ("K", "KS KD KC")) from the acting hand."""
    free = list(state.hands[state.turn])
    out = []
    for rank, text in parts:
        ids = []
        for code in text.split():
            card = next(c for c in free if state.tables.code[c] == code)
            free.remove(card)
            ids.append(card)
        out.append(MeldPart(parse_rank(rank), tuple(ids)))
    return Meld(tuple(out))


def opened_position(hand: str, team_melds: dict | None = None, **kw):
    """Seat 0 in its play phase; team 0 has opened (an ace meld by default)."""
    return position(hands={0: hand}, melds={0: team_melds or {"A": "AS AH AD"}, **OPENED},
                    **kw)


@pytest.mark.parametrize("naturals, wilds", [
    (2, 1), (3, 0), (3, 1), (3, 2), (4, 2), (4, 3), (5, 4), (6, 0), (5, 2)])
def test_s1_melds_naturals_outnumber_wilds_accepted(naturals, wilds):
    hand = " ".join((["8S", "8H", "8D", "8C"] * 2)[:naturals] + (["2C", "JK", "2D", "JK"] * 2)[:wilds])
    state = opened_position(hand + " 4C 5C")
    state.apply(meld(state, ("8", hand)))
    assert sorted_codes(state, state.melds[0][8]) == sorted(hand.split())


@pytest.mark.parametrize("naturals, wilds", [
    (1, 2), (2, 2), (2, 3), (3, 3), (3, 4), (1, 1), (2, 0), (0, 3)])
def test_s1_melds_refused_unless_naturals_outnumber_wilds_at_every_size(naturals, wilds):
    hand = " ".join((["8S", "8H", "8D", "8C"] * 2)[:naturals] + (["2C", "JK", "2D", "JK"] * 2)[:wilds])
    state = opened_position(hand + " 4C 5C")
    error = refusal(state, meld(state, ("8", hand)))
    assert error.code in ("too_many_wilds", "meld_too_small")
    assert error.section == "§1 Melds"


def test_s1_melds_three_cards_need_two_naturals_four_and_five_three_six_and_seven_four():
    for size, least in [(3, 2), (4, 3), (5, 3), (6, 4), (7, 4), (8, 5), (9, 5)]:
        state = position()
        t = state.tables
        nines = [c for c in range(108) if t.code[c].startswith("9")]
        wilds = [c for c in range(108) if t.is_wild[c]]
        for naturals in range(0, size + 1):
            group = nines[:naturals] + wilds[:size - naturals]
            ok = meld_problem(9, group, t, CLASSIC) is None
            assert ok == (naturals >= least), (size, naturals)


def test_s1_melds_lay_off_keeps_naturals_ahead_of_wilds():
    state = opened_position("JK 2C 7C 4C 5C", {"7": "7S 7H 2D"})
    assert refusal(state, meld(state, ("7", "JK"))).code == "too_many_wilds"
    state.apply(meld(state, ("7", "7C")))
    state.apply(meld(state, ("7", "JK")))
    assert sorted_codes(state, state.melds[0][7]) == ["2D", "7C", "7H", "7S", "JK"]
    assert refusal(state, meld(state, ("7", "2C"))).code == "too_many_wilds"


@pytest.mark.parametrize("rank, hand", [("2", "2C 2D 2H"), ("JK", "JK JK JK")])
def test_s1_melds_of_wild_cards_alone_are_refused(rank, hand):
    state = opened_position(hand + " 4C 5C")
    assert refusal(state, meld(state, (rank, hand))).code in ("bad_rank", "too_many_wilds")


def test_s1_melds_hold_one_rank():
    state = opened_position("8S 8H 9D 4C 5C")
    assert refusal(state, meld(state, ("8", "8S 8H 9D"))).code == "mixed_ranks"


def test_s1_melds_need_three_cards():
    state = opened_position("8S 8H 4C 5C")
    assert refusal(state, meld(state, ("8", "8S 8H"))).code == "meld_too_small"
    assert refusal(state, Meld(())).code == "empty_meld"


def test_s1_melds_one_meld_per_rank_per_team_second_is_a_lay_off():
    state = opened_position("7C 7S 7H 4C 5C", {"7": "7S 7H 7D"})
    events = state.apply(meld(state, ("7", "7C 7S 7H")))
    assert [type(e) for e in events] == [LaidOff]
    assert list(state.melds[0]) == [7] and len(state.melds[0][7]) == 6


def test_s1_melds_same_rank_twice_in_one_action_refused():
    state = opened_position("7C 7S 7H 7D 2C JK 4C 5C")
    error = refusal(state, meld(state, ("7", "7C 7S 2C"), ("7", "7H 7D JK")))
    assert error.code == "rank_twice"


def test_s1_melds_both_teams_may_meld_the_same_rank():
    state = position(hands={0: "KC KS 2C 4C 5C"}, melds={0: {"A": "AS AH AD"}, 1: {"K": "KH KD KC"}})
    state.apply(meld(state, ("K", "KC KS 2C")))
    assert sorted_codes(state, state.melds[0][13]) == ["2C", "KC", "KS"]
    assert sorted_codes(state, state.melds[1][13]) == ["KC", "KD", "KH"]


def test_s1_melds_cards_go_only_to_own_teams_melds():
    # Team 1 has sevens on the table; team 0 has none: one 7 cannot go anywhere.
    state = position(hands={0: "7C 4C 5C"}, melds={0: {"A": "AS AH AD"}, 1: {"7": "7S 7H 7D"}})
    assert refusal(state, meld(state, ("7", "7C"))).code == "meld_too_small"
    assert all(not isinstance(a, Meld) for a in state.legal_actions())


def test_s1_melds_another_teams_melds_are_refused_with_the_rule():
    """§1 Melds: "cards go only to one's own team's melds"; the engine says
    so to a player who means the opponents' melds (the table's drop there)."""
    state = position(hands={0: "7C 4C 5C"}, melds={0: {"A": "AS AH AD"}, 1: {"7": "7S 7H 7D"}})
    refused = state.melds_refusal(0, 1)
    assert refused is not None
    assert (refused.code, refused.section, refused.params) == (
        "not_own_melds", "§1 Melds", {"alone": False})
    assert refused.message == "cards go only to your team's melds, never to the opponents'"
    assert state.melds_refusal(0, 0) is None  # the partners' own melds
    assert state.melds_refusal(2, 0) is None


def test_s1_melds_black_threes_only_when_going_out():
    canasta = {"K": "KS KH KD KC KS KH KD"}
    state = opened_position("3S 3C 3S 9D 4C", canasta)
    assert refusal(state, meld(state, ("3", "3S 3C 3S"))).code == "black_three_meld"
    # Going out with them (after the partner's yes) is allowed.
    state = opened_position("3S 3C 3S 3C", canasta)
    play(state, AskGoOut(), AnswerGoOut(True))
    state.apply(meld(state, ("3", "3S 3C 3S 3C")))
    assert state.end_reason is EndReason.WENT_OUT
    assert sorted_codes(state, state.melds[0][THREE]) == ["3C", "3C", "3S", "3S"]


def test_s1_melds_black_threes_not_laid_with_the_pile_unless_going_out():
    # Regression: taking the pile with extra melds used to accept black
    # threes while the player kept cards in hand.
    state = position(hands={0: "KS KH 3S 3C 3S 5C 6C"}, pile="4D KD",
                     melds={0: {"A": "AS AH AD"}}, phase="draw")
    action = TakePile(cards(state, "KS KH"), (MeldPart(THREE, cards(state, "3S 3C 3S")),))
    assert refusal(state, action).code == "black_three_meld"
    state.apply(TakePile(cards(state, "KS KH")))  # the take alone is fine
    assert THREE not in state.melds[0]


def test_s1_melds_black_threes_with_a_wild_or_two_only_refused():
    canasta = {"K": "KS KH KD KC KS KH KD"}
    state = opened_position("3S 3C 2C", canasta)
    play(state, AskGoOut(), AnswerGoOut(True))
    assert refusal(state, meld(state, ("3", "3S 3C 2C"))).code == "black_three_meld"
    state = opened_position("3S 3C", canasta)
    play(state, AskGoOut(), AnswerGoOut(True))
    assert refusal(state, meld(state, ("3", "3S 3C"))).code == "black_three_meld"


def test_s1_melds_red_threes_never():
    state = opened_position("3H 3D 3S 4C 5C")
    assert refusal(state, meld(state, ("3", "3H 3D 3S"))).code == "black_three_meld"


def test_s1_melds_house_option_at_most_three_wilds():
    hand = "8S 8H 8D 8C 8S 2C 2D 2H JK 4C 5C"
    five_and_four = "8S 8H 8D 8C 8S 2C 2D 2H JK"
    classic = opened_position(hand)
    classic.apply(meld(classic, ("8", five_and_four)))
    assert len(classic.melds[0][8]) == 9

    house = opened_position(hand, rules=CLASSIC.with_options(at_most_three_wilds=True))
    error = refusal(house, meld(house, ("8", five_and_four)))
    assert error.code == "too_many_wilds"
    house.apply(meld(house, ("8", "8S 8H 8D 8C 8S 2C 2D 2H")))
    assert refusal(house, meld(house, ("8", "JK"))).code == "too_many_wilds"
    assert not any(isinstance(a, Meld) and any(p.rank == 8 for p in a.parts)
                   for a in house.legal_actions())


def test_s1_melds_with_options_rejects_unknown_options():
    with pytest.raises(ValueError):
        CLASSIC.with_options(players=2)


# ------------------------------------------------------------------ Canasta

def test_s1_canasta_is_seven_cards_or_more():
    state = opened_position("9S 9H 9D 9C 9S 9H 9D 4C 5C")
    state.apply(meld(state, ("9", "9S 9H 9D 9C 9S 9H")))
    assert state.team_canastas(0) == 0, "six cards are not a canasta"
    state.apply(meld(state, ("9", "9D")))
    assert state.team_canastas(0) == 1
    assert state.scores()[0].canasta_bonus == 500


def test_s1_canasta_pure_scores_500_impure_300():
    pure = position(melds={0: {"7": "7S 7H 7D 7C 7S 7H 7D"}})
    impure = position(melds={0: {"7": "7S 7H 7D 7C 2C JK 2D"}})
    assert pure.scores()[0].canasta_bonus == 500
    assert impure.scores()[0].canasta_bonus == 300
    six = position(melds={0: {"7": "7S 7H 7D 7C 7S 7H"}})
    assert six.scores()[0].canasta_bonus == 0


def test_s1_canasta_pure_turns_impure_when_a_wild_is_added():
    state = position(hands={0: "2C 4C 5C"}, melds={0: {"7": "7S 7H 7D 7C 7S 7H 7D"}})
    before = state.scores()[0]
    assert before.canasta_bonus == 500
    state.apply(meld(state, ("7", "2C")))
    after = state.scores()[0]
    assert after.canasta_bonus == 300
    assert after.melded_cards == before.melded_cards + 20


def test_s1_canasta_two_canastas_add_up():
    state = position(melds={0: {"7": "7S 7H 7D 7C 7S 7H 7D", "K": "KS KH KD KC KS JK 2C"}})
    assert state.scores()[0].canasta_bonus == 800
    assert state.team_canastas(0) == 2


def test_s1_melds_refusal_leaves_cards_in_hand():
    state = opened_position("8S 8H JK 2C 4C")
    with pytest.raises(IllegalAction):
        state.apply(meld(state, ("8", "8S JK 2C")))
    assert sorted_codes(state, state.hands[0]) == ["2C", "4C", "8H", "8S", "JK"]
    assert state.apply(Discard(cards(state, "4C")[0]))


def test_s1_melds_room_for_wild_cards_by_the_one_composition_rule():
    """§1 Melds (more naturals than wilds), §6 house cap of three wilds, §4
    Origen (two ordinary cards, at most three jokers): the room bots count
    on is what the engine's composition rule allows."""
    from canasta_desktop.model.melds import composition_problem, wild_room
    from canasta_desktop.model.variants import rules_for

    classic = rules_for("classic", 4, "teams")
    capped = classic.with_options(at_most_three_wilds=True)
    origen = rules_for("origen", 4, "teams")
    assert [wild_room(classic, n, 0) for n in (1, 2, 3, 6)] == [0, 1, 2, 5]
    assert wild_room(classic, 4, 2) == 1
    assert [wild_room(capped, n, 0) for n in (3, 6)] == [2, 3]
    assert wild_room(capped, 6, 4) == 0, "a merged meld over the cap takes no more"
    assert [wild_room(origen, n, 0) for n in (1, 2, 6)] == [0, 3, 3]
    for rules in (classic, capped, origen):
        for naturals in range(8):
            for wilds in range(5):
                room = wild_room(rules, naturals, wilds)
                assert composition_problem(rules, naturals, wilds + room + 1) is not None
                assert room == 0 or composition_problem(rules, naturals, wilds + room) is None


def test_s1_melds_parts_too_small_are_the_ones_short_of_three_cards_with_their_meld():
    """Several melds dropped together, some too few for a meld (play-test s38:
    three kings, three queens and a lone nine): the engine tells which parts
    lack cards, counting the side's meld of their rank on the table."""
    state = opened_position("KS KH KD 9S 8S 8H 7C 4C 5C", {"7": "7S 7H 7D"})
    action = meld(state, ("K", "KS KH KD"), ("9", "9S"), ("8", "8S 8H"), ("7", "7C"))
    short = state.parts_too_small(0, action.parts)
    assert [p.rank for p in short] == [9, 8], "the sevens' one card lays off on the meld"
    assert refusal(state, action).code == "meld_too_small"
    assert state.parts_too_small(0, action.parts[:1]) == ()


def test_s1_melds_melds_laid_together_with_stray_cards_are_refused_by_how_many_make_none():
    """Several melds dropped together, some of them too few for a meld: the
    engine's refusal says how many cards make no meld (§1 Melds), which the
    table words; all of them or none too few, it has no such refusal."""
    state = opened_position("KS KH KD 9S 8S 8H 7C 4C 5C", {"7": "7S 7H 7D"})
    action = meld(state, ("K", "KS KH KD"), ("9", "9S"), ("8", "8S 8H"), ("7", "7C"))
    stray = state.stray_cards_refusal(0, action.parts)
    assert stray is not None
    assert (stray.code, stray.section, stray.params) == ("stray_cards", "§1 Melds", {"cards": 3})
    assert "3 of these cards make no meld" in stray.message
    assert state.stray_cards_refusal(0, action.parts[:1]) is None, "one meld, none too few"
    assert state.stray_cards_refusal(0, action.parts[1:3]) is None, "every one too few"


def test_s1_melds_a_meld_of_no_cards_is_refused_by_what_to_choose_first():
    """Nothing selected and sent to a new meld or onto a meld: the engine's
    refusal says to choose the cards first (§1 Melds), to meld or to lay off."""
    state = opened_position("KS KH KD 4C 5C")
    new, onto = state.no_cards_refusal(lay_off=False), state.no_cards_refusal(lay_off=True)
    assert (new.code, new.section) == ("no_cards_to_meld", "§1 Melds")
    assert (onto.code, onto.section) == ("no_cards_to_lay_off", "§1 Melds")
    assert new.message == "select the cards to meld first"
    assert onto.message == "select the cards to lay off first"


def test_s1_melds_wild_cards_alone_go_onto_the_one_meld_of_the_side_that_takes_them():
    """Wild cards alone make no meld (§1 Melds): the engine lets them go onto
    the side's one meld that takes them; with several, the player is to say
    which; with none, a meld needs natural cards, or the one reason every
    meld of the side refuses them for."""
    state = opened_position("KS KH KD 2C JK 4C 5C")
    two = cards(state, "2C")
    assert state.wilds_alone_refusal(0, two) is None, "the aces alone can take it"
    state.apply(meld(state, ("K", "KS KH KD")))
    several = state.wilds_alone_refusal(0, two)
    assert several is not None
    assert (several.code, several.section, several.params) == ("wilds_choose_meld", "§1 Melds",
                                                               {"cards": 1})
    assert "drag it onto the one you mean" in several.message
    bare = position(hands={0: "JK 2C 4C 5C"}, melds=OPENED)
    alone = bare.wilds_alone_refusal(0, cards(bare, "JK"))
    assert alone is not None and (alone.code, alone.section) == ("wilds_alone", "§1 Melds")
    full = opened_position("JK 4C 5C", {"A": "AS AH AD 2S 2H"})
    why = full.wilds_alone_refusal(0, cards(full, "JK"))
    assert why is not None and (why.code, why.section) == ("too_many_wilds", "§1 Melds")
