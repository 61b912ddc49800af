"""RULES.md §2: the variants of classic Canasta for two, three, five and six
players (seeds 000/001 "La Canasta à deux / à trois / à cinq / à six")."""

from __future__ import annotations

from dataclasses import replace

import pytest

from canasta_desktop.model import (AnswerGoOut, AskGoOut, Discard, Draw, EndDeal, Meld,
                                   MeldPart, TakePile)
from canasta_desktop.model.cards import card_tables
from canasta_desktop.model.events import Drew, EndReason, Isolated, LaidOff, Melded
from canasta_desktop.model.match import DealResult, Match, score_sheet
from canasta_desktop.model.phases import DRAW, OVER, PLAY
from canasta_desktop.model.rules import CLASSIC
from canasta_desktop.model.state import DealSetup, DealState
from canasta_desktop.model.variants import rules_for

from .builders import assert_all_cards_once, cards, play, position, refusal, sorted_codes
from .variant_helpers import fresh_deal, meld, take

TWO = rules_for("two")
THREE = rules_for("three")
FIVE = rules_for("five")
SIX_2X3 = rules_for("six-2x3")
SIX_ROTATING = rules_for("six-rotating")
SIX_3X2 = rules_for("six-3x2")

KINGS = "KS KH KD KC KS KH KD"  # a pure canasta of kings
QUEENS = "QS QH QD QC QS QH 2C"  # an impure canasta of queens


def fake_result(match: Match, totals: tuple[int, ...]) -> DealResult:
    """A score-sheet line with the given running totals (game-end tests)."""
    number = len(match.results) + 1
    return DealResult(number, 0, (), (), totals, EndReason.STOCK_EXHAUSTED, None, False)


# ---------------------------------------------------------------- two players
def test_s2_two_fifteen_cards_each_two_seats_no_teams():
    assert TWO.players == 2 and TWO.seats == 2 and TWO.teams == (0, 1)
    assert TWO.deck.size == 108
    for seed in range(5):
        state = fresh_deal(TWO, seed)
        assert [len(h) for h in state.hands] == [15, 15]
        assert len(state.scores()) == 2
        assert_all_cards_once(state)


def test_s2_two_draw_two_cards_and_discard_one():
    state = position(rules=TWO, hands={0: "9C 8D 4S", 1: "5S 6H 7C"},
                     stock="TS JH", phase="draw")
    events = state.apply(Draw())
    assert isinstance(events[0], Drew)
    assert sorted_codes(state, events[0].cards) == ["JH", "TS"]
    assert sorted_codes(state, state.hands[0]) == sorted(["9C", "8D", "4S", "TS", "JH"])
    assert state.phase == PLAY
    # One discard ends the turn: the hand keeps one more card than before.
    state.apply(Discard(cards(state, "4S")[0]))
    assert len(state.hands[0]) == 4
    assert state.turn == 1 and state.phase == DRAW


def test_s2_two_red_three_among_the_two_cards_drawn_is_replaced():
    # The stock's last code is drawn first: 8D, then 3H (laid, replaced by 9S).
    state = position(rules=TWO, hands={0: "4S 5S"}, stock="9S 3H 8D", phase="draw")
    state.apply(Draw())
    assert sorted_codes(state, state.hands[0]) == ["4S", "5S", "8D", "9S"]
    assert sorted_codes(state, state.red_threes[0]) == ["3H"]


def test_s2_two_taking_the_pile_gives_top_card_and_pile_without_stock_draw():
    state = position(rules=TWO, hands={0: "7S 7H 4C 5C"}, pile="9D TD JC 7D",
                     melds={0: {"K": "KS KH KD"}}, phase="draw")
    stock_before = len(state.stock)
    state.apply(take(state, "7S 7H"))
    assert len(state.stock) == stock_before, "no extra card from the stock"
    assert sorted_codes(state, state.hands[0]) == ["4C", "5C", "9D", "JC", "TD"]
    assert sorted_codes(state, state.melds[0][7]) == ["7D", "7H", "7S"]
    assert state.pile == []


