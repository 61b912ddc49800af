"""Hand-made Canasta positions for the rules tests (a helper, not a test file).

Cards are written as codes: rank ``A K Q J T 9 8 7 6 5 4 3 2`` then suit
``S H D C`` ("7S", "TD", "3H"), jokers ``JK``.  Two packs are in play, so
each code exists twice and ``JK`` four times; every code in a position gets
its own card id.

Strings list cards bottom to top, as the engine does: the *last* code of
``pile`` is the top of the discard pile and the *last* code of ``stock`` is
the next card drawn.

    state = position(
        hands={0: "7S 7H 2C KD", 1: "9S 9H 4C"},
        pile="5C 8D",                  # 8D on top
        melds={0: {"7": "7D 7C JK"}},  # team 0 has a meld of sevens
        turn=0, phase="play",
    )

Every card not placed by the test goes, in a fixed shuffled order, first to
11-card hands for the seats that were not given a hand, then under the
requested stock cards (or, with ``rest="pile"``, under the pile; or into one
seat's hand with ``rest=<seat>``).  All 108 cards are then accounted for
exactly once, which `position` asserts.

Other helpers: `cards(state, "7S 7H")` picks ids from a hand; `refusal(state,
action)` returns the IllegalAction and checks the state did not change;
`play(state, *actions)`; `stacked_setup("...")` forces the first cards of a
real deal; `random_states(seeds)` and `candidate_actions(state, rng)` feed
the contract and random tests.
"""

from __future__ import annotations

import random
from typing import Mapping, Sequence

from canasta_desktop.model import DealSetup, DealState, IllegalAction
from canasta_desktop.model.actions import Action, MeldPart
from canasta_desktop.model.cards import parse_rank
from canasta_desktop.model.phases import ANSWER, DRAW, OVER, PLAY
from canasta_desktop.model import sections
from canasta_desktop.model.rules import CLASSIC, RuleSet

PHASES = {"draw": DRAW, "play": PLAY, "answer": ANSWER, "over": OVER}


def codes(text: str) -> list[str]:
    """'7S 7H,JK' -> ['7S', '7H', 'JK'] (spaces or commas)."""
    return text.replace(",", " ").split()


class _Pool:
    """The deck's card ids by code; `take` hands out each id once."""

    def __init__(self, state: DealState) -> None:
        self.by_code: dict[str, list[int]] = {}
        for card in range(state.rules.deck.size):
            self.by_code.setdefault(state.tables.code[card], []).append(card)

    def take(self, text: str) -> list[int]:
        out = []
        for code in codes(text):
            free = self.by_code.get(code)
            if free is None:
                raise ValueError(f"unknown card code {code!r}")
            if not free:
                raise ValueError(f"no {code} left: the deck holds only so many of them")
            out.append(free.pop(0))
        return out

    def rest(self, seed: int) -> list[int]:
        left = sorted(c for ids in self.by_code.values() for c in ids)
        random.Random(seed).shuffle(left)
        return left


def _per_team(value: object, teams: int, default: object) -> list:
    if value is None:
        return [default] * teams
    if isinstance(value, Mapping):
        return [value.get(t, default) for t in range(teams)]
    return list(value)  # type: ignore[arg-type]


