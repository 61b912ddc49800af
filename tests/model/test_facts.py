"""The table's facts come from the model and agree with what the engine
decides: for whom the pile is frozen and why (RULES.md §1 Frozen pile, §6
house option), canastas and the going-out need (§1 Going out, §3), partners,
cards left."""

from __future__ import annotations

import random

import pytest

from canasta_desktop.model import Discard, TakePile
from canasta_desktop.model.cards import card_tables
from canasta_desktop.model.facts import table_facts
from canasta_desktop.model.melds import CanastaNeed
from canasta_desktop.model.pile import FreezeReason, TopBlock
from canasta_desktop.model.rules import CLASSIC, get_rules

from .builders import cards, position, refusal
from .variant_helpers import config_id, every_configuration, fresh_deal, rules_of

OPENED = {0: {"A": "AS AH AD"}, 1: {"Q": "QS QH QD"}}


@pytest.mark.parametrize("freezes", [True, False])
def test_s6_a_discarded_wild_freezes_only_with_the_house_option(freezes):
    rules = CLASSIC.with_options(wild_freezes_until_taken=freezes)
    state = position(hands={0: "2C 5S 6S 9D", 1: "9S JK 4C 4D"}, pile="8D", melds=OPENED,
                     rules=rules)
    two = cards(state, "2C")[0]
    state.apply(Discard(two))
    facts = table_facts(state.view_for(1))
    assert state.pile_frozen is freezes
    assert facts.top_block is TopBlock.WILD
    if freezes:
        assert facts.frozen_for_everybody is FreezeReason.WILD_DISCARDED
        assert facts.freezing_card == two
        assert facts.frozen_reasons[1] == (FreezeReason.WILD_DISCARDED,)
    else:
        assert facts.frozen_for_everybody is None and facts.freezing_card is None
        assert facts.frozen_reasons == ((),) * 4


def test_s1_the_refused_take_gives_the_reason_the_table_shows():
    state = position(hands={0: "KS JK AS AH AD 5C"}, pile="5D KD", phase="draw",
                     melds={1: {"Q": "QS QH QD"}})
    facts = table_facts(state.view_for(0))
    assert facts.frozen_reasons[0] == (FreezeReason.NOT_OPENED,)
    assert facts.frozen_reasons[1] == ()
    assert not facts.side(0).opened and facts.side(1).opened
    assert state.freeze_reasons(0) == facts.frozen_reasons[0]
    assert refusal(state, TakePile(cards(state, "KS JK"))).code == "pile_frozen"


def test_s5_rami_always_takes_the_pile_with_a_natural_pair():
    state = fresh_deal(get_rules("rami"), seed=3)
    facts = table_facts(state.view_for(0))
    assert FreezeReason.ALWAYS_NATURAL_PAIR in facts.frozen_reasons[0]
    assert facts.canasta_need is CanastaNeed.NOTHING
    assert all(side.meets_canasta_need for side in facts.sides)


@pytest.mark.parametrize("seed, wild_turned_up", [(0, True), (1, False)])
def test_s5_rami_pile_is_frozen_for_everybody_by_its_rule_not_by_a_wild_turned_up(
        seed, wild_turned_up):
    """§5: rami's pile is always taken with a natural pair, for everybody; a
    wild turned up at the deal's start adds nothing to it.  The table said
    "a wild card was turned up: frozen for everybody" of rami's pile, and
    nothing of the kind without one (s33)."""
    rules = get_rules("rami")
    state = fresh_deal(rules, seed=seed)
    tables = card_tables(rules.deck)
    assert any(tables.is_wild[c] for c in state.upcards) is wild_turned_up
    facts = table_facts(state.view_for(0))
    assert facts.frozen_for_everybody is FreezeReason.ALWAYS_NATURAL_PAIR
    assert facts.freezing_card is None  # no card froze it: none lies crosswise
    assert facts.frozen_reasons[0] == (FreezeReason.ALWAYS_NATURAL_PAIR, FreezeReason.NOT_OPENED)
    assert state.freeze_reasons(0) == facts.frozen_reasons[0]


