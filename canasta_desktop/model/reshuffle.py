"""Reopening a game: the cards the player has not seen are dealt anew.

A save keeps the deck in its order.  Without this, a player could save,
draw, look at the card, reopen the save and know what the stock gives; or
discard, watch whether the next player takes the pile, and reopen: the
peeks that Undo refuses (it never goes back over a card the player has
seen).  So a reopened deal is replayed on a deck where the cards hidden from
the person at the computer trade places at random: the stock, the other
hands but the cards known in them, the face-down feet and packets but the
bottom cards he saw himself.  The deals still to come get new seeds.

What the player may know does not change, and the play stays what it was:
the replay must accept every action of the history, the person's view must
be the same, and every card not traded must be where it was.  Two kinds of
cards are held back so that this holds: a red three that is a bonus card
never goes into a hand (it would have been laid at once), and the hand of a
seat in the middle of its turn stays (it drew, may have asked its partner
whether it may go out, and plays on with it).  A deal that still fails the
check is dealt anew again, a few times, then only in the cards no seat has
seen, and else left as it was.
"""

from __future__ import annotations

import logging
import random
from dataclasses import replace
from typing import Sequence

from .errors import IllegalAction
from .phases import DRAW
from .resample import visible_cards
from .state import DealState

log = logging.getLogger(__name__)

TRIES = 8  # deals anew before falling back to the cards no seat has seen


def hidden_from(state: DealState, seat: int | None) -> set[int]:
    """The cards that may trade places: those `seat` has not seen (None:
    those no seat has seen), but a bonus red three bound for no hand, and
    the hand of another seat in the middle of its turn."""
    if seat is None:
        cards = set(state.stock)
        for places in (state.feet, *state.packets):
            for place in places:
                cards.update(place[1:])  # the bottom card: its owner saw it
        return cards
    cards = set(range(state.rules.deck.size)) - visible_cards(state.view_for(seat))
    cards.difference_update(state.feet[seat][:1])
    for packet in state.packets[seat] if state.packets else ():
        cards.difference_update(packet[:1])
    if state.phase != DRAW and state.turn != seat:
        cards.difference_update(state.hands[state.turn])
    return cards


def reshuffle_unseen(state: DealState, rng: random.Random,
                     seat: int | None = None) -> DealState:
    """The same deal at the same point, the cards hidden from `seat` (None:
    from every seat) dealt anew: a new setup (no seed, the deck itself) with
    the history replayed on it.  A finished deal comes back as it is."""
    if state.is_over:
        return state
    for who in ((seat, None) if seat is not None else (None,)):
        moving = hidden_from(state, who)
        for _ in range(TRIES if who is not None else 1):
            if len(moving) < 2:
                break
            dealt = _dealt_anew(state, moving, rng)
            if dealt is not None and _same_for(state, dealt, moving, who):
                return dealt
    if len(hidden_from(state, None)) >= 2:
        log.error("reopening deal %d: its hidden cards could not be dealt anew",
                  state.setup.deal_number)
    return state


def _dealt_anew(state: DealState, moving: set[int], rng: random.Random) -> DealState | None:
    deck = list(state.setup.deck)
    places = [i for i, card in enumerate(deck) if card in moving]
    in_hands = {c for hand in state.hands for c in hand}
    is_red_three = state.tables.is_red_three
    held_back = state.rules.red_threes.laid_apart
    # A bonus red three goes where no hand is: to the stock, a foot, a packet.
    threes = [deck[i] for i in places if held_back and is_red_three[deck[i]]]
    open_places = [i for i in places if deck[i] not in in_hands]
    if len(threes) > len(open_places):
        return None
    for_threes = set(rng.sample(open_places, len(threes)))
    others = [deck[i] for i in places if deck[i] not in threes]
    rng.shuffle(threes)
    rng.shuffle(others)
    for i in places:
        deck[i] = threes.pop() if i in for_threes else others.pop()
    replayed = DealState(replace(state.setup, deck=tuple(deck), seed=None))
    try:
        for who, action in state.history:
            replayed.apply(action, who)
    except IllegalAction:
        return None
    return replayed


def _same_for(old: DealState, new: DealState, moving: set[int], seat: int | None) -> bool:
    """Nothing `seat` (None: any seat) may know has changed, and every card
    that was not to move is where it was."""
    seats = range(old.n) if seat is None else (seat,)
    if any(new.view_for(s) != old.view_for(s) for s in seats):
        return False
    return _fixed(old, moving) == _fixed(new, moving)


def _fixed(state: DealState, moving: set[int]) -> list[list[int | None]]:
    """Every place of the deal, the cards allowed to move masked out."""
    places: list[Sequence[int]] = [state.stock, state.pile, *state.hands, *state.feet,
                                   *state.red_threes, *state.known]
    for packets in state.packets:
        places.extend(packets)
    for team in state.melds:
        places.extend(team[rank] for rank in sorted(team))
    return [[None if c in moving else c for c in place] for place in places]
