"""Can the player in turn go out this turn with his own cards? (§1 Going out)

A fact for the seat about to ask "may I go out?": his partner's "yes" binds
him to go out, and a turn that ends any other way costs his team 100.  The
answer uses only what the asker knows (his hand, his side's melds, the pile,
whether the stock is empty, the rule set) and the engine itself: the deal is
rebuilt from his view and the engine's own legal moves are searched, as if
the partner had said yes.  The table warns a human before the question, and
bots ask only when the answer is `READY`.
"""

from __future__ import annotations

import random
from dataclasses import replace
from enum import Enum
from typing import Iterator

from .actions import Action, Discard, Draw, Meld, TakePile
from .cards import NATURAL_RANKS, card_tables
from .errors import IllegalAction
from .melds import (CanastaNeed, canasta_need, has_canastas_to_go_out, is_pure,
                    missing_canastas)
from .phases import DRAW, PLAY
from .pile import pile_block
from .resample import hidden_cards, resample_from_view
from .scoring import team_score
from .state import DealState
from .view import PlayerView

# Meld choices tried before the search gives up (each is one engine copy):
# a hand of up to fifteen cards goes out, when it can, within a few dozen.
SEARCH_NODES = 120


class GoOutOutlook(Enum):
    """What a "yes" would lead to, from the asker's own cards."""

    READY = "ready"  # these cards go out this turn
    NEEDS_DRAW = "needs_draw"  # before drawing: only a lucky draw could do it
    # Before drawing, no draw from the stock could do it, but a take of the
    # pile could, on a lucky replacement for a Sol found in it (§4).
    NEEDS_LUCKY_REPLACEMENT = "needs_lucky_replacement"
    NO_CANASTA = "no_canasta"  # the hand would empty, but the side lacks its canasta(s)
    TOO_MANY_CARDS = "too_many_cards"  # these cards cannot all be melded this turn
    # The search gave up before finding a way (a hand of twenty cards and
    # more, five and six players): saying "cannot" would be a guess.
    NOT_FOUND = "not_found"
    FOOT_FIRST = "foot_first"  # Tête et Queue: the foot is still to be played


def can_go_out_this_turn(view: PlayerView) -> bool:
    """True when the seat in turn (`view.seat`), told "yes", can surely go out
    this turn with the cards it knows.  False includes "only if the draw
    helps": a "yes" would then risk the 100 penalty."""
    return go_out_outlook(view) is GoOutOutlook.READY


def go_out_outlook(view: PlayerView, max_nodes: int = SEARCH_NODES) -> GoOutOutlook:
    """See `GoOutOutlook`.  For the seat in turn before it asks, in the draw
    or play phase (asking comes before taking the pile or any meld)."""
    if view.seat != view.turn or view.phase not in (DRAW, PLAY):
        raise ValueError("the going-out outlook is the asker's, before he asks "
                         f"(seat {view.seat}, turn {view.turn}, phase {view.phase})")
    if view.foot_sizes and view.foot_sizes[view.seat]:
        return GoOutOutlook.FOOT_FIRST
    state = _as_told_yes(view)
    walked: list[int] = []
    if _can_go_out(state, view, max_nodes, walked):
        return GoOutOutlook.READY
    if view.phase == PLAY and _canastas_out_of_reach(view):
        # Drawn, the side cannot have its canastas this turn, whatever it
        # melds: that is why, before the cards left (play-test s38: a
        # beginner with twelve cards and no canasta read only "your cards
        # cannot all be melded", as if melding them all would do).
        return GoOutOutlook.NO_CANASTA
    if walked and walked[0] > max_nodes:
        # Review: "your cards cannot all be melded" said of 22 to 32 cards
        # that a longer search took out.
        return GoOutOutlook.NOT_FOUND
    if view.phase == DRAW and view.stock_size:
        if _canastas_out_of_reach(view, view.rules.draw_count):
            # Even the luckiest draw (a wild card each) leaves the side
            # short of its canastas: "only a lucky draw" would be untrue
            # (play-test: said with no canasta and no meld near one).  A
            # take that brings them within reach failed on the cards left;
            # one that needs its Sol's replacement to be lucky says so.
            # (A fresh copy: the search above leaves its own in the play phase.)
            return _take_outlook(_as_told_yes(view), view, max_nodes)
        return GoOutOutlook.NEEDS_DRAW
    rules = view.rules
    if rules.going_out_needs_canasta:
        relaxed = replace(rules, going_out_needs_canasta=False,
                          red_and_black_canasta_to_go_out=False)
        loose = _as_told_yes(view._replace(rules=relaxed))
        if _can_go_out(loose, view, max_nodes):
            return GoOutOutlook.NO_CANASTA
    return GoOutOutlook.TOO_MANY_CARDS


