"""Enumerating legal actions.

Naturals of one rank are interchangeable, and so are two twos or two jokers,
so the list names one representative per choice: which ranks, how many
naturals, how many twos and jokers.  Single melds and lay-offs are listed in
full; after a team has opened, bigger plays are sequences of them.  An
opening must reach its minimum in one action, so compound openings are
listed too, up to `MAX_OPENING_CHOICES`, fewest melds first.  Every action
listed passes `DealState.check`; `apply` accepts any legal action, listed or
not (the UI sends the very cards the player dragged).
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from .actions import (Action, AnnounceTile, AnswerGoOut, AskGoOut, ChoosePacket, Discard,
                      Draw, EndDeal, Meld, MeldPart, TakePile)
from .cards import JOKER, THREE, TWO, CardTables
from .errors import IllegalAction
from .melds import meld_problem
from .phases import ANSWER, CHOOSE, DRAW, OVER
from .view import public_melds

if TYPE_CHECKING:
    from .state import DealState

MAX_OPENING_CHOICES = 40

# Actions are immutable values: the enumeration reuses them instead of
# building thousands of equal ones per deal (the hot path of bot search).
_DRAW, _END, _ASK = Draw(), EndDeal(), AskGoOut()
_ANSWERS: list[Action] = [AnswerGoOut(True), AnswerGoOut(False)]
_CHOICES: list[Action] = [ChoosePacket(0), ChoosePacket(1)]
_TILES = {r: AnnounceTile(r) for r in range(4, 15)}
_DISCARDS_BY_SIZE: dict[int, tuple[Discard, ...]] = {}
_MELD_CACHE: dict[tuple[int, tuple[int, ...]], Meld] = {}
_BLOCKED_CACHE: dict[tuple[int, bool, bool], tuple[bool, ...]] = {}


def _single_meld(rank: int, cards: tuple[int, ...]) -> Meld:
    key = (rank, cards)
    action = _MELD_CACHE.get(key)
    if action is None:
        if len(_MELD_CACHE) > 200_000:
            _MELD_CACHE.clear()
        action = _MELD_CACHE[key] = Meld((MeldPart(rank, cards),))
    return action


class _HandIndex:
    """A hand grouped by role: naturals per rank, twos, jokers, black threes."""

    __slots__ = ("naturals", "twos", "jokers", "black_threes")

    def __init__(self, hand: list[int], state: "DealState") -> None:
        t = state.tables
        naturals: dict[int, list[int]] = {}
        twos: list[int] = []
        jokers: list[int] = []
        black_threes: list[int] = []
        rank = t.rank
        for c in hand:
            r = rank[c]
            if r >= 4:
                naturals.setdefault(r, []).append(c)
            elif r == TWO:
                twos.append(c)
            elif r == JOKER:
                jokers.append(c)
            elif t.is_black_three[c]:
                black_threes.append(c)
        self.naturals = naturals
        self.twos = twos
        self.jokers = jokers
        self.black_threes = black_threes

    def wild_sets(self, count: int) -> list[tuple[int, ...]]:
        """Distinct ways to pick `count` wilds: (twos, jokers) splits."""
        out = []
        for jokers in range(min(count, len(self.jokers)), -1, -1):
            twos = count - jokers
            if twos <= len(self.twos):
                out.append(tuple(self.twos[:twos]) + tuple(self.jokers[:jokers]))
        return out


def legal_actions(state: "DealState") -> list[Action]:
    phase = state.phase
    if phase == OVER:
        return []
    if phase == ANSWER:
        return _ANSWERS[:]
    if phase == CHOOSE:
        return _CHOICES[:]
    turn = state.turn
    hand = state.hands[turn]
    alone = state.partner_of[turn] == turn
    if phase == DRAW:
        actions: list[Action] = [_DRAW if state.stock else _END]
        if _pile_may_be_taken(state, hand):
            takes = _take_choices(state, _HandIndex(hand, state))
            actions.extend(takes)
            # §1 Going out: asking comes before taking the pile.
            if takes and not state.asked and not alone:
                actions.append(_ASK)
        return actions
    index = _HandIndex(hand, state)
    actions = _discards(state, hand, index)
    if (not state.asked and not state.laid_this_turn and not alone
            and (len(hand) >= 2 or state.feet[turn]
                 or not state.rules.asking_to_go_out_optional)):
        actions.append(_ASK)
    if state.rules.tiles:
        team = state.team_of[turn]
        tiles = state.tiles[team]
        melds = state.melds[team]
        actions.extend([_TILES[r] for r in range(4, 15) if r not in tiles and r not in melds])
    if not state.needs_opening(turn):
        actions.extend(_single_melds(state, index))
    else:
        # Built valid (all naturals of a rank, fewer wilds, the minimum
        # reached); only emptying the hand needs the full check.
        for parts in _opening_combos(state, index, exclude=None, extra_value=0):
            action = Meld(parts)
            if len(hand) - sum(len(p.cards) for p in parts) >= 2 or _trusted_ok(state.plan_meld, action):
                actions.append(action)
    return actions


def _ok(state: "DealState", action: Action) -> bool:
    try:
        state.check(action)
    except IllegalAction:
        return False
    return True


def _trusted_ok(plan, action: Action) -> bool:
    """`check` without re-proving that the cards are in the hand (they were
    picked from it): the hot path of random playouts and bot search.
    `plan` is the state's `plan_meld` or `plan_take`."""
    try:
        plan(action, trusted=True)
    except IllegalAction:
        return False
    return True


