"""The table's words in both languages (issue 15, problem 8): the player's own
team, partners only where there are teams, Origen's own card names, the
player's name, key letters that suit each language, nothing cut off."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from PySide6.QtCore import Qt

from canasta_desktop import i18n
from canasta_desktop.bots import make_bot
from canasta_desktop.model import Discard, Draw
from canasta_desktop.model.cards import card_tables
from canasta_desktop.model.events import Penalised, PenaltyReason
from canasta_desktop.model.match import Match
from canasta_desktop.model.phases import CHOOSE, DRAW, PLAY
from canasta_desktop.model.rules import get_rules
from canasta_desktop.session.event_text import describe
from canasta_desktop.session.settings import GameSettings
from canasta_desktop.session.table_talk import table_talk
from canasta_desktop.ui.seating_dialog import seating_intro

from tests.model.builders import first_player_with_nines_and_aces

from .mouse import key


def test_the_player_reads_your_team_loses_not_yous_team(qapp):
    names = ("You", "West", "North", "East")
    tables = card_tables(get_rules("classic").deck)
    penalty = Penalised(0, points=100, reason=PenaltyReason.TOLD_YES_NOT_OUT,
                        section="§1 Going out")
    mine = describe(penalty, names, tables, me=0)
    assert "your team loses 100 points" in mine and "You's" not in mine
    theirs = describe(Penalised(1, points=100, reason=PenaltyReason.TOLD_YES_NOT_OUT,
                                section="§1 Going out"),
                      names, tables, me=0)
    assert "West's team loses 100 points" in theirs
    i18n.set_language(qapp, "fr")
    assert "votre équipe perd 100 points" in describe(penalty, names, tables, me=0)


def test_a_penalty_cites_the_section_that_sets_it_in_the_variant(qapp):
    """§1 Going out holds the broken-yes penalty; §5 Rami canasta names none,
    so a rami penalty cites §1 too (play-test: "(§5 Canasta rami)")."""
    from canasta_desktop.session.event_text import penalty_reason

    rami = Penalised(0, points=100, reason=PenaltyReason.TOLD_YES_NOT_OUT,
                     section=get_rules("rami", 4, "teams").penalty_section())
    assert "(§1 Going out)" in penalty_reason(rami)
    i18n.set_language(qapp, "fr")
    try:
        assert "(§1 " in penalty_reason(rami) and "§5" not in penalty_reason(rami)
    finally:
        i18n.set_language(qapp, "en")


def test_the_seating_draw_speaks_of_partners_only_where_there_are_teams(qapp):
    for variant, players in (("two", 2), ("three", 3)):
        match = Match.new(get_rules(variant), 7, [f"P{i}" for i in range(players)],
                          draw_seats=True)
        intro = seating_intro(match)
        assert "partner" not in intro and " his " not in intro, intro
    four = Match.new(get_rules("classic"), 7, ["A", "B", "C", "D"], draw_seats=True)
    assert "partner" in seating_intro(four) and " his " not in seating_intro(four)


@pytest.mark.parametrize("language, said", [
    ("en", "between cards of one rank, spades beat hearts, diamonds, then clubs"),
    ("fr", "à hauteur égale, le pique bat le cœur, puis le carreau, puis le trèfle")])
def test_the_seating_draw_says_how_cards_rank_as_the_draw_ranks_them(qapp, language, said):
    """§1 Seating.  Play-test: "7♠ beat 7♣" with no word why, and nothing on
    the seats of a side's third player."""
    from canasta_desktop.model.cards import card_tables
    from canasta_desktop.model.match import _seating_key

    tables = card_tables(get_rules("classic").deck)
    key = {code: _seating_key(tables.code.index(code), tables)
           for code in ("AS", "KS", "2S", "7S", "7H", "7D", "7C")}
    assert key["AS"] > key["KS"] > key["2S"], "aces high, twos low"
    assert key["7S"] > key["7H"] > key["7D"] > key["7C"], "spades, hearts, diamonds, clubs"
    six = Match.new(get_rules("six-2x3"), 7, [f"P{i}" for i in range(6)], draw_seats=True)
    i18n.set_language(qapp, language)
    try:
        intro = seating_intro(six)
    finally:
        i18n.set_language(qapp, "en")
    assert said in intro.replace("\u00a0", " "), intro
    assert ("the others take the other seats" in intro or "les autres prennent" in intro)


def test_origen_calls_its_stop_card_a_retener(qapp):
    rules = get_rules("origen")
    bot, rng = make_bot("greedy"), random.Random(1)
    tables = card_tables(rules.deck)
    for seed in range(20):
        deal = Match.new(rules, seed, ["A", "B", "C", "D"]).start_deal()
        for _ in range(300):
            if deal.is_over:
                break
            top = deal.pile[-1] if deal.pile else None
            if top is not None and tables.is_black_three[top]:
                talk = table_talk(deal.view_for(deal.current_seat), ["A", "B", "C", "D"])
                said = " ".join(talk.frozen_reasons)
                assert "Retener" in said and "black three" not in said
                return
            seat = deal.current_seat
            deal.apply(bot.choose(deal.view_for(seat), deal.legal_actions(), rng), seat)
    raise AssertionError("no Retener came on top of the pile")