def test_s2_two_one_canasta_is_not_enough_to_go_out():
    state = position(rules=TWO, hands={0: "7S 7H 7D"}, melds={0: {"K": KINGS}})
    error = refusal(state, meld(state, "7", "7S 7H 7D"))
    assert error.code == "no_canasta"
    assert "2 canastas" in error.message
    state = position(rules=TWO, hands={0: "9C"}, melds={0: {"K": KINGS}})
    assert refusal(state, Discard(cards(state, "9C")[0])).code == "no_canasta"


def test_s2_two_two_canastas_go_out_without_asking_anybody():
    state = position(rules=TWO, hands={0: "7S 7H 7D"},
                     melds={0: {"K": KINGS, "Q": QUEENS}})
    assert AskGoOut() not in state.legal_actions()
    assert refusal(state, AskGoOut()).code == "no_partner"
    state.apply(meld(state, "7", "7S 7H 7D"))
    assert state.phase == OVER and state.end_reason is EndReason.WENT_OUT and state.out_seat == 0
    assert state.scores()[0].going_out == 100


# ---------------------------------------------------------------- three players
def test_s2_three_thirteen_cards_each_and_draw_two():
    assert THREE.seats == 3 and THREE.deck.size == 108
    state = fresh_deal(THREE, 3)
    assert [len(h) for h in state.hands] == [13, 13, 13]
    assert len(set(state.team_of)) == 3, "each plays alone at first"
    assert state.isolated is None
    state = position(rules=THREE, hands={0: "4S"}, stock="9S 8S", phase="draw")
    state.apply(Draw())
    assert sorted_codes(state, state.hands[0]) == ["4S", "8S", "9S"]


def three_with_melds(**kw):
    """Seat 0 (A) may take the pile of sevens; B (1) and C (2) have melded
    alone, both a meld of nines."""
    defaults = dict(
        rules=THREE,
        hands={0: "7S 7H 4C 5C 6C", 1: "5H 5D 9C 8C", 2: "KC 6D 4D"},
        pile="TD 7D",
        melds={0: {"J": "JS JH JD"}, 1: {"9": "9S 9H 9D", "8": "8S 8H 8D"},
               2: {"9": "9S 9H JK", "5": "5S 5C 5S"}},
        phase="draw")
    defaults.update(kw)
    return position(**defaults)


def test_s2_three_only_partners_share_melds_once_the_hand_is_isolated():
    """§2 Three players (with §1 Melds): alone, each player's melds are his
    own; once A is isolated, B and C put cards on each other's melds, never
    on A's."""
    state = three_with_melds()
    refused = state.melds_refusal(0, state.team_of[1])
    assert refused is not None and (refused.code, refused.params) == (
        "not_own_melds", {"alone": True})
    assert refused.message == "cards go only to your own melds, never to an opponent's"
    assert state.melds_refusal(1, state.team_of[2]) is not None
    state.apply(take(state, "7S 7H"))
    assert state.melds_refusal(1, state.team_of[2]) is None
    refused = state.melds_refusal(1, state.team_of[0])
    assert refused is not None and refused.params == {"alone": False}


def test_s2_three_isolated_hand_first_to_take_the_pile():
    state = three_with_melds()
    assert state.team_of == [0, 1, 2]
    events = state.apply(take(state, "7S 7H"))
    assert state.isolated == 0
    assert [e for e in events if isinstance(e, Isolated)][0].partners == (1, 2)
    assert state.team_of[1] == state.team_of[2] != state.team_of[0]
    team = state.team_of[1]
    # Their melds are merged: one meld per rank for the new partnership.
    together = state.melds[team]
    assert sorted_codes(state, together[9]) == sorted("9S 9H 9D 9S 9H JK".split())
    assert set(together) == {9, 8, 5}
    other = 3 - team  # the team index that was dropped
    assert state.melds[other] == {}
    assert state.view_for(1).team_of == tuple(state.team_of)
    state.apply(Discard(cards(state, "4C")[0]))
    # B lays off onto C's fives: they now play as partners.
    state.apply(Draw(), seat=1)
    state.apply(meld(state, "5", "5H 5D"), seat=1)
    assert len(state.melds[team][5]) == 5
    # B may ask his new partner before going out.
    assert state.has_partner(1) and state.partner_to_ask(1) == 2


