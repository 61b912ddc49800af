"""What one seat may know (ARCHITECTURE §3): the human's table and every bot use it."""

from __future__ import annotations

from types import MappingProxyType
from typing import TYPE_CHECKING, Iterable, Mapping, NamedTuple

from .cards import card_tables
from .phases import ANSWER, DRAW, PLAY
from .revisions import RULE_REVISION
from .rules import RuleSet

if TYPE_CHECKING:
    from .state import DealState


class PlayerView(NamedTuple):
    """Immutable snapshot (a NamedTuple: bots build one per decision, and
    search builds thousands, so construction must be cheap)."""

    seat: int
    rules: RuleSet
    turn: int  # whose turn it is
    to_act: int  # who must act now (the partner while asked to go out)
    phase: str
    dealer: int
    team_of: tuple[int, ...]
    hand: tuple[int, ...]  # this seat's cards, in arrival order
    hand_sizes: tuple[int, ...]
    # cards known to be in each hand: picked up with the pile and not yet played
    known: tuple[tuple[int, ...], ...]
    melds: tuple[Mapping[int, tuple[int, ...]], ...]  # per team: rank -> cards
    red_threes: tuple[tuple[int, ...], ...]  # per seat
    pile: tuple[int, ...]  # every seat saw each discard: bottom first
    pile_frozen: bool
    pile_wilds: int
    stock_size: int
    opened: tuple[bool, ...]
    opening_minimums: tuple[int, ...]
    scores_before: tuple[int, ...]
    asked: bool
    answer: bool | None
    melded_this_turn: bool  # any card melded this turn, the pile's top included
    penalties: tuple[int, ...]
    foot_sizes: tuple[int, ...] = ()  # Tête et Queue: cards in each face-down foot
    packet_bottoms: tuple[int, ...] = ()  # Tête et Queue: this seat's two bottom cards
    isolated: int | None = None  # three players: the isolated hand, once known
    tiles: tuple[tuple[int, ...], ...] = ()  # Origen: ranks announced per team
    seat_opened: tuple[bool, ...] = ()
    upcards: tuple[int, ...] = ()  # turned up at the deal's start, face up for all
    # Origen: ranks whose tile was placed during this turn (covered now, it earns nothing)
    tiles_this_turn: tuple[int, ...] = ()
    # Per seat: the cards he held when told no to "may I go out?" this deal (0: never)
    told_no_hand_size: tuple[int, ...] = ()
    # Per seat: has melded (or laid off) in an earlier turn of this deal; going
    # out now would not be concealed (§1 Going out, the 200 of a sortie surprise)
    melded_before: tuple[bool, ...] = ()
    # §4 Origen, the stock out: this seat, in turn, can take the pile, so the
    # deal goes on (it may not end the deal); from its own hand and the pile.
    must_take_pile: bool = False
    # The stock out, this seat in turn cannot take the pile: the deal ends.
    stock_out_ends: bool = False
    # "May I go out?" was asked this turn before the asker drew (seen by all):
    # after the answer he draws or takes the pile (§1 Going out).
    asked_before_drawing: bool = False
    # The rules the deal is played by (model/revisions.py): a deal resumed
    # from an older save keeps those it began under.
    rule_revision: int = RULE_REVISION
    # A black three turned up stops the first player: no discard covers it yet.
    black_three_turned_up: bool = False
    # A canasta was completed this turn (on the table for all to see): with
    # §6's concealed_needs_canasta_this_turn, the going out it allows.
    canasta_this_turn: bool = False
    # Per side, the pile's size when it opened (0: before the pile was last
    # taken; () in a view built by hand: every pass counts).
    opened_pile: tuple[int, ...] = ()
    # Origen, per team: tiles covered a turn after being placed, 20 each at
    # the deal's end (§4 Tiles); every tile and every meld is on the table.
    tiles_covered: tuple[int, ...] = ()

    def needs_opening(self, seat: int | None = None) -> bool:
        seat = self.seat if seat is None else seat
        if self.rules.opening_per_player:
            return not self.seat_opened[seat]
        return not self.opened[self.team_of[seat]]

    def minimum_for(self, seat: int | None = None) -> int:
        seat = self.seat if seat is None else seat
        return self.opening_minimums[self.rules.teams[seat]]

    @property
    def asking_seat(self) -> int | None:
        """§1 Going out: the seat whose "may I go out?" waits for its partner's
        answer (`to_act`), said aloud; None when no question waits (as
        `DealState.asking_seat`)."""
        return self.turn if self.phase == ANSWER else None

    @property
    def team(self) -> int:
        return self.team_of[self.seat]

    @property
    def discard_ends_deal(self) -> bool:
        """§2 three players: the stock is out, so the discard of the player
        in turn (who drew its last cards) ends the deal."""
        return self.rules.stock_out_ends_on_discard and not self.stock_size and self.phase == PLAY

    def counted_against(self, out: int) -> tuple[int, ...]:
        """The seats whose hands count against the side when `out` goes out
        (§1 Scoring a deal): his partners at this deal, one or two (§2)."""
        return tuple(s for s, team in enumerate(self.team_of)
                     if team == self.team_of[out] and s != out)

    @property
    def top_card(self) -> int | None:
        return self.pile[-1] if self.pile else None

    @property
    def top_card_meld(self) -> int | None:
        """The rank of this side's meld that the pile's top card joins when
        the side takes the pile; None when it starts a new meld (§1 Taking
        the discard pile: the top card is melded at once, with its rank)."""
        top = self.top_card
        if top is None:
            return None
        rank = card_tables(self.rules.deck).rank[top]
        return rank if rank in self.melds[self.team] else None


