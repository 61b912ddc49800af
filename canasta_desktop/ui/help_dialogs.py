"""Help: the rules of the variant being played, and "About".

Both are non-modal (shown, never exec()-ed); their text is built by plain
functions that tests call.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import QCoreApplication, Qt
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QMessageBox, QTextBrowser,
                               QVBoxLayout, QWidget)

from .. import __version__
from ..i18n import pick
from ..model.rules import RuleSet
from ..model.variants import variant

translate = QCoreApplication.translate


def rules_html(rules: RuleSet) -> str:
    """The variant's summary, and the numbers and house rules of this game."""
    info = variant(rules.id)
    name = pick(info.name_en, info.name_fr)
    summary = pick(info.summary_en, info.summary_fr)
    facts = [
        translate("RulesDialog", "%n player(s)", None, rules.players),
        translate("RulesDialog", "%n cards dealt to each", None, rules.hand_size),
        translate("RulesDialog", "%n cards in the deck", None, rules.deck.size),
    ]
    if rules.deals_per_game:
        facts.append(translate("RulesDialog", "%n deals", None, rules.deals_per_game))
    else:
        facts.append(translate("RulesDialog", "game to {n} points").format(n=rules.game_target))
    options = []
    for option in rules.house_options:
        value = getattr(rules, option.field)
        text = pick(option.name_en, option.name_fr)
        if isinstance(value, bool):
            state = (translate("RulesDialog", "yes") if value
                     else translate("RulesDialog", "no"))
        else:
            state = str(value)
        options.append(f"<li>{escape(text)}: <b>{escape(state)}</b></li>")
    parts = [f"<h2>{escape(name)}</h2>", f"<p>{escape(summary)}</p>",
             "<p>" + escape(" \u00b7 ".join(facts)) + "</p>"]
    if options:
        house = escape(translate("RulesDialog", "House rules"))
        parts.append(f"<h3>{house}</h3>")
        parts.append("<ul>" + "".join(options) + "</ul>")
    return "".join(parts)


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
    def __init__(self, rules: RuleSet, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("rulesDialog")
        self.setWindowTitle(self.tr("Rules of this variant"))
        self.setModal(False)
        self.browser = QTextBrowser()
        self.browser.setHtml(rules_html(rules))
        self.browser.setOpenExternalLinks(False)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.hide)
        buttons.accepted.connect(self.hide)
        layout = QVBoxLayout(self)
        layout.addWidget(self.browser)
        layout.addWidget(buttons)
        self.resize(560, 420)

    def text(self) -> str:
        return self.browser.toPlainText()


def about_box(parent: QWidget) -> QMessageBox:
    box = QMessageBox(parent)
    box.setObjectName("aboutBox")
    box.setWindowTitle(translate("AboutBox", "About Canasta Desktop"))
    box.setTextFormat(Qt.TextFormat.RichText)
    box.setText(about_html())
    box.setIcon(QMessageBox.Icon.Information)
    box.setModal(False)
    return box
