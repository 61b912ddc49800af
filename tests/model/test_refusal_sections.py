"""A refusal cites the RULES.md section a player must read: where a variant's
own section restates or overrides a §1 rule (§2 three players' opening, §3
Tête et Queue, §4 Canasta Origen, §5 rami), the variant's section; the same
move refused in classic Canasta still cites §1."""

from __future__ import annotations

import pytest

from canasta_desktop.model import AskGoOut, Discard, Meld, MeldPart
from canasta_desktop import words
from canasta_desktop.model import refusal_text as catalogue
from canasta_desktop.model.rules import CLASSIC
from canasta_desktop.model.variants import VARIANTS, rules_for
from canasta_desktop.session.gestures import NEW_MELD, resolve

from .builders import cards, position, refusal
from .variant_helpers import meld, melds, take

RAMI = rules_for("rami", 4)
RAMI_TEAMS = rules_for("rami", 4, "teams")


def _threes_melded(rules):
    state = position(rules=rules, hands={0: "3S 3C 3S 9C 8C"}, melds={0: {"K": "KS KH KD"}})
    return refusal(state, Meld((MeldPart(3, cards(state, "3S 3C 3S")),)))


def _pile_with_natural_and_wild(rules):
    state = position(rules=rules, hands={0: "9S JK 4C 5C"}, pile="6C 2D 7D 9D", phase="draw",
                     melds={0: {"K": "KS KH KD"}})
    return refusal(state, take(state, "9S JK"))


def _short_first_meld(rules):
    state = position(rules=rules, hands={0: "9S 9H 9D 4C 5C 6C"}, scores_before=(0, 0, 0, 0))
    return refusal(state, meld(state, "9", "9S 9H 9D"))


def _red_three_discarded(rules):
    state = position(rules=rules, hands={0: "3H 4C 5C"}, melds={0: {"K": "KS KH KD"}})
    return refusal(state, Discard(cards(state, "3H")[0]))


def _meld_before_drawing(rules):
    state = position(rules=rules, hands={0: "9S 9H 9D 4C"}, phase="draw",
                     melds={0: {"K": "KS KH KD"}})
    return refusal(state, meld(state, "9", "9S 9H 9D"))


@pytest.mark.parametrize("refused,code", [
    (_threes_melded, "black_three_meld"),
    (_pile_with_natural_and_wild, "pile_frozen"),
    (_short_first_meld, "opening_minimum"),
    (_red_three_discarded, "red_three_discard"),
])
def test_s5_rami_refusals_cite_the_rami_section_where_its_text_governs(refused, code):
    """§5 restates melds, taking the discard, the first meld and red threes."""
    error = refused(RAMI)
    assert (error.code, error.section) == (code, "§5 Rami canasta")
    assert catalogue.refusal_text(error, "en").endswith("(§5 Rami canasta)")
    assert catalogue.refusal_text(error, "fr").endswith("(§5 Canasta rami)")


@pytest.mark.parametrize("refused,section", [
    (_threes_melded, "§1 Melds"),
    (_pile_with_natural_and_wild, "§1 Frozen pile"),
    (_short_first_meld, "§1 Opening"),
    (_red_three_discarded, "§1 Red threes"),
])
def test_s1_classic_refusals_still_cite_section_1(refused, section):
    assert refused(CLASSIC).section == section


def test_s5_rami_partner_rules_cite_section_5_and_turns_still_section_1():
    """§5: "no talk except asking to open or to end the deal"; the turn
    itself (draw, then meld) is §1's, which rami does not restate."""
    state = position(rules=RAMI_TEAMS, hands={0: "7S 7H 7D"}, melds={0: {"9": "9S 9H 9D"}})
    error = refusal(state, meld(state, "7", "7S 7H 7D"))
    assert (error.code, error.section) == ("ask_partner", "§5 Rami canasta")
    assert _meld_before_drawing(RAMI).section == "§1 Turn"
    state = position(rules=RAMI_TEAMS, hands={0: "7S 7H 7D 4C 5C"}, melds={0: {"9": "9S 9H 9D"}})
    state.apply(meld(state, "7", "7S 7H 7D"))
    assert refusal(state, AskGoOut()).section == "§5 Rami canasta"