def position(
    hands: Mapping[int, str] | None = None,
    pile: str = "",
    stock: str = "",
    melds: Mapping[int, Mapping[str | int, str]] | None = None,
    red_threes: Mapping[int, str] | None = None,
    turn: int = 0,
    phase: str = "play",
    opened: Mapping[int, bool] | Sequence[bool] | None = None,
    opening_minimum: Mapping[int, int] | Sequence[int] | None = None,
    pile_frozen: bool | None = None,
    has_melded: Mapping[int, bool] | None = None,
    turns_started: Mapping[int, int] | None = None,
    known: Mapping[int, str] | None = None,
    rest: str | int = "stock",
    rules: RuleSet = CLASSIC,
    dealer: int | None = None,
    scores_before: Sequence[int] | None = None,
    seed: int = 7,
    feet: Mapping[int, str] | None = None,
) -> DealState:
    """A DealState made from a real classic deal, then rearranged.

    With another `rules` (a variant) the deal is one of that variant: its
    deck, seats and hand size.  In Tête et Queue (`rules.foot_size`) the
    packets are already chosen: `feet` gives face-down feet (seats not named
    get a plain foot of `foot_size` cards; "" for a foot already taken up).

    Defaults, chosen so that a position behaves like the middle of a deal:
    - a team is `opened` when it has melds on the table;
    - `has_melded[seat]` is True for the seats of a team with melds (so going
      out is not concealed unless the test says so);
    - every seat has already had its first turn (`turns_started` 1), so red
      threes written into a hand stay there until the test acts;
    - the pile is frozen when it holds a wild card or a red three;
    - the opening minimums come from `scores_before` (50 each by default).
    """
    dealer = (turn - 1) % len(rules.teams) if dealer is None else dealer
    setup = DealSetup.shuffled(rules, dealer, seed, opening_minimums=None,
                               scores_before=scores_before)
    state = DealState(setup)
    n, teams = state.n, rules.team_count
    pool = _Pool(state)
    hands = dict(hands or {})
    melds = melds or {}
    red_threes = red_threes or {}

    # Cards the test named, in a fixed order so that ids are predictable.
    hand_ids = {seat: pool.take(text) for seat, text in hands.items()}
    foot_ids = {seat: pool.take(text) for seat, text in (feet or {}).items()}
    meld_ids = [{parse_rank(str(rank)): pool.take(text) for rank, text in melds.get(team, {}).items()}
                for team in range(teams)]
    three_ids = [pool.take(red_threes.get(seat, "")) for seat in range(n)]
    pile_ids = pool.take(pile)
    stock_ids = pool.take(stock)

    leftover = pool.rest(seed)
    for seat in range(n):
        if seat not in hand_ids:
            # A plain 11-card hand, without red threes (they would be laid).
            filler = [c for c in leftover if not state.tables.is_red_three[c]][:rules.hand_size]
            hand_ids[seat] = filler
            leftover = [c for c in leftover if c not in set(filler)]
    for seat in range(n):
        if rules.foot_size and seat not in foot_ids:
            filler = [c for c in leftover if not state.tables.is_red_three[c]][:rules.foot_size]
            foot_ids[seat] = filler
            leftover = [c for c in leftover if c not in set(filler)]
    if rest == "stock":
        stock_ids = leftover + stock_ids
    elif rest == "pile":
        pile_ids = leftover + pile_ids
    elif isinstance(rest, int):
        hand_ids[rest] = hand_ids[rest] + leftover
    else:
        raise ValueError(f"rest must be 'stock', 'pile' or a seat, not {rest!r}")

    t = state.tables
    state.hands = [hand_ids[seat] for seat in range(n)]
    state.feet = [foot_ids.get(seat, []) for seat in range(n)]
    state.packets = []
    state.stock = stock_ids
    state.pile = pile_ids
    state.upcards = []
    state.black_three_turned_up = False  # a position's pile holds no cards turned up
    state.melds = meld_ids
    state.red_threes = three_ids
    state.pile_wilds = sum(1 for c in pile_ids if t.is_wild[c])
    state.pile_frozen = (any(t.is_wild[c] or t.is_red_three[c] for c in pile_ids)
                         if pile_frozen is None else pile_frozen)
    has_team_melds = [bool(m) for m in meld_ids]
    state.opened = [has_team_melds[team] if o is None else o
                    for team, o in enumerate(_per_team(opened, teams, None))]
    if opening_minimum is not None:
        state.opening_minimum = [m if m is not None else state.opening_minimum[team]
                                 for team, m in enumerate(_per_team(opening_minimum, teams, None))]
    state.seat_opened = [state.opened[state.team_of[seat]] for seat in range(n)]
    state.has_melded = [(has_melded or {}).get(seat, has_team_melds[state.team_of[seat]])
                        for seat in range(n)]
    state.turns_started = [(turns_started or {}).get(seat, 1) for seat in range(n)]
    state.known = [[] for _ in range(n)]
    for seat, text in (known or {}).items():
        by_code = {}
        for card in state.hands[seat]:
            by_code.setdefault(t.code[card], []).append(card)
        state.known[seat] = [by_code[code].pop(0) for code in codes(text)]
    state.turn = turn
    state.phase = PHASES[phase]
    state.melded_this_turn = False
    state.laid_this_turn = False
    state.canasta_this_turn = False
    state.asked = phase == "answer"
    state.answer = None
    state.penalties = [0] * teams
    state.end_reason = None
    state.out_seat = None
    state.concealed = False
    state.begin_events = []
    state.history = []  # a built position is not replayable from its setup
    assert_all_cards_once(state)
    return state