def _discards(state: "DealState", hand: list[int], index: _HandIndex) -> list[Action]:
    """One discard per distinct card code.  The discard rules depend only on
    the card's kind, so they are checked once per kind, not per card."""
    t = state.tables
    if len(hand) == 1 and not _ok(state, Discard(hand[0])):
        return []
    code = t.code
    distinct = {code[c]: c for c in reversed(hand)}.values()
    # A seventh wild is refused unless the hand holds nothing else (§1 Frozen pile).
    wilds_blocked = (state.pile_wilds >= state.rules.pile_max_wilds
                     and len(index.twos) + len(index.jokers) < len(hand))
    bonus_threes = state.rules.red_threes == "bonus"
    actions = _discard_actions(len(code))
    if not (wilds_blocked or bonus_threes):
        return [actions[c] for c in distinct]
    blocked = _blocked_discards(t, bonus_threes, wilds_blocked)
    return [actions[c] for c in distinct if not blocked[c]]


def _blocked_discards(tables: CardTables, red_threes_bonus: bool,
                      wilds_blocked: bool) -> tuple[bool, ...]:
    """Per card id: may it not be discarded (a bonus red three, a wild over
    the cap)?  Built once per deck (its tables) and case."""
    key = (id(tables), red_threes_bonus, wilds_blocked)
    blocked = _BLOCKED_CACHE.get(key)
    if blocked is None:
        blocked = _BLOCKED_CACHE[key] = tuple(
            (red_threes_bonus and red) or (wilds_blocked and wild)
            for red, wild in zip(tables.is_red_three, tables.is_wild))
    return blocked


def _discard_actions(size: int) -> tuple[Discard, ...]:
    """The shared Discard value of every card id of a deck of `size` cards,
    built whole (the UI, bot and hint threads all enumerate: no half-grown
    list may be seen)."""
    actions = _DISCARDS_BY_SIZE.get(size)
    if actions is None:
        actions = _DISCARDS_BY_SIZE[size] = tuple(Discard(c) for c in range(size))
    return actions


def _composition_rule(state: "DealState"):
    """naturals, wilds -> whether a meld of that make-up may stand (the same
    rule as melds.meld_problem, from counts)."""
    rules = state.rules
    if rules.meld_wilds == "origen":
        return lambda naturals, wilds: naturals >= 2 and wilds <= 3
    cap = 3 if rules.at_most_three_wilds else 10**6
    return lambda naturals, wilds: wilds < naturals and wilds <= cap


def _wild_room(state: "DealState", team: int) -> tuple[int, ...]:
    """The ranks of the team's melds that may take one more wild card,
    worked out once per change of the melds (kept with the public melds)."""
    melds = state.public_melds or public_melds(state)
    room = melds.wild_rooms[team]
    if room is None:
        is_wild = state.tables.is_wild
        composition_ok = _composition_rule(state)
        ranks = []
        for rank, meld in melds[team].items():
            if rank != THREE:
                wilds = sum(map(is_wild.__getitem__, meld)) + 1
                if composition_ok(len(meld) + 1 - wilds, wilds):
                    ranks.append(rank)
        room = melds.wild_rooms[team] = tuple(ranks)
    return room


