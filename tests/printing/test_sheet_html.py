"""The HTML of score sheets and blank pads (pure Python, no Qt)."""

from __future__ import annotations

import re
from datetime import datetime
from html import unescape

import pytest

from canasta_desktop.model.match import score_sheet
from canasta_desktop.model.rules import get_rules
from canasta_desktop.model.variants import VARIANTS
from canasta_desktop.printing.sheet_html import (SheetContext, blank_pad_html, bonus_rows,
                                                 check_language,
                                                 column_titles, format_date, format_points,
                                                 opening_rows, sheet_html)

from .conftest import plain, play_whole_game


def visible(html: str) -> str:
    """The text a reader sees (tags dropped, entities decoded, spaces plain)."""
    inline = re.sub(r"</?(b|span)\b[^>]*>", "", html)
    return plain(unescape(re.sub(r"<[^>]+>", " ", inline)))


def test_points_are_written_the_way_each_language_writes_numbers():
    assert format_points(5495, "en") == "5,495"
    assert format_points(5495, "fr") == "5\u00a0495"
    assert format_points(-85, "en") == "\u221285"
    assert format_points(0, "fr") == "0"
    assert format_date(datetime(2025, 3, 1), "fr") == "1er mars 2025"
    assert format_date(datetime(2025, 3, 14), "en") == "14 March 2025"
    with pytest.raises(ValueError):
        check_language("de")


def test_two_sides_are_nous_and_eux_in_french_we_and_they_in_english():
    columns = ((0, 2), (1, 3))
    names = ("A", "B", "C", "D")
    assert column_titles(columns, names, "fr", False) == ["Nous", "Eux"]
    assert column_titles(columns, names, "en", False) == ["We", "They"]
    assert column_titles(((0,), (1,), (2,)), names, "fr", True) == ["A", "B", "C"]
    # Three sides by their players, as the table names them (six-3x2).
    assert column_titles(((0, 3), (1, 4), (2, 5)), names * 2, "en", False) == [
        "A & D", "B & A", "C & B"]


def test_two_players_alone_are_headed_by_their_names_a_blank_pad_by_we_and_they():
    """Fifth play-test: a game of two named "Maximilian-Alexander" and
    "Ana" was scored under "We" and "They"."""
    assert column_titles(((0,), (1,)), ("Ann", "Bob"), "en", False) == ["Ann", "Bob"]
    blank = visible(blank_pad_html(get_rules("two"), "en"))
    assert "We" in blank and "They" in blank


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_finished_games_sheet_has_every_deal_totals_winner_and_margin(classic_game, lang):
    match, save = classic_game
    sheet = score_sheet(match)
    started = datetime(2025, 3, 14, 20, 15)
    text = visible(sheet_html(sheet, lang, SheetContext(started, {}, match.rules)))
    p = lambda v: plain(format_points(v, lang))  # noqa: E731
    for row in sheet.rows:
        assert (f"Deal {row.number}" if lang == "en" else f"Donne {row.number}") in text
        for score, total in zip(row.scores, row.totals):
            assert p(score.total) in text and p(total) in text
    winner = ("We", "They")[match.winner] if lang == "en" else ("Nous", "Eux")[match.winner]
    if lang == "en":
        assert "Canasta score sheet" in text
        assert f"Winner: {winner} (" in text and f"by {p(match.margin)} points" in text
        assert "Classic Canasta" in text and "Game to 5,000" in text
        assert "14 March 2025, started at 20:15" in text
        assert "Teams: We: Alice & Chloé — They: Bruno & Diego" in text
        for label in ("Melded cards", "Canasta bonuses", "Cards left in hand", "Points",
                      "Total", "Final score"):
            assert label in text
    else:
        assert "Feuille de marque de Canasta" in text
        assert f"Victoire : {winner} (" in text
        assert f"avec {p(match.margin)} points d'écart" in text
        assert "Canasta classique" in text and "Partie en 5 000" in text
        assert "14 mars 2025, commencée à 20 h 15" in text
        assert "Nous : Alice & Chloé — Eux : Bruno & Diego" in text
        for label in ("Cartes étalées", "Primes de canasta", "Cartes restées en main",
                      "Points", "Total", "Score final"):
            assert label in text
    final = " ".join(p(t) for t in match.totals)
    assert all(p(t) in text for t in match.totals), final


