"""The game controller: owns the match and the current deal, applies actions,
lets the bots play off the UI thread (bot_turns.py), and tells the table
what happened.  Who sits where is seats.py's (`people`); what the person
has seen and done in the deal, and so how far Undo and Redo go, is
deal_memory.py's (`memory`); what the table asks of his turn (is it his,
what a gesture means, why a move would be refused) is turn_questions.py's
(`questions`); his moves sent to the engine are person_moves.py's (`moves`).
The table reads each under the same name here (forward.py).

Data flows one way (ARCHITECTURE "Layers"): the table turns a gesture into
(cards, target), the controller builds the action and asks the engine, the
engine returns events, the controller emits them.
"""

from __future__ import annotations

import random
from typing import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ..bots.base import Bot
from ..model.actions import Action
from ..model.cards import CardTables
from ..model.events import Event, Penalised, seen_by
from ..model.match import DealResult, Match, Seating, score_sheet
from ..model.rules import RuleSet, get_rules
from ..model.state import DealSetup, DealState
from ..model.taken_back import TakenBack
from ..model.view import PlayerView
from . import undo as undo_rules
from .bot_turns import BotTurns
from .deal_memory import DealMemory
from .forward import Forward
from .person_moves import PersonMoves
from .redo import RedoList
from .seats import TablePeople, people_at_the_computer
from .seats import shown_name as shown_name  # noqa: F401  (ui/ and tests import it from here)
from .settings import default_bot_level
from .table_change import TableChange
from .turn_questions import TurnQuestions


DEFAULT_BOT_DELAY_MS = 450


def default_names(players: int) -> tuple[str, ...]:
    you = QCoreApplication.translate("GameController", "You")
    if players == 4:
        return (you, QCoreApplication.translate("GameController", "West"),
                QCoreApplication.translate("GameController", "North"),
                QCoreApplication.translate("GameController", "East"))
    # The literal is words.PLAYER_N: the catalogue scan reads literals only.
    return (you,) + tuple(QCoreApplication.translate("GameController", "Player {n}").format(
        n=seat + 1) for seat in range(1, players))


def replay_history(setup: DealSetup, history: Sequence[tuple[int, Action]]) -> DealState:
    """The deal rebuilt from its setup and the first actions of its history."""
    deal = DealState(setup)
    for seat, action in history:
        deal.apply(action, seat)
    return deal


