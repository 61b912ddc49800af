"""The engine's refusals in the player's language.

The model explains a refused move in plain English (`IllegalAction.code`,
`.message`, `.section`).  The table translates it here: by the exact English
message where a code has several (a table of the model's sentences), by the
numbers it carries where it has some (opening minimum, wild cards in the
pile), and by its code otherwise, so a French player reads French reasons.
An unknown sentence (a new rule in the model) is shown as the model wrote it.
"""

from __future__ import annotations

import re

from PySide6.QtCore import QCoreApplication, QT_TRANSLATE_NOOP

CONTEXT = "Refusal"


def _t(text: str) -> str:
    return QCoreApplication.translate(CONTEXT, text)


# The model's sentences, exactly as it writes them (its plain English words).
MESSAGES = (
    QT_TRANSLATE_NOOP("Refusal", "the deal is over"),
    QT_TRANSLATE_NOOP("Refusal", "it is not this player's turn"),
    QT_TRANSLATE_NOOP("Refusal", "the partner must first answer 'may I go out?'"),
    QT_TRANSLATE_NOOP("Refusal", "nobody asked to go out"),
    QT_TRANSLATE_NOOP("Refusal", "first choose which packet to play as your hand"),
    QT_TRANSLATE_NOOP("Refusal", "the packets are already chosen"),
    QT_TRANSLATE_NOOP("Refusal", "the stock is empty: take the pile or end the deal"),
    QT_TRANSLATE_NOOP("Refusal", "the deal ends this way only when the stock is empty"),
    QT_TRANSLATE_NOOP("Refusal", "first draw from the stock or take the discard pile"),
    QT_TRANSLATE_NOOP("Refusal", "you have already drawn this turn"),
    QT_TRANSLATE_NOOP("Refusal", "there is no partner to ask"),
    QT_TRANSLATE_NOOP("Refusal", "you have already asked this turn"),
    QT_TRANSLATE_NOOP("Refusal", "ask your partner before melding in this turn"),
    QT_TRANSLATE_NOOP("Refusal", "ask before melding down to your last card"),
    QT_TRANSLATE_NOOP("Refusal", "this variant has no tiles"),
    QT_TRANSLATE_NOOP("Refusal", "a tile announces a rank of ordinary cards"),
    QT_TRANSLATE_NOOP("Refusal", "your team's tile for that rank is placed"),
    QT_TRANSLATE_NOOP("Refusal", "a tile is placed before the meld it announces"),
    QT_TRANSLATE_NOOP("Refusal", "pick up your foot before going out"),
    QT_TRANSLATE_NOOP("Refusal", "your partner said no: you may not go out this turn"),
    QT_TRANSLATE_NOOP("Refusal", "ask your partner 'may I go out?' before going out"),
    QT_TRANSLATE_NOOP("Refusal", "the same card is used twice"),
    QT_TRANSLATE_NOOP("Refusal", "that card is not in your hand"),
    QT_TRANSLATE_NOOP("Refusal", "a team has at most one meld of each rank"),
    QT_TRANSLATE_NOOP("Refusal", "the top card's meld is given by the cards taken with it"),
    QT_TRANSLATE_NOOP("Refusal", "a meld part holds no card"),
    QT_TRANSLATE_NOOP("Refusal", "nothing to meld"),
    QT_TRANSLATE_NOOP("Refusal", "black threes are melded only when going out"),
    QT_TRANSLATE_NOOP("Refusal", "threes are never melded in this variant"),
    QT_TRANSLATE_NOOP("Refusal", "a meld of threes holds only black threes, and no wild card"),
    QT_TRANSLATE_NOOP("Refusal", "black threes are melded as three or four cards"),
    QT_TRANSLATE_NOOP("Refusal", "melds are made of one rank from 4 to ace"),
    QT_TRANSLATE_NOOP("Refusal", "red threes are never melded: they are laid apart"),
    QT_TRANSLATE_NOOP("Refusal", "a meld holds cards of a single rank, plus wild cards"),
    QT_TRANSLATE_NOOP("Refusal", "a meld needs at least three cards"),
    QT_TRANSLATE_NOOP("Refusal", "a meld needs at least two ordinary cards"),
    QT_TRANSLATE_NOOP("Refusal", "a meld holds at most three jokers"),
    QT_TRANSLATE_NOOP("Refusal", "a meld must hold more natural cards than wild cards"),
    QT_TRANSLATE_NOOP("Refusal", "house rule: at most three wild cards in a meld"),
    QT_TRANSLATE_NOOP("Refusal",
                      "house rule: going out concealed needs a canasta melded in this turn"),
    QT_TRANSLATE_NOOP("Refusal", "the discard pile is empty"),
    QT_TRANSLATE_NOOP("Refusal",
                      "the pile cannot be taken while a wild card or a three is on top"),
    QT_TRANSLATE_NOOP("Refusal", "with one card in hand you may not take a one-card pile"),
    QT_TRANSLATE_NOOP("Refusal", "take the pile with two naturals of its rank, or a natural "
                                 "and a wild, or onto your team's meld of that rank"),
    QT_TRANSLATE_NOOP("Refusal",
                      "the top card must be melded with at least one natural of its rank"),
    QT_TRANSLATE_NOOP("Refusal", "red threes are laid, not discarded"),
    # gestures and the controller
    QT_TRANSLATE_NOOP("Refusal", "discard exactly one card"),
    QT_TRANSLATE_NOOP("Refusal", "select the cards to meld first"),
    QT_TRANSLATE_NOOP("Refusal", "a meld needs natural cards, not only wild cards"),
    QT_TRANSLATE_NOOP("Refusal", "select the cards to lay off first"),
    QT_TRANSLATE_NOOP("Refusal", "these cards cannot go there"),
    QT_TRANSLATE_NOOP("Refusal", "no game"),
    QT_TRANSLATE_NOOP("Refusal", "you sit this deal out"),
    QT_TRANSLATE_NOOP("Refusal", "select a card of the rank to announce"),
    QT_TRANSLATE_NOOP("Refusal", "a tile announces one rank: select cards of a single rank"),
)

