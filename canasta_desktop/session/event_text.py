"""Events in plain words for the table's log ("West discards 7♥"), and
the player's possible actions as advice ("discard 7♥", for Edit → Hint).

Only what the player may know is named: a card drawn by someone else is
"a card".  The player's own moves are told in the second person ("You draw
7♥").  Every sentence goes through Qt's translation (context "EventText"),
and Origen's cards are called by their own names (Diva, Calebasse...).
"""

from __future__ import annotations

from collections import Counter
from typing import Sequence

from PySide6.QtCore import QCoreApplication

from .. import words
from ..model.actions import (Action, AnnounceTile, AnswerGoOut, AskGoOut, ChoosePacket, Discard,
                             Draw, EndDeal, Meld, MeldPart, TakePile)
from ..model.cards import JOKER, THREE, TWO, CardTables, card_tables, rank_code
from ..model.events import (AskedGoOut, Answered, DealEnded, Discarded, Drew, EndReason, Event,
                             FootPickedUp, Isolated, LaidOff, Melded, PacketChosen, Penalised,
                             PenaltyReason, PileTaken, RedThreeLaid, RedThreeSource,
                             TileAnnounced, TileCovered)
from ..model.rules import CardDesign
from ..model.sections import S_ORIGEN
from ..model.view import PlayerView
from .refusals import section_name

translate = QCoreApplication.translate

SUITS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}
# Origen's cards by rank (RULES.md §4), said alike in both languages.
ORIGEN_RANKS, ORIGEN_SOL, ORIGEN_RETENER = words.ORIGEN_RANKS, words.ORIGEN_SOL, \
    words.ORIGEN_RETENER


def rank_names() -> dict[int, str]:
    """Melds by rank, as said at the table ("the sevens")."""
    return {
        14: translate("EventText", "aces"), 13: translate("EventText", "kings"),
        12: translate("EventText", "queens"), 11: translate("EventText", "jacks"),
        10: translate("EventText", "tens"), 9: translate("EventText", "nines"),
        8: translate("EventText", "eights"), 7: translate("EventText", "sevens"),
        6: translate("EventText", "sixes"), 5: translate("EventText", "fives"),
        4: translate("EventText", "fours"), 3: translate("EventText", "black threes"),
    }


def end_reasons(design: CardDesign = CardDesign.STANDARD) -> dict[EndReason, str]:
    """How the engine's deals end, in a few words (a score kept by hand,
    TEAM_WENT_OUT, never reaches the table); Origen's bonus card is a Sol."""
    return {
        EndReason.WENT_OUT: translate("EventText", "went out"),
        EndReason.STOCK_EXHAUSTED: translate("EventText", "the stock ran out"),
        EndReason.RED_THREE_LAST_CARD: (
            translate("EventText", "the last card of the stock was a Sol")
            if design is CardDesign.ORIGEN
            else translate("EventText", "the last card of the stock was a red three")),
    }


def rank_label(rank: int, design: CardDesign = CardDesign.STANDARD) -> str:
    """A rank's short name: "7", "K", or Origen's card name."""
    if design is CardDesign.ORIGEN:
        if rank == THREE:
            return ORIGEN_RETENER
        return ORIGEN_RANKS.get(rank, rank_code(rank))
    if rank == JOKER:
        return translate("EventText", "joker")
    return rank_letter(rank_code(rank))


def rank_letter(code: str) -> str:
    """A rank's letter as the cards' corners show it: "10", "7", and the
    court cards' letters of the language (French R, D, V: roi, dame, valet)."""
    return "10" if code == "T" else words.label("rank_letter", code)


def card_text(card: int, tables: CardTables, design: CardDesign = CardDesign.STANDARD) -> str:
    rank = tables.rank[card]
    if design is CardDesign.ORIGEN:
        if tables.is_red_three[card]:
            return ORIGEN_SOL
        return rank_label(rank, design)
    if rank == JOKER:
        return translate("EventText", "joker")
    code = tables.code[card]
    return rank_letter(code[0]) + SUITS.get(code[1], "")


