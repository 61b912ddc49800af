"""The Hint's reason in the player's language.

The bot explains its move with a code and figures (bots/reasons.py); the
words are here, one sentence per code (Qt context "HintReason", French in
canasta_fr.ts), like the engine's refusals (session/refusals.py).  A rank
is said as the table says melds ("kings"), a card as the log writes it
("7♥"), Origen's by their own names.  A code without a sentence (a new
reason in the bots) gives no text rather than a code on screen.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP

from ..model.cards import card_tables
from ..model.view import PlayerView
from .event_text import card_text, meld_name

if TYPE_CHECKING:  # the bots' code loads with the first hint, not at start
    from ..bots.reasons import Reason

CONTEXT = "HintReason"

SENTENCES = {
    # the draw
    "take_opens": QT_TRANSLATE_NOOP(
        "HintReason", "{cards} cards, {fit} of them fit your hand, and your team opens"),
    "take_deny": QT_TRANSLATE_NOOP(
        "HintReason", "{cards} cards, {fit} of them fit your hand, and the next player "
                      "needs them to open"),
    "take_pile": QT_TRANSLATE_NOOP("HintReason",
                                   "{cards} cards, {fit} of them fit your melds or pairs"),
    "stock_empty": QT_TRANSLATE_NOOP("HintReason", "the stock is empty"),
    "pile_empty": QT_TRANSLATE_NOOP("HintReason", "the pile is empty"),
    "pile_blocked": QT_TRANSLATE_NOOP("HintReason", "{card} on top blocks the pile"),
    "pile_frozen_no_pair": QT_TRANSLATE_NOOP(
        "HintReason", "taking the pile needs a natural pair of {rank}, which you do not hold"),
    "pile_no_match": QT_TRANSLATE_NOOP(
        "HintReason", "nothing in your hand or your melds goes with the {rank} on top"),
    "isolated_wait": QT_TRANSLATE_NOOP(
        "HintReason", "whoever takes the pile first plays alone against two"),
    "take_costs_wilds": QT_TRANSLATE_NOOP(
        "HintReason", "the pile ({cards} cards) is not worth the wild cards it takes ({wilds})"),
    "pile_small": QT_TRANSLATE_NOOP(
        "HintReason", "the pile ({cards} cards) is worth less than a card from the stock"),
    # the discard
    "discard_black_three": QT_TRANSLATE_NOOP(
        "HintReason", "a black three stops the next player from taking the pile"),
    "discard_freeze": QT_TRANSLATE_NOOP(
        "HintReason", "a wild card freezes the pile of {cards} cards"),
    "discard_to_partner": QT_TRANSLATE_NOOP(
        "HintReason", "your partner plays next: this card cannot help the opponents"),
    "discard_dead": QT_TRANSLATE_NOOP(
        "HintReason", "the other {rank} are all in sight: nobody can match it"),
    "discard_safe": QT_TRANSLATE_NOOP(
        "HintReason", "the next player can hardly take the pile with it ({percent}%)"),
    "discard_single": QT_TRANSLATE_NOOP("HintReason", "{card} is a lone card that builds nothing"),
    "discard_least_useful": QT_TRANSLATE_NOOP("HintReason",
                                              "{card} is the card your hand needs least"),
    # melds
    "meld_go_out": QT_TRANSLATE_NOOP("HintReason", "it empties your hand: you go out"),
    "meld_to_foot": QT_TRANSLATE_NOOP("HintReason",
                                      "it empties your hand: you pick up your foot"),
    "meld_open": QT_TRANSLATE_NOOP("HintReason",
                                   "{points} points open your team (minimum {minimum})"),
    "rami_canasta": QT_TRANSLATE_NOOP(
        "HintReason", "it completes a canasta of {rank}: your melds stop counting against you"),
    "meld_canasta": QT_TRANSLATE_NOOP("HintReason", "it completes a canasta of {rank}"),
    "meld_on_canasta": QT_TRANSLATE_NOOP("HintReason",
                                         "{points} more points on your canasta of {rank}"),
    "meld_lay_off": QT_TRANSLATE_NOOP("HintReason",
                                      "your {rank}: {missing} to go for a canasta"),
    "meld_before_end": QT_TRANSLATE_NOOP(
        "HintReason", "the deal may end soon: {points} points count for you on the table, "
                      "against you in hand"),
    "meld_toward_foot": QT_TRANSLATE_NOOP("HintReason",
                                          "fewer cards in hand bring your foot sooner"),
    "meld_tile": QT_TRANSLATE_NOOP("HintReason", "it covers your tile of {rank}"),
    "meld_new": QT_TRANSLATE_NOOP("HintReason",
                                  "a meld of {rank} scores now and starts a canasta"),
    # going out
    "go_out_threat": QT_TRANSLATE_NOOP(
        "HintReason", "an opponent is about to go out: end the deal first, while they hold "
                      "about {points} points"),
    "go_out_pays": QT_TRANSLATE_NOOP(
        "HintReason", "going out earns {bonus} and the opponents hold about {points} points"),
    "answer_yes_threat": QT_TRANSLATE_NOOP(
        "HintReason", "the opponents are close to going out: finish first"),
    "answer_yes": QT_TRANSLATE_NOOP(
        "HintReason", "going out earns {bonus} and the opponents hold about {points} points"),
    "answer_no_meld": QT_TRANSLATE_NOOP(
        "HintReason", "you could meld {points} points next turn: going out now counts them "
                      "against your team"),
    "answer_no_hand": QT_TRANSLATE_NOOP(
        "HintReason", "the {points} points in your hand would count against your team"),
    # Origen, Tête et Queue
    "tile_to_meld": QT_TRANSLATE_NOOP(
        "HintReason", "you hold {count} {rank}: meld them next turn and the tile scores"),
    "packet_bottom": QT_TRANSLATE_NOOP("HintReason", "its bottom card is {card}"),
}


def reason_text(reason: "Reason | None", view: PlayerView) -> str:
    """The reason in words, or "" when there is none to say."""
    if reason is None or reason.code not in SENTENCES:
        return ""
    origen = bool(view.rules.tiles)
    tables = card_tables(view.rules.deck)
    words: dict[str, str | int] = {}
    for name, value in reason.params:
        if name == "rank":
            words[name] = meld_name(value, origen)
        elif name == "card":
            words[name] = card_text(value, tables, origen)
        else:
            words[name] = value
    return QCoreApplication.translate(CONTEXT, str(SENTENCES[reason.code])).format(**words)