def test_s2_three_later_pile_takes_do_not_change_the_isolated_hand():
    state = three_with_melds(hands={0: "7S 7H 4C 8C", 1: "5H 5D 9C 4D", 2: "KC 6D 4D"})
    state.apply(take(state, "7S 7H"))
    state.apply(Discard(cards(state, "8C")[0]))
    # B takes the pile onto the partnership's eights.
    state.apply(take(state, ""), seat=1)
    assert sorted_codes(state, state.melds[state.team_of[1]][8]) == ["8C", "8D", "8H", "8S"]
    assert state.isolated == 0
    assert state.team_of[1] == state.team_of[2] != state.team_of[0]


def test_s2_three_nobody_took_the_pile_the_one_who_goes_out_is_isolated():
    state = position(rules=THREE, hands={0: "7S 7H 7D", 1: "AS 4D", 2: "6C 6D JK"},
                     melds={0: {"K": KINGS}, 1: {"9": "9S 9H 9D"}, 2: {"8": "8S 8H 8D 8C"}})
    assert not state.has_partner(0), "nobody is a partner yet: no question to ask"
    state.apply(meld(state, "7", "7S 7H 7D"))
    assert state.end_reason is EndReason.WENT_OUT and state.isolated == 0
    a, b, c = state.scores()
    assert a.total == 500 + 70 + 15 + 100
    # B and C each record the sum of both: 9s and 8s melded, both hands held.
    both = (30 + 40) - (20 + 5) - (5 + 5 + 50)
    assert b.total == c.total == both


def test_s2_three_partners_made_by_the_going_out_add_up_their_points_not_their_melds():
    """§2: nobody took the pile, so A, going out, is the isolated hand and B
    and C "count their points as a team": each records the sum of both.  They
    never played together: B's four kings and C's three are two melds, not
    one canasta of seven (the engine merged them and gave each 500)."""
    state = position(rules=THREE, hands={0: "7S 7H 7D", 1: "AS 4D", 2: "6C 6D 8H"},
                     melds={0: {"Q": "QS QH QD QC QS QH QD"}, 1: {"K": "KS KH KD KC"},
                            2: {"K": "KS KH KD"}})
    alone = [s.total for s in state.scores()]
    assert alone[1:] == [40 - 25, 30 - 20]
    state.apply(meld(state, "7", "7S 7H 7D"))
    assert state.end_reason is EndReason.WENT_OUT and state.isolated == 0
    a, b, c = state.scores()
    assert b.canasta_bonus == c.canasta_bonus == 0
    assert b.total == c.total == alone[1] + alone[2] == 25
    # The table keeps showing each one's kings where he laid them.
    assert len(state.melds[state.team_of[1]][13]) == 4
    assert len(state.melds[state.team_of[2]][13]) == 3


def test_s2_three_individual_scoring_when_nobody_was_isolated():
    state = position(rules=THREE, hands={0: "4S", 1: "AS 4D", 2: "6C 6D JK"},
                     melds={0: {"K": KINGS}, 1: {"9": "9S 9H 9D"}, 2: {"8": "8S 8H 8D 8C"}},
                     red_threes={2: "3H"}, stock="", rest="pile", phase="draw")
    state.apply(EndDeal())
    assert state.isolated is None
    assert state.team_of == [0, 1, 2]
    totals = [s.total for s in state.scores()]
    assert totals == [570 - 5, 30 - 25, 40 + 100 - 60]
    assert [s.team for s in state.scores()] == [0, 1, 2]


