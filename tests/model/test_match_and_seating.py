"""RULES.md §1 "Seating and teams", "Score sheet", "Game end", and the dealer rotation."""

from __future__ import annotations

import random

import pytest

from canasta_desktop.bots import make_bot
from canasta_desktop.bots.driver import play_deal, play_game
from canasta_desktop.model.cards import JOKER, card_tables
from canasta_desktop.model.match import Match, score_sheet, seating_draw
from canasta_desktop.model.rules import CLASSIC

TABLES = card_tables(CLASSIC.deck)


@pytest.mark.parametrize("seed", range(60))
def test_s1_seating_highest_card_is_laine_partner_opposite_dealer_on_his_right(seed):
    seating = seating_draw(CLASSIC, random.Random(seed))
    final = {}
    for round_ in seating.draws:
        for draw in round_:
            if draw.redraw is None:
                final[draw.player] = draw.card
    assert sorted(final) == [0, 1, 2, 3]

    def strength(card):  # A high .. 2 low, then spades > hearts > diamonds > clubs
        rank = TABLES.rank[card]
        return ((rank if rank != 2 else 1), -TABLES.suit[card])

    ranked = sorted(final, key=lambda p: strength(final[p]), reverse=True)
    best, second = ranked[0], ranked[1]
    assert seating.seat_of_player[best] == seating.first_player
    # the second-best card is l'aîné's partner: same team, opposite seat
    assert seating.seat_of_player[second] == (seating.first_player + 2) % 4
    assert seating.first_dealer == (seating.first_player - 1) % 4
    assert sorted(seating.seat_of_player) == [0, 1, 2, 3]


def test_s1_seating_redraws_jokers_edges_and_identical_cards():
    reasons = set()
    for seed in range(400):
        seating = seating_draw(CLASSIC, random.Random(seed))
        for round_ in seating.draws:
            codes = [TABLES.code[d.card] for d in round_]
            for d in round_:
                if TABLES.rank[d.card] == JOKER:
                    assert d.redraw == "joker"
                elif d.position < 4 or d.position >= CLASSIC.deck.size - 4:
                    assert d.redraw == "edge"
                elif codes.count(TABLES.code[d.card]) > 1:
                    assert d.redraw == "tie"
                if d.redraw:
                    reasons.add(d.redraw)
    assert reasons == {"joker", "edge", "tie"}


def test_s1_the_deal_passes_clockwise_and_laine_plays_first():
    match = Match.new(CLASSIC, seed=5)
    bots = [make_bot("greedy")] * 4
    rng = random.Random(0)
    dealers = []
    for _ in range(3):
        deal = match.start_deal()
        dealers.append(deal.dealer)
        assert deal.turn == (deal.dealer + 1) % 4
        play_deal(deal, bots, rng)
        match.finish_deal()
    first = match.seating.first_dealer
    assert dealers == [first, (first + 1) % 4, (first + 2) % 4]
    assert match.results[0].dealer == first


def test_s1_opening_minimum_of_next_deal_follows_running_total():
    assert [CLASSIC.opening_minimum(s) for s in (-5, 0, 1495, 1500, 2995, 3000, 9000)] == \
        [15, 50, 50, 90, 90, 120, 120]
    match = Match.new(CLASSIC, seed=11, draw_seats=False)
    bots = [make_bot("greedy")] * 4
    rng = random.Random(1)
    while not match.is_over:
        before = match.totals
        deal = match.start_deal()
        assert tuple(deal.opening_minimum) == tuple(CLASSIC.opening_minimum(t) for t in before)
        play_deal(deal, bots, rng)
        match.finish_deal()


@pytest.mark.parametrize("seed", range(8))
def test_s1_game_ends_when_a_team_reaches_5000_at_the_end_of_a_deal(seed):
    bots = [make_bot("greedy"), make_bot("random")] * 2
    match = play_game(Match.new(CLASSIC, seed), bots, random.Random(seed))
    totals = [r.totals for r in match.results]
    assert max(totals[-1]) >= 5000
    assert all(max(t) < 5000 for t in totals[:-1])  # the game did not stop early
    running = [0, 0]
    for row in match.results:
        running = [a + s.total for a, s in zip(running, row.scores)]
        assert list(row.totals) == running
    sheet = score_sheet(match)
    assert sheet.finished
    assert sheet.winner == max(range(2), key=lambda t: sheet.totals[t])
    assert sheet.margin == abs(sheet.totals[0] - sheet.totals[1])
    with pytest.raises(RuntimeError):
        match.start_deal()


def test_s1_score_sheet_lists_every_deal_with_its_breakdown():
    bots = [make_bot("greedy")] * 4
    match = Match.new(CLASSIC, seed=3)
    play_deal(match.start_deal(), bots, random.Random(2))
    match.finish_deal()
    sheet = score_sheet(match).as_dict()
    assert sheet["finished"] is False and sheet["winner"] is None
    (deal,) = sheet["deals"]
    for team in range(2):
        assert sum(deal["breakdown"][team].values()) == deal["points"][team]
    assert sheet["totals"] == deal["points"]
    assert sheet["next_opening_minimums"] == [CLASSIC.opening_minimum(t)
                                              for t in deal["points"]]
    assert len(sheet["names"]) == 4


def test_s1_score_sheet_a_deal_is_scored_once_at_its_end():
    """§1 Score sheet: one row a deal.  The match says whether the deal on
    the table is on the sheet yet: a game saved after a deal ended and was
    scored is reopened with its result announced, not scored again."""
    match = Match.new(CLASSIC, seed=3)
    assert not match.deal_scored, "no deal yet"
    deal = match.start_deal()
    assert not match.deal_scored
    play_deal(deal, [make_bot("greedy")] * 4, random.Random(2))
    assert deal.is_over and not match.deal_scored, "over, not on the sheet yet"
    match.finish_deal()
    assert match.deal_scored and len(match.results) == 1
    match.start_deal()
    assert not match.deal_scored, "the next deal is in play"


@pytest.mark.parametrize("draw_seats", [True, False])
def test_s1_seating_the_players_as_set_up_are_found_at_their_places(draw_seats):
    """§1 Seating and teams: the draw moves the players round the table;
    each is still found, in the order the game was set up with them, at the
    place it gave him (play-test s40: New game listed them as drawn)."""
    typed = ("You", "Ana", "Bruno", "Chloé")
    for seed in range(12):
        match = Match.new(CLASSIC, seed, typed, draw_seats=draw_seats)
        places = match.places_as_set_up
        assert tuple(match.names[place] for place in places) == typed
        assert sorted(places) == [0, 1, 2, 3]
        if not draw_seats:
            assert places == (0, 1, 2, 3)


@pytest.mark.parametrize("person", [0, 2])
def test_s1_seating_the_person_at_the_computer_goes_where_the_draw_seats_him(person):
    """§1 Seating and teams: the match keeps which place is the person's,
    whoever a bot level plays for (play-test s41: after the draw put
    Maximilienne, Player 1, away from place 0 while a bot played her seat,
    the saved game called the one at place 0 "you")."""
    typed = ("Maximilienne", "Ana", "Bruno", "Chloé")
    moved = 0
    for seed in range(12):
        match = Match.new(CLASSIC, seed, typed, draw_seats=True, person=person)
        assert match.names[match.person] == typed[person]
        moved += match.person != person
    assert moved, "some draw seats him elsewhere"
    assert Match.new(CLASSIC, 3, typed, draw_seats=False, person=person).person == person
    with pytest.raises(ValueError):
        Match.new(CLASSIC, 3, typed, person=4)
