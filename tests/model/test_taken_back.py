"""The moves Undo took back, in the order they were played (model/taken_back.py):
the log of a game reopened tells them where the table did."""

from canasta_desktop.model.actions import Discard, Draw
from canasta_desktop.model.taken_back import TakenBack, histories_before, played_in_order


def test_each_undo_comes_after_the_moves_it_took_back_and_before_those_played_since():
    a, b, c, d, e = [(0, Discard(n)) for n in range(5)]
    first = TakenBack(2, (c, d))  # a b c d, back to a b
    second = TakenBack(1, (b, e), whole_round=True)  # a b e, back to a
    history = [a, (0, Draw())]
    assert histories_before(history, [first, second]) == [[a, b, c, d], [a, b, e]]
    assert played_in_order(history, [first, second]) == [
        a, b, c, d, first, e, second, (0, Draw())]
    assert played_in_order(history, []) == history
