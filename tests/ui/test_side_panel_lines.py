"""The side panel's lists of names (fourth play-test): in French the "Cartes
en main" list of six hands ("Vous : 7 · Chloé-Marguerite : 1 · …") began a
line with "·" and broke a name at its hyphen ("Chloé-" / "Marguerite").
The dot now keeps to the entry before it (a no-break space) and the names'
hyphens are non-breaking ones; checked on the panel's own rich text, laid
out at every width the panel may have."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QTextDocument, QTextOption

from canasta_desktop import i18n, words
from canasta_desktop.model.phases import PLAY
from canasta_desktop.model.rules import get_rules
from canasta_desktop.ui.main_window import SIDE_PANEL_WIDTHS

from .deals import late_deal

SIX = ("You", "Chloé-Marguerite", "Louis-Ferdinand", "Jean-Christophe", "Marie-Antoinette",
       "Pierre-Alexandre")


def laid_out_lines(html: str, font, width: float) -> list[str]:
    """The lines of the panel's rich text as a label `width` wide lays them out."""
    document = QTextDocument()
    document.setDefaultFont(font)
    document.setHtml(html)
    document.setTextWidth(width)
    document.size()  # laid out now
    lines: list[str] = []
    block = document.begin()
    while block.isValid():
        layout, text = block.layout(), block.text()
        for i in range(layout.lineCount()):
            line = layout.lineAt(i)
            piece = text[line.textStart():line.textStart() + line.textLength()]
            lines.extend(part.strip() for part in piece.split("\u2028"))
        block = block.next()
    return [line for line in lines if line]


def test_the_french_hand_list_of_six_gives_each_player_a_line_of_his_own(window, qtbot, qapp):
    """Play-tests: six counts strung on one line ("Vous : 7 · Chloé-Marguerite
    : 1 · …") read as a run-on paragraph, and broke a name at its hyphen.
    Each player's count now has a line of its own, the name whole on it, at
    every width the panel may have."""
    late_deal(window.controller, qtbot, get_rules("six-3x2"), seed=3, moves=70, names=SIX)
    assert i18n.set_language(qapp, "fr") == "fr"
    panel = window.side_panel
    qtbot.waitUntil(lambda: "Cartes en main" in panel.text())
    html = panel.text()
    font = panel.talk_label.font()
    shown = panel.talk_label.width()
    assert shown > 0
    hands = window.controller.deal.hands
    seat_of = {name: seat for seat, name in enumerate(SIX)}
    for width in sorted({shown, *range(180, 460, 7)}):
        lines = [line.replace("\u2011", "-") for line in laid_out_lines(html, font, width)]
        start = lines.index("Cartes en main")
        listed = lines[start + 1:start + 1 + len(SIX)]
        counts = [line.rsplit("\u00a0:\u00a0", 1) for line in listed]
        assert all(len(pair) == 2 for pair in counts), (width, counts)
        names = ["You" if name == "Vous" else name for name, _ in counts]
        assert names[0] == "You" and sorted(names) == sorted(SIX), (width, counts)
        assert [int(n) for _, n in counts] == [len(hands[seat_of[name]]) for name in names]


def test_the_stock_counts_its_last_card_as_one_in_both_languages(table, qapp):
    """Play-test: "Stock: 1 cards" / "Talon : 1 cartes"."""
    from dataclasses import replace

    from canasta_desktop.ui.side_panel import talk_html

    last = replace(table.side_panel.talk, stock=1)
    assert "Stock:</b> 1 card<" in talk_html(last)
    assert "Stock:</b> 2 cards<" in talk_html(replace(last, stock=2))
    i18n.set_language(qapp, "fr")
    assert "Talon\u00a0:</b> 1 carte<" in talk_html(last)


def test_a_pile_frozen_for_everybody_is_said_so_in_its_headline(window):
    """Play-test: "Pile : 31 cartes, gelée pour vous • un passe-partout a été
    défaussé : gelée pour tous" (§1 Taking the discard pile)."""
    from tests.model.builders import position

    window.controller.load_deal(position(hands={0: "9C 9D 5S 6H 7C"}, pile="8S 2C 4D",
                                         melds={0: {"K": "KS KH KD"}}, phase="draw"))
    text = window.side_panel.text()
    assert "Pile:</b> 3 cards, frozen for everybody<br>" in text, text
    assert "frozen for you" not in text


