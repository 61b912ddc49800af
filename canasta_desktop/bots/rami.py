"""Policy pieces the bots share where a side without a canasta counts its
melds and its hand against it (`rules.no_canasta_counts_negative`: §5 rami
canasta), and may still go out (`not rules.going_out_needs_canasta`).

There a side without a canasta gains nothing by melding (the cards count
against it on the table as in the hand), and going out early only ends the
deal with everybody in the red, so games never reach the target.  Real
players build canastas first:

- a side without a canasta lays down its opening, then only what makes a
  canasta this turn (melds, lay-offs, then the wild cards that reach seven);
  the rest stays in hand, where pairs take the pile (partners also lay
  naturals off on their melds, so that two hands build one canasta);
- it goes out only to cut a loss: an opponent close to emptying his hand
  (above all one whose side has a canasta), or the stock about to run out;
- a side with a canasta melds what it can (every card on the table now
  counts for it) and goes out when it is ahead.

The medium bot's figures (bots/medium.py `_rami_merit`, `_patient_meld`)
use these pieces; greedy and easy use the simpler rules above.

Everything here reads a `PlayerView` only; the switches are rules fields,
never the variant id.
"""

from __future__ import annotations

from typing import Sequence

from ..model.actions import Meld
from ..model.cards import THREE, card_tables
from ..model.melds import wild_room
from ..model.view import PlayerView

CANASTA = 7  # cards in a canasta (§1)
# How much a player whose side has no canasta wants to go out when he can
# (only to cut a loss), against one whose side has a canasta.
WANTS_OUT_WITHOUT_CANASTA = 0.3


def patient(rules) -> bool:
    """Melds count against a side until it has a canasta: build one first."""
    return bool(rules.no_canasta_counts_negative)


def waits(view: PlayerView) -> bool:
    """This seat's side must build a canasta before going out or melding
    freely."""
    return patient(view.rules) and not has_canasta(view)


def has_canasta(view: PlayerView, team: int | None = None) -> bool:
    team = view.team if team is None else team
    return any(len(cards) >= CANASTA for cards in view.melds[team].values())


def reach(view: PlayerView) -> dict[int, int]:
    """Per rank: the size the side's meld of it can reach this turn with the
    cards in this hand: all its naturals, then as many wild cards as the meld
    may take (naturals must stay more numerous; §6 at most three)."""
    rules = view.rules
    t = card_tables(rules.deck)
    rank, is_wild = t.rank, t.is_wild
    naturals: dict[int, int] = {}
    wilds = 0
    for c in view.hand:
        if is_wild[c]:
            wilds += 1
        elif t.is_natural[c]:
            naturals[rank[c]] = naturals.get(rank[c], 0) + 1
    melds = view.melds[view.team]
    out = {}
    for r in set(naturals) | set(melds):
        if r == THREE:
            continue
        laid = melds.get(r, ())
        laid_wilds = sum(1 for c in laid if is_wild[c])
        nat = len(laid) - laid_wilds + naturals.get(r, 0)
        if nat < 3 and not laid:
            out[r] = nat  # a pair: no meld this turn
            continue
        room = min(wilds, wild_room(rules, nat, laid_wilds))
        out[r] = nat + laid_wilds + room
    return out


def canasta_ranks(view: PlayerView) -> set[int]:
    """Ranks whose meld the side can bring to a canasta this turn."""
    return {r for r, size in reach(view).items() if size >= CANASTA}


def progress(view: PlayerView) -> int:
    """Cards the side holds towards its best canasta (meld and hand, the
    wild cards it may add): 7 or more means one can be made this turn."""
    return max(reach(view).values(), default=0)


def builds_canasta(view: PlayerView, action: Meld, targets: set[int] | None = None) -> bool:
    """The meld is a step towards a canasta made this turn: all the hand's
    naturals of a rank that reaches seven, or a wild card laid on such a
    meld once its naturals are down."""
    if len(action.parts) != 1:
        return False
    part = action.parts[0]
    targets = canasta_ranks(view) if targets is None else targets
    if part.rank not in targets:
        return False
    t = card_tables(view.rules.deck)
    held = sum(1 for c in view.hand if t.rank[c] == part.rank)
    nat = sum(1 for c in part.cards if t.rank[c] == part.rank)
    if nat:
        return nat == held
    # Wild cards only once the naturals are on the table, and not past seven.
    laid = view.melds[view.team].get(part.rank, ())
    return held == 0 and len(laid) < CANASTA


def hand_empty_chance(cards: int) -> float:
    """Rough chance that a player holding `cards` can empty his hand on his
    next turn (draw, meld, discard)."""
    if cards <= 1:
        return 0.7
    if cards == 2:
        return 0.45
    if cards == 3:
        return 0.25
    if cards == 4:
        return 0.12
    if cards <= 6:
        return 0.04
    return 0.01


def threat(view: PlayerView, opponents: Sequence[int]) -> float:
    """Chance that an opponent ends the deal before this seat's side plays
    again: each may empty his hand, and wants to if his side has a canasta
    (it then counts for him); without one he would only cut a loss.  The
    stock running out ends it for everybody."""
    keep = 1.0
    for s in opponents:
        p = hand_empty_chance(view.hand_sizes[s])
        if not has_canasta(view, view.team_of[s]):
            p *= WANTS_OUT_WITHOUT_CANASTA
        keep *= 1.0 - p
    per_round = len(view.team_of) * view.rules.draw_count
    if view.stock_size <= per_round:
        keep *= 0.1
    elif view.stock_size <= 2 * per_round:
        keep *= 0.6
    return 1.0 - keep