# By code, when the sentence itself is not in the table (a reworded message).
BY_CODE = {
    "deal_over": QT_TRANSLATE_NOOP("Refusal", "the deal is over"),
    "not_your_turn": QT_TRANSLATE_NOOP("Refusal", "it is not your turn"),
    "answer_expected": QT_TRANSLATE_NOOP("Refusal",
                                         "the partner must first answer 'may I go out?'"),
    "not_asked": QT_TRANSLATE_NOOP("Refusal", "nobody asked to go out"),
    "choose_packet": QT_TRANSLATE_NOOP("Refusal",
                                       "first choose which packet to play as your hand"),
    "packet_chosen": QT_TRANSLATE_NOOP("Refusal", "the packets are already chosen"),
    "stock_empty": QT_TRANSLATE_NOOP("Refusal",
                                     "the stock is empty: take the pile or end the deal"),
    "stock_not_empty": QT_TRANSLATE_NOOP(
        "Refusal", "the deal ends this way only when the stock is empty"),
    "draw_first": QT_TRANSLATE_NOOP("Refusal",
                                    "first draw from the stock or take the discard pile"),
    "already_drew": QT_TRANSLATE_NOOP("Refusal", "you have already drawn this turn"),
    "no_partner": QT_TRANSLATE_NOOP("Refusal", "there is no partner to ask"),
    "already_asked": QT_TRANSLATE_NOOP("Refusal", "you have already asked this turn"),
    "ask_before_melding": QT_TRANSLATE_NOOP("Refusal",
                                            "ask your partner before melding in this turn"),
    "ask_too_late": QT_TRANSLATE_NOOP("Refusal", "ask before melding down to your last card"),
    "unknown_action": QT_TRANSLATE_NOOP("Refusal", "this move is not part of the game"),
    "sitting_out": QT_TRANSLATE_NOOP("Refusal", "you sit this deal out"),
    "no_tiles": QT_TRANSLATE_NOOP("Refusal", "this variant has no tiles"),
    "tile_rank": QT_TRANSLATE_NOOP("Refusal", "a tile announces a rank of ordinary cards"),
    "tile_placed": QT_TRANSLATE_NOOP("Refusal", "your team's tile for that rank is placed"),
    "tile_after_meld": QT_TRANSLATE_NOOP("Refusal",
                                         "a tile is placed before the meld it announces"),
    "foot_first": QT_TRANSLATE_NOOP("Refusal", "pick up your foot before going out"),
    "partner_said_no": QT_TRANSLATE_NOOP(
        "Refusal", "your partner said no: you may not go out this turn"),
    "ask_partner": QT_TRANSLATE_NOOP("Refusal",
                                     "ask your partner 'may I go out?' before going out"),
    "no_canasta": QT_TRANSLATE_NOOP("Refusal", "your team needs a canasta before going out"),
    "card_twice": QT_TRANSLATE_NOOP("Refusal", "the same card is used twice"),
    "card_not_in_hand": QT_TRANSLATE_NOOP("Refusal", "that card is not in your hand"),
    "rank_twice": QT_TRANSLATE_NOOP("Refusal", "a team has at most one meld of each rank"),
    "empty_meld": QT_TRANSLATE_NOOP("Refusal", "nothing to meld"),
    "black_three_meld": QT_TRANSLATE_NOOP("Refusal",
                                          "black threes are melded only when going out"),
    "bad_rank": QT_TRANSLATE_NOOP("Refusal", "melds are made of one rank from 4 to ace"),
    "red_three_meld": QT_TRANSLATE_NOOP("Refusal",
                                        "red threes are never melded: they are laid apart"),
    "mixed_ranks": QT_TRANSLATE_NOOP("Refusal",
                                     "a meld holds cards of a single rank, plus wild cards"),
    "meld_too_small": QT_TRANSLATE_NOOP("Refusal", "a meld needs at least three cards"),
    "too_many_wilds": QT_TRANSLATE_NOOP("Refusal", "this meld has too many wild cards"),
    "concealed_needs_canasta": QT_TRANSLATE_NOOP(
        "Refusal", "house rule: going out concealed needs a canasta melded in this turn"),
    "pile_empty": QT_TRANSLATE_NOOP("Refusal", "the discard pile is empty"),
    "pile_top_unusable": QT_TRANSLATE_NOOP(
        "Refusal", "the pile cannot be taken while a wild card or a three is on top"),
    "one_card_pile": QT_TRANSLATE_NOOP(
        "Refusal", "with one card in hand you may not take a one-card pile"),
    "pile_frozen": QT_TRANSLATE_NOOP(
        "Refusal", "the pile is frozen: take it only with a natural pair of the top "
                   "card's rank from your hand"),
    "pile_needs_pair": QT_TRANSLATE_NOOP(
        "Refusal", "the top card must be melded with at least one natural of its rank"),
    "seventh_wild": QT_TRANSLATE_NOOP("Refusal", "the pile may hold no more wild cards"),
    "red_three_discard": QT_TRANSLATE_NOOP("Refusal", "red threes are laid, not discarded"),
    "opening_minimum": QT_TRANSLATE_NOOP("Refusal",
                                         "these melds do not reach your opening minimum"),
    "keep_a_card": QT_TRANSLATE_NOOP("Refusal", "you must keep a card to discard"),
    "discard_one_card": QT_TRANSLATE_NOOP("Refusal", "discard exactly one card"),
    "no_cards": QT_TRANSLATE_NOOP("Refusal", "select the cards to meld first"),
    "wilds_alone": QT_TRANSLATE_NOOP("Refusal",
                                     "a meld needs natural cards, not only wild cards"),
    "nothing_to_do": QT_TRANSLATE_NOOP("Refusal", "these cards cannot go there"),
    "no_game": QT_TRANSLATE_NOOP("Refusal", "no game"),
}

