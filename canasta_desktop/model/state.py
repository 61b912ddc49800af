"""One deal of Canasta: the state contract shared by the GUI, bots, saves and tests.

`DealState` answers whose turn it is, lists `legal_actions()`, checks and
`apply()`s an action (returning events), `clone()`s itself cheaply for
search, and gives each seat its `view_for(seat)`.  A refused action raises
`IllegalAction` and leaves the state untouched: every check runs before the
first change.
"""

from __future__ import annotations

import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, Any, Callable, Mapping, Sequence

if TYPE_CHECKING:
    from .scoring import TeamScore
    from .view import PlayerView, PublicMelds

from .actions import (Action, AnnounceTile, AnswerGoOut, AskGoOut, ChoosePacket, Discard,
                      Draw, EndDeal, Meld, MeldPart, TakePile)
from .cards import NATURAL_RANKS, THREE, CardTables, card_tables
from .errors import IllegalAction
from .events import (AskedGoOut, Answered, DealEnded, Discarded, Drew, EndReason, Event,
                     FootPickedUp, Isolated, LaidOff, Melded, PacketChosen, Penalised,
                     PenaltyReason, PileTaken, RedThreeLaid, RedThreeSource, TileAnnounced,
                     TileCovered, TurnBegan)
from .melds import (SECTION_MELDS, MeldRule, canasta_count, has_canastas_to_go_out,
                    meld_problem, missing_canastas, wild_room)
from .pile import (FreezeReason, TopBlock, card_freezes, frozen_for, natural_pair, pile_freeze,
                   top_block)
from .revisions import (BLACK_THREE_TURNED_UP_STOPS, CONCEALED_DISCARD_NEEDS_CANASTA,
                        ISOLATED_AT_THE_END_KEEP_THEIR_MELDS, RULE_REVISION,
                        red_threes_laid_before_play)
from .rules import CardDesign, RuleSet
from .sections import (PILE_RED_THREE_ON_TOP, S_FROZEN, S_GOING_OUT, S_HEAD_FOOT, S_OPENING,
                       S_ORIGEN, S_PILE, S_RED, S_STOCK, S_THREE, S_TURN)

from .phases import ANSWER, CHOOSE, DRAW, OVER, PLAY

# Full spreads of a hand of wilds over the side's melds the engine tries
# before it lets a seventh wild onto the pile (§1 Frozen pile, Decisions).
MAX_SPREADS = 48



@dataclass(frozen=True, slots=True)
class DealSetup:
    """What a deal starts from: the match supplies it, a record stores it."""

    rules: RuleSet
    dealer: int
    deck: tuple[int, ...]  # shuffled card ids, first card dealt first
    opening_minimums: tuple[int, ...]  # per team
    scores_before: tuple[int, ...] = ()
    seed: int | None = None  # the shuffle's seed, when the deck came from one
    deal_number: int = 1
    rule_revision: int = RULE_REVISION  # the rules it is played by (model/revisions.py)

    @staticmethod
    def shuffled(rules: RuleSet, dealer: int, seed: int,
                 opening_minimums: Sequence[int] | None = None,
                 scores_before: Sequence[int] | None = None,
                 deal_number: int = 1) -> "DealSetup":
        deck = list(range(rules.deck.size))
        random.Random(seed).shuffle(deck)
        teams = rules.team_count
        scores = tuple(scores_before) if scores_before else (0,) * teams
        minimums = (tuple(opening_minimums) if opening_minimums
                    else tuple(rules.opening_minimum(s, deal_number) for s in scores))
        return DealSetup(rules, dealer, tuple(deck), minimums, scores, seed, deal_number)


