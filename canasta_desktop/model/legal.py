"""Enumerating legal actions: every distinct choice, once.

Cards of one rank and colour class are interchangeable (two natural sevens,
two twos, two jokers, two black threes), so a choice is which ranks, how
many naturals of each, how many twos and how many jokers; it is listed with
one representative set of cards.  Nothing else is merged:
- discards: one per card code;
- an opened side: every single meld and lay-off (any number of naturals,
  twos and jokers the composition allows; wilds alone onto a meld); bigger
  plays are sequences of them, listed one step at a time;
- an opening (from the hand, or by taking the pile) must reach its minimum
  in one action, so every combination of new melds that reaches it is
  listed, fewest melds first;
- takes of the pile: every set of cards the top card may be melded with.
`iter_legal_actions` yields them one by one (a bot may stop early);
`legal_actions` is the whole list.  Every action listed passes
`DealState.check`; `apply` accepts any legal action, listed or not (the UI
sends the very cards the player dragged).
"""

from __future__ import annotations

from typing import TYPE_CHECKING, Iterator

from .actions import (Action, AnnounceTile, AnswerGoOut, AskGoOut, ChoosePacket, Discard,
                      Draw, EndDeal, Meld, MeldPart, TakePile)
from .cards import JOKER, THREE, TWO, CardTables
from .errors import IllegalAction
from .melds import composition, meld_problem, wilds_problem
from .phases import ANSWER, CHOOSE, DRAW, OVER
from .view import public_melds

if TYPE_CHECKING:
    from .state import DealState

# Actions are immutable values: the enumeration reuses them instead of
# building thousands of equal ones per deal (the hot path of bot search).
_DRAW, _END, _ASK = Draw(), EndDeal(), AskGoOut()
_ANSWERS: list[Action] = [AnswerGoOut(True), AnswerGoOut(False)]
_CHOICES: list[Action] = [ChoosePacket(0), ChoosePacket(1)]
_TILES = {r: AnnounceTile(r) for r in range(4, 15)}
_DISCARDS_BY_SIZE: dict[int, tuple[Discard, ...]] = {}
_MELD_CACHE: dict[tuple[int, tuple[int, ...]], Meld] = {}
_BLOCKED_CACHE: dict[tuple[int, bool, bool], tuple[bool, ...]] = {}
_SHAPE_CACHE: dict[tuple, tuple[tuple[int, int, int], ...]] = {}
_RANK_MELDS_CACHE: dict[tuple, tuple[tuple[int, Meld], ...]] = {}


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
    actions, openings = _enumerate(state)
    if openings is not None:
        actions.extend(openings)
    return actions


def iter_legal_actions(state: "DealState") -> Iterator[Action]:
    """The same choices as `legal_actions`, in the same order; the openings
    of an unopened side (the long part) are built only as far as read."""
    actions, openings = _enumerate(state)
    yield from actions
    if openings is not None:
        yield from openings


def _enumerate(state: "DealState") -> tuple[list[Action], Iterator[Action] | None]:
    """Every distinct legal choice, the cheap and common ones first (the
    draw, takes of the pile, discards, asking, tiles, melds), and the
    openings of an unopened side still to build."""
    phase = state.phase
    if phase == OVER:
        return [], None
    if phase == ANSWER:
        return _ANSWERS[:], None
    if phase == CHOOSE:
        return _CHOICES[:], None
    turn = state.turn
    hand = state.hands[turn]
    alone = state.partner_of[turn] == turn
    if phase == DRAW:
        actions: list[Action] = [_DRAW if state.stock else _END]
        if _pile_may_be_taken(state, hand):
            takes = _take_choices(state, _HandIndex(hand, state))
            if (not state.stock and state.rules.stock_out_must_take
                    and any(state.is_legal(a) for a in takes)):
                actions = []  # §4: the deal goes on while the pile can be taken
            actions.extend(takes)
            # §1 Going out: asking comes before taking the pile.
            if takes and not state.asked and not alone:
                actions.append(_ASK)
        return actions, None
    index = _HandIndex(hand, state)
    actions = _discards(state, hand)
    if (hand and not actions and state.pile_wilds >= state.rules.pile_max_wilds
            and len(index.twos) + len(index.jokers) == len(hand)):
        # §1 Frozen pile, Decisions: no discard, as a lay-off of the whole
        # hand stands instead of a seventh wild (its parts alone may be
        # refused); searched again only then (a search that fails is the long one).
        lay_off = state.whole_hand_lay_off(turn)
        if lay_off is not None:
            actions.append(lay_off)
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
        return actions, None
    combos = _opening_combos(state, index, exclude=None, extra_value=0)
    return actions, (_openings(state, combos) if combos else None)