def assert_all_cards_once(state: DealState) -> None:
    ids = state.card_ids()
    assert sorted(ids) == list(range(state.rules.deck.size)), "a card is missing or twice"


def cards(state: DealState, text: str, seat: int | None = None) -> tuple[int, ...]:
    """Distinct ids of the cards `text` in `seat`'s hand (default: whoever acts)."""
    seat = state.current_seat if seat is None else seat
    free = list(state.hands[seat])
    out = []
    for code in codes(text):
        for card in free:
            if state.tables.code[card] == code:
                free.remove(card)
                out.append(card)
                break
        else:
            raise AssertionError(f"seat {seat} holds no (more) {code}: "
                                 f"{show(state, state.hands[seat])}")
    return tuple(out)


def part(state: DealState, rank: str, text: str, seat: int | None = None) -> MeldPart:
    """A meld of `rank` made of the cards `text` in `seat`'s hand (see `cards`)."""
    return MeldPart(parse_rank(rank), cards(state, text, seat))


def show(state: DealState, ids: Sequence[int]) -> str:
    """Card ids -> 'AS 7H JK' (for messages and comparisons)."""
    return " ".join(state.tables.code[c] for c in ids)


def sorted_codes(state: DealState, ids: Sequence[int]) -> list[str]:
    return sorted(state.tables.code[c] for c in ids)


def snapshot(state: DealState) -> dict[str, object]:
    """Everything a move could change, copied deeply enough to compare."""
    out: dict[str, object] = {}
    for name in DealState.__slots__:
        if name in ("rules", "tables", "setup", "begin_events"):
            continue
        value = getattr(state, name)
        if isinstance(value, list):
            value = [
                {k: list(v) if isinstance(v, list) else v for k, v in x.items()}
            if isinstance(x, dict)
                else list(x) if isinstance(x, list) else x
                for x in value
            ]
        out[name] = value
    return out


RULES_SECTIONS = {value for name, value in vars(sections).items() if name.startswith("S_")}


def refusal(state: DealState, action: Action, seat: int | None = None,
            section: str | None = None) -> IllegalAction:
    """The IllegalAction `apply` raises for `action`; fails if it is accepted.

    Also checks what every refusal owes the player: a code, plain words, the
    rule that forbids it (a RULES.md section, starting with `section` if
    given, else §1's or one the rule set says governs in its variant, and
    never a §1 section that the variant's own text governs), the
    same answer from `check`/`is_legal`,
    and a state left exactly as it was.
    """
    before = snapshot(state)
    try:
        state.apply(action, seat)
    except IllegalAction as refused:
        error = refused
    else:
        raise AssertionError(f"{action!r} was accepted")
    assert snapshot(state) == before, "a refused action changed the state"
    assert error.code and error.code.isidentifier(), error.code
    assert error.message.strip(), "a refusal needs plain words"
    assert error.section in RULES_SECTIONS, error.section
    # By default a rule of §1 or of a section the rule set says governs here
    # (classic: §1 only), so that a refusal citing another variant's text fails.
    cited = (section,) if section else ("§1",) + tuple(
        governing for _, governing in state.rules.governing_sections)
    assert error.section.startswith(cited), (error.section, cited)
    assert state.rules.section(error.section) == error.section, (
        f"{error.section} is governed by {state.rules.section(error.section)} here")
    try:
        state.check(action, seat)
    except IllegalAction as again:
        assert again.code == error.code
    else:
        raise AssertionError("check() accepted what apply() refused")
    assert not state.is_legal(action, seat)
    assert snapshot(state) == before
    return error


def play(state: DealState, *actions: Action) -> list:
    """Apply actions in order (each by whoever must act); return all events."""
    events = []
    for action in actions:
        events.extend(state.apply(action))
    return events