def test_origen_advice_names_a_card_with_the_article_its_reasons_use(qapp):
    """Play-test: "discard Retener" beside reasons that say "the Ceibo"; s41,
    French: « défaussez Retener », « ajoutez Vanneau à vos Vanneau » beside
    « défaussez le 5♠ ».  A card named alone has its article, in English and
    French: « le Retener », « la Diva », « l'Améthyste »."""
    from canasta_desktop.model.actions import Discard, Meld, MeldPart
    from canasta_desktop.model.cards import JOKER
    from canasta_desktop.session.event_text import advice_text

    rules = get_rules("origen")
    deal = Match.new(rules, 3, ["A", "B", "C", "D"]).start_deal()
    view = deal.view_for(0)
    tables = card_tables(rules.deck)
    retener = next(c for c in range(len(tables.code)) if tables.is_black_three[c])
    diva = next(c for c in range(len(tables.code)) if tables.rank[c] == JOKER)
    amethyst = next(c for c in range(len(tables.code)) if tables.rank[c] == 8)
    vanneau = next(c for c in range(len(tables.code)) if tables.rank[c] == 10)
    melds = [dict(m) for m in view.melds]
    melds[view.team] = {10: (vanneau,) * 3}
    view = view._replace(melds=tuple(melds))
    add = Meld((MeldPart(10, (vanneau,)),))
    assert advice_text(Discard(retener), view, "ABCD") == "discard the Retener"
    assert advice_text(add, view, "ABCD") == "add the Vanneau to your Vanneau"
    i18n.set_language(qapp, "fr")
    assert advice_text(Discard(retener), view, "ABCD") == "défaussez le Retener"
    assert advice_text(Discard(diva), view, "ABCD") == "défaussez la Diva"
    assert advice_text(Discard(amethyst), view, "ABCD") == "défaussez l'Améthyste"
    assert advice_text(add, view, "ABCD") == "ajoutez le Vanneau à vos Vanneau"


def test_the_players_default_name_follows_the_language(qapp):
    settings = GameSettings().checked()
    assert settings.player_names()[0] == "You"
    i18n.set_language(qapp, "fr")
    assert settings.player_names()[0] == "Vous"  # the name saved in English follows
    settings.names[0] = "Camille"
    assert settings.player_names()[0] == "Camille"


def test_french_keys_p_and_r_draw_and_take_and_the_hint_says_so(table, qapp):
    i18n.set_language(qapp, "fr")
    deal = table.controller.deal
    assert deal.phase == DRAW
    hint = table.status.hint.text()
    assert "(P)" in hint and "(R)" in hint and "(D)" not in hint and "(T)" not in hint
    key(table.view, Qt.Key.Key_T)  # T would say "talon" in French: it does nothing
    assert deal.phase == DRAW
    key(table.view, Qt.Key.Key_P)
    assert deal.phase == PLAY


def test_the_partners_question_speaks_to_the_player_as_you(qapp):
    """§1 Going out: the log never reads "Chloé: 'You, may I go out?'"."""
    from canasta_desktop.model.events import AskedGoOut

    names = ("You", "West", "Chloé", "East")
    tables = card_tables(get_rules("classic").deck)
    assert describe(AskedGoOut(2, partner=0), names, tables, me=0) == \
        "Chloé asks you: \u201cMay I go out?\u201d"
    assert describe(AskedGoOut(0, partner=2), names, tables, me=0) == \
        "You ask Chloé: \u201cMay I go out?\u201d"
    assert describe(AskedGoOut(1, partner=3), names, tables, me=0) == \
        "West: \u201cEast, may I go out?\u201d"
    i18n.set_language(qapp, "fr")
    names = ("Vous", "Ouest", "Chloé", "Est")
    assert describe(AskedGoOut(2, partner=0), names, tables, me=0) == \
        "Chloé vous demande\u00a0: «\u00a0Puis-je sortir\u00a0?\u00a0»"
    assert describe(AskedGoOut(0, partner=2), names, tables, me=0) == \
        "Vous demandez à Chloé\u00a0: «\u00a0Puis-je sortir\u00a0?\u00a0»"


def test_hands_are_listed_from_the_players_seat_in_the_order_of_play(qapp):
    """After a seating draw the player may sit anywhere: the side panel and
    the deal's end list his hand first, then the others as they play."""
    from canasta_desktop.ui.deal_end_dialog import seats_html

    names = ["Chloé", "Ana", "You", "Bruno"]
    for rules in (get_rules("classic"), get_rules("head-and-foot")):
        deal = Match.new(rules, 5, names).start_deal()
        while deal.phase == CHOOSE:  # Tête et Queue: the packets are taken first
            deal.apply(deal.legal_actions()[0], deal.current_seat)
        talk = table_talk(deal.view_for(2), names)
        assert [name for name, _ in talk.hands] == ["You", "Bruno", "Chloé", "Ana"]
        if rules.foot_size:
            assert [name for name, _ in talk.feet] == ["You", "Bruno", "Chloé", "Ana"]
        html = seats_html(deal, names, me=2)
        rows = [html.index(f"<b>{name}</b>") for name in ("You", "Bruno", "Chloé", "Ana")]
        assert rows == sorted(rows)