def test_s2_three_stock_exhausted_ends_when_the_drawer_of_the_last_card_discards():
    def last_cards(rules):
        return position(rules=rules, hands={0: "4S 5D 9D", 1: "9S 9H 6C", 2: "6D 7C"},
                        pile="8H", stock="TS JH", rest="pile", phase="draw",
                        melds={1: {"9": "9C 9C 2D"}})

    state = last_cards(THREE)
    state.apply(Draw())
    assert state.stock == [] and state.phase == PLAY
    state.apply(Discard(cards(state, "9D")[0]))
    # B holds two nines, yet the deal is over: nobody plays on after the stock.
    assert state.phase == OVER
    assert state.end_reason is EndReason.STOCK_EXHAUSTED and state.out_seat is None
    assert all(s.going_out == 0 for s in state.scores())
    # Without that rule (as in classic) B could go on by taking the pile.
    state = last_cards(replace(THREE, stock_out_ends_on_discard=False))
    state.apply(Draw())
    state.apply(Discard(cards(state, "9D")[0]))
    assert state.phase == DRAW and state.turn == 1
    assert any(isinstance(a, TakePile) for a in state.legal_actions())


def test_s2_three_opening_minimum_is_per_player():
    state = fresh_deal(THREE, 4, scores_before=(-100, 1600, 3200))
    assert [state.minimum_for(s) for s in range(3)] == [15, 90, 120]
    assert state.setup.opening_minimums == (15, 90, 120)
    # After A isolates himself, B and C are partners, yet C, who has melded,
    # does not open for B: B still needs his own 90.
    state = three_with_melds(scores_before=(0, 1600, 0),
                             hands={0: "7S 7H 4C 5C 6C", 1: "AH AD AC 5D 9C 8C",
                                    2: "KC 6D 4D"},
                             melds={0: {"J": "JS JH JD"}, 2: {"9": "9S 9H JK"}})
    assert [state.minimum_for(s) for s in range(3)] == [50, 90, 50]
    state.apply(take(state, "7S 7H"))
    state.apply(Discard(cards(state, "4C")[0]))
    state.apply(Draw(), seat=1)
    assert state.team_of[1] == state.team_of[2]
    assert state.needs_opening(1) and not state.needs_opening(2)
    assert state.minimum_for(1) == 90
    error = refusal(state, meld(state, "A", "AH AD AC"), seat=1)
    assert error.code == "opening_minimum"
    # B may not lay off on the partnership's nines before opening either.
    assert refusal(state, meld(state, "9", "9C"), seat=1).code == "opening_minimum"


def test_s2_three_match_opening_minimums_follow_each_players_total():
    match = Match.new(THREE, seed=3, draw_seats=False)
    match.results.append(fake_result(match, (1600, -20, 3100)))
    assert match.next_opening_minimums() == (90, 15, 120)
    deal = match.start_deal()
    assert [deal.minimum_for(s) for s in range(3)] == [90, 15, 120]


def test_s2_three_seed_example_partners_record_both_scores_red_threes_personal():
    """Seed 000: "B a 750 points sans le décompte de ses trois 3 rouges alors
    que C, qui n'a pas de 3 rouge, a 680 points. Ainsi, C enregistrera 1 430
    points (750 + 680), tandis que B ajoutera 300 points à cette somme."

    A (seat 0) takes the pile and is the isolated hand; the stock is empty so
    the deal ends on his discard.  B's melds 760 - hand 10 = 750 (without his
    three red threes); C's melds 685 - hand 5 = 680.
    """
    state = position(
        rules=THREE,
        hands={0: "QS QH 4C", 1: "6S 6H", 2: "5S"},
        pile="QD",
        melds={0: {"6": "6D 6C 6D"},
               1: {"K": KINGS, "A": "AS AS AH AH AD AD", "J": "JS JH JD", "8": "8S 8H 8D 8C"},
               2: {"T": "TS TS TH TH TD TD TC", "9": "9S 9S 9H 9H 9D 9D",
                   "7": "7S 7S 7H 7H 7D 7D", "4": "4S 4S 4H 4H 4D"}},
        red_threes={1: "3H 3H 3D"},
        stock="", rest=0, phase="draw")
    state.apply(take(state, "QS QH"))
    assert state.isolated == 0
    state.apply(Discard(cards(state, "4C")[0]))
    assert state.end_reason is EndReason.STOCK_EXHAUSTED
    a, b, c = state.scores()
    assert c.total == 1430
    assert b.total == 1730
    assert b.red_threes == 300 and c.red_threes == 0
    assert b.total - b.red_threes == c.total
    assert (b.team, c.team) == (1, 2), "one column per player"


