"""Help → Rules shows classic's §1 under every variant; where a variant plays
with other figures, the model says which §1 passage that changes, the
figure the engine plays with, and the section where the variant's rule is
written (play-test: six-3x2's window said "11 cards" and "all four: 800")."""

from __future__ import annotations

from canasta_desktop.model.melds import CanastaNeed
from canasta_desktop.model.rule_changes import (CanastasToGoOut, GameEnd, OpeningScale,
                                                RedThreeScale, Topic, changes_in,
                                                rule_changes)
from canasta_desktop.model.variants import VARIANTS, rules_for

VARIANTS_TABLE = "§2 Variants of classic Canasta"


def changes(variant: str) -> dict[Topic, tuple[str, str, object]]:
    return {c.topic: (c.passage, c.section, c.value) for c in rule_changes(rules_for(variant))}


def test_classic_changes_nothing():
    assert rule_changes(rules_for("classic")) == ()


def test_six_3x2_deal_opening_red_threes_canastas_and_target_are_section_2s():
    found = changes("six-3x2")
    assert found[Topic.CARDS_DEALT] == ("§1 Seating and teams", VARIANTS_TABLE, 13)
    assert found[Topic.PLAYERS] == ("§1 Seating and teams", VARIANTS_TABLE, 6)
    passage, section, opening = found[Topic.OPENING]
    assert (passage, section) == ("§1 Opening", VARIANTS_TABLE)
    assert opening == OpeningScale(rows=((None, 15), (0, 50), (1500, 90), (3000, 120),
                                         (7000, 150)))
    assert found[Topic.RED_THREES] == ("§1 Red threes", VARIANTS_TABLE, RedThreeScale(
        each=100, up_to=4, then=((5, 1000), (6, 1200))))
    assert found[Topic.CANASTAS_TO_GO_OUT] == (
        "§1 Going out", VARIANTS_TABLE, CanastasToGoOut(CanastaNeed.COUNT, 2))
    assert found[Topic.GAME_END] == ("§1 Scoring a deal", VARIANTS_TABLE, GameEnd(10000, None))
    assert Topic.CARDS_DRAWN not in found  # one card, as in classic
    # A red three's refusal still cites §1, where laying it is explained.
    rules = rules_for("six-3x2")
    assert rules.section("§1 Red threes") == "§1 Red threes"
    assert [c.topic for c in changes_in(rules, "§1 Red threes")] == [Topic.RED_THREES]


def test_two_players_deal_15_draw_2_and_need_two_canastas():
    found = changes("two")
    assert found[Topic.CARDS_DEALT] == ("§1 Seating and teams", VARIANTS_TABLE, 15)
    assert found[Topic.CARDS_DRAWN] == ("§1 Turn", VARIANTS_TABLE, 2)
    assert found[Topic.CANASTAS_TO_GO_OUT][2] == CanastasToGoOut(CanastaNeed.COUNT, 2)
    assert set(found) == {Topic.PLAYERS, Topic.CARDS_DEALT, Topic.CARDS_DRAWN,
                          Topic.CANASTAS_TO_GO_OUT}


def test_five_changes_only_who_plays():
    assert changes("five") == {Topic.PLAYERS: ("§1 Seating and teams", VARIANTS_TABLE, 5)}


def test_head_and_foot_opening_by_deal_red_threes_held_and_four_deals():
    found = changes("head-and-foot")
    own = "§3 T\u00eate et Queue"
    assert found[Topic.OPENING] == ("§1 Opening", own, OpeningScale(by_deal=(30, 60, 90, 120)))
    assert found[Topic.RED_THREES] == ("§1 Red threes", own, RedThreeScale(held_cost=100))
    assert found[Topic.CANASTAS_TO_GO_OUT][1:] == (
        own, CanastasToGoOut(CanastaNeed.RED_AND_BLACK, 1))
    assert found[Topic.GAME_END] == ("§1 Scoring a deal", own, GameEnd(None, 4))
    assert Topic.CARDS_DEALT not in found  # 11, and the foot is §3's own text


def test_three_players_open_each_on_his_own_total():
    found = changes("three")
    assert found[Topic.OPENING][1:] == ("§2 Three players, isolated hand", OpeningScale(
        rows=((None, 15), (0, 50), (1500, 90), (3000, 120)), per_player=True))
    assert found[Topic.GAME_END][2] == GameEnd(7500, None)