def test_an_empty_pile_is_empty_neither_frozen_nor_not(window):
    """Play-test (rami): "Pile : 0 carte, gelée pour vous" after a take."""
    from canasta_desktop.model.rules import get_rules as rules_of
    from tests.model.builders import position

    window.controller.load_deal(position(hands={0: "9C 9D 5S 6H 7C"}, pile="",
                                         rules=rules_of("rami", 4, "solo"), phase="draw"))
    text = window.side_panel.text()
    assert "Pile:</b> empty" in text and "frozen" not in text and "\u2022" not in text, text


def test_three_players_partners_show_each_their_own_opening_minimum(window, qapp):
    """§2 Three players: the opening minimum is per player, also once two are
    partners; the panel showed the first partner's for both (play-test)."""
    from canasta_desktop.model import TakePile
    from tests.model.builders import cards, position

    three = get_rules("three")
    window.controller.new_game(rules=three, seed=3, bot_names=(None, "greedy", "greedy"))
    state = position(rules=three, hands={0: "7S 7H 4C 5C 6C", 1: "5H 5D 9C 8C", 2: "KC 6D 4D"},
                     pile="TD 7D", melds={0: {"J": "JS JH JD"}, 1: {"9": "9S 9H 9D"}},
                     phase="draw", scores_before=(0, 0, 3500))
    state.apply(TakePile(cards(state, "7S 7H")))
    names = window.controller.names
    minimums = three.opening_minimum(0), three.opening_minimum(3500)
    window.controller.load_deal(state)
    text = window.side_panel.text()
    assert (f"Opening minimums: {names[1]}\u00a0<b>{minimums[0]}</b> (opened)\u00a0· "
            f"{names[2]}\u00a0<b>{minimums[1]}</b> (not opened)") in text, text
    i18n.set_language(qapp, "fr")
    try:
        assert "Minimums d'ouverture\u00a0: " in window.side_panel.text(), window.side_panel.text()
    finally:
        i18n.set_language(qapp, "en")
    state = position(rules=get_rules("three"), hands={0: "7S 7H 4C 5C 6C", 1: "5H 5D 9C 8C"},
                     pile="TD 7D", melds={0: {"J": "JS JH JD"}, 1: {"9": "9S 9H 9D"},
                                          2: {"5": "5S 5C 5D"}}, phase="draw")
    state.apply(TakePile(cards(state, "7S 7H")))
    window.controller.load_deal(state)
    text = window.side_panel.text()
    assert "Opening minimum: <b>50</b> (opened)" in text and "minimums" not in text, text


def test_s5_rami_the_panel_says_melds_count_against_a_side_without_a_canasta(window, qapp):
    """§5 Rami canasta: without a canasta, melds and red threes count
    negative; the panel said nothing of it (play-test).  It says so until
    the side has a canasta, in English and French."""
    from canasta_desktop.model.rules import get_rules as rules_of
    from tests.model.builders import position

    rami = rules_of("rami", 4, "solo")
    window.controller.load_deal(position(hands={0: "9C 9D 5S 6H 7C"}, rules=rami,
                                         melds={0: {"K": "KS KH KD"}}, phase="draw"))
    said = ("No canasta yet: your melds and red threes count against you "
            "(\u00a75 Rami canasta)")
    assert said in window.side_panel.text()
    i18n.set_language(qapp, "fr")
    try:
        assert ("Pas encore de canasta\u00a0: vos cartes étalées et vos 3 rouges comptent "
                "en négatif (\u00a75 Canasta rami)") in window.side_panel.text()
    finally:
        i18n.set_language(qapp, "en")
    window.controller.load_deal(position(hands={0: "9C 9D 5S 6H 7C"}, rules=rami, phase="draw",
                                         melds={0: {"K": "KS KH KD KC KS KH KD"}}))
    assert "No canasta yet" not in window.side_panel.text()


