"""What one seat knows, digested for the bots' heuristics.

Everything here is computed from a `PlayerView` only: the seat's hand, every
meld, the discard pile, laid red threes, the cards known to be in other hands
(picked up with the pile), hand and foot sizes and the stock size.  Card
counting works on card *kinds*: the natural ranks 4..A, twos, jokers, black
threes and red threes (`RED3`).

The probabilities are hypergeometric: a hidden card is equally likely to be
anywhere a hidden card may be (other hands, feet, stock).
"""

from __future__ import annotations

from functools import lru_cache
from math import comb
from typing import Literal

from ..model.cards import JOKER, NATURAL_RANKS, THREE, TWO, Deck, card_tables
from ..model.resample import discarded, passes
from ..model.scoring import RED_THREE_HELD_COST
from ..model.view import PlayerView
from . import rami

RED3 = 1  # kind of a red three (rank 3 is the black three's kind)
KINDS = 15  # kinds are 0 (joker), 1 (red three), 2 (two), 3 (black three), 4..14
NATURALS = NATURAL_RANKS  # the kinds of natural cards are their ranks
# Chance that a side ends the deal within about a round once one of its
# players was told "not yet" (his cards could go out): as likely as the
# stock running out within a round.
TOLD_NO_END = 0.6
# Card counting deals the hidden cards at random; players do not hold them
# so.  A player keeps a pair and throws a single: at the next player's draw
# in medium-played classic deals, he held a natural pair of the top card's
# rank 15.5% of the time where counting said 8.8%, and 1.3% where it said
# 4.6% if he had discarded or passed on that rank (model/resample.py's notes).
# Medium weighs a pair by PAIR_KEPT where the pile shows nothing of him, by
# PAIR_AFTER_SIGN where it shows that (he may have drawn the second since).
# Measured, medium with each against medium without, duplicate, a deal:
# - PAIR_AFTER_SIGN 0.2 (0.1 to 0.5 gain about as much): classic +11.0
#   [+2.7, +19.3] (4,000 decks), three +16.6, rami for six alone +36.7.  At
#   two players it lost at every factor down to 0.6 (two -110, rami -38),
#   as did a sign read from the last round only or one fading with the
#   cards drawn since: a table of two does not read the pile.
# - PAIR_KEPT 2.0 (3.0 as good, 1.5 and 4.0 less), on top: classic +23.5
#   [+10.1, +36.8] and +27.7 on two seeds of 4,000 decks; two +35.6, rami
#   +33 to +77.  In three (§2, the isolated hand) it lost -15.6 [-20.7,
#   -10.4] (-8.6 at 1.5): whoever takes the first pile there plays alone
#   against two, so handing it over costs less than counting says.
PAIR_AFTER_SIGN = 0.2
PAIR_KEPT = 2.0
READ_THE_PILE = True  # off only to measure it


@lru_cache(maxsize=None)
def kinds(deck: Deck) -> tuple[int, ...]:
    """Kind of each card id."""
    t = card_tables(deck)
    return tuple(RED3 if t.is_red_three[c] else t.rank[c] for c in range(deck.size))


@lru_cache(maxsize=None)
def kind_totals(deck: Deck) -> tuple[int, ...]:
    out = [0] * KINDS
    for k in kinds(deck):
        out[k] += 1
    return tuple(out)


@lru_cache(maxsize=None)
def kind_values(deck: Deck) -> tuple[int, ...]:
    """Face value of each kind (§1 Values)."""
    t = card_tables(deck)
    out = [0] * KINDS
    for c, k in enumerate(kinds(deck)):
        out[k] = t.value[c]
    return tuple(out)


@lru_cache(maxsize=1 << 16)
def p_at_least(pool: int, good: int, draws: int, k: int) -> float:
    """P(at least `k` of the `good` cards among `draws` cards drawn from `pool`)."""
    if k <= 0:
        return 1.0
    draws = min(draws, pool)
    if draws < k or good < k:
        return 0.0
    total = comb(pool, draws)
    miss = 0
    for i in range(k):
        miss += comb(good, i) * comb(pool - good, draws - i)
    return 1.0 - miss / total


