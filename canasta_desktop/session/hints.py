"""Edit → Hint: what the strongest bot would play in the player's place.

The suggestion is computed from the player's own view and his legal actions
only (`view_for(seat)`, never the deal itself: no peeking at hidden cards),
on a worker thread like the bots' moves (`BotRunner`), so the window never
freezes while it searches.  Any change of the position (a move, an undo, a
new deal) drops the hint shown and any hint still being computed: a hint
that arrives for a position gone is stale and never shown.

`hint_for` says what a suggested action involves on the table: the hand
cards it plays and the places it goes to, named like the table's drop
targets (`gestures`), so the scene can light them up; and why, in one
short sentence: the bots' reason code for the move (bots/reasons.py, read
from the same view) in the player's language (hint_text.py).
"""

from __future__ import annotations

import logging
import random
from dataclasses import dataclass
from typing import TYPE_CHECKING, Callable, Sequence, cast

from PySide6.QtCore import QObject, Signal, Slot

from ..bots.base import Bot
from ..model.actions import (Action, AnnounceTile, ChoosePacket, Discard, Draw, EndDeal, Meld,
                             MeldPart, TakePile)
from ..model.cards import card_tables
from ..model.view import PlayerView
from . import gestures
from .bot_runner import BotRunner
from .controller import GameController
from .event_text import advice_text
from .hint_text import reason_text
from .table_change import TableChange

if TYPE_CHECKING:
    from ..bots.reasons import Reason

log = logging.getLogger(__name__)

HINT_BUDGET_S = 1.0  # about a second of search: the hard bot's own pace
SuggestFunction = Callable[[PlayerView, Sequence[Action], float], Action]


@dataclass(frozen=True)
class Hint:
    action: Action
    cards: frozenset[int]  # the player's cards the action plays
    places: frozenset[str]  # table targets: "draw", "pile", "new_meld", "meld:<rank>"...
    text: str  # the action in words ("discard 7♥")
    reason: str = ""  # why, in words ("a black three stops the next player...")
    why: "Reason | None" = None  # the reason as the bot gave it: a code and its figures


def _parts_places(parts: Sequence[MeldPart], view: PlayerView) -> set[str]:
    own = view.melds[view.team]
    return {gestures.meld_target(p.rank) if p.rank in own else gestures.NEW_MELD
            for p in parts}


def hint_for(action: Action, view: PlayerView, names: Sequence[str],
             legal: Sequence[Action] | None = None, why: "Reason | None" = None) -> Hint:
    """What the table highlights for `action`, its words and its reason
    (`why`, as the bot gave it; worked out here when not given)."""
    cards: set[int] = set()
    places: set[str] = set()
    if isinstance(action, (Draw, EndDeal)):
        places.add(gestures.DRAW)
    elif isinstance(action, Discard):
        cards.add(action.card)
        places.add(gestures.PILE)
    elif isinstance(action, TakePile):
        cards.update(action.with_cards)
        cards.update(c for p in action.melds for c in p.cards)
        places.add(gestures.PILE)
        places |= _parts_places(action.melds, view)
    elif isinstance(action, Meld):
        cards.update(c for p in action.parts for c in p.cards)
        places |= _parts_places(action.parts, view)
    elif isinstance(action, ChoosePacket):
        places.add(gestures.packet_target(action.packet))
    elif isinstance(action, AnnounceTile):
        t = card_tables(view.rules.deck)
        cards.update(c for c in view.hand if t.rank[c] == action.rank and not t.is_wild[c])
        places.add(gestures.TILE)
    if why is None:
        why = _explain(view, action, legal)
    return Hint(action, frozenset(cards), frozenset(places), advice_text(action, view, names),
                reason_text(why, view), why)


def _hard_suggest(view: PlayerView, legal: Sequence[Action], budget_s: float) -> Action:
    from ..bots import suggest  # the search code loads on the first hint, not at start

    return suggest(view, legal, budget_s)