def going_out_sequence(view: PlayerView, max_nodes: int = SEARCH_NODES,
                       best: bool = False) -> list[Action] | None:
    """After drawing: melds (and a last discard) that empty the hand this
    turn, as the engine allows them once the partner has said yes; None when
    the search finds none.  `best`: of the ways found within `max_nodes`,
    the one that leaves the side the most points (a wild card that
    completes a canasta rather than one that spoils a pure one, §1 Scoring
    a deal); else the first way found.  It finds a way whenever the first
    search does (it never walks a position twice)."""
    if view.phase != PLAY or view.seat != view.turn or _canastas_out_of_reach(view):
        return None
    key = _view_key(view, (max_nodes, best))
    known = _SEARCHED.get(key) if key is not None else None
    if known is not None and known[0] is view.rules:
        return list(known[1]) if known[1] is not None else None
    state = _as_told_yes(view)
    found = (_best_search(state, view.seat, max_nodes) if best
             else _search(state, view.seat, [0], max_nodes))
    if key is not None:
        if len(_SEARCHED) >= _SEARCHED_LIMIT:
            _SEARCHED.clear()
        _SEARCHED[key] = (view.rules, found)
        if found:
            _remember_the_rest(state, view.seat, found, (max_nodes, best))
    return list(found) if found is not None else None


# Searches done, by the view asked about (`_view_key`): a bot asks again for
# the same view (medium's turn plans in each style, hard's rollouts), and,
# once told yes, at each step of the sequence found, whose rest is the answer.
# The search reads only the view (the hidden cards are dealt from a fixed
# seed), so an entry answers exactly what a new search would.
_SEARCHED: dict[tuple, tuple[object, list[Action] | None]] = {}
_SEARCHED_LIMIT = 1024  # some 3 MB; an entry is used within a turn or two


def _view_key(view: PlayerView, search: tuple[int, bool]) -> tuple | None:
    """Everything in the view, the melds in their order (a view's own
    equality ignores it, but the order of the legal moves follows it); the
    rules by identity, checked against the entry's (hashing them is slow).
    None for a view built by hand with lists in it (tests): not remembered."""
    melds = tuple(tuple(team.items()) for team in view.melds)
    key = (search, id(view.rules), view[0], *view[2:10], melds, *view[11:])
    try:
        hash(key)
    except TypeError:
        return None
    return key


def _remember_the_rest(state: DealState, seat: int, found: list[Action],
                       search: tuple[int, bool]) -> None:
    """Told yes, the seat then asks at each step of the sequence found: the
    search from the position after the first k melds finds the rest (the
    depth-first walk found it first from there, with nodes to spare), as
    long as that position is what the seat will see then.  Not so when a
    foot is still to come (the sampled foot would be played)."""
    if state.feet[seat]:
        return
    after = state.clone()
    for k, action in enumerate(found):
        key = _view_key(after.view_for(seat), search)
        if key is None:
            return
        _SEARCHED[key] = (state.rules, found[k:])
        if k == len(found) - 1:
            return
        after.apply(action, seat)
        if after.phase != PLAY or after.turn != seat:
            return