def cards_text(cards: Sequence[int], tables: CardTables,
               design: CardDesign = CardDesign.STANDARD) -> str:
    if design is CardDesign.ORIGEN:
        # Origen's cards have names and no suits: alike cards are counted,
        # not named over and over (play-test: "Jockey Club Jockey Club
        # Jockey Club").
        counts = Counter(card_text(c, tables, design) for c in cards)
        return ", ".join(name if n == 1 else f"{name}\u00a0\u00d7{n}" for name, n in counts.items())
    return " ".join(card_text(c, tables, design) for c in cards)


def upcards_text(upcards: Sequence[int], tables: CardTables,
                 design: CardDesign = CardDesign.STANDARD) -> str | None:
    """The cards turned up to start the pile, when more than one was (a wild
    or a three turned up, then covered: §1 Deal); None for a single card,
    which the pile shows."""
    if len(upcards) < 2:
        return None
    return translate("EventText", "Turned up to start the pile: {cards} (the last one on "
                     "top)").format(cards=cards_text(upcards, tables, design))


def card_phrase(cards: Sequence[int], tables: CardTables,
                design: CardDesign = CardDesign.STANDARD) -> str:
    """The cards a player draws or throws, for a sentence: a joker is "a
    joker" ("You draw a joker", "You draw 8♠ and a joker", "Vous piochez
    un Fou"); cards' signs read as they are ("You draw 7♠ 5♦")."""
    if design is CardDesign.ORIGEN or not any(tables.rank[c] == JOKER for c in cards):
        return cards_text(cards, tables, design)
    named = [translate("EventText", "a joker") if tables.rank[c] == JOKER
             else card_text(c, tables, design) for c in cards]
    if len(named) == 1:
        return named[0]
    return translate("EventText", "{first} and {last}").format(first=" ".join(named[:-1]),
                                                              last=named[-1])


def meld_name(rank: int | None, design: CardDesign = CardDesign.STANDARD) -> str:
    if rank is None:
        return ""
    if design is CardDesign.ORIGEN:
        return rank_label(rank, design)
    return rank_names().get(rank, rank_code(rank))


def spoken_to(seat: int | None, names: Sequence[str], me: int | None) -> bool:
    """Whether a sentence about `seat` is said in the second person: the
    person at the computer (`me`), or a seat still called by the default
    "You" ("Vous"), as when a bot plays the person's seat under that name or
    a caller gives the default names: "You draw", never "You draws" (s30
    play-test: « Vous pioche », « Vous était la main isolée »).  What the
    seat's cards were is still told to `me` alone."""
    if seat is None:
        return False
    return seat == me or (0 <= seat < len(names) and words.is_you(names[seat]))


