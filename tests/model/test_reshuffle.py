"""Hidden cards stay hidden when a game is reopened: the cards the person at
the computer has not seen are dealt anew (model/reshuffle.py), so a player who
saved, drew or discarded, looked, and reopened the save learns nothing: not
the next card of the stock, not whether the next player takes the pile.
Nothing the person may know changes, and the play stays legal."""

from __future__ import annotations

import logging
import random
from collections import Counter

import pytest

from canasta_desktop.bots import make_bot
from canasta_desktop.model.actions import ChoosePacket
from canasta_desktop.model.match import Match
from canasta_desktop.model.phases import ANSWER, CHOOSE, DRAW, PLAY
from canasta_desktop.model.reshuffle import hidden_from, reshuffle_unseen
from canasta_desktop.model.variants import VARIANTS, rules_for

CASES = [("classic", 4), ("two", 2), ("three", 3), ("head-and-foot", 4), ("origen", 4),
         ("rami", 4), ("six-3x2", 6), ("five", 5)]
PERSON = 0


def _play(deal, moves: int, seed: int, stop=lambda deal: False, level: str = "medium") -> None:
    bot = make_bot(level)
    rng = random.Random(seed)
    while not deal.is_over and len(deal.history) < moves and not stop(deal):
        seat = deal.current_seat
        deal.apply(bot.choose(deal.view_for(seat), deal.legal_actions(), rng), seat)


def _deal_played(variant: str, players: int, seed: int, moves: int, layout: str | None = None):
    match = Match.new(rules_for(variant, players, layout), seed, draw_seats=False)
    deal = match.start_deal()
    _play(deal, moves, seed)
    return match, deal


def _hidden_hands(deal, person: int) -> list[list[int]]:
    return [[c for c in hand if c not in deal.known[s]] if s != person else []
            for s, hand in enumerate(deal.hands)]


def _every_rule_set():
    for variant_id, info in VARIANTS.items():
        for players in info.player_counts:
            for layout in info.layouts(players):
                yield variant_id, players, layout.id


@pytest.mark.parametrize("variant,players,layout", list(_every_rule_set()))
def test_the_person_sees_the_same_deal_and_the_play_stands(variant, players, layout, caplog):
    """Every rule set, at points of the deal in every phase: the person's
    view is the same, the history replays, no card is lost or doubled,
    and the deal goes on to its end."""
    changed = 0
    for seed, moves in ((1, 3), (2, 17), (3, 41), (4, 90)):
        _, deal = _deal_played(variant, players, seed, moves, layout)
        if deal.is_over:
            continue
        with caplog.at_level(logging.ERROR):
            again = reshuffle_unseen(deal, random.Random(seed), PERSON)
        assert not caplog.records  # never fell back on the deal as it was
        assert again.view_for(PERSON) == deal.view_for(PERSON)
        assert again.history == deal.history
        assert Counter(again.card_ids()) == Counter(deal.card_ids())
        assert [len(h) for h in again.hands] == [len(h) for h in deal.hands]
        assert again.red_threes == deal.red_threes and again.known == deal.known
        changed += again.stock != deal.stock or again.hands != deal.hands
        _play(again, 10_000, seed)
        assert again.is_over
    assert changed


@pytest.mark.parametrize("variant,players", CASES)
def test_the_other_hands_hidden_cards_are_dealt_anew_not_those_known(variant, players):
    """The cards a seat took with the pile are known to all: they stay; the
    rest of the other hands and the stock trade places."""
    # 40 actions: at 60, three players' medium deal of seed 5 is over since
    # medium keeps its wild cards (review s37), and nothing is left to deal.
    _, deal = _deal_played(variant, players, 5, 40)
    if deal.phase != DRAW:
        _play(deal, 10_000, 5, stop=lambda d: d.phase == DRAW)
    assert not deal.is_over, "the test needs a deal still in play"
    again = reshuffle_unseen(deal, random.Random(11), PERSON)
    assert again.hands[PERSON] == deal.hands[PERSON]
    for seat in range(deal.n):
        for card in deal.known[seat]:
            assert card in again.hands[seat]
    assert _hidden_hands(again, PERSON) != _hidden_hands(deal, PERSON) or \
        again.stock != deal.stock
    assert again.setup.seed is None  # the save records the new deck itself
    assert sorted(again.setup.deck) == sorted(deal.setup.deck)


def test_the_next_draw_no_longer_follows_the_saved_deck():
    """The peek: open the same save many times over and draw; before, every
    reopening drew the card the first one drew."""
    _, deal = _deal_played("classic", 4, 8, 20)
    _play(deal, 10_000, 8, stop=lambda d: d.phase == DRAW and d.turn == PERSON)
    top = deal.stock[-1]
    drawn = {reshuffle_unseen(deal, random.Random(k), PERSON).stock[-1] for k in range(20)}
    assert len(drawn) > 5 and drawn != {top}