def _canastas_out_of_reach(view: PlayerView, drawn: int = 0) -> bool:
    """True when the side cannot have the canastas going out needs by the
    end of this turn, whatever the seat melds: the search would walk its
    melds for nothing (most of the searches that find nothing).  A meld
    ends this turn with at most its cards, the hand's naturals of its rank
    and every wild in the hand (and `drawn` cards still to draw, each
    counted as a wild); a foot still to come brings more cards."""
    rules = view.rules
    need = canasta_need(rules)
    if need is CanastaNeed.NOTHING or (view.foot_sizes and view.foot_sizes[view.seat]):
        return False
    tables = card_tables(rules.deck)
    rank, is_wild = tables.rank, tables.is_wild
    naturals_in_hand = dict.fromkeys(NATURAL_RANKS, 0)
    wilds = drawn
    for c in view.hand:
        if is_wild[c]:
            wilds += 1
        elif rank[c] in naturals_in_hand:
            naturals_in_hand[rank[c]] += 1
    laid = view.melds[view.team]
    reachable = sum(1 for r, held in naturals_in_hand.items()
                    if len(laid.get(r, ())) + held + wilds >= 7)
    # A red and a black canasta are two melds.
    needed = 2 if need is CanastaNeed.RED_AND_BLACK else rules.canastas_to_go_out
    return reachable < needed


def _take_outlook(state: DealState, view: PlayerView, max_nodes: int) -> GoOutOutlook:
    """No draw can bring the canastas: what a take of the pile would.
    NO_CANASTA when no take brings them within reach; else TOO_MANY_CARDS
    (the search found no way out), or NEEDS_LUCKY_REPLACEMENT when the take
    draws a Sol's replacement (§4) and the luckiest one, a wild card, lets
    the hand empty: the draw that decides is that one, not the stock's.
    That card nobody has seen is never the sample's own (review: the
    same hand was told "cannot all be melded" or "lacks its canasta" as the
    sample's card happened to be)."""
    seat = view.seat
    wilds = [c for c in hidden_cards(view) if state.tables.is_wild[c]]
    drawn = state.stock_cards_a_take_draws()
    outlook = GoOutOutlook.NO_CANASTA
    for take in state.legal_actions():
        if isinstance(take, TakePile):
            after = state.clone()
            for depth, wild in enumerate(wilds[:drawn]):
                _put_on_stock(after, seat, wild, depth)
            after.apply(take, seat)
            if _canastas_out_of_reach(after.view_for(seat)):
                continue
            if drawn and _search(after, seat, [0], max_nodes) is not None:
                return GoOutOutlook.NEEDS_LUCKY_REPLACEMENT
            outlook = GoOutOutlook.TOO_MANY_CARDS
    return outlook


def _as_told_yes(view: PlayerView) -> DealState:
    """The deal as the seat may believe it (hidden cards dealt at random:
    they play no part in its own moves), its partner having said yes."""
    state = resample_from_view(view, random.Random(0))
    if state.has_partner(view.seat):
        state.asked = True
        state.answer = True
    return state


def _can_go_out(state: DealState, view: PlayerView, max_nodes: int,
                walked: list[int] | None = None) -> bool:
    if view.phase == PLAY:
        # The search that walks each position once: it finds a way whenever
        # the first-found one does, and ways that one misses within the same
        # budget (medium, going out the best way, asked with fourteen cards
        # where the first-found search gave up: the table would have warned).
        return _best_search(state, view.seat, max_nodes, walked) is not None
    return _draw_way_out(state, view, max_nodes) is not None


def go_out_draw(view: PlayerView, max_nodes: int = SEARCH_NODES) -> Action | None:
    """Before the draw, for the seat in turn: the way of drawing after which
    its cards surely go out this turn (told yes, or needing no leave), or
    None.  A take of the pile whose cards let the hand empty, else the
    stock's card when the whole hand melds now, whatever is drawn.  A side
    that goes out by taking the pile must ask before taking it (§1 Going
    out), so this is also what makes asking before the draw safe."""
    if view.seat != view.turn or view.phase != DRAW:
        return None
    if view.foot_sizes and view.foot_sizes[view.seat]:
        return None
    return _draw_way_out(_as_told_yes(view), view, max_nodes)


