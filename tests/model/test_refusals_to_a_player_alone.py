"""Refusals speak to a player alone without a team (play-test: two-player
Origen refused "a team has at most one meld of each rank" and "onto your
team's meld" to a player with no partner).  The engine says whether the
player has a partner (`alone`), the words follow it; in partnerships they
still name the team, in both languages."""

from __future__ import annotations

from canasta_desktop.model import Meld, MeldPart, TakePile
from canasta_desktop.model.actions import AnnounceTile
from canasta_desktop.model import refusal_text as catalogue
from canasta_desktop.model.cards import parse_rank
from canasta_desktop.model.score_keeper import DealEntry, check_entry
from canasta_desktop.model.scoring import TeamCounts
from canasta_desktop.model.variants import rules_for
from canasta_desktop.session.keeper_words import problem_text

from .builders import cards, position, refusal

ORIGEN_TWO, ORIGEN_FOUR = rules_for("origen", 2), rules_for("origen", 4)
CLASSIC_TWO, CLASSIC_FOUR = rules_for("two", 2), rules_for("classic", 4)


def said(refused) -> tuple[str, str]:
    return catalogue.reason_text(refused, "en"), catalogue.reason_text(refused, "fr")


def _two_sevens(state) -> Meld:
    """Two melds of sevens in one action: 7♣ 7♠ 7♥ and 7♦ 7♣ 2♣."""
    free = list(state.hands[0])
    parts = []
    for text in ("7C 7S 7H", "7D 7C 2C"):
        ids = []
        for code in text.split():
            card = next(c for c in free if state.tables.code[c] == code)
            free.remove(card)
            ids.append(card)
        parts.append(MeldPart(parse_rank("7"), tuple(ids)))
    return Meld(tuple(parts))


def test_two_melds_of_one_rank_are_refused_to_you_alone_and_to_a_team():
    hand = "7C 7S 7H 7D 7C 2C 4C 5C"
    for rules in (CLASSIC_TWO, ORIGEN_TWO):
        alone = position(hands={0: hand}, melds={0: {"A": "AS AH AD"}}, rules=rules)
        refused = refusal(alone, _two_sevens(alone))
        assert refused.code == "rank_twice" and refused.params["alone"]
        assert said(refused) == ("you may have at most one meld of each rank",
                                 "vous ne pouvez avoir qu'une combinaison de chaque hauteur")
    for rules in (CLASSIC_FOUR, ORIGEN_FOUR):
        team = position(hands={0: hand}, melds={0: {"A": "AS AH AD"}}, rules=rules)
        refused = refusal(team, _two_sevens(team))
        assert refused.code == "rank_twice" and not refused.params["alone"]
        assert said(refused) == ("a team has at most one meld of each rank",
                                 "une équipe a au plus une combinaison de chaque hauteur")


def test_a_pile_taken_with_one_card_names_your_meld_alone_and_your_teams_in_a_team():
    def one_king(rules):
        state = position(hands={0: "KS 5C 6C"}, pile="4C 9D KD", melds={0: {"A": "AS AH AD"}},
                         phase="draw", rules=rules)
        refused = refusal(state, TakePile(cards(state, "KS")))
        assert refused.code == "pile_needs_pair"
        return refused

    for rules in (ORIGEN_TWO, CLASSIC_TWO):
        english, french = said(one_king(rules))
        assert english.endswith("or onto your meld of that rank"), english
        assert french.endswith("ou sur votre combinaison de cette hauteur"), french
        assert "team" not in english and "équipe" not in french
    for rules in (ORIGEN_FOUR, CLASSIC_FOUR):
        english, french = said(one_king(rules))
        assert english.endswith("or onto your team's meld of that rank"), english
        assert french.endswith("ou sur la combinaison de votre équipe de cette hauteur"), french


def test_a_tile_placed_twice_is_your_tile_alone_and_your_teams_in_a_team():
    def again(rules):
        state = position(hands={0: "9S 4C 5C 6C"}, melds={0: {"K": "KS KH KD"}}, rules=rules)
        state.apply(AnnounceTile(9))
        refused = refusal(state, AnnounceTile(9), section="§4")
        assert refused.code == "tile_placed"
        return said(refused)

    assert again(ORIGEN_TWO) == ("your tile for that rank is placed",
                                 "votre dalle pour cette hauteur est déjà posée")
    assert again(ORIGEN_FOUR) == ("your team's tile for that rank is placed",
                                  "la dalle de votre équipe pour cette hauteur est déjà posée")


def test_the_score_keeper_says_a_player_alone_has_eleven_tiles_not_a_team():
    """The score kept by hand: a column of two-player Origen is a player."""
    too_many = TeamCounts(tiles_covered=9, tiles_uncovered=3)

    def tiles(rules, names):
        problems = check_entry(rules, DealEntry((too_many, TeamCounts())))
        (problem,) = [p for p in problems if p.code == "too_many_tiles"]
        return problem_text("en", problem, names), problem_text("fr", problem, names)

    assert tiles(ORIGEN_TWO, ["Ana", "Bruno"]) == (
        "Ana: a player has at most 11 tiles, one per rank.",
        "Ana\u00a0: un joueur a au plus 11 dalles, une par hauteur.")
    assert tiles(ORIGEN_FOUR, ["We", "They"]) == (
        "We: a team has at most 11 tiles, one per rank.",
        "We\u00a0: une équipe a au plus 11 dalles, une par hauteur.")


def test_the_score_keepers_warning_says_someone_went_out_not_a_side():
    """"If a side went out" read of two players alone; "someone" fits both."""
    for rules, names in ((CLASSIC_TWO, ["Ana", "Bruno"]), (CLASSIC_FOUR, ["We", "They"])):
        problems = check_entry(rules, DealEntry((TeamCounts(melded_points=120),
                                                 TeamCounts(melded_points=60))))
        (warning,) = [p for p in problems if p.code == "no_one_went_out"]
        english, french = problem_text("en", warning, names), problem_text("fr", warning, names)
        assert english.endswith("If someone went out, tick \u201cWent out\u201d."), english
        assert "Si quelqu'un est sorti, cochez" in french, french