class DealState:
    __slots__ = (
        "rules", "tables", "setup", "n", "team_of", "dealer",
        "hands", "stock", "pile", "pile_frozen", "pile_wilds",
        "melds", "red_threes", "known", "opened", "opening_minimum",
        "turn", "phase", "turns_started", "has_melded", "melded_this_turn",
        "canasta_this_turn", "asked", "answer", "penalties",
        "end_reason", "out_seat", "concealed", "upcards", "black_three_turned_up", "laid_this_turn",
        "begin_events", "history", "seat_opened", "feet", "packets", "isolated",
        "tiles", "tile_points", "turn_number", "asked_in_phase", "public_melds",
        "partner_of", "told_no_hand_size", "opened_pile",
    )

    # ------------------------------------------------------------------ setup
    def __init__(self, setup: DealSetup) -> None:
        rules = setup.rules
        self.rules = rules
        self.tables: CardTables = card_tables(rules.deck)
        self.setup = setup
        self.n = rules.seats
        self.team_of = list(rules.teams)
        self.partner_of = partners_of(self.team_of)
        self.dealer = setup.dealer
        self.hands: list[list[int]] = [[] for _ in range(self.n)]
        self.feet: list[list[int]] = [[] for _ in range(self.n)]
        # Tête et Queue: two packets each until the player picks his hand.
        self.packets: list[list[list[int]]] = []
        deck = list(setup.deck)
        # §1 Deal: one at a time, clockwise from the dealer's left, dealer last.
        pos = 0
        for _ in range(rules.hand_size):
            for k in range(1, self.n + 1):
                self.hands[(self.dealer + k) % self.n].append(deck[pos])
                pos += 1
        if rules.foot_size:
            for _ in range(rules.foot_size):
                for k in range(1, self.n + 1):
                    self.feet[(self.dealer + k) % self.n].append(deck[pos])
                    pos += 1
            self.packets = [[self.hands[s], self.feet[s]] for s in range(self.n)]
            self.hands = [[] for _ in range(self.n)]
            self.feet = [[] for _ in range(self.n)]
        # The stock's top is the end of the list (pop() draws it).
        self.stock: list[int] = deck[pos:][::-1]
        self.pile: list[int] = []
        self.pile_frozen = False
        self.pile_wilds = 0
        self.upcards: tuple[int, ...] = ()  # never changes after the deal: views share it
        # A black three turned up, covered, stops the first player until the
        # deal's first discard (`pile_block`, §1 Frozen pile).
        self.black_three_turned_up = False
        self.melds: list[dict[int, list[int]]] = [{} for _ in range(rules.team_count)]
        self.red_threes: list[list[int]] = [[] for _ in range(self.n)]
        self.known: list[list[int]] = [[] for _ in range(self.n)]
        self.opened = [False] * rules.team_count
        # Per side, the pile's size when it opened (0: before the pile was last
        # taken): a pass on a card below it was made before the side could use
        # a pair (model/resample.py, `passes`).
        self.opened_pile = [0] * rules.team_count
        self.seat_opened = [False] * self.n  # three players open one by one
        self.opening_minimum = list(setup.opening_minimums)
        self.isolated: int | None = None  # three players: the isolated hand
        self.tiles: list[dict[int, int]] = [{} for _ in range(rules.team_count)]
        self.tile_points = [0] * rules.team_count  # tiles covered a turn later
        self.turn_number = 0
        self.public_melds: PublicMelds | None = None  # the views' read-only copy of melds, rebuilt on change
        self.turns_started = [0] * self.n
        self.has_melded = [False] * self.n
        self.melded_this_turn = False  # by a Meld action (asking comes before)
        self.laid_this_turn = False  # any card melded, the pile's top included
        self.canasta_this_turn = False
        self.asked = False
        self.asked_in_phase = PLAY  # where play resumes after the partner's answer
        self.answer: bool | None = None
        # Per seat: how many cards he held when, in this deal, he asked "may
        # I go out?" and was told no (0: never).  The question and the answer
        # are said aloud, and everyone sees how many cards he holds.
        self.told_no_hand_size = [0] * self.n
        self.penalties = [0] * rules.team_count
        self.end_reason: EndReason | None = None
        self.out_seat: int | None = None
        self.concealed = False
        # (seat, action) in order: replaying them on the setup rebuilds the deal.
        self.history: list[tuple[int, Action]] = []
        self._turn_up()
        self.turn = (self.dealer + 1) % self.n
        if self.packets:
            self.phase = CHOOSE
            self.begin_events: list[Event] = []
        else:
            self.phase = DRAW
            # What happened before the first decision: red threes laid before
            # play (§5) or on the first player's first turn (§1).
            self.begin_events = self._lay_dealt_red_threes() + self._begin_turn()

    def _lay_dealt_red_threes(self) -> list[Event]:
        """§5 rami: red threes dealt in hand are laid and replaced before the
        deal starts, player by player from the first to play (seed 004:
        "avant le début de la manche"); §4 Origen's Sols too (seed 003:
        "immédiatement")."""
        events: list[Event] = []
        if red_threes_laid_before_play(self.rules, self.setup.rule_revision):
            for k in range(1, self.n + 1):
                self._lay_red_threes_in_hand((self.dealer + k) % self.n, events)
        return events

    def _turn_up(self) -> None:
        """§1 Deal: turn up the first discard, again while wild or a three."""
        t = self.tables
        upcards = []
        while self.stock:
            card = self.stock.pop()
            self.pile.append(card)
            upcards.append(card)
            if t.is_wild[card]:
                self.pile_wilds += 1
            if card_freezes(card, t, self.rules, turned_up=True):
                self.pile_frozen = True
            again = t.is_wild[card] or t.is_red_three[card] or (
                t.is_black_three[card] and self.rules.upcard_again_on_black_three)
            if not again:
                break
        self.upcards = tuple(upcards)
        self.black_three_turned_up = (
            self.setup.rule_revision >= BLACK_THREE_TURNED_UP_STOPS
            and any(t.is_black_three[c] for c in upcards[:-1]))

    # ---------------------------------------------------------------- queries
    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    @property
    def current_seat(self) -> int:
        """The seat that must act now (the partner while he is asked)."""
        if self.phase == ANSWER:
            return self.partner_of[self.turn]
        return self.turn

    @property
    def asking_seat(self) -> int | None:
        """§1 Going out: the seat whose "may I go out?" waits for its
        partner's answer, its turn going on once answered; None when no
        question waits."""
        return self.turn if self.phase == ANSWER else None

    @property
    def answering_seat(self) -> int | None:
        """§1 Going out: the partner who must answer the question that waits
        (`asking_seat`); None when no question waits."""
        return self.partner_of[self.turn] if self.phase == ANSWER else None

    def partner_to_ask(self, seat: int) -> int:
        return self.partner_of[seat]

    def has_partner(self, seat: int) -> bool:
        return self.partner_of[seat] != seat

    def top_card(self) -> int | None:
        return self.pile[-1] if self.pile else None

    def team_canastas(self, team: int) -> int:
        return canasta_count(self.melds[team])

    def card_ids(self) -> list[int]:
        """Every card of the deal, wherever it is (invariant checks)."""
        cards = list(self.stock) + list(self.pile)
        for hand in self.hands + self.feet:
            cards.extend(hand)
        for packets in self.packets:
            for packet in packets:
                cards.extend(packet)
        for threes in self.red_threes:
            cards.extend(threes)
        for team in self.melds:
            for meld in team.values():
                cards.extend(meld)
        return cards

    @classmethod
    def assemble(cls, **fields: object) -> "DealState":
        """A deal put together from its parts, every field named (a position
        rebuilt from what one seat sees: model/resample.py).  A missing or
        unknown field is an error, so a new field cannot be forgotten."""
        names = set(cls.__slots__)
        if set(fields) != names:
            raise TypeError("DealState.assemble needs exactly its fields; missing "
                            f"{sorted(names - set(fields))}, unknown "
                            f"{sorted(set(fields) - names)}")
        state = cls.__new__(cls)
        for name, value in fields.items():
            setattr(state, name, value)
        return state

    # ----------------------------------------------------------------- clone
    def clone(self) -> "DealState":
        # Field by field, for speed (bots clone thousands of times per
        # decision); tests/model/test_s1_contract.py checks that every field
        # is copied and that a clone and its source never share a change.
        c = DealState.__new__(DealState)
        c.rules = self.rules
        c.tables = self.tables
        c.setup = self.setup
        c.n = self.n
        c.team_of = self.team_of[:]
        c.partner_of = self.partner_of
        c.dealer = self.dealer
        c.hands = [h[:] for h in self.hands]
        c.stock = self.stock[:]
        c.pile = self.pile[:]
        c.pile_frozen = self.pile_frozen
        c.pile_wilds = self.pile_wilds
        c.upcards = self.upcards
        c.black_three_turned_up = self.black_three_turned_up
        c.melds = [{r: m[:] for r, m in team.items()} for team in self.melds]
        c.red_threes = [r[:] for r in self.red_threes]
        c.known = [k[:] for k in self.known]
        c.opened = self.opened[:]
        c.opened_pile = self.opened_pile[:]
        c.seat_opened = self.seat_opened[:]
        c.opening_minimum = self.opening_minimum[:]
        c.feet = [f[:] for f in self.feet]
        c.packets = [[p[:] for p in ps] for ps in self.packets]
        c.isolated = self.isolated
        c.tiles = [dict(t) for t in self.tiles]
        c.tile_points = self.tile_points[:]
        c.turn_number = self.turn_number
        c.public_melds = self.public_melds
        c.turn = self.turn
        c.phase = self.phase
        c.turns_started = self.turns_started[:]
        c.has_melded = self.has_melded[:]
        c.melded_this_turn = self.melded_this_turn
        c.laid_this_turn = self.laid_this_turn
        c.canasta_this_turn = self.canasta_this_turn
        c.asked = self.asked
        c.asked_in_phase = self.asked_in_phase
        c.answer = self.answer
        c.told_no_hand_size = self.told_no_hand_size[:]
        c.penalties = self.penalties[:]
        c.end_reason = self.end_reason
        c.out_seat = self.out_seat
        c.concealed = self.concealed
        c.begin_events = self.begin_events
        c.history = self.history[:]
        return c

    # ---------------------------------------------------------------- checks
    def check(self, action: Action, seat: int | None = None) -> None:
        """Raise IllegalAction if `action` (by `seat`, default: whoever must
        act) is not legal now; never changes the state."""
        try:
            self._plan(action, seat)
        except IllegalAction as refusal:
            raise self._cited_here(refusal) from None

    def _cited_here(self, refusal: IllegalAction) -> IllegalAction:
        """The refusal citing the section that governs its rule in this
        variant; the checks below name the general rule, so that they stay
        one code for every variant."""
        return cited_in(self.rules, refusal)

    def penalty_for(self, action: Action, seat: int | None = None) -> int:
        """The points the acting side would pay for `action` now (§1 Going
        out: told yes, a turn that ends without going out costs 100); 0 when
        it costs nothing or is not legal.  Never changes the state.

        A draw is never priced: whether it ends the deal (the stock's last
        cards red threes) is the stock's secret, and a price would tell it.
        Nor is a take of the pile that draws from the stock (§4: a Sol in
        it is replaced): a take ends the turn only when that draw ends the
        deal, the same secret."""
        seat = self.current_seat if seat is None else seat
        if not self.answer or seat != self.turn or isinstance(action, Draw):
            return 0
        if isinstance(action, TakePile) and self.stock_cards_a_take_draws():
            return 0
        trial = self.clone()
        try:
            trial.apply(action, seat)
        except IllegalAction:
            return 0
        team = self.team_of[seat]
        return self.penalties[team] - trial.penalties[team]

    def goes_out_with(self, action: Action, seat: int | None = None) -> bool:
        """Whether `action` now would take the acting seat out (§1 Going
        out: the deal ends); False when it is not legal.  Never changes the
        state."""
        seat = self.current_seat if seat is None else seat
        trial = self.clone()
        try:
            trial.apply(action, seat)
        except IllegalAction:
            return False
        return trial.is_over and trial.out_seat == seat

    def can_take_pile(self) -> bool:
        """Whether the seat in turn to draw has a legal take of the pile
        (what decides the stock's end, §1 and §4 Stock exhausted)."""
        return any(isinstance(a, TakePile) and self.is_legal(a) for a in self.legal_actions())

    def is_legal(self, action: Action, seat: int | None = None) -> bool:
        try:
            self._plan(action, seat)
        except IllegalAction:
            return False
        return True

    def off_turn_refusal(self, seat: int | None) -> IllegalAction | None:
        """Why `seat` may not act now, told as the table needs it (§1 Turn):
        the deal is over, or the seat the table waits for (`seat` in the
        refusal's parameters) and, in Tête et Queue, that it is choosing a
        packet (§3), or, to the one who asked "may I go out?", that his
        partner has not answered yet (§1 Going out); None when `seat` is to
        act.  `seat` None: one who plays no seat here (a bot plays his), for
        whom the table always waits."""
        if self.phase == OVER:
            return self._cited_here(IllegalAction("deal_over", S_TURN))
        waited_for = self.current_seat
        if seat == waited_for:
            return None
        if self.phase == ANSWER and seat == self.turn:
            # He asked "may I go out?": still his turn, his partner's answer
            # awaited (play-test s39: "it is not your turn: Bruno is playing").
            return self._cited_here(IllegalAction("waiting_for_answer", S_GOING_OUT,
                                                  seat=waited_for))
        if self.phase == CHOOSE:
            return self._cited_here(IllegalAction("waiting_for_choice", S_HEAD_FOOT,
                                                  seat=waited_for))
        return self._cited_here(IllegalAction("waiting_for", S_TURN, seat=waited_for))

    def _plan(self, action: Action, seat: int | None) -> object:
        phase = self.phase
        if phase == OVER:
            raise IllegalAction("deal_over", S_TURN)
        if seat is not None and seat != (self.partner_of[self.turn] if phase == ANSWER
                                         else self.turn):
            raise IllegalAction("not_your_turn", S_TURN)
        # The common cases first (the hot path of bot search); the chain
        # below gives the same answer for them.
        kind = type(action)
        if phase == PLAY:
            if kind is Discard:
                return self._plan_discard(action)  # type: ignore[arg-type]
            if kind is Meld:
                return self.plan_meld(action)  # type: ignore[arg-type]
        elif phase == DRAW and kind is Draw and self.stock:
            return None
        if self.phase == ANSWER:
            if not isinstance(action, AnswerGoOut):
                raise IllegalAction("answer_expected", S_GOING_OUT)
            return None
        if isinstance(action, AnswerGoOut):
            raise IllegalAction("not_asked", S_GOING_OUT)
        if self.phase == CHOOSE:
            if not isinstance(action, ChoosePacket) or action.packet not in (0, 1):
                raise IllegalAction("choose_packet", S_HEAD_FOOT)
            return None
        if isinstance(action, ChoosePacket):
            raise IllegalAction("packet_chosen", S_HEAD_FOOT)
        if self.phase == DRAW:
            if isinstance(action, Draw):
                if not self.stock:
                    raise IllegalAction("stock_empty", S_STOCK, must_take=(
                        self.rules.stock_out_must_take and self.can_take_pile()))
                return None
            if isinstance(action, EndDeal):
                if self.stock:
                    raise IllegalAction("stock_not_empty", S_STOCK)
                if self.rules.stock_out_must_take and self.can_take_pile():
                    raise IllegalAction("stock_out_take", self.rules.section(S_STOCK))
                return None
            if isinstance(action, TakePile):
                return self.plan_take(action)
            if isinstance(action, AskGoOut):
                # §1: ask before melding, and taking the pile melds its top card.
                self._check_ask()
                return None
            raise IllegalAction("draw_first", S_TURN)
        # PLAY
        if isinstance(action, (Draw, TakePile, EndDeal)):
            raise IllegalAction("already_drew", S_TURN)
        if isinstance(action, Discard):
            return self._plan_discard(action)
        if isinstance(action, Meld):
            return self.plan_meld(action)
        if isinstance(action, AskGoOut):
            self._check_ask()
            return None
        if isinstance(action, AnnounceTile):
            self._check_tile(action)
            return None
        raise IllegalAction("unknown_action", S_TURN)

    def _check_ask(self) -> None:
        if not self.has_partner(self.turn):
            if self.rules.isolated_hand and self.isolated is None:
                # §2 three players: partners only once someone takes the pile.
                raise IllegalAction("no_partner_yet", S_THREE)
            raise IllegalAction("no_partner", S_GOING_OUT)
        if self.asked:
            raise IllegalAction("already_asked", S_GOING_OUT)
        if self.laid_this_turn:
            # §1 Going out, Decisions: before taking the pile and before any
            # meld or lay-off; asking later is refused (seed 000, irregularity 9).
            raise IllegalAction("ask_before_melding", S_GOING_OUT)

    def _check_tile(self, action: AnnounceTile) -> None:
        team = self.team_of[self.turn]
        if not self.rules.tiles:
            raise IllegalAction("no_tiles", S_ORIGEN)
        if action.rank not in NATURAL_RANKS:
            raise IllegalAction("tile_rank", S_ORIGEN)
        if action.rank in self.tiles[team]:
            # "alone": no partner, so "your tile", not "your team's".
            raise IllegalAction("tile_placed", S_ORIGEN, alone=not self.has_partner(self.turn))
        if action.rank in self.melds[team]:
            raise IllegalAction("tile_after_meld", S_ORIGEN)

    def needs_opening(self, seat: int) -> bool:
        """Whether this seat's next meld is an opening (§1 Opening; three
        players open one by one, §2)."""
        if self.rules.opening_per_player:
            return not self.seat_opened[seat]
        return not self.opened[self.team_of[seat]]

    def melds_refusal(self, seat: int, team: int) -> IllegalAction | None:
        """Why `seat` may not put cards on `team`'s melds, if it may not: they
        are another side's (§1 Melds: cards go only to one's own team's
        melds).  A Meld always goes to the player's own side, so this is the
        engine's answer to a player who means another side's melds."""
        if team == self.team_of[seat]:
            return None
        return self._cited_here(IllegalAction("not_own_melds", SECTION_MELDS,
                                              alone=not self.has_partner(seat)))

    def parts_too_small(self, seat: int, parts: Sequence[MeldPart]) -> tuple[MeldPart, ...]:
        """The parts of a meld that `seat` could not lay because they hold too
        few cards (§1 Melds: three at least, with the side's meld of their
        rank, if any), each judged as `_plan_parts` judges it: the cards of
        several melds dropped together, some of them too few for a meld of
        their own (three aces and a seven), are told apart from the rest."""
        melds = self.melds[self.team_of[seat]]
        short = []
        for part in parts:
            laid = melds.get(part.rank, [])
            problem = meld_problem(part.rank, laid + list(part.cards), self.tables, self.rules,
                                   laid)
            if problem is not None and problem.code == "meld_too_small":
                short.append(part)
        return tuple(short)

    def stray_cards_refusal(self, seat: int, parts: Sequence[MeldPart]) -> IllegalAction | None:
        """Why `seat` may not lay these melds together when some of them make
        a meld and the others hold too few cards (three aces and a seven, §1
        Melds): how many cards make no meld, rather than the rule one meld
        breaks; None when every part, or none, is too few for a meld."""
        short = self.parts_too_small(seat, parts)
        if not 0 < len(short) < len(parts):
            return None
        return self._cited_here(IllegalAction("stray_cards", SECTION_MELDS,
                                              cards=sum(len(part.cards) for part in short)))

    def no_cards_refusal(self, lay_off: bool) -> IllegalAction:
        """Why a meld of no cards is refused (§1 Melds): the cards to meld,
        or to lay off on a meld of the side (`lay_off`), are chosen first.
        A new meld asked for before drawing (the key M) is refused by the
        draw (§1 Turn: one draws, then melds), as a meld of cards would be;
        before the packet is chosen (Tête et Queue, §3) by that choice: the
        player holds no card to choose yet (play-test s39: M there said
        "select the cards to meld first")."""
        if self.phase == CHOOSE:
            return self._cited_here(IllegalAction("choose_packet", S_HEAD_FOOT))
        if lay_off:
            return self._cited_here(IllegalAction("no_cards_to_lay_off", SECTION_MELDS))
        if self.phase == DRAW:
            return self._cited_here(IllegalAction("draw_first", S_TURN))
        return self._cited_here(IllegalAction("no_cards_to_meld", SECTION_MELDS))

    def wilds_alone_refusal(self, seat: int, wilds: Sequence[int]) -> IllegalAction | None:
        """Why `seat` may not lay these wild cards alone as a new meld (§1
        Melds): they make no meld of their own, so they go onto the one meld
        of his side that takes them (None: exactly one does).  With several
        that do, he must say which; when the side's melds all refuse them for
        one reason, that reason (play-test: a lone joker meant for the aces,
        which held two wild cards already, was told "a meld needs natural
        cards", not why the aces could not take it); else a meld needs
        natural cards."""
        taking = 0
        refused: list[IllegalAction] = []
        for rank in sorted(self.melds[self.team_of[seat]]):
            try:
                self.check(Meld((MeldPart(rank, tuple(wilds)),)), seat)
            except IllegalAction as why:
                refused.append(why)
                continue
            taking += 1
        if taking == 1:
            return None
        if not taking and refused and len({why.code for why in refused}) == 1:
            return refused[0]
        if taking:
            return self._cited_here(IllegalAction("wilds_choose_meld", SECTION_MELDS,
                                                  cards=len(wilds)))
        return self._cited_here(IllegalAction("wilds_alone", SECTION_MELDS))

    def tile_cards_refusal(self, cards: Sequence[int]) -> IllegalAction | None:
        """Why these cards cannot name the rank a tile announces (§4 Canasta
        Origen: a tile announces one rank, shown by a card of it): none of
        them is a natural card, or they are of several ranks; None when they
        name one rank (`tile_rank_of`), which the engine then judges as an
        AnnounceTile."""
        ranks = {self.tables.rank[c] for c in cards if not self.tables.is_wild[c]}
        if not ranks:
            return self._cited_here(IllegalAction("no_card_for_tile", S_ORIGEN))
        if len(ranks) > 1:
            return self._cited_here(IllegalAction("tile_one_rank", S_ORIGEN))
        return None

    def tile_rank_of(self, cards: Sequence[int]) -> int | None:
        """The rank these cards announce with a tile (§4): that of their
        natural cards, when they are of one rank (`tile_cards_refusal`)."""
        if self.tile_cards_refusal(cards) is not None:
            return None
        return next(self.tables.rank[c] for c in cards if not self.tables.is_wild[c])

    # ------------------------------------- the pile's refusals, told to the table
    def _refusal_of(self, action: Action, seat: int) -> IllegalAction | None:
        try:
            self.check(action, seat)
        except IllegalAction as why:
            return why
        return None

    def discard_cards_refusal(self, count: int) -> IllegalAction | None:
        """Why `count` cards may not be discarded together (§1 Turn: a turn
        ends with one card discarded): none chosen (a click on the pile once
        drawn, play-test s38: a beginner) is told how to discard, several
        that it is exactly one; None for one card, which the engine then
        judges as a Discard."""
        if count == 1:
            return None
        return self._cited_here(IllegalAction("discard_one_card", S_TURN, cards=count))

    def discard_or_take_refusal(self, seat: int, discard: Discard,
                                take: TakePile) -> IllegalAction | None:
        """Why `seat` may neither discard a card nor take the pile with it
        (`take`): one card chosen and the pile clicked before drawing, as the
        status bar says to take it, means either (play-test, Origen).  When
        the discard waits for the draw (§1 Turn), both reasons, the take's
        section cited (§1 Taking the discard pile, §1 Frozen pile...); else
        the discard's own; None when either is legal."""
        discarding, taking = self._refusal_of(discard, seat), self._refusal_of(take, seat)
        if discarding is None or taking is None:
            return None
        if discarding.code != "draw_first":
            return discarding
        return self._cited_here(IllegalAction("draw_first_or_take", taking.section,
                                              because=taking))

    def cards_on_stock_refusal(self, seat: int) -> IllegalAction:
        """Why cards of `seat`'s hand may not go onto the stock (§1 Turn: one
        draws from it; no card goes there), in any phase: in his turn, before
        drawing or after (`drawn`), what the turn wants instead; otherwise
        the engine's refusal of a draw (the deal over, another's turn, his
        partner's answer awaited, a packet to choose)."""
        if seat != self.turn or self.phase not in (DRAW, PLAY):
            refusal = self._refusal_of(Draw(), seat)
            if refusal is not None:
                return refusal
        return self._cited_here(IllegalAction("stock_takes_no_cards", S_TURN,
                                              drawn=self.phase == PLAY))

    def take_refusal(self, seat: int) -> IllegalAction | None:
        """Why `seat` may not take the pile now, in any way (§1 Taking the
        discard pile): in his turn to draw, the engine's refusal of a take
        with the natural pair of his hand, if he holds it (the pile frozen,
        §1 Frozen pile, or the pair short of the opening minimum, §1
        Opening), as a drop on his hand is told; else why he may not take
        at all now (he has drawn, it is not his turn).  None when a take is
        legal, or the pile is empty before his draw (nothing to take)."""
        if self.phase == DRAW and seat == self.turn:
            if not self.pile or self.can_take_pile():
                return None
            return self._refusal_of(
                TakePile(natural_pair(self.hands[seat], self.pile[-1], self.tables)), seat)
        return self._refusal_of(TakePile(()), seat)

    def freeze_reasons(self, seat: int) -> tuple[FreezeReason, ...]:
        """Why the pile is frozen for this seat (§1 Frozen pile), if it is."""
        frozen = pile_freeze(self.pile, self.upcards, self.tables, self.rules)
        return frozen_for(frozen[1] if frozen else None, self.needs_opening(seat), self.rules)

    def minimum_for(self, seat: int) -> int:
        # Minimums are set per starting team, which is per player in three.
        return self.opening_minimum[self.rules.teams[seat]]

    def canasta_problem(self, team: int,
                         after: dict[int, list[int]] | None) -> IllegalAction | None:
        """Why the team's canastas (with `after` melded) do not let it go out."""
        rules = self.rules
        melds = self.melds[team]
        merged = {**melds, **after} if after else melds
        if has_canastas_to_go_out(merged.values(), self.tables, rules):
            return None
        return missing_canastas(rules, alone=self.team_of.count(team) == 1)

    def _may_go_out(self, team: int, after: dict[int, list[int]] | None) -> IllegalAction | None:
        if self.feet[self.turn] or self.packets:
            return IllegalAction("foot_first", S_HEAD_FOOT)
        return self.canasta_problem(team, after) or self.partner_problem()

    def partner_problem(self) -> IllegalAction | None:
        """Why the partner's answer (or the lack of one) stops the player in
        turn from going out now, if it does (§1 Going out)."""
        if self.has_partner(self.turn):
            if self.asked and not self.answer:
                # Whoever asks must obey the answer, even where asking is optional.
                return IllegalAction("partner_said_no", S_GOING_OUT)
            if not self.asked and not self.rules.asking_to_go_out_optional:
                if self.laid_this_turn:  # past the first meld the question may not be asked
                    return IllegalAction("ask_too_late", S_GOING_OUT)
                return IllegalAction("ask_partner", S_GOING_OUT)
        return None

    def _hand_cards(self, seat: int, cards: Sequence[int]) -> None:
        hand = self.hands[seat]
        if len(set(cards)) != len(cards):
            raise IllegalAction("card_twice", S_TURN)
        for c in cards:
            if c not in hand:
                raise IllegalAction("card_not_in_hand", S_TURN)

    def _plan_parts(self, seat: int, parts: Sequence[MeldPart],
                    extra: dict[int, list[int]] | None = None) -> tuple[int, dict[int, list[int]], int]:
        """Check meld parts; return (value of the cards from the hand, the
        team's melds they change, as they would be, canastas after)."""
        melds = self.melds[self.team_of[seat]]
        after: dict[int, list[int]] = dict(extra) if extra else {}
        value = 0
        t = self.tables
        card_values = t.value
        for part in parts:
            rank = part.rank
            if rank in after:
                # "alone": a player without a partner has no team to speak of.
                raise IllegalAction("rank_twice", SECTION_MELDS,
                                    alone=not self.has_partner(seat))
            if not part.cards:
                raise IllegalAction("empty_meld", SECTION_MELDS)
            laid = melds.get(rank, [])
            cards = laid + list(part.cards)
            problem = meld_problem(rank, cards, t, self.rules, laid)
            if problem:
                raise problem.anew()
            after[rank] = cards
            for c in part.cards:
                value += card_values[c]
        canastas = 0
        for rank, m in melds.items():
            if len(m) >= 7 and rank not in after:
                canastas += 1
        for m in after.values():
            if len(m) >= 7:
                canastas += 1
        return value, after, canastas

    def _check_hand_left(self, team: int, left: int, after: dict[int, list[int]],
                         black_threes: bool, canasta_now: bool) -> None:
        """§1 Going out: emptying the hand (or keeping one card to discard)
        needs a canasta and the partner's yes; otherwise keep two cards.  A
        player who still has his foot simply picks it up (§3)."""
        if left >= 2 and not black_threes:
            return
        if self.feet[self.turn] and not black_threes:
            return
        if black_threes and left > 1:
            raise IllegalAction("black_three_meld", SECTION_MELDS,
                                    rule=MeldRule.THREES_ONLY_GOING_OUT)
        problem = self._may_go_out(team, after)
        if problem:
            if left >= 2:
                raise IllegalAction("black_three_meld", SECTION_MELDS,
                                    rule=MeldRule.THREES_ONLY_GOING_OUT)
            if left == 1 and problem.code in ("no_canasta", "ask_partner", "ask_too_late",
                                              "partner_said_no", "foot_first"):
                raise IllegalAction("keep_a_card", problem.section, because=problem)
            raise problem.anew()
        # One card kept for the final discard counts from revision 4 on.
        kept = 1 if self.setup.rule_revision >= CONCEALED_DISCARD_NEEDS_CANASTA else 0
        if (self.rules.concealed_needs_canasta_this_turn and left <= kept
                and not self.has_melded[self.turn] and not canasta_now):
            # §6: one card kept is the final discard of a concealed going
            # out all the same (rules audit: the discard went round the option).
            refusal = IllegalAction("concealed_needs_canasta", S_GOING_OUT)
            if left == 1:
                raise IllegalAction("keep_a_card", S_GOING_OUT, because=refusal)
            raise refusal

    def plan_meld(self, action: Meld, trusted: bool = False) -> object:
        """Check a Meld by the player in turn (IllegalAction if refused) and
        return the team's melds it changes, as they would be.  `trusted`
        skips checking that the cards are in the hand (legal.py builds its
        candidates from the hand)."""
        seat = self.turn
        team = self.team_of[seat]
        if not action.parts:
            raise IllegalAction("empty_meld", SECTION_MELDS)
        all_cards = [c for p in action.parts for c in p.cards]
        if not trusted:
            self._hand_cards(seat, all_cards)
        value, after, canastas = self._plan_parts(seat, action.parts)
        if self.needs_opening(seat):
            minimum = self.minimum_for(seat)
            if value < minimum:
                raise IllegalAction("opening_minimum", S_OPENING, minimum=minimum, value=value,
                                    with_pile=False)
        left = len(self.hands[seat]) - len(all_cards)
        black = THREE in after
        canasta_now = self.canasta_this_turn or self._makes_canasta(team, after)
        self._check_hand_left(team, left, after, black, canasta_now)
        return after

    def plan_take(self, action: TakePile, trusted: bool = False) -> object:
        """Check a TakePile like `plan_meld` checks a Meld; same answer."""
        seat = self.turn
        team = self.team_of[seat]
        t = self.tables
        if not self.pile:
            raise IllegalAction("pile_empty", S_PILE)
        top = self.pile[-1]
        rank = t.rank[top]
        if t.is_wild[top] or rank == THREE:  # what top_block() names, checked cheaply
            block = top_block(top, t)
            # A discarded red three (§3) blocks the pile for everybody: §3 says why.
            section = (self.rules.section(S_PILE, PILE_RED_THREE_ON_TOP)
                       if block is TopBlock.RED_THREE else S_PILE)
            raise IllegalAction("pile_top_unusable", section, top=block)
        if self.black_three_turned_up:
            raise IllegalAction("pile_top_unusable", S_FROZEN, top=TopBlock.BLACK_THREE_TURNED_UP)
        hand = self.hands[seat]
        if self.rules.one_card_pile_rule and len(self.pile) == 1 and len(hand) == 1:
            raise IllegalAction("one_card_pile", S_PILE)
        cards = list(action.with_cards) + [c for p in action.melds for c in p.cards]
        if not trusted:
            self._hand_cards(seat, cards)
        naturals = sum(1 for c in action.with_cards if t.rank[c] == rank)
        opening = self.needs_opening(seat)
        frozen = (self.pile_frozen or opening
                  or self.rules.pile_take.always_natural_pair)
        has_meld = rank in self.melds[team]
        if frozen and naturals < 2:
            raise frozen_pile_refusal(self.rules, self.freeze_reasons(seat)[0])
        if any(t.rank[c] != rank and not t.is_wild[c] for c in action.with_cards):
            # Other cards go in melds of their own, laid beside the pile's.
            raise IllegalAction("pile_other_rank", S_PILE)
        if not frozen and not has_meld and len(action.with_cards) < 2:
            raise IllegalAction("pile_needs_pair", S_PILE, alone=not self.has_partner(seat))
        if not has_meld and naturals < 1:
            raise IllegalAction("pile_needs_natural", S_PILE)
        if any(p.rank == rank for p in action.melds):
            raise IllegalAction("top_rank_twice", SECTION_MELDS)
        base = self.melds[team].get(rank, [])
        top_meld = base + [top] + list(action.with_cards)
        problem = meld_problem(rank, top_meld, t, self.rules, base)
        if problem:
            raise problem.anew()
        value, after, canastas = self._plan_parts(seat, action.melds, {rank: top_meld})
        if opening:
            minimum = self.minimum_for(seat)
            # §1 Opening: only the pile's top card counts, not the rest.
            value += t.value[top]
            value += sum(t.value[c] for c in action.with_cards)
            if value < minimum and not action.melds:
                # What is missing is more melds laid with it, not the pair.
                raise IllegalAction("pile_opening_short", S_OPENING, minimum=minimum,
                                    value=value, cards=len(action.with_cards))
            if value < minimum:
                raise IllegalAction("opening_minimum", S_OPENING, minimum=minimum, value=value,
                                    with_pile=True)
        left = len(hand) - len(cards) + self.cards_to_hand_from_pile()
        canasta_now = any(len(m) >= 7 for m in after.values())
        # Black threes laid with the pile are melded only to go out, as in plan_meld.
        self._check_hand_left(team, left, after, THREE in after, canasta_now)
        return after

    def _pile_taken(self) -> list[int]:
        """The cards that go with the top card (all, or the top few in §3)."""
        count = self.rules.pile_take_count
        return self.pile[-count:-1] if count else self.pile[:-1]

    def cards_to_hand_from_pile(self) -> int:
        """How many cards taking the pile now would add to the hand."""
        t = self.tables
        rest = self._pile_taken()
        if not self.rules.red_threes.laid_apart:
            return len(rest)
        return sum(1 for c in rest if not t.is_red_three[c]) + self.stock_cards_a_take_draws()

    def stock_cards_a_take_draws(self) -> int:
        """How many cards taking the pile now would draw from the stock, to
        replace the bonus cards in it (§4: a Sol found in the pile is laid
        and replaced; elsewhere a red three found there is not replaced).
        Nobody knows those cards before the take."""
        if not (self.rules.red_threes.laid_apart and self.rules.upcard_bonus_replaced):
            return 0
        bonus = sum(1 for c in self._pile_taken() if self.tables.is_red_three[c])
        return min(len(self.stock), bonus)

    def seventh_wild_refusal(self, seat: int) -> IllegalAction | None:
        """Why the seat may not discard a wild now, or None (§1 Frozen pile:
        the pile holds at most six).  Decisions: a hand of wilds alone may
        throw a seventh when his side's melds cannot take them all, since he
        would have no move otherwise; when they can (and the rules let him
        go out by it), he lays them off."""
        limit = self.rules.pile_max_wilds
        if self.pile_wilds < limit:
            return None
        hand = self.hands[seat]
        if not all(self.tables.is_wild[c] for c in hand):
            return IllegalAction("seventh_wild", S_FROZEN, limit=limit)
        if self.whole_hand_lay_off(seat) is not None:
            return IllegalAction("seventh_wild_lay_off", S_FROZEN, limit=limit)
        return None

    def whole_hand_lay_off(self, seat: int) -> Meld | None:
        """One meld action laying the whole hand (wilds alone) onto the
        side's melds now, or None.  Wilds are alike to a meld's make-up, so
        only how many go on each meld matters: the counts each meld has room
        for are spread, the melds nearest a canasta first, and the engine
        judges each full spread (the canastas going out needs, the foot);
        at most `MAX_SPREADS` of them, after which the seventh wild is let
        through rather than keep the table waiting.  The legal moves offer
        the one found, since its parts alone may each be refused."""
        hand = tuple(self.hands[seat])
        team = self.team_of[seat]
        if not self.feet[seat] and self.partner_problem() is not None:
            return None  # he may not go out this turn, whatever he lays off
        melds = self.melds[team]
        ranks = sorted(melds, key=lambda r: max(0, 7 - len(melds[r])))
        is_wild = self.tables.is_wild
        rooms = []
        for rank in ranks:
            wilds = sum(1 for c in melds[rank] if is_wild[c])
            rooms.append(min(len(hand), wild_room(self.rules, len(melds[rank]) - wilds, wilds)))
        tried = 0

        def spread(i: int, left: int, counts: tuple[int, ...]) -> Meld | None:
            nonlocal tried
            if not left:
                tried += 1
                parts, at = [], 0
                for rank, n in zip(ranks, counts):
                    if n:
                        parts.append(MeldPart(rank, hand[at:at + n]))
                        at += n
                meld = Meld(tuple(parts))
                return meld if self.is_legal(meld, seat) else None
            if sum(rooms[i:]) < left:
                return None
            for n in range(min(rooms[i], left), -1, -1):
                if tried >= MAX_SPREADS:
                    return None
                found = spread(i + 1, left - n, counts + (n,))
                if found is not None:
                    return found
            return None

        return spread(0, len(hand), ()) if hand else None

    def _plan_discard(self, action: Discard) -> object:
        seat = self.turn
        team = self.team_of[seat]
        t = self.tables
        if action.card not in self.hands[seat]:
            raise IllegalAction("card_not_in_hand", S_TURN)
        if t.is_wild[action.card]:
            refusal = self.seventh_wild_refusal(seat)
            if refusal is not None:
                raise refusal
        if t.is_red_three[action.card] and self.rules.red_threes.laid_apart:
            raise IllegalAction("red_three_discard", S_RED)
        if len(self.hands[seat]) == 1 and not self.feet[seat]:
            problem = self._may_go_out(team, None)
            if problem:
                raise problem.anew()
        return None

    # ------------------------------------------------------------------ apply
    def apply(self, action: Action, seat: int | None = None) -> list[Event]:
        """Apply a legal action and return what changed; IllegalAction otherwise."""
        try:
            plan = self._plan(action, seat)
        except IllegalAction as refusal:
            raise self._cited_here(refusal) from None
        self.history.append((self.current_seat, action))
        return _APPLY[type(action)](self, action, plan)

    def _do_ask(self, action: AskGoOut, plan: object) -> list[Event]:
        self.asked = True
        self.asked_in_phase = self.phase
        self.phase = ANSWER
        return [AskedGoOut(self.turn, self.current_seat)]

    def _do_tile(self, action: AnnounceTile, plan: object) -> list[Event]:
        self.tiles[self.team_of[self.turn]][action.rank] = self.turn_number
        return [TileAnnounced(self.turn, action.rank)]

    def _do_end_deal(self, action: EndDeal, plan: object) -> list[Event]:
        return self._end(EndReason.STOCK_EXHAUSTED, None)

    def _do_choose(self, action: ChoosePacket, plan: object) -> list[Event]:
        """§3: the packet chosen is the hand, the other one the foot."""
        seat = self.turn
        hand, foot = self.packets[seat] if action.packet == 0 else self.packets[seat][::-1]
        self.hands[seat] = hand
        self.feet[seat] = foot
        self.packets[seat] = []
        events: list[Event] = [PacketChosen(seat, action.packet, hand[0])]
        self.turn = (seat + 1) % self.n
        if self.turn == (self.dealer + 1) % self.n:
            self.packets = []
            self.phase = DRAW
            events += self._begin_turn()
        return events

    def _do_answer(self, action: AnswerGoOut, plan: object) -> list[Event]:
        partner = self.current_seat
        self.answer = action.yes
        if not action.yes:
            self.told_no_hand_size[self.turn] = len(self.hands[self.turn])
        self.phase = self.asked_in_phase
        return [Answered(partner, action.yes, self.turn)]

    def _draw_one(self, seat: int, events: list[Event],
                  taken: list[int] | None = None) -> bool:
        """Draw a card into the hand, laying and replacing red threes (§1 Red
        threes); `taken` gets the card drawn (not its replacements).  False
        when a red three was the stock's last card."""
        t = self.tables
        bonus_threes = self.rules.red_threes.laid_apart
        if taken is not None and self.stock:
            taken.append(self.stock[-1])
        while self.stock:
            card = self.stock.pop()
            if bonus_threes and t.is_red_three[card]:
                self.red_threes[seat].append(card)
                replacement = self.stock[-1] if self.stock else None
                events.append(RedThreeLaid(seat, card, RedThreeSource.STOCK,
                                           replacement is not None, replacement))
                if not self.stock:
                    return False
                continue
            self.hands[seat].append(card)
            return True
        return True

    def _do_draw(self, action: Draw, plan: object) -> list[Event]:
        seat = self.turn
        stock = self.stock
        if (self.rules.draw_count == 1 and stock and not (
                self.rules.red_threes.laid_apart and self.tables.is_red_three[stock[-1]])):
            # Nothing is laid from the stock here: one card to the hand.
            card = stock.pop()
            self.hands[seat].append(card)
            self.phase = PLAY
            one = (card,)
            return [Drew(seat, one, one, 1)]
        events: list[Event] = []
        drawn: list[int] = []  # what reached the hand
        taken: list[int] = []  # what the draw took from the stock, red threes included
        for _ in range(self.rules.draw_count):
            if not self.stock:
                break
            before = len(self.hands[seat])
            if not self._draw_one(seat, events, taken):
                events.insert(0, Drew(seat, tuple(drawn), tuple(taken), len(drawn)))
                return events + self._end(EndReason.RED_THREE_LAST_CARD, None)
            if len(self.hands[seat]) > before:
                drawn.append(self.hands[seat][-1])
        # The draw first, then each red three laid and its replacement (§1).
        events.insert(0, Drew(seat, tuple(drawn), tuple(taken), len(drawn)))
        self.phase = PLAY
        return events

    def _do_take(self, action: TakePile, after: dict[int, list[int]]) -> list[Event]:
        seat = self.turn
        team = self.team_of[seat]
        t = self.tables
        top = self.pile[-1]
        rank = t.rank[top]
        taken = self._pile_taken()
        hand = self.hands[seat]
        used = set(action.with_cards)
        for p in action.melds:
            used.update(p.cards)
        self.hands[seat] = [c for c in hand if c not in used]
        self._forget_known(seat, used)
        had_meld = rank in self.melds[team]
        events: list[Event] = [PileTaken(seat, tuple(taken) + (top,), top,
                                         tuple(action.with_cards), rank, had_meld)]
        for p in action.melds:
            # More cards laid with the pile: onto the team's meld of that
            # rank (a partner's, too) or a new meld.
            laid = LaidOff if p.rank in self.melds[team] else Melded
            events.append(laid(seat, p.rank, p.cards))
        self.pile = self.pile[:len(self.pile) - len(taken) - 1]
        self.opened_pile = [min(size, len(self.pile)) for size in self.opened_pile]
        # What stays behind (§3 takes only the top three) keeps its wilds.
        self.pile_wilds = sum(1 for c in self.pile if t.is_wild[c])
        # ... and stays frozen by what froze it.
        self.pile_frozen = pile_freeze(self.pile, self.upcards, t, self.rules) is not None
        bonus_threes = self.rules.red_threes.laid_apart
        stock_ended = False
        for card in taken:
            if bonus_threes and t.is_red_three[card]:
                self.red_threes[seat].append(card)
                replace = self.rules.upcard_bonus_replaced and bool(self.stock)
                events.append(RedThreeLaid(seat, card, RedThreeSource.PILE, replace,
                                           self.stock[-1] if replace else None))
                # §1: found in the pile, laid, not replaced; §4 replaces a Sol.
                if replace and not self._draw_one(seat, events):
                    stock_ended = True
            else:
                self.hands[seat].append(card)
                self.known[seat].append(card)
        events += self._record_melds(seat, team, after)
        if self.rules.isolated_hand and self.isolated is None:
            events += self._isolate(seat)
        if stock_ended:
            return events + self._end(EndReason.RED_THREE_LAST_CARD, None)
        self.phase = PLAY
        if not self.hands[seat]:
            events += self._hand_emptied(seat)
        return events

    def _do_meld(self, action: Meld, after: dict[int, list[int]]) -> list[Event]:
        seat = self.turn
        team = self.team_of[seat]
        used = {c for p in action.parts for c in p.cards}
        events: list[Event] = []
        for p in action.parts:
            laid = LaidOff if p.rank in self.melds[team] else Melded
            events.append(laid(seat, p.rank, p.cards))
        self.hands[seat] = [c for c in self.hands[seat] if c not in used]
        self._forget_known(seat, used)
        self.melded_this_turn = True
        events += self._record_melds(seat, team, after)
        if not self.hands[seat]:
            events += self._hand_emptied(seat)
        return events

    def _record_melds(self, seat: int, team: int, after: dict[int, list[int]]) -> list[Event]:
        """The melds `after` laid by `seat`; the tiles they cover, said (a
        tile covered in its own turn earns nothing, and the player is told)."""
        tiles = self.tiles[team]
        covered: list[Event] = []
        for rank in after:
            if rank in tiles and rank not in self.melds[team]:
                # §4: a tile placed at least a turn before its meld earns 20.
                placed = tiles.pop(rank)
                bonus = self.rules.tile_bonus if placed < self.turn_number else 0
                self.tile_points[team] += bonus
                covered.append(TileCovered(seat, rank, bonus))
        made = self._makes_canasta(team, after)
        self.melds[team].update(after)
        self.public_melds = None
        if not self.opened[team]:
            self.opened_pile[team] = len(self.pile)
        self.opened[team] = True
        self.seat_opened[seat] = True
        self.laid_this_turn = True
        if made:
            self.canasta_this_turn = True
        return covered

    def _makes_canasta(self, team: int, after: Mapping[int, Sequence[int]]) -> bool:
        """These melds, as they would be, make a canasta now (§6: "a canasta
        melded in the same turn"): one reaches seven cards.  Before rule
        revision 4 a card laid off on a canasta of an earlier turn counted
        too (review: a lay-off on the partner's old canasta went round the
        house rule)."""
        if self.setup.rule_revision < CONCEALED_DISCARD_NEEDS_CANASTA:
            return any(len(m) >= 7 for m in after.values())
        melds = self.melds[team]
        return any(len(m) >= 7 and len(melds.get(r, ())) < 7 for r, m in after.items())

    def _isolate(self, seat: int, join_sides: bool = True) -> list[Event]:
        """§2 three players: the first to take the pile is the isolated hand;
        the other two become partners for the rest of the deal, their melds
        joined.  Without `join_sides` (the going out itself made the isolated
        hand) each keeps his melds, and scoring adds up their points."""
        self.isolated = seat
        self.public_melds = None
        others = [s for s in range(self.n) if s != seat]
        teams = sorted({self.team_of[s] for s in others})
        keep = teams[0]
        gone = teams[1] if join_sides and len(teams) > 1 else None
        if gone is not None:
            for rank, cards in self.melds[gone].items():
                self.melds[keep][rank] = self.melds[keep].get(rank, []) + cards
            self.melds[gone] = {}
            for rank, placed in self.tiles[gone].items():
                self.tiles[keep].setdefault(rank, placed)
            self.tiles[gone] = {}
            sizes = [self.opened_pile[t] for t in (keep, gone) if self.opened[t]]
            self.opened_pile[keep] = min(sizes, default=0)
            self.opened[keep] = self.opened[keep] or self.opened[gone]
            self.opened[gone] = False
            self.penalties[keep] += self.penalties[gone]
            self.penalties[gone] = 0
            self.tile_points[keep] += self.tile_points[gone]
            self.tile_points[gone] = 0
            for s in others:
                self.team_of[s] = keep
            self.partner_of = partners_of(self.team_of)
        return [Isolated(seat, tuple(others))]

    def _forget_known(self, seat: int, cards: set[int]) -> None:
        if self.known[seat]:
            self.known[seat] = [c for c in self.known[seat] if c not in cards]

    def _hand_emptied(self, seat: int) -> list[Event]:
        """Out of cards: pick up the foot (§3) or go out (§1)."""
        if self.feet[seat]:
            foot = self.feet[seat]
            self.feet[seat] = []
            self.hands[seat] = foot
            return [FootPickedUp(seat, tuple(foot), len(foot))]
        return self._go_out(seat)

    def _do_discard(self, action: Discard, plan: object) -> list[Event]:
        seat = self.turn
        card = action.card
        t = self.tables
        self.hands[seat].remove(card)
        if self.known[seat]:
            self._forget_known(seat, {card})
        self.pile.append(card)
        self.black_three_turned_up = False  # covered by the first discard
        if t.is_wild[card]:
            self.pile_wilds += 1
            if not self.pile_frozen and card_freezes(card, t, self.rules, turned_up=False):
                self.pile_frozen = True
        events: list[Event] = [Discarded(seat, card)]
        if not self.hands[seat]:
            # Out, or (§3) on to the foot, the turn ending with this discard.
            events += self._hand_emptied(seat)
            if self.is_over:
                return events
        if not self.stock and self.rules.stock_out_ends_on_discard:
            # §2 three players: play stops when the last card's drawer discards.
            return events + self._end(EndReason.STOCK_EXHAUSTED, None)
        return events + self._next_turn()

    def _go_out(self, seat: int) -> list[Event]:
        # §1 Going out: concealed when nothing was melded before this turn.
        self.concealed = not self.has_melded[seat]
        events: list[Event] = []
        if self.rules.isolated_hand and self.isolated is None:
            # §2: whoever goes out is isolated.  The other two never played
            # as partners: their melds of a rank joined would make a canasta
            # that neither made (rule revision 5).
            events = self._isolate(seat, join_sides=(
                self.setup.rule_revision < ISOLATED_AT_THE_END_KEEP_THEIR_MELDS))
        return events + self._end(EndReason.WENT_OUT, seat)

    def _end(self, reason: EndReason, seat: int | None) -> list[Event]:
        events = [] if reason is EndReason.WENT_OUT else self._broken_yes()
        self.phase = OVER
        self.end_reason = reason
        self.out_seat = seat
        if reason is not EndReason.WENT_OUT:
            self.concealed = False
        # §1 Red threes: one still in the hand of a player who never had a
        # turn is not laid; it stays a card of his hand, which costs 100 and
        # earns no bonus (seed 000, irregularity 7).
        return events + [DealEnded(seat if seat is not None else self.turn, reason, seat,
                                   self.concealed)]

    def _next_turn(self) -> list[Event]:
        if self.laid_this_turn:
            self.has_melded[self.turn] = True
        events = self._broken_yes()
        self.turn = (self.turn + 1) % self.n
        self.phase = DRAW
        return events + self._begin_turn()

    def _broken_yes(self) -> list[Event]:
        """§1 Going out: told yes, the player must go out; a turn that ends
        any other way (a discard that keeps cards or picks up the foot, the
        deal ending with the stock out) costs his team 100."""
        if not self.answer:
            return []
        self.answer = None  # paid once
        points = self.rules.failed_go_out_penalty
        self.penalties[self.team_of[self.turn]] -= points
        return [Penalised(self.turn, points, PenaltyReason.TOLD_YES_NOT_OUT,
                          self.rules.penalty_section())]

    def _begin_turn(self) -> list[Event]:
        seat = self.turn
        self.turn_number += 1
        self.melded_this_turn = False
        self.laid_this_turn = False
        self.canasta_this_turn = False
        self.asked = False
        self.answer = None
        events: list[Event] = [TurnBegan(seat)]
        self.turns_started[seat] += 1
        if self.turns_started[seat] == 1 and self.rules.red_threes.laid_apart:
            # §1 Red threes: those dealt are laid on the first turn and replaced.
            if not self._lay_red_threes_in_hand(seat, events):
                return events + self._end(EndReason.RED_THREE_LAST_CARD, None)
        return events

    def _lay_red_threes_in_hand(self, seat: int, events: list[Event]) -> bool:
        """Lay the red threes of a hand, each replaced from the stock; False
        when a red three replacing one was the stock's last card."""
        t = self.tables
        for card in [c for c in self.hands[seat] if t.is_red_three[c]]:
            self.hands[seat].remove(card)
            self.red_threes[seat].append(card)
            replacement = self.stock[-1] if self.stock else None
            events.append(RedThreeLaid(seat, card, RedThreeSource.HAND,
                                       replacement is not None, replacement))
            if self.stock and not self._draw_one(seat, events):
                return False
        return True

    # ------------------------------------------------------- contract helpers
    def legal_actions(self) -> list[Action]:
        return _legal_actions(self)

    def view_for(self, seat: int) -> "PlayerView":
        return _view_for(self, seat)

    def scores(self) -> list["TeamScore"]:
        return _score_deal(self)


