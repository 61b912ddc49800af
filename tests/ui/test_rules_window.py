"""Help → Rules holds the rules themselves, under the section titles that
refusals cite, so that a player told "(§1 Opening)" can read that section
in the game, in English and in French."""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QUrl

from canasta_desktop import i18n, words
from canasta_desktop.model import sections
from canasta_desktop.model.refusal_text import section_text
from canasta_desktop.model.variants import VARIANTS
from canasta_desktop.session import gestures
from canasta_desktop.session.settings import GameSettings
from canasta_desktop.ui.help_dialogs import rulebook_sections, section_anchor

from .deals import ids
from .mouse import click, drag

CITABLE = sorted({value for name, value in vars(sections).items()
                  if name.startswith("S_")})


def every_rule_set():
    for info in VARIANTS.values():
        for players in info.player_counts:
            for layout in info.layouts(players):
                yield info.rules_for(players, layout.id)


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_section_a_refusal_may_cite_has_its_text_in_both_languages(lang):
    for section in CITABLE:
        paragraphs = words.rulebook(section, lang)
        assert paragraphs and all(p.strip() for p in paragraphs), (section, lang)
        if lang == "fr":  # its title is translated like the refusals' citations
            assert words.template("section", section, lang), section
    # Both books hold the same sections with as many list items each, so that a
    # rule written in one language is not missing from the other.
    for section in CITABLE:
        items = [sum(p.startswith("- ") for p in words.rulebook(section, lang))
                 for lang in ("en", "fr")]
        assert items[0] == items[1], section


RED_THREE_ON_TOP = {
    "en": ("A red three discarded on top blocks the pile for everybody until it is covered: "
           "taking the pile melds its top card, and a red three can never be melded."),
    "fr": ("Un 3 rouge défaussé sur le dessus bloque la pile pour tous jusqu'à ce qu'une carte "
           "le recouvre\u00a0: prendre la pile étale sa carte du dessus, et un 3 rouge ne s'étale "
           "jamais."),
}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_s3_says_why_a_discarded_red_three_blocks_the_pile(lang):
    """§3 lets red threes be discarded; the engine then refuses the pile to
    everybody (pile.TopBlock.RED_THREE) and cites §3, which must say why."""
    assert RED_THREE_ON_TOP[lang] in words.rulebook(sections.S_HEAD_FOOT, lang)


@pytest.mark.parametrize("lang, cap", [
    ("en", "at most three jokers, Divas and Gentlemen together"),
    ("fr", "au plus trois jokers, Divas et Gentlemen ensemble"),
])
def test_s4_origen_rules_count_gentlemen_among_the_three_jokers(lang, cap):
    """§4 (seed 003: "les cartes JOKER (Diva 50pt), les cartes JOKER
    (Gentleman 20pt) ... pas plus de trois JOKERS"): the engine caps Divas
    and Gentlemen together (test_s4_origen); the French text had said
    « au plus trois Divas » (rules audit)."""
    text = " ".join(words.rulebook(sections.S_ORIGEN, lang)).replace("\u00a0", " ")
    assert cap in text
    assert "trois Divas" not in text and "une Diva," not in text


@pytest.mark.parametrize("lang, said", [
    ("en", ["a tie", "a joker", "first or last four cards of the spread deck"]),
    ("fr", ["égalité", "Fou", "quatre premières ou quatre dernières cartes du jeu étalé"]),
])
def test_s1_seating_says_every_card_the_draw_makes_a_player_redraw(lang, said):
    """RULES.md §1 Seating and teams: "Redraw on: identical cards, a joker,
    one of the first four or last four cards of the spread deck"; the
    seating draw redraws on all three (match.py: joker, edge, tie), the
    rules window named two (rules audit)."""
    text = " ".join(words.rulebook(sections.S_SEATING, lang)).replace("\u00a0", " ")
    for reason in said:
        assert reason in text