def test_s5_rami_refuses_a_wild_on_a_discarded_wild_for_its_rule():
    """The refusal gives the reason the table shows: rami's rule, not the
    wild discarded under the top card."""
    state = position(hands={0: "8C JK 5S 6H 7C"}, pile="5D 2C 8S", melds={0: {"K": "KS KH KD"}},
                     rules=get_rules("rami", 4, "solo"), phase="draw")
    facts = table_facts(state.view_for(0))
    assert facts.frozen_for_everybody is FreezeReason.ALWAYS_NATURAL_PAIR
    assert facts.frozen_reasons[0] == (FreezeReason.ALWAYS_NATURAL_PAIR,)
    refused = refusal(state, TakePile(cards(state, "8C JK")))
    assert refused.code == "pile_frozen"
    assert refused.params["reason"] is FreezeReason.ALWAYS_NATURAL_PAIR


def test_s3_going_out_needs_a_pure_and_an_impure_canasta():
    rules = get_rules("head-and-foot")
    pure_only = position(melds={0: {"K": "KS KH KD KC KS KH KD"}, 1: {"Q": "QS QH QD"}},
                         rules=rules)
    both = position(melds={0: {"K": "KS KH KD KC KS KH KD", "9": "9S 9H 9D 9C 9S 9H JK"},
                           1: {"Q": "QS QH QD"}}, rules=rules)
    one, two = table_facts(pure_only.view_for(0)), table_facts(both.view_for(0))
    assert one.canasta_need is CanastaNeed.RED_AND_BLACK
    assert one.side(0).canasta_ranks == (13,) and one.side(0).pure_ranks == (13,)
    assert not one.side(0).meets_canasta_need
    assert two.side(0).canastas == 2 and two.side(0).pure_canastas == 1
    assert two.side(0).meets_canasta_need and not two.side(1).meets_canasta_need


def test_s1_the_side_may_go_out_once_it_has_its_canastas_until_it_is_too_late_to_ask():
    """§1 Going out: with its canasta the side may go out, the partner asked
    first; once asked this turn, or once a meld came first (too late to ask),
    it is no news; alone (§2 two players) there is nobody to ask; a house
    rule making asking optional (§6) drops "ask first"."""
    from canasta_desktop.model.actions import AskGoOut, Meld, MeldPart

    canasta = {"K": "KS KH KD KC KS KH KD"}
    four = position(hands={0: "7S 8H 9D QC"}, melds={0: canasta})
    may = table_facts(four.view_for(0)).may_go_out
    assert may is not None and may.ask_first and not may.alone
    assert may.section == "§1 Going out"
    assert table_facts(four.view_for(1)).may_go_out is None, "the other side has none"
    four.apply(AskGoOut())
    assert table_facts(four.view_for(0)).may_go_out is None, "asked: the answer says what now"
    # Play-test s38: the partner, asked, read "ask your partner first" beside
    # the question put to him.
    assert table_facts(four.view_for(2)).may_go_out is None, "his partner asks him"
    melded = position(hands={0: "7S 7H 7D 8H 9D QC"}, melds={0: canasta})
    melded.apply(Meld((MeldPart(7, tuple(cards(melded, "7S 7H 7D"))),)))
    assert table_facts(melded.view_for(0)).may_go_out is None, "too late to ask this turn"
    assert table_facts(melded.view_for(2)).may_go_out is not None, "his partner's turn is to come"
    optional = position(hands={0: "7S 7H 7D 8H 9D QC"}, melds={0: canasta},
                        rules=CLASSIC.with_options(asking_to_go_out_optional=True))
    optional.apply(Meld((MeldPart(7, tuple(cards(optional, "7S 7H 7D"))),)))
    may = table_facts(optional.view_for(0)).may_go_out
    assert may is not None and not may.ask_first, "no question to ask: melding first is fine"
    two = position(hands={0: "7S 8H 9D QC"}, rules=get_rules("two"),
                   melds={0: {**canasta, "Q": "QS QH QD QC QS QH QD"}})
    may = table_facts(two.view_for(0)).may_go_out
    assert may is not None and may.alone and not may.ask_first


