"""Change records returned by `DealState.apply` (ARCHITECTURE §6).

One small frozen class per kind of event.  Events carry every card they
move, hidden ones included: the deal record is written from them.  What a
seat may see of them is `seen_by(events, seat)`: the session hands the
table only that (a card drawn by someone else is a count, not a card).
"""

from __future__ import annotations

from dataclasses import MISSING, dataclass, fields, replace
from enum import Enum
from typing import Any, Iterable, TypeVar

_E = TypeVar("_E", bound=type)


def _quick_init(cls: _E) -> _E:
    """Give a frozen event class an __init__ that fills its slots through
    their descriptors: the dataclass one goes through object.__setattr__ for
    each field, and apply() builds several events per action (the engine's
    speed is measured in benchmarks/engine_speed.py).  It takes every field
    by position and does nothing else, so a class that needs more (a field
    default, a __post_init__) is refused here rather than built wrong."""
    for f in fields(cls):
        if f.default is not MISSING or f.default_factory is not MISSING:
            raise TypeError(f"{cls.__name__}.{f.name}: an event field has no default")
    if hasattr(cls, "__post_init__"):
        raise TypeError(f"{cls.__name__}: an event has no __post_init__")
    names = [f.name for f in fields(cls)]
    setters: dict[str, Any] = {f"_set_{name}": getattr(cls, name).__set__ for name in names}
    body = "".join(f"    _set_{name}(self, {name})\n" for name in names)
    made: dict[str, Any] = {}
    exec(f"def __init__(self, {', '.join(names)}):\n{body}", setters, made)
    made["__init__"].__qualname__ = f"{cls.__qualname__}.__init__"
    cls.__init__ = made["__init__"]  # type: ignore[misc]
    return cls


class RedThreeSource(Enum):
    """Where a red three (§1) or a Sol (§4) laid aside came from."""

    STOCK = "stock"  # drawn: by a draw or as a replacement
    PILE = "pile"  # found in the discard pile when taking it
    HAND = "hand"  # dealt


class EndReason(Enum):
    """Why a deal ended.  The values are the words of the deal record
    (`model/records.py`) and of the saved score sheets."""

    WENT_OUT = "went_out"  # §1 Going out: `out_seat` went out
    STOCK_EXHAUSTED = "stock_exhausted"  # §1 Stock exhausted
    RED_THREE_LAST_CARD = "red_three_last_card"  # §1 Red threes: the last card drawn
    # A score kept by hand (model/score_keeper.py) knows the column that
    # went out, not the player: `out_seat` is then that column.
    TEAM_WENT_OUT = "team_went_out"

    @classmethod
    def read(cls, word: object) -> "EndReason | None":
        """The reason a saved word names; None for a missing or unknown one."""
        try:
            return cls(word)
        except ValueError:
            return None


class PenaltyReason(Enum):
    """What a penalty of the engine is for (the word is the deal record's)."""

    TOLD_YES_NOT_OUT = "told_yes_not_out"  # §1 Going out: told "yes", did not go out


@_quick_init
@dataclass(frozen=True, slots=True)
class Event:
    """What every event has: the seat that did it (or to whom it happened)."""

    seat: int


@_quick_init
@dataclass(frozen=True, slots=True)
class TurnBegan(Event):
    """The seat's turn starts."""


@_quick_init
@dataclass(frozen=True, slots=True)
class Drew(Event):
    """A draw from the stock (§1 Turn; two cards in §2 `two`/`three`).

    `cards` reached the hand; `taken` is every card taken from the stock
    by the draw itself, in order, red threes included (their replacements
    follow as `RedThreeLaid`).  Seen by another seat both are empty and
    only `count`, the cards that reached the hand, is known."""

    cards: tuple[int, ...]
    taken: tuple[int, ...]
    count: int


@_quick_init
@dataclass(frozen=True, slots=True)
class RedThreeLaid(Event):
    """A red three (or a Sol) laid face up (§1 Red threes, §4).

    `replaced` tells whether a card was drawn to replace it; `replacement`
    names it (the next card of the stock), for its drawer only."""

    card: int
    source: RedThreeSource
    replaced: bool
    replacement: int | None


