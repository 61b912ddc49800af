"""Help: the rules of the variant being played, and "About".

The rules window gives the variant's numbers and house rules, then the rules
themselves (words/rulebook_*.py) under the section titles that refusals
cite, then how to play at the table.  The game played is marked in them: its
line of §2's table is highlighted, its own section says so, and each §1
passage whose figure it plays otherwise carries a note with this game's
figure (model/rule_changes.py: the model's facts, formatted here).

Both are non-modal (shown, never exec()-ed); their text is built by plain
functions that tests call.
"""

from __future__ import annotations

import re

from html import escape

from PySide6.QtCore import QSize, QCoreApplication, Qt
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QMessageBox, QTextBrowser,
                               QVBoxLayout, QWidget)

from .. import __version__, words
from ..model.melds import CanastaNeed
from ..model.refusal_text import section_text
from ..model.rule_changes import (Bonuses, CanastasToGoOut, GameEnd, OpeningScale, PileWilds,
                                  RedThreeScale, RuleChange, StockEnd, Topic, changes_in,
                                  house_rule_changes)
from ..model.rules import CardDesign, MeldWilds, RuleSet
from ..model.sections import GENERAL_SECTIONS
from ..printing.sheet_html import format_points
from .screen_fit import fit_to_screen, screen_share
from .table_input import draw_key_letter, take_key_letter

translate = QCoreApplication.translate


def rules_html(rules: RuleSet) -> str:
    """The variant's summary, and the numbers and house rules of this game."""
    name = words.label("variant", rules.id)
    summary = words.variant_summary(rules)
    facts = [
        translate("RulesDialog", "%n player(s)", None, rules.players),
        translate("RulesDialog", "%n cards dealt to each", None, rules.hand_size),
        translate("RulesDialog", "%n cards in the deck", None, rules.deck.size),
    ]
    if rules.deals_per_game:
        facts.append(translate("RulesDialog", "%n deals", None, rules.deals_per_game))
    else:
        facts.append(translate("RulesDialog", "game to {n} points").format(
            n=format_points(rules.game_target, words.current_language())))
    options = []
    for option in rules.house_options:
        value = getattr(rules, option.field)
        if isinstance(value, bool):
            # The rule in force, said as a rule ("At most 3 wild cards per
            # meld: no" read as a double negative).
            rule = escape(words.house_option_said(option.field, value, design=rules.design))
            # A term §1 defines only below (play-test s38, a beginner:
            # "Concealed going out" at the top): said under the rule.
            term = words.own_template("house_option_term", option.field, rules.design)
            if term is not None:
                rule += f"<br><i>{escape(term)}</i>"
            options.append(f"<li>{rule}</li>")
            continue
        said = words.house_option_number_said(option.field, value) \
            if isinstance(value, int) else None
        if said is not None:  # "Played with 3 decks of 54 cards" (play-test s37)
            options.append("<li>" + escape(said) + "</li>")
            continue
        text = words.own_label("house_option", option.field, rules.design)
        state = (format_points(value, words.current_language())  # "5 000" in French
                 if isinstance(value, int) else str(value))
        # French sets a space before the colon ("jeux de 54 cartes : 3"), kept
        # from breaking by the French catalogue (words.french_spacing).
        line = translate("RulesDialog", "{option}: {state}")
        options.append("<li>" + escape(line).format(option=escape(text),
                                                    state=f"<b>{escape(state)}</b>") + "</li>")
    parts = [f"<h2>{escape(name)}</h2>", f"<p>{escape(summary)}</p>",
             "<p>" + escape(" \u00b7 ".join(facts)) + "</p>"]
    if options:
        house = escape(translate("RulesDialog", "House rules"))
        parts.append(f"<h3>{house}</h3>")
        parts.append("<ul>" + "".join(options) + "</ul>")
    return "".join(parts)


def section_anchor(section: str) -> str:
    """The HTML anchor of a rules section ("§1 Frozen pile" -> "s1-frozen-pile")."""
    kept = "".join(ch if ch.isalnum() else " " for ch in section.replace("\u00a7", "s"))
    return "-".join(kept.lower().split())


