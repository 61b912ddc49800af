"""The game's end (§1 Game end): the dialog says the game, not the deal, is
over, who won and by how much (the margin), with the verb agreeing with a
lone winner or a team, in English and in French."""

from __future__ import annotations

import re
from dataclasses import replace
from html import unescape

from canasta_desktop import i18n
from canasta_desktop.model.variants import rules_for
from canasta_desktop.ui.deal_end_dialog import result_html


def finish_a_one_deal_game(window, qtbot, variant: str):
    """Bots play one deal of a game whose target any positive deal reaches."""
    rules = replace(rules_for(variant), game_target=1)
    window.controller.new_game(rules, seed=5, bot_names=("greedy",) * rules.players)
    qtbot.waitUntil(lambda: window.deal_end.isVisible(), timeout=60_000)
    return window.controller.match


def test_a_lone_winner_wins_by_the_margin(window, qtbot):
    match = finish_a_one_deal_game(window, qtbot, "two")
    assert match.is_over and match.winner is not None and match.margin > 0
    assert window.deal_end.windowTitle() == "End of the game"
    text = unescape(window.deal_end.summary.text())
    name = match.names[match.winner]
    points = "point" if match.margin == 1 else "points"
    assert f"The game is over: {name} wins by {match.margin} {points}." in text
    assert window.deal_end.next_button.text() == "Play again"


def test_a_team_wins_by_the_margin_in_french(window, qtbot, qapp):
    i18n.set_language(qapp, "fr")
    match = finish_a_one_deal_game(window, qtbot, "classic")
    assert match.winner is not None
    assert window.deal_end.windowTitle() == "Fin de la partie"
    text = unescape(window.deal_end.summary.text())
    # "de" elided before a vowel: "victoire d'Ouest & Est".
    assert re.search("La partie est terminée\u00a0: victoire (de |d')", text)
    assert f"avec {match.margin} points d'écart." in text


def test_the_player_who_won_alone_is_told_you_win(window, qtbot):
    match = finish_a_one_deal_game(window, qtbot, "two")
    result = match.results[-1]
    columns = [match.names[0], match.names[1]]
    text = result_html(result, match.names, columns, winner=0, game_over=True, margin=1,
                       winner_is_me=True, winner_people=1)
    assert "The game is over: you win by 1 point." in text
    text = result_html(result, match.names, columns, winner=1, game_over=True, margin=320,
                       winner_people=1)
    assert f"The game is over: {columns[1]} wins by 320 points." in text


def test_the_side_panel_shows_the_totals_the_deal_end_shows(window, qtbot):
    """After a deal, the panel's scores are the running totals (§1 Score
    sheet), not the scores from before the deal ("Score: 0" beside a dialog
    that says 1 350)."""
    rules = rules_for("two")
    window.controller.new_game(rules, seed=5, bot_names=("greedy",) * rules.players)
    qtbot.waitUntil(lambda: window.deal_end.isVisible(), timeout=60_000)
    totals = window.controller.match.totals
    assert any(totals)
    text = re.sub(r"<[^>]+>", "", window.side_panel.text())
    for total in totals:
        assert f"Score:\u00a0{total:,}".replace("-", "\u2212") in text


def test_the_deal_end_names_each_side_as_the_side_panel_does(window, qtbot):
    """Third play-test: the panel said "Us (You & Chloé)" while the deal's
    end headed the column "Chloé & You": after a seating draw the player
    may sit opposite his partner's name order.  Both name a side alike: the
    game's order, the player first in his own side."""
    rules = replace(rules_for("classic"), game_target=1)
    for seed in range(1, 40):
        window.controller.new_game(rules, seed=seed, names=("Ann", "Bob", "Cy", "Dee"),
                                   bot_names=(None,) + ("greedy",) * 3, draw_seats=True)
        if window.controller.human_seat >= 2:
            break  # the player sits after his partner in the order of names
    else:
        raise AssertionError("no seating put the player after his partner")
    window.controller.resume()
    window.controller.set_seat_bot(window.controller.human_seat, "greedy")
    qtbot.waitUntil(lambda: window.deal_end.isVisible(), timeout=60_000)
    heads = re.findall(r"<th [^>]*>([^<]+)</th>", unescape(window.deal_end.summary.text()))
    heads = heads[:2]  # the column heads, then the rows' titles
    panel = unescape(window.side_panel.talk_label.text())
    assert heads[0].startswith("Ann & "), heads
    assert all(f"({head})" in panel for head in heads), (heads, panel)


