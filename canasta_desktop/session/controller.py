"""The game controller: owns the match and the current deal, applies actions,
lets the bots play off the UI thread, and tells the table what happened.

Data flows one way (ARCHITECTURE "Layers"): the table turns a gesture into
(cards, target), the controller builds the action and asks the engine, the
engine returns events, the controller emits them.  The human is seat 0; any
seat may hold a bot (seat 0 too, for demos and the smoke test).
"""

from __future__ import annotations

import logging
import random
from typing import Sequence

from PySide6.QtCore import QElapsedTimer, QObject, QTimer, Signal

from ..bots.base import Bot, make_bot
from ..model.actions import Action, AnswerGoOut, AskGoOut
from ..model.cards import CardTables
from ..model.errors import IllegalAction
from ..model.match import DealResult, Match, score_sheet
from ..model.phases import ANSWER
from ..model.rules import RuleSet, get_rules
from ..model.state import DealSetup, DealState
from ..model.view import PlayerView
from . import gestures
from .bot_runner import BotRunner

log = logging.getLogger(__name__)

HUMAN_SEAT = 0
DEFAULT_NAMES = ("You", "West", "North", "East")
DEFAULT_BOT_DELAY_MS = 450
S_TURN = "§1 Turn"


def default_names(players: int) -> tuple[str, ...]:
    if players == len(DEFAULT_NAMES):
        return DEFAULT_NAMES
    return ("You",) + tuple(f"Player {seat + 1}" for seat in range(1, players))


def replay_history(setup: DealSetup, history: Sequence[tuple[int, Action]]) -> DealState:
    """The deal rebuilt from its setup and the first actions of its history."""
    deal = DealState(setup)
    for seat, action in history:
        deal.apply(action, seat)
    return deal


