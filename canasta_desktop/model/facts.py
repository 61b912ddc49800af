"""What the table shows and says, worked out by the model from one seat's view.

The side panel, the table's labels and its talk read these facts and only
format them: whether a side opened and its minimum, its canastas (which are
pure) and whether they let it go out, for whom the pile is frozen and why,
partners, cards left in each hand and foot, the stock.  Built only for the
table (never on the bots' hot path), so it favours plainness over speed.
"""

from __future__ import annotations

from dataclasses import dataclass

from .cards import card_tables
from .melds import CanastaNeed, canasta_need, has_canastas_to_go_out, is_pure
from .phases import OVER, PLAY
from .pile import FreezeReason, TopBlock, frozen_for, frozen_for_everybody, pile_block
from .sections import CANASTAS_TO_GO_OUT, NEGATIVE_WITHOUT_CANASTA, S_GOING_OUT, S_RED, S_SCORING
from .state import partners_of
from .view import PlayerView


@dataclass(frozen=True)
class SideFacts:
    """One side (a team, or a player alone) as the whole table sees it."""

    side: int
    seats: tuple[int, ...]  # clockwise from the viewer's seat
    own: bool  # the viewer's side
    opened: bool
    opening_minimum: int
    opens_together: bool  # partners open for each other (not so with three players)
    canasta_ranks: tuple[int, ...]  # ranks of its melds of seven cards or more
    pure_ranks: tuple[int, ...]  # those of them without a wild card
    meets_canasta_need: bool  # its canastas allow going out (§1 Going out)
    red_threes: int  # laid apart by its players
    tiles: int  # Origen: tiles placed
    # Per seat (as `seats`): partners who do not open together (three
    # players, §2) each have the minimum of their own total, and open alone.
    seat_minimums: tuple[int, ...] = ()
    seat_opened: tuple[bool, ...] = ()
    # Its players lay their red threes apart (§1); not in Tête et Queue,
    # where they are held or discarded (§3) and `red_threes` is always 0.
    lays_red_threes: bool = True
    # Origen: the ranks its tiles announce, in the order placed (public: §4).
    tile_ranks: tuple[int, ...] = ()

    @property
    def canastas(self) -> int:
        return len(self.canasta_ranks)

    @property
    def pure_canastas(self) -> int:
        return len(self.pure_ranks)


@dataclass(frozen=True)
class AgainstWithoutCanasta:
    """§5: the viewer's side has no canasta yet, and a side without one
    counts its melds (and its laid red threes) against it: what the table
    says while it lasts, and the section that holds the rule."""

    red_threes: bool  # red threes are laid apart, and count against it too
    section: str


@dataclass(frozen=True)
class MayGoOut:
    """§1 Going out: the viewer's side has the canastas going out needs, and
    the table may tell him so (play-test s38: "needs a canasta" went away
    with the canasta, and nothing said going out was now allowed)."""

    alone: bool  # no partner: "you may go out"
    ask_first: bool  # his partner is asked first (not alone, asking not optional)
    section: str


@dataclass(frozen=True)
class TableFacts:
    seat: int  # whose view these facts come from
    sides: tuple[SideFacts, ...]  # every side with a seat in this deal
    side_of_seat: tuple[int, ...]
    partner_of: tuple[int, ...]  # per seat: the partner asked "may I go out?" (or himself)
    canasta_need: CanastaNeed
    canastas_to_go_out: int
    hand_sizes: tuple[int, ...]
    foot_sizes: tuple[int, ...]  # Tête et Queue only (empty elsewhere)
    stock_size: int
    pile_size: int
    pile_wilds: int
    frozen_for_everybody: FreezeReason | None
    freezing_card: int | None  # the card that froze the pile (shown crosswise)
    frozen_reasons: tuple[tuple[FreezeReason, ...], ...]  # per seat, empty: not frozen
    top_block: TopBlock | None  # the top card (or a black three turned up) stops any take
    isolated: int | None  # three players: the isolated hand, once known
    # Whether players of this deal ask a partner "may I go out?" (three
    # players gain partners during the deal).
    partnerships: bool
    # §5: the viewer's side has no canasta and would pay for its melds.
    against_without_canasta: AgainstWithoutCanasta | None = None
    # The top block still keeps someone from the pile: a black three stops
    # only the next player to draw, so once the player in turn has drawn,
    # the card he discards covers it and it stops nobody (play-test s32).
    top_block_stops_someone: bool = False
    # The viewer's side may go out, when the table should say so (None: it
    # may not, or it is no news: see `_may_go_out`).
    may_go_out: MayGoOut | None = None
    # §1 Red threes: the viewer's side has laid red threes (Sols) and melded
    # nothing yet, so they would count against it if the deal ended now: the
    # section that says so, else None (play-test s38: a beginner learnt it
    # from "Red threes −200" at the deal's end).  Rami says it its own way.
    red_threes_at_risk: str | None = None
    # §1 Going out: the viewer asked his partner "may I go out?" and the
    # partner weighs it; the turn is still the viewer's, and the table waits
    # for the answer (play-test s39: "North is playing…" said meanwhile).
    own_question_weighed: bool = False

    def side(self, side: int) -> SideFacts:
        return next(s for s in self.sides if s.side == side)

    @property
    def frozen_for_viewer(self) -> FreezeReason | None:
        """Why the pile is frozen for the viewer, the reason the engine
        refuses his take with (`DealState.freeze_reasons`' first): frozen for
        everybody, or only for him, his team not having opened (play-test
        s38: the side panel said "frozen for you" and the table drew no ❄).
        None: he may take it as an open pile."""
        mine = self.frozen_reasons[self.seat] if self.seat < len(self.frozen_reasons) else ()
        return mine[0] if mine else None

    def side_of(self, seat: int) -> SideFacts:
        return self.side(self.side_of_seat[seat])

    def has_partner(self, seat: int) -> bool:
        return self.partner_of[seat] != seat

    @property
    def partnered(self) -> bool:
        """The viewer has a partner to ask "may I go out?" now: never alone
        (two players, rami solo...), with three only once the isolated hand
        is known, and then not the isolated one."""
        return self.has_partner(self.seat)



