"""Determinization: a full `DealState` built from one seat's view plus
sampled hidden cards (`resample_from_view`), beside the view it starts from.

Bots search such deals; the model's own facts (model/going_out.py) use one
to ask the engine what the seat's cards can do.  The deal is put together
with `DealState.assemble`, which refuses a missing field.

What the seat knows is kept exactly: its hand (in the same order, so the
legal actions are the very same objects' equals), every meld, the pile, laid
red threes, the cards known to be in other hands, hand and foot sizes and the
stock size.  The hidden cards (the rest of the other hands, every face-down
foot, the stock) are dealt at random among those places.

Approximations, because the view does not carry them (they never change the
seat's own legal actions):
- red threes (in variants where they are bonus cards) are never dealt into a
  hand: a hand holds one only before its owner's first turn, so they go to
  the stock, where drawing one lays it and replaces it as in play;
- every seat is taken to have had its first turn (`turns_started` 1);
- `has_melded[s]` is the view's `melded_before` (who has melded in an
  earlier turn is public: the concealed going-out bonus);
- Origen tiles already placed count as placed before this turn; the tiles
  already covered are the view's (`tiles_covered`);
- while a partner is asked "may I go out?", the asker is taken to have asked
  after drawing.

Inference from the pile (`passes`): every card of the pile but the top one
was on top when the seat after its discarder drew, and that seat did not take
the pile.  A player who may take a pile nearly always does, so a seat of an
opened team that passed on a natural of rank r is taken not to hold a natural
pair of r; samples that give it one are repaired by swapping a card of r with
a stock card.  The discarder of each card is read from the pile's order (the
pile holds one discard per turn since it was last taken); the cards turned
up to start the pile are skipped while they lie at its bottom (the view's
`upcards`), and so is Tête et Queue, where a take leaves the bottom of the
pile.  A pass made before the passer's side opened counts too, though a
pair alone did not take the pile then without the opening's points (the
review of session 34 found such reads to be 9 to 22% of all): skipping them
(the view's `opened_pile`) did not make medium play better (duplicate, a
deal: classic +0.3 [-2.4, +3.1] on 4,000 decks, three -3.4 [-5.7, -1.2],
rami for six alone +6.7 [-1.6, +14.9]), so only the Hint's words skip them
(`since_opened`): it says no more than the pass shows.

Inference from play (`discarded`, `hand_limits`): a player keeps a pair
rather than a single, so a seat that discarded a natural of rank r (a card
of the pile) is taken to hold no natural pair of r either; and a player
lays off the naturals his side has melded, so a seat whose side had melded
rank r when its last turn ended (`settled`, which the caller works out) is
taken to hold no natural of r beyond the known cards.  Samples that break
a limit are repaired by swapping with stock cards.
"""

from __future__ import annotations

import random
from typing import Iterator, Sequence

from .cards import NATURAL_RANKS, card_tables
from .phases import ANSWER, CHOOSE, DRAW, PLAY
from .state import DealSetup, DealState, partners_of
from .view import PlayerView

# A turn number far from 0, so that tiles placed "before" have a smaller one.
_TURN_NUMBER = 1000


def visible_cards(view: PlayerView) -> set[int]:
    """Every card the seat can locate."""
    seen = set(view.hand)
    for melds in view.melds:
        for cards in melds.values():
            seen.update(cards)
    seen.update(view.pile)
    for threes in view.red_threes:
        seen.update(threes)
    for known in view.known:
        seen.update(known)
    return seen


def hidden_cards(view: PlayerView) -> list[int]:
    """The cards the seat cannot locate, sorted (so that the sample depends
    on which cards are hidden, never on where they are)."""
    seen = visible_cards(view)
    return [c for c in range(view.rules.deck.size) if c not in seen]


def hidden_places(view: PlayerView) -> int:
    """How many hidden cards the other hands, the feet and the stock hold."""
    seat = view.seat
    count = view.stock_size + sum(view.foot_sizes)
    for s, size in enumerate(view.hand_sizes):
        if s != seat:
            count += size - len(view.known[s])
    return count


def _upcards(view: PlayerView, tables) -> list[int]:
    """The cards turned up to start the pile while they are still at its
    bottom: none once the pile was taken, every card since is a discard."""
    up = view.upcards
    if up:
        return list(up) if tuple(view.pile[:len(up)]) == up else []
    # A deal that does not say them (a save from before they were kept):
    # the pile's first cards up to a natural may have been turned up.
    out = []
    for c in view.pile:
        out.append(c)
        if not (tables.is_wild[c] or tables.rank[c] == 3):
            break
    return out