class Info:
    """A view digested: teams, card counts per kind, what is still unseen."""

    __slots__ = ("view", "rules", "t", "kind", "seat", "n", "team", "team_of", "partners",
                 "opponents", "hand_count", "unseen", "hidden", "hidden_in_hand", "values",
                 "my_melds", "_avg_unseen", "_end_probability", "_canastas", "_signs")

    def __init__(self, view: PlayerView) -> None:
        rules = view.rules
        deck = rules.deck
        self.view = view
        self.rules = rules
        self.t = card_tables(deck)
        kind = self.kind = kinds(deck)
        self.values = kind_values(deck)
        seat = self.seat = view.seat
        team_of = self.team_of = view.team_of
        n = self.n = len(team_of)
        team = self.team = team_of[seat]
        self.partners = [s for s in range(n) if s != seat and team_of[s] == team]
        self.opponents = [s for s in range(n) if team_of[s] != team]
        hand_count = [0] * KINDS
        for c in view.hand:
            hand_count[kind[c]] += 1
        self.hand_count = hand_count
        seen = hand_count[:]
        for melds in view.melds:
            for cards in melds.values():
                for c in cards:
                    seen[kind[c]] += 1
        for c in view.pile:
            seen[kind[c]] += 1
        for threes in view.red_threes:
            seen[RED3] += len(threes)
        hidden_in_hand = [0] * n
        for s in range(n):
            if s == seat:
                continue
            known = view.known[s]
            for c in known:
                seen[kind[c]] += 1
            hidden_in_hand[s] = view.hand_sizes[s] - len(known)
        self.hidden_in_hand = hidden_in_hand
        totals = kind_totals(deck)
        self.unseen = [totals[k] - seen[k] for k in range(KINDS)]
        self.hidden = sum(self.unseen)
        self.my_melds = view.melds[team]
        self._avg_unseen: float | None = None
        self._end_probability: float | None = None
        self._canastas: dict[int, tuple[int, int]] = {}  # per team, worked out once
        self._signs: tuple[dict[int, list[int]], dict[int, set[int]]] | None = None

    # ------------------------------------------------------------ queries
    def next_seat(self, seat: int | None = None) -> int:
        seat = self.view.turn if seat is None else seat
        return (seat + 1) % self.n

    def avg_unseen_value(self) -> float:
        if self._avg_unseen is None:
            hidden = self.hidden
            values = self.values
            total = sum(u * values[k] for k, u in enumerate(self.unseen) if k != RED3)
            count = hidden - self.unseen[RED3]
            self._avg_unseen = total / count if count > 0 else 8.0
        return self._avg_unseen

    def hand_value_estimate(self, seat: int) -> float:
        """Points in `seat`'s hand (exact for this seat, estimated for others;
        a face-down foot counts too, as it would if the deal ended now)."""
        view = self.view
        values = self.t.value
        feet = view.foot_sizes[seat] if view.foot_sizes else 0
        if seat == self.seat:
            # Where red threes stay in hand (§3), each costs RED_THREE_HELD_COST
            # in place of its card value, as the engine counts it (the
            # play-test's 3♣ 3♥ read "205 points in your hand": it is 105).
            red = self.t.is_red_three
            laid_apart = self.rules.red_threes.laid_apart
            value = float(sum(RED_THREE_HELD_COST if red[c] and not laid_apart else values[c]
                              for c in view.hand))
            return value + feet * self.avg_unseen_value()
        known = view.known[seat]
        return (sum(values[c] for c in known)
                + (self.hidden_in_hand[seat] + feet) * self.avg_unseen_value())

    def holds_at_least(self, seat: int, kind: int, k: int) -> float:
        """P(`seat` holds at least `k` cards of `kind`)."""
        have = 0
        for c in self.view.known[seat]:
            if self.kind[c] == kind:
                have += 1
        if have >= k:
            return 1.0
        return p_at_least(self.hidden, self.unseen[kind], self.hidden_in_hand[seat], k - have)

    def holds_wild(self, seat: int) -> float:
        known = self.view.known[seat]
        kind = self.kind
        if any(kind[c] in (JOKER, TWO) for c in known):
            return 1.0
        return p_at_least(self.hidden, self.unseen[JOKER] + self.unseen[TWO],
                          self.hidden_in_hand[seat], 1)

    def take_probability(self, seat: int, card: int, pile_frozen: bool) -> float:
        """P(`seat` may take the pile if `card` is on top, by card counting)."""
        view = self.view
        t = self.t
        if t.is_wild[card] or t.rank[card] == THREE:
            return 0.0
        rank = t.rank[card]
        team = view.team_of[seat]
        opening = view.needs_opening(seat)
        frozen = not self.pile_open_to(seat, pile_frozen)
        if not frozen and rank in view.melds[team]:
            return 1.0
        pair = self.holds_at_least(seat, rank, 2)
        if pair < 1.0:
            pair = min(1.0, pair * self.pair_factor(seat, rank))
        if frozen:
            p = pair
        else:
            one = self.holds_at_least(seat, rank, 1)
            p = pair + (one - pair) * self.holds_wild(seat)
        if opening:
            # The top card and a pair must reach the minimum, or more melds
            # from the hand must: count it as a fair chance.
            minimum = view.minimum_for(seat)
            if 3 * t.value[card] < minimum:
                p *= 0.35
        return p

    def pile_sign(self, seat: int, rank: int) -> Literal["discarded", "passed"] | None:
        """What the pile shows of `seat` and natural `rank`: "discarded" (it
        threw one), "passed" (it let one go by, the pile in reach), or None
        (see model/resample.py's notes; not read at a table of two)."""
        if not READ_THE_PILE or self.n <= 2:
            return None
        if self._signs is None:
            self._signs = (discarded(self.view), passes(self.view))
        thrown, passed = self._signs
        if rank in thrown.get(seat, ()):
            return "discarded"
        if rank in passed.get(seat, ()):
            return "passed"
        return None

    def pair_factor(self, seat: int, rank: int) -> float:
        """How much likelier than card counting says `seat` holds a natural
        pair of `rank`: less once the pile shows that it threw or passed on
        that rank, more where it shows nothing (see PAIR_KEPT)."""
        if self.pile_sign(seat, rank) is not None:
            return PAIR_AFTER_SIGN
        return 1.0 if self.rules.isolated_hand else PAIR_KEPT

    def pile_open_to(self, seat: int, pile_frozen: bool) -> bool:
        """Whether `seat` may take the pile otherwise than with a natural
        pair (onto his side's meld, or a natural and a wild): the pile is
        not frozen, his side has opened, and the variant allows it."""
        return not (pile_frozen or self.view.needs_opening(seat)
                    or self.rules.pile_take.always_natural_pair)

    def team_canastas(self, team: int) -> tuple[int, int]:
        """(pure, impure) canastas of a team (asked many times a decision)."""
        counts = self._canastas.get(team)
        if counts is not None:
            return counts
        is_wild = self.t.is_wild
        pure = impure = 0
        for cards in self.view.melds[team].values():
            if len(cards) >= 7:
                if any(is_wild[c] for c in cards):
                    impure += 1
                else:
                    pure += 1
        counts = self._canastas[team] = (pure, impure)
        return counts

    def team_may_go_out(self, team: int) -> bool:
        rules = self.rules
        if not rules.going_out_needs_canasta:
            return True
        pure, impure = self.team_canastas(team)
        if rules.red_and_black_canasta_to_go_out:
            return pure >= 1 and impure >= 1
        return pure + impure >= rules.canastas_to_go_out

    def team_seats(self, team: int) -> list[int]:
        return [s for s in range(self.n) if self.team_of[s] == team]

    def end_probability(self) -> float:
        """Rough chance that the deal ends within about one round: the stock
        runs out, or a team able to go out is close to it (worked out once:
        a decision asks it several times)."""
        if self._end_probability is None:
            self._end_probability = self._estimate_end()
        return self._end_probability

    def _estimate_end(self) -> float:
        view = self.view
        rules = self.rules
        per_round = self.n * rules.draw_count
        stock = view.stock_size
        p = 0.0
        if stock <= per_round:
            p = 0.6
        elif stock <= 2 * per_round:
            p = 0.3
        elif stock <= 3 * per_round:
            p = 0.12
        feet = view.foot_sizes
        patient = rami.patient(rules)
        for team in set(self.team_of):
            if not self.team_may_go_out(team):
                continue
            smallest = min((view.hand_sizes[s] + (3 * feet[s] if feet and feet[s] else 0))
                           for s in self.team_seats(team))
            if smallest <= 2:
                q = 0.5
            elif smallest <= 4:
                q = 0.3
            elif smallest <= 7:
                q = 0.12
            else:
                q = 0.05
            if patient and not sum(self.team_canastas(team)):
                # Rami: a side without a canasta goes out only to cut a loss.
                q *= rami.WANTS_OUT_WITHOUT_CANASTA
            if team != self.team and self._told_no_and_still_close(team):
                # An opponent asked "may I go out?" (his cards could go out)
                # and heard "not yet": his side goes out once his partner has
                # melded, about a round later.  (A side's own "no" changes
                # nothing for it: the partner said it to meld first.)
                q = max(q, TOLD_NO_END)
            p = 1.0 - (1.0 - p) * (1.0 - q)
        if not rules.going_out_needs_canasta and not patient:
            # rami: the deal ends as soon as anyone has no card.
            smallest = min(view.hand_sizes)
            if smallest <= 3:
                p = 1.0 - (1.0 - p) * 0.6
        return p

    def _told_no_and_still_close(self, team: int) -> bool:
        """A player of `team` was told no and holds no more cards than then
        (one who took the pile since is far from going out again)."""
        told = self.view.told_no_hand_size
        sizes = self.view.hand_sizes
        return bool(told) and any(0 < told[s] and sizes[s] <= told[s]
                                  for s in self.team_seats(team))

    def board(self, team: int) -> int:
        """Points on the table for a team: melded cards and canasta bonuses."""
        t = self.t
        rules = self.rules
        total = 0
        for cards in self.view.melds[team].values():
            total += sum(t.value[c] for c in cards)
            if len(cards) >= 7:
                total += (rules.impure_canasta_bonus if any(t.is_wild[c] for c in cards)
                          else rules.pure_canasta_bonus)
        return total