TABLE_ANCHOR = "at-the-table"  # how to play a turn with the mouse (table_help_html)

# A note or line about the game played: dark text on pale yellow, whatever
# the palette.
MARKED = "background-color:#fff1b8; color:#2b2100"


def _joined(items: list[str], lang: str) -> str:
    said = items[0]
    for item in items[1:]:
        said = words.text("rule_change", "list", lang, first=said, second=item)
    return said


def change_text(change: RuleChange, lang: str, design: CardDesign = CardDesign.STANDARD) -> str:
    """This game's figure for a §1 rule it plays otherwise, in words
    ("13 cards dealt to each player"), as the game's cards name them
    (Origen's red threes are its Sols)."""
    def said(key: str, **values: object) -> str:
        found = words.own_template("rule_change", key, design, lang, values)
        if found is None:
            raise KeyError(f"no words for rule_change/{key!r} in {lang}")
        return found.format(**values)

    def points(value: int) -> str:
        return format_points(value, lang)

    value = change.value
    if isinstance(value, OpeningScale):
        if value.by_deal:
            return said("opening_by_deal", minimums=_joined([points(m) for m in value.by_deal],
                                                            lang))
        rows = []
        for lowest, minimum in value.rows:
            shown = points(minimum) if minimum else said("no_minimum")
            rows.append(said("opening_below_zero", minimum=shown) if lowest is None
                        else said("opening_from", lowest=points(lowest), minimum=shown))
        return said("opening_per_player" if value.per_player else "opening",
                    rows=_joined(rows, lang))
    if isinstance(value, CanastasToGoOut):
        key = {CanastaNeed.COUNT: "canastas", CanastaNeed.NOTHING: "canastas_none",
               CanastaNeed.RED_AND_BLACK: "canastas_red_and_black"}[value.need]
        return said(key, n=value.count)
    if isinstance(value, RedThreeScale):
        if value.held_cost:
            return said("red_held", cost=points(value.held_cost))
        if not value.then:
            return said("red_each", each=points(value.each))
        then = [said("red_then", count=count, points=points(total))
                for count, total in value.then]
        return said("red_each_up_to", each=points(value.each), up_to=value.up_to,
                    then=_joined(then, lang))
    if isinstance(value, GameEnd):
        if value.target is None:
            return said("game_deals", n=value.deals)
        return said("game_target", target=points(value.target))
    if isinstance(value, Bonuses) and change.topic is Topic.CANASTA_BONUS:
        return said("canasta_bonus", pure=points(value.usual), impure=points(value.other))
    if isinstance(value, Bonuses):
        if not (value.usual or value.other):
            return said("going_out_no_bonus")
        return said("going_out_bonus", plain=points(value.usual), concealed=points(value.other))
    if isinstance(value, MeldWilds):
        return said("meld_wilds_" + value.value)
    if isinstance(value, StockEnd):
        return said("stock_" + value.value)
    if change.topic is Topic.PILE_TAKEN_CARDS:
        return said("pile_top_cards", n=value)
    if isinstance(value, PileWilds):
        return (said("pile_wilds_unlimited") if value.most is None
                else said("pile_wilds", n=value.most))
    # A rule classic plays the other way (a yes or no): said as this game has it.
    turned = {Topic.THREES_MELDED: "threes_never_melded",
              Topic.PILE_NATURAL_PAIR: "pile_natural_pair",
              Topic.NEGATIVE_WITHOUT_CANASTA: "negative_without_canasta"}
    if change.topic in turned:
        return said(turned[change.topic])
    # a count: players, cards dealt, cards drawn
    key = {Topic.PLAYERS: "players", Topic.CARDS_DEALT: "cards_dealt",
           Topic.CARDS_DRAWN: "cards_drawn"}[change.topic]
    return said(key, n=value)