def test_the_seating_draw_says_who_sits_out_the_first_deal_and_that_it_goes_round(qapp):
    """§2 five and six-rotating (fifth play-test: the table opened on "Bruno
    sits this deal out" with nothing said before)."""
    from canasta_desktop.ui.seating_dialog import seating_lines

    for variant, players in (("five", 5), ("six-rotating", 6)):
        names = [f"P{i}" for i in range(players)]
        match = Match.new(get_rules(variant), 7, names, draw_seats=True)
        resting = match.sitting_out(1)
        line = seating_lines(match, me=None)[-1]
        assert line.startswith("Sitting out the first deal: "), line
        assert all(match.names[p] in line for p in resting)
        assert "take turns" in line and "§2" in line
        me = resting[0]
        assert "first deal: you" in seating_lines(match, me=me)[-1]
    # Two people resting read as a pair, the person first (play-test: "Elsa, You").
    match = Match.new(get_rules("six-rotating"), 7, [f"P{i}" for i in range(6)],
                      draw_seats=True)
    first, second = sorted(match.sitting_out(1))
    assert f"first deal: you & {match.names[first]}." in seating_lines(match, me=second)[-1]
    assert (f"first deal: {match.names[first]} & {match.names[second]}."
            in seating_lines(match, me=None)[-1])
    classic = Match.new(get_rules("classic"), 7, ["A", "B", "C", "D"], draw_seats=True)
    assert not any("Sitting out" in line for line in seating_lines(classic))


def test_the_panel_says_what_the_side_lacks_to_go_out_until_it_has_it(qapp):
    """Fifth play-test: in Tête et Queue nothing on the table said that a
    red and a black canasta are needed; the refusal alone did."""
    from canasta_desktop.model.facts import table_facts

    names = ["A", "B", "C", "D"]
    for variant, words_expected in (
            ("head-and-foot", "Your team needs a red (pure) and a black (mixed) canasta "
                              "before going out (§3 Tête et Queue)"),
            ("classic", "Your team needs a canasta before going out (§1 Going out)"),
            ("six-3x2", "Your team needs 2 canastas before going out (§2 Variants")):
        rules = get_rules(variant)
        deal = Match.new(rules, 5, names + ["E", "F"] if rules.players == 6 else names
                         ).start_deal()
        view = deal.view_for(0)
        assert not table_facts(view).side_of(0).meets_canasta_need
        assert table_talk(view, names * 2).go_out_need.startswith(words_expected)
        assert table_talk(view, names * 2, spectating=True).go_out_need == ""
    rami = Match.new(get_rules("rami"), 5, names).start_deal()
    assert table_talk(rami.view_for(0), names).go_out_need == "", "rami needs no canasta"


def test_a_player_without_a_partner_is_told_what_he_needs_not_his_side(qapp):
    """Play-test: "your side needs 2 canastas" said to a two-player and a
    three-player seat, who play alone (three players: until the pile makes
    partners)."""
    for variant, players, said in (("two", 2, "You need 2 canastas before going out"),
                                   ("three", 3, "You need a canasta before going out")):
        deal = Match.new(get_rules(variant), 5, ["A", "B", "C"][:players]).start_deal()
        need = table_talk(deal.view_for(0), ["A", "B", "C"]).go_out_need
        assert need.startswith(said), need
    i18n.set_language(qapp, "fr")
    try:
        deal = Match.new(get_rules("two"), 5, ["A", "B"]).start_deal()
        assert table_talk(deal.view_for(0), ["A", "B"]).go_out_need.startswith(
            "Vous devez avoir 2 canastas avant de sortir")
    finally:
        i18n.set_language(qapp, "en")


def test_the_panel_says_you_when_the_player_sits_the_deal_out(window, qtbot):
    """Fifth play-test: the table said "You sit this deal out" and the panel
    "Sitting out: Maximilian-Alexander" (his own name)."""
    rules = get_rules("five")
    names = ("Max", "Ana", "Bob", "Cy", "Dee")
    (resting,) = Match.new(rules, 6, names).sitting_out(1)
    bots = ["greedy"] * 5
    bots[resting] = None
    controller = window.controller
    controller.bot_delay_ms = 10_000
    controller.new_game(rules, seed=6, names=names, bot_names=bots)
    assert controller.sitting_out() == (resting,) and controller.spectating
    text = window.side_panel.talk_label.text()
    assert "Sitting out: you" in text and f"Sitting out: {names[resting]}" not in text
    # Why, as the seating draw says it (play-test: a name and no reason).
    assert "A team's players take turns (§2 " in text.replace("&#x27;", "'"), text