def test_an_unfinished_sheet_shows_the_next_opening_minimum_and_no_winner():
    from canasta_desktop.model.match import Match

    rules = get_rules("classic")
    match, _ = play_whole_game("classic", 8)
    partial = Match(rules, match.seed, match.names, match.first_dealer,
                    results=match.results[:2])
    sheet = score_sheet(partial)
    text = visible(sheet_html(sheet, "en", SheetContext(rules=rules)))
    assert "Opening minimum for deal 3" in text
    for minimum in sheet.next_opening_minimums:
        assert str(minimum) in text
    assert "Game in progress: 2 deals played" in text and "Winner" not in text
    fr = visible(sheet_html(sheet, "fr", SheetContext(rules=rules)))
    assert "Ouverture minimale de la donne 3" in fr and "Partie en cours" in fr


def test_an_unfinished_sheet_closes_with_the_score_after_its_last_deal_not_a_second_running_total():
    """Play-test: the last deal's "Running total" row and the close's
    "Running total" stood one under the other with the same points.  (The
    deals' running totals are now a column, "Total", under each side.)"""
    from canasta_desktop.model.match import Match

    rules = get_rules("classic")
    match, _ = play_whole_game("classic", 8)
    for deals, en_close, fr_close in ((2, "Score after deal 2", "Score après la donne 2"),
                                      (0, "Score", "Score")):
        partial = Match(rules, match.seed, match.names, match.first_dealer,
                        results=match.results[:deals])
        sheet = score_sheet(partial)
        text = visible(sheet_html(sheet, "en", SheetContext(rules=rules)))
        assert "Running total" not in text and text.count(en_close) == 1, text
        fr = visible(sheet_html(sheet, "fr", SheetContext(rules=rules)))
        assert "Total cumulé" not in fr and fr.count(fr_close) == 1


def test_three_handed_sheets_have_a_column_per_player_and_origen_shows_tiles():
    match, _ = play_whole_game("three", 2, ["Ana", "Ben", "Cy"])
    text = visible(sheet_html(score_sheet(match), "en", SheetContext(rules=match.rules)))
    assert "Players: Ana, Ben and Cy" in text
    assert "Game to 7,500" in text
    origen, _ = play_whole_game("origen", 3)
    text = visible(sheet_html(score_sheet(origen), "fr", SheetContext(rules=origen.rules)))
    assert "Dalles" in text
    # Its red threes are the Sol cards, as the deal's end says (fifth play-test).
    assert "Sol" in text and "3 rouges" not in text


def test_house_options_are_named_in_the_heading():
    rules = get_rules("classic").with_options(at_most_three_wilds=True)
    from canasta_desktop.model.match import Match

    sheet = score_sheet(Match.new(rules, 1, None, draw_seats=False))
    html = sheet_html(sheet, "en", SheetContext(house_options={"at_most_three_wilds": True}))
    assert "House rules" in visible(html) and "At most 3 wild cards per meld" in visible(html)
    assert "Aucune donne" not in visible(sheet_html(sheet, "fr"))
    assert "aucune donne jouée" in visible(sheet_html(sheet, "fr"))


def test_a_french_sheet_names_its_variant_and_house_rules_in_french():
    """The variant's and the house rules' names come from the same words
    catalogue as the window's (canasta_desktop/words)."""
    from canasta_desktop.model.match import Match

    rules = get_rules("head-and-foot")
    sheet = score_sheet(Match.new(rules, 1, None, draw_seats=False))
    options = {"at_most_three_wilds": True, "wild_freezes_until_taken": False}
    french = visible(sheet_html(sheet, "fr", SheetContext(house_options=options)))
    assert "Tête et Queue" in french and "Head and Foot" not in french
    assert "Règles maison" in french and "Au plus 3 passe-partout par combinaison" in french
    assert "Un passe-partout défaussé n'arrête que le joueur suivant" in french, "off, as a rule"
    assert "combinaison ; Un passe-partout" in french, "French spaces its semicolons"
    english = visible(sheet_html(sheet, "en", SheetContext(house_options=options)))
    assert "Head and Foot (Tête et Queue)" in english
    assert "A discarded wild stops only the next player" in english
    # A newer version's rule, unknown here: its key, and its state in words.
    later = {"future_rule": False}
    assert "future_rule\u00a0: non" in sheet_html(sheet, "fr", SheetContext(house_options=later))
    assert "future_rule: no" in visible(sheet_html(sheet, "en",
                                                   SheetContext(house_options=later)))
    assert "taken: no" not in english and "stops only the next player: " not in english


