"""RULES.md §4 Canasta Origen (seed 003): melds of at least two ordinary
cards and at most three jokers, tiles (dalles), upcards turned again on a
joker or a Sol but not on a Retener, a Sol taken with the pile laid and
replaced, surprise going out 300, its own opening table, three Retener melded
only to go out, and its player counts.

Card roles map onto the classic codes: Diva = JK, Gentleman = 2, Retener =
black 3, Sol = red 3, Jockey Club = A, the other ordinary ranks 4..K.
"""

from __future__ import annotations

from dataclasses import replace

import pytest

from canasta_desktop.model import (AnswerGoOut, AskGoOut, DealState, Discard, Draw, EndDeal,
                                   Meld, MeldPart)
from canasta_desktop.model.actions import AnnounceTile
from canasta_desktop.model.events import EndReason, RedThreeLaid, RedThreeSource, TileCovered
from canasta_desktop.model.going_out import (GoOutOutlook, can_go_out_this_turn, go_out_draw,
                                             go_out_outlook, going_out_sequence)
from canasta_desktop.model.match import DealResult, Match
from canasta_desktop.model.phases import DRAW
from canasta_desktop.model.refusal_text import reason_text
from canasta_desktop.model.revisions import RULE_REVISION, SOL_DEALT_LAID_AT_ONCE
from canasta_desktop.model.rules import CLASSIC
from canasta_desktop.model.variants import rules_for

from .builders import (assert_all_cards_once, cards, play, position, refusal, show,
                       sorted_codes, stacked_setup)
from .variant_helpers import fresh_deal, meld, melds, round_back_to_seat_0, take

ORIGEN = rules_for("origen")
KINGS = "KS KH KD KC KS KH KD"
PLAIN = " ".join(([f"{r}{s}" for r in "456789TQ" for s in "SHDC"] * 2)[:44])


def origen(**kw):
    return position(rules=ORIGEN, **kw)


# ---------------------------------------------------------------- melds
def test_s4_origen_meld_of_two_ordinary_cards_and_three_jokers_is_allowed():
    state = origen(hands={0: "7S 7H 2C JK 2D 9C 8C"}, melds={0: {"K": "KS KH KD"}})
    state.apply(meld(state, "7", "7S 7H 2C JK 2D"))
    assert len(state.melds[0][7]) == 5
    # The same meld breaks the classic rule (wilds fewer than naturals).
    classic = position(hands={0: "7S 7H 2C JK 2D 9C 8C"}, melds={0: {"K": "KS KH KD"}})
    assert refusal(classic, meld(classic, "7", "7S 7H 2C JK 2D")).code == "too_many_wilds"


def test_s4_origen_meld_needs_two_ordinary_cards():
    state = origen(hands={0: "7S 2C JK 9C 8C"}, melds={0: {"K": "KS KH KD"}})
    error = refusal(state, meld(state, "7", "7S 2C JK"))
    assert error.code == "too_many_wilds" and "two ordinary" in error.message


def test_s4_origen_a_meld_of_two_kinds_is_refused_naming_its_jokers():
    """Origen's refusals call its wild cards jokers, Diva or Gentleman, as the
    box does (play-test: « passe-partout » in one, « jokers » in the next)."""
    state = origen(hands={0: "7S 7H 8D 9C 8C"}, melds={0: {"K": "KS KH KD"}})
    error = refusal(state, meld(state, "7", "7S 7H 8D"))
    assert error.code == "mixed_ranks"
    assert error.message.endswith("plus jokers (Diva or Gentleman)")
    assert reason_text(error, "fr") == (
        "une combinaison ne contient qu'une seule hauteur de cartes, plus des jokers (Diva ou "
        "Gentleman)")


@pytest.mark.parametrize("hand, pile, taken, code, en, fr", [
    ("9S 4C 5C 6C", "6C 9D", "9S", "pile_needs_pair",
     "or a natural and a joker (Diva or Gentleman), or onto your team's meld",
     "ou une naturelle et un joker (Diva ou Gentleman), ou sur"),
    ("9S 8S 4C 5C", "6C 9D", "9S 8S", "pile_other_rank",
     "of the top card's rank, or jokers (Diva or Gentleman);",
     "de la carte du dessus, ou des jokers (Diva ou Gentleman)\u00a0;"),
    ("9S 9H 4C 5C", "6C JK", "9S 9H", "pile_top_unusable",
     "the pile cannot be taken: a joker is on top", "un joker est dessus"),
])
def test_s4_origen_a_take_of_the_pile_is_refused_naming_its_jokers(hand, pile, taken, code,
                                                                     en, fr):
    """Play-test s33: refused a take of the pile, Origen said "a natural and a
    wild" (« un passe-partout ») where its cards and its other refusals say
    jokers.  Classic keeps its wild cards."""
    state = origen(hands={0: hand}, pile=pile, melds={0: {"K": "KS KH KD"}}, phase="draw",
                   pile_frozen=False)
    error = refusal(state, take(state, taken))
    assert error.code == code
    assert en in error.message and fr in reason_text(error, "fr")
    classic = position(hands={0: hand}, pile=pile, melds={0: {"K": "KS KH KD"}}, phase="draw",
                       pile_frozen=False)
    assert "joker" not in refusal(classic, take(classic, taken)).message.replace(
        "a wild card", "")