def _openings(state: "DealState", combos: list[tuple[MeldPart, ...]]) -> Iterator[Action]:
    """Built valid (naturals of one rank, wilds the composition allows, the
    minimum reached); emptying the hand and black threes need the full check."""
    plan = state.plan_meld
    hand_size = len(state.hands[state.turn])
    for parts in combos:
        action = Meld(parts)
        if (hand_size - sum(len(p.cards) for p in parts) >= 2
                and parts[-1].rank != THREE) or _trusted_ok(plan, action):
            yield action


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


def _discards(state: "DealState", hand: list[int]) -> list[Action]:
    """One discard per distinct card code.  The discard rules depend only on
    the card's kind, so they are checked once per kind, not per card."""
    t = state.tables
    if len(hand) == 1 and not _ok(state, Discard(hand[0])):
        return []
    code = t.code
    distinct = {code[c]: c for c in reversed(hand)}.values()
    # A seventh wild is refused, unless the hand holds nothing else and the
    # side's melds cannot take it all (§1 Frozen pile, Decisions).
    wilds_blocked = (state.pile_wilds >= state.rules.pile_max_wilds
                     and state.seventh_wild_refusal(state.turn) is not None)
    bonus_threes = state.rules.red_threes.laid_apart
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


def _composition_rule(state: "DealState") -> tuple[bool, bool]:
    """What the make-up of a meld depends on (melds.composition)."""
    return composition(state.rules)


def _laid_counts(state: "DealState", team: int) -> tuple[tuple[int, int, int], ...]:
    """(rank, naturals, wilds) of each of the team's melds but black threes,
    worked out once per change of the melds (kept with the public melds)."""
    melds = state.public_melds or public_melds(state)
    counts = melds.wild_rooms[team]
    if counts is None:
        is_wild = state.tables.is_wild
        found: list[tuple[int, int, int]] = []
        for rank, meld in melds[team].items():
            if rank != THREE:
                wilds = sum(map(is_wild.__getitem__, meld))
                found.append((rank, len(meld) - wilds, wilds))
        counts = melds.wild_rooms[team] = tuple(found)
    return counts


def _part_shapes(naturals: int, twos: int, jokers: int, laid_naturals: int, laid_wilds: int,
                 least_naturals: int, rule: tuple[bool, bool]) -> tuple[tuple[int, int, int], ...]:
    """(k naturals, t twos, j jokers) of every distinct part of one rank
    that the composition allows on top of what is laid (nothing laid: a new
    meld of at least three cards), most naturals first.  Worked out once per
    case: the enumeration asks the same few again and again."""
    key = (naturals, twos, jokers, laid_naturals, laid_wilds, least_naturals, rule)
    shapes = _SHAPE_CACHE.get(key)
    if shapes is not None:
        return shapes
    new = laid_naturals == 0 and laid_wilds == 0
    out = []
    for k in range(naturals, least_naturals - 1, -1):
        total = laid_naturals + k
        if not new:
            if k:
                out.append((k, 0, 0))  # naturals never spoil a meld
        elif k >= 3 and wilds_problem(rule, k, 0) is None:
            out.append((k, 0, 0))
        for wilds in range(1, twos + jokers + 1):
            if new and k + wilds < 3:
                continue
            if wilds_problem(rule, total, laid_wilds + wilds) is not None:
                break  # more wilds only make it worse
            for j in range(min(wilds, jokers), -1, -1):
                if wilds - j <= twos:
                    out.append((k, wilds - j, j))
    shapes = _SHAPE_CACHE[key] = tuple(out)
    return shapes


def _part_cards(nats: list[int], index: _HandIndex, rule: tuple[bool, bool],
                laid_naturals: int, laid_wilds: int, least_naturals: int, twos_used: int = 0,
                jokers_used: int = 0) -> list[tuple[int, ...]]:
    """The distinct sets of cards of one rank's part (see `_part_shapes`);
    wilds already used by other parts of the same action are skipped."""
    twos = index.twos[twos_used:]
    jokers = index.jokers[jokers_used:]
    shapes = _part_shapes(len(nats), len(twos), len(jokers), laid_naturals, laid_wilds,
                          least_naturals, rule)
    return [tuple(nats[:k]) + tuple(twos[:t]) + tuple(jokers[:j]) for k, t, j in shapes]


