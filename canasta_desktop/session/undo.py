"""How far Undo may go back in a deal's history of (seat, action).

Undo takes back the player's own actions of the turn he is playing, one by
one.  When he allows it (setting "Allow Undo after your turn ends") it may
also take back his discard once his turn is over, while nobody has played
since (the next player still thinking), which puts him back in that turn,
where Undo goes on taking his moves back one by one.  (Play-test s33: a
round had been taken back whole, to the turn's start, so after a stock
draw, nearly every turn, not even "oops, the wrong discard" could be taken
back.)  Never once another seat has played: its move tells what it made of
his discard (a take of the pile shows no new card, but he would discard
again knowing it: review s33).  Either way the controller
rebuilds the position by replaying the history up to the index found here
(ARCHITECTURE §2: undo is a replay).

Undo never reveals: it never goes back over an action that showed the
player a card he had not seen before (his own stock draw, a bot's discard
or meld from its hand, the packet he chose...).  Otherwise Undo and replay
would let him look at the next stock card, or learn a bot's cards and play
his turn again knowing them.  `seen_floor` is that limit.  Nor does it go
back over an answer to "may I go out?": the answer binds the asker (RULES.md
§1 Going out, "obey the answer"), and asking again would let him shop for
another one (`answer_floor`).

The facts of the game it builds on are the engine's: whose turn each action
was played in, which action showed the hand and which answer binds the
asker (model/history_turns.py),
and whose question "may I go out?" waits for its answer
(`DealState.asking_seat`, given by the caller).

When Undo finds nothing to take back, `blocked` says why, as a code and its
parameters (the words are the catalogues', namespace "undo_blocked").

Pure Python, no Qt: tested like the model.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Callable, Mapping, Sequence

from ..model.actions import Action, Draw
from ..model.history_turns import binds_the_asker, shows_the_hand, turn_owners
from ..model.view import PlayerView

History = Sequence[tuple[int, Action]]


def visible_cards(view: PlayerView) -> set[int]:
    """Every card this view shows its seat (by identity)."""
    shown = set(view.hand)
    shown.update(view.pile)
    shown.update(view.packet_bottoms)
    for cards in view.known:
        shown.update(cards)
    for cards in view.red_threes:
        shown.update(cards)
    for team in view.melds:
        for cards in team.values():
            shown.update(cards)
    return shown


class SeenCards:
    """The cards a seat has seen so far in a deal, and the history index
    Undo may not go under: just after the last action that showed it a new
    card.  Fed one position at a time, after each applied action."""

    def __init__(self, view: PlayerView) -> None:
        self.cards = visible_cards(view)
        self.floor = 0
        # Another seat than the one who played the step under the floor, who
        # showed its new card: a red three laid as that seat's turn began,
        # within the step of the discard before (play-test s36: the player
        # was told his own discard had shown him a card).  None: the player
        # of that step showed it.
        self.shown_by: int | None = None

    def note(self, view: PlayerView, history_length: int) -> None:
        shown = visible_cards(view)
        if not shown <= self.cards:
            new = shown - self.cards
            self.cards |= shown
            self.floor = history_length
            self.shown_by = next((seat for seat, threes in enumerate(view.red_threes)
                                  if seat != view.seat and new & set(threes)), None)


def floor(history: History) -> int:
    """Undo never goes further back than this: the start of the deal, or just
    after the packets were chosen (Tête et Queue), since choosing one showed
    the player his hand."""
    return _just_after_the_last(history, shows_the_hand)


def answer_floor(history: History) -> int:
    """Just after the last answer to "may I go out?" (0: none yet)."""
    return _just_after_the_last(history, binds_the_asker)


def _just_after_the_last(history: History, found: Callable[[Action], bool]) -> int:
    for index in range(len(history) - 1, -1, -1):
        if found(history[index][1]):
            return index + 1
    return 0


def turn_starts(history: History, seat: int) -> list[int]:
    """The indices where a turn of `seat` began, oldest first."""
    owners = turn_owners(history)
    return [i for i, owner in enumerate(owners)
            if owner == seat and (i == 0 or owners[i - 1] != seat)]


def turn_begun(history: History, seat: int) -> int:
    """Where the turn `seat` is playing began: just after the last action of
    another seat's turn.  The history alone says it, so a game resumed from
    a save in the middle of a turn knows that turn as well as one played on."""
    owners = turn_owners(history)
    start = len(owners)
    while start > 0 and owners[start - 1] == seat:
        start -= 1
    return start


def own_action(history: History, seat: int, turn_start: int,
               seen_floor: int = 0) -> int | None:
    """The last action `seat` played in the turn begun at `turn_start`
    (choosing a packet, which showed the hand, is never taken back), not
    under `seen_floor`."""
    for index in range(len(history) - 1, max(turn_start, seen_floor) - 1, -1):
        played_by, action = history[index]
        if played_by == seat and not shows_the_hand(action):
            return index
    return None


def last_turn(history: History, seat: int, before: int) -> tuple[int, int] | None:
    """Where the last turn of `seat` begun before index `before` began and
    ended (the index after its last action); None when there is none."""
    starts = [i for i in turn_starts(history, seat) if i < before]
    if not starts:
        return None
    owners = turn_owners(history)
    end = starts[-1]
    while end < len(owners) and owners[end] == seat:
        end += 1
    return starts[-1], end


def round_back_to(history: History, seat: int, before: int,
                  seen_floor: int = 0, *, asking_seat: int | None) -> int | None:
    """Where Undo goes once the turn of `seat` is over: just before his last
    action (his discard), while nobody has played since and no question to
    his partner waits for its answer, not under the floor nor `seen_floor`;
    None else.  `asking_seat`: the deal's (`DealState.asking_seat`); taking
    the question back would withdraw it while the partner weighs it (§1
    Going out)."""
    turn = last_turn(history, seat, before)
    if turn is None or turn[1] < len(history) or asking_seat is not None:
        return None
    return own_action(history, seat, max(turn[0], floor(history)), seen_floor)


# Every code `UndoBlocked` can carry (the catalogues have words for each).
BLOCKED_CODES = ("not_playing", "deal_over", "game_over", "nothing_this_turn", "no_turn_yet",
                 "turn_over", "no_earlier_turn", "own_draw_seen", "own_move_seen", "card_shown_by",
                 "answer_given", "own_answer_given", "played_since", "question_waits",
                 "answer_awaited")


@dataclass(frozen=True)
class UndoBlocked:
    """Why Undo is not offered now: a code of BLOCKED_CODES and its parameters."""

    code: str
    params: Mapping[str, str] = field(default_factory=dict)


def blocked(history: History, seat: int, turn_start: int | None, seen_floor: int,
            round_allowed: bool, names: Sequence[str],
            shown_by: int | None = None, *, asking_seat: int | None,
            answering_seat: int | None = None) -> UndoBlocked:
    """Why Undo finds nothing to take back for `seat` (asked only then).
    `turn_start`: where the turn he is playing began, None when it is not
    his turn; `names`: the seats' names, for the one who showed a card;
    `shown_by`: the seat who showed the card at `seen_floor` when another
    than the one who played that step (SeenCards.shown_by); `asking_seat`
    and `answering_seat`: whose question "may I go out?" waits for its
    answer and who must give it (the deal's)."""
    if asking_seat == seat:
        # His question waits for its answer and stands (§1 Going out),
        # whatever card he saw before it (play-test s39: "you have seen what
        # you drew" while the partner weighed it).
        return UndoBlocked("question_waits")
    if asking_seat is not None and answering_seat == seat:
        # His partner's question waits for his answer (§1 Going out): the
        # table waits for that, not for a setting (play-test s39: "Edit →
        # Preferences… can allow Undo" while the question box was open).
        return UndoBlocked("answer_awaited", {"name": _name(asking_seat, names)})
    if turn_start is not None and own_action(history, seat, turn_start) is not None:
        # his move, under a card seen
        return _card_seen(history, seat, seen_floor, names, shown_by)
    if turn_start is None and last_turn(history, seat, len(history)) is None:
        # Others play before his first turn (play-test s36: "your turn is
        # over" to a player who had not played yet).
        return UndoBlocked("no_turn_yet")
    if not round_allowed:
        if turn_start is not None:
            return UndoBlocked("nothing_this_turn")
        turn = last_turn(history, seat, len(history))
        if turn is not None and all(shows_the_hand(action)
                                    for played_by, action in history[turn[0]:turn[1]]
                                    if played_by == seat):
            # A packet chosen showed the hand: the setting would not take it
            # back either, so it is not named (play-test s39: "Preferences…
            # can allow Undo" right after a packet was chosen).
            return UndoBlocked("own_move_seen")
        return UndoBlocked("turn_over")
    before = turn_start if turn_start is not None else len(history)
    turn = last_turn(history, seat, before)
    if turn is None:
        return UndoBlocked("no_earlier_turn")
    if turn[1] < len(history):
        return UndoBlocked("played_since", {"name": _name(history[turn[1]][0], names)})
    if asking_seat is not None:
        return UndoBlocked("question_waits")
    return _card_seen(history, seat, seen_floor, names, shown_by)  # his discard, under a card seen


def _name(seat: int, names: Sequence[str]) -> str:
    return names[seat] if 0 <= seat < len(names) else str(seat)


def _card_seen(history: History, seat: int, seen_floor: int,
               names: Sequence[str], other: int | None = None) -> UndoBlocked:
    """The action that last showed the player a new card (or an answer to
    "may I go out?"): Undo stops after it.  `other`: the seat who showed
    the card, when another than the one who played that action."""
    if not 0 < seen_floor <= len(history):
        return UndoBlocked("no_earlier_turn")
    shown_by, action = history[seen_floor - 1]
    if binds_the_asker(action):
        if shown_by == seat:
            return UndoBlocked("own_answer_given")
        return UndoBlocked("answer_given", {"name": _name(shown_by, names)})
    if other is not None:
        shown_by = other
    name = _name(shown_by, names)
    if shown_by != seat:
        return UndoBlocked("card_shown_by", {"name": name})
    return UndoBlocked("own_draw_seen" if isinstance(action, Draw) else "own_move_seen")