def test_a_card_drawn_again_at_the_seating_says_why_in_a_sentence(qapp):
    """Play-test: "You draw K♦: the same card as another player: draws
    again"; "Chloé tire Fou : un Fou : tire à nouveau"."""
    from canasta_desktop import i18n
    from canasta_desktop.ui.seating_dialog import seating_lines

    names = ["Ann", "Bruno", "Chloé", "Diego"]
    match = Match.new(get_rules("classic"), 0, names, draw_seats=True)
    joker = next(d for draw in match.seating.draws for d in draw if d.redraw == "joker")
    place = match.seating.seat_of_player[joker.player]
    name = match.names[place]
    lines = seating_lines(match, me=None)
    assert f"{name} draws the joker: a joker does not count; {name} draws again" in lines
    assert any(line.endswith(": a joker does not count, so you draw again")
               for line in seating_lines(match, me=place))
    i18n.set_language(qapp, "fr")
    try:
        french = seating_lines(match, me=None)
    finally:
        i18n.set_language(qapp, "en")
    assert f"{name} tire le Fou\u00a0: un Fou ne compte pas\u00a0; {name} tire à nouveau" in french


def test_a_joker_drawn_or_thrown_alone_is_a_joker_in_the_log(qapp):
    """Play-test: "You draw joker", "Vous piochez Fou"; a card's sign
    reads as it is ("You draw 6♦"), a list too."""
    from canasta_desktop.model.events import Discarded, Drew

    names = ("You", "West", "North", "East")
    tables = card_tables(get_rules("classic").deck)
    joker = next(c for c in range(len(tables.code)) if tables.code[c] == "JK")
    six = next(c for c in range(len(tables.code)) if tables.code[c] == "6D")
    assert describe(Drew(0, (joker,), (joker,), 1), names, tables) == "You draw a joker"
    assert describe(Drew(0, (six,), (six,), 1), names, tables) == "You draw 6♦"
    assert describe(Drew(0, (six, joker), (six, joker), 2), names, tables) == \
        "You draw 6♦ and a joker", "play-test: '6♦ joker' read as one card"
    assert describe(Discarded(1, joker), names, tables) == "West discards a joker"
    i18n.set_language(qapp, "fr")
    try:
        assert describe(Drew(0, (joker,), (joker,), 1), names, tables) == "Vous piochez un Fou"
        assert describe(Discarded(0, joker), names, tables) == "Vous défaussez un Fou"
        assert describe(Drew(0, (joker, six), (joker, six), 2), names, tables) == \
            "Vous piochez un Fou et 6♦"
    finally:
        i18n.set_language(qapp, "en")


def test_origen_with_the_stock_out_the_turn_hint_never_offers_to_end_the_deal(window):
    """§4 Stock exhausted: play goes on while the pile can be taken, so the
    status line says how to take it, not "or click the stock to end the
    deal", which the engine refuses there (review)."""
    from canasta_desktop.ui.turn_hint import turn_hint_text
    from tests.model.builders import position

    rules = get_rules("origen")
    window.controller.load_deal(position(hands={0: "9S 9D 8D 8C"}, stock="", phase="draw",
                                         melds={0: {"K": "KS KH KC"}}, pile="5C 9H",
                                         rest="pile", rules=rules))
    said = turn_hint_text(window.controller)
    assert said.startswith("The stock is empty: select cards and click the pile"), said
    assert "end the deal" not in said
    window.controller.load_deal(position(hands={0: "4S 9D 8D 8C"}, stock="", phase="draw",
                                         melds={0: {"K": "KS KH KC"}}, pile="5C 9H",
                                         rest="pile", rules=rules))
    assert turn_hint_text(window.controller) == ("The stock is empty and you cannot take the "
                                                 "pile: click the stock to end the deal")


def test_the_seating_draw_names_the_sides_as_the_table_then_does(window, qapp):
    """Play-test: the draw said "Équipe A : Bruno & Chloé / Équipe B : Vous &
    Ana", and the side panel then "Nous (Vous & Ana)" and "Eux (Chloé &
    Bruno)": the same sides, named two ways.  The draw now names them as
    the panel does, the player's side first, in both languages."""
    import re
    from html import unescape

    window.controller.bot_delay_ms = 10_000
    s = GameSettings(variant="classic", seating_draw=True, speed="Instant").checked()
    window.games.apply_settings(s, start=False)
    for language, us, them in (("en", "We", "They"), ("fr", "Nous", "Eux")):
        i18n.set_language(qapp, language)
        window.games.start_game(seed=12)
        dialog = window.games.seating_dialog
        panel = unescape(window.side_panel.talk_label.text()).replace("\u2011", "-")
        ours = re.search(rf"<b>{us}</b> \(([^)]*)\)", panel).group(1)
        theirs = re.search(rf"<b>{them}</b> \(([^)]*)\)", panel).group(1)
        colon = "\u00a0:" if language == "fr" else ":"
        team_lines = dialog.text().splitlines()[-2:]
        assert team_lines == [f"{us}{colon} {ours}", f"{them}{colon} {theirs}"], team_lines
        assert "Team" not in dialog.text() and "Équipe" not in dialog.text()
        # « l'aîné » said of Ana or Chloé was a masculine word for a woman (play-test).
        assert "aîné" not in dialog.text() and "meilleure carte et jou" in dialog.text() \
            if language == "fr" else "drew the best card" in dialog.text()
        dialog.start()