def _explain(view: PlayerView, action: Action, legal: Sequence[Action] | None) -> "Reason | None":
    from ..bots.reasons import explain  # bot code loads on the first hint, not at start

    return explain(view, action, legal)


@dataclass(frozen=True)
class Advice:
    """The adviser's answer: the move, and the bot's reason for it."""

    action: Action
    why: "Reason | None"


class _Adviser:
    """The suggestion function dressed as a bot, for the BotRunner: it
    answers with the move and its reason, both worked out on the worker."""

    name = "hint"

    def __init__(self, suggest: SuggestFunction, budget_s: float) -> None:
        self._suggest = suggest
        self._budget_s = budget_s

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Advice:
        action = self._suggest(view, legal, self._budget_s)
        return Advice(action, _explain(view, action, legal))


class Hinter(QObject):
    thinking = Signal()  # a hint is being computed
    ready = Signal(object)  # Hint, for the position still on the table
    cleared = Signal()  # the hint shown (or awaited) no longer applies
    failed = Signal()  # the bot could not suggest anything for this position

    def __init__(self, controller: GameController, suggest: SuggestFunction | None = None,
                 budget_s: float = HINT_BUDGET_S, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.suggest = suggest or _hard_suggest
        self.budget_s = budget_s
        self.current: Hint | None = None
        self._token = 0
        self._waiting = False
        self._view: PlayerView | None = None
        self._legal: Sequence[Action] = ()
        self._runner = BotRunner(self)  # its own worker: never queued behind a bot
        self._runner.decided.connect(self._on_decided)
        self._runner.failed.connect(self._on_failed)
        controller.changed.connect(self.clear)

    def available(self) -> bool:
        """A hint is for the player's own decision (a move, a packet, an answer)."""
        return self.controller.is_human_turn()

    def busy(self) -> bool:
        return self._waiting

    def request(self) -> bool:
        """Start computing a hint for the position on the table."""
        turn = self.controller.human_turn()
        if turn is None or self._waiting:
            return False
        deal, seat = turn
        self._token += 1
        self._waiting = True
        view = self._view = deal.view_for(seat)
        self._legal = deal.legal_actions()
        self.thinking.emit()
        adviser = cast(Bot, _Adviser(self.suggest, self.budget_s))  # answers an Advice
        self._runner.request(self._token, adviser, view, self._legal, random.Random(0))
        return True

    def clear(self, change: TableChange | None = None) -> None:
        """The position changed: forget the hint, and any on its way (its
        search ends: the next hint does not wait behind it)."""
        self._token += 1
        self._runner.abandon()
        had = self.current is not None or self._waiting
        self.current = None
        self._waiting = False
        if had:
            self.cleared.emit()

    def reword(self) -> None:
        """The language changed: the hint on the table is said again in it
        (play-test: "Hint: draw from the stock…" stayed English beside the
        French turn hint).  Its move and reason stay the bot's."""
        hint, view = self.current, self._view
        if hint is None or view is None:
            if self._waiting:
                self.thinking.emit()  # "Looking for a hint…", in the new words
            return
        self.current = hint_for(hint.action, view, self.controller.names, self._legal, hint.why)
        self.ready.emit(self.current)

    def shutdown(self) -> None:
        self._token += 1
        self._runner.shutdown()

    @Slot(int, object)  # emitted on the worker thread: a real slot (PYSIDE-3124)
    def _on_decided(self, token: int, advice: Advice) -> None:
        if token != self._token or self._view is None:
            return  # stale: the position changed while it was computed
        self._waiting = False
        self.current = hint_for(advice.action, self._view, self.controller.names, self._legal,
                                advice.why)
        self.ready.emit(self.current)

    @Slot(int, str)  # emitted on the worker thread: a real slot (PYSIDE-3124)
    def _on_failed(self, token: int, trace: str) -> None:
        log.error("hint failed:\n%s", trace)  # a bug to report, never shown raw
        if token == self._token:
            self._waiting = False
            self.cleared.emit()
            self.failed.emit()