@pytest.mark.parametrize("code", ["seventh_wild", "seventh_wild_lay_off"])
def test_s4_origen_the_pile_s_wild_limit_is_said_in_jokers(code):
    from canasta_desktop.model.errors import IllegalAction
    from canasta_desktop.model.rules import CardDesign
    from canasta_desktop.model.sections import S_FROZEN

    error = IllegalAction(code, S_FROZEN, limit=6)
    assert reason_text(error, "en", CardDesign.ORIGEN).startswith(
        "the pile may hold at most 6 jokers")
    assert reason_text(error, "fr", CardDesign.ORIGEN).startswith(
        "la pile contient au plus 6 jokers")
    assert "6 wild cards" in reason_text(error, "en")


def test_s4_origen_meld_holds_at_most_three_jokers():
    state = origen(hands={0: "7S 7H 7D 7C 2C JK 2D JK 9C 8C"}, melds={0: {"K": "KS KH KD"}})
    error = refusal(state, meld(state, "7", "7S 7H 7D 7C 2C JK 2D JK"))
    assert error.code == "too_many_wilds" and "three" in error.message
    assert "(Diva or Gentleman)" in error.message, "the names its cards bear (fifth play-test)"
    # Nor may a fourth joker be laid off later.
    state = origen(hands={0: "JK 9C 8C"}, melds={0: {"7": "7S 7H 7D 7C 2C JK 2D"}})
    assert refusal(state, meld(state, "7", "JK")).code == "too_many_wilds"
    assert not any(isinstance(a, Meld) and a.parts[0].rank == 7 for a in state.legal_actions())


def test_s4_origen_taking_the_pile_with_one_ordinary_card_and_a_joker():
    state = origen(hands={0: "9S JK 4C 5C"}, pile="6C 9D", melds={0: {"K": "KS KH KD"}},
                   phase="draw", pile_frozen=False)
    state.apply(take(state, "9S JK"))
    assert sorted_codes(state, state.melds[0][9]) == ["9D", "9S", "JK"]


def test_s4_origen_before_opening_the_pile_is_taken_only_with_two_ordinary_cards():
    state = origen(hands={0: "AS JK AH 4C 5C"}, pile="6C AD", phase="draw", pile_frozen=False)
    assert state.needs_opening(0)
    assert refusal(state, take(state, "AS JK")).code == "pile_frozen"
    state.apply(take(state, "AS AH"))
    assert state.opened[0]


# ---------------------------------------------------------------- tiles
def test_s4_origen_tile_covered_a_turn_later_earns_20():
    state = origen(hands={0: "9S 9H 9D 4C 5C 6C", 1: "4H 5H", 2: "4D 5D", 3: "4S 5S"},
                   melds={0: {"K": "KS KH KD"}})
    state.apply(AnnounceTile(9))
    assert state.view_for(1).tiles[0] == (9,), "everybody sees the tile"
    round_back_to_seat_0(state, "4C")
    events = state.apply(meld(state, "9", "9S 9H 9D"))
    assert state.tile_points[0] == 20 and state.tiles[0] == {}
    assert [e for e in events if isinstance(e, TileCovered)] == [TileCovered(0, 9, 20)]
    state.stock = []
    state.apply(Discard(cards(state, "5C")[0]))
    state.apply(EndDeal())
    assert state.scores()[0].breakdown()["tiles"] == 20


def test_s4_origen_tile_covered_by_the_partner_a_turn_later_earns_20():
    state = origen(hands={0: "4C 5C 6C", 1: "4H 5H", 2: "9S 9H 9D 4D 5D", 3: "4S 5S"},
                   melds={0: {"K": "KS KH KD"}})
    state.apply(AnnounceTile(9))
    state.apply(Discard(cards(state, "4C")[0]))
    state.apply(Draw())
    state.apply(Discard(state.hands[1][0]))
    state.apply(Draw())
    state.apply(meld(state, "9", "9S 9H 9D"))
    assert state.tile_points[0] == 20


def test_s4_origen_tile_covered_in_the_same_turn_earns_nothing():
    state = origen(hands={0: "9S 9H 9D 4C 5C 6C"}, melds={0: {"K": "KS KH KD"}})
    state.apply(AnnounceTile(9))
    events = state.apply(meld(state, "9", "9S 9H 9D"))
    assert state.tile_points[0] == 0 and state.tiles[0] == {}
    # Said, with no bonus: the tile does not vanish without a word (play-test).
    assert [e for e in events if isinstance(e, TileCovered)] == [TileCovered(0, 9, 0)]
    state.stock = []
    state.apply(Discard(cards(state, "4C")[0]))
    state.apply(EndDeal())
    assert state.scores()[0].breakdown()["tiles"] == 0


