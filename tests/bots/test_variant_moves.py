"""Each variant's key move, in a hand-built position, by medium and hard:
rami completes a canasta before any new meld, Tête et Queue empties the
hand to reach the foot, Origen announces its tile before the meld it
covers and covers it a turn later, three players take the first big pile."""

from __future__ import annotations

import random

import pytest

from canasta_desktop.bots.hard import HardBot
from canasta_desktop.bots.medium import MediumBot
from canasta_desktop.model.actions import AnnounceTile, Draw, Meld, TakePile, action_text
from canasta_desktop.model.phases import PLAY
from canasta_desktop.model.variants import rules_for

from .helpers import position

LEVELS = ["medium", "hard"]


def bot(level: str):
    return MediumBot() if level == "medium" else HardBot(budget_s=None, iterations=30)


def first_move(state, level):
    seat = state.current_seat
    legal = state.legal_actions()
    action = bot(level).choose(state.view_for(seat), legal, random.Random(4))
    assert action in legal
    return action


def whole_turn(state, level):
    seat = state.current_seat
    player = bot(level)
    rng = random.Random(4)
    for _ in range(30):
        if state.is_over or state.current_seat != seat or state.phase != PLAY:
            break
        legal = state.legal_actions()
        action = player.choose(state.view_for(seat), legal, rng)
        assert action in legal
        state.apply(action, seat)
    return state


@pytest.mark.parametrize("level", LEVELS)
def test_rami_completes_a_canasta_before_a_new_meld(level):
    """No canasta yet, so every meld counts against the side: the two jacks
    that make a canasta of the five on the table go first, not the sixes."""
    state = position(rules=rules_for("rami", 2, "solo"),
                     hands={0: "JS JH 6S 6H 6D 9C 4D KS"},
                     melds={0: {"J": "JC JD JH JS 2C"}, 1: {"Q": "QS QH QD"}},
                     pile="5D 4C", turn=0, phase="play")
    action = first_move(state, level)
    assert isinstance(action, Meld), action_text(action, state.tables)
    assert [p.rank for p in action.parts] == [11]
    state.apply(action, 0)
    assert len(state.melds[0][11]) >= 7


@pytest.mark.parametrize("level", LEVELS)
def test_head_and_foot_empties_the_hand_to_pick_up_the_foot(level):
    """Four cards left, three of them nines, the foot waiting and the
    opponents far from going out: meld the nines, discard the last card,
    and play on from the foot."""
    rules = rules_for("head-and-foot")
    state = position(rules=rules, hands={0: "9S 9H 9D 5C"},
                     melds={0: {"K": "KS KH KD KC KS KH KD", "A": "AS AH AD"},
                            1: {"Q": "QS QH QD"}},
                     pile="6D 4C", turn=0, phase="play")
    assert state.feet[0], "the foot is still face down"
    foot = set(state.feet[0])
    state = whole_turn(state, level)
    assert not state.feet[0] and set(state.hands[0]) == foot, "the foot is in hand"
    assert 9 in state.melds[0]


@pytest.mark.parametrize("level", LEVELS)
def test_origen_announces_the_tile_before_the_meld(level):
    """A pair of nines and a joker, the side opened: place the nines' tile
    now (it scores when the meld covers it a turn later)."""
    rules = rules_for("origen", 4)
    state = position(rules=rules, hands={0: "9S 9H JK 5C 7D KS QH"},
                     melds={0: {"A": "AS AH AD"}, 1: {"Q": "QS QD QC"}},
                     pile="6D 4C", turn=0, phase="play")
    action = first_move(state, level)
    assert action == AnnounceTile(9), action_text(action, state.tables)



def test_s4_origen_no_tile_the_short_hand_could_not_cover():
    """§4 Tiles: an uncovered tile costs 20.  Four cards, a pair of nines
    and a Diva among them, and no canasta: next turn the meld of nines would
    leave one card, and discarding it would go out without a canasta, so
    the tile could not be covered; medium places none (play-test: a tile,
    then -20 at the end).  With three more cards the same nines are worth a
    tile."""
    rules = rules_for("origen", 4)
    melds = {0: {"A": "AS AH AD"}, 1: {"Q": "QS QD QC"}}
    short = position(rules=rules, hands={0: "9S 9H JK 5C"}, melds=melds,
                     pile="6D 4C", turn=0, phase="play")
    action = first_move(short, "medium")
    assert not isinstance(action, AnnounceTile), action_text(action, short.tables)
    longer = position(rules=rules, hands={0: "9S 9H JK 5C 7D KS QH"}, melds=melds,
                      pile="6D 4C", turn=0, phase="play")
    assert first_move(longer, "medium") == AnnounceTile(9)