SECTIONS = {
    "§1 Turn": QT_TRANSLATE_NOOP("Refusal", "§1 Turn"),
    "§1 Taking the discard pile": QT_TRANSLATE_NOOP("Refusal", "§1 Taking the discard pile"),
    "§1 Frozen pile": QT_TRANSLATE_NOOP("Refusal", "§1 Frozen pile"),
    "§1 Opening": QT_TRANSLATE_NOOP("Refusal", "§1 Opening"),
    "§1 Going out": QT_TRANSLATE_NOOP("Refusal", "§1 Going out"),
    "§1 Stock exhausted": QT_TRANSLATE_NOOP("Refusal", "§1 Stock exhausted"),
    "§1 Red threes": QT_TRANSLATE_NOOP("Refusal", "§1 Red threes"),
    "§1 Melds": QT_TRANSLATE_NOOP("Refusal", "§1 Melds"),
    "§2 Three players, isolated hand": QT_TRANSLATE_NOOP("Refusal",
                                                         "§2 Three players, isolated hand"),
    "§3 Tête et Queue": QT_TRANSLATE_NOOP("Refusal", "§3 Tête et Queue"),
    "§4 Canasta Origen": QT_TRANSLATE_NOOP("Refusal", "§4 Canasta Origen"),
}

_NUMBERS = re.compile(r"-?\d+")
_NO_CANASTA = re.compile(r"^your team needs (.+) before going out$")
_OPEN = "your team's first melds must total at least "
_OPEN_PILE = "to open by taking the pile"
_KEEP = "you must keep a card to discard: "
_NOT_YOUR_TURN = "it is not your turn: "
_FROZEN_TAIL = ": take it only with a natural pair of the top card's rank from your hand"
_FROZEN_WHY = {
    "the pile is frozen": QT_TRANSLATE_NOOP("Refusal", "the pile is frozen"),
    "you have not opened yet": QT_TRANSLATE_NOOP("Refusal", "you have not opened yet"),
    "in this variant the pile is always taken": QT_TRANSLATE_NOOP(
        "Refusal", "in this variant the pile is always taken"),
}