class PublicMelds(tuple[Mapping[int, tuple[int, ...]], ...]):
    """Per team, rank -> cards as every seat sees them (read-only), built
    once per change of the melds.  It also keeps what the enumeration of
    legal actions derives from the melds alone (`wild_rooms`: each meld's
    naturals and wilds, per team), so that it is worked out once per change
    too."""

    wild_rooms: list[tuple[tuple[int, int, int], ...] | None]

    def __new__(cls, melds: Iterable[Mapping[int, tuple[int, ...]]]) -> "PublicMelds":
        self = super().__new__(cls, melds)
        self.wild_rooms = [None] * len(self)
        return self


def public_melds(state: "DealState") -> PublicMelds:
    """The melds as views show them, built once per change (views are made
    at every decision)."""
    if state.public_melds is None:
        state.public_melds = PublicMelds(
            MappingProxyType({r: tuple(m) for r, m in team.items()}) for team in state.melds)
    return state.public_melds


_make_view = tuple.__new__  # skips NamedTuple's keyword-handling __new__: every field is given


def view_for(state: "DealState", seat: int) -> PlayerView:
    packets = state.packets
    return _make_view(PlayerView, (
        seat,
        state.rules,
        state.turn,
        state.current_seat,
        state.phase,
        state.dealer,
        tuple(state.team_of),
        tuple(state.hands[seat]),
        tuple(map(len, state.hands)),
        tuple(map(tuple, state.known)) if any(state.known) else ((),) * state.n,
        state.public_melds or public_melds(state),
        tuple(map(tuple, state.red_threes)) if any(state.red_threes) else ((),) * state.n,
        tuple(state.pile),
        state.pile_frozen,
        state.pile_wilds,
        len(state.stock),
        tuple(state.opened),
        tuple(state.opening_minimum),
        state.setup.scores_before,
        state.asked,
        state.answer,
        state.laid_this_turn,
        tuple(state.penalties),
        tuple(map(len, state.feet)),
        (packets[seat][0][0], packets[seat][1][0]) if packets and packets[seat] else (),
        state.isolated,
        tuple(map(tuple, state.tiles)) if state.rules.tiles else ((),) * len(state.tiles),
        tuple(state.seat_opened),
        state.upcards,
        (tuple(r for team in state.tiles for r, n in team.items() if n == state.turn_number)
         if state.rules.tiles else ()),
        tuple(state.told_no_hand_size),
        tuple(state.has_melded),
        *_stock_out(state, seat),
        state.asked and state.asked_in_phase == DRAW,
        state.setup.rule_revision,
        state.black_three_turned_up,
        state.canasta_this_turn,
        tuple(state.opened_pile),
        (tuple(points // state.rules.tile_bonus for points in state.tile_points)
         if state.rules.tiles else ()),
    ))


def _stock_out(state: "DealState", seat: int) -> tuple[bool, bool]:
    """(must take the pile, cannot take it) for the seat in turn to draw
    with the stock out; both False otherwise (§1, §4 Stock exhausted)."""
    if state.stock or state.phase != DRAW or seat != state.turn:
        return False, False
    takes = state.can_take_pile()
    return takes and state.rules.stock_out_must_take, not takes