def _unseen_red_threes(view: PlayerView) -> int:
    red = card_tables(view.rules.deck).is_red_three
    seen = [*view.hand, *view.pile, *(c for laid in view.red_threes for c in laid),
            *(c for cards in view.known for c in cards)]
    return sum(red) - sum(1 for c in set(seen) if red[c])


def _draw_way_out(state: DealState, view: PlayerView, max_nodes: int) -> Action | None:
    seat = view.seat
    nodes = [0]
    # Taking the pile with what the seat sees, ...
    for take in state.legal_actions():
        if not isinstance(take, TakePile):
            continue
        if state.stock_cards_a_take_draws():
            if _out_whatever_replaces(state, view, take, max_nodes):
                return take
            continue
        after = state.clone()
        after.apply(take, seat)
        if _search(after, seat, nodes, max_nodes) is not None:
            return take
    # ... or melding the whole hand now and then discarding the card drawn,
    # whatever it is.  Where two cards are drawn, neither is certain; and a
    # red three drawn as the stock's last card ends the deal before any meld
    # (§1 Red threes), so each one the seat has not seen may lie on top.
    if view.rules.draw_count != 1 or len(state.stock) <= _unseen_red_threes(view):
        return None
    state.phase = PLAY
    return Draw() if _empties_by_melds(state, seat, nodes, max_nodes) else None


def _out_whatever_replaces(state: DealState, view: PlayerView, take: TakePile,
                           max_nodes: int) -> bool:
    """A take that lays a Sol found in the pile draws its replacement from
    the stock (§4), a card nobody has seen: the take is a sure way out only
    when the hand empties whatever that card is.  (A way found on the
    sample's own card cost medium 100: it asked, took the pile, drew the
    replacement and could not go out.)  Each kind of card the seat has not
    seen is put on the stock in turn.  A replacement that is itself a Sol
    is replaced again, so Sols are not tried, but the stock must outlast
    them: a Sol as its last card ends the deal at once (§4).  Two cards to
    replace are not tried: it is never sure."""
    if state.stock_cards_a_take_draws() != 1 or len(state.stock) <= _unseen_red_threes(view):
        return False
    t = state.tables
    seat = view.seat
    kinds: dict[tuple[int, bool], int] = {}
    for card in hidden_cards(view):
        if not t.is_red_three[card]:
            kinds.setdefault((t.rank[card], t.is_black_three[card]), card)
    for card in kinds.values():
        trial = state.clone()
        if not _put_on_stock(trial, seat, card):
            return False
        trial.apply(take, seat)
        if _search(trial, seat, [0], max_nodes) is None:
            return False
    return True


def _put_on_stock(state: DealState, seat: int, card: int, depth: int = 0) -> bool:
    """Swap `card`, wherever the sample dealt it among the hidden places
    (the stock, another hand's unknown part), with the stock's card `depth`
    under the top."""
    top = len(state.stock) - 1 - depth
    if card in state.stock:
        at = state.stock.index(card)
        state.stock[at], state.stock[top] = state.stock[top], card
        return True
    for other, hand in enumerate(state.hands):
        if other != seat and card in hand and card not in state.known[other]:
            hand[hand.index(card)] = state.stock[top]
            state.stock[top] = card
            return True
    return False


def _search(state: DealState, seat: int, nodes: list[int], max_nodes: int,
            discard_last: bool = True,
            dead_ends: dict[tuple, int] | None = None) -> list[Action] | None:
    """Depth first over the engine's meld choices, largest first; the last
    card is discarded unless `discard_last` is False (melds only).

    The same melds made in another order reach the same position, whose
    failure is already known: `dead_ends` keeps, per position
    (`_position_key`), the nodes its whole failed subtree counted, and
    counts them again instead of walking it again, so that the search
    finds (or gives up) exactly as the walk would, only sooner."""
    if dead_ends is None:
        dead_ends = {}
    nodes[0] += 1
    if nodes[0] > max_nodes:
        return None
    if state.is_over:
        return [] if state.out_seat == seat else None
    if state.phase != PLAY or state.turn != seat:
        return None
    legal = state.legal_actions()
    if discard_last:
        last = _last_discard(state, seat, legal)
        if last is not None:
            return [last[0]]
    for action, after, key in _meld_steps(state, seat, legal):
        known_nodes = dead_ends.get(key)
        if known_nodes is not None:
            nodes[0] += known_nodes
            if nodes[0] > max_nodes:
                return None
            continue
        before = nodes[0]
        rest = _search(after, seat, nodes, max_nodes, discard_last, dead_ends)
        if rest is not None:
            return [action] + rest
        if nodes[0] > max_nodes:
            return None
        dead_ends[key] = nodes[0] - before  # walked whole: no node was cut off
    return None