def test_s5_rami_a_dropped_gesture_refused_in_the_session_cites_section_5():
    # Beside kings the three wild cards cannot join, the engine's reason
    # (play-test s38); with no meld at all, the session's.
    state = position(rules=RAMI, hands={0: "JK 2C 2D 4C"}, melds={0: {"K": "KS KH KD"}})
    resolution = resolve(state, 0, cards(state, "JK 2C 2D"), NEW_MELD)
    assert resolution.refusal is not None
    assert (resolution.refusal.code, resolution.refusal.section) == ("too_many_wilds",
                                                                     "§5 Rami canasta")
    state = position(rules=RAMI, hands={0: "JK 2C 2D 4C"})
    resolution = resolve(state, 0, cards(state, "JK 2C 2D"), NEW_MELD)
    assert resolution.refusal is not None
    assert (resolution.refusal.code, resolution.refusal.section) == ("wilds_alone",
                                                                     "§5 Rami canasta")


def test_s4_origen_meld_and_opening_refusals_cite_section_4():
    origen = rules_for("origen", 4)
    state = position(rules=origen, hands={0: "7S 7H 7D 7C 2C JK 2D JK 9C 8C"},
                     melds={0: {"K": "KS KH KD"}})
    error = refusal(state, meld(state, "7", "7S 7H 7D 7C 2C JK 2D JK"))
    assert (error.code, error.section) == ("too_many_wilds", "§4 Canasta Origen")
    assert _short_first_meld(origen).section == "§4 Canasta Origen"
    assert _meld_before_drawing(origen).section == "§1 Turn"


def test_s3_head_and_foot_opening_refusal_cites_section_3():
    """§3: "opening minimum by deal number 30 / 60 / 90 / 120"."""
    rules = rules_for("head-and-foot", 4)
    state = position(rules=rules, hands={0: "9S 9H 9D 4C 5C 6C"}, opening_minimum={0: 60})
    error = refusal(state, meld(state, "9", "9S 9H 9D"))
    assert (error.code, error.section) == ("opening_minimum", "§3 Tête et Queue")
    assert _threes_melded(rules).section == "§1 Melds"


def test_s2_three_players_opening_refusal_cites_the_isolated_hand_section():
    """§2 three players: "Opening minimum is per player"."""
    rules = rules_for("three", 3)
    state = position(rules=rules, hands={0: "9S 9H 9D 4C 5C 6C"}, scores_before=(0, 0, 0))
    error = refusal(state, melds(state, ("9", "9S 9H 9D")))
    assert (error.code, error.section) == ("opening_minimum", "§2 Three players, isolated hand")


def test_every_governing_section_is_a_variant_section_with_french_words():
    for variant in VARIANTS:
        for general, governing in rules_for(variant).governing_sections:
            assert general.startswith("§1") and not governing.startswith("§1")
            assert governing in words.catalogue("fr")["section"]


TABLE = "§2 Variants of classic Canasta"
ONE_CANASTA = {"K": "KS KH KD KC KS KH KD", "9": "9S 9H 9D"}


@pytest.mark.parametrize("variant,players", [("two", 2), ("six-3x2", 6)])
def test_s2_going_out_without_two_canastas_cites_the_variants_table(variant, players):
    """§2's table: "to go out: 2 canastas" in two and in six-3x2."""
    state = position(rules=rules_for(variant, players), hands={0: "7S 7H 7D"},
                     melds={0: ONE_CANASTA})
    error = refusal(state, meld(state, "7", "7S 7H 7D"), section=TABLE)
    assert error.code == "no_canasta"


def test_s2_six_3x2_asking_the_partner_still_cites_section_1():
    """§2 sets the canastas six-3x2 needs; asking one's partner stays §1's."""
    state = position(rules=rules_for("six-3x2", 6), hands={0: "7S 7H 7D"},
                     melds={0: {**ONE_CANASTA, "Q": "QS QH QD QC QS QH QD"}})
    error = refusal(state, meld(state, "7", "7S 7H 7D"), section="§1 Going out")
    assert error.code == "ask_partner"


