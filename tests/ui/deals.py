"""Chosen deals for the table tests (a helper, not a test file).

`stacked_deal` builds a real `DealSetup` whose deck puts the named cards
where a test wants them, so that the deal can also be replayed (undo).
Cards are codes: rank ``A K Q J T 9 8 7 6 5 4 3 2`` + suit ``S H D C``,
jokers ``JK``; two packs are in play, so each code exists twice.
"""

from __future__ import annotations

import random
from typing import Mapping

from canasta_desktop.bots import make_bot
from canasta_desktop.bots.driver import play_to_turn
from canasta_desktop.model import DealSetup, DealState
from canasta_desktop.model.cards import card_tables
from canasta_desktop.model.rules import CLASSIC, RuleSet



class _Pool:
    def __init__(self, rules: RuleSet) -> None:
        t = card_tables(rules.deck)
        self.tables = t
        self.free: dict[str, list[int]] = {}
        for card in range(rules.deck.size):
            self.free.setdefault(t.code[card], []).append(card)

    def take(self, text: str) -> list[int]:
        out = []
        for code in text.replace(",", " ").split():
            if not self.free.get(code):
                raise ValueError(f"no {code} left in the deck")
            out.append(self.free[code].pop(0))
        return out

    def rest(self, seed: int) -> list[int]:
        left = sorted(c for ids in self.free.values() for c in ids)
        random.Random(seed).shuffle(left)
        red = self.tables.is_red_three
        # No stray red three in a hand or near the top of the stock.
        return [c for c in left if not red[c]] + [c for c in left if red[c]]


def stacked_deal(hands: Mapping[int, str], upcard: str, stock: str = "",
                 opening_minimums: tuple[int, ...] = (50, 50), seed: int = 5,
                 rules: RuleSet = CLASSIC) -> DealState:
    """A fresh deal: seat 0 to play first with `hands[0]`, `upcard` face up
    on the pile, and `stock` the next cards drawn, in order.  One opening
    minimum per side (two for four players in teams)."""
    dealer = rules.players - 1  # seat 0 (the player) is dealt first and plays first
    pool = _Pool(rules)
    named = {seat: pool.take(text) for seat, text in hands.items()}
    up = pool.take(upcard)
    first_draws = pool.take(stock)
    rest = pool.rest(seed)
    for seat in range(rules.players):
        cards = named.get(seat, [])
        while len(cards) < rules.hand_size:
            cards.append(rest.pop(0))
        if len(cards) != rules.hand_size:
            raise ValueError(f"seat {seat} needs {rules.hand_size} cards")
        named[seat] = cards
    deck = []
    for i in range(rules.hand_size):
        for k in range(1, rules.players + 1):
            deck.append(named[(dealer + k) % rules.players][i])
    deck += up + first_draws + rest
    scores_before = (0,) * len(opening_minimums)
    setup = DealSetup(rules, dealer, tuple(deck), opening_minimums, scores_before, seed)
    return DealState(setup)


def ids(state: DealState, text: str, seat: int = 0) -> list[int]:
    """Distinct ids of the cards `text` in `seat`'s hand."""
    free = list(state.hands[seat])
    out = []
    for code in text.split():
        card = next(c for c in free if state.tables.code[c] == code)
        free.remove(card)
        out.append(card)
    return out


def codes(state: DealState, cards) -> list[str]:
    return sorted(state.tables.code[c] for c in cards)


def late_deal(controller, qtbot, rules: RuleSet, seed: int, moves: int, names,
              tries: int = 4, back_off: int = 15) -> DealState:
    """A full table late in a deal: greedy bots play `moves` moves, or
    `back_off` fewer than the deal lasts when it would end first (up to
    `tries` times), then the player's seat is to draw."""
    for _ in range(tries):
        controller.new_game(rules, seed=seed, names=names[:rules.players],
                            bot_names=[None] + ["greedy"] * (rules.players - 1), paused=True)
        deal = controller.deal
        play_to_turn(deal, make_bot("greedy"), random.Random(seed), moves)
        if not deal.is_over:
            break
        moves = len(deal.history) - back_off
    controller.load_deal(deal)
    qtbot.waitUntil(lambda: controller.is_human_turn())
    return deal