def test_each_variant_shows_the_sections_its_refusals_cite_before_the_classic_rules():
    for rules in every_rule_set():
        shown = rulebook_sections(rules)
        assert set(sections.GENERAL_SECTIONS) <= set(shown), rules.id
        for _general, governing in rules.governing_sections:
            assert governing in shown, (rules.id, governing)
        assert shown[:len(rules.own_sections)] == rules.own_sections


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_every_section_the_rules_refer_to_is_in_the_same_window(lang, qapp):
    """Play-test: a two-player game's rules said "(see Three players,
    isolated hand)", a section only a three-player game's window holds."""
    from canasta_desktop.ui.help_dialogs import rulebook_html

    assert i18n.set_language(qapp, lang) == lang
    checked = 0
    try:
        for rules in every_rule_set():
            html = rulebook_html(rules)
            titles = [section_text(section, lang).split(" ", 1)[1]
                      for section in rulebook_sections(rules)]
            for target in re.findall(r"\((?:see|voir) ([^)]+)\)", html):
                assert target in titles, (rules.id, target)
                checked += 1
        assert checked, "the rules do refer to other sections (Red threes)"
    finally:
        i18n.set_language(qapp, "en")


def _numbers(text: str) -> set[int]:
    return {int(n.replace("\u00a0", "").replace(" ", "").replace(",", ""))
            for n in re.findall(r"\d{1,3}(?:[ ,\u00a0]\d{3})+(?!\d)|\d+", text)}


@pytest.mark.parametrize("lang", ["en", "fr"])
def test_the_opening_minimums_written_are_the_engines(lang):
    """§1 Opening, §3 Tête et Queue, §4 Origen, §5 Rami: the minimums the
    player reads are the ones the engine asks for."""
    checks = [("classic", sections.S_OPENING), ("head-and-foot", sections.S_HEAD_FOOT),
              ("origen", sections.S_ORIGEN), ("rami", sections.S_RAMI)]
    for variant_id, section in checks:
        rules = VARIANTS[variant_id].rules_for()
        written = _numbers(" ".join(words.rulebook(section, lang)))
        minimums = (set(rules.opening_by_deal) if rules.opening_by_deal
                    else {m for _, m in rules.opening_table if m})
        thresholds = {t for t, _ in rules.opening_table if 0 < t < 10**6}
        assert minimums <= written, (variant_id, minimums - written)
        if not rules.opening_by_deal:
            # "above 3 000" is the engine's 3 001
            assert thresholds <= written | {w + 1 for w in written}, variant_id


def test_a_refused_meld_names_a_section_the_rules_window_explains(table, qapp):
    deal = table.controller.deal
    click(table.view, table.scene.stock_point())
    seven = ids(deal, "7C")[0]
    drag(table.view, table.scene.hand_point(seven), table.scene.zone_point(gestures.NEW_MELD))
    message = table.window.statusBar().currentMessage()
    assert message.endswith("(§1 Melds)")
    dialog = table.help.show_rules()
    text = dialog.text()
    assert "§1 Melds" in text
    assert "A meld is three or more cards of one rank" in text
    assert "3,000 and more: 120" in text
    assert "does not say otherwise" not in text, "classic has no section of its own"

    i18n.set_language(qapp, "fr")
    drag(table.view, table.scene.hand_point(seven), table.scene.zone_point(gestures.NEW_MELD))
    message = table.window.statusBar().currentMessage()
    assert message.endswith("(§1 Combinaisons)")
    text = table.help.show_rules().text()
    assert "§1 Combinaisons" in text
    assert "Une combinaison compte au moins trois cartes" in text


def test_the_rules_window_scrolls_to_a_section(window, qapp):
    settings = GameSettings(variant="rami", seating_draw=False).checked()
    window.games.apply_settings(settings, start=False)
    window.games.start_game(seed=3)
    dialog = window.help.show_rules()
    text = dialog.text()
    # Rami's own section comes first, before the classic rules it builds on.
    assert text.index("§5 Rami canasta") < text.index("§1 Seating and teams")
    # ... and the classic rules are said to give way to it (§1 asks 15 below
    # zero, rami nothing: the player must know which one holds).
    caveat = "they apply wherever the section above does not say otherwise"
    assert text.index("§5 Rami canasta") < text.index(caveat) < text.index("§1 Seating")
    # §1 is headed as one chapter before its named sections (play-test: "§1
    # Seating…, §1 Turn, §1 Melds…" read as a numbering bug).
    assert text.index(caveat) < text.index("§1 Classic Canasta") < text.index("§1 Seating")
    assert text.count("§1 Classic Canasta") == 1
    bar = dialog.browser.verticalScrollBar()
    assert bar.value() == 0 and bar.maximum() > 0
    dialog.show_section(sections.S_SCORING)
    assert bar.value() > 0