def test_every_change_is_stated_in_a_section_of_the_variant_shown_before_section_1():
    """A figure a variant changes must be written in its own section, which
    its rules window shows: otherwise the note would send the player nowhere."""
    for info in VARIANTS.values():
        for players in info.player_counts:
            for layout in info.layouts(players):
                rules = info.rules_for(players, layout.id)
                for change in rule_changes(rules):
                    assert change.section != change.passage, (rules.id, players, change)
                    assert change.section in rules.own_sections, (rules.id, change)


def test_rami_plays_canastas_threes_the_pile_going_out_and_scoring_otherwise():
    """§5: 700 for a pure canasta, threes never melded, the pile always
    with a natural pair and no limit to its wilds, no going-out bonus, and
    a side without a canasta counting everything against it."""
    from canasta_desktop.model.rule_changes import Bonuses, PileWilds

    own = "§5 Rami canasta"
    found = changes("rami")
    assert found[Topic.CANASTA_BONUS] == ("§1 Melds", own, Bonuses(700, 300))
    assert found[Topic.THREES_MELDED] == ("§1 Melds", own, False)
    assert found[Topic.PILE_NATURAL_PAIR] == ("§1 Taking the discard pile", own, True)
    assert found[Topic.PILE_WILDS] == ("§1 Frozen pile", own, PileWilds(None))
    assert found[Topic.GOING_OUT_BONUS] == ("§1 Going out", own, Bonuses(0, 0))
    assert found[Topic.NEGATIVE_WITHOUT_CANASTA] == ("§1 Scoring a deal", own, True)


def test_origen_pays_300_for_going_out_concealed():
    from canasta_desktop.model.rule_changes import Bonuses

    assert changes("origen")[Topic.GOING_OUT_BONUS] == (
        "§1 Going out", "§4 Canasta Origen", Bonuses(100, 300))


def test_house_rules_name_the_classic_passage_they_play_otherwise():
    """§6.  Play-test s37: with house rules on, Help → Rules' §1 said "With a
    partner, ask 'may I go out?'…" and "frozen for everybody after a wild card
    is discarded… until the pile is taken" with no word of the house rules
    this game plays.  The model says which §1 passage each one changes; a
    house rule left as classic plays it changes none."""
    from canasta_desktop.model.rule_changes import HouseRuleChange, house_rule_changes

    assert house_rule_changes(rules_for("classic")) == ()
    rules = rules_for("classic").with_options(
        at_most_three_wilds=True, wild_freezes_until_taken=False,
        asking_to_go_out_optional=True, concealed_needs_canasta_this_turn=True)
    assert house_rule_changes(rules) == (
        HouseRuleChange("at_most_three_wilds", "§1 Melds", True),
        HouseRuleChange("concealed_needs_canasta_this_turn", "§1 Going out", True),
        HouseRuleChange("wild_freezes_until_taken", "§1 Frozen pile", False),
        HouseRuleChange("asking_to_go_out_optional", "§1 Going out", True))
    # Tête et Queue's decks are its own section's figure, not a §1 passage's.
    assert house_rule_changes(rules_for("head-and-foot").with_options(decks=3)) == ()


def test_head_and_foot_origen_and_three_note_the_pile_the_melds_and_the_stock_they_play_otherwise():
    """Play-test s37: under §3, Help's §1 "you may take the whole pile" stood
    unmarked though a take gives three cards; under §4, "a meld must always
    hold more naturals than wild cards" though two Divas and a Gentleman go
    with two ordinary cards; and §1 Stock exhausted ("when they cannot, or do
    not, the deal ends") said nothing of §2 three players (play stops at the
    last card's drawer's discard) nor of §4 (the pile must be taken while it
    can be)."""
    from canasta_desktop.model.rule_changes import StockEnd
    from canasta_desktop.model.rules import MeldWilds

    assert changes("head-and-foot")[Topic.PILE_TAKEN_CARDS] == (
        "§1 Taking the discard pile", "§3 T\u00eate et Queue", 3)
    origen = changes("origen")
    assert origen[Topic.MELD_WILDS] == ("§1 Melds", "§4 Canasta Origen", MeldWilds.ORIGEN)
    assert origen[Topic.STOCK_END] == ("§1 Stock exhausted", "§4 Canasta Origen",
                                       StockEnd.MUST_TAKE)
    assert changes("three")[Topic.STOCK_END] == (
        "§1 Stock exhausted", "§2 Three players, isolated hand", StockEnd.ON_THE_LAST_DISCARD)
    for variant in ("classic", "five", "six-2x3", "rami"):
        found = changes(variant)
        assert not {Topic.PILE_TAKEN_CARDS, Topic.MELD_WILDS, Topic.STOCK_END} & set(found)