def describe(event: Event, names: Sequence[str], tables: CardTables,
             me: int | None = 0, design: CardDesign = CardDesign.STANDARD) -> str | None:
    """One line for the log, or None for events not worth a line."""
    who = names[event.seat]
    mine = event.seat == me  # knows the cards
    you = spoken_to(event.seat, names, me)  # "You draw"
    if isinstance(event, Drew):
        if mine:
            return translate("EventText", "You draw {cards}").format(
                cards=card_phrase(event.cards, tables, design)) if event.cards else None
        if not event.count:
            return None
        if you:
            return translate("EventText", "You draw %n card(s)", "", event.count)
        return translate("EventText", "{name} draws %n card(s)", "", event.count).format(
            name=who)
    if isinstance(event, Discarded):
        cards = card_phrase((event.card,), tables, design)
        if you:
            return translate("EventText", "You discard {cards}").format(cards=cards)
        return translate("EventText", "{name} discards {cards}").format(name=who, cards=cards)
    if isinstance(event, Melded):
        text = (translate("EventText", "You meld {what}: {cards}") if you
                else translate("EventText", "{name} melds {what}: {cards}"))
        return text.format(name=who, what=meld_name(event.rank, design),
                           cards=cards_text(event.cards, tables, design))
    if isinstance(event, LaidOff):
        text = (translate("EventText", "You add to {what}: {cards}") if you
                else translate("EventText", "{name} adds to {what}: {cards}"))
        return text.format(name=who, what=meld_name(event.rank, design),
                           cards=cards_text(event.cards, tables, design))
    if isinstance(event, PileTaken):
        n = len(event.cards)
        taken = (translate("EventText", "You take the pile (%n card(s))", "", n) if you
                 else translate("EventText", "{name} takes the pile (%n card(s))", "", n).format(
                     name=who))
        return taken + translate("EventText", ": {meld}").format(meld=pile_meld_text(
            event, tables, design))
    if isinstance(event, RedThreeLaid):
        return red_three_text(event, names, tables, me, design)
    if isinstance(event, AskedGoOut):
        # The player is "you", never called by his name ("You, may I go out?").
        if event.partner == me or (not you and spoken_to(event.partner, names, me)):
            return translate("EventText", "{name} asks you: \u201cMay I go out?\u201d").format(
                name=who)
        if you:
            return translate("EventText", "You ask {partner}: \u201cMay I go out?\u201d").format(
                partner=names[event.partner])
        return translate("EventText", "{name}: \u201c{partner}, may I go out?\u201d").format(
            name=who, partner=names[event.partner])
    if isinstance(event, Answered):
        return (translate("EventText", "{name}: \u201cYes.\u201d") if event.yes
                else translate("EventText", "{name}: \u201cNo.\u201d")).format(name=who)
    if isinstance(event, Penalised):
        return penalty_text(event, names, me)
    if isinstance(event, PacketChosen):
        if you:
            return translate("EventText", "You choose your hand")
        return translate("EventText", "{name} chooses a hand").format(name=who)
    if isinstance(event, FootPickedUp):
        if you:
            return translate("EventText", "You pick up your foot")
        return translate("EventText", "{name} picks up the foot").format(name=who)
    if isinstance(event, TileAnnounced):
        what = rank_label(event.rank, design)
        if you:
            return translate("EventText", "You place a tile: {rank}").format(rank=what)
        return translate("EventText", "{name} places a tile: {rank}").format(name=who, rank=what)
    if isinstance(event, TileCovered):
        return tile_covered_text(event, who, you, design)
    if isinstance(event, Isolated):
        if you:
            return translate("EventText", "You are the isolated hand")
        return translate("EventText", "{name} is the isolated hand").format(name=who)
    if isinstance(event, DealEnded):
        return deal_end_text(event, names, me, design)
    return None


def deal_end_text(event: DealEnded, names: Sequence[str], me: int | None = 0,
                  design: CardDesign = CardDesign.STANDARD) -> str:
    reason, seat = event.reason, event.out_seat
    if reason is EndReason.WENT_OUT and spoken_to(seat, names, me):
        if event.concealed:
            return translate("EventText", "You went out concealed: the deal is over")
        return translate("EventText", "You went out: the deal is over")
    if reason is EndReason.WENT_OUT and seat is not None:
        if event.concealed:
            return translate("EventText",
                             "{name} went out concealed: the deal is over").format(
                name=names[seat])
        return translate("EventText", "{name} went out: the deal is over").format(
            name=names[seat])
    return translate("EventText", "The deal is over: {reason}").format(
        reason=end_reasons(design).get(reason, ""))


def pile_meld_text(event: PileTaken, tables: CardTables,
                   design: CardDesign = CardDesign.STANDARD) -> str:
    """The meld a take of the pile made with its top card: "the sixes
    melded: 6♠ 6♣ 6♦" or "6♠ added to the sixes"."""
    cards = event.with_cards + (event.top,)
    what = meld_name(event.meld_rank, design)
    if event.lay_off and len(cards) == 1:
        return translate("EventText", "{card} added to the {what}").format(
            card=cards_text(cards, tables, design), what=what)
    if event.lay_off:
        return translate("EventText", "{cards} added to the {what}").format(
            cards=cards_text(cards, tables, design), what=what)
    # French "combinaison d'as": the name agrees with no participle (the
    # queens are feminine), and "de" elides before a vowel.
    return words.fill(translate("EventText", "the {what} melded: {cards}"),
                      cards=cards_text(cards, tables, design), what=what)