def test_s2_three_partner_red_threes_lose_their_worth_when_the_partnership_has_not_melded():
    state = position(rules=THREE, hands={0: "QS QH 4C", 1: "6S 6H", 2: "5S"}, pile="QD",
                     melds={0: {"6": "6D 6C 6D"}}, red_threes={1: "3H", 2: "3D 3H"},
                     stock="", rest=0, phase="draw")
    state.apply(take(state, "QS QH"))
    state.apply(Discard(cards(state, "4C")[0]))
    a, b, c = state.scores()
    assert b.red_threes == -100 and c.red_threes == -200
    assert b.total == -100 - 15 and c.total == -200 - 15


def test_s2_three_game_to_7500_won_by_one_player():
    assert THREE.game_target == 7500 and THREE.column_count == 3
    match = Match.new(THREE, seed=1, draw_seats=False)
    match.results.append(fake_result(match, (7400, 5000, 7499)))
    assert not match.is_over
    match.results.append(fake_result(match, (7450, 5100, 7500)))
    assert match.is_over and match.winner == 2 and match.margin == 50
    sheet = score_sheet(match)
    assert sheet.teams == ((0,), (1,), (2,)) and sheet.winner == 2
    classic = Match.new(CLASSIC, seed=1, draw_seats=False)
    classic.results.append(fake_result(classic, (5000, 4000)))
    assert classic.is_over, "5 000 ends a classic game, not a three-handed one"


# ---------------------------------------------------------------- five players
def test_s2_five_one_of_the_team_of_three_sits_out_each_deal_in_turn():
    match = Match.new(FIVE, seed=2, draw_seats=False)
    teams = FIVE.player_teams
    assert teams.count(0) == 2 and teams.count(1) == 3
    three = {p for p in range(5) if teams[p] == 1}
    two = {p for p in range(5) if teams[p] == 0}
    out = []
    for number in range(1, 7):
        seated = match.players_in_deal(number)
        assert len(seated) == 4 == len(set(seated))
        assert two <= set(seated), "the team of two always plays"
        assert [teams[p] for p in seated] == list(FIVE.teams), "partners opposite"
        sitting = match.sitting_out(number)
        assert len(sitting) == 1 and sitting[0] in three
        out.append(sitting[0])
    assert set(out[:3]) == three and out[3:] == out[:3], "each sits out once in three deals"


@pytest.mark.parametrize("variant, players", [("five", 5), ("six-rotating", 6)])
def test_s2_people_keep_their_seats_and_the_one_back_takes_the_sitter_outs(variant, players):
    """Play-test, five players: the pair that always plays swapped seats every
    deal, so the table turned under the player and the deal seemed to go
    round the wrong way (§1: it passes clockwise).  People now keep their
    seats; the one whose turn it is to play again sits where the one who
    sits out now sat."""
    rules = rules_for(variant, players)
    match = Match.new(rules, seed=2, draw_seats=False)
    before = match.players_in_deal(1)
    for number in range(2, 13):
        seated = match.players_in_deal(number)
        moved = [seat for seat in range(rules.seats) if seated[seat] != before[seat]]
        back = set(match.sitting_out(number - 1)) & set(seated)
        assert {seated[seat] for seat in moved} == back, "only those back take a seat"
        assert {before[seat] for seat in moved} == set(match.sitting_out(number))
        assert [rules.player_teams[p] for p in seated] == list(rules.teams), "partners opposite"
        before = seated
    if variant == "five":
        pair = [p for p in range(5) if rules.player_teams[p] == rules.player_teams[0]]
        for number in range(1, 13):
            assert [match.players_in_deal(number)[s] for s in (0, 2)] == pair