@pytest.mark.parametrize("level", LEVELS)
def test_s4_origen_a_tile_placed_this_turn_is_not_covered_in_the_same_turn(level):
    """§4 Tiles: a tile earns 20 when a meld covers it a turn later; covered
    in the turn it was placed, nothing.  Play-test: the hint said "place a
    tile: nines — meld them next turn", then "meld the nines — it covers
    your tile" in the same turn.  The three nines wait for the next turn."""
    rules = rules_for("origen", 4)
    state = position(rules=rules, hands={0: "9S 9H 9D 5C 7D KS QH 8C"},
                     melds={0: {"A": "AS AH AD"}, 1: {"Q": "QS QD QC"}},
                     pile="6D 4C", turn=0, phase="play")
    state.apply(AnnounceTile(9), 0)
    assert 9 in state.view_for(0).tiles_this_turn
    state = whole_turn(state, level)
    assert 9 not in state.melds[0], "covered at once, the tile would earn nothing"


TILE_MELDS = {0: {"A": "AS AH AD"}, 1: {"Q": "QS QD QC"}}


def nines_tiled_two_turns_ago(rules, hand: str, melds=TILE_MELDS):
    """Seat 0 to play, having drawn, with `hand`; its side placed the nines'
    tile two turns ago, so covering it now earns the tile's points (§4)."""
    state = position(rules=rules, hands={0: hand}, melds=melds, pile="6D 4C", turn=0,
                     phase="play")
    state.turn_number = 9
    state.tiles[0] = {9: 7}
    return state


@pytest.mark.parametrize("level", LEVELS)
def test_origen_covers_its_tile_a_turn_later(level):
    """§4 Tiles: the nines' tile was placed two turns ago; three nines make
    the meld that covers it now (+20, and an uncovered tile would cost 20
    at the end)."""
    rules = rules_for("origen", 4)
    state = whole_turn(nines_tiled_two_turns_ago(rules, "9S 9H 9D 5C 7D KS QH 6C"), level)
    assert 9 in state.melds[0], "the nines are melded"
    assert state.tiles[0] == {} and state.tile_points[0] == rules.tile_bonus


def test_s4_origen_no_diva_spent_only_to_cover_a_tile():
    """§4 Tiles: a pair of nines and a Diva, the nines' tile placed two
    turns ago: the Diva (a joker, 50 points and a canasta's card) is worth
    more than the tile's 20 and the pair takes piles; medium keeps them
    (review s37: each tile placed was covered with a pair and a wild card,
    and in two-player Origen that play lost some 275 points a deal)."""
    rules = rules_for("origen", 4)
    state = whole_turn(nines_tiled_two_turns_ago(rules, "9S 9H JK 5C 7D KS QH 6C"), "medium")
    assert 9 not in state.melds[0], "the pair and the Diva stay in hand"


# Per player count: a hand and the melds in which hard, with the evaluation
# fitted on the medium that still covered its tiles, spent the Diva.
DIVA_KEPT = {
    4: ("9S 9H JK 4C 4D KS KH 6C", TILE_MELDS),
    2: ("9S 9H JK 5C 7D KS QH 6C", {0: {"A": "AS AH AD", "K": "KC KD KH"},
                                    1: {"Q": "QS QD QC", "J": "JS JD JC"}}),
}


@pytest.mark.parametrize("players", sorted(DIVA_KEPT))
@pytest.mark.parametrize("level", LEVELS)
def test_s4_origen_hard_keeps_the_diva_as_medium_does(level, players):
    """§4 Tiles: the nines' tile placed two turns ago, a pair of nines and
    a Diva: neither bot spends the Diva on the tile's 20.  Hard compares
    medium's plan with "meld everything" (which covers the tile) at the
    horizon of its rollouts; the evaluation fitted when medium still
    covered every tile with a wild card read a cover as some 105 points
    (Origen 4: its tiles weight 2.6 a point), and hard kept the blunder
    medium had dropped.  Hard - medium, 100 duplicate deals, seed 34, 40
    iterations, before and after fitting the weights again on today's
    medium: Origen 4 +0.8 [-84.9, +86.4] -> +114.1 [+48.2, +180.0];
    Origen 2 +115.7 [-4.0, +235.4] -> +500.0 [+358.5, +641.5]."""
    hand, melds = DIVA_KEPT[players]
    state = whole_turn(nines_tiled_two_turns_ago(rules_for("origen", players), hand, melds),
                       level)
    assert 9 not in state.melds[0], "the pair and the Diva stay in hand"