def test_a_long_name_of_one_word_wraps_inside_the_panel(window, qtbot, qapp):
    """Play-test: a 24-letter name without a space or hyphen ran past the
    panel's edge ("Cards in hand" cut) and, at 1280x720, under the "Partner,
    may I go out?" button.  At every width the panel may have, each line of
    it now fits: a word too wide is broken, one that fits never is."""
    widest = "W" * 24  # the widest letter, as many as the table shows
    long_name = "Maximiliendelaroquebrune"  # 24 letters too, of the usual width
    names = ("You", widest, long_name, "Ana", "Bruno", "Chloé-Marguerite")
    late_deal(window.controller, qtbot, get_rules("six-3x2"), seed=3, moves=70, names=names)
    panel = window.side_panel
    font = panel.talk_label.font()
    low, high = SIDE_PANEL_WIDTHS
    for language, in_hand in (("en", "Cards in hand"), ("fr", "Cartes en main")):
        assert i18n.set_language(qapp, language) == language
        qtbot.waitUntil(lambda: in_hand in panel.text())
        for width in range(low - 20, high + 81, 30):
            panel.resize(width, panel.height())
            html = panel.text()
            room = panel.talk_room()
            # A label breaks lines at word boundaries only (QTextDocument's
            # own default would break a word anywhere).
            document = QTextDocument()
            document.setDefaultFont(font)
            document.setDefaultTextOption(QTextOption(Qt.AlignmentFlag.AlignLeft))
            document.setHtml(html)
            document.setTextWidth(room)
            assert document.idealWidth() <= room + 0.5, (language, width)
            shown = html.replace("\u200b", "")
            assert widest in shown and long_name in shown, "the whole names, only broken"
            if width >= 300:
                assert long_name in html, f"{long_name} fits {room} px: never broken"
    # The log (a list) has no line wider than itself: no sideways scroll bar.
    log = panel.log
    panel.add_note(lambda: [f"{widest} takes the pile (7 cards): 10\u2660 added to the tens"])
    assert widest in log.item(log.count() - 1).text().replace("\u200b", "")
    log.setFixedWidth(low - 20 - 16)  # the narrowest panel, less its margins
    qtbot.waitUntil(lambda: not log.horizontalScrollBar().isVisible() or
                    log.horizontalScrollBar().maximum() == 0)


def test_s3_each_foot_is_told_on_its_players_hand_line_and_the_panel_fits_1280(
        window, qtbot, qapp, monkeypatch, tmp_path):
    """§3 Tête et Queue: a second list, "Cards in the foot", made the panel
    scroll at 1280×720 (play-test).  Each player's foot now follows his hand's
    count ("Bruno: 5 · foot 11", "picked up" once in hand), in both languages,
    and the whole panel shows without scrolling."""
    from .screen_1280 import on_1280x720

    names = ("You", "Ana", "Bruno", "Chloé")
    for moves in range(70, 400, 30):
        deal = late_deal(window.controller, qtbot, get_rules("head-and-foot"), seed=4,
                         moves=moves, names=names)
        picked = [s for s in range(4) if not deal.feet[s]]
        waiting = [s for s in range(4) if deal.feet[s]]
        if picked and waiting:
            break
    assert picked and waiting, "a foot picked up and one still down"
    for language, foot, taken in (("en", "foot", "foot picked up"),
                                  ("fr", "queue", "queue prise")):
        on_1280x720(window, qapp, monkeypatch, language, tmp_path)
        window.controller.load_deal(deal)
        panel = window.side_panel
        lines = [line.replace("\u00a0", " ") for line in
                 laid_out_lines(panel.text(), panel.talk_label.font(), panel.talk_label.width())]
        shown = [words.name_in(name, language) for name in names]  # "You" is "Vous"
        for seat in waiting:
            assert any(line.startswith(shown[seat]) and
                       line.endswith(f"{len(deal.hands[seat])} · {foot} {len(deal.feet[seat])}")
                       for line in lines), (seat, lines)
        for seat in picked:
            assert any(line.startswith(shown[seat]) and line.endswith(f" · {taken}")
                       for line in lines), (seat, lines)
        qtbot.waitUntil(lambda: panel.talk_label.height() > 0)
        qapp.processEvents()
        assert panel.talk_scroll.verticalScrollBar().maximum() == 0, language
    i18n.set_language(qapp, "en")