def _best_search(state: DealState, seat: int, max_nodes: int,
                 walked: list[int] | None = None) -> list[Action] | None:
    """The ways `_search` walks, in its order, each position once (the same
    melds in another order reach it again): of the ways that go out, the
    one whose deal's end leaves the side the most points.  `walked` gets the
    positions walked (more than `max_nodes`: the search gave up)."""
    team = state.team_of[seat]
    best: tuple[int, list[Action]] | None = None
    seen: set[tuple] = set()
    nodes = 0

    def walk(position: DealState, path: list[Action]) -> None:
        nonlocal best, nodes
        nodes += 1
        if nodes > max_nodes or position.phase != PLAY or position.turn != seat:
            return
        legal = position.legal_actions()
        last = _last_discard(position, seat, legal)
        if last is not None:
            points = team_score(last[1], team).total
            if best is None or points > best[0]:
                best = (points, path + [last[0]])
            return
        for action, after, key in _meld_steps(position, seat, legal):
            if key in seen:
                continue
            seen.add(key)
            if after.is_over:
                if after.out_seat == seat:  # melds alone emptied the hand
                    points = team_score(after, team).total
                    if best is None or points > best[0]:
                        best = (points, path + [action])
                continue
            walk(after, path + [action])
            if nodes > max_nodes:
                return

    walk(state, [])
    if walked is not None:
        walked.append(nodes)
    return best[1] if best is not None else None


def _last_discard(state: DealState, seat: int,
                  legal: list[Action]) -> tuple[Discard, DealState] | None:
    """The discard of the hand's last card that goes out, and the deal it
    ends; None with more cards, or where it only brings the foot (§3)."""
    if len(state.hands[seat]) != 1:
        return None
    for action in legal:
        if isinstance(action, Discard):
            end = state.clone()
            end.apply(action, seat)
            if end.is_over and end.out_seat == seat:
                return action, end
    return None


def _meld_steps(state: DealState, seat: int,
                legal: list[Action]) -> Iterator[tuple[Meld, DealState, tuple]]:
    """The engine's melds from here, largest first, each with the position
    it leads to and that position's key (`_position_key`)."""
    melds = [a for a in legal if isinstance(a, Meld)]
    melds.sort(key=lambda a: -sum(len(p.cards) for p in a.parts))
    for action in melds:
        after = state.clone()
        after.apply(action, seat)
        yield action, after, _position_key(after, seat)


def _position_key(state: DealState, seat: int) -> tuple:
    """What the seat's melds change, in a form the order of the melds does
    not alter; everything else stays as it was at the search's start."""
    team = state.team_of[seat]
    melds = tuple(sorted((rank, tuple(sorted(cards)))
                         for rank, cards in state.melds[team].items()))
    return (state.phase, state.out_seat, tuple(state.hands[seat]), tuple(state.known[seat]),
            len(state.feet[seat]), melds,
            tuple(sorted(state.tiles[team].items())), state.tile_points[team],
            state.opened[team], state.seat_opened[seat], state.melded_this_turn,
            state.laid_this_turn, state.canasta_this_turn)


def _empties_by_melds(state: DealState, seat: int, nodes: list[int], max_nodes: int) -> bool:
    """Melds alone empty the hand (no discard at the end)."""
    return _search(state, seat, nodes, max_nodes, discard_last=False) is not None


