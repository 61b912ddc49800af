"""Actions: frozen values with a stable text form (ARCHITECTURE §2).

Cards are named by id inside the engine; the text form names them by code
("7H", "JK").  Two cards with the same code are interchangeable, so parsing
a text back against a hand picks any card with that code.
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Sequence

from .cards import CardTables, parse_rank, rank_code


@dataclass(frozen=True, slots=True)
class MeldPart:
    """Cards from the hand put on the team's meld of `rank` (new or existing)."""

    rank: int
    cards: tuple[int, ...]


@dataclass(frozen=True, slots=True)
class Draw:
    """Draw from the stock (the rule set says how many cards)."""


@dataclass(frozen=True, slots=True)
class TakePile:
    """Take the discard pile: the top card is melded at once with `with_cards`
    from the hand (or laid on the team's meld of its rank), `melds` are laid
    at the same time (needed to reach an opening minimum), then the rest of
    the pile goes to the hand."""

    with_cards: tuple[int, ...] = ()
    melds: tuple[MeldPart, ...] = ()


@dataclass(frozen=True, slots=True)
class Meld:
    """Lay one or more melds / lay-offs together (an opening may need several)."""

    parts: tuple[MeldPart, ...]


@dataclass(frozen=True, slots=True)
class Discard:
    card: int


@dataclass(frozen=True, slots=True)
class AskGoOut:
    """'Partner, may I go out?' (§1 Going out)."""


@dataclass(frozen=True, slots=True)
class AnswerGoOut:
    yes: bool


@dataclass(frozen=True, slots=True)
class EndDeal:
    """The stock is empty and the player does not take the pile (§1 Stock exhausted)."""


@dataclass(frozen=True, slots=True)
class ChoosePacket:
    """Tête et Queue: play first the packet whose bottom card is `packet` (0 or 1)."""

    packet: int


@dataclass(frozen=True, slots=True)
class AnnounceTile:
    """Origen: place the team's tile (dalle) announcing a meld of `rank`."""

    rank: int


Action = (Draw | TakePile | Meld | Discard | AskGoOut | AnswerGoOut | EndDeal | ChoosePacket
          | AnnounceTile)


def _codes(cards: Sequence[int], tables: CardTables) -> str:
    return ",".join(tables.code[c] for c in cards)


def _parts_text(parts: Sequence[MeldPart], tables: CardTables) -> str:
    return "; ".join(f"{rank_code(p.rank)}:{_codes(p.cards, tables)}" for p in parts)


def action_text(action: Action, tables: CardTables) -> str:
    """Stable text form, e.g. 'draw', 'discard 7H', 'meld 7:7S,7H,2C; K:KS,KD,KC'."""
    if isinstance(action, Draw):
        return "draw"
    if isinstance(action, Discard):
        return f"discard {tables.code[action.card]}"
    if isinstance(action, Meld):
        return f"meld {_parts_text(action.parts, tables)}"
    if isinstance(action, TakePile):
        text = "take"
        if action.with_cards:
            text += " " + _codes(action.with_cards, tables)
        if action.melds:
            text += " + " + _parts_text(action.melds, tables)
        return text
    if isinstance(action, AskGoOut):
        return "ask"
    if isinstance(action, AnswerGoOut):
        return "answer yes" if action.yes else "answer no"
    if isinstance(action, EndDeal):
        return "end"
    if isinstance(action, ChoosePacket):
        return f"choose {action.packet}"
    if isinstance(action, AnnounceTile):
        return f"tile {rank_code(action.rank)}"
    raise TypeError(f"not an action: {action!r}")


class _CardPicker:
    """Resolves card codes to distinct ids held in a hand."""

    def __init__(self, hand: Sequence[int], tables: CardTables) -> None:
        self._free = list(hand)
        self._tables = tables

    def take(self, code: str) -> int:
        for i, card in enumerate(self._free):
            if self._tables.code[card] == code:
                return self._free.pop(i)
        raise ValueError(f"no {code} in hand")

    def take_all(self, codes: str) -> tuple[int, ...]:
        return tuple(self.take(c.strip()) for c in codes.split(",") if c.strip())

    def parts(self, text: str) -> tuple[MeldPart, ...]:
        parts = []
        for chunk in text.split(";"):
            rank, _, codes = chunk.strip().partition(":")
            parts.append(MeldPart(parse_rank(rank.strip()), self.take_all(codes)))
        return tuple(parts)


def parse_action(text: str, hand: Sequence[int], tables: CardTables) -> Action:
    """Inverse of `action_text`, picking card ids from `hand`.  ValueError if malformed."""
    verb, _, rest = text.strip().partition(" ")
    rest = rest.strip()
    picker = _CardPicker(hand, tables)
    if verb == "draw" and not rest:
        return Draw()
    if verb == "ask" and not rest:
        return AskGoOut()
    if verb == "end" and not rest:
        return EndDeal()
    if verb == "choose" and rest in ("0", "1"):
        return ChoosePacket(int(rest))
    if verb == "tile" and rest:
        return AnnounceTile(parse_rank(rest))
    if verb == "answer" and rest in ("yes", "no"):
        return AnswerGoOut(rest == "yes")
    if verb == "discard" and rest:
        return Discard(picker.take(rest))
    if verb == "meld" and rest:
        return Meld(picker.parts(rest))
    if verb == "take":
        with_text, _, melds_text = rest.partition("+")
        with_cards = picker.take_all(with_text)
        melds = picker.parts(melds_text) if melds_text.strip() else ()
        return TakePile(with_cards, melds)
    raise ValueError(f"not an action: {text!r}")