def _single_melds(state: "DealState", index: _HandIndex) -> list[Action]:
    """Single melds and lay-offs of an opened team.  Naturals never spoil a
    meld and a new meld of a pair and one wild always stands, so only wild
    lay-offs need their counts checked here (the hot path); anything that
    leaves fewer than two cards, and black threes, go through the full check."""
    team_melds = state.melds[state.team_of[state.turn]]
    # Cards that may go without going out; a player who still has his foot
    # may empty his hand and pick it up (§3), so any single meld stands.
    spare = len(state.hands[state.turn]) - 2 if not state.feet[state.turn] else 10**6
    candidates: list[tuple[int, tuple[int, ...]]] = []
    for rank, nats in index.naturals.items():
        if rank in team_melds:
            candidates.append((rank, (nats[0],)))
            if len(nats) > 1:
                candidates.append((rank, tuple(nats)))
        elif len(nats) >= 2:
            for k in range(3, len(nats) + 1):
                candidates.append((rank, tuple(nats[:k])))
            pair = tuple(nats[:2])
            if index.twos:
                candidates.append((rank, pair + (index.twos[0],)))
            if index.jokers:
                candidates.append((rank, pair + (index.jokers[0],)))
    if index.twos or index.jokers:
        wild_kinds = [(w[0],) for w in (index.twos, index.jokers) if w]
        for rank in _wild_room(state, state.team_of[state.turn]):
            candidates.extend((rank, wild) for wild in wild_kinds)
    out: list[Action] = []
    may_empty: bool | None = None
    known = _MELD_CACHE.get
    for key in candidates:
        rank, cards = key
        if len(cards) <= spare:
            out.append(known(key) or _single_meld(rank, cards))
            continue
        # A meld that leaves fewer than two cards goes out (or keeps one to
        # discard): never while the partner's answer forbids it.
        if may_empty is None:
            may_empty = state.partner_problem() is None
        if may_empty:
            action = _single_meld(rank, cards)
            if _trusted_ok(state.plan_meld, action):
                out.append(action)
    if len(index.black_threes) >= 3 and state.rules.black_threes_meld_to_go_out:
        action = Meld((MeldPart(THREE, tuple(index.black_threes)),))
        if _trusted_ok(state.plan_meld, action):
            out.append(action)
    return out


def _rank_options(rank: int, nats: list[int], index: _HandIndex,
                  max_wilds: int, origen: bool) -> list[tuple[int, ...]]:
    """Cards for a new meld of `rank` in an opening: all the naturals, with
    as few or as many wilds as make sense (each adds to the minimum)."""
    n = len(nats)
    options = []
    least = 0 if n >= 3 else 3 - n
    most = max_wilds if origen else min(n - 1, max_wilds)
    for w in range(least, most + 1):
        for wilds in index.wild_sets(w):
            options.append(tuple(nats) + wilds)
    return options


def _opening_combos(state: "DealState", index: _HandIndex, exclude: int | None,
                    extra_value: int, reserved: tuple[int, ...] = ()) -> list[tuple[MeldPart, ...]]:
    """Compound openings (fewest melds first) worth at least the minimum."""
    t = state.tables
    minimum = state.minimum_for(state.turn)
    origen = state.rules.meld_wilds == "origen"
    per_rank: list[list[tuple[int, ...]]] = []
    ranks: list[int] = []
    max_wilds = 3 if state.rules.at_most_three_wilds or origen else 2
    hand_value = t.value
    # Every usable card together is an upper bound of any opening's worth:
    # below the minimum there is nothing to search (most unopened turns).
    most = extra_value + sum(map(hand_value.__getitem__, index.twos))
    most += sum(map(hand_value.__getitem__, index.jokers))
    for rank, nats in index.naturals.items():
        if rank != exclude and len(nats) >= 2:
            most += sum(map(hand_value.__getitem__, nats))
    if most < minimum:
        return []
    for rank, nats in sorted(index.naturals.items(), key=lambda kv: -kv[0]):
        if rank == exclude or len(nats) < 2:
            continue
        options = _rank_options(rank, nats, index, max_wilds, origen)
        if options:
            ranks.append(rank)
            per_rank.append(options)
    found: list[tuple[MeldPart, ...]] = []
    chosen: list[MeldPart] = []

    def walk(i: int, used: set[int], value: int) -> None:
        if len(found) >= 4 * MAX_OPENING_CHOICES:
            return
        if i == len(ranks):
            if chosen and value >= minimum:
                found.append(tuple(chosen))
            return
        walk(i + 1, used, value)
        for cards in per_rank[i]:
            if used.isdisjoint(cards):
                chosen.append(MeldPart(ranks[i], cards))
                walk(i + 1, used | set(cards), value + sum(hand_value[c] for c in cards))
                chosen.pop()

    walk(0, set(reserved), extra_value)
    found.sort(key=len)
    return found[:MAX_OPENING_CHOICES]


