"""RULES.md §5 rami canasta (seed 004): one 54-card deck per player or per
team, wilds strictly fewer than naturals, the pile taken only with two
naturals of its rank, first meld 50/90/120 (none below zero), threes never
melded, no canasta needed to go out, pure canasta 700, and without a canasta
melds and hand both count negative; game to 5 000."""

from __future__ import annotations

import pytest

from canasta_desktop.model import (AnswerGoOut, AskGoOut, DealState, Discard, Draw, EndDeal,
                                   Meld, MeldPart)
from canasta_desktop.model.cards import card_tables
from canasta_desktop.model.events import EndReason, RedThreeLaid, TurnBegan
from canasta_desktop.model.match import DealResult, Match
from canasta_desktop.model.phases import DRAW, OVER
from canasta_desktop.model.variants import VARIANTS, rules_for

from .builders import (assert_all_cards_once, cards, play, position, refusal, sorted_codes,
                       stacked_setup)
from .variant_helpers import fresh_deal, meld, melds, take

RAMI = rules_for("rami", 4)  # default layout: each for himself
RAMI_TEAMS = rules_for("rami", 4, "teams")
PURE_QUEENS = "QS QH QD QC QS QH QD"


def rami(rules=RAMI, **kw):
    return position(rules=rules, **kw)


# ---------------------------------------------------------------- deck and seats
@pytest.mark.parametrize("players", [2, 3, 4, 5, 6])
def test_s5_rami_one_54_card_deck_per_player_alone(players):
    rules = rules_for("rami", players, "solo")
    t = card_tables(rules.deck)
    assert rules.deck.size == 54 * players
    assert sum(1 for r in t.rank if r == 0) == 2 * players
    assert rules.teams == tuple(range(players))
    state = fresh_deal(rules, players)
    assert [len(h) for h in state.hands] == [11] * players
    assert len(state.scores()) == players
    assert_all_cards_once(state)