def test_the_number_of_decks_is_written_as_a_player_writes_it():
    """§3, §6.  Play-test s37: a Tête et Queue sheet played with three decks
    said "Nombre de jeux de 54 cartes (2 à 6): 3", the settings box's label
    with its range, and no space before the French colon; Help → Rules said
    "Number of 54-card decks (2 to 6): 3"."""
    from canasta_desktop.model.match import Match
    from canasta_desktop.ui.help_dialogs import rules_html

    rules = get_rules("head-and-foot").with_options(decks=3)
    sheet = score_sheet(Match.new(rules, 1, None, draw_seats=False))
    options = {"decks": 3}
    french = visible(sheet_html(sheet, "fr", SheetContext(house_options=options)))
    english = visible(sheet_html(sheet, "en", SheetContext(house_options=options)))
    assert "Joué avec 3 jeux de 54 cartes" in french
    assert "House rules: Played with 3 decks of 54 cards" in english
    assert "2 à 6" not in french and "2 to 6" not in english
    assert "Played with 3 decks of 54 cards" in visible(rules_html(rules))
    assert "2 to 6" not in visible(rules_html(rules))


@pytest.mark.parametrize("variant", list(VARIANTS))
@pytest.mark.parametrize("lang", ["en", "fr"])
def test_blank_pads_carry_the_variants_columns_opening_and_bonus_tables(variant, lang):
    rules = get_rules(variant)
    text = visible(blank_pad_html(rules, lang))
    assert ("Canasta score pad" if lang == "en" else "Feuille de marque de Canasta") in text
    for what, minimum in opening_rows(rules, lang):
        assert plain(what) in text and plain(minimum) in text
    for what, points in bonus_rows(rules, lang):
        assert plain(what) in text and plain(points) in text
    if rules.column_count == 2:
        assert ("We" in text and "They" in text) if lang == "en" else \
            ("Nous" in text and "Eux" in text)


def test_blank_pad_tables_follow_the_variant():
    classic = opening_rows(get_rules("classic"), "en")
    assert classic == [("below 0", "15"), ("0 or more", "50"), ("1,500 or more", "90"),
                       ("3,000 or more", "120")]
    assert opening_rows(get_rules("head-and-foot"), "fr") == [
        ("Donne 1", "30"), ("Donne 2", "60"), ("Donne 3", "90"), ("Donne 4", "120")]
    assert opening_rows(get_rules("rami"), "en")[0] == ("below 0", "none")
    bonuses = dict(bonus_rows(get_rules("classic"), "en"))
    assert bonuses["Natural (pure) canasta"] == "500"
    assert bonuses["Red threes: 1 / 2 / 3 / 4"] == "100 / 200 / 300 / 800"
    head_foot = dict(bonus_rows(get_rules("head-and-foot"), "en"))
    assert head_foot["Each red three still held"] == "\u2212100"
    origen = dict(bonus_rows(get_rules("origen"), "fr"))
    assert origen["Dalle recouverte un tour plus tard"] == "+20"
    assert origen["Sortie surprise"] == "300"
    # §4: Origen's red threes are its Sol cards, its values those of its own cards.
    # "so much each" rows end their label without a colon, as every other row
    # (play-test: "3 rouges : | 100 chacun" on the pad).
    assert origen["Sols"] == "100 chacun"
    # Rami: 100 each, however many of its decks' red threes (play-test).
    assert dict(bonus_rows(get_rules("rami"), "en"))["Red threes"] == "100 each"
    assert dict(bonus_rows(get_rules("rami"), "fr"))["3 rouges"] == "100 chacun"
    assert dict(bonus_rows(get_rules("classic"), "en"))["Red threes: 1 / 2 / 3 / 4"] == \
        "100 / 200 / 300 / 800"
    assert "Une équipe qui n'a rien étalé perd la valeur de ses Sols" in origen
    assert not any("3 rouge" in what for what in origen)
    pad = visible(blank_pad_html(get_rules("origen"), "en"))
    for name, points in (("Diva", "50"), ("Gentleman, Jockey Club", "20"),
                         ("Calebasse, Carretta, Cimarron, Ceibo, Retener", "5")):
        assert name in pad, name
    assert "Joker" not in pad and "black 3" not in pad and "Red threes" not in pad
    names = visible(blank_pad_html(get_rules("two"), "en", names=["Ann", "Bob"]))
    assert "Ann" in names and "Bob" in names


