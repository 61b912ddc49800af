"""One name for one side, wherever the player reads it (play-test, five
players: the side of three was "Ana, Chloé & Diego" on the side panel,
"Diego, Chloé & Ana" at the deal's end, "Ana, Chloé and Diego" on the score
sheet; six players in three teams: the sheet's heads said "Team A / B / C"
while the table named the sides by their players).  The rule is
`words.side_name`: all the side's people in the game's order, the person at
the computer first in his own side, "&" before the last, in both languages."""

from __future__ import annotations

import re
from dataclasses import replace
from html import unescape

import pytest

from canasta_desktop import i18n
from canasta_desktop.model.match import Match, score_sheet
from canasta_desktop.model.variants import rules_for
from canasta_desktop.persistence.archive import sheet_of_game
from canasta_desktop.ui.history_dialog import scores_text, sheet_titles
from canasta_desktop.ui.score_sheet_window import ScoreSheetWindow

FIVE = ("You", "Ana", "Bruno", "Chloé", "Diego")  # Ana, Chloé and Diego are the three
SIX = ("You", "Ana", "Bruno", "Chloé", "Diego", "Elsa")  # You & Chloé, Ana & Diego, Bruno & Elsa


def plain(html: str) -> str:
    return unescape(re.sub(r"<[^>]+>", "", html)).replace("\u2011", "-")


def deal_end_heads(window) -> list[str]:
    heads = re.findall(r"<th [^>]*>([^<]+)</th>", unescape(window.deal_end.summary.text()))
    return heads[:len(score_sheet(window.controller.match).teams)]


def zone_titles(window) -> str:
    labels = window.scene.labels()
    return " | ".join(labels[key].text() for key in labels if key.startswith("team"))


def sheet_text(window, lang: str) -> str:
    source = window.autosaver.sheet_source()
    assert source is not None
    sheet = ScoreSheetWindow(source, lang)
    try:
        return sheet.view.toPlainText()
    finally:
        sheet.deleteLater()


def finish_first_deal(window, qtbot, variant: str, names, person: int | None = None):
    rules = replace(rules_for(variant), game_target=1)
    bots = ["greedy"] * rules.players
    if person is not None:
        bots[person] = None
    window.controller.new_game(rules, seed=5, names=names, bot_names=bots)
    window.controller.resume()
    if window.controller.human_seat is not None:
        window.controller.set_seat_bot(window.controller.human_seat, "greedy")
    qtbot.waitUntil(lambda: window.deal_end.isVisible(), timeout=60_000)
    return window.controller.match


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_five_players_read_one_name_for_the_side_of_three(window, qtbot, qapp, lang):
    """The person is in the side of three and sits the first deal out: he
    is first in its name, the others in the game's order, everywhere."""
    i18n.set_language(qapp, lang)
    names = ("Max", "Ana", "Bruno", "Chloé", "Diego")
    (resting,) = Match.new(rules_for("five"), 5, names).sitting_out(1)
    finish_first_deal(window, qtbot, "five", names, person=resting)
    assert window.controller.human_seat is None, "he sits the deal out"
    people = [names[resting]] + [names[p] for p in (1, 3, 4) if p != resting]
    three = ", ".join(people[:2]) + " & " + people[2]  # "Chloé, Ana & Diego"
    assert three in deal_end_heads(window), deal_end_heads(window)
    assert f"({three})" in plain(window.side_panel.talk_label.text())
    assert three in zone_titles(window)
    sheet = sheet_text(window, lang)
    assert three in sheet, sheet
    assert "Max & Bruno" in sheet