def test_help_rules_opens_at_the_section_the_refusal_shown_cites(table, qapp):
    """Told "(§1 Melds)", the player presses F1 (Help → Rules): the window
    opens at §1 Melds; once the game moves on, it opens at the top again."""
    table.menus.rules_action.trigger()
    assert table.help.rules_dialog.browser.verticalScrollBar().value() == 0
    deal = table.controller.deal
    click(table.view, table.scene.stock_point())
    seven = ids(deal, "7C")[0]
    drag(table.view, table.scene.hand_point(seven), table.scene.zone_point(gestures.NEW_MELD))
    assert table.window.statusBar().currentMessage().endswith("(§1 Melds)")
    table.menus.rules_action.trigger()
    browser = table.help.rules_dialog.browser
    at = browser.verticalScrollBar().value()
    assert at > 0
    top_line = browser.cursorForPosition(browser.viewport().rect().topLeft()).block().text()
    assert top_line == "§1 Melds"
    drag(table.view, table.scene.hand_point(seven), table.scene.pile_point())  # a move: it moves on
    table.menus.rules_action.trigger()
    assert table.help.rules_dialog.browser.verticalScrollBar().value() == 0


def test_house_rules_say_the_rule_in_force_not_yes_or_no(window):
    """§6 House rules: "At most 3 wild cards per meld: no" read as a double
    negative (play-test); a rule turned off is said as the rule it leaves,
    in English and French, and never as "yes" or "no"."""
    dialog = window.help.show_rules()
    said = dialog.text()
    assert "Any number of wild cards in a meld, fewer than its natural cards" in said
    assert "At most 3 wild cards" not in said and ": no" not in said and ": yes" not in said
    window.menus.language_actions["fr"].trigger()
    said = dialog.text().replace("\u00a0", " ")
    assert "Autant de passe-partout qu'on veut par combinaison" in said, said
    assert " : non" not in said and " : oui" not in said


def _block(dialog, words_in_it: str):
    """The paragraph (or list line) of the rules window holding `words_in_it`."""
    block = dialog.browser.document().begin()
    while block.isValid():
        if words_in_it in block.text():
            return block
        block = block.next()
    raise AssertionError(f"no line with {words_in_it!r}")


def _marked(block) -> bool:
    """Bold on a coloured ground, as the window marks the game played."""
    fragment = block.begin().fragment()
    bold = fragment.charFormat().fontWeight() >= 700
    ground = (block.blockFormat().background().style() != 0
              or fragment.charFormat().background().style() != 0)
    return bold and ground


def _between(text: str, first: str, middle: str, last: str) -> bool:
    """`middle` comes right after `first` (a heading), before `last` (the
    first words of the passage it notes), with no heading between them."""
    start = text.index(first)
    at = text.index(middle, start)
    end = text.index(last, at)
    return "\n\u00a7" not in text[start:at] + text[at:end]