def stacked_setup(first: str, dealer: int = 0, rules: RuleSet = CLASSIC,
                  seed: int = 7, scores_before: Sequence[int] | None = None,
                  deal_number: int = 1) -> DealSetup:
    """A DealSetup whose deck starts with the cards `first` (dealt first).

    The deck is dealt from its start: card 0 to the dealer's left, ... card
    43 to the dealer, then card 44 is the first card turned up.  The other
    cards follow in a fixed shuffled order, red threes last (at the bottom of
    the stock), so that no unexpected red three is dealt.
    """
    probe = DealState(DealSetup.shuffled(rules, dealer, seed))
    pool = _Pool(probe)
    head = pool.take(first)
    tail = pool.rest(seed)
    red = probe.tables.is_red_three
    tail = [c for c in tail if not red[c]] + [c for c in tail if red[c]]
    scores = tuple(scores_before) if scores_before else (0,) * rules.team_count
    minimums = tuple(rules.opening_minimum(s, deal_number) for s in scores)
    return DealSetup(rules, dealer, tuple(head + tail), minimums, scores,
                     deal_number=deal_number)


def random_states(seeds: Sequence[int], every: int = 7, rules: RuleSet = CLASSIC):
    """States met along seeded random playouts (one every `every` steps, and
    the last one), for contract tests that need many realistic positions."""
    for seed in seeds:
        state = DealState(DealSetup.shuffled(rules, seed % rules.players, seed))
        rng = random.Random(seed)
        step = 0
        while not state.is_over:
            if step % every == 0:
                yield state
            state.apply(rng.choice(state.legal_actions()))
            step += 1
        yield state


def candidate_actions(state: DealState, rng: random.Random, count: int = 12) -> list[tuple[Action, int | None]]:
    """Random actions, mostly illegal, with the seat that sends them (None:
    whoever must act).  Cards come from the acting hand, other hands, the
    pile and the stock; ranks and sizes are random."""
    from canasta_desktop.model import (AnswerGoOut, AskGoOut, Discard, Draw, EndDeal, Meld,
                                       MeldPart, TakePile)
    hand = list(state.hands[state.turn])
    everything = list(range(state.rules.deck.size))

    def some_cards() -> tuple[int, ...]:
        source = hand if hand and rng.random() < 0.8 else everything
        k = rng.randint(0, min(len(source), 5))
        return tuple(rng.sample(source, k))

    def some_rank(cards_: Sequence[int]) -> int:
        if cards_ and rng.random() < 0.7:
            return state.tables.rank[cards_[0]]
        return rng.choice([0, 2, 3, 4, 7, 10, 13, 14])

    out: list[tuple[Action, int | None]] = []
    for _ in range(count):
        kind = rng.randrange(8)
        if kind == 0:
            action: Action = rng.choice([Draw(), EndDeal(), AskGoOut()])
        elif kind == 1:
            action = AnswerGoOut(rng.random() < 0.5)
        elif kind == 2:
            source = hand if hand and rng.random() < 0.8 else everything
            action = Discard(rng.choice(source))
        elif kind in (3, 4):
            parts = []
            for _ in range(rng.randint(1, 2)):
                cs = some_cards()
                parts.append(MeldPart(some_rank(cs), cs))
            action = Meld(tuple(parts))
        else:
            melds = ()
            if rng.random() < 0.3:
                cs = some_cards()
                melds = (MeldPart(some_rank(cs), cs),)
            action = TakePile(some_cards(), melds)
        seat = rng.choice([None, None, None, 0, 1, 2, 3])
        out.append((action, seat))
    return out


def first_player_with_nines_and_aces(upcards: str) -> DealState:
    """Dealer 3: seat 0 plays first, with 9S 9H and three aces (an opening of
    90 with the pile's 9C); the other seats hold plain cards."""
    first = "9S 9H AS AH AD KS QS JS TS 8S 7S".split()
    others = [f"{r}{s}" for r in "45678TJQK" for s in "SHDC"] + "9D 9C 4S 4H 5S 5H 6S 6H".split()
    for card in first:
        if card in others:
            others.remove(card)
    dealt = []
    for i in range(11):  # one at a time from the dealer's left: seat 0 first
        dealt += [first[i]] + others[3 * i:3 * i + 3]
    return DealState(stacked_setup(" ".join(dealt) + " " + upcards, dealer=3))