def asker_surely_stopped(view: PlayerView) -> IllegalAction | None:
    """For the seat answering "may I go out?" (§1 Going out): the engine's
    refusal of the asker's going out this turn when what every player sees
    settles it, else None: canastas his side cannot have by the end of the
    turn (`canastas_surely_short`; asked before the draw, the cards he may
    draw or take count too).  A "yes" would then only cost the side the
    penalty (play-test: the partner said yes to a side with no canasta)."""
    asker = view.turn
    drawing = view.asked_before_drawing
    if not canastas_surely_short(view, asker, drawing,
                                 pile=drawing and pile_takable_by(view, asker)):
        return None
    alone = view.team_of.count(view.team_of[asker]) == 1
    return missing_canastas(view.rules, alone=alone)


def pile_takable_by(view: PlayerView, seat: int) -> bool:
    """What every player sees leaves `seat` a way to take the pile as it
    lies (§1 Taking the pile): nothing blocks it (its top card is no wild
    and no three; no black three turned up lies uncovered under it), and
    either the side has a meld to lay it on (the pile not frozen) or the
    seat holds two cards (a natural pair, or a natural and a wild).  Play-
    test: a partner counted a frozen pile for an asker holding one card,
    said yes, and the side paid 100."""
    if not view.pile:
        return False
    tables = card_tables(view.rules.deck)
    top = view.pile[-1]
    if pile_block(top, tables, view.black_three_turned_up) is not None:
        return False
    pair_only = view.pile_frozen or view.rules.pile_take.always_natural_pair
    if not pair_only and tables.rank[top] in view.melds[view.team_of[seat]]:
        return True
    return view.hand_sizes[seat] >= 2


def canastas_surely_short(view: PlayerView, seat: int, drawing: bool,
                          pile: bool = True) -> bool:
    """What every player sees settles that `seat`'s side cannot have the
    canastas going out needs by the end of that seat's turn: each card it
    holds (its hand, a foot still face down: it comes to hand when the hand
    empties, §3; `drawing`: the card drawn, or the pile taken where `pile`
    says it may be) counted as the one that helps most."""
    cards = _cards_held(view, seat)
    if drawing:
        cards += max(view.rules.draw_count, len(view.pile)) if pile else view.rules.draw_count
    return _canastas_beyond(view, view.team_of[seat], cards)


def side_surely_short(view: PlayerView, team: int) -> bool:
    """What every player sees settles that no seat of `team` can go out on
    its next turn for want of canastas.  The side's cards are pooled, since
    partners who play first lay theirs on the same melds (review: six
    players in teams of three, where two opponents' lay-offs let the third
    complete the canasta and go out): each seat's cards and draw, less the
    discard that ends each turn but the last, and every card the pile may
    hold within the round (those there now and one discard a seat)."""
    seats = [s for s, t in enumerate(view.team_of) if t == team]
    cards = (sum(_cards_held(view, s) + view.rules.draw_count for s in seats)
             - (len(seats) - 1) + len(view.pile) + len(view.team_of) - 1)
    return _canastas_beyond(view, team, cards)


def _cards_held(view: PlayerView, seat: int) -> int:
    return view.hand_sizes[seat] + (view.foot_sizes[seat] if view.foot_sizes else 0)


def _canastas_beyond(view: PlayerView, team: int, cards: int) -> bool:
    """The canastas going out needs take more than `cards` more cards on
    `team`'s melds (a new canasta seven; each laid meld, what it lacks)."""
    rules = view.rules
    need = canasta_need(rules)
    tables = card_tables(rules.deck)
    laid = view.melds[team]
    if need is CanastaNeed.NOTHING or has_canastas_to_go_out(laid.values(), tables, rules):
        return False
    gaps = [7 - len(m) for m in laid.values() if len(m) < 7]
    canastas = [m for m in laid.values() if len(m) >= 7]
    if need is CanastaNeed.RED_AND_BLACK:
        pure = sum(1 for m in canastas if is_pure(m, tables))
        missing = (pure == 0) + (pure == len(canastas))
        if pure >= 2 and pure == len(canastas):
            gaps.append(1)  # a wild card on one of two pure canastas
    else:
        missing = rules.canastas_to_go_out - len(canastas)
    gaps = sorted(gaps + [7] * missing)
    return sum(gaps[:missing]) > cards
