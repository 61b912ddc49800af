"""The state contract every §1 rule relies on: refusals are explained and
harmless, legal_actions() only lists legal actions, the text form of an
action round-trips, clone() is independent, and view_for(seat) hides what
the seat may not see."""

import random

import pytest

from canasta_desktop.model import (AnswerGoOut, AskGoOut, DealState, Discard, Draw,
                                   IllegalAction, Meld, MeldPart, TakePile, action_text,
                                   parse_action)

from .builders import candidate_actions, cards, position, random_states, refusal, snapshot
from .variant_helpers import config_id, every_configuration, fresh_deal, rules_of

SEED_CHUNKS = [range(0, 25), range(25, 50)]


@pytest.mark.parametrize("seeds", SEED_CHUNKS, ids=["seeds0-24", "seeds25-49"])
def test_s1_every_refusal_has_code_message_section_and_leaves_state_unchanged(seeds):
    seen = set()
    for state in random_states(seeds, every=5):
        rng = random.Random(len(state.stock) * 1000 + len(state.pile))
        for action, seat in candidate_actions(state, rng):
            if state.is_legal(action, seat):
                continue
            error = refusal(state, action, seat)  # asserts code, message, §1, no change
            seen.add(error.code)
    # The random candidates meet many different rules.
    assert len(seen) >= 12, sorted(seen)


def test_s1_refusal_codes_of_hand_built_positions_name_their_rule():
    state = position(hands={0: "7S 7H 2C 4D"}, melds={0: {"7": "7D 7C 7S"}})
    sections = {
        refusal(state, Draw()).section,
        refusal(state, Meld((MeldPart(7, cards(state, "2C")), MeldPart(7, cards(state, "7H"))))).section,
        refusal(state, AnswerGoOut(True)).section,
    }
    assert sections == {"§1 Turn", "§1 Melds", "§1 Going out"}


@pytest.mark.parametrize("seeds", SEED_CHUNKS, ids=["seeds0-24", "seeds25-49"])
def test_s1_every_legal_action_passes_check(seeds):
    for state in random_states(seeds, every=3):
        legal = state.legal_actions()
        assert legal or state.is_over, "a deal in progress always offers an action"
        for action in legal:
            state.check(action)  # raises IllegalAction if the list lies
            assert state.is_legal(action)
            state.check(action, state.current_seat)


@pytest.mark.parametrize("seeds", SEED_CHUNKS, ids=["seeds0-24", "seeds25-49"])
def test_s1_action_text_round_trips_for_every_legal_action(seeds):
    for state in random_states(seeds, every=4):
        for action in state.legal_actions():
            text = action_text(action, state.tables)
            parsed = parse_action(text, state.hands[state.turn], state.tables)
            assert action_text(parsed, state.tables) == text
            assert type(parsed) is type(action)
            state.check(parsed)  # same codes, maybe other ids: still legal


def test_s1_action_text_examples():
    state = position(hands={0: "7S 7H 2C KS KD KC 9D"}, pile="4C KH", melds={0: {"A": "AS AH AD"}})
    t = state.tables
    assert action_text(Draw(), t) == "draw"
    assert action_text(Discard(cards(state, "9D")[0]), t) == "discard 9D"
    meld = Meld((MeldPart(7, cards(state, "7S 7H 2C")), MeldPart(13, cards(state, "KS KD KC"))))
    assert action_text(meld, t) == "meld 7:7S,7H,2C; K:KS,KD,KC"
    assert action_text(TakePile(cards(state, "KS KD")), t) == "take KS,KD"
    assert action_text(AskGoOut(), t) == "ask"
    assert action_text(AnswerGoOut(False), t) == "answer no"
    assert parse_action("meld 7:7S,7H,2C; K:KS,KD,KC", state.hands[0], t) == meld
    with pytest.raises(ValueError):
        parse_action("discard 5S", state.hands[0], t)
    with pytest.raises(ValueError):
        parse_action("fly away", state.hands[0], t)


def test_s1_clone_is_independent():
    for state in random_states(range(10), every=11):
        if state.is_over:
            continue
        before = snapshot(state)
        copy = state.clone()
        assert snapshot(copy) == before
        rng = random.Random(3)
        # Play the clone on for a while, and also poke at its lists directly.
        for _ in range(30):
            if copy.is_over:
                break
            copy.apply(rng.choice(copy.legal_actions()))
        copy.hands[0].append(999)
        copy.stock.clear()
        copy.pile.append(998)
        copy.red_threes[1].append(997)
        copy.known[2].append(996)
        copy.penalties[0] -= 5
        copy.opened[1] = not copy.opened[1]
        for team in copy.melds:
            for meld in team.values():
                meld.append(995)
            team[99] = [994]
        assert snapshot(state) == before, "the original changed with its clone"