@pytest.mark.parametrize("level", LEVELS)
def test_s4_origen_three_players_take_the_pile_with_the_pair_and_keep_the_gentleman(level):
    """§4 Taking the pile: the 9♣ on top, a pair of nines in hand; the pair
    takes the pile alone, and the Gentleman (a wild card, 20 points and a
    canasta's card) stays in hand.  Hard, with its horizon evaluation for
    three players fitted on the medium of the first bots, took the pile
    with the pair and the Gentleman.  Hard - medium, Origen 3, 100 duplicate
    deals, seed 34, 40 iterations, with the weights fitted again on today's
    medium: +87.0 [+37.6, +136.4]."""
    state = position(rules=rules_for("origen", 3), hands={0: "9S 9H 2C 5C 5D 7D 7S KS QH 6C"},
                     melds={0: {"A": "AS AH AD"}, 1: {"Q": "QS QD QC"}},
                     pile="8H 5D TC JC 9C", turn=0, phase="draw")
    action = first_move(state, level)
    assert isinstance(action, TakePile), action_text(action, state.tables)
    assert not any(state.tables.is_wild[c] for c in action.with_cards), \
        action_text(action, state.tables)


@pytest.mark.parametrize("level", LEVELS)
def test_origen_keeps_the_tiled_meld_for_a_later_turn(level):
    """§4 Tiles: a tile covered in the turn it was placed earns nothing, so
    the bot places the nines' tile and keeps the nines and the Diva for its
    next turn (+20) instead of melding them at once."""
    rules = rules_for("origen", 4)
    state = position(rules=rules, hands={0: "9S 9H JK 5C 7D KS QH 6C"},
                     melds={0: {"A": "AS AH AD"}, 1: {"Q": "QS QD QC"}},
                     pile="6D 4C", turn=0, phase="play")
    state = whole_turn(state, level)
    assert 9 in state.tiles[0], "the nines' tile is on the table"
    assert 9 not in state.melds[0], "the nines wait for the next turn"


# Hard is left out here: it draws, and deals played out by medium from this
# position agree (about -260 for the take against +150 for the draw, per
# deal, 150 samples each): the isolated hand's rivals both record the partners' sum.
@pytest.mark.parametrize("level", ["medium"])
def test_three_players_take_the_first_big_pile(level):
    """Nobody has taken the pile yet: the first to take it plays alone
    against two, but fourteen cards with a natural pair are worth it."""
    rules = rules_for("three")
    state = position(rules=rules, hands={0: "9S 9H 4C 6D 7H QS KD 5S 8H TC JD AS 4H"},
                     pile="5C 8D JH TD QH 6S 7S AC KH 4D AD KC QC 9D",
                     melds={0: {"A": "AH AD AS"}}, turn=0, phase="draw")
    assert state.isolated is None
    action = first_move(state, level)
    assert isinstance(action, TakePile), action_text(action, state.tables)


@pytest.mark.parametrize("level", LEVELS)
def test_three_players_take_a_first_pile_that_holds_canastas(level):
    """§2 Three players: nobody has taken the pile yet, and twenty-four
    cards with kings, queens, jacks and nines to pair with the hand's are
    worth playing alone against two."""
    rules = rules_for("three")
    state = position(rules=rules, hands={0: "KS KD 9S 9H QS QD JS JD 4C 6D 7H 5S 8H"},
                     pile="KH KC KS KD QH QC QH JH JC JH 6S 7S AC 4D AD 8D TD TC TH 9D 9C "
                          "5D 5C 9H",
                     melds={0: {"A": "AH AD AS"}}, turn=0, phase="draw")
    assert state.isolated is None
    action = first_move(state, level)
    assert isinstance(action, TakePile), action_text(action, state.tables)
    state.apply(action, 0)
    assert state.isolated == 0


