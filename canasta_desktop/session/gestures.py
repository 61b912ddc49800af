"""From a gesture ("these cards, dropped there") to the engine's action.

The table names the cards and the target; this module lists the actions the
gesture could mean, and the engine's `check` decides which one is legal and,
when none is, why.  No rule is decided here: a wild card may go to any of
the ranks dropped with it, so each way is tried, and the first the engine
accepts wins.  Pure Python (no Qt), so it is tested like the model.

Targets are short strings:
    "draw"          the stock (an empty stock ends the deal, §1 Stock exhausted);
                    it takes no card: hand cards dropped there are refused
    "discard"       the discard pile, to discard one card
    "take_pile"     the discard pile, to take it with these cards
    "pile"          the discard pile: take it before drawing, discard after
    "pile_click"    the same, clicked with cards selected (as the status bar
                    says to take it): before drawing, a refused single card
                    is told both why it cannot be discarded yet and why it
                    cannot take the pile
    "new_meld"      the human team's "new meld" area
    "meld:<rank>"   the human team's meld of that rank (rank as an int: 4..14, 3)
    "side:<team>"   another side's melds, which the engine refuses (§1 Melds)
    "tile"          Origen: announce the rank of these cards with the team's tile
    "packet:<i>"    Tête et Queue: play packet i (0 or 1) first, as the hand
    "stock_astray"  the stock dragged where it goes nowhere (not onto the hand):
                    refused, saying where it goes (or the engine's reason to draw not)
    "pile_astray"   the pile dragged where it goes nowhere (not onto the hand or
                    the team's melds): refused likewise
"""

from __future__ import annotations

from dataclasses import dataclass
from itertools import combinations_with_replacement
from typing import Sequence

from ..model.actions import (Action, AnnounceTile, ChoosePacket, Discard, Draw, EndDeal, Meld,
                             MeldPart, TakePile)
from ..model.errors import IllegalAction
from ..model.phases import DRAW as DRAW_PHASE
from ..model.pile import natural_pair
from ..model.sections import S_TURN
from ..model.state import DealState
from ..model.view import PlayerView

DRAW = "draw"
DISCARD = "discard"
TAKE_PILE = "take_pile"
PILE = "pile"
PILE_CLICK = "pile_click"
NEW_MELD = "new_meld"
MELD_PREFIX = "meld:"
TILE = "tile"
PACKET_PREFIX = "packet:"
SIDE_PREFIX = "side:"
PILE_BEFORE_DRAWING = "pile_before_drawing"  # "pile" read in the draw phase
CLICK_BEFORE_DRAWING = "click_before_drawing"  # "pile_click" read in the draw phase
STOCK_ASTRAY = "stock_astray"
PILE_ASTRAY = "pile_astray"

# Enough for any real selection (4 wilds over 4 ranks is 35 ways).
MAX_WILD_SPLITS = 64


def meld_target(rank: int) -> str:
    return f"{MELD_PREFIX}{rank}"


def packet_target(packet: int) -> str:
    return f"{PACKET_PREFIX}{packet}"


def side_target(team: int) -> str:
    return f"{SIDE_PREFIX}{team}"


def meld_rank(target: str) -> int | None:
    """The rank of a "meld:<rank>" target, None for other targets."""
    if target.startswith(MELD_PREFIX):
        return int(target[len(MELD_PREFIX):])
    return None


@dataclass(frozen=True)
class Resolution:
    """The action a gesture means, or the engine's reason for refusing it."""

    action: Action | None
    refusal: IllegalAction | None


def resolve(state: DealState, seat: int, cards: Sequence[int], target: str) -> Resolution:
    """The first legal action among those the gesture may mean; otherwise the
    refusal of the most natural reading (the first candidate)."""
    cards = tuple(cards)
    concrete = _concrete(state, target)
    candidates, problem = _candidates(state, seat, cards, concrete)
    if problem is not None:
        return Resolution(None, problem)
    refusals: list[tuple[Action, IllegalAction]] = []
    for action in candidates:
        try:
            state.check(action, seat)
        except IllegalAction as refusal:
            refusals.append((action, refusal))
            continue
        return Resolution(action, None)
    if not refusals:
        return Resolution(None, IllegalAction("nothing_to_do", S_TURN))
    first_action, first_refusal = refusals[0]
    take = next((a for a, _ in refusals if isinstance(a, TakePile)), None)
    if concrete == CLICK_BEFORE_DRAWING and isinstance(first_action, Discard) and take:
        # One card and a click on the pile before drawing reads as a discard,
        # but the player may have meant to take the pile with it, as the
        # status bar says: the engine says why neither (play-test, Origen).
        return Resolution(None, state.discard_or_take_refusal(seat, first_action, take)
                          or first_refusal)
    return Resolution(None, first_refusal)