def test_s4_origen_tile_uncovered_at_the_end_costs_20():
    state = origen(hands={0: "9S 4C 5C 6C"}, melds={0: {"K": "KS KH KD"}}, stock="",
                   rest="pile")
    state.apply(AnnounceTile(9))
    state.apply(AnnounceTile(5))
    state.apply(Discard(cards(state, "4C")[0]))
    state.apply(EndDeal())
    us, them = state.scores()
    assert us.breakdown()["tiles"] == -40
    assert them.breakdown()["tiles"] == 0
    assert us.total == sum(us.breakdown().values())


def test_s4_origen_the_deal_s_score_splits_tiles_covered_from_tiles_left_uncovered():
    """§4 tiles, play-test s41: the deal's end showed "Tiles 40" for three
    tiles covered (+60) and one left uncovered (−20), and the −20 was said
    nowhere.  The score says both: +20 for the tile covered a turn later,
    −20 for the one still uncovered, and they add up to the deal's points."""
    state = origen(hands={0: "9S 9H 9D 4C 5C 6C", 1: "4H 5H", 2: "4D 5D", 3: "4S 5S"},
                   melds={0: {"K": "KS KH KD"}})
    state.apply(AnnounceTile(9))
    state.apply(AnnounceTile(5))
    round_back_to_seat_0(state, "4C")
    state.apply(meld(state, "9", "9S 9H 9D"))
    state.stock = []
    state.apply(Discard(cards(state, "5C")[0]))
    state.apply(EndDeal())
    us, them = state.scores()
    rows = us.detailed_breakdown()
    assert (rows["tiles_covered"], rows["tiles_uncovered"]) == (20, -20)
    assert "tiles" not in rows and us.tiles == 0
    assert us.total == sum(rows.values())
    assert us.breakdown()["tiles"] == 0, "the kept sheets keep the net alone"
    assert (them.detailed_breakdown()["tiles_covered"],
            them.detailed_breakdown()["tiles_uncovered"]) == (0, 0)


def test_s4_origen_tiles_announce_an_unmelded_rank_once_and_only_in_origen():
    state = origen(hands={0: "9S 4C 5C 6C"}, melds={0: {"K": "KS KH KD"}})
    assert AnnounceTile(13) not in state.legal_actions()
    assert refusal(state, AnnounceTile(13), section="§4").code == "tile_after_meld"
    state.apply(AnnounceTile(9))
    assert refusal(state, AnnounceTile(9), section="§4").code == "tile_placed"
    assert refusal(state, AnnounceTile(3), section="§4").code == "tile_rank"
    classic = position(hands={0: "9S 4C"})
    assert refusal(classic, AnnounceTile(9), section="§4").code == "no_tiles"
    assert "tiles" not in classic.scores()[0].breakdown()


# ---------------------------------------------------------------- upcards, Sol, Retener
@pytest.mark.parametrize("upcards", ["JK 9D", "2C 9D", "3H 9D", "JK 3D 2S 9D"])
def test_s4_origen_upcard_turned_again_on_a_joker_or_a_sol(upcards):
    state = DealState(stacked_setup(PLAIN + " " + upcards, rules=ORIGEN))
    assert show(state, state.pile) == upcards


def test_s4_origen_upcard_not_turned_again_on_a_retener():
    state = DealState(stacked_setup(PLAIN + " 3S 9D", rules=ORIGEN))
    assert show(state, state.pile) == "3S", "a Retener turned up stays on top"
    assert show(state, [state.stock[-1]]) == "9D"
    classic = DealState(stacked_setup(PLAIN + " 3S 9D"))
    assert show(classic, classic.pile) == "3S 9D", "classic turns a black three again"


def test_s4_origen_a_sol_taken_with_the_pile_is_laid_and_replaced():
    state = origen(hands={0: "9S 9H 4C 5C"}, pile="3H 8C 9D", stock="AS",
                   melds={0: {"K": "KS KH KD"}}, phase="draw")
    events = state.apply(take(state, "9S 9H"))
    assert sorted_codes(state, state.red_threes[0]) == ["3H"]
    assert sorted_codes(state, state.hands[0]) == ["4C", "5C", "8C", "AS"], \
        "the Sol is replaced from the stock"
    red = [e for e in events if isinstance(e, RedThreeLaid)][0]
    assert red.replacement is not None and show(state, [red.replacement]) == "AS"
    assert_all_cards_once(state)
    # Classic: a red three found in the pile is laid, not replaced.
    classic = position(hands={0: "9S 9H 4C 5C"}, pile="3H 8C 9D", stock="AS",
                       melds={0: {"K": "KS KH KD"}}, phase="draw")
    classic.apply(take(classic, "9S 9H"))
    assert sorted_codes(classic, classic.hands[0]) == ["4C", "5C", "8C"]