def test_french_elides_de_before_a_name_beginning_with_a_vowel(window, qtbot, qapp):
    """Play-test: "sortie de Ouest" for "sortie d'Ouest" (and the same for
    the winner and a penalised player's team); "de Bruno" stays."""
    from canasta_desktop.model.events import EndReason, Penalised, PenaltyReason
    from canasta_desktop.session.event_text import penalty_text

    match = finish_a_one_deal_game(window, qtbot, "two")
    i18n.set_language(qapp, "fr")
    out_by_west = replace(match.results[-1], end_reason=EndReason.WENT_OUT, out_seat=1,
                          concealed=False)
    text = unescape(result_html(out_by_west, ("Vous", "Ouest"), ["Vous", "Ouest"], winner=1,
                                game_over=True, margin=320, winner_people=1, me=0))
    assert "sortie d'Ouest" in text and "victoire d'Ouest, avec 320 points" in text
    text = unescape(result_html(out_by_west, ("Vous", "Bruno"), ["Vous", "Bruno"], me=0))
    assert "sortie de Bruno" in text
    penalty = Penalised(seat=1, points=100, reason=PenaltyReason.TOLD_YES_NOT_OUT, section="1")
    assert "l'équipe d'Est perd 100 points" in penalty_text(penalty, ("Vous", "Est"))


def test_three_players_the_deal_end_says_who_was_isolated_and_why_columns_match(window, qtbot,
                                                                                 qapp):
    """Fourth play-test: both partners' columns showed the same melds (660 /
    660) with no word of the isolated hand; §2 Three players: each partner
    scores the points of both, except red threes."""
    match = finish_a_one_deal_game(window, qtbot, "three")
    names = ("You", "Ana", "Bruno")
    isolated = replace(match.results[-1], isolated=1)
    text = unescape(result_html(isolated, names, list(names), me=0))
    assert ("Ana was the isolated hand.<br>Each partner scores the points of both, except red "
            "threes<br>(§2 Three players, isolated hand)") in text
    assert "You were the isolated hand." in unescape(
        result_html(replace(isolated, isolated=0), names, list(names), me=0))
    assert "isolated" not in unescape(
        result_html(replace(isolated, isolated=None), names, list(names), me=0))
    i18n.set_language(qapp, "fr")
    text = unescape(result_html(isolated, ("Vous", "Ana", "Bruno"), ["Vous", "Ana", "Bruno"],
                                me=0))
    assert ("Ana était la main isolée.<br>Chaque partenaire inscrit les points des deux, sauf "
            "les 3 rouges<br>(§2 Trois joueurs, main isolée)") in text


def test_five_players_deal_end_says_who_sat_out_and_who_sits_out_next(window, qtbot):
    """§2 five: a column names the whole team of three; the dialog says who
    rested this deal and who rests the next (fifth play-test)."""
    window.controller.new_game(rules_for("five"), seed=5, bot_names=("greedy",) * 5)
    qtbot.waitUntil(lambda: window.deal_end.isVisible(), timeout=60_000)
    match = window.controller.match
    (now,), (then,) = match.sitting_out(1), match.sitting_out(2)
    assert now != then
    text = unescape(window.deal_end.summary.text())
    # The keys go to the button that deals on (play-test: the focus sat on
    # the box's invisible scroll area).
    assert window.deal_end.focusWidget() is window.deal_end.next_button
    assert f"Sat this deal out: {match.names[now]}" in text
    assert f"Sitting out the next deal: {match.names[then]}" in text


def test_five_players_deal_end_calls_the_person_resting_you(window, qtbot, qapp):
    """Play-test (five players): the side panel said "Sitting out: you." and
    the deal's end "Sat this deal out: Marie-Christine Dupontel", his own
    name in the third person."""
    c = window.controller
    c.new_game(rules_for("five"), seed=5, names=("Marie-Christine Dupontel", "Ana", "Bruno",
                                                 "Chloé", "Diego"),
               bot_names=(None,) + ("greedy",) * 4, draw_seats=True)
    assert c.me in c.match.sitting_out(1), "the person rests the first deal"
    qtbot.waitUntil(lambda: window.deal_end.isVisible(), timeout=60_000)
    text = unescape(window.deal_end.summary.text())
    assert "Sat this deal out: you" in text and "out: Marie-Christine" not in text
    i18n.set_language(qapp, "fr")
    assert "Au repos pendant cette donne\u00a0: vous" in unescape(window.deal_end.summary.text())