def test_s5_six_alone_the_scores_go_round_the_table_as_the_hands(window, qtbot):
    """§5 Rami, six each for himself, after a seating draw: the panel listed
    the scores as "You, then the game's order" and the hands below round
    the table from You (play-test).  Both now go round the table."""
    rules = get_rules("rami", 6, "solo")
    names = ("You", "Ana", "Bruno", "Chloé", "Diego", "Elsa")
    c = window.controller
    for seed in range(40):
        c.new_game(rules, seed=seed, names=names, bot_names=[None] + ["greedy"] * 5,
                   draw_seats=True, paused=True)
        if c.human_seat:
            break
    assert c.human_seat, "a draw that seats the player away from place 0"
    lines = laid_out_lines(window.side_panel.text(), window.side_panel.talk_label.font(), 600)
    scores = [line.split("\u00b7")[0].strip("\u00a0 ") for line in lines if "\u00b7 Score" in line]
    start = lines.index("Cards in hand")
    hands = [line.split(":")[0] for line in lines[start + 1:start + 7]]
    assert len(scores) == 6 and scores == hands, (scores, hands)


def test_s3_tete_et_queue_s_panel_has_no_red_threes_count(window, qtbot):
    """Play-test s32 F20: "Red threes: 0" for each side all deal long, though
    Tête et Queue never lays them (§3: held, or discarded); beside it the
    deal's end counted −100 for each one held.  Classic keeps its count."""
    from canasta_desktop.model.rules import get_rules as rules_of

    assert "Red threes: 0" in window.side_panel.text()
    window.controller.new_game(rules_of("head-and-foot"), seed=4,
                               bot_names=(None, "greedy", "greedy", "greedy"))
    qtbot.waitUntil(lambda: "Canastas: 0 (red 0, black 0)" in window.side_panel.text())
    text = window.side_panel.text()
    assert "Red threes" not in text, text
    assert "(red 0, black 0)<br>" not in text and "(red 0, black 0)</p>" in text, \
        "no empty line where the count was"


def test_s4_origen_the_panel_names_each_side_s_tiles(window, qapp):
    """Play-test s32 (Origen for six, long names): the zone's plates fell
    back to "▣ 3", the ranks to cover only in a tooltip; the panel said
    "Tiles: 3".  It names them."""
    from canasta_desktop.model.actions import AnnounceTile
    from tests.model.builders import position

    rules = get_rules("origen")
    c = window.controller
    c.bot_delay_ms = 10_000
    c.new_game(rules, seed=5, bot_names=[None, "greedy", "greedy", "greedy"])
    deal = position(rules=rules, hands={0: "4C 5C 6C 7C 8C 9C TC QC 4H 5H"},
                    melds={0: {"K": "KS KH KD"}})
    for rank in (7, 14):
        deal.apply(AnnounceTile(rank))
    c.load_deal(deal)
    assert "Tiles: Calebasse, Jockey Club" in window.side_panel.text()
    i18n.set_language(qapp, "fr")
    assert "Dalles\u00a0: Calebasse, Jockey Club" in window.side_panel.text()