# Fields a clone shares with its source: never changed in place once made.
SHARED_ON_PURPOSE = {"rules", "tables", "setup", "upcards", "begin_events", "public_melds",
                     "partner_of"}


def _containers(value, out: set[int]) -> set[int]:
    """The ids of every list and dict inside `value`."""
    if isinstance(value, (list, dict)):
        out.add(id(value))
        for item in (value.values() if isinstance(value, dict) else value):
            _containers(item, out)
    elif isinstance(value, tuple):
        for item in value:
            _containers(item, out)
    return out


@pytest.mark.parametrize("config", every_configuration(), ids=config_id)
def test_s1_clone_is_the_classes_own_and_diverges_independently_of_its_source(config):
    state = fresh_deal(rules_of(config), 3)
    rng = random.Random(5)
    for _ in range(40):
        state.apply(rng.choice(state.legal_actions()))
    copy = state.clone()
    for name in DealState.__slots__:  # every field set, none sharing a container
        mine, theirs = getattr(state, name), getattr(copy, name)
        assert mine == theirs, name
        if name not in SHARED_ON_PURPOSE:
            assert not _containers(mine, set()) & _containers(theirs, set()), name
    cloned = snapshot(copy)
    source_rng, clone_rng = random.Random(1), random.Random(2)
    for _ in range(25):  # the source plays on: the clone does not move
        if not state.is_over:
            state.apply(source_rng.choice(state.legal_actions()))
    assert snapshot(copy) == cloned
    moved = snapshot(state)
    for _ in range(25):  # the clone plays its own way: the source does not move
        if not copy.is_over:
            copy.apply(clone_rng.choice(copy.legal_actions()))
    assert snapshot(state) == moved
    assert snapshot(copy) != cloned


def test_s1_clone_plays_on_exactly_like_the_original():
    for state in random_states(range(5), every=13):
        copy = state.clone()
        rng_a, rng_b = random.Random(9), random.Random(9)
        while not state.is_over:
            a = rng_a.choice(state.legal_actions())
            b = rng_b.choice(copy.legal_actions())
            assert a == b
            assert state.apply(a) == copy.apply(b)
        assert copy.is_over and snapshot(copy) == snapshot(state)
        break


def _view_cards(view) -> set[int]:
    ids = set(view.hand) | set(view.pile)
    for k in view.known:
        ids |= set(k)
    for team in view.melds:
        for meld in team.values():
            ids |= set(meld)
    for threes in view.red_threes:
        ids |= set(threes)
    return ids


@pytest.mark.parametrize("seeds", SEED_CHUNKS, ids=["seeds0-24", "seeds25-49"])
def test_s1_view_for_never_shows_another_seats_hidden_cards(seeds):
    for state in random_states(seeds, every=3):
        stock = set(state.stock)
        for seat in range(4):
            view = state.view_for(seat)
            shown = _view_cards(view)
            assert view.hand == tuple(state.hands[seat])
            assert view.stock_size == len(state.stock)
            assert view.hand_sizes == tuple(len(h) for h in state.hands)
            assert not shown & stock, "a stock card is visible"
            for other in range(4):
                if other == seat:
                    continue
                hidden = set(state.hands[other]) - set(state.known[other])
                assert not shown & hidden, f"seat {seat} sees seat {other}'s hidden cards"
                assert set(view.known[other]) <= set(state.hands[other])


def test_s1_view_for_shows_the_table_to_everybody():
    state = position(hands={0: "KS KH 5C 6C"}, pile="4C 9D KD", melds={1: {"Q": "QS QH QD"}},
                     red_threes={3: "3H"}, phase="draw")
    for seat in range(4):
        view = state.view_for(seat)
        assert view.pile == tuple(state.pile)
        assert view.melds[1] == {12: tuple(state.melds[1][12])}
        assert view.red_threes[3] == tuple(state.red_threes[3])
        assert view.to_act == 0 and view.turn == 0
        assert view.team == seat % 2


def test_s1_apply_of_an_illegal_action_raises_illegal_action():
    state = position(hands={0: "5C 6C"}, phase="draw")
    with pytest.raises(IllegalAction) as refused:
        state.apply(Discard(state.hands[0][0]))
    assert refused.value.code == "draw_first"
    assert "draw" in str(refused.value)


def test_s1_a_deal_assembled_from_parts_needs_every_field():
    state = fresh_deal(rules_of(every_configuration()[0]), 4)
    fields = {name: getattr(state, name) for name in DealState.__slots__}
    again = DealState.assemble(**fields)
    assert snapshot(again) == snapshot(state)
    del fields["pile"]
    with pytest.raises(TypeError, match="pile"):
        DealState.assemble(**fields)