def test_the_seating_draw_of_three_sides_names_the_two_others_by_their_players():
    """Six players in three teams (§2): the table calls only the player's
    side "Us"; the other two are their names, with no "Team B" (review)."""
    from canasta_desktop.model.match import Match, player_teams
    from canasta_desktop.model.variants import rules_for
    from canasta_desktop.ui.seating_dialog import team_lines

    rules = rules_for("six-3x2")
    match = Match(rules, 1, ["You", "Ana", "Bruno", "Chloé", "Diego", "Elsa"], 0)
    lines = team_lines(match, player_teams(rules), 0)
    assert lines[0].startswith("We: You & ") and len(lines) == 3
    assert not any("Team" in line for line in lines), lines
    assert all(" & " in line for line in lines[1:])


@pytest.mark.parametrize("language, expected", [
    ("en", "Canastas: 1 (red 0, black 1)"), ("fr", "Canastas\u00a0: 1 (rouges 0, noires 1)")])
def test_s3_head_and_foot_the_panel_says_which_canasta_colour_a_side_has(qapp, language,
                                                                           expected):
    """Play-test: the panel said "Your side needs a red (pure) and a black
    (impure) canasta" and "Canastas: 1", not which one the side had; in
    Tête et Queue it counts them by colour (§3), elsewhere only their number."""
    from tests.model.builders import position
    from tests.model.test_s3_head_and_foot import HF, IMPURE, NO_FEET

    from canasta_desktop.ui.side_panel import talk_html

    names = ["You", "West", "North", "East"]
    i18n.set_language(qapp, language)
    try:
        state = position(rules=HF, hands={0: "7S 7H 7D"}, melds={0: {"Q": IMPURE}},
                         feet=NO_FEET)
        html = talk_html(table_talk(state.view_for(0), names)).replace("&nbsp;", "\u00a0")
        assert expected in html, html
        classic = position(rules=get_rules("classic"), hands={0: "7S 7H 7D"},
                           melds={0: {"Q": IMPURE}})
        html = talk_html(table_talk(classic.view_for(0), names)).replace("&nbsp;", "\u00a0")
        assert expected.split(" (")[0] in html, html
        assert "(red" not in html and "(rouges" not in html
    finally:
        i18n.set_language(qapp, "en")


def test_the_panel_says_who_dealt_and_follows_the_deal_round_the_table(qapp):
    """Play-test, five players: only the score sheet said who dealt, so the
    deal's round could not be followed at the table.  The side panel's
    heading says it ("Deal 2 · dealt by Chloé"), the engine's dealer; §1:
    the deal passes clockwise."""
    from canasta_desktop.bots.driver import play_deal
    from canasta_desktop.ui.side_panel import talk_html

    rules = get_rules("five")
    names = ["You", "Ana", "Bruno", "Chloé", "Diego"]
    match = Match.new(rules, 5, names, draw_seats=False)
    bots = [make_bot("greedy") for _ in range(rules.seats)]
    dealers = []
    for number in range(1, 5):
        if match.is_over:
            break
        deal = match.start_deal()
        seated = match.deal_names(number)
        seat = seated.index("You") if "You" in seated else 0
        talk = table_talk(deal.view_for(seat), seated, number)
        expected = ("dealt by you" if deal.dealer == seat
                    else f"dealt by {seated[deal.dealer]}")
        assert talk.dealt_by == expected
        assert expected in talk_html(talk)
        dealers.append(deal.dealer)
        play_deal(deal, bots, random.Random(number))
        match.finish_deal()
    assert len(dealers) >= 3
    assert dealers == [(dealers[0] + k) % rules.seats for k in range(len(dealers))], "clockwise"
    assert "dealt by you" in [table_talk(Match.new(rules, 5, names, draw_seats=False)
                                         .start_deal().view_for(s), names[:4]).dealt_by
                              for s in range(4)]
    i18n.set_language(qapp, "fr")
    try:
        deal = Match.new(rules, 5, names, draw_seats=False).start_deal()
        talk = table_talk(deal.view_for((deal.dealer + 1) % 4), names[:4])
        assert talk.dealt_by == f"distribuée par {names[deal.dealer]}"
    finally:
        i18n.set_language(qapp, "en")


@pytest.mark.parametrize("yes, said", [
    (True, "Your partner said yes: take the pile, then go out. Keeping cards costs your team "
           "100."),
    (False, "Your partner said no: you may not go out this turn. The stock is empty: take the "
            "pile, or end the deal.")])
def test_asked_before_drawing_with_the_stock_empty_the_panel_repeats_the_answer(yes, said, qapp):
    """§1 Going out: asked before taking the pile, the answer binds for the
    turn.  With cards in the stock the panel repeated it; with the stock
    empty it said only "take the pile, or end the deal"."""
    from canasta_desktop.model.actions import AnswerGoOut, AskGoOut
    from tests.model.builders import position

    deal = position(hands={0: "KS KH 5C 6D", 1: "4C 4D", 2: "9C 9D", 3: "6C 6S"}, pile="8S KD",
                    rest="pile", phase="draw",
                    melds={0: {"7": "7S 7H 7C 7S 7H 7D 7C"}, 1: {"9": "9S 9H 9H"}})
    assert not deal.stock and AskGoOut() in deal.legal_actions()
    deal.apply(AskGoOut(), 0)
    deal.apply(AnswerGoOut(yes), 2)
    assert deal.phase == DRAW and deal.current_seat == 0
    assert table_talk(deal.view_for(0), ["You", "Ana", "Bruno", "Chloé"]).doing == said