def test_s1_going_out_the_askers_question_is_weighed_by_his_partner_until_answered():
    """§1 Going out: once he asks "may I go out?", his partner weighs the
    question; the turn stays his (the table says so to him, not "North is
    playing"), and it is his question for nobody else."""
    from canasta_desktop.model.actions import AnswerGoOut, AskGoOut

    canasta = {"K": "KS KH KD KC KS KH KD"}
    state = position(hands={0: "7S 8H 9D QC"}, melds={0: canasta})
    assert not table_facts(state.view_for(0)).own_question_weighed, "nothing asked yet"
    state.apply(AskGoOut())
    assert table_facts(state.view_for(0)).own_question_weighed
    assert state.view_for(0).to_act == 2, "North, his partner, weighs it"
    for other in (1, 2, 3):
        assert not table_facts(state.view_for(other)).own_question_weighed, other
    state.apply(AnswerGoOut(False))
    assert not table_facts(state.view_for(0)).own_question_weighed, "answered"


def test_s3_s5_no_word_of_going_out_with_a_foot_face_down_nor_in_rami():
    """§3: the foot is played before going out; §5: rami needs no canasta."""
    both = {"K": "KS KH KD KC KS KH KD", "Q": "QS QH QD QC QS 2H JK"}
    foot_down = position(hands={0: "7S 8H 9D QC"}, melds={0: both},
                         rules=get_rules("head-and-foot"))
    assert table_facts(foot_down.view_for(0)).may_go_out is None
    foot_up = position(hands={0: "7S 8H 9D QC"}, melds={0: both},
                       rules=get_rules("head-and-foot"), feet={0: ""})
    assert table_facts(foot_up.view_for(0)).may_go_out is not None
    rami = position(hands={0: "7S 8H 9D QC"}, rules=get_rules("rami", 4, "teams"))
    assert table_facts(rami.view_for(0)).may_go_out is None


def test_partners_and_cards_left_come_from_the_deal():
    state = fresh_deal(CLASSIC, seed=4)
    facts = table_facts(state.view_for(1))
    assert facts.partner_of == (2, 3, 0, 1)
    assert facts.side_of(1).seats == (1, 3) and facts.side_of(1).own
    assert facts.hand_sizes == tuple(map(len, state.hands))
    assert facts.stock_size == len(state.stock) and facts.pile_size == len(state.pile)
    two_players = table_facts(fresh_deal(get_rules("two"), seed=4).view_for(0))
    assert not two_players.partnerships and two_players.partner_of == (0, 1)


def test_a_seat_has_a_partner_only_when_the_deal_gives_it_one():
    """Three players: nobody has a partner before the isolated hand is known
    (RULES.md §2); alone (two players, rami solo) never; four in teams always."""
    three = table_facts(fresh_deal(get_rules("three"), seed=4).view_for(0))
    assert three.partnerships and not three.partnered
    assert not table_facts(fresh_deal(get_rules("rami", 4, "solo"), seed=4).view_for(0)).partnered
    assert not table_facts(fresh_deal(get_rules("two"), seed=4).view_for(1)).partnered
    assert table_facts(fresh_deal(CLASSIC, seed=4).view_for(2)).partnered


@pytest.mark.parametrize("config", every_configuration(), ids=config_id)
def test_the_facts_agree_with_the_engine_along_random_play(config):
    rules = rules_of(config)
    rng = random.Random(11)
    for deal in range(2):
        state = fresh_deal(rules, seed=deal + 1, dealer=deal % rules.seats)
        while not state.is_over:
            seat = state.current_seat
            facts = table_facts(state.view_for(seat))
            # Rami's pile is frozen by its rule (§5) whenever there is one.
            assert (facts.frozen_for_everybody is not None) is (
                state.pile_frozen if not rules.pile_take.always_natural_pair else bool(state.pile))
            for s in range(state.n):
                assert facts.frozen_reasons[s] == state.freeze_reasons(s)
            assert facts.hand_sizes == tuple(map(len, state.hands))
            assert facts.partnered == state.has_partner(seat)
            state.apply(rng.choice(state.legal_actions()), seat)


