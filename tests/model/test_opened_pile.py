"""When each side opened, against the pile (RULES.md §1 "Opening (initial
meld minimum)", §1 "Taking the discard pile"): the view's `opened_pile`, and
the passes the pile shows since the passer's side opened (the Hint says no
more than a pass shows: a pass made before the side opened, when a pair alone
did not take the pile, is no sign of no pair)."""

from canasta_desktop.model import Discard, Draw, Meld, TakePile
from canasta_desktop.model.resample import passes

from .builders import cards, part, position


def test_s1_opening_a_side_that_opens_from_its_hand_keeps_the_piles_size_then():
    """Seat 0 draws over the Q♥ (a pass), opens with three aces, discards:
    seen by seat 1, the pass came before seat 0's side opened."""
    state = position(hands={0: "AS AH AD 9C 7D 5H"}, pile="4C 8S QH", stock="6C", turn=0,
                     phase="draw")
    state.apply(Draw())
    state.apply(Meld((part(state, "A", "AS AH AD"),)))
    assert state.opened_pile == [3, 0]
    state.apply(Discard(cards(state, "7D")[0]))
    view = state.view_for(1)
    assert view.opened_pile == (3, 0)
    assert passes(view) == {0: {12}}  # the bots read every pass
    assert passes(view, since_opened=True) == {}


def test_s1_opening_a_side_opened_before_the_pile_was_started_reads_every_pass():
    state = position(hands={0: "KS 9C 7D 5H"}, pile="4C 8S QH", stock="6C",
                     melds={0: {"A": "AS AH AD"}}, turn=0, phase="draw")
    state.apply(Draw())
    state.apply(Discard(cards(state, "7D")[0]))
    view = state.view_for(1)
    assert view.opened_pile == (0, 0)
    assert passes(view, since_opened=True) == {0: {12}}


def test_s1_taking_the_pile_a_side_that_opens_by_taking_it_has_seen_no_pile_since():
    """Opening with the pile (A♠ A♥ under the A♦ on top) empties it: every
    card discarded after that comes after the opening."""
    state = position(hands={0: "AS AH 9C 7D 5H"}, pile="4C 8S AD", turn=0, phase="draw")
    take = next(a for a in state.legal_actions() if isinstance(a, TakePile))
    state.apply(take)
    assert state.opened[0] and state.opened_pile[0] == 0
    assert state.clone().opened_pile == [0, 0]