def test_default_names_are_printed_in_the_sheets_language_typed_names_as_typed():
    """A game started in English and printed in French said "You", "West"
    among French words; names the players typed stay as typed."""
    match, _ = play_whole_game("three", 2, ["You", "Ouest", "Zoë"])
    french = visible(sheet_html(score_sheet(match), "fr", SheetContext(rules=match.rules)))
    assert "Joueurs : Vous, Ouest et Zoë" in french, french[:300]
    english = visible(sheet_html(score_sheet(match), "en", SheetContext(rules=match.rules)))
    assert "Players: You, West and Zoë" in english


def test_the_french_pad_calls_the_joker_fou_as_the_game_does():
    """Play-test: the French blank pad said "Joker" while the log says "Fou"."""
    from canasta_desktop import words

    fou = words.ui_text("EventText", "joker", None, 0, "fr")
    assert fou == "Fou"
    text = visible(blank_pad_html(get_rules("classic"), "fr"))
    assert f"{fou} 50" in text and "Joker" not in text


def test_s5_rami_pad_says_what_a_side_without_a_canasta_loses_and_asks_only_partners():
    """§5 Rami canasta (seed 004): without a canasta the melds and the red
    threes (100 each) count negative, as the hand does; §1's "a side that
    has not melded loses its red threes' worth" is not rami's rule, and
    nobody playing alone is asked "may I go out?" (play-test pad_en_rami)."""
    alone = visible(blank_pad_html(get_rules("rami", 4, "solo"), "en"))
    assert ("Without a canasta, melded cards and red threes count negative, as do the cards "
            "left in hand") in alone
    assert "has not melded" not in alone
    assert "Asked to go out" not in alone
    pairs = dict(bonus_rows(get_rules("rami", 4, "teams"), "fr"))
    assert pairs["Demande de sortie non suivie"] == "\u2212100", "partners ask (§1 Going out)"
    assert ("Sans canasta, les cartes étalées et les 3 rouges comptent en négatif, comme les "
            "cartes restées en main") in pairs
    assert not any("rien étalé" in what for what in pairs)


def test_s2_three_players_and_two_players_pads_speak_of_players_not_teams():
    """§2: three players play alone until two become partners (the isolated
    hand), each with his own red threes; two players always play alone and
    never ask anyone "may I go out?" (play-test pad_fr_three)."""
    three = visible(blank_pad_html(get_rules("three"), "fr"))
    assert "Une équipe qui n'a rien étalé" not in three
    assert ("Un joueur perd la valeur de ses 3 rouges si ni lui ni son partenaire éventuel "
            "n'ont rien étalé") in three
    assert "Demande de sortie non suivie" in three, "the two partners ask each other"
    two = visible(blank_pad_html(get_rules("two"), "en"))
    assert "A player who has not melded loses their red threes' worth" in two
    assert "A team" not in two and "Asked to go out" not in two
    classic = visible(blank_pad_html(get_rules("classic"), "en"))
    assert "A team that has not melded loses its red threes' worth" in classic
    assert "Asked to go out and did not" in classic


def test_s5_rami_sheet_says_why_a_column_scored_its_melds_and_red_threes_negative():
    """§5 Rami canasta: "Melded cards −65", "Red threes −100" with no word of
    why (play-test); the deal's table now names who scored without a
    canasta, citing §5, also for a sheet read back from the archive (its
    breakdown alone), and never for a side with a canasta or in classic."""
    from dataclasses import replace

    from canasta_desktop.model.match import DealResult, Match
    from canasta_desktop.model.scoring import TeamScore

    rami = get_rules("rami", 2)
    without = replace(TeamScore(0, -65, 0, -100, 0, -30, 0), counted_against=True)
    canasta = TeamScore(1, 400, 300, 100, 0, 0, 0)
    match = Match(rami, 1, ("Ana", "Bob"), 1, results=[DealResult(
        1, 1, (50, 50), (without, canasta), (-195, 800), None, None, False)])
    english = visible(sheet_html(score_sheet(match), "en", SheetContext(rules=rami)))
    assert ("Without a canasta, melds and red threes count negative: Ana "
            "(§5 Rami canasta)") in english
    assert "Bob (§5" not in english
    french = visible(sheet_html(score_sheet(match), "fr", SheetContext(rules=rami)))
    assert ("Sans canasta, les cartes étalées et les 3 rouges comptent en négatif : Ana "
            "(§5 Canasta rami)") in french
    archived = replace(without, counted_against=False)  # an archived sheet's breakdown
    match.results[0] = replace(match.results[0], scores=(archived, canasta))
    assert "Without a canasta" in visible(sheet_html(score_sheet(match), "en",
                                                     SheetContext(rules=rami)))
    classic = get_rules("two")
    no_meld = TeamScore(0, 0, 0, -100, 0, -30, 0)  # §1: not melded, red threes lost
    match = Match(classic, 1, ("Ana", "Bob"), 1, results=[DealResult(
        1, 1, (50, 50), (no_meld, canasta), (-130, 800), None, None, False)])
    assert "Without a canasta" not in visible(sheet_html(score_sheet(match), "en",
                                                         SheetContext(rules=classic)))