def test_six_rotating_deal_end_names_the_two_resting_as_a_pair_the_person_first(window, qtbot):
    """§2 six-rotating: two people rest each deal; the dialog read
    "Sitting out the next deal: Elsa, You" (play-test)."""
    window.controller.new_game(rules_for("six-rotating"), seed=5, bot_names=("greedy",) * 6)
    qtbot.waitUntil(lambda: window.deal_end.isVisible(), timeout=60_000)
    match = window.controller.match
    me = window.controller.me
    text = unescape(window.deal_end.summary.text())
    for said, deal in (("Sat this deal out", 1), ("Sitting out the next deal", 2)):
        resting = sorted(match.sitting_out(deal), key=lambda p: (p != me, p))
        assert len(resting) == 2
        first, second = (match.names[p] for p in resting)
        assert f"{said}: {first} & {second}" in text
    # The person first, when he rests beside someone earlier in the order (review).
    later = max(match.sitting_out(1))
    window.controller.me = later
    window.deal_end.show_result(match.results[-1])
    earlier = min(match.sitting_out(1))
    assert (f"Sat this deal out: {match.names[later]} & {match.names[earlier]}"
            in unescape(window.deal_end.summary.text()))


def test_points_are_written_as_on_the_score_sheet(window, qtbot, qapp):
    """Thousands grouped and a true minus sign, in both languages: the
    dialog wrote "1365" and "-70" beside the sheet's "1,365" and "−70"."""
    match = finish_a_one_deal_game(window, qtbot, "classic")
    result = match.results[-1]
    big = replace(result, totals=(12345, -70))
    english = unescape(result_html(big, match.names, [0, 1, 0, 1]))
    assert "<b>12,345</b>" in english and "<b>\u221270</b>" in english
    i18n.set_language(qapp, "fr")
    french = unescape(result_html(big, match.names, [0, 1, 0, 1]))
    assert "<b>12\u00a0345</b>" in french


def test_the_players_side_is_told_it_wins_and_the_margin_is_grouped(window, qtbot, qapp):
    """Sixth play-test: "victoire de Vous & Nord, avec 2040 points d'avance"
    (a verb for a name list with "Vous" in it, the margin ungrouped)."""
    match = finish_a_one_deal_game(window, qtbot, "classic")
    result = match.results[-1]
    columns = ["You & North", "West & East"]
    text = unescape(result_html(result, match.names, columns, winner=0, game_over=True,
                                margin=2410, winner_is_my_side=True))
    assert "The game is over: your team wins by 2,410 points." in text
    text = unescape(result_html(result, match.names, columns, winner=1, game_over=True,
                                margin=1225))
    assert "The game is over: West & East win by 1,225 points." in text
    i18n.set_language(qapp, "fr")
    text = unescape(result_html(result, match.names, ["Vous & Nord", "Ouest & Est"],
                                winner=0, game_over=True, margin=2040, winner_is_my_side=True))
    assert "votre équipe gagne avec 2\u00a0040 points d'écart." in text


def test_after_the_last_deal_the_table_says_the_game_is_over_and_gives_no_advice(window,
                                                                                 qtbot):
    """Sixth play-test: after the game the panel still said "The deal is
    over" and "Your side needs a canasta before going out"."""
    finish_a_one_deal_game(window, qtbot, "classic")
    text = re.sub(r"<[^>]+>", "", window.side_panel.talk_label.text())
    assert "The game is over." in text and "The deal is over" not in text
    assert "needs a canasta" not in text
    assert window.status.hint.text() == "The game is over"


def test_tete_et_queue_red_threes_held_cost_their_own_points_in_the_seat_rows(qapp):
    """Sixth play-test: a seat row counted a held 3♥ as a card (K♥ 3♣ 3♥:
    −115) while the team's rows put it under red threes (−100): §3."""
    from canasta_desktop.model.match import Match
    from canasta_desktop.model.scoring import team_counts
    from canasta_desktop.ui.deal_end_dialog import seats_html

    rules = rules_for("head-and-foot")
    deal = Match.new(rules, 5, ["A", "B", "C", "D"]).start_deal()
    code = deal.tables.code
    pool = [c for c in range(rules.deck.size) if code[c] in ("KH", "3C", "3H")]
    pick = [next(c for c in pool if code[c] == k) for k in ("KH", "3C", "3H")]
    deal.hands[1], deal.feet[1] = pick, []
    text = unescape(seats_html(deal, ["A", "B", "C", "D"]))
    row = text[text.index("<b>B</b>"):text.index("<b>C</b>")]
    assert ">\u221215</td>" in row, row  # the king and the black three
    assert "\u2212100" in row and "3\u2665" in row
    # Under "Red threes held": Tête et Queue never lays them (§3; play-test
    # s32: the column said "Red threes laid").
    assert "Red threes held" in text and "3\u2665 \u2212100" in row, row
    assert "Red threes laid" not in text and "in hand:" not in row
    counts = team_counts(deal, deal.team_of[1])
    assert counts.red_threes_held >= 1