def penalty_reason(event: Penalised) -> str:
    """What a penalty of the engine is for, in a few words, with the rule's
    section in the variant (the deal's end lists them by name)."""
    reasons = {
        PenaltyReason.TOLD_YES_NOT_OUT: translate(
            "EventText", "told \u201cyes\u201d but did not go out ({section})"),
    }
    return reasons[event.reason].format(section=section_name(event.section))


def tile_covered_text(event: TileCovered, who: str, mine: bool, design: CardDesign) -> str:
    """Origen (§4): a tile covered, and what it earned; a tile covered in
    the turn it was placed earns nothing, which the player is told
    (play-test: it vanished without a word, read as +20)."""
    what = rank_label(event.rank, design)
    if event.points:
        text = (translate("EventText", "You cover your tile: {rank}, +{points}") if mine else
                translate("EventText", "{name} covers a tile: {rank}, +{points}"))
        return text.format(name=who, rank=what, points=event.points)
    text = (translate("EventText", "You cover your tile: {rank}, placed this turn, so no "
                                   "bonus ({section})") if mine else
            translate("EventText", "{name} covers a tile: {rank}, placed this turn, so no "
                                   "bonus ({section})"))
    return text.format(name=who, rank=what, section=section_name(S_ORIGEN))


def penalty_text(event: Penalised, names: Sequence[str], me: int | None = 0) -> str:
    """A penalty as the log tells it, with what it was for."""
    points, reason = event.points, event.reason
    you = spoken_to(event.seat, names, me)
    if reason is PenaltyReason.TOLD_YES_NOT_OUT:
        if you:
            return translate("EventText", "You were told \u201cyes\u201d but did not go out: "
                             "your team loses {points} points").format(points=points)
        return words.fill(translate("EventText", "{name} was told \u201cyes\u201d but did not "
                                    "go out: {name}'s team loses {points} points"),
                          name=names[event.seat], points=points)
    why = penalty_reason(event)
    if you:
        return translate("EventText", "Penalty ({why}): your team loses {points} points").format(
            why=why, points=points)
    return words.fill(translate("EventText", "Penalty ({why}): {name}'s team loses {points} "
                                "points"), why=why, name=names[event.seat], points=points)


def red_three_text(event: RedThreeLaid, names: Sequence[str], tables: CardTables,
                   me: int | None = 0, design: CardDesign = CardDesign.STANDARD,
                   replacing: bool = False) -> str:
    """A red three (or Sol) laid and the card drawn in its place (§1 Red
    threes, §4): "You draw a red three, lay it and draw 5♠ in its place".
    `replacing`: it was itself drawn in place of the red three told just
    before ("You lay it and draw ...").  The replacement is named to its
    drawer only; to the others it is "a card", or a red three, laid face up
    at once."""
    mine = event.seat == me  # knows the card drawn in its place
    you = spoken_to(event.seat, names, me)
    three = (translate("EventText", "a Sol") if design is CardDesign.ORIGEN
             else translate("EventText", "a red three"))
    replacement = event.replacement
    if replacement is not None and tables.is_red_three[replacement]:
        card = three
    elif replacement is not None and mine:
        card = card_phrase((replacement,), tables, design)
    else:
        card = translate("EventText", "a card")
    if replacing:
        if event.replaced:
            text = (translate("EventText", "You lay it and draw {card} in its place") if you
                    else translate("EventText", "{name} lays it and draws {card} in its place"))
        else:
            text = (translate("EventText", "You lay it") if you
                    else translate("EventText", "{name} lays it"))
    elif event.source is RedThreeSource.STOCK:
        if event.replaced:
            text = (translate("EventText", "You draw {three}, lay it and draw {card} in its place")
                    if you else translate(
                        "EventText", "{name} draws {three}, lays it and draws {card} in its place"))
        else:
            text = (translate("EventText", "You draw {three} and lay it") if you
                    else translate("EventText", "{name} draws {three} and lays it"))
    elif event.replaced:
        text = (translate("EventText", "You lay {three} and draw {card} in its place") if you
                else translate("EventText", "{name} lays {three} and draws {card} in its place"))
    else:
        text = (translate("EventText", "You lay {three}") if you
                else translate("EventText", "{name} lays {three}"))
    return text.format(name=names[event.seat], three=three, card=card)