def test_six_3x2_rules_mark_its_own_line_and_the_classic_figures_it_changes(window, qapp):
    """Play-test: six-3x2's rules window said "Each player is dealt 11 cards"
    and "all four: 800" with no mark, and its line of §2 looked like the
    others.  Now its line is marked "This game:", and each §1 passage whose
    figure this game changes opens with a note giving the engine's figure."""
    settings = GameSettings(variant="six-3x2", seating_draw=False).checked()
    window.games.apply_settings(settings, start=False)
    window.games.start_game(seed=3)
    window.menus.rules_action.trigger()  # F1
    dialog = window.help.rules_dialog
    text = dialog.text()
    game = "In this game (Canasta for six: three teams of two): "
    see = " \u2014 see \u00a72 Variants of classic Canasta"
    dealt = game + "13 cards dealt to each player" + see
    assert _between(text, "\u00a71 Seating and teams", dealt, "Each player is dealt 11 cards")
    opening = game + ("opening minimum 15 below zero, 50 from 0, 90 from 1,500, "
                      "120 from 3,000, 150 from 7,000" + see)
    assert _between(text, "\u00a71 Opening", opening, "3,000 and more: 120")
    red = game + "red threes 100 each up to 4, then 5 are worth 1,000, 6 are worth 1,200" + see
    assert _between(text, "\u00a71 Red threes", red, "Each is worth 100 (all four: 800)")
    assert _between(text, "\u00a71 Going out", game + "2 canastas to go out" + see,
                    "at least one canasta")
    assert _between(text, "\u00a71 Scoring a deal", game + "game to 10,000" + see,
                    "reaches 5,000")
    assert _marked(_block(dialog, dealt)) and _marked(_block(dialog, red))
    line = _block(dialog, "six players in three teams of two: 162 cards")
    assert line.text().startswith("This game: six players in three teams of two")
    assert _marked(line)
    assert not _marked(_block(dialog, "two players: 15 cards each"))
    assert text.count("This game:") == 1
    # "see §2 ..." takes the player there.
    bar = dialog.browser.verticalScrollBar()
    dialog.show_section(sections.S_SCORING)
    low = bar.value()
    dialog.browser.setSource(QUrl("#" + section_anchor(sections.S_VARIANTS)))
    assert bar.value() < low

    window.menus.language_actions["fr"].trigger()  # the open window follows
    text = dialog.text().replace("\u00a0", " ")
    game = "Dans cette partie (Canasta à six : trois équipes de deux) : "
    see = " \u2014 voir \u00a72 Variantes de la Canasta classique"
    dealt = game + "13 cartes distribuées à chaque joueur" + see
    assert _between(text, "\u00a71 Places et équipes", dealt, "Chacun reçoit 11 cartes")
    red = game + "3 rouges à 100 chacun jusqu'à 4, puis 5 valent 1 000, 6 valent 1 200" + see
    assert _between(text, "\u00a71 Trois rouges", red, "Chacun vaut 100 (les quatre : 800)")
    assert _between(text, "\u00a71 Ouverture", "150 dès 7 000" + see, "3 000 et plus : 120")
    # Play-test s37 fr: "minimum d'ouverture 15 en dessous de zéro" (rami: "… aucun en
    # dessous de zéro") wanted the colon of the per-player line.
    assert game + "minimum d'ouverture selon le total : 15 en dessous de zéro, 50 dès 0" in text
    line = _block(dialog, "à six en trois équipes de deux")
    assert line.text().replace("\u00a0", " ").startswith(
        "Cette partie : à six en trois équipes de deux")
    assert _marked(line) and _marked(_block(dialog, "13 cartes distribuées à chaque joueur"))
    assert not _marked(_block(dialog, "à deux"))


def test_classic_rules_carry_no_mark_and_head_and_foot_marks_its_own_section(window):
    dialog = window.help.show_rules()
    text = dialog.text()
    assert "In this game" not in text and "This game" not in text
    settings = GameSettings(variant="head-and-foot", seating_draw=False).checked()
    window.games.apply_settings(settings, start=False)
    window.games.start_game(seed=3)
    text = window.help.show_rules().text()
    own = "This game (Head and Foot, T\u00eate et Queue) follows this section first"
    assert _between(text, "\u00a73 T\u00eate et Queue", own, "Four players in two teams")
    game = "In this game (Head and Foot, T\u00eate et Queue): "
    assert _between(text, "\u00a71 Red threes", game + "red threes earn no bonus: each one "
                    "still held costs 100 \u2014 see \u00a73 T\u00eate et Queue", "Each is worth 100")
    assert _between(text, "\u00a71 Opening", game + "opening minimum by deal: 30, 60, 90, 120",
                    "below zero: 15")
    assert game + "4 deals" in text


