"""Every refusal of the score keeper reads as a reason, in English and French
(issue 17): the model gives a code and numbers, the catalogue the words."""

from __future__ import annotations

import pytest

from canasta_desktop.model.rules import get_rules
from canasta_desktop.model.score_keeper import (PROBLEM_CODES, DealEntry, EntryRefused,
                                                 Problem, ScoreKeeper, check_entry)
from canasta_desktop.model.scoring import TeamCounts as C
from canasta_desktop import words
from canasta_desktop.session.keeper_words import problem_text

WE_THEY = ["We", "They"]
OUT = C(melded_points=400, pure_canastas=1, went_out=True)

CASES = [
    ("classic", (C(hand_points=-5), C()), "We: points and counts cannot be negative.",
     "We : les points et les nombres ne peuvent pas être négatifs."),
    ("classic", (C(melded_points=52), C()),
     "We: 52 points of melded cards is not a multiple of 5: every card is worth 5, 10, 20, "
     "50 or 100.", "52 points de cartes étalées n'est pas un multiple de 5"),
    ("classic", (C(concealed=True), C()),
     "We: concealed is ticked, but We did not go out.", "« en main » est coché"),
    ("origen", (C(tiles_covered=9, tiles_uncovered=3), C()),
     "We: a team has at most 11 tiles, one per rank.", "au plus 11 dalles"),
    ("classic", (C(melded_points=5000, pure_canastas=8), C(melded_points=5000,
                                                           impure_canastas=7)),
     "15 canastas need more cards than the deck holds: at most 14.",
     "15 canastas demandent plus de cartes que le jeu n'en a : 14 au plus."),
    ("classic", (C(melded_points=60, pure_canastas=1, impure_canastas=1), C()),
     "We: 2 canasta(s) hold at least 85 points of cards, but the melds add up to 60.",
     "2 canasta(s) valent au moins 85 points"),
    ("classic", (C(melded_points=50, red_threes=3), C(melded_points=50, red_threes=2)),
     "5 red threes: the deck has only 4.", "5 3 rouges : le jeu n'en a que 4."),
    ("classic", (OUT, OUT), "Only one team goes out: We and They are both ticked.",
     "Une seule équipe sort : We et They sont cochés tous les deux."),
    ("classic", (C(melded_points=200, went_out=True, concealed=True), C()),
     "We cannot go out concealed without a canasta.",
     "We ne peut pas sortir en main sans canasta."),
    ("two", (C(melded_points=300, pure_canastas=1, went_out=True), C()),
     "We needs 2 canastas to go out, and has 1.", "doit avoir 2 canastas pour sortir"),
    ("head-and-foot", (C(melded_points=300, pure_canastas=2, went_out=True), C()),
     "We needs a red (pure) and a black (impure) canasta to go out.",
     "une canasta rouge (pure) et une noire (impure)"),
]


@pytest.mark.parametrize("variant, columns, english, french", CASES)
def test_a_refused_entry_says_why_in_both_languages(variant, columns, english, french):
    rules = get_rules(variant)
    keeper = ScoreKeeper(rules, [f"P{n}" for n in range(rules.players)])
    _line, problems = keeper.preview(DealEntry(columns))
    assert len(problems) == 1 and not problems[0].warning
    assert problem_text("en", problems[0], WE_THEY) == english
    assert french in problem_text("fr", problems[0], WE_THEY)


def test_three_players_without_a_valid_isolated_hand_is_refused_with_a_reason():
    rules = get_rules("three")
    (problem,) = check_entry(rules, DealEntry((C(), C(), C()), isolated=5))
    assert problem_text("en", problem, ["A", "B", "C"]) == (
        "Choose the isolated hand among the players.")


def test_the_opening_warning_game_over_and_missing_deal_have_words():
    keeper = ScoreKeeper(get_rules("classic"), ["A", "B", "C", "D"])
    _line, (warning,) = keeper.preview(DealEntry((C(melded_points=40), C())))
    assert problem_text("en", warning, WE_THEY) == (
        "Check We's melds: 40 points cannot have met the opening minimum of 50.")
    assert "ouverture de 50" in problem_text("fr", warning, WE_THEY)
    with pytest.raises(EntryRefused) as refused:
        keeper.delete(3)
    assert problem_text("en", refused.value.problems[0], WE_THEY) == "There is no deal 3."
    assert problem_text("fr", Problem("game_over"), WE_THEY) == (
        "La partie est finie : plus de donne à inscrire.")


def test_every_code_the_model_can_give_has_words_in_both_languages():
    english, french = (words.catalogue(lang)["keeper_problem"] for lang in ("en", "fr"))
    assert set(english) == set(french) == set(PROBLEM_CODES)