def test_two_players_draw_two_cards_rather_than_take_a_poor_pile():
    """§2 Two players draw two cards from the stock: a pile of a black three
    under a seven (taken with a pair of sevens) is worth less than two
    cards, though classic's medium would take it for one."""
    for vid, takes in (("classic", True), ("two", False)):
        extra = " 4H 5H 6H 9C" if vid == "two" else ""
        state = position(rules=rules_for(vid), hands={0: "7S 7H 4C 6D 9H QS KD 5S 8H TC JD" + extra},
                         pile="3C 7D", melds={0: {"A": "AH AD AS"}}, turn=0, phase="draw")
        action = first_move(state, "medium")
        assert isinstance(action, TakePile) == takes, (vid, action_text(action, state.tables))


def test_three_players_leave_a_modest_first_pile():
    """§2 Three players (isolated hand): eight odd cards, one of them
    making a pair, are not worth playing alone against two for the rest
    of the deal."""
    state = position(rules=rules_for("three"),
                     hands={0: "9S 9H 4C 6D 7H QS KD 5S 8H TC JD AS 4H"},
                     pile="4D 8C 6S QH TD KH JH 9D", melds={0: {"A": "AH AD AS"}},
                     turn=0, phase="draw")
    action = first_move(state, "medium")
    assert not isinstance(action, TakePile), action_text(action, state.tables)
    state.apply(action, 0)
    assert state.isolated is None


@pytest.mark.parametrize("level", LEVELS)
def test_three_players_keep_both_deuces_rather_than_lay_them_on_the_aces(level):
    """§2 Three players, §1 Melds and Canasta: the tens melded, two deuces
    left; laying both on three aces only makes a later canasta of aces
    impure (300, not 500) and spends the wild cards that would finish one.
    Both stay in hand.  Hard, with its horizon evaluation for three players
    fitted on the medium of the first bots, laid them on the aces (it played
    "meld all" wherever it could spend wild cards).  Hard - medium, three
    players, 100 duplicate deals, seed 34, 40 iterations: +131.1 [+101.9,
    +160.3] with those weights, +164.7 [+137.2, +192.2] with the weights
    fitted again on today's medium."""
    state = position(rules=rules_for("three"), hands={0: "TS TH TD 2H 2S 6C 7D 8S QH 4D 5H"},
                     melds={0: {"A": "AS AH AD"}, 1: {"Q": "QS QD QC"}},
                     pile="6D 4C", turn=0, phase="play")
    state = whole_turn(state, level)
    assert sum(state.tables.is_wild[c] for c in state.hands[0]) == 2, "both deuces stay in hand"


def test_head_and_foot_takes_a_small_pile():
    """§3 Tête et Queue: taking the pile gives its top three cards for one
    discard, so medium takes even a pile of three odd cards (here with a
    seven and a two) rather than drawing."""
    state = position(rules=rules_for("head-and-foot"),
                     hands={0: "7S 2C 4C 6D 9H QS KD 5S 8H TC JD"},
                     pile="4D 3C 7D", melds={0: {"A": "AH AD AS"}}, turn=0, phase="draw")
    action = first_move(state, "medium")
    assert isinstance(action, TakePile), action_text(action, state.tables)


def test_s3_head_and_foot_leaves_a_pile_that_brings_two_red_threes():
    """§3 Tête et Queue: a red three held at the deal's end costs 100 and
    leaves the hand only by a discard of its own.  A take of the top three
    cards that adds the 7♦ to the sevens but brings the two red threes
    under it is no bargain: medium draws (review s37: a hand of five
    threes, each take of a lay-off bringing two more)."""
    state = position(rules=rules_for("head-and-foot"),
                     hands={0: "7S 4C 6D 9H QS KD"},
                     pile="4D 3H 3D 7D", pile_frozen=False, melds={0: {"7": "7H 7C 7C"}},
                     turn=0, phase="draw")
    action = first_move(state, "medium")
    assert isinstance(action, Draw), action_text(action, state.tables)


def test_s3_head_and_foot_sheds_a_red_three_before_a_card():
    """§3 Tête et Queue: a red three held costs 100 at the deal's end and
    leaves the hand only as a discard; with 3♥ and A♣ left, the 3♥ goes.
    The old medium threw the A♣ on two red threes, a pile it thought the
    opponents (aces on the table) would take to their cost, and kept the
    3♥ (review s37)."""
    state = position(rules=rules_for("head-and-foot"), hands={0: "3H AC", 1: "AS AD 7C"},
                     pile="4D 9S 3D 3D", pile_frozen=False,
                     melds={0: {"7": "7H 7C 7C"}, 1: {"A": "AH AD AS", "K": "KH KC KS"}},
                     feet={0: "", 1: "", 2: "", 3: ""}, turn=0, phase="play")
    action = first_move(state, "medium")
    assert action_text(action, state.tables) == "discard 3H"


