"""Hidden cards stay hidden when a game is reopened: the cards no seat has
seen are dealt anew (model/reshuffle.py), so a player who saved, drew, looked
and reopened the save does not draw the same card again; nothing a seat may
know changes."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from canasta_desktop.bots import make_bot
from canasta_desktop.model.actions import ChoosePacket
from canasta_desktop.model.match import Match
from canasta_desktop.model.phases import CHOOSE, DRAW
from canasta_desktop.model.reshuffle import reshuffle_unseen, unseen_cards
from canasta_desktop.model.variants import rules_for

CASES = [("classic", 4), ("two", 2), ("three", 3), ("head-and-foot", 4), ("origen", 4),
         ("rami", 4), ("six-3x2", 6), ("five", 5)]


def _deal_played(variant: str, players: int, seed: int, moves: int):
    match = Match.new(rules_for(variant, players), seed, draw_seats=False)
    deal = match.start_deal()
    bot = make_bot("medium")
    rng = random.Random(seed)
    while not deal.is_over and len(deal.history) < moves:
        seat = deal.current_seat
        deal.apply(bot.choose(deal.view_for(seat), deal.legal_actions(), rng), seat)
    return match, deal


@pytest.mark.parametrize("variant,players", CASES)
def test_every_seat_sees_the_same_deal_after_the_reshuffle(variant, players):
    for seed, moves in ((1, 9), (2, 40), (3, 120)):
        _, deal = _deal_played(variant, players, seed, moves)
        if deal.is_over:
            continue
        again = reshuffle_unseen(deal, random.Random(seed))
        assert again is not deal
        for seat in range(deal.n):
            assert again.view_for(seat) == deal.view_for(seat)
            assert again.feet[seat][:1] == deal.feet[seat][:1]  # its bottom card was seen
        assert again.history == deal.history
        assert Counter(again.card_ids()) == Counter(deal.card_ids())
        assert again.legal_actions() == deal.legal_actions()


@pytest.mark.parametrize("variant,players", CASES)
def test_the_unseen_cards_are_the_same_in_another_order(variant, players):
    """The stock (and the feet, in Tête et Queue, where they trade cards
    with the stock) hold the same cards between them, in another order."""
    _, deal = _deal_played(variant, players, 5, 30)
    again = reshuffle_unseen(deal, random.Random(11))
    assert sorted(unseen_cards(again)) == sorted(unseen_cards(deal))
    assert len(again.stock) == len(deal.stock)
    assert again.stock != deal.stock
    assert again.setup.seed is None  # the save records the new deck itself
    assert sorted(again.setup.deck) == sorted(deal.setup.deck)


def test_the_next_draw_no_longer_follows_the_saved_deck():
    """The peek: draw from the same saved position many times over; before,
    every reopening drew the card the first one drew."""
    _, deal = _deal_played("classic", 4, 8, 20)
    while deal.phase != DRAW:
        seat = deal.current_seat
        deal.apply(make_bot("medium").choose(deal.view_for(seat), deal.legal_actions(),
                                             random.Random(0)), seat)
    top = deal.stock[-1]
    drawn = {reshuffle_unseen(deal, random.Random(k)).stock[-1] for k in range(20)}
    assert len(drawn) > 5 and drawn != {top}


def test_tete_et_queue_feet_are_dealt_anew_but_their_bottom_card():
    _, deal = _deal_played("head-and-foot", 4, 4, 12)
    assert all(deal.feet)
    again = reshuffle_unseen(deal, random.Random(3))
    assert [f[0] for f in again.feet] == [f[0] for f in deal.feet]
    assert [f[1:] for f in again.feet] != [f[1:] for f in deal.feet]
    assert Counter(c for f in again.feet for c in f) + Counter(again.stock) == \
        Counter(c for f in deal.feet for c in f) + Counter(deal.stock)


def test_packets_not_yet_chosen_keep_their_bottom_cards():
    match = Match.new(rules_for("head-and-foot", 4), 9, draw_seats=False)
    deal = match.start_deal()
    assert deal.phase == CHOOSE
    deal.apply(ChoosePacket(1), deal.current_seat)
    again = reshuffle_unseen(deal, random.Random(2))
    for seat in range(deal.n):
        assert again.view_for(seat) == deal.view_for(seat)
        for new, old in zip(again.packets[seat], deal.packets[seat]):
            assert new[0] == old[0]
    assert set(unseen_cards(again)) == set(unseen_cards(deal))


def test_a_finished_deal_is_left_as_it_is():
    _, deal = _deal_played("classic", 4, 2, 10_000)
    assert deal.is_over
    assert reshuffle_unseen(deal, random.Random(1)) is deal


def test_a_reopened_game_deals_its_next_deals_from_a_new_seed():
    saved, _ = _deal_played("classic", 4, 6, 15)
    reopened, _ = _deal_played("classic", 4, 6, 15)
    reopened.reshuffle_unseen(random.Random(4))
    for match in (saved, reopened):
        while not match.deal.is_over:
            deal = match.deal
            seat = deal.current_seat
            deal.apply(make_bot("medium").choose(deal.view_for(seat), deal.legal_actions(),
                                                 random.Random(0)), seat)
        match.finish_deal()
    assert saved.start_deal().setup.deck != reopened.start_deal().setup.deck