class GameController(QObject):
    events_applied = Signal(list)  # model events, in order
    state_changed = Signal()
    refused = Signal(str, str, str)  # code, plain words, rule section
    deal_ended = Signal(object)  # DealResult
    game_ended = Signal(object)  # ScoreSheet
    turn_changed = Signal(int)  # the seat that must act now
    ask_go_out = Signal(int)  # the human's partner (this seat) asks "may I go out?"
    bot_thinking = Signal(int)  # a bot in this seat is choosing

    def __init__(self, parent: QObject | None = None,
                 bot_delay_ms: int = DEFAULT_BOT_DELAY_MS) -> None:
        super().__init__(parent)
        self.match: Match | None = None
        self.deal: DealState | None = None
        self.bots: list[Bot | None] = []
        self.last_result: DealResult | None = None
        # Animation speed: the least time between a bot's turn and its move
        # (0 = instant).  Thinking time counts towards it.
        self.bot_delay_ms = bot_delay_ms
        self._token = 0
        self._pending: tuple[int, int, Action] | None = None
        self._turn_start: int | None = None  # history index of the human's turn
        self._last_seat: int | None = None
        self._scored: DealState | None = None  # the deal last scored
        self._clock = QElapsedTimer()
        self._runner = BotRunner(self)
        self._runner.decided.connect(self._on_bot_decided)
        self._runner.failed.connect(self._on_bot_failed)
        self._apply_timer = QTimer(self)
        self._apply_timer.setSingleShot(True)
        self._apply_timer.timeout.connect(self._apply_pending)

    # ------------------------------------------------------------ game flow
    def new_game(self, rules: RuleSet | None = None, seed: int | None = None,
                 names: Sequence[str] | None = None,
                 bot_names: Sequence[str | None] | None = None) -> None:
        """A new match.  `bot_names` has one entry per seat: a bot level, or
        None for the human (only seat 0 may be human)."""
        rules = rules or get_rules("classic")
        if seed is None:
            seed = random.SystemRandom().randrange(2 ** 31)
        names = tuple(names) if names else default_names(rules.players)
        bot_names = tuple(bot_names) if bot_names else (None,) + ("greedy",) * (rules.players - 1)
        if len(bot_names) != rules.players or len(names) != rules.players:
            raise ValueError(f"{rules.players} players need {rules.players} names and bots")
        if any(name is None for name in bot_names[1:]):
            raise ValueError("only seat 0 may be played by a person")
        self._cancel_bot()
        self.bots = [make_bot(name) if name else None for name in bot_names]
        self.match = Match.new(rules, seed, names, draw_seats=False)
        self.last_result = None
        self._enter_deal(self.match.start_deal(), first=True)

    def next_deal(self) -> bool:
        """Deal again once the last deal is scored; False when it cannot."""
        match = self.match
        if match is None or match.is_over or self.deal is None or not self.deal.is_over:
            return False
        self._enter_deal(match.start_deal(), first=True)
        return True

    def load_deal(self, deal: DealState) -> None:
        """Play on from a given deal (a save, or a test's chosen position)."""
        if self.match is None:
            raise RuntimeError("start a game first")
        self._cancel_bot()
        self.match.deal = deal
        self._enter_deal(deal, first=False)

    def set_seat_bot(self, seat: int, bot_name: str | None) -> None:
        """Put a bot in a seat (or give seat 0 back to the person) mid-game."""
        if bot_name is None and seat != HUMAN_SEAT:
            raise ValueError("only seat 0 may be played by a person")
        self.bots[seat] = make_bot(bot_name) if bot_name else None
        if self.deal is not None and not self.deal.is_over:
            self._cancel_bot()
            self._last_seat = None
            self._advance()

    def shutdown(self) -> None:
        """Stop the bots (the window is closing)."""
        self._cancel_bot()
        self._runner.shutdown()

    # --------------------------------------------------------------- queries
    @property
    def names(self) -> tuple[str, ...]:
        return self.match.names if self.match else DEFAULT_NAMES

    @property
    def tables(self) -> CardTables:
        assert self.deal is not None
        return self.deal.tables

    @property
    def human_seat(self) -> int:
        return HUMAN_SEAT

    @property
    def deal_number(self) -> int:
        return self.deal.setup.deal_number if self.deal else 0

    def view(self) -> PlayerView:
        assert self.deal is not None
        return self.deal.view_for(HUMAN_SEAT)

    def is_human_turn(self) -> bool:
        deal = self.deal
        return (deal is not None and not deal.is_over and deal.current_seat == HUMAN_SEAT
                and self.bots[HUMAN_SEAT] is None)

    def waiting_for_bot(self) -> bool:
        deal = self.deal
        return deal is not None and not deal.is_over and self.bots[deal.current_seat] is not None

    def legal_actions(self) -> list[Action]:
        """The human's legal actions; empty when it is not his turn."""
        return self.deal.legal_actions() if self.is_human_turn() else []

    def matching_actions(self, cards: Sequence[int], target: str) -> list[Action]:
        """The legal actions that move these cards to this target."""
        if not self.is_human_turn():
            return []
        return gestures.matching_actions(self.deal, HUMAN_SEAT, cards, target)

    def resolve(self, cards: Sequence[int], target: str) -> gestures.Resolution:
        """The exact action a drop means, or the engine's reason to refuse it."""
        if self.deal is None:
            return gestures.Resolution(None, IllegalAction("no_game", "no game", S_TURN))
        if not self.is_human_turn():
            return gestures.Resolution(None, self._not_your_turn())
        return gestures.resolve(self.deal, HUMAN_SEAT, cards, target)

    def legal_targets(self, cards: Sequence[int], targets: Sequence[str]) -> set[str]:
        """Which of these targets would accept these cards (to light them up)."""
        if not self.is_human_turn():
            return set()
        return gestures.legal_targets(self.deal, HUMAN_SEAT, cards, targets)

    def own_meld_targets(self) -> list[str]:
        return gestures.own_meld_targets(self.deal, HUMAN_SEAT) if self.deal else []

    # --------------------------------------------------------------- acting
    def drop(self, cards: Sequence[int], target: str) -> bool:
        """The human dropped (or clicked) `cards` on `target`."""
        resolution = self.resolve(cards, target)
        if resolution.action is None:
            self._refuse(resolution.refusal)
            return False
        return self.try_action(resolution.action)

    def try_action(self, action: Action) -> bool:
        """Apply the human's action; on a refusal, emit `refused` and return False."""
        deal = self.deal
        if deal is None:
            return False
        if not self.is_human_turn():
            self._refuse(self._not_your_turn())
            return False
        try:
            events = deal.apply(action, HUMAN_SEAT)
        except IllegalAction as refusal:
            self._refuse(refusal)
            return False
        self._after_apply(events)
        return True

    def ask_partner(self) -> bool:
        return self.try_action(AskGoOut())

    def answer_go_out(self, yes: bool) -> bool:
        return self.try_action(AnswerGoOut(yes))

    # ----------------------------------------------------------------- undo
    def can_undo(self) -> bool:
        return self._undo_index() is not None

    def undo(self) -> bool:
        """Take back the human's last action of this turn (rebuilt by replay)."""
        index = self._undo_index()
        if index is None:
            return False
        deal = self.deal
        self._cancel_bot()
        rebuilt = replay_history(deal.setup, deal.history[:index])
        self.match.deal = rebuilt
        self.deal = rebuilt
        self.state_changed.emit()
        self._advance()
        return True

    def undo_turn(self) -> bool:
        """Take back every action of the human's turn so far."""
        done = False
        while self.undo():
            done = True
        return done

    def _undo_index(self) -> int | None:
        if not self.is_human_turn() or self._turn_start is None:
            return None
        history = self.deal.history
        for i in range(len(history) - 1, self._turn_start - 1, -1):
            if history[i][0] == HUMAN_SEAT:
                return i
        return None

    # ------------------------------------------------------------ internals
    def _enter_deal(self, deal: DealState, first: bool) -> None:
        self.deal = deal
        self._turn_start = None
        self._last_seat = None
        self._pending = None
        if first and deal.begin_events:
            self.events_applied.emit(list(deal.begin_events))
        self.state_changed.emit()
        self._advance()

    def _after_apply(self, events: list) -> None:
        self.events_applied.emit(list(events))
        self.state_changed.emit()
        self._advance()

    def _advance(self) -> None:
        """Whose turn is it now?  Ask that seat (or finish the deal)."""
        deal = self.deal
        if deal.is_over:
            self._finish_deal()
            return
        if deal.turn == HUMAN_SEAT and self.bots[HUMAN_SEAT] is None:
            if self._turn_start is None:
                self._turn_start = len(deal.history)
        else:
            self._turn_start = None
        seat = deal.current_seat
        bot = self.bots[seat]
        changed = seat != self._last_seat
        self._last_seat = seat
        if bot is not None:
            self._request_bot(seat, bot)
        if changed:
            self.turn_changed.emit(seat)
        if bot is None and deal.phase == ANSWER:
            self.ask_go_out.emit(deal.turn)

    def _finish_deal(self) -> None:
        """Score the finished deal onto the sheet, once."""
        if self._scored is self.deal:
            return
        self._scored = self.deal
        match = self.match
        self.last_result = match.finish_deal()
        self.deal_ended.emit(self.last_result)
        if match.is_over:
            self.game_ended.emit(score_sheet(match))

    def _request_bot(self, seat: int, bot: Bot) -> None:
        deal = self.deal
        self._token += 1
        rng = random.Random(f"{self.match.seed}:{deal.setup.deal_number}:{len(deal.history)}")
        self._clock.start()
        self.bot_thinking.emit(seat)
        self._runner.request(self._token, bot, deal.view_for(seat), deal.legal_actions(), rng)

    def _on_bot_decided(self, token: int, action: Action) -> None:
        if token != self._token or self.deal is None or self.deal.is_over:
            return  # a stale answer: new game, undo, or seat change since
        seat = self.deal.current_seat
        self._pending = (token, seat, action)
        elapsed = self._clock.elapsed() if self._clock.isValid() else 0
        self._apply_timer.start(max(0, self.bot_delay_ms - elapsed))

    def _on_bot_failed(self, token: int, trace: str) -> None:
        log.error("a bot failed; playing its first legal action\n%s", trace)
        if token == self._token and self.deal is not None and not self.deal.is_over:
            self._on_bot_decided(token, self.deal.legal_actions()[0])

    def _apply_pending(self) -> None:
        pending, self._pending = self._pending, None
        if pending is None or pending[0] != self._token:
            return
        _, seat, action = pending
        deal = self.deal
        try:
            events = deal.apply(action, seat)
        except IllegalAction:
            log.exception("a bot chose an illegal action %r; playing a legal one", action)
            events = deal.apply(deal.legal_actions()[0], seat)
        self._after_apply(events)

    def _cancel_bot(self) -> None:
        self._token += 1
        self._pending = None
        self._apply_timer.stop()

    def _refuse(self, refusal: IllegalAction | None) -> None:
        if refusal is None:
            return
        self.refused.emit(refusal.code, refusal.message, refusal.section)

    def _not_your_turn(self) -> IllegalAction:
        if self.deal is not None and self.deal.is_over:
            return IllegalAction("deal_over", "the deal is over", S_TURN)
        who = self.names[self.deal.current_seat] if self.deal else "nobody"
        return IllegalAction("not_your_turn", f"it is not your turn: {who} is playing", S_TURN)