def _told_yes(state):
    from canasta_desktop.model.actions import AnswerGoOut, AskGoOut

    state.apply(AskGoOut())
    state.apply(AnswerGoOut(True))
    return state


def _first_meld_rank(state, level):
    """Told yes, the seat plays its whole turn: the rank of its first meld."""
    first = first_move(state, level)
    assert isinstance(first, Meld), action_text(first, state.tables)
    whole_turn(state, level)
    assert state.is_over and state.out_seat == 0
    return first.parts[0].rank


@pytest.mark.parametrize("level", LEVELS)
def test_head_and_foot_going_out_the_wild_completes_a_canasta_not_spoils_a_pure_one(level):
    """§3 and §1 Scoring a deal: told yes, with a joker and a black three
    left, the joker goes where it completes a canasta (the six aces: +300),
    not on a pure canasta that it would make impure (500 → 300).  The
    play-test's hint put it on the fives: 500 points below."""
    state = _told_yes(position(
        hands={0: "JK 3C"}, pile="4D 9S", turn=0, phase="play",
        rules=rules_for("head-and-foot", 4), feet={0: "", 2: ""},
        melds={0: {"5": "5D 5C 5H 5H 5C 5H 5C 5S", "T": "TS TH TC TC TD TS TH",
                   "K": "KS KH KD KH 2C JK KH", "A": "AS AS AD AD AS AS"},
               1: {"4": "4H 4H 4S 4C 4D"}}))
    assert _first_meld_rank(state, level) == 14


@pytest.mark.parametrize("level", LEVELS)
def test_classic_going_out_the_wild_completes_a_canasta_not_spoils_a_pure_one(level):
    """§1 Scoring a deal: the same in the classic game; the joker on the
    pure canasta of fives would cost 200, on the six aces it earns 300."""
    state = _told_yes(position(
        hands={0: "JK 4C"}, pile="6D 9S", turn=0, phase="play",
        melds={0: {"5": "5D 5C 5H 5S 5C 5H 5D", "A": "AS AS AD AD AH AC", "4": "4D 4S 4H"},
               1: {"8": "8H 8H 8S"}}))
    assert _first_meld_rank(state, level) == 14


@pytest.mark.parametrize("level", LEVELS)
def test_s3_head_and_foot_keeps_the_red_canasta_to_be_free_of_wild_cards(level):
    """§3 Tête et Queue: a side goes out only with a red (pure) and a black
    (impure) canasta.  Holding the black one already, with five sevens
    pure on the table and two wild cards in hand, medium laid the wild
    cards on the sevens and the side could never go out (play-test: the
    stock ran out with no red canasta).  The sevens stay pure (medium gained
    about 215 a deal by it: bots/medium.py, PURE_MELDS_KEPT)."""
    rules = rules_for("head-and-foot")
    state = position(rules=rules, hands={0: "JK 2C 9S 4C 6D QH 8D 5H"},
                     melds={0: {"K": "KS KH KD KC KS KH 2D", "7": "7S 7H 7D 7C 7S"},
                            1: {"Q": "QS QC QD"}},
                     pile="6C 4H", turn=0, phase="play")
    state = whole_turn(state, level)
    sevens = state.melds[0][7]
    assert not any(state.tables.is_wild[c] for c in sevens), "the sevens stay pure"


def test_s3_head_and_foot_a_meld_that_cannot_reach_seven_is_not_kept_pure():
    """§3 Tête et Queue: six pure sevens with every other seven melded by
    the opponents can never be the red canasta.  The eights, four and still
    growing, are the one to keep pure; the wild cards go on the sevens
    (review: they went on the eights, spoiling the side's red canasta)."""
    rules = rules_for("head-and-foot")
    sevens = "7S 7H 7D 7C 7S 7H"
    theirs = " ".join((["7S", "7H", "7D", "7C"] * 4)[2:])  # the other fourteen sevens
    state = position(rules=rules, hands={0: "JK 2C 9S 4C 6D QH 5H"},
                     melds={0: {"7": sevens, "8": "8S 8H 8D 8C"}, 1: {"7": theirs}},
                     pile="6C 4H", turn=0, phase="play")
    assert len(state.melds[0][7]) + len(state.melds[1][7]) == 20
    state = whole_turn(state, "medium")
    assert not any(state.tables.is_wild[c] for c in state.melds[0][8]), "the eights stay pure"
