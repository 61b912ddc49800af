"""What an event shows, checked against what the seat may know; not a test
file (the per-seat event tests of the model and of the table share it).

Face up by the rules (RULES.md §1 Turn, Melds, Taking the discard pile, Red
threes): everything melded, laid off, discarded or laid aside, the pile
(whose cards stay known once taken).  Face down: the stock, the other hands
and every foot or packet (§3).
"""

from __future__ import annotations

import dataclasses
from typing import Iterable

from canasta_desktop.model.events import Event
from canasta_desktop.model.state import DealState

# Every field of every event class is one or the other: a new field must be
# named here, so that a new way of carrying cards cannot slip past the check.
CARD_FIELDS = {"cards", "taken", "card", "top", "with_cards", "replacement", "bottom"}
OTHER_FIELDS = {"seat", "count", "source", "replaced", "meld_rank", "lay_off", "rank", "partner",
                "yes", "asker", "packet", "partners", "points", "reason", "out_seat",
                "concealed", "section"}


def event_classes() -> list[type[Event]]:
    return Event.__subclasses__()


def cards_named(event: Event) -> set[int]:
    """Every card id the event holds."""
    named: set[int] = set()
    for field in dataclasses.fields(event):
        assert field.name in CARD_FIELDS | OTHER_FIELDS, \
            f"{type(event).__name__}.{field.name}: say whether it holds cards"
        if field.name not in CARD_FIELDS:
            continue
        value = getattr(event, field.name)
        if isinstance(value, int):
            named.add(value)
        elif value is not None:
            named.update(value)
    return named


def hidden_from(state: DealState, seat: int) -> set[int]:
    """The cards `seat` may not know now: the stock, every foot and packet,
    the other hands except the cards known there (taken with the pile)."""
    hidden = set(state.stock)
    for foot in state.feet:
        hidden.update(foot)
    for packets in state.packets:
        for packet in packets:
            hidden.update(packet)
    for other, hand in enumerate(state.hands):
        if other != seat:
            hidden.update(set(hand) - set(state.known[other]))
    return hidden


def leaks(state: DealState, seat: int, seen: Iterable[Event]) -> list[tuple[Event, set[int]]]:
    """The events seen by `seat` that name cards hidden from him, with those cards."""
    hidden = hidden_from(state, seat)
    found = [(event, cards_named(event) & hidden) for event in seen]
    return [(event, cards) for event, cards in found if cards]
