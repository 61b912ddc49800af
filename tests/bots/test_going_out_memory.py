"""The going-out search's memory (model/going_out.py) answers what a new
search would: for the same view, and, told yes, after each meld of the
sequence found, whose rest it then gives without searching."""

import random

import pytest

from canasta_desktop.bots import make_bot
from canasta_desktop.model import going_out
from canasta_desktop.model.going_out import going_out_sequence
from canasta_desktop.model.match import Match
from canasta_desktop.model.phases import PLAY
from canasta_desktop.model.variants import rules_for


def _fresh(view):
    going_out._SEARCHED.clear()
    return going_out_sequence(view)


@pytest.mark.parametrize("variant, players", [("classic", 4), ("two", 2), ("origen", 4)])
def test_remembered_sequences_are_what_a_new_search_finds(variant, players):
    checked = continued = 0
    for seed in range(3):
        deal = Match.new(rules_for(variant, players), 900 + seed).start_deal()
        bot = make_bot("medium")
        rng = random.Random(seed)
        while not deal.is_over:
            seat = deal.current_seat
            if deal.phase == PLAY and seat == deal.turn and not deal.melded_this_turn:
                told = deal.clone()
                if told.has_partner(seat):
                    told.asked, told.answer = True, True
                view = told.view_for(seat)
                found = going_out_sequence(view)
                assert going_out_sequence(view) == found  # remembered
                assert _fresh(view) == found
                checked += 1
                if found and len(found) > 1:
                    going_out_sequence(view)  # remembers the steps of the sequence
                    told.apply(found[0], seat)
                    rest = going_out_sequence(told.view_for(seat))
                    assert rest == found[1:]
                    assert _fresh(told.view_for(seat)) == rest
                    continued += 1
            deal.apply(bot.choose(deal.view_for(seat), deal.legal_actions(), rng), seat)
    assert checked > 20
    assert continued > 0