@pytest.mark.parametrize("players", [4, 6])
def test_s5_rami_one_54_card_deck_per_team_partners_opposite(players):
    rules = rules_for("rami", players, "teams")
    assert rules.deck.size == 54 * players // 2
    assert rules.team_count == players // 2
    for seat in range(players):
        assert rules.teams[seat] == rules.teams[(seat + players // 2) % players]
        assert rules.teams[seat] != rules.teams[(seat + 1) % players]
    state = fresh_deal(rules, players)
    assert len(state.scores()) == players // 2
    assert_all_cards_once(state)


def test_s5_rami_teams_only_for_an_even_number_of_four_or_more():
    assert [lay.id for lay in VARIANTS["rami"].layouts(4)] == ["solo", "teams"]
    for players in (2, 3, 5):
        assert [lay.id for lay in VARIANTS["rami"].layouts(players)] == ["solo"]
        with pytest.raises(ValueError):
            rules_for("rami", players, "teams")


# ---------------------------------------------------------------- melds
def test_s5_rami_wilds_strictly_fewer_than_naturals():
    state = rami(hands={0: "4S 4H JK 2C 9C 8C"}, melds={0: {"K": "KS KH KD"}})
    assert refusal(state, meld(state, "4", "4S 4H JK 2C")).code == "too_many_wilds"
    assert refusal(state, meld(state, "4", "4S JK")).code in ("meld_too_small",
                                                               "too_many_wilds")
    state.apply(meld(state, "4", "4S 4H JK"))
    assert refusal(state, meld(state, "4", "2C")).code == "too_many_wilds"


@pytest.mark.parametrize("hand", ["3S 3C 3S", "3S 3C 3S 3C"])
def test_s5_rami_threes_are_never_melded_not_even_to_go_out(hand):
    state = rami(hands={0: hand}, melds={0: {"K": "KS KH KD KC KS KH KD"}})
    error = refusal(state, Meld((MeldPart(3, cards(state, hand)),)))
    assert error.code == "black_three_meld"
    assert not any(isinstance(a, Meld) for a in state.legal_actions())


# ---------------------------------------------------------------- taking the pile
def test_s5_rami_pile_taken_with_two_naturals_of_its_rank():
    state = rami(hands={0: "9S 9H 4C 5C"}, pile="6C 7D 9D", melds={0: {"K": "KS KH KD"}},
                 phase="draw", pile_frozen=False)
    state.apply(take(state, "9S 9H"))
    assert sorted_codes(state, state.melds[0][9]) == ["9D", "9H", "9S"]
    assert sorted_codes(state, state.hands[0]) == ["4C", "5C", "6C", "7D"]


def test_s5_rami_pile_not_taken_with_a_natural_and_a_wild():
    state = rami(hands={0: "9S JK 4C 5C"}, pile="6C 7D 9D", melds={0: {"K": "KS KH KD"}},
                 phase="draw", pile_frozen=False)
    assert refusal(state, take(state, "9S JK")).code == "pile_frozen"
    assert state.legal_actions() == [Draw()]


def test_s5_rami_a_side_not_opened_is_refused_a_wild_take_for_rami_s_own_reason():
    """§5: the natural pair is rami's rule for everybody; "you have not
    opened yet" came first and implied that opening would let a wild take
    the pile (play-test)."""
    from canasta_desktop.model.refusal_text import reason_text

    state = rami(hands={0: "9S JK 4C 5C"}, pile="6C 7D 9D", melds={1: {"K": "KS KH KD"}},
                 phase="draw", pile_frozen=False)
    assert state.needs_opening(0)
    error = refusal(state, take(state, "9S JK"))
    assert error.code == "pile_frozen" and error.section == "§5 Rami canasta"
    said = reason_text(error, "en")
    assert "not opened" not in said.split(";")[0] and "natural" in said, said


def test_s5_rami_top_card_alone_not_laid_on_an_own_meld():
    state = rami(hands={0: "4C 5C 6C"}, pile="6H 7D 9D", phase="draw", pile_frozen=False,
                 melds={0: {"9": "9S 9H 9C"}})
    assert refusal(state, take(state, "")).code == "pile_frozen"
    assert state.legal_actions() == [Draw()]
    # With two naturals he may, even onto his meld of that rank.
    state = rami(hands={0: "9S 9H 4C 5C 6C"}, pile="6H 7D 9D", phase="draw",
                 pile_frozen=False, melds={0: {"9": "9C 9C JK"}})
    state.apply(take(state, "9S 9H"))
    assert len(state.melds[0][9]) == 6


def test_s5_rami_a_discarded_black_three_stops_the_next_player():
    state = rami(hands={0: "3S 4C 5C", 1: "8S 8H 6C"}, pile="8D",
                 melds={0: {"K": "KS KH KD"}, 1: {"Q": "QS QH QD"}})
    state.apply(Discard(cards(state, "3S")[0]))
    assert state.legal_actions() == [Draw()]


# ---------------------------------------------------------------- first meld
@pytest.mark.parametrize("score,minimum", [(-1, 0), (-500, 0), (0, 50), (1499, 50),
                                           (1500, 90), (2999, 90), (3000, 120)])
def test_s5_rami_first_meld_minimum(score, minimum):
    assert RAMI.opening_minimum(score) == minimum


def test_s5_rami_first_meld_of_50_points():
    state = rami(hands={0: "9S 9H 9D 4C 4H 4D KS KH KD 5C 6C"}, scores_before=(0, 0, 0, 0))
    assert state.minimum_for(0) == 50
    assert refusal(state, meld(state, "9", "9S 9H 9D")).code == "opening_minimum"
    assert refusal(state, melds(state, ("9", "9S 9H 9D"), ("4", "4C 4H 4D"))).code == \
        "opening_minimum", "45 points"
    state.apply(melds(state, ("9", "9S 9H 9D"), ("K", "KS KH KD")))  # 60 points
    assert state.opened[0]
    state.apply(meld(state, "4", "4C 4H 4D"))
    assert state.opened[0]


def test_s5_rami_first_meld_90_from_1500_and_120_from_3000():
    state = rami(hands={0: "AS AH AD KS KH KD 5C 6C"}, scores_before=(1500, 3000, 0, 0))
    assert [state.minimum_for(s) for s in range(4)] == [90, 120, 50, 50]
    state.apply(melds(state, ("A", "AS AH AD"), ("K", "KS KH KD")))
    state = rami(hands={0: "AS AH AD KS KH KD 5C 6C"}, scores_before=(3000, 0, 0, 0))
    assert refusal(state, melds(state, ("A", "AS AH AD"), ("K", "KS KH KD"))).code == \
        "opening_minimum"


def test_s5_rami_no_first_meld_minimum_with_a_negative_score():
    state = rami(hands={0: "4S 4H 4D 5C 6C 7C"}, scores_before=(-20, 100, 0, 0))
    assert [state.minimum_for(s) for s in range(4)] == [0, 50, 50, 50]
    state.apply(meld(state, "4", "4S 4H 4D"))
    assert state.opened[0]


def test_s5_rami_first_meld_minimum_also_when_taking_the_pile():
    state = rami(hands={0: "9S 9H KS KH KD 4C 5C"}, pile="AS AH 9D", phase="draw",
                 pile_frozen=False)
    assert state.minimum_for(0) == 50
    error = refusal(state, take(state, "9S 9H"))
    # The pair and the top card make 30: more melds must go down with them.
    assert error.code == "pile_opening_short"
    assert (error.params["minimum"], error.params["value"]) == (50, 30)
    state.apply(take(state, "9S 9H", ("K", "KS KH KD")))
    assert state.opened[0] and set(state.melds[0]) == {9, 13}


# ---------------------------------------------------------------- going out, scoring
def test_s5_rami_going_out_needs_no_canasta_and_ends_the_deal_at_once():
    state = rami(hands={0: "7S 7H 7D"}, melds={0: {"9": "9S 9H 9D"}})
    assert not state.has_partner(0)
    state.apply(meld(state, "7", "7S 7H 7D"))
    assert state.phase == OVER and state.end_reason is EndReason.WENT_OUT
    state = rami(hands={0: "4C"}, melds={0: {"9": "9S 9H 9D"}})
    state.apply(Discard(cards(state, "4C")[0]))
    assert state.phase == OVER and state.end_reason is EndReason.WENT_OUT
    assert state.scores()[0].going_out == 0, "the seed gives no going-out bonus"


def test_s5_rami_partners_ask_before_going_out():
    state = rami(RAMI_TEAMS, hands={0: "4C"}, melds={0: {"9": "9S 9H 9D"}})
    assert state.partner_to_ask(0) == 2
    assert refusal(state, Discard(cards(state, "4C")[0])).code == "ask_partner"
    play(state, AskGoOut(), AnswerGoOut(True))
    state.apply(Discard(cards(state, "4C")[0]))
    assert state.end_reason is EndReason.WENT_OUT


def test_s5_rami_pure_canasta_700_impure_300():
    assert (RAMI.pure_canasta_bonus, RAMI.impure_canasta_bonus) == (700, 300)
    state = rami(hands={0: "4C"}, stock="", rest="pile", phase="draw",
                 melds={0: {"K": "KS KH KD KC KS KH KD", "Q": "QS QH QD QC QS 2C JK"}})
    state.apply(EndDeal())
    score = state.scores()[0]
    assert score.canasta_bonus == 1000
    assert score.melded_cards == 70 + 50 + 20 + 50
    assert score.total == 1000 + 190 - 5


def test_s5_rami_without_a_canasta_melds_and_hand_both_count_negative():
    state = rami(hands={0: "4C AS", 1: "5C"}, stock="", rest="pile", phase="draw",
                 melds={0: {"K": "KS KH KD KC", "9": "9S 9H JK"}, 1: {"Q": PURE_QUEENS}},
                 red_threes={0: "3H"})
    state.apply(EndDeal())
    no_canasta, with_canasta = state.scores()[:2]
    assert no_canasta.melded_cards == -(40 + 20 + 50)
    assert no_canasta.hands == -25
    assert no_canasta.red_threes == -100
    assert no_canasta.total == -(110 + 25 + 100)
    assert with_canasta.melded_cards == 70 and with_canasta.hands == -5
    assert with_canasta.total == 70 + 700 - 5
    # The deal's end says why a side's points are negative.
    assert no_canasta.counted_against and not with_canasta.counted_against


def test_s5_rami_a_side_with_nothing_laid_is_not_said_to_count_its_melds_against_it():
    """Play-test: "Sans canasta, … : Vous, Bruno, Chloé" named two players
    who had laid nothing; only the hand counted against them."""
    state = rami(hands={0: "4C AS", 1: "5C"}, stock="", rest="pile", phase="draw",
                 melds={1: {"Q": PURE_QUEENS}})
    state.apply(EndDeal())
    nothing_laid = state.scores()[0]
    assert nothing_laid.melded_cards == 0 and nothing_laid.red_threes == 0
    assert not nothing_laid.counted_against


def test_s5_rami_game_to_5000():
    assert RAMI.game_target == 5000
    match = Match.new(RAMI, seed=1, draw_seats=False)
    match.results.append(DealResult(1, 0, (), (), (4990, 100, -50, 0), EndReason.WENT_OUT, 0,
                                    False))
    assert not match.is_over
    match.results.append(DealResult(2, 0, (), (), (4995, 100, 5000, 0), EndReason.WENT_OUT, 2,
                                    False))
    assert match.is_over and match.winner == 2 and match.margin == 5


# ---------------------------------------------------------------- red threes
def _stacked_rami(first_four: str):
    """Dealer 0: the four codes go to seats 1, 2, 3, 0; then plain cards; the
    upcard is 9D and the stock's next cards are KC, QH, JS."""
    plain = [f"{r}{s}" for r in "456789TQ" for s in "SHDC"] * 2
    plain = plain[:40]
    return DealState(stacked_setup(f"{first_four} {' '.join(plain)} 9D KC QH JS",
                                   rules=RAMI))


def test_s5_rami_red_threes_dealt_are_laid_before_the_deal_starts():
    # Seed 004: "avant le début de la manche", player by player from the
    # first to play (seat 1), before anyone draws.
    state = _stacked_rami("5C 3H 6C 3D")
    assert state.turn == 1 and state.phase == DRAW
    assert sorted_codes(state, state.red_threes[2]) == ["3H"]
    assert sorted_codes(state, state.red_threes[0]) == ["3D"]
    assert not any(state.tables.is_red_three[c] for h in state.hands for c in h)
    assert all(len(h) == 11 for h in state.hands)
    # Seat 2 (second to play) gets the first replacement, seat 0 the next.
    assert "KC" in sorted_codes(state, state.hands[2])
    assert "QH" in sorted_codes(state, state.hands[0])
    laid = [(e.seat, state.tables.code[e.replacement])
            for e in state.begin_events if isinstance(e, RedThreeLaid)]
    assert laid == [(2, "KC"), (0, "QH")]
    assert isinstance(state.begin_events[-1], TurnBegan)
    events = state.apply(Draw())
    assert sorted_codes(state, events[0].cards) == ["JS"], "the first draw comes after"


def test_s5_rami_red_threes_laid_before_play_in_every_player_count():
    for players in (2, 3, 4, 5, 6):
        for layout in ("solo", "teams") if players in (4, 6) else ("solo",):
            rules = rules_for("rami", players, layout)
            assert rules.red_threes_laid_before_play
            for seed in range(1, 40):
                state = fresh_deal(rules, seed)
                assert not any(state.tables.is_red_three[c] for h in state.hands for c in h)


def test_s5_rami_a_breakdown_alone_tells_a_side_scored_without_a_canasta():
    """§5 Rami canasta: an archived sheet keeps each column's breakdown, not
    the flag; no canasta bonus with negative melds or red threes is the
    no-canasta rule's doing there, and never in §1 classic."""
    from dataclasses import replace as changed

    from canasta_desktop.model.rules import CLASSIC
    from canasta_desktop.model.scoring import scored_without_canasta

    state = rami(hands={0: "4C AS", 1: "5C"}, stock="", rest="pile", phase="draw",
                 melds={0: {"K": "KS KH KD KC"}, 1: {"Q": PURE_QUEENS}}, red_threes={0: "3H"})
    state.apply(EndDeal())
    without, with_canasta = state.scores()[:2]
    read_back = changed(without, counted_against=False)
    assert scored_without_canasta(state.rules, without)
    assert scored_without_canasta(state.rules, read_back)
    assert not scored_without_canasta(state.rules, with_canasta)
    assert not scored_without_canasta(CLASSIC, read_back)
    assert not scored_without_canasta(None, read_back)