def test_the_player_resting_in_the_last_deal_is_still_told_his_side_won(window, qtbot):
    """Five players: the sheet's columns hold people, not the deal's seats,
    and the player may sit the last deal out: his side's win is still his."""
    from canasta_desktop.model.match import Match, score_sheet

    rules = replace(rules_for("five"), game_target=1)
    names = ("Max", "Ana", "Bob", "Cy", "Dee")
    for seed in range(5, 40):
        (resting,) = Match.new(rules, seed, names).sitting_out(1)
        bots = ["greedy"] * 5
        bots[resting] = None
        window.controller.new_game(rules, seed=seed, names=names, bot_names=bots)
        qtbot.waitUntil(lambda: window.deal_end.isVisible(), timeout=60_000)
        match = window.controller.match
        if match.winner is not None and resting in score_sheet(match).teams[match.winner]:
            break
    else:
        raise AssertionError("no seed where the resting player's side won")
    assert window.controller.human_seat is None, "he sat the deal out"
    text = unescape(window.deal_end.summary.text())
    assert "The game is over: your team wins by" in text


def test_a_side_of_three_reads_a_list_not_a_chain_of_ampersands(window, qtbot, qapp):
    """Play-test, five players: the deal's end headed a side of three
    "Ana & Chloé & Diego"; it reads "Ana, Chloé & Diego", in French too
    (two partners keep the app's "Ana & Chloé" in both languages)."""
    rules = replace(rules_for("five"), game_target=1)
    window.controller.new_game(rules, seed=5, names=("You", "Ana", "Bruno", "Chloé", "Diego"),
                               bot_names=("greedy",) * rules.players)
    qtbot.waitUntil(lambda: window.deal_end.isVisible(), timeout=60_000)
    for language in ("en", "fr"):
        i18n.set_language(qapp, language)  # the open dialog says it again
        heads = re.findall(r"<th [^>]*>([^<]+)</th>", unescape(window.deal_end.summary.text()))
        three = [head for head in heads if head.count(", ") == 1]
        assert len(three) == 1 and three[0].count(" & ") == 1, (language, heads)
        assert not any(head.count("&") > 1 for head in heads), (language, heads)


def test_one_function_names_a_side_for_every_window():
    """The table, the side panel, the seating, the deal's end and the sheets
    all call it: the people in the game's order, whatever order they come in."""
    from canasta_desktop.words import side_name

    names = ["Ana", "Bruno", "Chloé", "Diego"]
    assert side_name([0], names) == "Ana"
    assert side_name([2, 0], names) == "Ana & Chloé"
    assert side_name([3, 2, 0], names) == "Ana, Chloé & Diego"


def test_the_game_s_end_opens_the_score_sheet_to_print(window, qtbot):
    """Play-test: at the game's end the box offered only "Play again"; the
    table keeps the sheet it prints.  A click on "Score sheet…" shows the
    whole game's sheet, the box staying for "Play again"."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    match = finish_a_one_deal_game(window, qtbot, "two")
    button = window.deal_end.sheet_button
    assert button.isVisible() and button.text() == "Score sheet…"
    QTest.mouseClick(button, Qt.MouseButton.LeftButton)
    sheet = window.files.sheet_window
    assert sheet is not None and sheet.isVisible()
    assert "Final score" in sheet.html() and match.names[1] in sheet.html()
    assert window.deal_end.isVisible()


def test_undo_at_the_game_s_end_says_the_game_is_over(window, qtbot, qapp):
    """Play-test s36: Ctrl+Z beside "The game is over: …" said "the deal is
    over, its score is on the sheet"; it says the game is over."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    finish_a_one_deal_game(window, qtbot, "two")
    # The key where the player's focus is: the game's-end box, on "Play again".
    QTest.keyClick(qapp.focusWidget() or window.deal_end, Qt.Key.Key_Z,
                   Qt.KeyboardModifier.ControlModifier)
    said = "Nothing to take back: the game is over, its scores are on the sheet."
    assert window.menus.undo_action.toolTip() == said
    assert window.refusal_banner.isVisible() and window.refusal_banner.text() == said
    i18n.set_language(qapp, "fr")
    assert window.menus.undo_action.toolTip() == (
        "Rien à reprendre\u00a0: la partie est finie, ses scores sont sur la feuille.")