def test_s2_five_the_deal_has_four_seats_and_the_sheet_two_columns():
    match = Match.new(FIVE, seed=2, names=list("ABCDE"))
    deal = match.start_deal()
    assert deal.n == 4 and [len(h) for h in deal.hands] == [11] * 4
    assert len(match.deal_names(1)) == 4
    sheet = score_sheet(match)
    assert sorted(len(t) for t in sheet.teams) == [2, 3]


# ---------------------------------------------------------------- six players
def test_s2_six_2x3_six_seats_abab_108_cards_eleven_each():
    assert SIX_2X3.teams == (0, 1, 0, 1, 0, 1) and SIX_2X3.player_teams is None
    assert SIX_2X3.deck.size == 108 and SIX_2X3.hand_size == 11
    state = fresh_deal(SIX_2X3, 5)
    assert state.n == 6 and [len(h) for h in state.hands] == [11] * 6
    assert_all_cards_once(state)
    match = Match.new(SIX_2X3, seed=5)
    for number in (1, 2, 3):
        assert match.sitting_out(number) == (), "all play every deal"
    # Each player sits between two opponents and asks the next teammate.
    for seat in range(6):
        assert state.team_of[(seat + 1) % 6] != state.team_of[seat]
        assert state.team_of[state.partner_to_ask(seat)] == state.team_of[seat]
    assert len(state.scores()) == 2


def test_s2_six_rotating_two_of_each_team_play_each_deal_in_turn():
    match = Match.new(SIX_ROTATING, seed=6, draw_seats=False)
    teams = SIX_ROTATING.player_teams
    assert sorted(teams) == [0, 0, 0, 1, 1, 1] and SIX_ROTATING.seats == 4
    counts = [0] * 6
    for number in range(1, 4):
        seated = match.players_in_deal(number)
        assert len(set(seated)) == 4
        assert [teams[p] for p in seated] == [0, 1, 0, 1]
        out = match.sitting_out(number)
        assert sorted(teams[p] for p in out) == [0, 1], "one of each team sits out"
        for p in out:
            counts[p] += 1
    assert counts == [1] * 6, "in three deals each player sits out once"
    deal = match.start_deal()
    assert deal.n == 4 and [len(h) for h in deal.hands] == [11] * 4


def test_s2_six_3x2_three_teams_162_cards_six_jokers_thirteen_each():
    t = card_tables(SIX_3X2.deck)
    assert SIX_3X2.deck.size == 162
    assert sum(1 for r in t.rank if r == 0) == 6
    assert sum(t.is_red_three) == 6
    assert SIX_3X2.teams == (0, 1, 2, 0, 1, 2)
    state = fresh_deal(SIX_3X2, 7)
    assert [len(h) for h in state.hands] == [13] * 6
    assert len(state.scores()) == 3
    assert state.partner_to_ask(0) == 3 and state.partner_to_ask(4) == 1


def test_s2_six_3x2_opening_150_from_7000():
    assert [SIX_3X2.opening_minimum(s) for s in (-5, 0, 1500, 3000, 6995, 7000, 9000)] == \
        [15, 50, 90, 120, 120, 150, 150]
    state = fresh_deal(SIX_3X2, 8, scores_before=(7000, 6990, -10))
    assert [state.minimum_for(s) for s in range(6)] == [150, 120, 15] * 2
    state = position(rules=SIX_3X2, hands={0: "AS AH AD AC JK KS KH KD QS QH 4C"},
                     opening_minimum={0: 150})
    # 4 aces + joker = 130: short of 150.
    error = refusal(state, meld(state, "A", "AS AH AD AC JK"))
    assert error.code == "opening_minimum"
    state.apply(Meld((MeldPart(14, cards(state, "AS AH AD AC JK")),
                      MeldPart(13, cards(state, "KS KH KD")))))
    assert state.opened[0]


@pytest.mark.parametrize("threes,points", [(1, 100), (3, 300), (4, 400), (5, 1000),
                                           (6, 1200)])