def test_s2_six_3x2_opening_refusal_cites_the_variants_table():
    """§2's table: six-3x2 opens at 150 from 7 000."""
    state = position(rules=rules_for("six-3x2", 6), hands={0: "9S 9H 9D 4C 5C 6C"},
                     scores_before=(7000, 0, 0))
    error = refusal(state, melds(state, ("9", "9S 9H 9D")), section=TABLE)
    assert (error.code, error.params["minimum"]) == ("opening_minimum", 150)


def test_s2_three_players_stock_refusal_cites_the_isolated_hand_section():
    """§2 three players: "If the stock runs out, play stops when the player
    who drew the last card discards"; classic's stock rule is §1's."""
    from canasta_desktop.model import EndDeal

    for rules, section in ((rules_for("three", 3), "§2 Three players, isolated hand"),
                           (CLASSIC, "§1 Stock exhausted")):
        state = position(rules=rules, hands={0: "9S 4C"}, phase="draw")
        assert refusal(state, EndDeal(), section=section).code == "stock_not_empty"


def test_s3_head_and_foot_going_out_without_a_red_and_a_black_canasta_cites_section_3():
    rules = rules_for("head-and-foot", 4)
    state = position(rules=rules, hands={0: "7S 7H 7D"}, melds={0: ONE_CANASTA}, feet={0: ""})
    assert refusal(state, meld(state, "7", "7S 7H 7D"), section="§3").code == "no_canasta"


def test_s3_head_and_foot_a_red_three_on_top_cites_section_3():
    """§3 lets red threes be discarded; one on top blocks the pile for
    everybody, and only §3 says why (it cannot be melded, and taking the
    pile melds its top card): the refusal sends the player there, not to §1."""
    rules = rules_for("head-and-foot", 4)
    state = position(rules=rules, hands={0: "9S 9H 4C 6D"}, pile="7D 9D 3H", phase="draw",
                     melds={0: {"K": "KS KH KD"}}, pile_frozen=False)
    error = refusal(state, take(state, "9S 9H"), section="§3")
    assert (error.code, error.section) == ("pile_top_unusable", "§3 Tête et Queue")
    assert catalogue.refusal_text(error, "en") == (
        "Not allowed: the pile cannot be taken: a red three is on top (§3 Tête et Queue)")
    assert catalogue.refusal_text(error, "fr").endswith("(§3 Tête et Queue)")
    # A wild card or a black three on top is still §1's rule.
    wild = position(rules=rules, hands={0: "9S 9H 4C 6D"}, pile="7D 9D 2C", phase="draw",
                    melds={0: {"K": "KS KH KD"}})
    assert refusal(wild, take(wild, "9S 9H")).section == "§1 Taking the discard pile"


def test_s1_going_out_the_penalty_of_a_broken_yes_cites_section_1_in_rami_pairs():
    """§5 rami lets partners ask to end the deal but names no penalty; the
    100 points of a broken "yes" are §1 Going out's, inherited: the penalty
    cites §1, while asking itself still cites §5."""
    from canasta_desktop.model import AnswerGoOut
    from canasta_desktop.model.events import Penalised

    from .builders import play

    state = position(rules=RAMI_TEAMS, hands={0: "9C 8D 4C 5C"}, melds={0: {"K": "KS KH KD"}})
    play(state, AskGoOut(), AnswerGoOut(True))
    events = state.apply(Discard(cards(state, "9C")[0]))
    penalties = [e for e in events if isinstance(e, Penalised)]
    assert [(e.points, e.section) for e in penalties] == [(100, "§1 Going out")]
    # The penalty keeps §1 where the rest of going out is the variant's own.
    assert RAMI_TEAMS.section("§1 Going out") != "§1 Going out"
    assert RAMI_TEAMS.penalty_section() == "§1 Going out"