def test_s4_origen_the_cost_of_a_take_never_tells_what_the_stock_holds():
    """Hidden cards stay hidden (leak audit s37): told yes, a take of the
    pile with a Sol in it was priced at 100 only when the stock's last
    cards were Sols (replacing the Sol ends the deal, §1 Red threes, §4),
    so the box before the take told what the stock held.  A take that
    draws from the stock is not priced, as a draw is not; the rule stands."""
    states = {}
    for last in ("3D", "AS"):
        states[last] = origen(hands={0: "9S 9H 4C 5C"}, pile="3H 8C 9D", stock=last,
                              melds={0: {"K": KINGS}}, phase="draw", pile_frozen=False,
                              rest="pile")
        play(states[last], AskGoOut(), AnswerGoOut(True))
    assert {last: s.penalty_for(take(s, "9S 9H")) for last, s in states.items()} == {
        "3D": 0, "AS": 0}
    state = states["3D"]
    state.apply(take(state, "9S 9H"))  # the Sol replaced by a Sol, the stock's last card
    assert state.is_over and state.penalties[0] == -100, "the rule itself stands"


def _sol_under_the_pile(hand: str, **kw) -> DealState:
    """Seat 0, before its draw, sees a Sol turned up under the pile: the
    take lays it and draws its replacement, a card nobody has seen."""
    return origen(hands={0: hand}, pile="3H 8C 9D", melds={0: {"K": KINGS}}, phase="draw",
                  pile_frozen=False, **kw)


def test_s4_origen_a_take_that_replaces_a_sol_goes_out_whatever_the_replacement():
    """§4 + §1 Going out: the eights meld and the replacement is the last
    discard, whatever it is, so asking before the take is safe."""
    state = _sol_under_the_pile("9S 9H 8S 8H")
    way = go_out_draw(state.view_for(0))
    assert way == take(state, "9S 9H")
    assert can_go_out_this_turn(state.view_for(0))
    state.apply(AskGoOut())
    state.apply(AnswerGoOut(True), seat=2)
    state.apply(way)
    for action in going_out_sequence(state.view_for(0)) or []:
        state.apply(action)
    assert state.end_reason is EndReason.WENT_OUT and state.penalties == [0, 0]


def test_s4_origen_a_take_that_goes_out_only_on_a_lucky_replacement_is_not_sure():
    """§4 + §1 Going out: after the take, 8♠ 8♣ and the Sol's replacement:
    only an eight or a wild card would let the hand empty, so the seat may
    not ask (medium asked on such a take, drew the replacement and paid 100)."""
    state = _sol_under_the_pile("9S 9H 8S")
    assert go_out_draw(state.view_for(0)) is None
    assert go_out_outlook(state.view_for(0)) is GoOutOutlook.NEEDS_DRAW


def test_s4_origen_a_sol_replaced_from_a_stock_a_sol_may_end_is_not_sure():
    """§4: the last stock card a Sol, the deal stops at once.  One card left
    and Sols unseen: the replacement may be one, so even the eights' way
    out is not sure."""
    state = _sol_under_the_pile("9S 9H 8S 8H", stock="AS", rest=1)
    assert len(state.stock) == 1
    assert go_out_draw(state.view_for(0)) is None
    assert not can_go_out_this_turn(state.view_for(0))


def test_s4_origen_a_canasta_that_rests_on_the_sols_replacement_needs_a_lucky_replacement():
    """§4 + §1 Going out: four queens laid, Q♠ 9♠ 9♥ in hand, 3♥ Q♦ 9♦ on
    the pile.  Taking it with the nines, only a wild card as the Sol's
    replacement would make the queens a canasta: the warning says a lucky
    replacement for the Sol is needed, not a lucky draw from the stock,
    which no card could make a canasta of (s33), whatever the sample of the
    hidden cards (review: the opponents' melds, which change the sample,
    turned it into "your cards cannot all be melded" or "your side lacks
    its canasta")."""
    said = set()
    for opponents in ("4", "5", "6", "7", "8", "T", "J", "A"):
        state = origen(hands={0: "QS 9S 9H"}, pile="3H QD 9D", phase="draw", pile_frozen=False,
                       melds={0: {"Q": "QH QC QS QD"},
                              1: {opponents: f"{opponents}S {opponents}H {opponents}D"}})
        said.add(go_out_outlook(state.view_for(0)))
    assert said == {GoOutOutlook.NEEDS_LUCKY_REPLACEMENT}


