"""The Hint's reason in the player's language.

The bot explains its move with a code and figures (bots/reasons.py); the
words catalogue of the language in use (`canasta_desktop.words`, namespace
"reason", like the refusals') gives the sentence, and the figures become words here:
a rank as the table names melds ("kings"), a card as the log writes it
("7♥"), Origen's by their own names.  A code no catalogue knows (a newer
bot's) gives no text rather than a code on screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .. import words
from ..model.cards import card_tables
from ..model.refusal_text import reason_text as refusal_reason_text
from ..model.view import PlayerView
from .event_text import card_text, meld_name

if TYPE_CHECKING:  # the bots' search code loads with the first hint, not at start
    from ..bots.reasons import Reason


def reason_text(reason: "Reason | None", view: PlayerView) -> str:
    """The reason in words, or "" when there is none to say."""
    if reason is None:
        return ""
    design = view.rules.design
    tables = card_tables(view.rules.deck)
    figures: dict[str, str | int] = {}
    for name, value in reason.params:
        if name == "rank":
            figures[name] = meld_name(value, design)
        elif name in ("card", "other"):
            figures[name] = card_text(value, tables, design)
        else:
            figures[name] = value
    if reason.because is not None:  # the rules forbid the other move: the table's words
        figures["because"] = refusal_reason_text(reason.because, words.current_language())
    # A catalogue entry may be a function of the figures: plurals ("1 card"),
    # French elision ("d'as").
    # Origen's own words first ("CODE@origen"): its wild cards are jokers, as
    # its summary and refusals say (play-test: hints said « passe-partout »).
    template = words.own_template("reason", reason.code, design, params=figures)
    if template is None:
        return ""
    return template.format(**figures)
