"""Events in plain words for the table's log ("West discards 7♥").

Only what the player may know is named: a card drawn by someone else is
"a card".  Pure Python (no Qt).
"""

from __future__ import annotations

from typing import Sequence

from ..model.cards import JOKER, CardTables, rank_code
from ..model.events import Event

SUITS = {"S": "\u2660", "H": "\u2665", "D": "\u2666", "C": "\u2663"}
RANK_NAMES = {14: "aces", 13: "kings", 12: "queens", 11: "jacks", 10: "tens", 9: "nines",
              8: "eights", 7: "sevens", 6: "sixes", 5: "fives", 4: "fours", 3: "threes"}
END_REASONS = {
    "went_out": "went out",
    "stock_exhausted": "the stock ran out",
    "red_three_last_card": "the last card of the stock was a red three",
}


def card_text(card: int, tables: CardTables) -> str:
    code = tables.code[card]
    if tables.rank[card] == JOKER:
        return "joker"
    rank = "10" if code[0] == "T" else code[0]
    return rank + SUITS.get(code[1], "")


def cards_text(cards: Sequence[int], tables: CardTables) -> str:
    return " ".join(card_text(c, tables) for c in cards)


def describe(event: Event, names: Sequence[str], tables: CardTables,
             me: int = 0) -> str | None:
    """One line for the log, or None for events not worth a line."""
    who = names[event.seat]
    kind = event.kind
    if kind == "draw":
        if event.seat == me and event.cards:
            return f"{who} draw {cards_text(event.cards, tables)}"
        n = len(event.cards)
        return f"{who} draws {'a card' if n == 1 else f'{n} cards'}"
    if kind == "discard":
        verb = "discard" if event.seat == me else "discards"
        return f"{who} {verb} {cards_text(event.cards, tables)}"
    if kind in ("meld", "lay_off"):
        rank = event.data.get("rank")
        what = RANK_NAMES.get(rank, rank_code(rank) if rank is not None else "")
        verb = {"meld": "melds", "lay_off": "adds to"}[kind]
        if event.seat == me:
            verb = {"meld": "meld", "lay_off": "add to"}[kind]
        return f"{who} {verb} {what}: {cards_text(event.cards, tables)}"
    if kind == "take_pile":
        verb = "take" if event.seat == me else "takes"
        return f"{who} {verb} the pile ({len(event.cards)} cards)"
    if kind == "red_three":
        verb = "lay" if event.seat == me else "lays"
        return f"{who} {verb} a red three"
    if kind == "ask_go_out":
        partner = names[event.data.get("partner", event.seat)]
        return f"{who}: \u201c{partner}, may I go out?\u201d"
    if kind == "answer":
        return f"{who}: \u201c{'Yes' if event.data.get('yes') else 'No'}.\u201d"
    if kind == "penalty":
        return f"{who}'s team loses {event.data.get('points', 0)} points"
    if kind == "deal_end":
        reason = event.data.get("reason", "")
        seat = event.data.get("seat")
        if reason == "went_out" and seat is not None:
            concealed = " concealed" if event.data.get("concealed") else ""
            return f"{names[seat]} went out{concealed}: the deal is over"
        return f"The deal is over: {END_REASONS.get(reason, reason)}"
    return None