@pytest.mark.parametrize("seed", [0, 1])  # a wild turned up, and none
def test_rami_pile_is_frozen_for_everybody_by_its_rule_in_both_languages(window, qapp, seed):
    """§5: rami's pile is always taken with a natural pair.  The pile said
    "a wild card was turned up: frozen for everybody" under its ❄ when one
    was, and showed no ❄ when none was (s33); it now gives rami's rule, with
    its ❄, and lays no card crosswise."""
    from tests.model.variant_helpers import fresh_deal

    rami = get_rules("rami")
    window.controller.new_game(rules=rami, seed=3, bot_names=(None, "greedy", "greedy", "greedy"))
    window.controller.load_deal(fresh_deal(rami, seed=seed, dealer=3))  # the player first
    scene = window.scene
    for language, everybody, rule, wild in (
            ("en", "frozen for everybody", "always taken with a natural pair", "wild card"),
            ("fr", "gelée pour tous", "toujours avec une paire naturelle", "passe-partout")):
        assert i18n.set_language(qapp, language) == language
        text = window.side_panel.text().replace("\u00a0", " ")
        assert everybody in text and rule in text and wild not in text, text
        assert "\u2744" in scene.label("pile").text()
        assert all(item.rotation() == 0 for item in scene.items_in_role("pile_under")
                   + scene.items_in_role("pile"))


def test_s2_three_players_drawing_the_stock_s_last_cards_the_panel_says_the_discard_ends_the_deal(
        window, qapp):
    """Play-test s37: at three players, after drawing the stock's last cards
    the panel said only "Meld, then discard.", and the discard ended the deal
    (§2: play stops when the player who drew the last card discards) while
    the next player held a pair of it: nothing had told the player."""
    from tests.model.builders import position
    from .mouse import click

    three = get_rules("three")
    window.controller.new_game(rules=three, seed=3, bot_names=(None, "greedy", "greedy"))
    state = position(rules=three, hands={0: "7S 7H 4C 5C 6C", 1: "4D 4S 9C 8C"},
                     pile="TD", stock="2C 8H", rest=2, phase="draw")
    window.controller.load_deal(state)
    click(window.view, window.scene.stock_point())
    assert state.stock == [] and state.phase == PLAY
    said = "Meld, then discard: the stock is out, so your discard ends the deal."
    assert said in window.side_panel.text()
    i18n.set_language(qapp, "fr")
    try:
        assert ("Étalez, puis défaussez : le talon est épuisé, votre défausse termine donc la "
                "donne.") in window.side_panel.text().replace("\u00a0", " ")
    finally:
        i18n.set_language(qapp, "en")


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_a_long_name_stays_whole_in_a_log_wide_enough_for_it(window, qtbot, qapp, lang):
    """Play-test s41 (1280×720, French): "Wolfgang Mmmmmmmmm / mmmmmmm pioche
    1 carte": the log broke the name's second word for its narrowest width
    although the log shown had room for it.  It is broken for the log's
    width of the moment: whole at 1280×720, and broken again, never wider
    than the log, when the panel is narrowed."""
    from PySide6.QtGui import QFont, QFontMetrics

    from canasta_desktop.ui.side_panel import LOG_ROOM

    wide = "Mmmmmmmmmmmmmmm"
    names = ("You", "Ana", "Bruno", "Chloé", f"Wolfgang {wide}", "Diego")
    plain = QFontMetrics(QFont(window.side_panel.log.font()))
    assert plain.horizontalAdvance(wide) > LOG_ROOM - 30, "too wide for the narrowest log"
    assert i18n.set_language(qapp, lang) == lang
    try:
        late_deal(window.controller, qtbot, get_rules("six-3x2"), seed=3, moves=40, names=names)
        log = window.side_panel.log
        draws = {"en": "{name} draws 1 card", "fr": "{name} pioche 1 carte"}[lang]
        window.side_panel.add_note(lambda: [draws.format(name=names[4])])

        def his_lines() -> list[str]:
            return [log.item(i).text() for i in range(log.count()) if "Wolfgang" in
                    log.item(i).text()]

        assert his_lines()
        assert all(f"Wolfgang {wide}" in line for line in his_lines()), his_lines()
        assert log.horizontalScrollBar().maximum() == 0
        log.setFixedWidth(SIDE_PANEL_WIDTHS[0] - 16)  # the narrowest panel, less its margins
        qtbot.waitUntil(lambda: all("\u200b" in line for line in his_lines()))
        qtbot.waitUntil(lambda: log.horizontalScrollBar().maximum() == 0)
    finally:
        i18n.set_language(qapp, "en")