def table_facts(view: PlayerView) -> TableFacts:
    rules = view.rules
    tables = card_tables(rules.deck)
    n = len(view.team_of)
    sides = []
    for side in sorted(set(view.team_of)):
        seats = tuple(sorted((s for s in range(n) if view.team_of[s] == side),
                             key=lambda s: (s - view.seat) % n))
        melds = view.melds[side]
        canastas = tuple(r for r, m in melds.items() if len(m) >= 7)
        sides.append(SideFacts(
            side=side,
            seats=seats,
            own=side == view.team,
            opened=not any(view.needs_opening(s) for s in seats),
            opening_minimum=view.minimum_for(seats[0]),
            opens_together=rules.teams_open_as_one,
            canasta_ranks=canastas,
            pure_ranks=tuple(r for r in canastas if is_pure(melds[r], tables)),
            meets_canasta_need=has_canastas_to_go_out(melds.values(), tables, rules),
            red_threes=sum(len(view.red_threes[s]) for s in seats),
            tiles=len(view.tiles[side]) if side < len(view.tiles) else 0,
            seat_minimums=tuple(view.minimum_for(s) for s in seats),
            seat_opened=tuple(not view.needs_opening(s) for s in seats),
            lays_red_threes=rules.red_threes.laid_apart,
            tile_ranks=tuple(view.tiles[side]) if side < len(view.tiles) else (),
        ))
    own = next((side for side in sides if side.own), None)
    against = None
    if rules.no_canasta_counts_negative and own is not None and not own.canastas:
        against = AgainstWithoutCanasta(
            red_threes=rules.red_threes.laid_apart,
            section=rules.section(S_SCORING, NEGATIVE_WITHOUT_CANASTA))
    partner_of = partners_of(view.team_of)
    freeze = frozen_for_everybody(view.pile, view.upcards, view.pile_frozen, tables, rules)
    everybody = freeze[1] if freeze else None
    block = pile_block(view.top_card, tables, view.black_three_turned_up)
    return TableFacts(
        seat=view.seat,
        sides=tuple(sides),
        side_of_seat=tuple(view.team_of),
        partner_of=partner_of,
        canasta_need=canasta_need(rules),
        canastas_to_go_out=rules.canastas_to_go_out,
        hand_sizes=view.hand_sizes,
        foot_sizes=view.foot_sizes if rules.foot_size else (),
        stock_size=view.stock_size,
        pile_size=len(view.pile),
        pile_wilds=view.pile_wilds,
        frozen_for_everybody=everybody,
        freezing_card=freeze[0] if freeze else None,
        frozen_reasons=tuple(frozen_for(everybody, view.needs_opening(s), rules)
                             for s in range(n)),
        top_block=block,
        # A black three stops only the next player to draw (stops_everybody).
        top_block_stops_someone=block is not None and (block.stops_everybody
                                                       or view.phase != PLAY),
        isolated=view.isolated,
        partnerships=rules.partnerships,
        against_without_canasta=against,
        may_go_out=_may_go_out(view, own, partner_of[view.seat] == view.seat),
        red_threes_at_risk=(rules.section(S_RED) if (
            view.phase != OVER and against is None and own is not None and own.red_threes
            and own.lays_red_threes and not view.melds[own.side]) else None),
        own_question_weighed=view.asking_seat == view.seat,
    )


def _may_go_out(view: PlayerView, own: SideFacts | None, alone: bool) -> MayGoOut | None:
    """Whether the viewer's side may go out, as news for him: not in rami
    (no canasta needed, §5), nor with his foot still face down (§3), nor in
    his turn once his question is answered (the answer says what now) or
    once melding first made it too late to ask (§1 Going out)."""
    rules = view.rules
    if (view.phase == OVER or own is None or not own.meets_canasta_need
            or canasta_need(rules) is CanastaNeed.NOTHING):
        return None
    if rules.foot_size and view.foot_sizes[view.seat]:
        return None
    ask_first = not alone and not rules.asking_to_go_out_optional
    if view.asked and view.team_of[view.turn] == view.team:
        # A question of his side is on the table, his own or his partner's
        # (play-test s38: "ask your partner first" beside the box in which
        # the partner asked him): its answer says what now.
        return None
    if view.turn == view.seat and view.melded_this_turn and ask_first:
        return None
    return MayGoOut(alone=alone, ask_first=ask_first,
                    section=rules.section(S_GOING_OUT, CANASTAS_TO_GO_OUT))
