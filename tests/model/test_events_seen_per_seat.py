"""Events as each seat sees them (`seen_by`): no card that the rules keep
face down reaches a seat that may not see it.

RULES.md §1 Turn (a card drawn from the stock goes to the hand unseen), §1
Red threes (the red three is laid face up, its replacement is drawn unseen),
§1 Taking the discard pile (the pile's cards are face up), §3 Tête et Queue
(the foot stays face down, each player sees only his own packets' bottom
cards), §4 Origen's Sol as a red three.
"""

from __future__ import annotations

import random
from collections import Counter

import pytest

from canasta_desktop.bots import make_bot
from canasta_desktop.model import DealSetup, DealState, Draw
from canasta_desktop.model.events import (Drew, Event, FootPickedUp, PacketChosen, PileTaken,
                                          RedThreeLaid, seen_by)
from canasta_desktop.model.match import deal_seed
from canasta_desktop.model.phases import OVER

from .builders import cards, position
from .seen_cards import cards_named, event_classes, leaks
from .variant_helpers import config_id, every_configuration, rules_of

DEALS_PER_CONFIGURATION = 12  # 19 configurations: 228 deals
BOTS = ("random", "greedy")


def check_seen(state: DealState, events: list[Event], tally: Counter) -> None:
    for seat in range(state.n):
        seen = seen_by(events, seat)
        assert not leaks(state, seat, seen), f"seat {seat} sees hidden cards"
        assert len(seen) == len(events) and [type(e) for e in seen] == [type(e) for e in events]
        for full, shown in zip(events, seen):
            if full.seat == seat:
                assert shown == full, "a seat sees all of its own cards"
            elif shown != full:
                tally[type(full).__name__] += 1
            if isinstance(full, Drew):
                assert isinstance(shown, Drew) and shown.count == len(full.cards)
            if isinstance(full, (PileTaken,)):
                assert shown == full, "the pile's cards are face up"


def play_seen(config, deal_number: int, tally: Counter) -> None:
    rules = rules_of(config)
    seed = deal_seed(2026, deal_number)
    state = DealState(DealSetup.shuffled(rules, deal_number % rules.seats, seed))
    bots = [make_bot(BOTS[(seat + deal_number) % 2]) for seat in range(rules.seats)]
    rng = random.Random(seed)
    check_seen(state, state.begin_events, tally)
    while state.phase != OVER:
        legal = state.legal_actions()
        seat = state.current_seat
        action = legal[0] if len(legal) == 1 else bots[seat].choose(
            state.view_for(seat), legal, rng)
        check_seen(state, state.apply(action), tally)


@pytest.mark.parametrize("config", every_configuration(), ids=config_id)
def test_no_seat_sees_a_hidden_card_in_bot_deals_of_every_variant(config):
    tally: Counter = Counter()
    for number in range(DEALS_PER_CONFIGURATION):
        play_seen(config, number + 1, tally)
    # The deals did hide something: others' draws at least, and the variant's own.
    assert tally["Drew"] > 0
    if rules_of(config).red_threes.laid_apart:
        assert tally["RedThreeLaid"] > 0, "a red three's replacement was hidden"
    if rules_of(config).foot_size:
        assert tally["PacketChosen"] > 0 and tally["FootPickedUp"] > 0


def test_another_seats_stock_draw_shows_how_many_cards_not_which():
    """§1 Turn: the others see a card go to the hand, face down."""
    state = position(hands={0: "5C 6C"}, stock="8S 9D", phase="draw")
    events = state.apply(Draw())
    drawn = tuple(cards(state, "9D"))
    assert seen_by(events, 0) == [Drew(0, drawn, drawn, 1)]
    assert seen_by(events, 1) == [Drew(0, (), (), 1)]
    assert leaks(state, 1, events), "the check itself catches the card shown"


def test_a_red_three_is_face_up_its_replacement_is_not():
    """§1 Red threes: drawn, laid at once and replaced from the stock."""
    state = position(hands={0: "5C 6C"}, stock="8S 3D", phase="draw")
    events = state.apply(Draw())
    three, eight = state.red_threes[0][0], cards(state, "8S")[0]
    _, laid = seen_by(events, 1)
    assert isinstance(laid, RedThreeLaid)
    assert laid.card == three and laid.replaced and laid.replacement is None
    assert seen_by(events, 0)[1] == RedThreeLaid(0, three, laid.source, True, eight)


def test_a_red_three_drawn_in_place_of_a_red_three_is_face_up_for_all():
    """§1 Red threes: the replacement, itself a red three, is laid at once."""
    state = position(hands={0: "5C 6C"}, stock="8S 3H 3D", phase="draw")
    events = state.apply(Draw())
    first, second = state.red_threes[0]  # 3D drawn, then 3H in its place
    laid = [e for e in seen_by(events, 1) if isinstance(e, RedThreeLaid)]
    assert [(e.card, e.replacement) for e in laid] == [(first, second), (second, None)]
    assert not leaks(state, 1, seen_by(events, 1))


def test_s3_the_foot_and_the_packets_bottom_cards_stay_face_down_for_the_others():
    """§3: each player sees the bottom cards of his own packets only, and
    the foot picked up goes to its owner's hand unseen by the others."""
    from canasta_desktop.model.variants import rules_for

    rules = rules_for("head-and-foot", 4, "teams")
    state = DealState(DealSetup.shuffled(rules, 0, 7))
    events = state.apply(state.legal_actions()[0])
    chosen = events[0]
    assert isinstance(chosen, PacketChosen) and chosen.bottom is not None
    assert seen_by(events, chosen.seat)[0] == chosen
    assert seen_by(events, (chosen.seat + 1) % 4)[0] == PacketChosen(chosen.seat,
                                                                      chosen.packet, None)
    foot = FootPickedUp(2, (1, 2, 3), 3)
    assert seen_by([foot], 2) == [foot]
    assert seen_by([foot], 0) == [FootPickedUp(2, (), 3)]


def test_every_event_field_is_known_to_hold_cards_or_not():
    """A new event field must be classed, or the leak check could miss it."""
    for cls in event_classes():
        sample = {f: 0 for f in cls.__dataclass_fields__}
        cards_named(cls(**sample))  # asserts on an unknown field