def matching_actions(state: DealState, seat: int, cards: Sequence[int],
                     target: str) -> list[Action]:
    """Every legal action the gesture may mean (the first is what a drop does)."""
    candidates, problem = _candidates(state, seat, tuple(cards), _concrete(state, target))
    if problem is not None:
        return []
    return [a for a in candidates if state.is_legal(a, seat)]


def legal_targets(state: DealState, seat: int, cards: Sequence[int],
                  targets: Sequence[str]) -> set[str]:
    """The targets among `targets` where dropping `cards` would be legal."""
    return {t for t in targets if resolve(state, seat, cards, t).action is not None}


def own_meld_targets(state: DealState, seat: int) -> list[str]:
    return [meld_target(rank) for rank in sorted(state.melds[state.team_of[seat]])]


def pile_top_target(view: PlayerView) -> str:
    """The place of the meld the pile's top card goes to when the side takes
    the pile (the view's `top_card_meld`), or the new meld's.  The table
    lights it, with the hand, while the pile is dragged (play-test: every
    meld lit up, as if the queen on top could go onto the tens)."""
    rank = view.top_card_meld
    return NEW_MELD if rank is None else meld_target(rank)


# ---------------------------------------------------------------- candidates
def _concrete(state: DealState, target: str) -> str:
    if target in (PILE, PILE_CLICK):
        if state.phase != DRAW_PHASE:
            return DISCARD
        return PILE_BEFORE_DRAWING if target == PILE else CLICK_BEFORE_DRAWING
    return target


def _of_top_rank(state: DealState, card: int) -> bool:
    t = state.tables
    return bool(state.pile) and not t.is_wild[card] and t.rank[card] == t.rank[state.pile[-1]]


def _candidates(state: DealState, seat: int, cards: tuple[int, ...],
                target: str) -> tuple[list[Action], IllegalAction | None]:
    if target == DRAW:
        if cards:
            return [], state.cards_on_stock_refusal(seat)
        return [Draw() if state.stock else EndDeal()], None
    if target == DISCARD:
        refusal = state.discard_cards_refusal(len(cards))
        if refusal is not None:
            return [], refusal
        return [Discard(cards[0])], None
    if target == TAKE_PILE:
        return _take_candidates(state, seat, cards), None
    if target in (PILE_BEFORE_DRAWING, CLICK_BEFORE_DRAWING):
        takes = _take_candidates(state, seat, cards)
        if len(cards) == 1 and not _of_top_rank(state, cards[0]):
            # One card that cannot take the pile: the player means to discard
            # it, and the engine's reason is then about that ("draw first").
            return [Discard(cards[0])] + takes, None
        return takes, None
    if target == STOCK_ASTRAY:
        return [], _stock_astray_refusal(state, seat)
    if target == PILE_ASTRAY:
        # The pile let go where it goes nowhere: "drag it onto your hand to
        # take it" would be refused there too (review), so the engine's
        # reason it cannot be taken now comes first, as the hand says it.
        return [], state.take_refusal(seat) or IllegalAction("pile_to_hand",
                                                             state.rules.section(S_TURN))
    if target.startswith(PACKET_PREFIX):
        return [ChoosePacket(int(target[len(PACKET_PREFIX):]))], None
    if target.startswith(SIDE_PREFIX):
        # No action puts cards on another side's melds: the engine says why.
        refusal = state.melds_refusal(seat, int(target[len(SIDE_PREFIX):]))
        return [], refusal or IllegalAction("nothing_to_do", S_TURN)
    if target == TILE:
        rank = state.tile_rank_of(cards)
        if rank is None:
            return [], state.tile_cards_refusal(cards)
        return [AnnounceTile(rank)], None
    if target == NEW_MELD:
        if not cards:
            return [], state.no_cards_refusal(lay_off=False)
        splits = meld_splits(cards, state)
        if not splits:
            return _wilds_alone(state, seat, cards)
        readings: list[Action] = [Meld(parts) for parts in splits]
        return _reason_first(state, seat, cards, readings)
    rank = meld_rank(target)
    if rank is not None:
        if not cards:
            return [], state.no_cards_refusal(lay_off=True)
        return [Meld((MeldPart(rank, cards),))], None
    raise ValueError(f"unknown target {target!r}")


# Refusals that belong to one way of sharing the cards into melds, not to
# the cards themselves: another way may not have them.
_SHARING_REFUSALS = ("meld_too_small", "too_many_wilds")