def partners_of(team_of: Sequence[int]) -> tuple[int, ...]:
    """Per seat, the partner asked 'may I go out?' (the next seat of his team
    clockwise), or the seat itself when he plays alone."""
    n = len(team_of)
    return tuple(next((other for other in ((seat + k) % n for k in range(1, n))
                       if team_of[other] == team_of[seat]), seat) for seat in range(n))


# How apply() carries out each kind of action, once _plan has allowed it.
_APPLY: dict[type, Callable[[DealState, Any, Any], list[Event]]] = {
    AnswerGoOut: DealState._do_answer, ChoosePacket: DealState._do_choose,
    Draw: DealState._do_draw, EndDeal: DealState._do_end_deal,
    TakePile: DealState._do_take, Meld: DealState._do_meld, AskGoOut: DealState._do_ask,
    AnnounceTile: DealState._do_tile, Discard: DealState._do_discard,
}


def cited_in(rules: RuleSet, refusal: IllegalAction) -> IllegalAction:
    """`refusal` as the engine gives it in `rules`' variant: citing the
    section that governs its rule there (RULES.md §2–§5 restate some §1
    rules), its words naming the variant's own cards (a Retener, not a black
    three)."""
    governing = rules.section(refusal.section)
    if rules.design is not CardDesign.STANDARD:
        refusal = refusal.with_params(card_design=rules.design)
    if governing == refusal.section:
        return refusal
    return refusal.citing(governing)


def frozen_pile_refusal(rules: RuleSet, reason: FreezeReason) -> IllegalAction:
    """What a pile frozen for `reason` asks of whoever takes it, as the
    engine refuses a take without it (§1 Frozen pile): the table explains
    the pile's ❄ in these words (play-test s38).  `team`: the pile is
    frozen because the taker's team, which opens as one, has not opened,
    as the side panel says it (play-test s39: "you have not opened yet" on
    the ❄ beside "your team has not opened")."""
    if reason is FreezeReason.NOT_OPENED and rules.teams_open_as_one:
        return cited_in(rules, IllegalAction("pile_frozen", S_FROZEN, reason=reason, team=True))
    return cited_in(rules, IllegalAction("pile_frozen", S_FROZEN, reason=reason))


# Imported last: these modules only need DealState for type checking.
from .legal import legal_actions as _legal_actions  # noqa: E402
from .scoring import score_deal as _score_deal  # noqa: E402
from .view import view_for as _view_for  # noqa: E402