def test_scores_are_said_whose_the_persons_first():
    from canasta_desktop.printing.sheet_html import scores_line

    names = ["You", "Ana", "Bruno", "Chloé", "Diego", "Elsa"]
    assert scores_line(((0, 2), (1, 3)), names, (790, 1410), 1, "en") == "We 1,410 – They 790"
    assert scores_line(((0,), (1,), (2,)), names, (5, 10, 15), 2, "en") == \
        "Bruno 15 – You 5 – Ana 10"
    # Then on round the table, as the hands and cards left are listed (play-test).
    assert scores_line(((0, 3), (1, 4), (2, 5)), names, (100, 200, 300), 1, "en") == \
        "Ana & Diego 200 – Bruno & Elsa 300 – You & Chloé 100"
    assert scores_line(((0,), (1,), (2,), (3,)), names, (5, 10, 15, 20), 2, "en") == \
        "Bruno 15 – Chloé 20 – You 5 – Ana 10"


def test_the_persons_side_comes_first_with_its_own_points_and_opening_minimums(classic_game):
    """Play-test: after a seating draw the person's side was the game's
    second column and the sheet read "They | We"; it now comes first, and
    every figure of a column moves with it: the deal's points, the running
    totals, the final score, and the deal note's opening minimums (one per
    column, which read as the columns' order)."""
    from dataclasses import replace

    match, _ = classic_game
    sheet = score_sheet(match)
    first = sheet.rows[0]
    sheet = replace(sheet, rows=(replace(first, opening_minimums=(90, 50)),) + sheet.rows[1:])
    text = visible(sheet_html(sheet, "en", SheetContext(None, {}, match.rules, own_column=1)))
    assert "Teams: We: Bruno & Diego — They: Alice & Chloé" in text
    deal = text[text.index("Deal 1"):text.index("Deal 2") if len(sheet.rows) > 1 else None]
    p = lambda v: plain(format_points(v, "en"))  # noqa: E731
    assert "opening 50 / 90" in deal, deal
    # The deal's row: each side's points, then its running total.
    points = re.search(r"(-?[\d,]+)\s+(-?[\d,]+)\s+(-?[\d,]+)\s+(-?[\d,]+)", deal)
    assert points and points.groups() == (p(first.scores[1].total), p(first.totals[1]),
                                          p(first.scores[0].total), p(first.totals[0])), deal
    final = re.search(r"Final score\s+We\s+(\S+)\s+They\s+(\S+)", text)
    assert final and final.groups() == (p(match.totals[1]), p(match.totals[0])), text[-400:]


@pytest.mark.parametrize("lang, both, hand", [
    ("en", "Cards left (hand and foot)", "Cards left in hand"),
    ("fr", "Cartes restées (main et queue)", "Cartes restées en main")])
def test_a_tete_et_queue_sheet_says_its_cards_left_count_the_foot(lang, both, hand):
    """§3: the foot still held counts with the hand; the sheet's row says
    so, as the deal's end box does (play-test s32)."""
    from canasta_desktop.model.match import Match

    rules = get_rules("head-and-foot")
    match, _ = play_whole_game("head-and-foot", 3)
    one_deal = Match(rules, match.seed, match.names, match.first_dealer,
                     results=match.results[:1])
    text = visible(sheet_html(score_sheet(one_deal), lang, SheetContext(rules=rules)))
    assert both in text and hand not in text