def test_s2_three_partners_after_the_isolation_each_keep_their_own_opening_minimum():
    """§2 Three players: the opening minimum is per player (his own total),
    also once two are partners: the table gives one per partner."""
    three = get_rules("three")
    state = position(rules=three, hands={0: "7S 7H 4C 5C 6C", 1: "5H 5D 9C 8C", 2: "KC 6D 4D"},
                     pile="TD 7D", melds={0: {"J": "JS JH JD"}, 1: {"9": "9S 9H 9D"}},
                     phase="draw",
                     scores_before=(0, 0, 3500))
    state.apply(TakePile(cards(state, "7S 7H")))
    assert state.isolated == 0
    facts = table_facts(state.view_for(1))
    pair = facts.side_of(1)
    assert pair.seats == (1, 2) and not pair.opens_together
    assert pair.seat_minimums == (three.opening_minimum(0), three.opening_minimum(3500))
    assert pair.seat_minimums[0] != pair.seat_minimums[1]
    assert pair.seat_opened == (True, False)  # Bruno has melded his nines, Chloé nothing


@pytest.mark.parametrize("layout", ["solo", "teams"])
def test_s5_rami_a_side_without_a_canasta_is_told_its_melds_count_against_it(layout):
    """§5 Rami canasta: "without a canasta, melds and hand both count
    negative" (seed 004: red threes too); the table says so to a side with
    no canasta yet, citing §5, and no more once it has one."""
    rules = get_rules("rami", 4, layout)
    state = position(rules=rules, hands={0: "9C 8D 4C 5C"}, melds={0: {"K": "KS KH KD"}})
    against = table_facts(state.view_for(0)).against_without_canasta
    assert against is not None
    assert (against.red_threes, against.section) == (True, "§5 Rami canasta")
    state = position(rules=rules, hands={0: "9C 8D 4C 5C"},
                     melds={0: {"K": "KS KH KD KC KS KH KD"}, 1: {"9": "9S 9H 9D"}})
    assert table_facts(state.view_for(0)).against_without_canasta is None
    assert table_facts(state.view_for(1)).against_without_canasta is not None
    classic = position(hands={0: "9C 8D 4C 5C"}, melds={0: {"K": "KS KH KD"}})
    assert table_facts(classic.view_for(0)).against_without_canasta is None, "§1: no such rule"


def test_s3_tete_et_queue_s_sides_lay_no_red_threes():
    """§3: red threes are held or discarded, never laid: the table is told
    so, and does not count them (play-test s32 F20)."""
    tete = table_facts(fresh_deal(get_rules("head-and-foot"), seed=4).view_for(0))
    assert not any(side.lays_red_threes for side in tete.sides)
    classic = table_facts(fresh_deal(CLASSIC, seed=4).view_for(0))
    assert all(side.lays_red_threes for side in classic.sides)


def test_s4_origen_each_side_s_tiles_are_told_by_rank():
    """§4 Tiles are placed face up for all: the table names each side's
    ranks still to cover (play-test s32: with long names the plates fell
    back to "▣ 3" and the ranks were only in a tooltip)."""
    from canasta_desktop.model.actions import AnnounceTile

    state = position(rules=get_rules("origen"), hands={0: "4C 5C 6C 7C 8C 9C TC QC 4H 5H"},
                     melds={0: {"K": "KS KH KD"}})
    for rank in (7, 14):
        state.apply(AnnounceTile(rank))
    for seat in (0, 1):
        sides = {side.side: side for side in table_facts(state.view_for(seat)).sides}
        ours = sides[state.team_of[0]]
        assert ours.tile_ranks == (7, 14) and ours.tiles == 2
        assert sides[state.team_of[1]].tile_ranks == ()


def test_s1_a_black_three_on_top_stops_the_next_player_only_until_his_draw():
    """§1 Taking the pile: a discarded black three stops the next player
    only.  Once the player in turn has drawn, the card he discards covers
    it: it stops nobody (play-test s32: the panel told the reader, after
    his own draw, "the next player cannot take it")."""
    drawing = position(hands={0: "7S 7H 9C"}, pile="5C 3S", phase="draw", pile_frozen=False)
    facts = table_facts(drawing.view_for(0))
    assert facts.top_block is TopBlock.BLACK_THREE and facts.top_block_stops_someone
    drawn = position(hands={0: "7S 7H 9C"}, pile="5C 3S", phase="play", pile_frozen=False)
    facts = table_facts(drawn.view_for(0))
    assert facts.top_block is TopBlock.BLACK_THREE and not facts.top_block_stops_someone
    wild = position(hands={0: "7S 7H 9C"}, pile="5C JK", phase="play")
    assert table_facts(wild.view_for(0)).top_block_stops_someone, "a wild on top stops everybody"