def test_s4_origen_log_counts_alike_cards_rather_than_naming_each(qapp):
    """§4 Origen: its cards have names, not suits.  A meld of three aces and
    a joker read "Jockey Club: Jockey Club Jockey Club Jockey Club Diva"
    (play-test); alike cards are now counted."""
    from canasta_desktop.model.rules import CardDesign
    from canasta_desktop.model.variants import rules_for
    from canasta_desktop.session.event_text import log_lines
    from canasta_desktop.model.events import seen_by
    from tests.model.builders import position
    from tests.model.variant_helpers import meld

    state = position(rules=rules_for("origen", 4), hands={0: "AS AH AD JK 7C 8D 9S"},
                     turn=0, phase="play", melds={0: {"K": "KS KH KC"}})
    events = state.apply(meld(state, "A", "AS AH AD JK"), 0)
    names = ("South", "West", "North", "East")

    def told(seat):
        return log_lines(seen_by(events, seat), names, state.tables, me=seat,
                         design=CardDesign.ORIGEN)
    assert told(0) == ["You meld Jockey Club: Jockey Club\u00a0\u00d73, Diva"]
    assert told(1) == ["South melds Jockey Club: Jockey Club\u00a0\u00d73, Diva"]
    i18n.set_language(qapp, "fr")
    try:
        assert told(1)[0].endswith("Jockey Club\u00a0\u00d73, Diva")
    finally:
        i18n.set_language(qapp, "en")


@pytest.mark.parametrize("language, said", [
    ("en", "C is thinking over your question: may I go out?"),
    ("fr", "C réfléchit à votre question\u00a0: puis-je sortir\u00a0?")])
def test_the_partner_answering_the_players_question_answers_you(qapp, language, said):
    """§1 Going out.  Play-tests: « Bruno répond à Vous : puis-je sortir ? »,
    the player's name where the sentence speaks to him; then « Nord vous
    répond : puis-je sortir ? », read as the partner asking."""
    from tests.model.builders import position

    state = position(hands={0: "8S 8H 8D 4C", 2: "5C 9H"}, pile="5S 9D", turn=0,
                     phase="answer", melds={0: {"7": "7C 7D 7H 7S 7C 7D 7H"}})
    assert state.current_seat == 2
    i18n.set_language(qapp, language)
    try:
        mine = table_talk(state.view_for(0), ["You", "B", "C", "D"]).doing
        others = table_talk(state.view_for(1), ["You", "B", "C", "D"]).doing
    finally:
        i18n.set_language(qapp, "en")
    assert mine == said
    assert others.startswith("C ") and ("You" in others or "Vous" in others), others


@pytest.mark.parametrize("language, blocked", [("en", "blocked for everybody"),
                                               ("fr", "bloquée pour tous")])
def test_s3_a_red_three_on_top_blocks_the_pile_and_the_headline_says_so(window, qapp,
                                                                        language, blocked):
    """§3 Tête et Queue: a red three may be discarded, and on top it stops
    everybody.  Play-test: "Pile: 3 cards, not frozen" over "a red three is
    on top: nobody can take the pile".  At the deal's end nothing is said of
    a pile nobody takes any more."""
    from canasta_desktop.model.variants import rules_for
    from tests.model.builders import position

    state = position(rules=rules_for("head-and-foot"), hands={0: "5C 5D 9H 4C"},
                     pile="6D 4C 3H", turn=0, phase="draw", melds={0: {"K": "KS KH KD"}})
    talk = table_talk(state.view_for(0), ["You", "B", "C", "D"])
    assert talk.pile_blocked_for_everybody and not talk.pile_frozen_for_me
    i18n.set_language(qapp, language)
    try:
        window.controller.load_deal(state)
        text = window.side_panel.text()
    finally:
        i18n.set_language(qapp, "en")
    assert blocked in text, text
    over = position(rules=rules_for("head-and-foot"), hands={0: "5C 5D 9H 4C"},
                    pile="6D 4C 3H", turn=0, phase="over")
    ended = table_talk(over.view_for(0), ["You", "B", "C", "D"])
    assert not ended.pile_blocked_for_everybody and not ended.frozen_reasons
    assert ended.deal_over and not ended.pile_frozen_for_me
    assert not ended.pile_frozen_for_everybody