def test_s4_origen_a_take_that_cannot_go_out_even_on_a_wild_replacement_has_too_many_cards():
    """§4 + §1 Going out: as above with four odd cards more in hand: even a
    wild as the Sol's replacement, making the queens' canasta, leaves cards
    that do not meld, so no draw would do (review: it said a lucky draw)."""
    state = origen(hands={0: "QS 9S 9H 5C 6D 8H 4S"}, pile="3H QD 9D", phase="draw",
                   pile_frozen=False, melds={0: {"Q": "QH QC QS QD"}})
    assert go_out_outlook(state.view_for(0)) is GoOutOutlook.TOO_MANY_CARDS


def _sol_dealt_to_the_third_player(rule_revision: int = RULE_REVISION) -> DealState:
    """Dealer 0: the deck's second card goes to seat 2, who plays third."""
    plain = PLAIN.split()
    plain[1] = "3H"
    return DealState(replace(stacked_setup(" ".join(plain) + " 9D", rules=ORIGEN),
                             rule_revision=rule_revision))


def test_s4_origen_a_sol_dealt_in_hand_is_laid_and_replaced_before_play():
    """§4: "Sol in hand or drawn: laid and replaced", among the differences
    from classic (seed 003: "après la distribution des cartes, il doit
    immédiatement le poser"), not on its holder's first turn as §1's red
    threes: the table shows it, and its holder has his 11 cards, before the
    first player draws (rules audit)."""
    state = _sol_dealt_to_the_third_player()
    assert state.turn == 1 and state.phase == DRAW and not state.history
    assert show(state, state.red_threes[2]) == "3H"
    assert "3H" not in show(state, state.hands[2]) and len(state.hands[2]) == 11
    laid = [e for e in state.begin_events if isinstance(e, RedThreeLaid)]
    assert [(e.seat, e.source) for e in laid] == [(2, RedThreeSource.HAND)]
    assert state.view_for(1).red_threes[2], "the first player sees it before he draws"


def test_s4_origen_a_deal_saved_before_sols_were_laid_at_once_replays_as_played():
    """A deal of rule revision 2 (model/revisions.py) laid its Sols on each
    holder's first turn: replayed from an older save, it still does."""
    state = _sol_dealt_to_the_third_player(rule_revision=SOL_DEALT_LAID_AT_ONCE - 1)
    assert "3H" in show(state, state.hands[2]) and not state.red_threes[2]
    state.apply(Draw())
    state.apply(Discard(state.hands[1][0]))
    assert state.turn == 2 and show(state, state.red_threes[2]) == "3H"


def test_s4_origen_sols_score_100_each_without_a_bonus_for_four():
    assert [ORIGEN.red_three_points(k) for k in range(5)] == [0, 100, 200, 300, 400]
    state = origen(hands={0: "4C"}, melds={0: {"9": "9S 9H 9D"}},
                   red_threes={0: "3H 3D", 2: "3H 3D"}, stock="", rest="pile", phase="draw")
    state.apply(EndDeal())
    assert state.scores()[0].red_threes == 400
    state = origen(hands={0: "4C"}, red_threes={1: "3H 3D"}, melds={0: {"9": "9S 9H 9D"}},
                   stock="", rest="pile", phase="draw")
    state.apply(EndDeal())
    assert state.scores()[1].red_threes == -200, "a team that has not opened loses them"


def test_s4_origen_a_discarded_retener_stops_the_next_player_only():
    state = origen(hands={0: "3S 4C 5C", 1: "9S 9H 6D", 2: "6C 6H 8D"}, pile="9D",
                   melds={0: {"K": "KS KH KD"}, 1: {"Q": "QS QH QD"}}, pile_frozen=False)
    state.apply(Discard(cards(state, "3S")[0]))
    assert not any(not isinstance(a, Draw) for a in state.legal_actions())
    error = refusal(state, take(state, "9S 9H"))
    assert error.code == "pile_top_unusable"
    # Its words name the card the player holds (rules audit: "a black three").
    assert reason_text(error, "en") == "the pile cannot be taken: a Retener is on top"
    assert reason_text(error, "fr") == "on ne peut pas prendre la pile\u00a0: un Retener est dessus"
    state.apply(Draw())
    state.apply(Discard(cards(state, "6D")[0]))
    # Covered, the Retener no longer stops anybody; it goes to the taker's hand.
    state.apply(take(state, "6C 6H"), seat=2)
    assert "3S" in sorted_codes(state, state.hands[2])


def test_s4_origen_three_retener_melded_only_to_go_out():
    state = origen(hands={0: "3S 3C 3S 9D 8D"}, melds={0: {"K": KINGS}})
    error = refusal(state, Meld((MeldPart(3, cards(state, "3S 3C 3S")),)))
    assert error.code == "black_three_meld"
    assert reason_text(error, "en") == "Retener are melded only when going out"
    assert reason_text(error, "fr") == "les Retener ne s'étalent que pour sortir"
    state = origen(hands={0: "3S 3C 2D"}, melds={0: {"K": KINGS}})
    play(state, AskGoOut(), AnswerGoOut(True))
    assert refusal(state, Meld((MeldPart(3, cards(state, "3S 3C 2D")),))).code == \
        "black_three_meld"
    state = origen(hands={0: "3S 3C 3S"}, melds={0: {"K": KINGS}})
    play(state, AskGoOut(), AnswerGoOut(True))
    state.apply(Meld((MeldPart(3, cards(state, "3S 3C 3S")),)))
    assert state.end_reason is EndReason.WENT_OUT and state.out_seat == 0