def test_rami_rules_note_every_classic_figure_rami_plays_otherwise(window, qapp):
    """Play-test: under §5, §1's "Going out earns 100", "pure 500", "a black
    three melded to go out", "at most six wild cards" and "one natural and a
    wild" stood without a note, and nothing said that a rami side without a
    canasta counts its red threes against it (as the deal end does)."""
    settings = GameSettings(variant="rami", seating_draw=False).checked()
    window.games.apply_settings(settings, start=False)
    window.games.start_game(seed=3)
    text = window.help.show_rules().text()
    game = "In this game (Rami Canasta, rummy): "
    see = " \u2014 see \u00a75 Rami canasta"
    assert _between(text, "\u00a71 Melds", game + "threes are never melded, not even to go "
                    "out" + see, "A meld is three or more")
    assert _between(text, "\u00a71 Melds", game + "a pure canasta earns 700, a mixed one 300"
                    + see, "A meld is three or more")
    assert _between(text, "\u00a71 Taking the discard pile", game + "the pile is always taken "
                    "with a natural pair of its top card's rank, frozen or not" + see,
                    "Instead of drawing")
    assert _between(text, "\u00a71 Frozen pile", game + "the pile takes any number of wild "
                    "cards" + see, "A frozen pile is taken")
    assert _between(text, "\u00a71 Going out", game + "going out earns no bonus, concealed or "
                    "not" + see, "You go out when")
    assert _between(text, "\u00a71 Scoring a deal", game + "a team without a canasta counts "
                    "its melds and its red threes against it, as it does its hand" + see,
                    "Each team scores")
    assert "its red threes and its hand all count against it" in text, "§5 says it too"


def test_each_classic_passage_a_house_rule_changes_says_so(window, qapp):
    """§6.  Play-test s37: with "asking optional" and "a discarded wild stops
    only the next player" chosen, Help → Rules' §1 Going out still said
    "With a partner, ask “may I go out?”… and obey the answer" and §1 Frozen
    pile "for everybody after a wild card is discarded… until the pile is
    taken", unmarked: the house rules were listed only at the top."""
    from canasta_desktop.model.rules import get_rules

    window.controller.new_game(rules=get_rules("classic").with_options(
        asking_to_go_out_optional=True, wild_freezes_until_taken=False), seed=3)
    window.menus.rules_action.trigger()
    dialog = window.help.rules_dialog
    text = dialog.text()
    asking = "House rule of this game: Asking the partner before going out is optional"
    assert _between(text, "\u00a71 Going out", asking, "You go out when")
    wild = "House rule of this game: A discarded wild stops only the next player"
    assert _between(text, "\u00a71 Frozen pile", wild, "A frozen pile is taken")
    assert _marked(_block(dialog, asking)) and _marked(_block(dialog, wild))
    assert "House rule of this game: At most 3" not in text, "a rule as classic has it: no note"
    window.menus.language_actions["fr"].trigger()
    text = dialog.text().replace("\u00a0", " ")
    assert _between(text, "\u00a71 Sortir", "Règle maison de cette partie : Demander la permission "
                    "de sortir est facultatif", "Vous sortez")


def test_the_pile_s_three_cards_and_origen_s_melds_and_stock_are_noted_under_section_1(window, qapp):
    """Play-test s37: Help → Rules of Tête et Queue said under §1 "you may take
    the whole pile" with no note (a take gives the top three cards); Origen's
    said "a meld must always hold more naturals than wild cards" (Origen lays
    two ordinary cards with three jokers) and "when they cannot, or do not,
    the deal ends" (Origen goes on while the pile can be taken), unmarked."""
    settings = GameSettings(variant="head-and-foot", seating_draw=False).checked()
    window.games.apply_settings(settings, start=False)
    window.games.start_game(seed=3)
    text = window.help.show_rules().text()
    game = "In this game (Head and Foot, T\u00eate et Queue): "
    assert _between(text, "\u00a71 Taking the discard pile", game + "taking the pile gives only "
                    "its top 3 cards, the top card included \u2014 see \u00a73 T\u00eate et Queue",
                    "Instead of drawing")
    settings = GameSettings(variant="origen", seating_draw=False).checked()
    window.games.apply_settings(settings, start=False)
    window.games.start_game(seed=3)
    dialog = window.help.show_rules()
    text = dialog.text()
    game = "In this game (Canasta Origen): "
    see = " \u2014 see \u00a74 Canasta Origen"
    melds = game + "a meld holds at least two ordinary cards and at most three jokers"
    assert _between(text, "\u00a71 Melds", melds, "A meld is three or more")
    stock = game + ("once the stock is out, play goes on while players can take the pile "
                    "and stops when one cannot" + see)
    assert _between(text, "\u00a71 Stock exhausted", stock, "When the stock is empty")
    assert _marked(_block(dialog, stock))
    window.menus.language_actions["fr"].trigger()
    text = dialog.text().replace("\u00a0", " ")
    assert "au plus trois jokers, qui peuvent être plus nombreux qu'elles" in text