def bracketed_label(rules: RuleSet, lang: str) -> str:
    """The variant's name for a place between brackets: its own brackets
    become a comma ("Canasta for three, isolated hand"), not "(Canasta for
    three (isolated hand))" (play-test)."""
    return re.sub(r" \((.*)\)$", r", \1", words.label("variant", rules.id, lang))


def change_note_html(rules: RuleSet, change: RuleChange, lang: str) -> str:
    """"In this game (<variant>): <figure> — see <section>", the section a
    link to where the window shows it."""
    template = words.template("rule_change", "note", lang) or ""
    section = (f"<a href='#{section_anchor(change.section)}'>"
               f"{escape(section_text(change.section, lang))}</a>")
    return escape(template).format(variant=escape(bracketed_label(rules, lang)),
                                   change=escape(change_text(change, lang, rules.design)),
                                   section=section)


def rulebook_sections(rules: RuleSet) -> tuple[str, ...]:
    """The sections Help shows for `rules`: the variant's own, then §1's."""
    return tuple(rules.own_sections) + tuple(s for s in GENERAL_SECTIONS
                                            if s not in rules.own_sections)


def rulebook_html(rules: RuleSet) -> str:
    """The rules themselves, section by section, with the titles that
    refusals cite, so that a player can look up the rule a move broke."""
    lang = words.current_language()
    parts = [f"<h3>{escape(translate('RulesDialog', 'The rules'))}</h3>"]
    for section in rulebook_sections(rules):
        if section == GENERAL_SECTIONS[0] and rules.own_sections:
            # The variant's own sections come first and take precedence.
            parts.append("<p><i>" + escape(translate(
                "RulesDialog", "The rules of classic Canasta follow: they apply wherever "
                "the section above does not say otherwise.")) + "</i></p>")
        if section == GENERAL_SECTIONS[0]:
            # §1 is one chapter of named sections, each cited "§1 Opening"
            # (play-test: "§1" on every heading read as a numbering bug).
            parts.append(f"<h3>{escape(translate('RulesDialog', '§1 Classic Canasta'))}</h3>")
        title = section_text(section, lang)
        parts.append(f"<h4><a name='{section_anchor(section)}'></a>{escape(title)}</h4>")
        rows = words.rulebook_rows(section, lang)
        has_line = any(rules.id in ids for ids, _ in rows)
        if section in rules.own_sections and not has_line:
            parts.append(f"<p style='{MARKED}'><b>" + escape(words.text(
                "rule_change", "own_section", lang,
                variant=bracketed_label(rules, lang))) + "</b></p>")
        for change in changes_in(rules, section):
            parts.append(f"<p style='{MARKED}'><b>{change_note_html(rules, change, lang)}</b></p>")
        for house in house_rule_changes(rules):
            if house.passage == section:  # play-test s37: §1 said otherwise, unmarked
                rule = words.house_option_said(house.field, house.value, lang, rules.design)
                parts.append(f"<p style='{MARKED}'><b>" + escape(words.text(
                    "rule_change", "house_rule", lang, rule=rule)) + "</b></p>")
        items: list[str] = []
        for ids, paragraph in rows:
            if paragraph.startswith("- ") and rules.id in ids:
                # The line of the game played (§2's table).
                mark = escape(words.text("rule_change", "this_game", lang))
                items.append(f"<li style='{MARKED}'><b>{mark} {escape(paragraph[2:])}</b></li>")
                continue
            if paragraph.startswith("- "):
                items.append(f"<li>{escape(paragraph[2:])}</li>")
                continue
            if items:
                parts.append("<ul>" + "".join(items) + "</ul>")
                items = []
            parts.append(f"<p>{escape(paragraph)}</p>")
        if items:
            parts.append("<ul>" + "".join(items) + "</ul>")
    return "".join(parts)