def _natural_discards(view: PlayerView) -> Iterator[tuple[int, int, int]]:
    """The pile's natural discards from the bottom up, as (place in the
    pile; rank; discarder).  The pile holds one
    discard per turn since it was last taken, so the discarder is counted
    back from the seat to play; none in Tête et Queue (see the module's
    notes)."""
    pile = view.pile
    if view.rules.pile_take_count or not pile:
        return
    t = card_tables(view.rules.deck)
    n = len(view.team_of)
    top = len(pile) - 1
    for i in range(len(_upcards(view, t)), top + 1):
        if t.is_natural[pile[i]]:
            yield i, t.rank[pile[i]], (view.turn - (top - i) - 1) % n


def passes(view: PlayerView, since_opened: bool = False) -> dict[int, set[int]]:
    """Per seat, the natural ranks it passed on (see the module's notes);
    with `since_opened`, only once its side had opened."""
    out: dict[int, set[int]] = {}
    n = len(view.team_of)
    top = len(view.pile) - 1
    for place, rank, discarder in _natural_discards(view):
        passer = (discarder + 1) % n
        team = view.team_of[passer]
        if place == top or passer == view.seat or not view.opened[team]:
            continue
        if since_opened and view.opened_pile and place < view.opened_pile[team]:
            continue
        out.setdefault(passer, set()).add(rank)
    return out


def discarded(view: PlayerView) -> dict[int, list[int]]:
    """Per other seat, the natural ranks it discarded onto the pile, from
    the bottom up (see the module's notes)."""
    out: dict[int, list[int]] = {}
    for _, rank, discarder in _natural_discards(view):
        if discarder == view.seat:
            continue
        ranks = out.setdefault(discarder, [])
        if rank not in ranks:
            ranks.append(rank)
    return out


Limits = dict[int, dict[int, int]]  # seat -> natural rank -> most such cards held


def hand_limits(view: PlayerView, settled: dict[int, frozenset[int]] | None = None,
                discards: bool = True) -> Limits:
    """Per seat, the most naturals of a rank it is taken to hold (see the
    module's notes): 1 for a rank it passed on or (with `discards`)
    discarded, 0 for a rank in `settled` (its side's melds when its last
    turn ended)."""
    out: Limits = {s: {r: 1 for r in ranks} for s, ranks in passes(view).items()}
    if discards:
        for s, thrown in discarded(view).items():
            out.setdefault(s, {}).update((r, 1) for r in thrown)
    for s, ranks in (settled or {}).items():
        if s == view.seat:
            continue
        limits = out.setdefault(s, {})
        for r in ranks:
            if r in NATURAL_RANKS:
                limits[r] = 0
    return {s: limits for s, limits in out.items() if limits}


def _repair(hands: list[list[int]], stock: list[int], view: PlayerView,
            limits: Limits, rng: random.Random) -> None:
    """Swap cards with the stock so that no seat holds more naturals of a
    rank than its limit (the known cards stay where they are)."""
    if not limits or not stock:
        return
    t = card_tables(view.rules.deck)
    rank = t.rank
    bonus = view.rules.red_threes.laid_apart
    for seat, ranks in limits.items():
        hand = hands[seat]
        fixed = len(view.known[seat])  # the known cards come first and stay
        counts: dict[int, int] = {}
        for c in hand:
            counts[rank[c]] = counts.get(rank[c], 0) + 1
        for r, most in ranks.items():
            held = [i for i in range(len(hand)) if rank[hand[i]] == r]
            movable = [i for i in held if i >= fixed]
            while counts.get(r, 0) > most and movable:
                i = movable.pop()
                for _ in range(8):
                    j = rng.randrange(len(stock))
                    c = stock[j]
                    r2 = rank[c]
                    if (counts.get(r2, 0) < ranks.get(r2, 99) and r2 != r
                            and not (bonus and t.is_red_three[c])):
                        hand[i], stock[j] = c, hand[i]
                        counts[r] -= 1
                        counts[r2] = counts.get(r2, 0) + 1
                        break
                else:
                    break