def test_s2_six_3x2_red_threes_100_each_to_four_then_1000_and_1200(threes, points):
    assert SIX_3X2.red_three_points(threes) == points
    codes = ["3H", "3D", "3H", "3D", "3H", "3D"][:threes]
    state = position(rules=SIX_3X2, hands={0: "4S"}, melds={0: {"9": "9S 9H 9D"}},
                     red_threes={0: " ".join(codes[:2]), 3: " ".join(codes[2:])},
                     stock="", rest="pile", phase="draw")
    state.apply(EndDeal())
    assert state.scores()[0].red_threes == points


def test_s2_six_3x2_two_canastas_to_go_out():
    state = position(rules=SIX_3X2, hands={0: "7S 7H 7D"}, melds={0: {"K": KINGS}})
    play(state, AskGoOut(), AnswerGoOut(True))
    assert refusal(state, meld(state, "7", "7S 7H 7D")).code == "no_canasta"
    state = position(rules=SIX_3X2, hands={0: "7S 7H 7D"},
                     melds={0: {"K": KINGS, "Q": QUEENS}})
    play(state, AskGoOut())
    assert state.current_seat == 3, "the partner opposite is asked"
    state.apply(AnswerGoOut(True), seat=3)
    state.apply(meld(state, "7", "7S 7H 7D"))
    assert state.end_reason is EndReason.WENT_OUT


def test_s2_six_3x2_game_to_10000():
    match = Match.new(SIX_3X2, seed=1, draw_seats=False)
    match.results.append(fake_result(match, (9990, 5000, 9000)))
    assert not match.is_over
    match.results.append(fake_result(match, (10020, 5000, 10010)))
    assert match.is_over and match.winner == 0 and match.margin == 10


def test_s2_three_cards_laid_with_the_pile_onto_a_partners_meld_are_a_lay_off():
    # After the isolated hand is known, B takes the pile onto the eights and
    # lays his fives onto C's meld: a lay-off, not a new meld (the log and the
    # deal record say so).
    state = three_with_melds(hands={0: "7S 7H 4C 8C", 1: "5H 5D 9C 4D", 2: "KC 6D 4D"})
    state.apply(take(state, "7S 7H"))
    state.apply(Discard(cards(state, "8C")[0]))
    events = state.apply(take(state, "", ("5", "5H 5D")), seat=1)
    laid = [(type(e), e.rank) for e in events if isinstance(e, (Melded, LaidOff))]
    assert laid == [(LaidOff, 5)]
    assert len(state.melds[state.team_of[1]][5]) == 5


@pytest.mark.parametrize("variant, players, partners", [
    ("classic", 4, 1), ("two", 2, 0), ("six-2x3", 6, 2), ("six-3x2", 6, 1), ("five", 5, 1)])
def test_s2_the_hands_counted_against_a_side_when_one_goes_out(variant, players, partners):
    """§1 Scoring a deal, §2: going out, a player's partners at this deal
    count their hands against the side: one, none alone, two in a side of
    three (five players: one, the side of three sitting one out each deal)."""
    state = DealState(DealSetup.shuffled(rules_for(variant, players), 0, 3))
    view = state.view_for(0)
    for out in range(state.n):
        seats = view.counted_against(out)
        assert out not in seats
        assert all(state.team_of[s] == state.team_of[out] for s in seats)
        assert len(seats) == partners


def test_s2_who_scores_together_teams_alone_or_until_the_isolated_hand():
    """§1 Seating and teams, §2 (two alone; three alone until two become
    partners; five and six in teams), §5 rami alone or in pairs: what the
    score pad says of "a side" and whether anyone asks "may I go out?"."""
    from canasta_desktop.model.rules import Sides
    from canasta_desktop.model.variants import rules_for as rules_of

    expected = {("classic", 4, None): Sides.TEAMS, ("two", 2, None): Sides.ALONE,
                ("three", 3, None): Sides.ISOLATED_HAND, ("five", 5, None): Sides.TEAMS,
                ("rami", 4, "solo"): Sides.ALONE, ("rami", 4, "teams"): Sides.TEAMS,
                ("rami", 3, None): Sides.ALONE}
    for (variant, players, layout), sides in expected.items():
        rules = rules_of(variant, players, layout)
        assert rules.sides is sides, variant
        assert rules.partnerships is (sides is not Sides.ALONE), variant