@pytest.mark.parametrize("language, said, to_you", [
    ("en", "a black three was turned up: the first player cannot take the pile",
     "a black three was turned up: you play first and cannot take the pile"),
    ("fr", "un 3 noir a été retourné : le premier joueur ne peut pas prendre la pile",
     "un 3 noir a été retourné : vous jouez en premier et ne pouvez pas prendre la pile"),
])
def test_the_panel_says_a_black_three_turned_up_stops_the_first_player(qapp, language, said,
                                                                         to_you):
    """RULES.md §1 Frozen pile: the 9C turned up over the black three is on
    top, and the panel says why the first player must draw all the same; to
    the first player himself, as "you" (play-test: « le premier joueur » on
    his own turn)."""
    deal = first_player_with_nines_and_aces("3S 9C")
    i18n.set_language(qapp, language)
    try:
        mine = table_talk(deal.view_for(0), ["A", "B", "C", "D"])
        assert to_you in [r.replace("\u00a0", " ") for r in mine.frozen_reasons]
        watched = table_talk(deal.view_for(0), ["A", "B", "C", "D"], watching=True)
        assert said in [r.replace("\u00a0", " ") for r in watched.frozen_reasons]
        talk = table_talk(deal.view_for(1), ["A", "B", "C", "D"])
        assert said in [r.replace("\u00a0", " ") for r in talk.frozen_reasons]
        deal.apply(Draw(), 0)
        deal.apply(Discard(deal.hands[0][-1]), 0)
        later = table_talk(deal.view_for(1), ["A", "B", "C", "D"]).frozen_reasons
        assert said not in [r.replace("\u00a0", " ") for r in later]
    finally:
        i18n.set_language(qapp, "en")


@pytest.mark.parametrize("yes, said", [
    (True, "Your partner said yes: draw, then go out."),
    (False, "Your partner said no: draw; you may not go out this turn."),
])
def test_the_partners_answer_offers_only_the_stock_when_the_pile_is_blocked(yes, said):
    """Asked before the deal's first draw, over a black three turned up: the
    answer's line says draw, never "draw or take the pile" beside the reason
    the pile cannot be taken (review)."""
    from canasta_desktop.model import AnswerGoOut, AskGoOut

    deal = first_player_with_nines_and_aces("3S 9C")
    deal.apply(AskGoOut(), 0)
    deal.apply(AnswerGoOut(yes), 2)
    doing = table_talk(deal.view_for(0), ["A", "B", "C", "D"]).doing
    assert doing.startswith(said) and "take the pile" not in doing


def test_a_black_three_on_top_stops_you_when_you_draw_next():
    """The black three discarded stops the next player: on his own turn the
    panel tells him so as "you" (play-test, five players: « le joueur
    suivant ne peut pas la prendre » while he was that player)."""
    from tests.model.builders import position

    deal = position(hands={0: "7S 7H 9C", 1: "8S 8H 4C", 2: "5S 5H", 3: "6S 6H"},
                    pile="KS 3C", phase="draw", turn=0)
    mine = table_talk(deal.view_for(0), ["A", "B", "C", "D"]).frozen_reasons
    assert "a black three is on top: you cannot take the pile" in mine
    other = table_talk(deal.view_for(2), ["A", "B", "C", "D"]).frozen_reasons
    assert "a black three is on top: the next player cannot take it" in other


def test_origen_calls_a_bonus_card_turned_up_a_sol(qapp):
    """§4: a Sol turned up freezes the pile as a red three does (§1 Deal);
    the panel names the card on the table (play-test: « un 3 rouge a été
    retourné » under a Sol)."""
    rules = get_rules("origen")
    tables = card_tables(rules.deck)
    for seed in range(200):
        deal = Match.new(rules, seed, ["A", "B", "C", "D"], draw_seats=False).start_deal()
        if any(tables.is_red_three[c] for c in deal.upcards):
            said = " ".join(table_talk(deal.view_for(deal.current_seat),
                                       ["A", "B", "C", "D"]).frozen_reasons)
            assert "a Sol was turned up" in said and "red three" not in said
            return
    raise AssertionError("no Sol was turned up")


def test_a_black_three_on_top_is_not_told_once_the_player_has_drawn():
    """Play-test s32 F14: after drawing, the panel still said "a black three
    is on top: the next player cannot take it", though the card the player
    is about to discard will cover it: it stops nobody any more."""
    from canasta_desktop.model import Draw
    from tests.model.builders import position

    deal = position(hands={0: "7S 7H 9C", 1: "8S 8H 4C", 2: "5S 5H", 3: "6S 6H"},
                    pile="KS 3C", phase="draw", turn=0)
    deal.apply(Draw(), 0)
    for seat in (0, 2):
        said = table_talk(deal.view_for(seat), ["A", "B", "C", "D"]).frozen_reasons
        assert not any("black three" in reason for reason in said), said