def log_lines(events: Sequence[Event], names: Sequence[str], tables: CardTables,
              me: int | None = 0, design: CardDesign = CardDesign.STANDARD) -> list[str]:
    """The log's lines for events as seat `me` sees them (`seen_by`), told
    in the order the table saw them.  The engine reports a draw first, then
    each red three it brought; at the table (§1 Red threes) a red three
    drawn is laid at once and replaced before the draw goes on, so a draw
    is told card by card: "You draw 7♠", "You draw a red three, lay it and
    draw 5♠ in its place"."""
    lines: list[str] = []
    i = 0
    previous: RedThreeLaid | None = None
    while i < len(events):
        event = events[i]
        i += 1
        if isinstance(event, Drew):
            threes: list[RedThreeLaid] = []
            while i < len(events):
                laid = events[i]
                if not (isinstance(laid, RedThreeLaid) and laid.seat == event.seat):
                    break
                threes.append(laid)
                i += 1
            lines += _draw_lines(event, threes, names, tables, me, design)
            previous = threes[-1] if threes else None
            continue
        line: str | None
        if isinstance(event, RedThreeLaid):
            line = red_three_text(event, names, tables, me, design, _replaces(event, previous))
            previous = event
        else:
            line = describe(event, names, tables, me, design)
            previous = None
        if line:
            lines.append(line)
    return lines


def _replaces(event: RedThreeLaid, previous: RedThreeLaid | None) -> bool:
    """Whether the red three was drawn in place of the one laid before it."""
    return (previous is not None and previous.seat == event.seat
            and previous.replacement == event.card)


def _draw_lines(drew: Drew, threes: Sequence[RedThreeLaid], names: Sequence[str],
                tables: CardTables, me: int | None, design: CardDesign) -> list[str]:
    """A draw from the stock and the red threes it brought, in order."""
    lines: list[str] = []
    previous: RedThreeLaid | None = None
    laid = {three.card: three for three in threes}
    if drew.seat == me and drew.taken:
        # The drawer knows each card taken: plain ones and red threes in turn.
        plain: list[int] = []
        for card in drew.taken:
            if card not in laid:
                plain.append(card)
                continue
            if plain:
                lines.append(translate("EventText", "You draw {cards}").format(
                    cards=card_phrase(plain, tables, design)))
                plain = []
            three: RedThreeLaid | None = laid[card]
            while three is not None:
                lines.append(red_three_text(three, names, tables, me, design,
                                            _replaces(three, previous)))
                previous = three
                three = laid.get(three.replacement) if three.replacement is not None else None
        if plain:
            lines.append(translate("EventText", "You draw {cards}").format(
                cards=card_phrase(plain, tables, design)))
        return lines
    # The others see the red threes, then how many more cards went to the hand.
    told = 0
    for three in threes:
        lines.append(red_three_text(three, names, tables, me, design,
                                    _replaces(three, previous)))
        previous = three
        if three.replaced and three.replacement not in laid:
            told += 1
    line = describe(Drew(drew.seat, (), (), drew.count - told), names, tables, me, design)
    if line:
        lines.append(line)
    return lines


