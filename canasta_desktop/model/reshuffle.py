"""Reopening a game: the cards no one has seen are shuffled again.

A save keeps the deck in its order.  Without this, a player could save,
draw, look at the card, reopen the save and know what the stock gives: the
peek that Undo refuses (it never goes back over a card the player has seen).
So a reopened deal is replayed on a deck where the cards that no seat has
seen (the rest of the stock, the feet not yet picked up but for the bottom
card their owner saw while choosing) trade places at random, and the deals
still to come get new seeds.  Nothing a seat may know changes: every seat's
view is the same before and after, which `reshuffle_unseen` checks.

"""

from __future__ import annotations

import random
from dataclasses import replace

from .state import DealState


def unseen_cards(state: DealState) -> list[int]:
    """The cards of the deal that no seat has seen: the stock, the feet
    (Tête et Queue) but for their bottom cards, and the same of the packets
    not yet chosen.  The order is the stock's, then the seats'."""
    cards = list(state.stock)
    for foot in state.feet:
        cards.extend(foot[1:])
    for packets in state.packets:
        for packet in packets:
            cards.extend(packet[1:])
    return cards


def reshuffle_unseen(state: DealState, rng: random.Random) -> DealState:
    """The same deal at the same point, its unseen cards dealt anew: a new
    setup (the deck with those cards in a new order, no seed) with the
    history replayed on it.  A finished deal, or one with fewer than two
    unseen cards, comes back as it is."""
    if state.is_over:
        return state
    unseen = set(unseen_cards(state))
    if len(unseen) < 2:
        return state
    deck = list(state.setup.deck)
    places = [i for i, card in enumerate(deck) if card in unseen]
    cards = [deck[i] for i in places]
    rng.shuffle(cards)
    for place, card in zip(places, cards):
        deck[place] = card
    replayed = DealState(replace(state.setup, deck=tuple(deck), seed=None))
    for seat, action in state.history:
        replayed.apply(action, seat)
    seats = range(state.n)
    if any(replayed.view_for(s) != state.view_for(s) for s in seats):
        # Cannot happen while unseen_cards is right; a deal that would change
        # what a seat sees is never handed on: the game goes on unshuffled.
        return state
    return replayed
