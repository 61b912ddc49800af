"""Who sits where (session/seats.py), without Qt: the person at the computer
keeps his place through the seating draw and the deals; in six-rotating,
the deal he sits out is shown from his team's side, and his seat is the
table's "you" only while he plays it himself."""

from __future__ import annotations

import pytest

from canasta_desktop.model.match import Match, player_teams
from canasta_desktop.model.variants import rules_for
from canasta_desktop.session.seats import TablePeople, people_at_the_computer

NAMES = ("Ana", "Bo", "Cy", "Di", "Ed", "Flo")


def test_the_person_keeps_the_place_the_draw_gave_him():
    match = Match.new(rules_for("classic"), seed=3, names=NAMES[:4], draw_seats=True)
    people = TablePeople.drawn(match, (None, "easy", "medium", "hard"))
    place = match.seating.seat_of_player[0]
    assert people.me == place and people.person_bots[place] is None
    people.sit(1, 4)
    assert people.human_seat == people.seat_people.index(place) == people.you_seat
    assert people.names[people.human_seat] == match.names[place]
    assert people.players_and_rules()[2][0] is None, "he is the first row of a game like it"


def test_a_deal_he_sits_out_is_shown_from_his_teams_side():
    rules = rules_for("six-rotating")
    match = Match.new(rules, seed=5, names=NAMES, draw_seats=False)
    people = TablePeople(match, (None,) + ("easy",) * 5, me=0)
    resting = next(n for n in range(1, 7) if 0 in match.sitting_out(n))
    people.sit(resting, rules.seats)
    assert people.human_seat is None and people.you_seat is None
    assert 0 in people.sitting_out() and len(people.names) == rules.seats
    assert rules.teams[people.viewpoint] == player_teams(rules)[0]


def test_a_deal_is_seated_only_in_a_game_of_its_table():
    """Every deal of a game is dealt by its rules, a saved one too: a deal of
    another table (four seats in a game of six) has nobody to seat, and
    the people of the last deal seated stay."""
    rules = rules_for("six-rotating")
    match = Match.new(rules, seed=5, names=NAMES, draw_seats=False)
    people = TablePeople(match, (None,) + ("easy",) * 5, me=0)
    resting = next(n for n in range(1, 7) if 0 in match.sitting_out(n))
    people.sit(resting, rules.seats)
    with pytest.raises(ValueError):
        people.sit(1, rules.seats + 2)
    assert people.seat_people == match.players_in_deal(resting)
    assert people.sitting_out() == match.sitting_out(resting) and 0 in people.sitting_out()


def test_a_bot_in_his_seat_is_not_you_and_only_he_may_take_it_back():
    match = Match.new(rules_for("classic"), seed=1, names=NAMES[:4], draw_seats=False)
    people = TablePeople(match, (None, "easy", "easy", "easy"), me=0)
    people.sit(1, 4)
    people.put_bot(0, "easy")
    assert people.human_seat == 0 and people.you_seat is None
    assert people.seat_levels[0] == "easy" and people.bots[0] is not None
    with pytest.raises(ValueError):
        people.put_bot(1, None)
    people.put_bot(0, None)
    assert people.you_seat == 0 and people.bots[0] is None and people.person_bots[0] is None


def test_one_person_at_the_computer_and_known_levels_only():
    assert people_at_the_computer(("easy", None, "hard")) == [1]
    with pytest.raises(ValueError):
        people_at_the_computer((None, None))
    with pytest.raises(ValueError):
        people_at_the_computer((None, "oracle"))