def test_a_last_card_in_the_stock_is_dealt_anew_too():
    """With one card left in the stock, the other hands' hidden cards are
    what it trades with."""
    # Random play: medium bots seldom let the stock run that low.
    for seed in range(1, 40):
        _, deal = _deal_played("classic", 4, seed, 0)
        _play(deal, 10_000, seed, stop=lambda d: len(d.stock) <= 1 and d.phase == DRAW,
              level="random")
        if not deal.is_over and len(deal.stock) == 1:
            break
    assert not deal.is_over and len(deal.stock) == 1
    last = {reshuffle_unseen(deal, random.Random(k), PERSON).stock[-1] for k in range(12)}
    assert len(last) > 1


def test_the_next_player_s_answer_to_a_discard_is_not_known_in_advance():
    """Discard, see whether the next player takes the pile, reopen: his hand
    was dealt anew, so what he did tells nothing of what he holds now."""
    _, deal = _deal_played("classic", 4, 6, 30)
    _play(deal, 10_000, 6, stop=lambda d: d.phase == DRAW and d.turn == PERSON)
    nexts = {tuple(sorted(reshuffle_unseen(deal, random.Random(k), PERSON).hands[1]))
             for k in range(6)}
    assert len(nexts) == 6


def test_a_seat_in_the_middle_of_its_turn_keeps_its_hand():
    """A partner waiting for "may I go out?" asked with the cards it holds."""
    for seed in range(1, 60):
        _, deal = _deal_played("classic", 4, seed, 0)
        _play(deal, 10_000, seed, stop=lambda d: d.phase == ANSWER and d.current_seat == PERSON)
        if not deal.is_over:
            break
    assert deal.phase == ANSWER
    asker = deal.turn
    again = reshuffle_unseen(deal, random.Random(1), PERSON)
    assert again.hands[asker] == deal.hands[asker]
    assert again.hands != deal.hands or again.stock != deal.stock


def test_bonus_red_threes_never_reach_a_hand():
    """A red three dealt into a hand would have been laid at once: they stay
    among the stock, the feet and the packets (§1 Red threes)."""
    for seed in range(10):
        _, deal = _deal_played("classic", 4, seed, 25)
        if deal.is_over:
            continue
        again = reshuffle_unseen(deal, random.Random(seed), PERSON)
        threes = [c for c in range(again.rules.deck.size) if again.tables.is_red_three[c]]
        assert not any(c in hand for hand in again.hands for c in threes)


def test_tete_et_queue_feet_are_dealt_anew_but_the_person_s_bottom_card():
    _, deal = _deal_played("head-and-foot", 4, 4, 12)
    assert all(deal.feet)
    again = reshuffle_unseen(deal, random.Random(3), PERSON)
    assert again.feet[PERSON][0] == deal.feet[PERSON][0]  # he saw it, choosing his hand
    assert again.feet != deal.feet
    assert Counter(c for f in again.feet for c in f) + Counter(again.stock) + Counter(
        c for s, h in enumerate(again.hands) if s != PERSON for c in h) == Counter(
        c for f in deal.feet for c in f) + Counter(deal.stock) + Counter(
        c for s, h in enumerate(deal.hands) if s != PERSON for c in h)


def test_packets_not_yet_chosen_keep_the_bottom_cards_the_person_saw():
    match = Match.new(rules_for("head-and-foot", 4), 9, draw_seats=False)
    deal = match.start_deal()
    assert deal.phase == CHOOSE
    deal.apply(ChoosePacket(1), deal.current_seat)
    again = reshuffle_unseen(deal, random.Random(2), PERSON)
    assert again.view_for(PERSON) == deal.view_for(PERSON)
    assert [p[0] for p in again.packets[PERSON]] == [p[0] for p in deal.packets[PERSON]]


def test_without_a_person_only_the_cards_no_seat_has_seen_move():
    """A game of bots only (or one the person sits out): every seat's view
    stays; the stock and the face-down cards trade places."""
    for variant, players in CASES:
        _, deal = _deal_played(variant, players, 7, 30)
        if deal.is_over:
            continue
        again = reshuffle_unseen(deal, random.Random(7))
        for seat in range(deal.n):
            assert again.view_for(seat) == deal.view_for(seat)
        assert again.hands == deal.hands
        assert sorted(hidden_from(again, None)) == sorted(hidden_from(deal, None))


def test_a_finished_deal_is_left_as_it_is():
    _, deal = _deal_played("classic", 4, 2, 10_000)
    assert deal.is_over
    assert reshuffle_unseen(deal, random.Random(1), PERSON) is deal


def test_a_reopened_game_deals_its_next_deals_from_a_new_seed():
    saved, _ = _deal_played("classic", 4, 6, 15)
    reopened, _ = _deal_played("classic", 4, 6, 15)
    reopened.reshuffle_unseen(random.Random(4), person=PERSON)
    for match in (saved, reopened):
        _play(match.deal, 10_000, 6)
        match.finish_deal()
    assert saved.start_deal().setup.deck != reopened.start_deal().setup.deck


def test_mid_turn_play_phase_keeps_the_drawer_s_hand():
    _, deal = _deal_played("classic", 4, 12, 0)
    _play(deal, 10_000, 12, stop=lambda d: d.phase == PLAY and d.turn == 2)
    again = reshuffle_unseen(deal, random.Random(5), PERSON)
    assert again.hands[2] == deal.hands[2]