class GameController(QObject):
    changed = Signal(object)  # TableChange: a move's events, as the seat shown sees them, and the view after it
    refused = Signal(object)  # the IllegalAction: code, rule section, parameters
    deal_ended = Signal(object)  # DealResult
    game_ended = Signal(object)  # ScoreSheet
    game_started = Signal()  # a new match (its seating, rules and names are set)
    turn_changed = Signal(int)  # the seat that must act now
    ask_go_out = Signal(int)  # the human's partner (this seat) asks "may I go out?"
    bot_thinking = Signal(int)  # a bot in this seat is choosing

    # The parts' names the table and the tests read here: the bots' turns
    # (bot_turns.py), who sits where (seats.py), what the person has seen
    # and done in the deal (deal_memory.py).
    bot_delay_ms = Forward[int]("bot_turns", writable=True)  # least wait for a bot's move
    match = Forward[Match | None]("people")
    person_bots = Forward[list[str | None]]("people")  # each person's bot level
    me = Forward[int]("people", writable=True)  # the person at the computer
    bots = Forward[list[Bot | None]]("people", writable=True)  # per seat of the deal
    names = Forward[tuple[str, ...]]("people")  # per seat of the deal
    seat_levels = Forward[tuple[str | None, ...]]("people")
    person_names = Forward[tuple[str, ...]]("people")
    seat_people = Forward[tuple[int, ...]]("people")
    human_seat = Forward[int | None]("people")
    you_seat = Forward[int | None]("people")
    viewpoint = Forward[int]("people")
    side_names = Forward.method("people", TablePeople.side_names)
    sitting_out = Forward.method("people", TablePeople.sitting_out)
    players_and_rules = Forward.method("people", TablePeople.players_and_rules)
    taken_back = Forward[list[TakenBack]]("memory")
    replayed_events = Forward[list[Event | TakenBack]]("memory")
    redo_list = Forward[RedoList]("memory")
    penalties = Forward[list[Penalised]]("memory")
    # What the table asks of the person's turn, gestures included (turn_questions.py).
    human_turn = Forward.method("questions", TurnQuestions.human_turn)
    is_human_turn = Forward.method("questions", TurnQuestions.is_human_turn)
    legal_actions = Forward.method("questions", TurnQuestions.legal_actions)
    matching_actions = Forward.method("questions", TurnQuestions.matching_actions)
    resolve = Forward.method("questions", TurnQuestions.resolve)
    legal_targets = Forward.method("questions", TurnQuestions.legal_targets)
    own_meld_targets = Forward.method("questions", TurnQuestions.own_meld_targets)
    pile_top_target = Forward.method("questions", TurnQuestions.pile_top_target)
    refusal_for = Forward.method("questions", TurnQuestions.refusal_for)
    goes_out_with = Forward.method("questions", TurnQuestions.goes_out_with)
    may_ask = Forward.method("questions", TurnQuestions.may_ask)
    go_out_outlook = Forward.method("questions", TurnQuestions.go_out_outlook)
    partner_name = Forward.method("questions", TurnQuestions.partner_name)
    # The person's moves (person_moves.py); the table's question before a
    # move that costs a penalty (None: none asked).
    drop = Forward.method("moves", PersonMoves.drop)
    let_go_nowhere = Forward.method("moves", PersonMoves.let_go_nowhere)
    try_action = Forward.method("moves", PersonMoves.try_action)
    ask_partner = Forward.method("moves", PersonMoves.ask_partner)
    answer_go_out = Forward.method("moves", PersonMoves.answer_go_out)
    choose_packet = Forward.method("moves", PersonMoves.choose_packet)
    confirm_cost = Forward[Callable[[Action, int], None] | None]("moves", writable=True)

    def __init__(self, parent: QObject | None = None,
                 bot_delay_ms: int = DEFAULT_BOT_DELAY_MS) -> None:
        super().__init__(parent)
        self.people = TablePeople()  # the game's people, who sits where (seats.py)
        self.deal: DealState | None = None
        self.last_result: DealResult | None = None
        self.paused = False  # bots wait (the seating draw is being shown)
        # The bots play the deal out without the table's pauses (the table's
        # Game → Skip to the deal's end, ui/deal_skip.py, sets it).
        self.skipping_deal = False
        # The player's setting: Undo may take back a whole round against bots.
        self.allow_round_undo = False
        self._last_seat: int | None = None
        # What the person has seen and done in this deal: Undo, Redo, the
        # log of a deal entered with a history, its penalties (deal_memory.py).
        self.memory = DealMemory()
        # What the table asks of his turn: the engine answers (turn_questions.py).
        self.questions = TurnQuestions(lambda: self.deal, lambda: self.people)
        # His moves sent to the engine: a refusal said, a move played told
        # (person_moves.py); a costly one asked first (`confirm_cost`).
        self.moves = PersonMoves(lambda: self.deal, self.questions, self.refused.emit,
                                 self._after_apply)
        # The bots' turns: each move asked off the UI thread, played at the
        # table's pace; a bot's wait is longer while round Undo may take
        # back the person's discard (bot_turns.py).
        self.bot_turns = BotTurns(
            lambda: self.deal,
            lambda: self.allow_round_undo and self.undo_takes_back_round(),
            bot_delay_ms, self)
        self.bot_turns.thinking.connect(self.bot_thinking)
        self.bot_turns.played.connect(self._after_apply)

    # ------------------------------------------------------------ game flow
    def new_game(self, rules: RuleSet | None = None, seed: int | None = None,
                 names: Sequence[str] | None = None,
                 bot_names: Sequence[str | None] | None = None,
                 draw_seats: bool = False, paused: bool = False) -> None:
        """A new match.  `names` and `bot_names` have one entry per person: a
        bot level, or None for the person at the computer (at most one; with
        none, bots play every seat and player 0's side is shown).  With
        `draw_seats`, the seating draw (§1) decides where each one sits.
        With `paused`, the bots wait for `resume()` (the draw is shown)."""
        rules = rules or get_rules("classic")
        if seed is None:
            seed = random.SystemRandom().randrange(2 ** 31)
        names = tuple(names) if names else default_names(rules.players)
        bot_names = (tuple(bot_names) if bot_names
                     else (None,) + (default_bot_level(),) * (rules.players - 1))
        if len(bot_names) != rules.players or len(names) != rules.players:
            raise ValueError(f"{rules.players} players need {rules.players} names and bots")
        people = people_at_the_computer(bot_names)
        self.bot_turns.cancel()
        self.paused = paused
        match = Match.new(rules, seed, names, draw_seats=draw_seats,
                          person=people[0] if people else 0)
        self.people = TablePeople.drawn(match, bot_names)
        self.last_result = None
        self._leave_deal()
        self.game_started.emit()
        self._enter_deal(match.start_deal(), first=True)

    def load_game(self, match: Match, bot_names: Sequence[str | None],
                  taken_back: Sequence[TakenBack] = ()) -> None:
        """Play on from a match rebuilt elsewhere (a save replayed), where it
        stopped.  `bot_names` holds each person's bot level in `match.names`
        order (as `person_bots`), None for the person at the computer, who
        keeps the place the match has him in (`Match.person`, the seating
        draw's, say), also while a bot plays it (then his side is shown).

        A deal that had ended and was scored when the game was saved is not
        scored again: its result is announced again (`deal_ended`, and
        `game_ended` for a finished game) so that the player sees it and
        deals the next one as usual.  A match saved before its first deal
        deals it now.  `taken_back`: the Undos of the match's deal so far
        (its log tells them)."""
        rules = match.rules
        bot_names = tuple(bot_names)
        if len(bot_names) != rules.players or len(match.names) != rules.players:
            raise ValueError(f"{rules.players} players need {rules.players} names and bots")
        people = people_at_the_computer(bot_names)
        if people and people[0] != match.person:
            raise ValueError("the person at the computer plays another player's seat")
        self.bot_turns.cancel()
        self.paused = False
        self.people = TablePeople(match, bot_names)
        fresh = match.deal is None
        deal = match.start_deal() if match.deal is None else match.deal
        scored = match.deal_scored
        self.last_result = match.results[-1] if match.results else None
        self._leave_deal()
        self.game_started.emit()
        self._enter_deal(deal, first=fresh, taken_back=() if fresh else taken_back)
        if scored and self.match is match and self.deal is deal:
            self.deal_ended.emit(self.last_result)
            if match.is_over:
                self.game_ended.emit(score_sheet(match))

    def next_deal(self) -> bool:
        """Deal again once the last deal is scored; False when it cannot."""
        match = self.match
        if match is None or match.is_over or not match.deal_scored:
            return False
        self._enter_deal(match.start_deal(), first=True)
        return True

    def load_deal(self, deal: DealState) -> None:
        """Play on from a given deal (a save, or a test's chosen position)."""
        if self.match is None:
            raise RuntimeError("start a game first")
        self.bot_turns.cancel()
        self.match.deal = deal
        self._enter_deal(deal, first=False)

    def set_seat_bot(self, seat: int, bot_name: str | None) -> None:
        """Put a bot in a seat (or give the person's seat back) mid-game."""
        self.people.put_bot(seat, bot_name)
        self.redo_list.clear()  # who plays the seat changed: a new position for Redo
        if self.deal is not None and not self.deal.is_over:
            self.bot_turns.cancel()
            self._last_seat = None
            self._emit_change()
            self._advance()

    def pause(self) -> None:
        """Bots wait (while the seating draw is shown)."""
        self.paused = True
        self.bot_turns.cancel()

    def resume(self) -> None:
        if not self.paused:
            return
        self.paused = False
        if self.deal is not None:
            self._last_seat = None
            self._advance()

    def shutdown(self) -> None:
        """Stop the bots (the window is closing)."""
        self.bot_turns.shutdown()

    # --------------------------------------------------------------- queries
    @property
    def rules(self) -> RuleSet | None:
        return self.match.rules if self.match else None

    @property
    def spectating(self) -> bool:
        """He sits this deal out: he watches, his team's side at the bottom."""
        return self.human_seat is None

    @property
    def seating(self) -> Seating | None:
        return self.match.seating if self.match else None

    @property
    def tables(self) -> CardTables:
        assert self.deal is not None
        return self.deal.tables

    @property
    def only_bots_play(self) -> bool:
        """The deal in play goes on without the person: he sits it out, or a
        bot plays his seat.  Nothing waits for him until the deal's end, so
        the table may play it out without its pauses."""
        return self.deal is not None and not self.deal.is_over and self.you_seat is None

    @property
    def deal_number(self) -> int:
        return self.deal.setup.deal_number if self.deal else 0

    def view(self) -> PlayerView:
        assert self.deal is not None
        return self.deal.view_for(self.viewpoint)

    # ----------------------------------------------------------------- undo
    def can_undo(self) -> bool:
        return self._undo_index() is not None

    def undo_takes_back_round(self) -> bool:
        """The next Undo takes back the round: the player's last move of his
        previous turn (or of the turn he just ended) and the bots' moves since."""
        index = self._undo_index()
        return index is not None and index != self._own_undo_index()

    def undo_blocked(self) -> undo_rules.UndoBlocked | None:
        """Why Undo is not offered now (None when it is): a code and its
        parameters, for the player to learn why (undo.blocked)."""
        return self.memory.undo_blocked(self.deal, self.you_seat, self.allow_round_undo,
                                        self.names, self.match is not None and self.match.is_over)

    def undo(self) -> bool:
        """Take back the human's last action of this turn; with nothing left
        to take back in it and `allow_round_undo`, his discard once his turn
        is over, while nobody has played since (undo.py).
        The deal is rebuilt by replay, same engine."""
        index = self._undo_index()
        if index is None:
            return False
        round_back = index != self._own_undo_index()
        deal, match = self.deal, self.match
        if deal is None or match is None:
            return False
        self.bot_turns.cancel()  # a bot's answer in flight is for a position now gone
        rebuilt = replay_history(deal.setup, deal.history[:index])
        # Before the table hears of it: the menus ask whether Redo is offered.
        # A round taken back: _advance() starts the player's turn again here.
        back = self.memory.took_back(deal, index, rebuilt, round_back, self.viewpoint)
        match.deal = rebuilt
        self.deal = rebuilt
        if round_back:
            self._last_seat = None
        self._emit_change(taken_back=back)
        self._advance()
        return True

    def undo_turn(self) -> bool:
        """Take back every action of the human's turn so far."""
        done = False
        while self._own_undo_index() is not None and self.undo():
            done = True
        return done

    # ----------------------------------------------------------------- redo
    def redo_move(self) -> Action | None:
        """The move Redo would play again now (None: nothing to redo)."""
        return self.memory.redo_move(self.deal, self.you_seat)

    def can_redo(self) -> bool:
        return self.redo_move() is not None

    def redo(self) -> bool:
        """Play again the last move Undo took back, as any move of the
        player's: the engine judges it.  If the engine refuses it, nothing
        is left to redo and the refusal is said as usual (`refused`).  The
        player agreed to its cost, if any, when he first played it."""
        action = self.redo_move()
        if action is None:
            return False
        self.memory.redoing = True
        try:
            played = self.try_action(action, confirmed=True)
        finally:
            self.memory.redoing = False
        if not played:
            self.memory.redo_list.clear()
        return played

    def _own_undo_index(self) -> int | None:
        return self.memory.own_undo_index(self.deal, self.you_seat)

    def _undo_index(self) -> int | None:
        return self.memory.undo_index(self.deal, self.you_seat, self.allow_round_undo)

    # ------------------------------------------------------------ internals
    def _game(self) -> tuple[Match, DealState]:
        """The match and the deal in play: the internals below run only while
        there is one (a call without one is a programming error)."""
        if self.match is None or self.deal is None:
            raise RuntimeError("no game in progress")
        return self.match, self.deal

    def _leave_deal(self) -> None:
        """A new match, before the table hears of it: the last game's deal
        goes, as its seats went with the last game's `people`, so that
        nothing reads the new match's people through the old deal's seats
        (review: Origen for four after rami for six raised IndexError as the
        table followed the new game)."""
        self.deal = None
        self.redo_list.clear()

    def _enter_deal(self, deal: DealState, first: bool,
                    taken_back: Sequence[TakenBack] = ()) -> None:
        self.deal = deal
        self.people.sit(deal.setup.deal_number, deal.n)  # no game: RuntimeError
        self._last_seat = None
        self.bot_turns.cancel()  # any move asked was for the deal left
        self.memory.enter(deal, self.viewpoint, first, taken_back)
        self._emit_change(deal.begin_events if first else ())
        self._advance()

    def _after_apply(self, events: list) -> None:
        _, deal = self._game()
        self.memory.played(deal, events, self.viewpoint)
        self._emit_change(events)
        self._advance()

    def _emit_change(self, events: Sequence[Event] = (),
                     taken_back: TakenBack | None = None) -> None:
        """Tell the table, the panels and the autosave what changed, once
        (the events as the seat shown sees them: no hidden card; an Undo)."""
        # Undo reads where the player's turn began: known before the menus
        # ask (a save resumed in the middle of his turn told them too soon).
        self.memory.note_turn(self.deal, self.you_seat)
        self.changed.emit(TableChange(tuple(seen_by(events, self.viewpoint)), self.view(),
                                      taken_back))

    def _advance(self) -> None:
        """Whose turn is it now?  Ask that seat (or finish the deal)."""
        deal = self.deal
        if deal is None:
            return
        if deal.is_over:
            self._finish_deal()
            return
        self.memory.note_turn(deal, self.you_seat)
        seat = deal.current_seat
        bot = self.bots[seat]
        changed = seat != self._last_seat
        self._last_seat = seat
        if bot is not None and not self.paused:
            match, _ = self._game()
            self.bot_turns.request(seat, bot, match.seed)
        if changed:
            self.turn_changed.emit(seat)
        asker = deal.asking_seat  # the person in `seat` must answer him (§1 Going out)
        if bot is None and asker is not None:
            self.ask_go_out.emit(asker)

    def _finish_deal(self) -> None:
        """Score the finished deal onto the sheet, once (the match knows)."""
        match, _ = self._game()
        if match.deal_scored:
            return
        self.last_result = match.finish_deal()
        self.deal_ended.emit(self.last_result)
        if match.is_over:
            self.game_ended.emit(score_sheet(match))
