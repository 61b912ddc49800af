"""Small shared helpers for the variant tests (§2–§6); not a test file.

Positions themselves come from `builders.position(rules=...)`.
"""

from __future__ import annotations

from canasta_desktop.model import (DealSetup, DealState, Discard, Draw, Meld, MeldPart,
                                   TakePile)
from canasta_desktop.model.cards import parse_rank
from canasta_desktop.model.rules import RuleSet
from canasta_desktop.model.variants import rules_for

from .builders import cards


def meld(state: DealState, rank: str, text: str, seat: int | None = None) -> Meld:
    """One meld (or lay-off) of `rank` with the cards `text` from the hand."""
    return Meld((MeldPart(parse_rank(rank), cards(state, text, seat)),))


def melds(state: DealState, *parts: tuple[str, str]) -> Meld:
    """Several melds laid together: melds(state, ("7", "7S 7H 7D"), ("K", "KS KH KC"))."""
    return Meld(tuple(MeldPart(parse_rank(r), cards(state, t)) for r, t in parts))


def take(state: DealState, text: str = "", *extra: tuple[str, str]) -> TakePile:
    """Take the pile with the cards `text`, laying the melds `extra` with it."""
    return TakePile(cards(state, text),
                    tuple(MeldPart(parse_rank(r), cards(state, t)) for r, t in extra))


def round_back_to_seat_0(state: DealState, discard: str) -> None:
    """Seat 0 discards `discard`; seats 1-3 each draw and discard their first
    card; seat 0 draws: its next turn (a tile placed before now counts, §4)."""
    state.apply(Discard(cards(state, discard)[0]))
    for seat in (1, 2, 3):
        state.apply(Draw())
        state.apply(Discard(state.hands[seat][0]))
    state.apply(Draw())


def fresh_deal(rules: RuleSet, seed: int = 1, dealer: int = 0, **kw) -> DealState:
    return DealState(DealSetup.shuffled(rules, dealer, seed, **kw))


def every_configuration() -> list[tuple[str, int, str]]:
    """(variant id, players, layout id) for every variant, count and layout."""
    from canasta_desktop.model.variants import VARIANTS

    return [(vid, n, layout.id) for vid, info in VARIANTS.items()
            for n in info.player_counts for layout in info.layouts(n)]


def config_id(config: tuple[str, int, str]) -> str:
    vid, n, layout = config
    return f"{vid}-{n}-{layout}"


def rules_of(config: tuple[str, int, str]) -> RuleSet:
    return rules_for(*config)