def test_the_panel_says_when_the_side_may_go_out_once_it_has_its_canastas(qapp):
    """Play-test s38 (a beginner): "Your side needs a canasta before going
    out" went away with the canasta, and nothing said that going out was now
    allowed, nor that the partner is asked first (§1 Going out).  Alone (two
    players), "you may"; a foot still face down (§3) or rami (no canasta
    needed, §5) say nothing; in French too."""
    from canasta_desktop.model.actions import AskGoOut, Meld, MeldPart
    from tests.model.builders import cards, position

    canasta = {"K": "KS KH KD KC KS KH KD"}
    names = ["A", "B", "C", "D"]
    four = position(hands={0: "7S 8H 9D QC"}, melds={0: canasta})
    assert table_talk(four.view_for(0), names).go_out_need == (
        "Your team may go out: ask your partner first, before taking the pile or melding "
        "(§1 Going out)")
    optional = position(hands={0: "7S 8H 9D QC"}, melds={0: canasta},
                        rules=replace(get_rules("classic"), asking_to_go_out_optional=True))
    assert table_talk(optional.view_for(0), names).go_out_need == (
        "Your team may go out (§1 Going out)")
    two = position(hands={0: "7S 8H 9D QC"}, rules=get_rules("two"),
                   melds={0: {**canasta, "Q": "QS QH QD QC QS QH QD"}})
    assert table_talk(two.view_for(0), names).go_out_need.startswith("You may go out (§2")
    assert table_talk(four.view_for(0), names, spectating=True).go_out_need == ""
    # Asked this turn, the headline says what the answer means; melded
    # before asking, it is too late to ask this turn: no "may go out".
    four.apply(AskGoOut())
    assert table_talk(four.view_for(0), names).go_out_need == ""
    melded = position(hands={0: "7S 7H 7D 8H 9D QC"}, melds={0: canasta})
    melded.apply(Meld((MeldPart(7, tuple(cards(melded, "7S 7H 7D"))),)))
    assert table_talk(melded.view_for(0), names).go_out_need == ""
    pure_and_mixed = {"K": "KS KH KD KC KS KH KD", "Q": "QS QH QD QC QS 2H JK"}
    foot_down = position(hands={0: "7S 8H 9D QC"}, melds={0: pure_and_mixed},
                         rules=get_rules("head-and-foot"))
    assert table_talk(foot_down.view_for(0), names).go_out_need == ""
    foot_up = position(hands={0: "7S 8H 9D QC"}, melds={0: pure_and_mixed},
                       rules=get_rules("head-and-foot"), feet={0: ""})
    assert table_talk(foot_up.view_for(0), names).go_out_need.startswith("Your team may go out")
    rami = position(hands={0: "7S 8H 9D QC"}, rules=get_rules("rami", 4, "teams"))
    assert table_talk(rami.view_for(0), names).go_out_need == ""
    i18n.set_language(qapp, "fr")
    try:
        fresh = position(hands={0: "7S 8H 9D QC"}, melds={0: canasta})
        assert table_talk(fresh.view_for(0), names).go_out_need == (
            "Votre équipe peut sortir\u00a0: demandez d'abord à votre partenaire, avant de "
            "prendre la pile ou d'étaler (§1 Sortir)")
    finally:
        i18n.set_language(qapp, "en")


def test_the_panel_warns_that_red_threes_count_against_a_side_with_nothing_melded(window, qapp):
    """Play-test s38 (a beginner): a side's red threes count against it when
    it has melded nothing by the deal's end (§1 Red threes); the table said
    so only at the deal's end ("Red threes −200").  The side panel says it
    while it lasts, in English and French, and no more once the side melds."""
    from tests.model.builders import position

    c = window.controller
    c.load_deal(position(hands={0: "7S 8H 9D QC KS KH KD"}, red_threes={0: "3H"},
                         melds={1: {"Q": "QS QH QD"}}, turn=0, phase="play",
                         opened={0: True}))
    label = window.side_panel.talk_label
    said = "Nothing melded yet: your red threes would count against you (§1 Red threes)"
    assert said in label.text()
    i18n.set_language(qapp, "fr")
    try:
        assert ("Rien d'étalé pour l'instant\u00a0: vos 3 rouges compteraient contre vous "
                "(§1 Trois rouges)") in label.text().replace("&#x27;", "'")
    finally:
        i18n.set_language(qapp, "en")
    c.load_deal(position(hands={0: "7S 8H 9D QC"}, red_threes={0: "3H"},
                         melds={0: {"K": "KS KH KD"}}, turn=0, phase="play"))
    assert "would count against you" not in label.text()


def test_a_card_drawn_at_either_end_of_the_spread_is_said_to_lie_there(qapp):
    """§1 Seating and teams (redraw on one of the first four or last four
    cards of the spread deck).  Play-test s40: "Ana draws the 8♥: the first
    and last four cards of the spread do not count" never said that the 8♥
    lay among them; and French « la suivante prend la place de son
    partenaire » read as taking the seat the partner had."""
    from canasta_desktop import i18n
    from canasta_desktop.ui.seating_dialog import seating_lines

    names = ["Ann", "Bruno", "Chloé", "Diego"]
    matches = (Match.new(get_rules("classic"), seed, names, draw_seats=True)
               for seed in range(60))
    match = next(m for m in matches
                 if any(d.redraw == "edge" for draw in m.seating.draws for d in draw))
    edge = next(d for draw in match.seating.draws for d in draw if d.redraw == "edge")
    name = match.names[match.seating.seat_of_player[edge.player]]
    lines = seating_lines(match, me=None)
    said = [line for line in lines if line.startswith(f"{name} draws ") and "spread" in line]
    assert said and said[0].endswith(": it lay among the first or last four cards of the "
                                     f"spread deck, which do not count; {name} draws again")
    i18n.set_language(qapp, "fr")
    try:
        french = seating_lines(match, me=None)
        intro = seating_intro(match)
    finally:
        i18n.set_language(qapp, "en")
    assert any(line.endswith("\u00a0: cette carte était parmi les quatre premières ou les "
                             "quatre dernières de l'éventail, qui ne comptent pas\u00a0; "
                             f"{name} tire à nouveau") for line in french), french
    assert "celui qui tire la suivante devient son partenaire" in intro, intro
    assert "prend la place de son partenaire" not in intro
