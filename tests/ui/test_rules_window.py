"""Help → Rules holds the rules themselves, under the section titles that
refusals cite, so that a player told "(§1 Opening)" can read that section
in the game, in English and in French."""

from __future__ import annotations

import re

import pytest

from canasta_desktop import i18n, words
from canasta_desktop.model import sections
from canasta_desktop.model.refusal_text import section_text
from canasta_desktop.model.variants import VARIANTS
from canasta_desktop.session import gestures
from canasta_desktop.session.settings import GameSettings
from canasta_desktop.ui.help_dialogs import rulebook_sections

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


def test_each_variant_shows_the_sections_its_refusals_cite_before_the_classic_rules():
    for rules in every_rule_set():
        shown = rulebook_sections(rules)
        assert set(sections.GENERAL_SECTIONS) <= set(shown), rules.id
        for _general, governing in rules.governing_sections:
            assert governing in shown, (rules.id, governing)
        assert shown[:len(rules.own_sections)] == rules.own_sections


def _numbers(text: str) -> set[int]:
    return {int(n.replace("\u00a0", "").replace(" ", ""))
            for n in re.findall(r"\d[\d \u00a0]*\d|\d", text)}


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
    assert "3 000 and more: 120" in text
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


def test_house_rules_set_french_colons_apart(window):
    """Play-test: "par combinaison: non" in French, with no space before the colon."""
    dialog = window.help.show_rules()
    assert "At most 3 wild cards per meld: no" in dialog.text()
    window.menus.language_actions["fr"].trigger()
    said = dialog.text().replace("\u00a0", " ")
    assert "par combinaison : non" in said and "combinaison: " not in said
