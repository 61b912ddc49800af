"""RULES.md §1 "Red threes": dealt ones are laid and replaced on the player's
first turn; drawn ones are laid and replaced at once; ones found in a taken
pile are laid, not replaced; a red three as the stock's last card ends the
deal at once; red threes are never melded nor discarded."""

from canasta_desktop.model import (Discard, Draw, DealSetup, DealState, Meld, MeldPart,
                                   TakePile)
from canasta_desktop.model.cards import THREE
from canasta_desktop.model.events import Drew, EndReason, RedThreeLaid
from canasta_desktop.model.phases import DRAW, OVER, PLAY
from canasta_desktop.model.rules import CLASSIC

from .builders import cards, play, position, refusal, show, sorted_codes, stacked_setup


def _deal(first: str) -> DealState:
    """Dealer 0: card 0 goes to seat 1 (who plays first), card 1 to seat 2, ..."""
    one_pack = [f"{r}{s}" for r in "456789TQ" for s in "SHDC"]
    plain = one_pack + one_pack
    for code in first.split():
        if code in plain:
            plain.remove(code)
    plain = plain[:44 - len(first.split())]
    return DealState(stacked_setup(first + " " + " ".join(plain) + " 9D KC QH"))


def test_s1_red_threes_in_the_first_players_hand_are_laid_and_replaced_at_once():
    state = _deal("3H 5C 6C 7C 3D")  # seat 1 receives the 3H and the 3D
    # The upcard is 9D; the stock then holds KC (top) and QH.
    assert show(state, state.pile) == "9D"
    assert sorted_codes(state, state.red_threes[1]) == ["3D", "3H"]
    assert len(state.hands[1]) == 11
    assert not any(state.tables.is_red_three[c] for c in state.hands[1])
    assert {"KC", "QH"} <= set(sorted_codes(state, state.hands[1])), "replaced from the stock"
    assert sum(isinstance(e, RedThreeLaid) for e in state.begin_events) == 2


def test_s1_red_threes_in_the_opening_hand_are_laid_on_the_players_first_turn():
    state = _deal("5C 3H")  # seat 2 receives the 3H; seat 1 plays first
    assert show(state, state.red_threes[2]) == ""
    assert "3H" in show(state, state.hands[2]), "not laid before his turn"
    play(state, Draw(), Discard(state.hands[1][0]))
    # Seat 2's first turn begins: the red three is laid and replaced.
    assert state.turn == 2 and state.phase == DRAW
    assert show(state, state.red_threes[2]) == "3H"
    assert len(state.hands[2]) == 11
    assert "3H" not in show(state, state.hands[2])


def test_s1_red_threes_drawn_are_laid_and_replaced():
    state = position(hands={0: "5C 6C"}, stock="8S 3D", phase="draw")
    events = state.apply(Draw())
    assert show(state, state.red_threes[0]) == "3D"
    assert sorted_codes(state, state.hands[0]) == ["5C", "6C", "8S"]
    assert state.phase == PLAY
    assert [type(e) for e in events] == [Drew, RedThreeLaid]
    assert show(state, events[0].cards) == "8S"


def test_s1_red_threes_drawn_one_after_another_are_all_replaced():
    state = position(hands={0: "5C 6C"}, stock="8S 3H 3D", phase="draw")
    state.apply(Draw())
    assert sorted_codes(state, state.red_threes[0]) == ["3D", "3H"]
    assert sorted_codes(state, state.hands[0]) == ["5C", "6C", "8S"]


def test_s1_red_threes_found_in_a_taken_pile_are_laid_not_replaced():
    state = position(hands={0: "KS KH 5C"}, pile="3H 9C KD", melds={0: {"7": "7S 7H 7D"}},
                     phase="draw")
    stock_before = len(state.stock)
    state.apply(TakePile(cards(state, "KS KH")))
    assert show(state, state.red_threes[0]) == "3H"
    assert sorted_codes(state, state.hands[0]) == ["5C", "9C"]
    assert len(state.stock) == stock_before, "no replacement from the stock"
    assert sorted_codes(state, state.melds[0][13]) == ["KD", "KH", "KS"]


def test_s1_red_three_as_last_card_of_the_stock_ends_the_deal():
    state = position(hands={0: "5C 6C 7C"}, stock="3H", rest="pile", pile="9D",
                     melds={0: {"7": "7S 7H 7D"}}, phase="draw")
    state.apply(Draw())
    assert state.phase == OVER
    assert state.end_reason is EndReason.RED_THREE_LAST_CARD
    assert show(state, state.red_threes[0]) == "3H"
    assert sorted_codes(state, state.hands[0]) == ["5C", "6C", "7C"], "no meld, no discard"
    assert state.stock == []
    assert state.legal_actions() == []
    assert refusal(state, Discard(cards(state, "5C", seat=0)[0])).code == "deal_over"
    assert state.scores()[0].going_out == 0


def test_s1_red_three_drawn_with_a_card_left_under_it_does_not_end_the_deal():
    state = position(hands={0: "5C"}, stock="8S 3H", rest="pile", pile="9D", phase="draw")
    state.apply(Draw())
    assert state.phase == PLAY
    assert state.stock == []
    assert sorted_codes(state, state.hands[0]) == ["5C", "8S"]


def test_s1_red_threes_are_never_melded():
    state = position(hands={0: "3H 3D 7S 7H 9C 9D 4C"}, melds={0: {"7": "7D 7C 7S"}})
    assert refusal(state, Meld((MeldPart(7, cards(state, "7S 7H 3H")),))).code == "red_three_meld"
    assert refusal(state, Meld((MeldPart(THREE, cards(state, "3H 3D")),))).code in (
        "black_three_meld", "red_three_meld")
    assert not any("3H" in show(state, p.cards) or "3D" in show(state, p.cards)
                   for a in state.legal_actions() if isinstance(a, Meld) for p in a.parts)


def test_s1_red_threes_are_never_discarded():
    state = position(hands={0: "3H 7S 9C"})
    error = refusal(state, Discard(cards(state, "3H")[0]))
    assert error.code == "red_three_discard"
    assert all(show(state, [a.card]) != "3H" for a in state.legal_actions()
               if isinstance(a, Discard))


def test_s1_red_threes_never_in_hands_or_melds_after_laying_in_real_deals():
    import random
    for seed in range(40):
        state = DealState(DealSetup.shuffled(CLASSIC, seed % 4, seed))
        rng = random.Random(seed)
        while not state.is_over:
            # A seat whose first turn has begun holds no red three.
            t = state.tables
            for seat in range(4):
                if state.turns_started[seat]:
                    assert not any(t.is_red_three[c] for c in state.hands[seat])
            for team in state.melds:
                assert not any(t.is_red_three[c] for m in team.values() for c in m)
            state.apply(rng.choice(state.legal_actions()))
        assert not any(state.tables.is_red_three[c] for h in state.hands for c in h)
        assert sum(len(r) for r in state.red_threes) + sum(
            state.tables.is_red_three[c] for c in state.stock + state.pile) == 4