def test_five_players_side_of_three_in_the_games_order_without_the_person(window, qtbot):
    """The person in the side of two: the three in the game's order on the
    panel, the table, the deal's end and the sheet, whoever plays this deal."""
    match = finish_first_deal(window, qtbot, "five", FIVE, person=0)
    three = "Ana, Chloé & Diego"
    assert three in deal_end_heads(window)
    assert f"({three})" in plain(window.side_panel.talk_label.text())
    assert three in zone_titles(window)
    sheet = sheet_text(window, "en")
    assert f"They: {three}" in sheet and "We: You & Bruno" in sheet
    assert match.sitting_out(1), "one of the three sat the deal out, and is named all the same"


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_six_in_three_teams_the_sheets_heads_are_the_tables_sides(window, qtbot, qapp, lang):
    i18n.set_language(qapp, lang)
    match = finish_first_deal(window, qtbot, "six-3x2", SIX, person=0)
    sides = ["You & Chloé", "Ana & Diego", "Bruno & Elsa"]
    if lang == "fr":
        sides[0] = "Vous & Chloé"
    assert deal_end_heads(window) == sides
    panel = plain(window.side_panel.talk_label.text())
    zones = zone_titles(window)
    for side in sides:
        assert side in panel and side in zones, (side, panel, zones)
    sheet = sheet_text(window, lang)
    assert "Team A" not in sheet and "Équipe A" not in sheet
    for side in sides:
        assert side in sheet, side
    # Past games say the sides alike (Open reads its totals with the same line).
    archived = sheet_of_game(match, [], "game", "2026-11-27T12:00:00",
                             window.controller.person_bots)
    assert sheet_titles(archived, lang) == sides
    assert scores_text(archived, lang).startswith(sides[0] + " ")


def test_the_sheet_names_the_players_side_as_the_table_while_bots_hold_his_seat(window,
                                                                                qtbot):
    """Review screenshot: bots playing every seat after a seating draw, the
    panel said "Us (You & Bruno)" and the running sheet "We: Bruno & You"
    (it took the first person for the player)."""
    rules = replace(rules_for("classic"), game_target=1)
    names = ("You", "Ana", "Bruno", "Chloé")
    for seed in range(1, 40):
        window.controller.new_game(rules, seed=seed, names=names,
                                   bot_names=("greedy",) * 4, draw_seats=True)
        if window.controller.match.names[0] != "You":
            break
    else:
        raise AssertionError("no draw seated someone before the player")
    window.controller.resume()
    qtbot.waitUntil(lambda: window.deal_end.isVisible(), timeout=60_000)
    panel = plain(window.side_panel.talk_label.text())
    ours = re.search(r"We \((You & [^)]+)\)", panel)
    assert ours, panel
    assert f"We: {ours.group(1)}" in sheet_text(window, "en")


def _deal_points_row(window) -> list[str]:
    """The deal-end box's "Deal points" cells, as shown left to right."""
    html = unescape(window.deal_end.summary.text())
    row = re.search(r"Deal points.*?</tr>", html)
    assert row, html
    return re.findall(r"<b>([^<]+)</b></td>", row.group(0))


def test_the_players_side_comes_first_at_the_deals_end_and_on_the_sheet(window, qtbot):
    """Play-test: after a seating draw that put the player's side second in
    the game's order, the deal's end and the sheet read "They | We" while
    the side panel lists "Us" first.  His side now comes first everywhere,
    each column keeping its own points."""
    from canasta_desktop import words

    rules = replace(rules_for("classic"), game_target=1)
    names = ("You", "Ana", "Bruno", "Chloé")
    for seed in range(1, 60):
        window.controller.new_game(rules, seed=seed, names=names,
                                   bot_names=(None, "greedy", "greedy", "greedy"),
                                   draw_seats=True)
        if window.controller.match.names.index("You") % 2 == 1:
            break
    else:
        raise AssertionError("no draw put the player in the game's second side")
    window.controller.set_seat_bot(window.controller.human_seat, "greedy")
    window.controller.resume()
    qtbot.waitUntil(lambda: window.deal_end.isVisible(), timeout=60_000)
    match = window.controller.match
    heads = deal_end_heads(window)
    assert heads[0].startswith("You & "), heads
    (result,) = match.results
    ours, theirs = result.scores[1].total, result.scores[0].total
    assert ours != theirs or result.scores[1] == result.scores[0]
    assert _deal_points_row(window)[:2] == [words.points(ours), words.points(theirs)]
    sheet = sheet_text(window, "en")
    assert re.search(r"Teams: We: You & \w+ — They: ", sheet), sheet
    assert sheet.index("We") < sheet.index("They")
    final = re.search(r"Final score\s+We\s+(\S+)\s+They\s+(\S+)", sheet)
    assert final, sheet
    assert final.groups() == (words.points(match.totals[1]), words.points(match.totals[0]))
    # The deal's row: each side's points, then its running total.
    deal = sheet[sheet.index("Deal 1"):]
    deal_row = re.search(r"\n(\S+)\s+(\S+)\s+(\S+)\s+(\S+)\n", deal)
    assert deal_row, sheet
    assert deal_row.groups() == (words.points(ours), words.points(result.totals[1]),
                                 words.points(theirs), words.points(result.totals[0]))
