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
from typing import TYPE_CHECKING, Sequence

if TYPE_CHECKING:
    from .scoring import TeamScore
    from .view import PlayerView

from .actions import (Action, AnswerGoOut, AskGoOut, Discard, Draw, EndDeal, Meld,
                      MeldPart, TakePile)
from .cards import THREE, CardTables, card_tables
from .errors import IllegalAction
from .events import Event
from .melds import SECTION_MELDS, canasta_count, meld_problem
from .rules import RuleSet

from .phases import ANSWER, DRAW, OVER, PLAY

S_TURN = "§1 Turn"
S_PILE = "§1 Taking the discard pile"
S_FROZEN = "§1 Frozen pile"
S_OPENING = "§1 Opening"
S_GOING_OUT = "§1 Going out"
S_STOCK = "§1 Stock exhausted"
S_RED = "§1 Red threes"

# Legal-action enumeration keeps compound openings few (bots search them).
MAX_OPENING_CHOICES = 40


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
                    else tuple(rules.opening_minimum(s) for s in scores))
        return DealSetup(rules, dealer, tuple(deck), minimums, scores, seed, deal_number)


class DealState:
    __slots__ = (
        "rules", "tables", "setup", "n", "team_of", "dealer",
        "hands", "stock", "pile", "pile_frozen", "pile_wilds",
        "melds", "red_threes", "known", "opened", "opening_minimum",
        "turn", "phase", "turns_started", "has_melded", "melded_this_turn",
        "canasta_this_turn", "asked", "answer", "penalties",
        "end_reason", "out_seat", "concealed", "upcards", "laid_this_turn",
        "begin_events", "history",
    )

    # ------------------------------------------------------------------ setup
    def __init__(self, setup: DealSetup) -> None:
        rules = setup.rules
        self.rules = rules
        self.tables: CardTables = card_tables(rules.deck)
        self.setup = setup
        self.n = rules.players
        self.team_of = list(rules.teams)
        self.dealer = setup.dealer
        self.hands: list[list[int]] = [[] for _ in range(self.n)]
        deck = list(setup.deck)
        # §1 Deal: one at a time, clockwise from the dealer's left, dealer last.
        pos = 0
        for _ in range(rules.hand_size):
            for k in range(1, self.n + 1):
                self.hands[(self.dealer + k) % self.n].append(deck[pos])
                pos += 1
        # The stock's top is the end of the list (pop() draws it).
        self.stock: list[int] = deck[pos:][::-1]
        self.pile: list[int] = []
        self.pile_frozen = False
        self.pile_wilds = 0
        self.upcards: list[int] = []
        self.melds: list[dict[int, list[int]]] = [{} for _ in range(rules.team_count)]
        self.red_threes: list[list[int]] = [[] for _ in range(self.n)]
        self.known: list[list[int]] = [[] for _ in range(self.n)]
        self.opened = [False] * rules.team_count
        self.opening_minimum = list(setup.opening_minimums)
        self.turns_started = [0] * self.n
        self.has_melded = [False] * self.n
        self.melded_this_turn = False  # by a Meld action (asking comes before)
        self.laid_this_turn = False  # any card melded, the pile's top included
        self.canasta_this_turn = False
        self.asked = False
        self.answer: bool | None = None
        self.penalties = [0] * rules.team_count
        self.end_reason: str | None = None
        self.out_seat: int | None = None
        self.concealed = False
        # (seat, action) in order: replaying them on the setup rebuilds the deal.
        self.history: list[tuple[int, Action]] = []
        self._turn_up()
        self.turn = (self.dealer + 1) % self.n
        self.phase = DRAW
        # What happened before the first decision (first-turn red threes).
        self.begin_events: list[Event] = self._begin_turn()

    def _turn_up(self) -> None:
        """§1 Deal: turn up the first discard, again while wild or a three."""
        t = self.tables
        while self.stock:
            card = self.stock.pop()
            self.pile.append(card)
            self.upcards.append(card)
            if t.is_wild[card]:
                self.pile_wilds += 1
                self.pile_frozen = True
            elif t.is_red_three[card]:
                self.pile_frozen = True
            if not (t.is_wild[card] or t.rank[card] == THREE):
                break

    # ---------------------------------------------------------------- queries
    @property
    def is_over(self) -> bool:
        return self.phase == OVER

    @property
    def current_seat(self) -> int:
        """The seat that must act now (the partner while he is asked)."""
        if self.phase == ANSWER:
            return self.partner_to_ask(self.turn)
        return self.turn

    def partner_to_ask(self, seat: int) -> int:
        team = self.team_of[seat]
        for k in range(1, self.n):
            other = (seat + k) % self.n
            if self.team_of[other] == team:
                return other
        return seat

    def has_partner(self, seat: int) -> bool:
        return self.partner_to_ask(seat) != seat

    def top_card(self) -> int | None:
        return self.pile[-1] if self.pile else None

    def team_canastas(self, team: int) -> int:
        return canasta_count(self.melds[team])

    def card_ids(self) -> list[int]:
        """Every card of the deal, wherever it is (invariant checks)."""
        cards = list(self.stock) + list(self.pile)
        for hand in self.hands:
            cards.extend(hand)
        for threes in self.red_threes:
            cards.extend(threes)
        for team in self.melds:
            for meld in team.values():
                cards.extend(meld)
        return cards

    # ----------------------------------------------------------------- clone
    def clone(self) -> "DealState":
        c = object.__new__(DealState)
        c.rules = self.rules
        c.tables = self.tables
        c.setup = self.setup
        c.n = self.n
        c.team_of = self.team_of[:]
        c.dealer = self.dealer
        c.hands = [h[:] for h in self.hands]
        c.stock = self.stock[:]
        c.pile = self.pile[:]
        c.pile_frozen = self.pile_frozen
        c.pile_wilds = self.pile_wilds
        c.upcards = self.upcards
        c.melds = [{r: m[:] for r, m in team.items()} for team in self.melds]
        c.red_threes = [r[:] for r in self.red_threes]
        c.known = [k[:] for k in self.known]
        c.opened = self.opened[:]
        c.opening_minimum = self.opening_minimum[:]
        c.turn = self.turn
        c.phase = self.phase
        c.turns_started = self.turns_started[:]
        c.has_melded = self.has_melded[:]
        c.melded_this_turn = self.melded_this_turn
        c.laid_this_turn = self.laid_this_turn
        c.canasta_this_turn = self.canasta_this_turn
        c.asked = self.asked
        c.answer = self.answer
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
        self._plan(action, seat)

    def is_legal(self, action: Action, seat: int | None = None) -> bool:
        try:
            self._plan(action, seat)
        except IllegalAction:
            return False
        return True

    def _plan(self, action: Action, seat: int | None) -> object:
        if self.phase == OVER:
            raise IllegalAction("deal_over", "the deal is over", S_TURN)
        actor = self.current_seat
        if seat is not None and seat != actor:
            raise IllegalAction("not_your_turn", "it is not this player's turn", S_TURN)
        if self.phase == ANSWER:
            if not isinstance(action, AnswerGoOut):
                raise IllegalAction("answer_expected",
                                    "the partner must first answer 'may I go out?'",
                                    S_GOING_OUT)
            return None
        if isinstance(action, AnswerGoOut):
            raise IllegalAction("not_asked", "nobody asked to go out", S_GOING_OUT)
        if self.phase == DRAW:
            if isinstance(action, Draw):
                if not self.stock:
                    raise IllegalAction("stock_empty",
                                        "the stock is empty: take the pile or end the deal",
                                        S_STOCK)
                return None
            if isinstance(action, EndDeal):
                if self.stock:
                    raise IllegalAction("stock_not_empty",
                                        "the deal ends this way only when the stock is empty",
                                        S_STOCK)
                return None
            if isinstance(action, TakePile):
                return self._plan_take(action)
            raise IllegalAction("draw_first",
                                "first draw from the stock or take the discard pile", S_TURN)
        # PLAY
        if isinstance(action, (Draw, TakePile, EndDeal)):
            raise IllegalAction("already_drew", "you have already drawn this turn", S_TURN)
        if isinstance(action, Discard):
            return self._plan_discard(action)
        if isinstance(action, Meld):
            return self._plan_meld(action)
        if isinstance(action, AskGoOut):
            self._check_ask()
            return None
        raise IllegalAction("unknown_action", f"not an action: {action!r}", S_TURN)

    def _check_ask(self) -> None:
        if not self.has_partner(self.turn):
            raise IllegalAction("no_partner", "there is no partner to ask", S_GOING_OUT)
        if self.asked:
            raise IllegalAction("already_asked", "you have already asked this turn",
                                S_GOING_OUT)
        if self.melded_this_turn:
            raise IllegalAction("ask_before_melding",
                                "ask your partner before melding in this turn", S_GOING_OUT)

    def _may_go_out(self, team: int, canastas_after: int) -> IllegalAction | None:
        if canastas_after < self.rules.canastas_to_go_out:
            need = self.rules.canastas_to_go_out
            words = "a canasta" if need == 1 else f"{need} canastas"
            return IllegalAction("no_canasta",
                                 f"your team needs {words} before going out", S_GOING_OUT)
        if self.has_partner(self.turn) and not self.rules.asking_to_go_out_optional:
            if not self.asked:
                return IllegalAction("ask_partner",
                                     "ask your partner 'may I go out?' before going out",
                                     S_GOING_OUT)
            if not self.answer:
                return IllegalAction("partner_said_no",
                                     "your partner said no: you may not go out this turn",
                                     S_GOING_OUT)
        return None

    def _hand_cards(self, seat: int, cards: Sequence[int]) -> None:
        hand = self.hands[seat]
        if len(set(cards)) != len(cards):
            raise IllegalAction("card_twice", "the same card is used twice", S_TURN)
        for c in cards:
            if c not in hand:
                raise IllegalAction("card_not_in_hand", "that card is not in your hand",
                                    S_TURN)

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
                raise IllegalAction("rank_twice",
                                    "a team has at most one meld of each rank", SECTION_MELDS)
            if not part.cards:
                raise IllegalAction("empty_meld", "a meld part holds no card", SECTION_MELDS)
            cards = melds.get(rank, []) + list(part.cards)
            problem = meld_problem(rank, cards, t, self.rules)
            if problem:
                raise IllegalAction(problem[0], problem[1], SECTION_MELDS)
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

    def _check_hand_left(self, team: int, left: int, canastas_after: int,
                         black_threes: bool, canasta_now: bool) -> None:
        """§1 Going out: emptying the hand (or keeping one card to discard)
        needs a canasta and the partner's yes; otherwise keep two cards."""
        if left >= 2 and not black_threes:
            return
        if black_threes and left > 1:
            raise IllegalAction("black_three_meld",
                                "black threes are melded only when going out", SECTION_MELDS)
        problem = self._may_go_out(team, canastas_after)
        if problem:
            if left >= 2:
                raise IllegalAction("black_three_meld",
                                    "black threes are melded only when going out",
                                    SECTION_MELDS)
            if left == 1 and problem.code in ("no_canasta", "ask_partner", "partner_said_no"):
                raise IllegalAction("keep_a_card",
                                    "you must keep a card to discard: " + problem.message,
                                    problem.section)
            raise problem
        if (self.rules.concealed_needs_canasta_this_turn and left == 0
                and not self.has_melded[self.turn] and not canasta_now):
            raise IllegalAction("concealed_needs_canasta",
                                "house rule: going out concealed needs a canasta melded "
                                "in this turn", S_GOING_OUT)

    def _plan_meld(self, action: Meld, trusted: bool = False) -> object:
        seat = self.turn
        team = self.team_of[seat]
        if not action.parts:
            raise IllegalAction("empty_meld", "nothing to meld", SECTION_MELDS)
        all_cards = [c for p in action.parts for c in p.cards]
        if not trusted:
            self._hand_cards(seat, all_cards)
        value, after, canastas = self._plan_parts(seat, action.parts)
        if not self.opened[team]:
            minimum = self.opening_minimum[team]
            if value < minimum:
                raise IllegalAction("opening_minimum",
                                    f"your team's first melds must total at least {minimum} "
                                    f"points (these make {value})", S_OPENING)
        left = len(self.hands[seat]) - len(all_cards)
        black = THREE in after
        canasta_now = self.canasta_this_turn or any(len(m) >= 7 for m in after.values())
        self._check_hand_left(team, left, canastas, black, canasta_now)
        return after

    def _plan_take(self, action: TakePile) -> object:
        seat = self.turn
        team = self.team_of[seat]
        t = self.tables
        if not self.pile:
            raise IllegalAction("pile_empty", "the discard pile is empty", S_PILE)
        top = self.pile[-1]
        rank = t.rank[top]
        if t.is_wild[top] or rank == THREE:
            raise IllegalAction("pile_top_unusable",
                                "the pile cannot be taken while a wild card or a three "
                                "is on top", S_PILE)
        hand = self.hands[seat]
        if self.rules.one_card_pile_rule and len(self.pile) == 1 and len(hand) == 1:
            raise IllegalAction("one_card_pile",
                                "with one card in hand you may not take a one-card pile",
                                S_PILE)
        cards = list(action.with_cards) + [c for p in action.melds for c in p.cards]
        self._hand_cards(seat, cards)
        naturals = sum(1 for c in action.with_cards if t.rank[c] == rank)
        frozen = self.pile_frozen or not self.opened[team]
        has_meld = rank in self.melds[team]
        if frozen and naturals < 2:
            why = ("the pile is frozen" if self.pile_frozen
                   else "your team has not opened yet")
            raise IllegalAction("pile_frozen",
                                f"{why}: take it only with a natural pair of the top "
                                "card's rank from your hand", S_FROZEN)
        if not frozen and not has_meld and len(action.with_cards) < 2:
            raise IllegalAction("pile_needs_pair",
                                "take the pile with two naturals of its rank, or a natural "
                                "and a wild, or onto your team's meld of that rank", S_PILE)
        if not has_meld and naturals < 1:
            raise IllegalAction("pile_needs_pair",
                                "the top card must be melded with at least one natural of "
                                "its rank", S_PILE)
        if any(p.rank == rank for p in action.melds):
            raise IllegalAction("rank_twice",
                                "the top card's meld is given by the cards taken with it",
                                SECTION_MELDS)
        base = self.melds[team].get(rank, [])
        top_meld = base + [top] + list(action.with_cards)
        problem = meld_problem(rank, top_meld, t, self.rules)
        if problem:
            raise IllegalAction(problem[0], problem[1], SECTION_MELDS)
        value, after, canastas = self._plan_parts(seat, action.melds, {rank: top_meld})
        if not self.opened[team]:
            minimum = self.opening_minimum[team]
            # §1 Opening: only the pile's top card counts, not the rest.
            value += t.value[top]
            value += sum(t.value[c] for c in action.with_cards)
            if value < minimum:
                raise IllegalAction("opening_minimum",
                                    f"to open by taking the pile, the top card and the cards "
                                    f"you meld must total at least {minimum} points "
                                    f"(these make {value})", S_OPENING)
        rest = sum(1 for c in self.pile[:-1] if not t.is_red_three[c])
        left = len(hand) - len(cards) + rest
        canasta_now = any(len(m) >= 7 for m in after.values())
        self._check_hand_left(team, left, canastas, False, canasta_now)
        return after

    def _plan_discard(self, action: Discard) -> object:
        seat = self.turn
        team = self.team_of[seat]
        t = self.tables
        self._hand_cards(seat, (action.card,))
        if t.is_wild[action.card] and self.pile_wilds >= self.rules.pile_max_wilds:
            raise IllegalAction("seventh_wild",
                                f"the pile may hold at most {self.rules.pile_max_wilds} "
                                "wild cards", S_FROZEN)
        if t.is_red_three[action.card]:
            raise IllegalAction("red_three_discard", "red threes are laid, not discarded",
                                S_RED)
        if len(self.hands[seat]) == 1:
            problem = self._may_go_out(team, self.team_canastas(team))
            if problem:
                raise problem
        return None

    # ------------------------------------------------------------------ apply
    def apply(self, action: Action, seat: int | None = None) -> list[Event]:
        """Apply a legal action and return what changed; IllegalAction otherwise."""
        plan = self._plan(action, seat)
        self.history.append((self.current_seat, action))
        if self.phase == ANSWER:
            return self._do_answer(action)  # type: ignore[arg-type]
        if isinstance(action, Draw):
            return self._do_draw()
        if isinstance(action, EndDeal):
            return self._end("stock_exhausted", None)
        if isinstance(action, TakePile):
            return self._do_take(action, plan)  # type: ignore[arg-type]
        if isinstance(action, Meld):
            return self._do_meld(action, plan)  # type: ignore[arg-type]
        if isinstance(action, AskGoOut):
            self.asked = True
            self.phase = ANSWER
            return [Event("ask_go_out", self.turn, data={"partner": self.current_seat})]
        if isinstance(action, Discard):
            return self._do_discard(action)
        raise AssertionError(action)

    def _do_answer(self, action: AnswerGoOut) -> list[Event]:
        partner = self.current_seat
        self.answer = action.yes
        self.phase = PLAY
        return [Event("answer", partner, data={"yes": action.yes, "asker": self.turn})]

    def _draw_one(self, seat: int, events: list[Event]) -> bool:
        """Draw a card into the hand, laying and replacing red threes (§1 Red
        threes).  False when a red three was the stock's last card."""
        t = self.tables
        while self.stock:
            card = self.stock.pop()
            if t.is_red_three[card]:
                self.red_threes[seat].append(card)
                replacement = self.stock[-1] if self.stock else None
                events.append(Event("red_three", seat, (card,),
                                    {"replacement": replacement, "from": "stock"}))
                if not self.stock:
                    return False
                continue
            self.hands[seat].append(card)
            return True
        return True

    def _do_draw(self) -> list[Event]:
        seat = self.turn
        events: list[Event] = []
        drawn: list[int] = []
        for _ in range(self.rules.draw_count):
            if not self.stock:
                break
            before = len(self.hands[seat])
            if not self._draw_one(seat, events):
                events.insert(0, Event("draw", seat, tuple(drawn)))
                return events + self._end("red_three_last_card", None)
            if len(self.hands[seat]) > before:
                drawn.append(self.hands[seat][-1])
        events.insert(0, Event("draw", seat, tuple(drawn)))
        self.phase = PLAY
        return events

    def _do_take(self, action: TakePile, after: dict[int, list[int]]) -> list[Event]:
        seat = self.turn
        team = self.team_of[seat]
        t = self.tables
        top = self.pile[-1]
        rank = t.rank[top]
        pile = self.pile
        hand = self.hands[seat]
        used = set(action.with_cards)
        for p in action.melds:
            used.update(p.cards)
        self.hands[seat] = [c for c in hand if c not in used]
        self._forget_known(seat, used)
        had_meld = rank in self.melds[team]
        self.melds[team].update({r: m for r, m in after.items()})
        events = [Event("take_pile", seat, tuple(pile),
                        {"top": top, "with": tuple(action.with_cards), "meld_rank": rank,
                         "lay_off": had_meld})]
        for p in action.melds:
            events.append(Event("meld", seat, p.cards, {"rank": p.rank}))
        rest = pile[:-1]
        self.pile = []
        self.pile_frozen = False
        self.pile_wilds = 0
        for card in rest:
            if t.is_red_three[card]:
                # §1 Red threes: found in the pile, laid, not replaced.
                self.red_threes[seat].append(card)
                events.append(Event("red_three", seat, (card,),
                                    {"replacement": None, "from": "pile"}))
            else:
                self.hands[seat].append(card)
                self.known[seat].append(card)
        self._after_melding(seat, team, after)
        self.phase = PLAY
        if not self.hands[seat]:
            events += self._go_out(seat)
        return events

    def _do_meld(self, action: Meld, after: dict[int, list[int]]) -> list[Event]:
        seat = self.turn
        team = self.team_of[seat]
        used = {c for p in action.parts for c in p.cards}
        events = []
        for p in action.parts:
            kind = "lay_off" if p.rank in self.melds[team] else "meld"
            events.append(Event(kind, seat, p.cards, {"rank": p.rank}))
        self.hands[seat] = [c for c in self.hands[seat] if c not in used]
        self._forget_known(seat, used)
        self.melds[team].update(after)
        self.melded_this_turn = True
        self._after_melding(seat, team, after)
        if not self.hands[seat]:
            events += self._go_out(seat)
        return events

    def _after_melding(self, seat: int, team: int, after: dict[int, list[int]]) -> None:
        self.opened[team] = True
        self.laid_this_turn = True
        if any(len(m) >= 7 for m in after.values()):
            self.canasta_this_turn = True

    def _forget_known(self, seat: int, cards: set[int]) -> None:
        if self.known[seat]:
            self.known[seat] = [c for c in self.known[seat] if c not in cards]

    def _do_discard(self, action: Discard) -> list[Event]:
        seat = self.turn
        team = self.team_of[seat]
        card = action.card
        t = self.tables
        self.hands[seat].remove(card)
        self._forget_known(seat, {card})
        self.pile.append(card)
        if t.is_wild[card]:
            self.pile_wilds += 1
            if self.rules.wild_freezes_until_taken:
                self.pile_frozen = True
        events = [Event("discard", seat, (card,))]
        if not self.hands[seat]:
            return events + self._go_out(seat)
        if self.answer:
            # §1 Going out: told yes, he must go out; failing costs 100.
            self.penalties[team] -= self.rules.failed_go_out_penalty
            events.append(Event("penalty", seat,
                                data={"points": self.rules.failed_go_out_penalty,
                                      "reason": "told_yes_not_out"}))
        return events + self._next_turn()

    def _go_out(self, seat: int) -> list[Event]:
        # §1 Going out: concealed when nothing was melded before this turn.
        self.concealed = not self.has_melded[seat]
        return self._end("went_out", seat)

    def _end(self, reason: str, seat: int | None) -> list[Event]:
        self.phase = OVER
        self.end_reason = reason
        self.out_seat = seat
        if reason != "went_out":
            self.concealed = False
        # Red threes still in a hand (a player who never had a turn) count as
        # laid: they are bonus cards, never part of a hand (§1 Red threes).
        for s, hand in enumerate(self.hands):
            threes = [c for c in hand if self.tables.is_red_three[c]]
            if threes:
                self.hands[s] = [c for c in hand if not self.tables.is_red_three[c]]
                self.red_threes[s].extend(threes)
        return [Event("deal_end", seat if seat is not None else self.turn,
                      data={"reason": reason, "seat": seat, "concealed": self.concealed})]

    def _next_turn(self) -> list[Event]:
        if self.laid_this_turn:
            self.has_melded[self.turn] = True
        self.turn = (self.turn + 1) % self.n
        self.phase = DRAW
        return self._begin_turn()

    def _begin_turn(self) -> list[Event]:
        seat = self.turn
        self.melded_this_turn = False
        self.laid_this_turn = False
        self.canasta_this_turn = False
        self.asked = False
        self.answer = None
        events = [Event("turn", seat)]
        self.turns_started[seat] += 1
        if self.turns_started[seat] == 1:
            # §1 Red threes: those dealt are laid on the first turn and replaced.
            t = self.tables
            threes = [c for c in self.hands[seat] if t.is_red_three[c]]
            for card in threes:
                self.hands[seat].remove(card)
                self.red_threes[seat].append(card)
                events.append(Event("red_three", seat, (card,),
                                    {"replacement": self.stock[-1] if self.stock else None,
                                     "from": "hand"}))
                if self.stock and not self._draw_one(seat, events):
                    return events + self._end("red_three_last_card", None)
        return events

    # ------------------------------------------------------- contract helpers
    def legal_actions(self) -> list[Action]:
        return _legal_actions(self)

    def view_for(self, seat: int) -> "PlayerView":
        return _view_for(self, seat)

    def scores(self) -> list["TeamScore"]:
        return _score_deal(self)


# Imported last: these modules only need DealState for type checking.
from .legal import legal_actions as _legal_actions  # noqa: E402
from .scoring import score_deal as _score_deal  # noqa: E402
from .view import view_for as _view_for  # noqa: E402