def _reason_first(state: DealState, seat: int, cards: tuple[int, ...],
                  readings: list[Action]) -> tuple[list[Action], IllegalAction | None]:
    """The readings of cards sent to the new meld, the one whose refusal
    explains them best first when none is legal: a refusal of the cards
    themselves (the opening minimum, keeping a card...) rather than of one
    way of sharing them; failing that, with several ranks of which some make
    a meld and some are too few (three aces and a seven), how many cards make
    none; with several ranks none of which makes a meld, the engine's for one
    meld of them all ("a meld holds cards of a single rank"), not "needs
    three cards" of a lone one (play-tests).  A legal reading keeps its place."""
    codes = []
    for action in readings:
        try:
            state.check(action, seat)
        except IllegalAction as refusal:
            codes.append(refusal.code)
            continue
        return readings, None
    whole = next((a for a, code in zip(readings, codes) if code not in _SHARING_REFUSALS),
                 None)
    if whole is not None:
        return [whole] + readings, None
    first = readings[0]
    if isinstance(first, Meld) and len(first.parts) > 1:
        if codes[0] == "meld_too_small":
            # Play-test s38: Help says to drop several melds together, and
            # three kings, three queens, three jacks and a nine were refused
            # because "a meld holds cards of a single rank": the engine says
            # how many of them make no meld.
            stray = state.stray_cards_refusal(seat, first.parts)
            if stray is not None:
                return [], stray
        return [Meld((MeldPart(first.parts[0].rank, cards),))] + readings, None
    return readings, None


def _stock_astray_refusal(state: DealState, seat: int) -> IllegalAction:
    """The stock let go where it goes nowhere: the opponents' melds, the
    pile, the other hands, the bare table (play-test: back it went without
    a word).  The engine's refusal of a draw says why he may not draw now
    ("you have already drawn", "it is not your turn", §1 Stock exhausted
    when it is empty); when nothing stops a draw, where the stock goes:
    where the mouse let go, the session's to say."""
    try:
        state.check(Draw(), seat)
    except IllegalAction as refusal:
        return refusal
    return IllegalAction("stock_to_hand", state.rules.section(S_TURN))


def _wilds_alone(state: DealState, seat: int, cards: Sequence[int]
                 ) -> tuple[list[Action], IllegalAction | None]:
    """Wild cards alone sent to "new meld" (the key M): they make no meld,
    so they go onto the one meld of the side that the engine lets take
    them (the one of these readings it accepts); when it lets none or
    several, the engine says why (play-tests)."""
    refusal = state.wilds_alone_refusal(seat, cards)
    if refusal is not None:
        return [], refusal
    return [Meld((MeldPart(rank, tuple(cards)),))
            for rank in sorted(state.melds[state.team_of[seat]])], None


def meld_splits(cards: Sequence[int], state: DealState) -> list[tuple[MeldPart, ...]]:
    """Ways to read `cards` as melds: one per rank of the non-wild cards, the
    wilds shared out among them (most promising first: each meld keeps as
    many more naturals than wilds as it can)."""
    t = state.tables
    groups: dict[int, list[int]] = {}
    wilds: list[int] = []
    for card in cards:
        if t.is_wild[card]:
            wilds.append(card)
        else:
            groups.setdefault(t.rank[card], []).append(card)
    if not groups:
        return []
    ranks = sorted(groups, key=lambda r: (-len(groups[r]), -r))
    splits: list[tuple[tuple[int, ...], int]] = []
    for choice in combinations_with_replacement(range(len(ranks)), len(wilds)):
        counts = [choice.count(i) for i in range(len(ranks))]
        worst = min(len(groups[r]) - counts[i] for i, r in enumerate(ranks))
        splits.append((tuple(counts), worst))
        if len(splits) >= MAX_WILD_SPLITS:
            break
    splits.sort(key=lambda s: -s[1])
    out = []
    for shares, _ in splits:
        free = list(wilds)
        parts = []
        for i, rank in enumerate(ranks):
            given, free = free[:shares[i]], free[shares[i]:]
            parts.append(MeldPart(rank, tuple(groups[rank]) + tuple(given)))
        out.append(tuple(parts))
    return out