def _parts_advice(parts: Sequence[MeldPart], view: PlayerView, tables: CardTables,
                  design: CardDesign, menu: bool = False) -> str:
    own = view.melds[view.team]
    out = []
    for part in parts:
        what, cards = meld_name(part.rank, design), cards_text(part.cards, tables, design)
        if len(part.cards) == 1:
            cards = words.with_article(cards)  # "add the joker…", "add the Tamborile…"
        if menu:  # a menu's command: French says it in the infinitive
            text = (translate("ChoiceMenu", "add {cards} to your {what}") if part.rank in own
                    else translate("ChoiceMenu", "meld {what}: {cards}"))
        else:
            text = (translate("EventText", "add {cards} to your {what}") if part.rank in own
                    else translate("EventText", "meld {what}: {cards}"))
        out.append(text.format(what=what, cards=cards))
    # French sets a space before the semicolon: the separator is translated.
    return translate("EventText", "; ").join(out)


def meld_way_text(action: Meld, view: PlayerView) -> str:
    """A way to lay several melds at once as a menu's command: "Meld aces:
    A♠ A♥ A♦ joker; meld sevens: 7♠ 7♥ 7♦" (French: « Étaler … »)."""
    tables = card_tables(view.rules.deck)
    text = _parts_advice(action.parts, view, tables, view.rules.design, menu=True)
    return text[:1].upper() + text[1:]


def take_way_text(action: TakePile, view: PlayerView) -> str:
    """A way to take the pile as a menu's command: "Take the pile with K♠
    K♥; meld aces: …", in French « Prendre la pile avec … » (play-test: a
    menu said « Prenez… », where French menus use the infinitive)."""
    return _take_words(action, view, translate("ChoiceMenu", "Take the pile with {cards}"),
                       translate("ChoiceMenu", "Take the pile"), menu=True)


def _take_words(action: TakePile, view: PlayerView, with_cards: str, bare: str,
                menu: bool = False) -> str:
    """A take of the pile in the words given (`with_cards` names the cards
    taken with it, `bare` when none), then the melds laid with it."""
    tables = card_tables(view.rules.deck)
    design = view.rules.design
    text = (with_cards.format(cards=cards_text(action.with_cards, tables, design))
            if action.with_cards else bare)
    if action.melds:
        text += translate("EventText", "; ") + _parts_advice(action.melds, view, tables,
                                                              design, menu)
    return text


def advice_text(action: Action, view: PlayerView, names: Sequence[str]) -> str:
    """An action the player may take, as advice: "discard 7♥"."""
    tables = card_tables(view.rules.deck)
    design = view.rules.design
    if isinstance(action, Draw):
        return translate("EventText", "draw from the stock")
    if isinstance(action, EndDeal):
        return translate("EventText", "end the deal: the stock is empty")
    if isinstance(action, Discard):
        # "défaussez le Fou", not "défaussez Fou"; "discard the Retener" as the
        # reasons say "the Ceibo" (« défaussez le Retener »).
        card = words.with_article(card_text(action.card, tables, design))
        return translate("EventText", "discard {card}").format(card=card)
    if isinstance(action, TakePile):
        return _take_words(action, view, translate("EventText", "take the pile with {cards}"),
                           translate("EventText", "take the pile"))
    if isinstance(action, Meld):
        return _parts_advice(action.parts, view, tables, design)
    if isinstance(action, AskGoOut):
        return translate("EventText", "ask your partner whether you may go out")
    if isinstance(action, AnswerGoOut):
        asker = names[view.turn]
        return (translate("EventText", "answer yes: {name} may go out") if action.yes
                else translate("EventText", "answer no: {name} may not go out yet")).format(
            name=asker)
    if isinstance(action, ChoosePacket):
        return translate("EventText", "play packet {n} first").format(n=action.packet + 1)
    if isinstance(action, AnnounceTile):
        return translate("EventText", "place a tile: {what}").format(
            what=meld_name(action.rank, design))
    return str(action)