def _pile_may_be_taken(state: "DealState", hand: list[int]) -> bool:
    """Cheap pre-test, true whenever `_take_choices` may find a take: a
    usable top card, and a meld of its rank to lay it on (pile not frozen),
    a natural pair of its rank in hand, or one natural with a wild."""
    if not state.pile:
        return False
    t = state.tables
    top_rank = t.rank[state.pile[-1]]
    if top_rank < 4:
        return False
    # §1 Frozen pile (and variants that always take it so): a natural pair only.
    pair_only = state.pile_frozen or state.rules.pile_take == "natural_pair"
    if not pair_only and top_rank in state.melds[state.team_of[state.turn]]:
        return True
    naturals = list(map(t.rank.__getitem__, hand)).count(top_rank)
    # One natural needs a wild beside it, which an unopened side may not use.
    return naturals >= 2 or (naturals == 1 and not pair_only
                             and not state.needs_opening(state.turn))


def _take_choices(state: "DealState", index: _HandIndex) -> list[Action]:
    if not state.pile:
        return []
    t = state.tables
    top = state.pile[-1]
    rank = t.rank[top]
    if t.is_wild[top] or rank == THREE:
        return []
    team = state.team_of[state.turn]
    nats = index.naturals.get(rank, [])
    withs: list[tuple[int, ...]] = []
    pair_only = state.rules.pile_take == "natural_pair"
    if rank in state.melds[team] and not (pair_only or state.pile_frozen):
        withs.append(())
    if len(nats) >= 2:
        withs.append(tuple(nats[:2]))
        if len(nats) > 2:
            withs.append(tuple(nats))
        for wilds in index.wild_sets(1):  # a pair and a wild: an opening's points
            withs.append(tuple(nats) + wilds)
    # A frozen pile (or an unopened player) needs a natural pair: skip the rest.
    frozen = pair_only or state.pile_frozen or state.needs_opening(state.turn)
    if nats and not frozen:
        for wilds in index.wild_sets(1):
            withs.append((nats[0],) + wilds)
    candidates: list[Action] = []
    if not state.needs_opening(state.turn):
        return _opened_takes(state, withs, top, rank)
    else:
        top_value = t.value[top]
        minimum = state.minimum_for(state.turn)
        for w in withs:
            value = top_value + sum(t.value[c] for c in w)
            if value >= minimum:
                candidates.append(TakePile(w))
            else:
                for parts in _opening_combos(state, index, exclude=rank,
                                             extra_value=value, reserved=w):
                    candidates.append(TakePile(w, parts))
    return [a for a in candidates if _trusted_ok(state.plan_take, a)]


def _opened_takes(state: "DealState", withs: list[tuple[int, ...]], top: int,
                  rank: int) -> list[Action]:
    """Takes by an opened side.  `withs` were built to meet §1 Taking the
    discard pile and Frozen pile, so what remains of `plan_take` is the top
    meld's make-up and, when the hand would end up with fewer than two
    cards, going out (the full check; rare)."""
    hand = state.hands[state.turn]
    if state.rules.one_card_pile_rule and len(state.pile) == 1 and len(hand) == 1:
        return []
    laid = state.melds[state.team_of[state.turn]].get(rank, [])
    base = laid + [top]
    from_pile = -1  # counted only when the hand alone would keep fewer than two
    t, rules = state.tables, state.rules
    out: list[Action] = []
    for w in withs:
        action = TakePile(w)
        left = len(hand) - len(w)
        if left < 2:
            if from_pile < 0:
                from_pile = state.cards_to_hand_from_pile()
            left += from_pile
        if left >= 2:
            if not meld_problem(rank, base + list(w), t, rules, laid):
                out.append(action)
        elif _trusted_ok(state.plan_take, action):
            out.append(action)
    return out