def test_s4_origen_four_retener_go_out_too_and_the_rules_say_three_or_four():
    """Play-test s37: the engine lets a player go out with his four Retener
    (a brelan, as §1's three or four black threes; the deck holds four), but
    Help → Rules (§4) and the variant's summary said "Three Retener … may be
    melded only to go out", so a player holding four read that one must stay."""
    from canasta_desktop import words
    from canasta_desktop.words.rulebook_en import RULEBOOK as EN
    from canasta_desktop.words.rulebook_fr import RULEBOOK as FR

    state = origen(hands={0: "3S 3C 3S 3C"}, melds={0: {"K": KINGS}})
    play(state, AskGoOut(), AnswerGoOut(True))
    state.apply(Meld((MeldPart(3, cards(state, "3S 3C 3S 3C")),)))
    assert state.end_reason is EndReason.WENT_OUT and state.out_seat == 0
    assert any("Three or four Retener, without a joker, may be melded only to go out" in p
               for p in EN["\u00a74 Canasta Origen"])
    assert any("Trois ou quatre Retener, sans joker, ne se posent que pour sortir" in p
               for p in FR["\u00a74 Canasta Origen"])
    assert "Three or four Retener may be melded only to go out" in words.text(
        "variant_summary", "origen", "en")
    assert "Trois ou quatre Retener ne s'étalent que pour sortir" in words.text(
        "variant_summary", "origen", "fr")

# ---------------------------------------------------------------- going out, opening
def test_s4_origen_surprise_going_out_scores_300():
    state = origen(hands={0: "KS KH KD KC KS KH 2C 7S 7H 7D"}, melds={0: {"9": "9S 9H 9D"}},
                   has_melded={0: False})
    play(state, AskGoOut(), AnswerGoOut(True))
    state.apply(melds(state, ("K", "KS KH KD KC KS KH 2C"), ("7", "7S 7H 7D")))
    assert state.end_reason is EndReason.WENT_OUT and state.concealed
    assert state.scores()[0].going_out == 300
    assert ORIGEN.going_out_bonus == 100


def test_s4_origen_surprise_going_out_before_the_partner_opened_meets_the_threshold():
    hand = "4S 4H 4D 4C 4S 4H 4D 5S 5H 5D"  # 35 + 15 = 50 points
    state = origen(hands={0: hand}, has_melded={0: False}, opening_minimum={0: 90})
    play(state, AskGoOut(), AnswerGoOut(True))
    parts = (("4", "4S 4H 4D 4C 4S 4H 4D"), ("5", "5S 5H 5D"))
    assert refusal(state, melds(state, *parts)).code == "opening_minimum"
    state = origen(hands={0: hand}, has_melded={0: False}, opening_minimum={0: 50})
    play(state, AskGoOut(), AnswerGoOut(True))
    state.apply(melds(state, *parts))
    assert state.concealed and state.scores()[0].going_out == 300


@pytest.mark.parametrize("score,minimum", [(-5, 15), (0, 50), (1500, 50), (1501, 90),
                                           (3000, 90), (3001, 120), (9000, 120)])
def test_s4_origen_opening_table_boundaries(score, minimum):
    assert ORIGEN.opening_minimum(score) == minimum
    match = Match.new(ORIGEN, seed=1, draw_seats=False)
    match.results.append(DealResult(1, 0, (), (), (score, 0), EndReason.WENT_OUT, 0, False))
    assert match.next_opening_minimums() == (minimum, 50)


def test_s4_origen_opening_table_differs_from_classic_at_1500_and_3000():
    assert (CLASSIC.opening_minimum(1500), ORIGEN.opening_minimum(1500)) == (90, 50)
    assert (CLASSIC.opening_minimum(3000), ORIGEN.opening_minimum(3000)) == (120, 90)


# ---------------------------------------------------------------- player counts
@pytest.mark.parametrize("players,hand,deck,teams,target", [
    (2, 15, 108, (0, 1), 5000),
    (3, 13, 108, (0, 1, 2), 5000),
    (4, 11, 108, (0, 1, 0, 1), 5000),
    (6, 13, 162, (0, 1, 2, 0, 1, 2), 7500),
])
def test_s4_origen_player_counts(players, hand, deck, teams, target):
    rules = rules_for("origen", players)
    assert (rules.hand_size, rules.deck.size, rules.teams, rules.game_target) == \
        (hand, deck, teams, target)
    state = fresh_deal(rules, 3)
    assert [len(h) for h in state.hands] == [hand] * players
    assert len(state.scores()) == len(set(teams))
    assert_all_cards_once(state)
    match = Match.new(rules, seed=2, draw_seats=False)
    below = tuple([target - 10] + [0] * (len(set(teams)) - 1))
    match.results.append(DealResult(1, 0, (), (), below, EndReason.WENT_OUT, 0, False))
    assert not match.is_over
    match.results.append(DealResult(2, 0, (), (), (target,) + below[1:], EndReason.WENT_OUT, 0,
                                    False))
    assert match.is_over and match.winner == 0