def _rank_melds(rank: int, nats: tuple[int, ...], twos: tuple[int, ...], jokers: tuple[int, ...],
                laid_naturals: int, laid_wilds: int, least_naturals: int,
                rule: tuple[bool, bool]) -> tuple[tuple[int, Meld], ...]:
    """Each single meld or lay-off of one rank (see `_part_shapes`) with its
    number of cards, built once per case: a hand meets the same cases again
    and again (each step of a turn, each copy of the deal a bot searches)."""
    key = (rank, nats, twos, jokers, laid_naturals, laid_wilds, least_naturals, rule)
    melds = _RANK_MELDS_CACHE.get(key)
    if melds is None:
        if len(_RANK_MELDS_CACHE) > 50_000:  # some 20 MB
            _RANK_MELDS_CACHE.clear()
        shapes = _part_shapes(len(nats), len(twos), len(jokers), laid_naturals, laid_wilds,
                              least_naturals, rule)
        melds = _RANK_MELDS_CACHE[key] = tuple(
            (k + t + j, _single_meld(rank, nats[:k] + twos[:t] + jokers[:j]))
            for k, t, j in shapes if k + t + j)
    return melds


def _single_melds(state: "DealState", index: _HandIndex) -> list[Action]:
    """Single melds and lay-offs of an opened team.  Parts are built to the
    composition rule, so only what leaves fewer than two cards, and black
    threes, go through the full check."""
    team = state.team_of[state.turn]
    rule = _composition_rule(state)
    # Cards that may go without going out; a player who still has his foot
    # may empty his hand and pick it up (§3), so any single meld stands.
    spare = len(state.hands[state.turn]) - 2 if not state.feet[state.turn] else 10**6
    twos, jokers = tuple(index.twos), tuple(index.jokers)
    laid = {rank: (n, w) for rank, n, w in _laid_counts(state, team)}
    out: list[Action] = []
    late: list[Meld] = []  # leave fewer than two cards
    naturals = index.naturals
    for rank in list(naturals) + [r for r in laid if r not in naturals]:
        nats = tuple(naturals.get(rank, ()))
        if rank in laid:
            n, w = laid[rank]
            melds = _rank_melds(rank, nats, twos, jokers, n, w, 0, rule)
        elif len(nats) >= 2:
            melds = _rank_melds(rank, nats, twos, jokers, 0, 0, 2, rule)
        else:
            continue
        for size, action in melds:
            if size <= spare:
                out.append(action)
            else:
                late.append(action)
    if late and state.partner_problem() is None:
        # A meld that leaves fewer than two cards goes out (or keeps one to
        # discard): never while the partner's answer forbids it.
        plan = state.plan_meld
        for action in late:
            if _trusted_ok(plan, action):
                out.append(action)
    if len(index.black_threes) >= 3 and state.rules.black_threes_meld_to_go_out:
        plan = state.plan_meld
        for k in range(3, min(4, len(index.black_threes)) + 1):
            action = Meld((MeldPart(THREE, tuple(index.black_threes[:k])),))
            if _trusted_ok(plan, action):
                out.append(action)
    return out