def test_s1_red_threes_laid_by_a_side_that_melded_nothing_are_at_risk():
    """§1 Red threes: laid red threes count against a side that has melded
    nothing by the deal's end; the facts say so while it lasts (play-test
    s38: a beginner learnt it only from the deal's end), not once the side
    has a meld, not for the other side, not in Tête et Queue (held, §3), and
    in rami its own rule (§5) says it instead."""
    from canasta_desktop.model.facts import table_facts
    from canasta_desktop.model.variants import rules_for

    from .builders import position

    laid = position(hands={0: "7S 8H 9D QC"}, red_threes={0: "3H"}, melds={1: {"Q": "QS QH QD"}})
    assert table_facts(laid.view_for(0)).red_threes_at_risk == "§1 Red threes"
    assert table_facts(laid.view_for(1)).red_threes_at_risk is None, "their side: not theirs"
    melded = position(hands={0: "7S 8H 9D QC"}, red_threes={0: "3H"}, melds={0: {"K": "KS KH KD"}})
    assert table_facts(melded.view_for(0)).red_threes_at_risk is None
    none_laid = position(hands={0: "7S 8H 9D QC"})
    assert table_facts(none_laid.view_for(0)).red_threes_at_risk is None
    held = position(hands={0: "7S 8H 9D QC"}, red_threes={0: "3H"},
                    rules=get_rules("head-and-foot"))
    assert table_facts(held.view_for(0)).red_threes_at_risk is None, "§3: not laid apart"
    rami = position(hands={0: "7S 8H 9D QC"}, red_threes={0: "3H"}, rules=rules_for("rami", 4))
    facts = table_facts(rami.view_for(0))
    assert facts.red_threes_at_risk is None and facts.against_without_canasta is not None


def test_s1_frozen_pile_the_viewer_s_freeze_is_the_one_his_take_is_refused_with():
    """Play-test s38 (a beginner): the side panel said "frozen for you • your
    team has not opened" and the table drew no ❄, which it drew only for a
    pile frozen for everybody.  The facts say for the viewer why the pile is
    frozen for him, the reason the engine refuses his take with, frozen
    only for him included; nothing for a team that has opened."""
    state = position(hands={0: "KS JK AS AH AD 5C", 1: "KC JK 4C 4D"}, pile="5D KD",
                     phase="draw", melds={1: {"Q": "QS QH QD"}})
    mine = table_facts(state.view_for(0))
    assert mine.frozen_for_everybody is None
    assert mine.frozen_for_viewer is FreezeReason.NOT_OPENED == state.freeze_reasons(0)[0]
    assert refusal(state, TakePile(cards(state, "KS JK"))).params["reason"] \
        is FreezeReason.NOT_OPENED
    assert table_facts(state.view_for(1)).frozen_for_viewer is None, "their team has opened"
    # Frozen for everybody too: the engine refuses with everybody's reason first.
    wild = position(hands={0: "KS JK AS AH AD 5C"}, pile="2C KD", phase="draw",
                    melds={1: {"Q": "QS QH QD"}}, pile_frozen=True)
    assert table_facts(wild.view_for(0)).frozen_for_viewer is wild.freeze_reasons(0)[0] \
        is table_facts(wild.view_for(1)).frozen_for_viewer is not None


@pytest.mark.parametrize("config", every_configuration(), ids=config_id)
def test_s1_opening_a_team_opens_as_one_where_every_player_has_a_partner(config):
    """§1 Opening: partners share one opening (the team's first meld opens
    for all of them); §2 Three players: the two partners each open alone; a
    player alone has no one to open with.  The rule set says which
    (RuleSet.teams_open_as_one), and the side panel's facts and the refusal
    of a pile frozen for a side that has not opened read it alike."""
    from canasta_desktop.model.state import frozen_pile_refusal

    rules = rules_of(config)
    partnered = all(rules.teams.count(team) > 1 for team in rules.teams)
    assert rules.teams_open_as_one == partnered
    view = fresh_deal(rules).view_for(0)
    assert {side.opens_together for side in table_facts(view).sides} == {partnered}
    frozen = frozen_pile_refusal(rules, FreezeReason.NOT_OPENED)
    assert frozen.params.get("team", False) == partnered