def test_origen_s_note_under_section_1_red_threes_calls_them_sols(window, qapp):
    """Play-test s37: Help → Rules of Origen noted under §1 Red threes "In this
    game (Canasta Origen): red threes 100 each": Origen's bonus card is the
    Sol, as its §4, its deal's end and its sheet say."""
    settings = GameSettings(variant="origen", seating_draw=False).checked()
    window.games.apply_settings(settings, start=False)
    window.games.start_game(seed=3)
    dialog = window.help.show_rules()
    assert _between(dialog.text(), "\u00a71 Red threes", "In this game (Canasta Origen): Sols 100 "
                    "each \u2014 see \u00a74 Canasta Origen", "A red three is laid")
    window.menus.language_actions["fr"].trigger()
    assert "Dans cette partie (Canasta Origen) : Sols à 100 chacun" in dialog.text().replace(
        "\u00a0", " ")


def test_the_top_of_the_rules_points_a_newcomer_to_how_to_play_at_the_table(table, qapp):
    """Play-test s38 (a beginner): Help → Rules opened on the summary, the
    house rules and §1; how to play a turn with the mouse ("At the table")
    came last, below every rule.  A line near the top says so, and a click
    on its link brings "At the table" into view; in French too."""
    from PySide6.QtCore import Qt
    from PySide6.QtGui import QTextCursor
    from PySide6.QtTest import QTest

    dialog = table.help.show_rules()
    text = dialog.text()
    line = "New to the game? At the table, after the rules, says how to play a turn with the mouse."
    assert line in text and text.index(line) < text.index("§1 Seating and teams")
    browser = dialog.browser
    bar = browser.verticalScrollBar()
    bar.setValue(0)
    found = browser.document().find("At the table")
    assert not found.isNull()
    middle = QTextCursor(found)
    middle.setPosition(found.selectionStart() + 3)
    spot = browser.cursorRect(middle).center()
    QTest.mouseClick(browser.viewport(), Qt.MouseButton.LeftButton, Qt.KeyboardModifier.NoModifier,
                     spot)
    assert bar.value() > bar.maximum() * 0.5, "scrolled down to the table's part"
    heading = browser.document().find("Your turn, with the mouse:")
    shown = browser.cursorRect(QTextCursor(heading))
    assert browser.viewport().rect().contains(shown.center())
    i18n.set_language(qapp, "fr")
    try:
        assert ("Vous découvrez le jeu ? À la table, après les règles, dit comment jouer un "
                "tour à la souris.") in dialog.text()
    finally:
        i18n.set_language(qapp, "en")


def test_the_house_rules_say_what_going_out_concealed_is_where_they_first_name_it(window, qapp):
    """Play-test s38 (a beginner): Help → Rules listed "Concealed going out
    also with a canasta the team already has" among the house rules, at the
    top, while only §1 Going out, far below, says what going out concealed
    is.  The term is said under the rule, before §1; in French too, in the
    rulebook's words (§1 Going out: with or without a final discard, nothing
    melded or laid off before; review of s39), as the settings' tooltip."""
    dialog = window.help.show_rules()
    text = dialog.text()
    rule = text.index("Going out concealed also with a canasta the team already has")
    said = text.index("Going out concealed: melding your whole hand in one turn, with or without "
                      "a final discard, having melded or laid off nothing before.")
    assert rule < said < text.index("§1 Seating and teams")
    i18n.set_language(qapp, "fr")
    try:
        text = dialog.text().replace("\u00a0", " ")
        said = text.index("Sortie surprise : toute votre main étalée en un tour, avec ou sans "
                          "défausse finale, sans avoir rien étalé ni ajouté avant.")
        assert text.index("Sortie surprise aussi avec une canasta") < said < text.index("§1 Places")
    finally:
        i18n.set_language(qapp, "en")