def table_keys(rules: RuleSet) -> list[tuple[str, str]]:
    """The keys of the table itself (ui/table_input.py), as Help lists them:
    those of the variant played (play-test: Origen's tile key and Tête et
    Queue's packet keys listed in a classic game)."""
    tile = [("A", translate("RulesDialog", "Origen: announce a tile for the selected rank"))]
    packets = [("1, 2", translate("RulesDialog", "T\u00eate et Queue: choose the first or the "
                                                 "second packet"))]
    return [
        ("\u2190 \u2192", translate("RulesDialog", "move along your hand")),
        (translate("RulesDialog", "Shift+\u2190 \u2192"),
         translate("RulesDialog", "move the card under the focus along your hand")),
        (translate("RulesDialog", "Space"), translate("RulesDialog", "select or unselect a card")),
        (draw_key_letter(), translate("RulesDialog", "draw from the stock")),
        (take_key_letter(), translate("RulesDialog", "take the pile with the selected cards; "
                                                     "nothing selected: the way that keeps your "
                                                     "wild cards, or a list of the ways")),
        ("M", translate("RulesDialog", "meld the selected cards (one meld or several), or add "
                                       "them to your meld of their rank; wild cards alone: a "
                                       "list of the melds that take them; nothing selected "
                                       "after a hint: the cards it lit")),
        *(tile if rules.tiles else []),
        (translate("RulesDialog", "Enter, X"), translate("RulesDialog", "discard the card under "
                                                          "the focus")),
        *(packets if rules.foot_size else []),
        (translate("RulesDialog", "Esc"), translate("RulesDialog", "clear the selection")),
    ]


def table_help_html(shortcuts: list[tuple[str, str]], rules: RuleSet,
                    keys_first: bool = False) -> str:
    """How to play at this table: a turn with the mouse, opening with several
    melds at once, then every keyboard shortcut (the table's, which play a
    turn, then the menus'); `keys_first`: the keys before the mouse (Help →
    Keyboard shortcuts: the play-test found them below the fold at 1280×720)."""
    turn = [translate("RulesDialog", "Draw: drag the stock onto your hand, or click it."),
            translate("RulesDialog", "Or take the pile: drag it onto your hand. To choose the "
                      "cards of your hand that take it, click them first."),
            translate("RulesDialog", "Meld: click cards to select them, then drag them onto "
                      "\u201cnew meld\u201d or onto one of your melds."),
            translate("RulesDialog", "Discard: drag one card onto the pile. That ends your "
                      "turn."),
            # Play-test s36: Help said how to draw, meld and discard, never
            # how to go out nor where the partner's question is asked.
            translate("RulesDialog", "Go out: meld or discard your last cards, once your team "
                      "may (\u00a71 Going out).")]
    if rules.partnerships:
        # To go out, not before every move (review: "before you take the
        # pile or meld, ask your partner" read as a step of every turn).
        turn.append(translate("RulesDialog", "To go out, ask your partner first, before you "
                              "take the pile or meld that turn: click \u201cPartner, may I go "
                              "out?\u201d in the side panel (or press G).")
                    if not rules.asking_to_go_out_optional else
                    translate("RulesDialog", "To go out, you may first ask your partner, "
                              "before you take the pile or meld that turn: click \u201cPartner, "
                              "may I go out?\u201d in the side panel (or press G)."))
    turn.append(translate("RulesDialog", "Stuck? In the side panel, Hint lights up a move the "
                          "game suggests, and Undo takes back a move of the turn you are "
                          "playing."))
    parts = [f"<h3><a name='{TABLE_ANCHOR}'></a>{escape(translate('RulesDialog', 'At the table'))}"
             "</h3>",
             # Play-test: Help had no word on the basic moves.
             "<p>" + escape(translate("RulesDialog", "Your turn, with the mouse:")) + "</p><ul>"
             + "".join(f"<li>{escape(step)}</li>" for step in turn) + "</ul>",
             "<p>" + escape(translate(
                 "RulesDialog", "To open, you may lay several melds at once: select the cards "
                 "of all of them and drop them together on \u201cnew meld\u201d (or press "
                 "M). Their points count together towards the opening minimum.")) + "</p>",
             "<p>" + escape(translate(
                 "RulesDialog", "A double-click on a card of your hand discards it and ends "
                 "your turn. The game asks first, unless you turned that off (Edit "
                 "\u2192 Preferences\u2026).")) + "</p>"]
    keys = [f"<h3>{escape(translate('RulesDialog', 'Keyboard shortcuts'))}</h3>",
            "<table cellspacing='0'>"]
    table = table_keys(rules)
    # A key both the table and a menu answer is listed once, as the table's
    # (play-test: Origen's A twice, worded two ways).
    taken = {key for key, _ in table}
    menus = [(key, what) for key, what in shortcuts if key not in taken]
    for key, what in table + menus:
        keys.append(f"<tr><td style='padding:1px 12px 1px 0'><b>{escape(key)}</b></td>"
                    f"<td>{escape(what)}</td></tr>")
    keys.append("</table>")
    return "".join(keys + parts if keys_first else parts + keys)