def resample_from_view(view: PlayerView, rng: random.Random,
                       hidden: Sequence[int] | None = None,
                       constraints: Limits | None = None) -> DealState:
    """A deal consistent with `view`, the hidden cards dealt at random (and
    repaired to respect `constraints`, see `hand_limits`)."""
    rules = view.rules
    if view.phase == CHOOSE:
        raise ValueError("cannot sample a deal while packets are being chosen")
    pool = list(hidden_cards(view) if hidden is None else hidden)
    rng.shuffle(pool)
    seat = view.seat
    n = len(view.team_of)
    if rules.red_threes.laid_apart:
        is_red_three = card_tables(rules.deck).is_red_three
        spare = [c for c in pool if is_red_three[c]]
        pool = [c for c in pool if not is_red_three[c]]
    else:
        spare = []
    hands: list[list[int]] = []
    pos = 0
    for s in range(n):
        if s == seat:
            hands.append(list(view.hand))
            continue
        known = list(view.known[s])
        need = view.hand_sizes[s] - len(known)
        if pos + need > len(pool):  # red threes really are in a hand (first turn)
            pool += spare
            spare = []
        hands.append(known + pool[pos:pos + need])
        pos += need
    feet: list[list[int]] = []
    for s in range(n):
        size = view.foot_sizes[s] if view.foot_sizes else 0
        if pos + size > len(pool):
            pool += spare
            spare = []
        feet.append(pool[pos:pos + size])
        pos += size
    stock = pool[pos:] + spare
    if spare:
        rng.shuffle(stock)
    if constraints:
        _repair(hands, stock, view, constraints, rng)
    if len(stock) != view.stock_size:
        raise AssertionError(f"sampled {len(stock)} stock cards for {view.stock_size}")
    return state_from_view(view, hands, feet, stock)


def state_from_view(view: PlayerView, hands: list[list[int]], feet: list[list[int]],
                stock: list[int]) -> DealState:
    """The DealState of `view` with these hidden cards (see the module's notes)."""
    rules = view.rules
    n = len(view.team_of)
    setup = DealSetup(rules, view.dealer, (), tuple(view.opening_minimums),
                      tuple(view.scores_before), None, 1, view.rule_revision)
    tables = card_tables(rules.deck)
    team_of = list(view.team_of)
    turn_side = view.team_of[view.turn]
    return DealState.assemble(
        rules=rules, tables=tables, setup=setup, n=n, team_of=team_of,
        partner_of=partners_of(team_of), dealer=view.dealer,
        hands=hands, feet=feet, packets=[], stock=stock,
        pile=list(view.pile), pile_frozen=view.pile_frozen, pile_wilds=view.pile_wilds,
        upcards=view.upcards, black_three_turned_up=view.black_three_turned_up,
        melds=[{r: list(m) for r, m in team.items()} for team in view.melds],
        public_melds=None,
        red_threes=[list(r) for r in view.red_threes],
        known=[list(k) for k in view.known],
        opened=list(view.opened),
        opened_pile=list(view.opened_pile) or [0] * len(view.opened),
        seat_opened=(list(view.seat_opened) if view.seat_opened
                     else [view.opened[view.team_of[s]] for s in range(n)]),
        opening_minimum=list(view.opening_minimums),
        isolated=view.isolated,
        # Only the side in turn can have placed a tile in this turn (a rank
        # may also hold the other sides' tiles, placed before).
        tiles=([{rank: _TURN_NUMBER if rank in view.tiles_this_turn and side == turn_side
                 else _TURN_NUMBER - 1 for rank in team} for side, team in enumerate(view.tiles)]
               if view.tiles else [{} for _ in range(rules.team_count)]),
        tile_points=([covered * rules.tile_bonus for covered in view.tiles_covered]
                     if view.tiles_covered else [0] * rules.team_count),
        turn_number=_TURN_NUMBER, turn=view.turn, phase=view.phase,
        turns_started=[1] * n,
        has_melded=(list(view.melded_before)
                    or [view.opened[view.team_of[s]] for s in range(n)]),
        melded_this_turn=view.melded_this_turn,
        laid_this_turn=view.melded_this_turn,
        canasta_this_turn=view.canasta_this_turn,
        # Asked before drawing, the asker draws after the answer: a deal
        # resumed after it in the play phase held hands that could not move.
        asked=view.asked or view.phase == ANSWER,
        asked_in_phase=DRAW if view.asked_before_drawing else PLAY,
        answer=view.answer, told_no_hand_size=list(view.told_no_hand_size) or [0] * n,
        penalties=list(view.penalties),
        end_reason=None, out_seat=None, concealed=False, begin_events=[], history=[],
    )