def test_s4_origen_is_not_played_by_five():
    with pytest.raises(ValueError):
        rules_for("origen", 5)


def test_s4_origen_solo_players_go_out_without_asking():
    rules = rules_for("origen", 3)
    state = position(rules=rules, hands={0: "7S 7H 7D"}, melds={0: {"K": KINGS}})
    assert not state.has_partner(0)
    state.apply(meld(state, "7", "7S 7H 7D"))
    assert state.end_reason is EndReason.WENT_OUT and state.isolated is None
    assert state.team_of == [0, 1, 2], "no isolated hand in Origen for three"


def test_s4_origen_stock_out_play_goes_on_while_the_pile_can_be_taken():
    """§4 Stock exhausted (seed 003): "le jeu continue tant que les joueurs
    peuvent prendre le rebut"; the deal stops when one cannot.  Classic's
    "or does not" (§1) is not Origen's (rules audit: ending was allowed)."""
    state = origen(hands={0: "9S 9D 8D 8C"}, stock="", melds={0: {"K": "KS KH KC"}},
                   phase="draw", pile="5C 9H", rest="pile")
    assert EndDeal() not in state.legal_actions()
    from canasta_desktop.model import TakePile

    assert all(isinstance(a, (TakePile, AskGoOut)) for a in state.legal_actions())
    error = refusal(state, EndDeal())
    assert (error.code, error.section) == ("stock_out_take", "§4 Canasta Origen")
    # What the table says comes from the seat's own view and refusals
    # (review: "take the pile, or end the deal" still stood).
    from canasta_desktop.session.table_talk import table_talk

    assert state.view_for(0).must_take_pile and not state.view_for(1).must_take_pile
    assert reason_text(refusal(state, Draw()), "en") == (
        "the stock is empty: take the pile; play goes on while it can be taken")
    assert table_talk(state.view_for(0), ["A", "B", "C", "D"]).doing == (
        "The stock is empty: take the pile; play goes on while it can be taken.")
    state.apply(TakePile(cards(state, "9S 9D")))
    assert not state.is_over


def test_s4_origen_stock_out_the_deal_stops_when_the_pile_cannot_be_taken():
    state = origen(hands={0: "4S 9D 8D 8C"}, stock="", melds={0: {"K": "KS KH KC"}},
                   phase="draw", pile="5C 9H", rest="pile")
    assert state.legal_actions() == [EndDeal()]
    assert not state.view_for(0).must_take_pile
    from canasta_desktop.session.table_talk import table_talk

    # Nothing to take with: the table says the deal ends (play-test: "take the pile").
    assert state.view_for(0).stock_out_ends and not state.view_for(1).stock_out_ends
    assert table_talk(state.view_for(0), ["A", "B", "C", "D"]).doing == (
        "The stock is empty and you cannot take the pile: the deal ends.")
    state.apply(EndDeal())
    assert state.is_over


def test_s1_classic_stock_out_a_player_may_still_decline_the_pile():
    """§1 Stock exhausted: "when he cannot (or does not)"."""
    from .builders import position

    state = position(hands={0: "9S 9D 8D 8C"}, stock="", melds={0: {"K": "KS KH KC"}},
                     phase="draw", pile="5C 9H", rest="pile")
    assert EndDeal() in state.legal_actions()
    state.apply(EndDeal())
    assert state.is_over


def test_s4_origen_after_a_no_with_the_stock_out_the_table_does_not_offer_ending():
    """§4 Stock exhausted: play goes on while the pile can be taken.  Asked
    before taking the pile with the stock empty, a partner's no left the
    panel saying "take the pile, or end the deal", classic's words (review)."""
    from canasta_desktop.session.table_talk import table_talk

    state = origen(hands={0: "9S 9D 8D 8C"}, stock="", phase="draw", pile="5C 9H", rest="pile",
                   melds={0: {"K": KINGS, "Q": "QS QH QD QC QS QH QD"}})
    assert AskGoOut() in state.legal_actions()
    state.apply(AskGoOut(), 0)
    state.apply(AnswerGoOut(False), 2)
    assert state.phase == "draw" and state.current_seat == 0
    assert state.view_for(0).must_take_pile
    assert table_talk(state.view_for(0), ["A", "B", "C", "D"]).doing == (
        "Your partner said no: you may not go out this turn. The stock is empty: take the "
        "pile; play goes on while it can be taken.")


