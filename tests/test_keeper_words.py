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
    ("classic", (C(melded_points=-5), C()),
     "We: melded cards and counts cannot be negative; only points lost (cards left in hand, "
     "penalties) may be entered with a minus.",
     "We\u00a0: les cartes étalées et les nombres ne peuvent pas être négatifs\u00a0; seuls "
     "les points perdus"),
    ("classic", (C(melded_points=52), C()),
     "We: 52 points of melded cards is not a multiple of 5: every card is worth 5, 10, 20, "
     "50 or 100.", "52 points de cartes étalées, ce n'est pas un multiple de 5"),
    ("classic", (C(concealed=True), C()),
     "We: \u201cConcealed\u201d is ticked, but \u201cWent out\u201d is not.",
     "We\u00a0: « Sortie surprise » est coché, mais « Sorti » ne l'est pas."),
    ("origen", (C(tiles_covered=9, tiles_uncovered=3), C()),
     "We: a team has at most 11 tiles, one per rank.", "au plus 11 dalles"),
    ("classic", (C(melded_points=5000, pure_canastas=8), C(melded_points=5000,
                                                           impure_canastas=7)),
     "15 canastas need more cards than the deck holds: at most 14.",
     "15 canastas demandent plus de cartes que le jeu n'en a\u00a0: 14 au plus."),
    ("classic", (C(melded_points=60, pure_canastas=1, impure_canastas=1), C()),
     "We: 2 canastas hold at least 85 points of cards, but the melds add up to 60.",
     "We\u00a0: 2 canastas valent au moins 85 points de cartes, mais les combinaisons font 60."),
    ("classic", (C(), C(melded_points=30, pure_canastas=1)),
     "They: 1 canasta holds at least 35 points of cards, but the melds add up to 30.",
     "They\u00a0: 1 canasta vaut au moins 35 points de cartes"),
    ("classic", (C(melded_points=50, red_threes=3), C(melded_points=50, red_threes=2)),
     "5 red threes: the deck has only 4.", "5 trois rouges\u00a0: le jeu n'en a que 4."),
    ("classic", (OUT, OUT),
     "Only one column can go out: \u201cWent out\u201d is ticked for both We and They.",
     "Une seule colonne peut sortir\u00a0: « Sorti » est coché pour We et pour They."),
    ("classic", (C(melded_points=200, went_out=True, concealed=True), C()),
     "The \u201cWe\u201d column cannot go out concealed without a canasta.",
     "La colonne « We » ne peut pas faire de sortie surprise sans canasta."),
    ("head-and-foot", (C(melded_points=300, pure_canastas=2, went_out=True), C()),
     "The \u201cWe\u201d column needs a red (pure) and a black (mixed) canasta to go out.",
     "La colonne « We » doit avoir une canasta rouge (pure) et une noire (impure) pour "
     "sortir."),
]


@pytest.mark.parametrize("variant, columns, english, french", CASES)
def test_a_refused_entry_says_why_in_both_languages(variant, columns, english, french):
    rules = get_rules(variant)
    keeper = ScoreKeeper(rules, [f"P{n}" for n in range(rules.players)])
    _line, problems = keeper.preview(DealEntry(columns))
    (refused,) = [p for p in problems if not p.warning]
    assert problem_text("en", refused, WE_THEY) == english
    assert words.french_spacing(french) in problem_text("fr", refused, WE_THEY)


# (variant, the column that went out, its canastas) -> the refusal in both languages,
# the column named as the sheet's head says it ("We"/"They", "Nous"/"Eux").
GOING_OUT_SHORT = [
    ("classic", 0, 0, "The \u201cWe\u201d column needs 1 canasta to go out and has none.",
     "La colonne « Nous » doit avoir 1 canasta pour sortir et n'en a aucune."),
    ("classic", 1, 0, "The \u201cThey\u201d column needs 1 canasta to go out and has none.",
     "La colonne « Eux » doit avoir 1 canasta pour sortir et n'en a aucune."),
    ("two", 0, 0, "The \u201cWe\u201d column needs 2 canastas to go out and has none.",
     "La colonne « Nous » doit avoir 2 canastas pour sortir et n'en a aucune."),
    ("two", 1, 1, "The \u201cThey\u201d column needs 2 canastas to go out and has only 1.",
     "La colonne « Eux » doit avoir 2 canastas pour sortir et n'en a qu'une."),
]


def _we_they(lang: str) -> list[str]:
    return [words.text("sheet", "we", lang), words.text("sheet", "they", lang)]