def _canasta_words(words: str) -> str:
    if words == "a canasta":
        return QCoreApplication.translate("Refusal", "a canasta")
    if words.startswith("a red"):
        return QCoreApplication.translate("Refusal", "a red (pure) and a black (impure) canasta")
    numbers = _NUMBERS.findall(words)
    if numbers:
        return QCoreApplication.translate("Refusal", "{n} canastas").format(n=numbers[0])
    return words


def translate_message(code: str, message: str) -> str:
    """The refusal's sentence in the current language."""
    if message in MESSAGES:
        return _t(message)
    if message.startswith(_KEEP):
        inner = message[len(_KEEP):]
        return QCoreApplication.translate("Refusal", "you must keep a card to discard: {reason}").format(
            reason=translate_message("", inner))
    match = _NO_CANASTA.match(message)
    if match:
        return QCoreApplication.translate("Refusal", "your team needs {what} before going out").format(
            what=_canasta_words(match.group(1)))
    if code == "opening_minimum":
        numbers = _NUMBERS.findall(message)
        if len(numbers) >= 2:
            minimum, value = numbers[0], numbers[1]
            if message.startswith(_OPEN_PILE):
                return QCoreApplication.translate("Refusal", "to open by taking the pile, the top card and the cards you meld "
                          "must total at least {minimum} points (these make {value})").format(
                    minimum=minimum, value=value)
            return QCoreApplication.translate("Refusal", "your first melds must total at least {minimum} points "
                      "(these make {value})").format(minimum=minimum, value=value)
    if code == "seventh_wild":
        numbers = _NUMBERS.findall(message)
        if numbers:
            return QCoreApplication.translate("Refusal", "the pile may hold at most {n} wild cards").format(n=numbers[0])
    if message.endswith(_FROZEN_TAIL):
        why = message[:-len(_FROZEN_TAIL)]
        if why in _FROZEN_WHY:
            return QCoreApplication.translate("Refusal", "{why}: take it only with a natural pair of the top card's rank "
                      "from your hand").format(why=_t(_FROZEN_WHY[why]))
    if message.startswith(_NOT_YOUR_TURN) and message.endswith(" is playing"):
        who = message[len(_NOT_YOUR_TURN):-len(" is playing")]
        return QCoreApplication.translate("Refusal", "it is not your turn: {name} is playing").format(name=who)
    if code in BY_CODE:
        return _t(BY_CODE[code])
    return message


def translate_section(section: str) -> str:
    if section in SECTIONS:
        return _t(SECTIONS[section])
    return section


def refusal_text(code: str, message: str, section: str) -> str:
    """"Not allowed: <reason> (<rule section>)" in the current language."""
    return QCoreApplication.translate("Refusal", "Not allowed: {reason} ({section})").format(
        reason=translate_message(code, message), section=translate_section(section))