def test_h_on_the_deal_s_end_box_says_why_there_is_no_hint(window, qtbot, qapp):
    """Play-test s36: H on the deal's-end box said nothing, where on the
    table it says why Hint is greyed out; the box hears the menus' keys."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    finish_a_one_deal_game(window, qtbot, "two")
    QTest.keyClick(qapp.focusWidget() or window.deal_end, Qt.Key.Key_H)
    said = "A hint is for your own turn. The game is over"
    assert window.refusal_banner.isVisible() and window.refusal_banner.text() == said


def a_deal_end_mid_game(window, qtbot):
    """Bots play the first deal of a classic game; its box shows."""
    window.controller.new_game(rules_for("classic"), seed=4, bot_names=("greedy",) * 4)
    qtbot.waitUntil(lambda: window.deal_end.isVisible(), timeout=60_000)
    assert not window.controller.match.is_over


def test_the_sheet_opened_from_the_deal_end_goes_with_it_at_the_next_deal(window, qtbot):
    """Play-test: the score sheet opened from the deal's-end box stayed over
    the table through the next deal.  It closes with the box."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    a_deal_end_mid_game(window, qtbot)
    QTest.mouseClick(window.deal_end.sheet_button, Qt.MouseButton.LeftButton)
    sheet = window.files.sheet_window
    assert sheet is not None and sheet.isVisible() and "Deal 1" in sheet.html()
    QTest.mouseClick(window.deal_end.next_button, Qt.MouseButton.LeftButton)
    assert not window.deal_end.isVisible()
    assert not sheet.isVisible()


def test_the_sheet_opened_from_the_deal_end_shows_the_deal_just_scored(window, qtbot):
    """Play-test s36: "Score sheet…" at the end of the fifth deal (and at the
    game's end) opened the sheet at its top, deal 1; the deal just scored
    and the running totals were below, out of sight.  It opens at its
    end, as a player reads a paper sheet."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    a_deal_end_mid_game(window, qtbot)
    # The sheet gives a deal three lines (s41): three deals outrun a window
    # the player made low, as this one, kept at that size when reopened.
    QTest.mouseClick(window.deal_end.sheet_button, Qt.MouseButton.LeftButton)
    window.files.sheet_window.resize(window.files.sheet_window.width(), 320)
    for _ in range(2):
        QTest.mouseClick(window.deal_end.next_button, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: window.deal_end.isVisible(), timeout=60_000)
    assert len(window.controller.match.results) == 3
    QTest.mouseClick(window.deal_end.sheet_button, Qt.MouseButton.LeftButton)
    sheet = window.files.sheet_window
    assert sheet is not None and sheet.isVisible()
    bar = sheet.view.verticalScrollBar()
    assert bar.maximum() > 0, "three deals are longer than the window"
    assert bar.value() == bar.maximum(), "the last deal and the totals in sight"


def test_the_sheet_opened_from_the_game_menu_stays_through_the_next_deal(window, qtbot):
    """The Game menu's sheet is the player's to close: it stays open, kept
    up to date, even when "Score sheet…" on the deal's-end box raised it."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    a_deal_end_mid_game(window, qtbot)
    window.menus.sheet_action.trigger()
    sheet = window.files.sheet_window
    assert sheet is not None and sheet.isVisible()
    QTest.mouseClick(window.deal_end.sheet_button, Qt.MouseButton.LeftButton)
    QTest.mouseClick(window.deal_end.next_button, Qt.MouseButton.LeftButton)
    assert sheet.isVisible()


def test_a_deal_end_mid_game_says_how_far_the_game_goes(window, qtbot, qapp):
    """Play-test s38 (a beginner): the deal's end gave running totals and
    nothing said how far the game goes (§1 Game end: 5,000).  Beside its
    buttons it says so, in English and French, without widening the box;
    at the game's end it does not."""
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest

    a_deal_end_mid_game(window, qtbot)
    box = window.deal_end
    assert box.deals_left.isVisible() and box.deals_left.text() == "Game to 5,000 points."
    i18n.set_language(qapp, "fr")
    try:
        qtbot.waitUntil(lambda: box.deals_left.text() == "Partie en 5\u00a0000 points.",
                        timeout=5_000)
    finally:
        i18n.set_language(qapp, "en")
    QTest.mouseClick(box.next_button, Qt.MouseButton.LeftButton)
    finish_a_one_deal_game(window, qtbot, "classic")
    assert window.deal_end.game_over and not window.deal_end.deals_left.isVisible()