@pytest.mark.parametrize("variant, column, canastas, english, french", GOING_OUT_SHORT)
def test_going_out_without_enough_canastas_reads_right_for_either_column(
        variant, column, canastas, english, french):
    rules = get_rules(variant)
    keeper = ScoreKeeper(rules, [f"P{n}" for n in range(rules.players)])
    out = C(melded_points=300, pure_canastas=canastas, went_out=True)
    counts = (out, C()) if column == 0 else (C(), out)
    _line, (problem,) = keeper.preview(DealEntry(counts))
    assert problem.code == "going_out_needs_canastas"
    assert problem_text("en", problem, _we_they("en")) == english
    assert problem_text("fr", problem, _we_they("fr")) == words.french_spacing(french)


@pytest.mark.parametrize("column", [0, 1])
def test_the_opening_warning_names_either_column_as_a_column(column):
    keeper = ScoreKeeper(get_rules("classic"), ["A", "B", "C", "D"])
    counts = (C(melded_points=40), C()) if column == 0 else (C(), C(melded_points=40))
    _line, problems = keeper.preview(DealEntry(counts))
    (warning,) = [p for p in problems if p.code == "opening_not_met"]
    head = ("We", "They")[column]
    assert problem_text("en", warning, _we_they("en")) == (
        f"Check the melds of the \u201c{head}\u201d column: 40 points cannot have met the "
        "opening minimum of 50.")
    assert problem_text("fr", warning, _we_they("fr")) == (
        f"Vérifiez les combinaisons de la colonne «\u00a0{('Nous', 'Eux')[column]}\u00a0»\u00a0: "
        "40 points n'ont pas pu atteindre l'ouverture de 50.")


def test_three_players_without_a_valid_isolated_hand_is_refused_with_a_reason():
    rules = get_rules("three")
    (problem,) = check_entry(rules, DealEntry((C(), C(), C()), isolated=5))
    assert problem_text("en", problem, ["A", "B", "C"]) == (
        "Choose the isolated hand among the players.")


def test_the_opening_warning_game_over_and_missing_deal_have_words():
    keeper = ScoreKeeper(get_rules("classic"), ["A", "B", "C", "D"])
    _line, problems = keeper.preview(DealEntry((C(melded_points=40), C())))
    (warning,) = [p for p in problems if p.code == "opening_not_met"]
    assert problem_text("en", warning, WE_THEY) == (
        "Check the melds of the \u201cWe\u201d column: 40 points cannot have met the opening "
        "minimum of 50.")
    assert "ouverture de 50" in problem_text("fr", warning, WE_THEY)
    with pytest.raises(EntryRefused) as refused:
        keeper.delete(3)
    assert problem_text("en", refused.value.problems[0], WE_THEY) == "There is no deal 3."
    assert problem_text("fr", Problem("game_over"), WE_THEY) == (
        "La partie est finie\u00a0: plus de donne à inscrire.")


def test_every_code_the_model_can_give_has_words_in_both_languages():
    english, french = (words.catalogue(lang)["keeper_problem"] for lang in ("en", "fr"))
    assert set(english) == set(french) == set(PROBLEM_CODES)


def test_a_deal_nobody_went_out_of_is_said_to_end_by_the_stock():
    """A forgotten "Went out" tick would be scored and printed as a deal the
    stock ended (play-test): the form warns, and lets it through."""
    keeper = ScoreKeeper(get_rules("classic"), ["A", "B", "C", "D"])
    _line, problems = keeper.preview(DealEntry((C(melded_points=120), C(melded_points=60))))
    (warning,) = [p for p in problems if p.code == "no_one_went_out"]
    assert warning.warning
    assert problem_text("en", warning, WE_THEY) == (
        "Nobody went out: the deal is written as ended by the stock running out. If someone "
        "went out, tick \u201cWent out\u201d.")
    assert "cochez «\u00a0Sorti\u00a0»" in problem_text("fr", warning, WE_THEY)
    out = C(melded_points=400, pure_canastas=1, went_out=True)
    _line, problems = keeper.preview(DealEntry((out, C(melded_points=60))))
    assert "no_one_went_out" not in [p.code for p in problems]
    _line, problems = keeper.preview(DealEntry((C(), C())))
    assert problems == []  # nothing typed yet: nothing to say


def test_big_numbers_in_a_refusal_are_written_as_the_sheet_writes_them():
    """Play-test s38: "6135 … worth 1180" beside a preview that read 6,000."""
    warning = Problem("more_points_than_the_deck", {"points": 6135, "most": 1180}, warning=True)
    assert problem_text("en", warning, WE_THEY) == (
        "Check the points: 6,135 of melded cards and cards left in hand, but all the deck's "
        "cards together are worth 1,180.")
    assert "6\u00a0135" in problem_text("fr", warning, WE_THEY)
    assert "1\u00a0180." in problem_text("fr", warning, WE_THEY)