def meld_ways(state: DealState, seat: int, cards: Sequence[int]) -> list[Meld]:
    """The legal ways to lay `cards` dropped on "new meld" when they hold
    naturals of several ranks and wild cards, and the ways differ in which
    meld takes the wilds: the player says where his wild cards go, as he
    would at a table (play-test s37: an opening with a Diva gave it to the
    aces, a player keeping them pure could not choose).  [] when there is
    one way or none (the drop then does what it does)."""
    t = state.tables
    ranks = {t.rank[c] for c in cards if not t.is_wild[c]}
    if len(ranks) < 2 or not any(t.is_wild[c] for c in cards):
        return []
    ways: list[Meld] = []
    for parts in meld_splits(cards, state):
        action = Meld(parts)
        if state.is_legal(action, seat):
            ways.append(action)
    return ways if len(ways) > 1 else []


def _take_candidates(state: DealState, seat: int, cards: tuple[int, ...]) -> list[Action]:
    if not state.pile:
        return [TakePile(cards)]
    if not cards:
        return _bare_take_candidates(state, seat)
    t = state.tables
    top_rank = t.rank[state.pile[-1]]
    naturals = [c for c in cards if t.rank[c] == top_rank and not t.is_wild[c]]
    wilds = [c for c in cards if t.is_wild[c]]
    others = [c for c in cards if t.rank[c] != top_rank and not t.is_wild[c]]
    # None of them goes with the top card: the plain reading ("take it with
    # these") comes first, so a refusal speaks of the pile, not of a meld.
    out: list[Action] = [TakePile(cards)] if not naturals and not wilds else []
    for k in range(len(wilds) + 1):
        with_cards = tuple(naturals + wilds[:k])
        rest = others + wilds[k:]
        if not rest:
            out.append(TakePile(with_cards))
        else:
            out.extend(TakePile(with_cards, parts) for parts in meld_splits(rest, state))
    return out or [TakePile(cards)]


def _bare_take_candidates(state: DealState, seat: int) -> list[Action]:
    """Nothing selected: the engine's own ways to take the pile, best first
    (`bare_takes`: no wild card spent when a way keeps them, then fewest
    cards); last, the take with the natural pair of the hand, whose refusal
    is then the reason told: the pair is missing (§1 Frozen pile), or it is
    there but does not reach the opening minimum alone (§1 Opening)."""
    with_the_pair = TakePile(natural_pair(state.hands[seat], state.pile[-1], state.tables))
    return [*bare_takes(state, seat), with_the_pair]


# At most this many ways of taking the pile are offered to choose from.
MAX_TAKE_WAYS = 12


def _take_cost(state: DealState, action: TakePile) -> tuple[int, int]:
    """What a take spends from the hand: its wild cards, then its cards."""
    cards = [*action.with_cards, *(c for part in action.melds for c in part.cards)]
    return sum(1 for c in cards if state.tables.is_wild[c]), len(cards)


def _take_faces(state: DealState, action: TakePile) -> tuple[object, ...]:
    """A take as the player sees it: the ranks it spends, meld by meld (two
    kings of other suits or decks make the same way)."""
    rank = state.tables.rank
    return (tuple(sorted(rank[c] for c in action.with_cards)),
            tuple(sorted((part.rank, tuple(sorted(rank[c] for c in part.cards)))
                         for part in action.melds)))


def bare_takes(state: DealState, seat: int) -> list[TakePile]:
    """The engine's legal takes of the pile (DealState.legal_actions), one
    per way that differs to the eye, best first: fewest wild cards spent,
    then fewest cards from the hand.  Play-test: with nothing selected, the
    take that needed no other meld spent a joker to reach the opening
    minimum, where the pair and a meld of aces kept it."""
    if seat != state.turn:
        return []
    seen: set[tuple[object, ...]] = set()
    out: list[TakePile] = []
    for action in sorted(_listed_takes(state), key=lambda a: _take_cost(state, a)):
        faces = _take_faces(state, action)
        if faces not in seen:
            seen.add(faces)
            out.append(action)
    return out


def bare_take_choice(state: DealState, seat: int) -> tuple[TakePile | None, list[TakePile]]:
    """The pile taken with nothing selected (the key T): (the take, []) when
    one way is plainly best, spending no wild card and fewer cards than any
    other such way; (None, ways) when the player should pick: several ways
    as good, or every way spends a wild card (he sees which before it goes);
    (None, []) when none is legal (the gesture's refusal says why)."""
    ways = bare_takes(state, seat)
    if not ways:
        return None, []
    best = _take_cost(state, ways[0])
    tied = [a for a in ways if _take_cost(state, a) == best]
    if best[0] == 0:
        return (ways[0], []) if len(tied) == 1 else (None, tied[:MAX_TAKE_WAYS])
    return None, ways[:MAX_TAKE_WAYS]


def _listed_takes(state: DealState) -> list[TakePile]:
    if state.phase != DRAW_PHASE:
        return []
    return [a for a in state.legal_actions() if isinstance(a, TakePile)]