def test_s4_origen_a_pile_frozen_by_a_sol_turned_up_says_a_sol():
    """The refusal of a take with one natural names the card on the table."""
    state = DealState(stacked_setup(PLAIN + " 3H 9D", rules=ORIGEN))
    assert state.pile_frozen and show(state, state.pile) == "3H 9D"
    error = refusal(state, take(state, "9S"))
    assert error.code == "pile_frozen"
    assert reason_text(error, "en").startswith("a Sol turned up froze the pile")
    assert reason_text(error, "fr").startswith("un Sol retourné a gelé la pile")


def test_s4_origen_tiles_that_cancel_out_still_counted_for_the_side():
    """Play-test: three tiles covered (+60) and three left uncovered (−60)
    came to 0, and the deal's end said « Dalles : – », read as "no tiles".
    The score says the side's tiles counted, though their net is 0; a side
    without a tile has none counted."""
    from canasta_desktop.model.scoring import TeamCounts, score_counts

    rules = rules_for("origen", 4)
    even = score_counts(rules, 0, TeamCounts(melded_points=120, tiles_covered=3,
                                             tiles_uncovered=3))
    assert even.tiles == 0 and even.counted("tiles")
    assert "tiles" in even.breakdown() and even.breakdown()["tiles"] == 0
    none = score_counts(rules, 1, TeamCounts(melded_points=120))
    assert none.tiles == 0 and not none.counted("tiles")
    covered = score_counts(rules, 1, TeamCounts(melded_points=120, tiles_covered=1))
    assert covered.tiles == rules.tile_bonus and covered.counted("tiles")
    assert not even.counted("going_out") and even.counted("melded_cards")


def test_s4_tiles_a_sample_of_the_deal_keeps_which_tile_was_placed_this_turn():
    """§4 Tiles: both sides have a tile on the tens, North's placed at this
    turn, the opponents' long before.  A deal sampled from North's view (the
    bots' determinizations) marks only North's as placed this turn: it marked
    both, so the sample's view told the opponents' tile "this turn" too
    (review s37, a bots' self-check on a three-player Origen deal)."""
    import random

    from canasta_desktop.model.resample import resample_from_view

    state = origen(hands={0: "9S 9H JK 5C 7D KS QH"},
                   melds={0: {"A": "AS AH AD"}, 1: {"Q": "QS QD QC"}},
                   pile="6D 4C", turn=0, phase="play")
    state.turn_number = 9
    state.tiles[0] = {10: 9}
    state.tiles[1] = {10: 4}
    view = state.view_for(0)
    assert view.tiles_this_turn == (10,)
    assert resample_from_view(view, random.Random(1)).view_for(0) == view


def test_s4_tiles_every_seat_sees_how_many_tiles_a_side_has_covered():
    """§4 Tiles: a tile covered a turn later earns its side 20 at the deal's
    end, and the tile and the meld that covered it are on the table for all.
    Every seat's view says how many each side has covered (the bots' count
    of the game's end left out these 20s: review s37, Origen 4, a game lost
    by 20), and a deal sampled from a view keeps them."""
    import random

    from canasta_desktop.model.resample import resample_from_view

    state = origen(hands={0: "9S 9H 9D 4C 5C 6C", 1: "4H 5H", 2: "4D 5D", 3: "4S 5S"},
                   melds={0: {"K": "KS KH KD"}})
    state.apply(AnnounceTile(9))
    assert all(state.view_for(s).tiles_covered == (0, 0) for s in range(4))
    round_back_to_seat_0(state, "4C")
    state.apply(meld(state, "9", "9S 9H 9D"))
    for seat in range(4):
        view = state.view_for(seat)
        assert view.tiles_covered == (1, 0), seat
        assert resample_from_view(view, random.Random(seat)).view_for(seat) == view


def test_s4_origen_a_tile_is_announced_by_cards_of_one_rank():
    """A tile announces one rank (§4), shown by natural cards of it: the
    engine names the rank of such cards, with or without a joker, and says
    why not when none is natural or they are of several ranks."""
    state = origen(hands={0: "9S 9H JK 2C 4C 5C"}, melds={0: {"K": "KS KH KD"}})
    assert state.tile_rank_of(cards(state, "9S")) == 9
    assert state.tile_rank_of(cards(state, "9S 9H JK")) == 9
    assert state.tile_cards_refusal(cards(state, "9S JK")) is None
    for shown, code in (("JK 2C", "no_card_for_tile"), ("", "no_card_for_tile"),
                        ("9S 4C", "tile_one_rank")):
        told = state.tile_cards_refusal(cards(state, shown) if shown else [])
        assert told is not None and (told.code, told.section) == (code, "§4 Canasta Origen")
        assert state.tile_rank_of(cards(state, shown) if shown else []) is None
    assert "a tile announces one rank" in state.tile_cards_refusal(cards(state, "9S 4C")).message