def about_html() -> str:
    return (f"<h2>Canasta Desktop {escape(__version__)}</h2><p>"
            + escape(translate("AboutBox",
                               "Canasta and its variants, played offline against bots."))
            + "</p><p>"
            + escape(translate("AboutBox",
                               "Free software under the GNU GPL, version 3 or later. "
                               "Standard cards: SVG-cards by David Bellot (LGPL 2.1); "
                               "the Canasta Origen cards are our own drawing."))
            + "</p>")


class RulesDialog(QDialog):
    def __init__(self, rules: RuleSet, parent: QWidget | None = None,
                 shortcuts: list[tuple[str, str]] | None = None,
                 keys_only: bool = False) -> None:
        """`shortcuts`: the menus' (keys, what they do), listed with the
        table's.  `keys_only`: Help → Keyboard shortcuts, a window of its
        own with how to play at the table and the keys (play-test: it was
        the rules window scrolled to its end, under the rules' title)."""
        super().__init__(parent)
        self.keys_only = keys_only
        self.setObjectName("keysDialog" if keys_only else "rulesDialog")
        self.setModal(False)
        self.browser = QTextBrowser()
        self.browser.setOpenExternalLinks(False)
        self.set_content(rules, shortcuts or [])
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.hide)
        buttons.accepted.connect(self.hide)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        fit_to_screen(self, screen_share(self, QSize(620, 560), 0.35 if keys_only else 0.4,
                                         0.8))

    def set_content(self, rules: RuleSet, shortcuts: list[tuple[str, str]]) -> None:
        """The rules and keys in the current language (again after a switch,
        kept at the same place)."""
        bar = self.browser.verticalScrollBar()
        share = bar.value() / bar.maximum() if bar.maximum() else 0.0
        if self.keys_only:
            self.setWindowTitle(self.tr("Keyboard shortcuts"))
            self.browser.setHtml(table_help_html(shortcuts, rules, keys_first=True))
        else:
            self.setWindowTitle(self.tr("Rules of this variant"))
            # Play-test s38 (a beginner): how to play a turn with the mouse
            # came last, under every rule; the top now points to it.
            way_in = ("<p><i>" + escape(self.tr("New to the game? {place}, after the rules, says "
                                                "how to play a turn with the mouse.")).format(
                place=f"<a href='#{TABLE_ANCHOR}'>{escape(self.tr('At the table'))}</a>")
                + "</i></p>")
            self.browser.setHtml(rules_html(rules) + way_in + rulebook_html(rules)
                                 + table_help_html(shortcuts, rules))
        bar.setValue(round(share * bar.maximum()))

    def text(self) -> str:
        return self.browser.toPlainText()

    def show_section(self, section: str) -> None:
        """Scroll to a rules section (one a refusal cited)."""
        self.browser.scrollToAnchor(section_anchor(section))


def about_box(parent: QWidget) -> QMessageBox:
    box = QMessageBox(parent)
    box.setObjectName("aboutBox")
    box.setWindowTitle(translate("AboutBox", "About Canasta Desktop"))
    box.setTextFormat(Qt.TextFormat.RichText)
    box.setText(about_html())
    box.setIcon(QMessageBox.Icon.Information)
    box.setModal(False)
    return box