def _opening_combos(state: "DealState", index: _HandIndex, exclude: int | None,
                    extra_value: int, twos_used: int = 0, jokers_used: int = 0,
                    parts_needed: bool = True) -> list[tuple[MeldPart, ...]]:
    """Every set of new melds (fewest first) worth, with `extra_value`, at
    least the opening minimum.  `exclude`: the pile's top rank when taking
    it; the wilds already taken with it are not used again."""
    t = state.tables
    minimum = state.minimum_for(state.turn)
    rule = _composition_rule(state)
    value = t.value
    ranks = [(rank, nats) for rank, nats in sorted(index.naturals.items(), key=lambda kv: -kv[0])
             if rank != exclude]
    free_twos = index.twos[twos_used:]
    free_jokers = index.jokers[jokers_used:]
    blacks = index.black_threes if state.rules.black_threes_meld_to_go_out else []
    black_value = sum(map(value.__getitem__, blacks)) if len(blacks) >= 3 else 0
    # The most the ranks from i on can add: all their naturals.
    rest = [0] * (len(ranks) + 1)
    for i in range(len(ranks) - 1, -1, -1):
        rest[i] = rest[i + 1] + sum(map(value.__getitem__, ranks[i][1]))

    # The value of the wilds left after using the first i twos (or jokers).
    twos_left = [sum(map(value.__getitem__, free_twos[i:])) for i in range(len(free_twos) + 1)]
    jokers_left = [sum(map(value.__getitem__, free_jokers[i:]))
                   for i in range(len(free_jokers) + 1)]

    def free_value(twos: int, jokers: int) -> int:
        return twos_left[twos] + jokers_left[jokers]

    if extra_value + rest[0] + free_value(0, 0) + black_value < minimum:
        return []  # below the minimum whatever is melded (most unopened turns)
    found: list[tuple[MeldPart, ...]] = []
    chosen: list[MeldPart] = []
    rank_of = t.rank

    def finish(total: int) -> None:
        if (chosen or not parts_needed) and total >= minimum:
            found.append(tuple(chosen))
        if len(blacks) >= 3:
            for k in range(3, min(4, len(blacks)) + 1):
                three = tuple(blacks[:k])
                if total + sum(map(value.__getitem__, three)) >= minimum:
                    found.append(tuple(chosen) + (MeldPart(THREE, three),))

    def walk(i: int, twos: int, jokers: int, total: int) -> None:
        if total + rest[i] + free_value(twos, jokers) + black_value < minimum:
            return
        if i == len(ranks):
            finish(total)
            return
        walk(i + 1, twos, jokers, total)
        rank, nats = ranks[i]
        for cards in _part_cards(nats, index, rule, 0, 0, 1,
                                 twos_used + twos, jokers_used + jokers):
            used_twos = used_jokers = 0
            for c in cards:
                r = rank_of[c]
                if r == TWO:
                    used_twos += 1
                elif r == JOKER:
                    used_jokers += 1
            chosen.append(MeldPart(rank, cards))
            walk(i + 1, twos + used_twos, jokers + used_jokers,
                 total + sum(map(value.__getitem__, cards)))
            chosen.pop()

    walk(0, 0, 0, extra_value)
    found.sort(key=len)
    return found


def _pile_may_be_taken(state: "DealState", hand: list[int]) -> bool:
    """Cheap pre-test, true whenever `_take_choices` may find a take: a
    usable top card, and a meld of its rank to lay it on (pile not frozen),
    a natural pair of its rank in hand, or one natural with a wild."""
    if not state.pile:
        return False
    t = state.tables
    top_rank = t.rank[state.pile[-1]]
    if top_rank < 4 or state.black_three_turned_up:
        return False
    # §1 Frozen pile (and variants that always take it so): a natural pair only.
    pair_only = state.pile_frozen or state.rules.pile_take.always_natural_pair
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
    if t.is_wild[top] or rank == THREE or state.black_three_turned_up:
        return []
    team = state.team_of[state.turn]
    nats = index.naturals.get(rank, [])
    opening = state.needs_opening(state.turn)
    # A frozen pile (or an unopened player) needs a natural pair.
    frozen = state.rules.pile_take.always_natural_pair or state.pile_frozen or opening
    laid = state.melds[team].get(rank)
    rule = _composition_rule(state)
    withs: list[tuple[int, ...]] = []
    if laid is not None:
        # The top card and what is taken with it go onto the team's meld of
        # its rank, whose make-up bounds the wilds: a frozen pile still asks
        # a natural pair, but the wilds beside it count against that meld.
        wilds = sum(map(t.is_wild.__getitem__, laid))
        if not frozen:
            withs.append(())
        withs.extend(_part_cards(nats, index, rule, len(laid) - wilds + 1, wilds,
                                 2 if frozen else 0))
    else:
        # A new meld of the top card and the cards taken with it: a natural
        # pair when frozen, else at least one natural.
        least = 2 if frozen else 1
        withs.extend(c for c in _part_cards(nats, index, rule, 1, 0, least)
                     if len(c) >= 2)
    if not opening:
        return _opened_takes(state, withs, top, rank)
    candidates: list[Action] = []
    top_value = t.value[top]
    for w in withs:
        value = top_value + sum(t.value[c] for c in w)
        used_twos = sum(1 for c in w if t.rank[c] == TWO)
        used_jokers = sum(1 for c in w if t.rank[c] == JOKER)
        for parts in _opening_combos(state, index, exclude=rank, extra_value=value,
                                     twos_used=used_twos, jokers_used=used_jokers,
                                     parts_needed=False):
            candidates.append(TakePile(w, parts))
    plan = state.plan_take
    return [a for a in candidates if _trusted_ok(plan, a)]


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