@_quick_init
@dataclass(frozen=True, slots=True)
class PileTaken(Event):
    """The discard pile taken (§1 Taking the discard pile).

    `cards` are the pile's cards taken, top last; `with_cards` are the hand
    cards laid with the top card on a new meld of `meld_rank`, or onto the
    team's meld of that rank (`lay_off`).  Everything here was face up."""

    cards: tuple[int, ...]
    top: int
    with_cards: tuple[int, ...]
    meld_rank: int
    lay_off: bool


@_quick_init
@dataclass(frozen=True, slots=True)
class Melded(Event):
    """A new meld laid face up (§1 Melds)."""

    rank: int
    cards: tuple[int, ...]


@_quick_init
@dataclass(frozen=True, slots=True)
class LaidOff(Event):
    """Cards added face up to a meld of the seat's team (§1 Melds)."""

    rank: int
    cards: tuple[int, ...]


@_quick_init
@dataclass(frozen=True, slots=True)
class Discarded(Event):
    """A card discarded face up on the pile (§1 Turn)."""

    card: int


@_quick_init
@dataclass(frozen=True, slots=True)
class AskedGoOut(Event):
    """"Partner, may I go out?" (§1 Going out)."""

    partner: int


@_quick_init
@dataclass(frozen=True, slots=True)
class Answered(Event):
    """The partner's answer to `asker` (§1 Going out)."""

    yes: bool
    asker: int


@_quick_init
@dataclass(frozen=True, slots=True)
class PacketChosen(Event):
    """Tête et Queue (§3): the seat chose which packet is his hand; the
    other is his foot.  `bottom` is the bottom card of the hand chosen,
    seen by its owner only."""

    packet: int
    bottom: int | None


@_quick_init
@dataclass(frozen=True, slots=True)
class FootPickedUp(Event):
    """Tête et Queue (§3): the hand emptied, the foot becomes the hand.
    `cards` are seen by the owner only; `count` by everyone."""

    cards: tuple[int, ...]
    count: int


@_quick_init
@dataclass(frozen=True, slots=True)
class TileAnnounced(Event):
    """Origen (§4): a tile placed on a rank."""

    rank: int


@_quick_init
@dataclass(frozen=True, slots=True)
class TileCovered(Event):
    """Origen (§4): a meld of the tile's rank covers it.  `points`: the
    tile's bonus, or 0 when it was placed in this same turn (only a tile
    placed at least one turn before its meld earns it)."""

    rank: int
    points: int


@_quick_init
@dataclass(frozen=True, slots=True)
class Isolated(Event):
    """Three players (§2): the seat is the isolated hand, `partners` now
    play together."""

    partners: tuple[int, ...]


@_quick_init
@dataclass(frozen=True, slots=True)
class Penalised(Event):
    """A penalty paid by the seat's team (§1 Going out: told "yes", did not
    go out); `section` is the RULES.md section that sets it in the variant
    (`RuleSet.section`)."""

    points: int
    reason: PenaltyReason
    section: str


@_quick_init
@dataclass(frozen=True, slots=True)
class DealEnded(Event):
    """The deal is over for `reason`; `out_seat` went out (None
    otherwise)."""

    reason: EndReason
    out_seat: int | None
    concealed: bool


def seen_by(events: Iterable[Event], seat: int | None) -> list[Event]:
    """The events as `seat` may see them (RULES.md: §1 Red threes and
    Turn, §3 the foot face down, everything melded, laid or discarded face
    up).  Another seat's draw shows how many cards, not which; a red
    three's replacement, a foot picked up and the bottom card of a chosen
    packet stay hidden from the others, except a replacement that is itself
    a red three, laid face up at once.  `seat` None (a spectator) sees only
    what is face up."""
    events = list(events)
    laid = {event.card for event in events if isinstance(event, RedThreeLaid)}
    out: list[Event] = []
    for event in events:
        if event.seat != seat:
            if isinstance(event, Drew):
                if event.cards or event.taken:
                    event = replace(event, cards=(), taken=())
            elif isinstance(event, RedThreeLaid):
                if event.replacement is not None and event.replacement not in laid:
                    event = replace(event, replacement=None)
            elif isinstance(event, FootPickedUp):
                event = replace(event, cards=())
            elif isinstance(event, PacketChosen):
                event = replace(event, bottom=None)
        out.append(event)
    return out
