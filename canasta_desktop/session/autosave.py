"""Autosave, Continue, named saves and the sheet archive, wired to the game
controller without changing it.

After every change the controller reports (`changed`: each move, each
new deal) the match is recorded on the UI thread and written to its
autosave, atomically, by a writer thread (`SaveWriter`): the table never
waits for the disk (an fsync took most of a move's time), and a newer save
replaces one still waiting.  `flush()` (the window calls it when it closes)
and every reader of `last_path` wait until the newest save is on disk, so
the last move is never lost; a crash loses at most the moves of the last
few milliseconds.  When a deal is
scored (`deal_ended`) the game's score sheet is archived as well.

Resuming a save hands the replayed match to `GameController.load_game` with
each person's bot level (in `match.names` order, as the controller's
`person_bots`): the person at the computer keeps the place the seating draw
gave him, also in five and six-rotating where someone sits each deal out.
A deal that had ended when the game was saved is not scored again: the
controller announces its result again, so the player sees it and deals the
next one as usual.  The cards hidden from the person are dealt anew when a
game is resumed (model/reshuffle.py), so a save tells him nothing he has
not seen.
"""

from __future__ import annotations

import logging
import random
from dataclasses import replace
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING, NoReturn

from PySide6.QtCore import QObject, QTimer, Signal

from .. import words
from ..bots import bot_names
from ..model.errors import IllegalAction
from ..model.match import Match
from ..persistence.archive import SheetArchive
from ..persistence.paths import DataPaths
from ..persistence.saves import (NO_GAME, NOT_REPLAYABLE, READ_ONLY_WINDOW, GameRecorder,
                                 GameSave, RestoredGame, SaveError, SaveProblem, SaveStore,
                                 new_game_id, parse_iso, plays_beyond)
from ..printing.sources import SheetSource, from_match
from .refusals import reason_text
from .save_writer import SaveWriter
from .settings import default_bot_level
from .table_change import TableChange

if TYPE_CHECKING:
    from .controller import GameController

log = logging.getLogger(__name__)

class Autosaver(QObject):
    saved = Signal(str)  # the autosave's path, after each write
    pruned = Signal(int)  # how many autosaves of finished games were removed
    save_failed = Signal(str)  # the reason, in plain words (disk full, no rights...)
    # ... and, when the disk refused (not the game), the folder it refused to write in
    write_failed = Signal(str, str)
    sheet_failed = Signal(str, str)  # the game's score sheet was not kept: reason, folder
    sheet_archived = Signal(str)  # the game id whose sheet was written

    def __init__(self, controller: "GameController", store: SaveStore,
                 archive: SheetArchive | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.store = store
        self.archive = archive
        self.enabled = True
        self.last_save: GameSave | None = None
        self._last_path: Path | None = None
        self._writer = SaveWriter(lambda save: self.store.write_autosave(save))
        self._last_write_ok = True
        self._collect_timer = QTimer(self)  # reads the writer's results on this thread
        self._collect_timer.setInterval(100)
        self._collect_timer.timeout.connect(self._collect)
        self._match: Match | None = None
        self._recorder: GameRecorder | None = None
        self._paused = False
        self._unsaveable: Match | None = None  # a match whose position cannot be recorded
        # A game opened from a named save as a game of its own, and that save:
        # not written until it is played beyond it (`save_soon`).
        self._copy_of: tuple[Match, GameSave] | None = None
        self._unsaveable_because: Exception | None = None  # why: said again by Save as
        self._failure_said: str | None = None  # the saving failure last reported
        self._sheet_failure_said: str | None = None  # ... and the score sheet's
        self.shuffler = random.Random()  # deals a resumed game's hidden cards anew
        controller.changed.connect(self.save_soon)
        controller.deal_ended.connect(self._on_deal_ended)

    @staticmethod
    def for_data_dir(controller: "GameController", data_dir: str | None = None,
                     parent: QObject | None = None, read_only: bool = False) -> "Autosaver":
        """`read_only`: another window writes this folder; this one never does."""
        paths = DataPaths.resolve(data_dir)
        autosaver = Autosaver(controller, SaveStore(paths, read_only),
                              SheetArchive(paths, read_only), parent)
        autosaver.enabled = not read_only
        return autosaver

    # ------------------------------------------------------------ queries
    @property
    def game_id(self) -> str | None:
        return self._recorder.game_id if self._recorder else None

    @property
    def started(self) -> datetime | None:
        return parse_iso(self._recorder.created) if self._recorder else None

    def keeps_the_game(self) -> bool:
        """The game on the table is saved as it is played, so that Game →
        Open a saved game… lists it once left: not in a read-only window,
        nor a game whose position cannot be recorded, nor while the disk
        refuses its writes (review F9: New game said "kept" there)."""
        match = self.controller.match
        return (match is not None and self.enabled and not self.store.read_only
                and match is not self._unsaveable and self._last_write_ok)

    def bot_levels(self) -> list[str | None]:
        """Each person's bot level (None: the person at the computer), in
        `match.names` order: every person, also those sitting this deal out."""
        return list(self.controller.person_bots)

    def sheet_source(self) -> SheetSource | None:
        """The running game's score sheet, for the Score sheet window."""
        match = self.controller.match
        if match is None:
            return None
        return from_match(match, self.started if match is self._match else None)

    # ------------------------------------------------------------ saving
    def _recorder_for(self, match) -> GameRecorder:
        if match is not self._match or self._recorder is None:
            self._match = match
            self._recorder = GameRecorder(seating_drawn=match.seating is not None)
            try:
                removed = self.store.prune_autosaves(protect=[self._recorder.game_id])
            except OSError:
                log.warning("could not prune old autosaves", exc_info=True)
            else:
                if removed:
                    self.pruned.emit(len(removed))
        return self._recorder

    @property
    def last_path(self) -> Path | None:
        """The autosave's file, with the newest save written into it."""
        self.flush()
        return self._last_path

    def save_soon(self, change: TableChange | None = None) -> bool:
        """Record the match now and hand it to the writer thread (the slot of
        `changed`); False when there is nothing to save."""
        save = self._record()
        if save is None or self._unplayed_copy(save):
            return False
        self._writer.submit(save)
        if not self._collect_timer.isActive():
            self._collect_timer.start()
        return True

    def _unplayed_copy(self, save: GameSave) -> bool:
        """Whether `save` is a game opened from a named save as a game of its
        own and not played beyond it yet: its autosave would be a second row
        of the same game in Open (play-test s41: a named save opened again
        and left was listed a third time, with the named save's moves)."""
        if self._copy_of is None:
            return False
        match, named = self._copy_of
        if match is self.controller.match and not plays_beyond(save, named):
            return True
        self._copy_of = None
        return False

    def flush(self) -> None:
        """Wait until the newest save handed to the writer is on disk."""
        self._writer.flush()
        self._collect()

    def shutdown(self) -> None:
        """Write what is left to write and stop the writer thread."""
        self._writer.close()
        self._collect()

    def _collect(self) -> None:
        for result in self._writer.take_results():
            self._last_write_ok = result.path is not None
            if result.path is None:
                self._report_failure(result.error or OSError("unknown failure"))
            else:
                self._failure_said = None
                self._last_path = result.path
                self.saved.emit(str(result.path))
        if not self._writer.busy():
            self._collect_timer.stop()

    def forget(self, game_id: str) -> None:
        """Delete the autosave of a game left before the person played in it
        (a new game started over it): nothing of it is worth resuming."""
        if not self.enabled or self.store.read_only:
            return  # another window writes this folder: this one deletes nothing
        self.flush()  # no write of it still on its way to the disk
        try:
            self.store.delete(self.store.autosave_path(game_id))
        except (OSError, SaveError):
            log.warning("could not delete the autosave of game %s", game_id, exc_info=True)

    def save_now(self) -> Path | None:
        """Write the autosave now and wait for it (deal ends, Save as)."""
        if not self.save_soon():
            return None
        self.flush()
        return self._last_path if self._last_write_ok else None

    def _record(self) -> GameSave | None:
        """The match as a save, recorded on the UI thread (the match changes)."""
        match = self.controller.match
        if self._paused or not self.enabled or match is None or match is self._unsaveable:
            return None
        recorder = self._recorder_for(match)
        try:
            save = recorder.observe(match, self.bot_levels(),
                                    taken_back=self.controller.taken_back)
        except (IllegalAction, ValueError) as exc:  # SaveError is a ValueError
            # A position set up by hand (a test's, a tutorial's) that its
            # deal's setup and actions do not rebuild, or rules changed beyond
            # the house options: a save could not be replayed, so this game
            # is not saved at all (said once, not at every move).
            self._unsaveable, self._unsaveable_because = match, exc
            reason = self._unsaveable_reason()
            log.warning("this game cannot be saved: %s", reason)
            self.save_failed.emit(reason)
            return None
        self.last_save = save
        return save

    def _report_failure(self, exc: Exception) -> None:
        """Say why saving failed, once for as long as the same failure lasts
        (not at every move), and keep playing."""
        reason = words.failure_reason(exc)
        log.error("autosave failed: %s", str(exc)[:160] or type(exc).__name__)
        if reason != self._failure_said:
            self._failure_said = reason
            if isinstance(exc, OSError):
                self.write_failed.emit(reason, str(self.store.paths.autosave_dir))
            else:
                self.save_failed.emit(reason)

    def _on_deal_ended(self, _result: object) -> None:
        if self._paused or self.save_now() is None or self.archive is None:
            return
        match, recorder, save = self.controller.match, self._recorder, self.last_save
        if match is None or recorder is None or save is None:
            return
        try:
            written = self.archive.record_game(match, recorder.deal_states(), save)
        except Exception as exc:  # noqa: BLE001 - the game goes on without its sheet
            # The game itself is saved: only its sheet is missing (review: this
            # was told as a lost autosave, in the autosave's folder).
            log.error("score sheet not kept: %s", str(exc)[:160] or type(exc).__name__)
            reason = words.failure_reason(exc)
            if reason != self._sheet_failure_said:
                self._sheet_failure_said = reason
                self.sheet_failed.emit(reason, str(self.archive.paths.sheets_dir))
            return
        self._sheet_failure_said = None
        if written is not None:
            self.sheet_archived.emit(recorder.game_id)

    def save_as(self, title: str) -> Path:
        """A named save of the running game (OSError/SaveError on failure),
        then its autosave, written once: the game played on is that named
        save's continuation, and its autosave row says so rather than "Game
        of 8:38" beside it (the recorder keeps the title from now on)."""
        save = self._record()
        if save is None or self._recorder is None:
            self._why_not_saved()
        path = self.store.save_as(save, title)
        self._recorder.continued_from = title
        self.save_now()  # recorded again: the recorder says which save it continues
        return path

    def _unsaveable_reason(self) -> str:
        """Why the game on the table cannot be saved, in the player's language."""
        exc = self._unsaveable_because
        if isinstance(exc, IllegalAction):
            return reason_text(exc)
        return words.failure_reason(exc) if exc is not None else ""

    def _why_not_saved(self) -> NoReturn:
        """Save as found nothing to write: the actual reason (play-test: a
        game on the table that cannot be saved was told "there is no game
        to save")."""
        match = self.controller.match
        if match is not None and match is self._unsaveable:
            raise SaveError(NOT_REPLAYABLE, "a save could not play this game back",
                            reason=self._unsaveable_reason())
        if match is not None and not self.enabled:
            raise SaveError(READ_ONLY_WINDOW, "this window saves no game")
        raise SaveError(NO_GAME, "there is no game to save")

    # ------------------------------------------------------------ resuming
    @staticmethod
    def resumed_bots(levels, give_back_his_seat: bool = True,
                     person: int | None = None) -> list[str | None]:
        """The bot levels to play on with: the person saved as played at the
        computer keeps his place; a save whose every seat is a bot (his own
        seat played by one, or a game of the arena) gives the person his
        place back (`person`, the save's; by default player 0) when
        `give_back_his_seat`.  Only one person may play at this table: the
        others saved as people (a hot-seat game from elsewhere) are played
        by a bot."""
        levels = list(levels)
        people = [p for p, level in enumerate(levels) if level is None]
        at_rest = (person or 0) if give_back_his_seat else None
        me = people[0] if people else at_rest
        known = bot_names()
        fallback = default_bot_level(known)
        # A level this version does not know (or none) plays at the default level.
        return [None if p == me else (level if level in known else fallback)
                for p, level in enumerate(levels)]

    def resume(self, restored: RestoredGame, give_back_his_seat: bool = True) -> bool:
        """Play on from a replayed save.  The person at the computer plays where
        the save has him; with `give_back_his_seat`, a save played by bots
        only (the arena's, or his seat given to a bot) gives him his place
        back (`Match.person`), the others keeping their bot levels.  True when it goes on as a game of its own: its game was
        played on since it was saved, and that play stays in its autosave
        (play-test: opening "Tuesday night" rewound the game being played
        and wrote over the deal finished since)."""
        self.flush()  # the game left behind is on disk, for Continue to offer later
        forked = self.store.holds_later_play(restored.save)
        if forked:
            restored.save = replace(restored.save, game_id=new_game_id())
        bots = self.resumed_bots(restored.save.bots, give_back_his_seat, restored.match.person)
        restored.reshuffle_unseen(self.shuffler, bots.index(None) if None in bots else None)
        match = restored.match
        # The resumed game goes on in its own autosave: the recorder must be
        # in place before the controller reports the restored position.
        self._match = match
        self._copy_of = (match, restored.save) if forked else None
        self._recorder = GameRecorder.resume(restored)
        self.controller.load_game(match, bots, restored.current_taken_back)
        return forked

    def continue_last(self) -> tuple[RestoredGame | None, list[SaveProblem]]:
        """"Continue": resume the last unfinished game other than the one being
        played, if any; with the files that could not be read, in plain words."""
        self.flush()  # the saves folder as it is after the last move
        exclude = [self.game_id] if self.game_id else []
        try:
            restored, problems = self.store.continue_game(exclude)
        except OSError as exc:  # the saves folder itself cannot be listed
            log.error("cannot list the saves: %s", exc)
            return None, []
        if restored is not None:
            self.resume(restored, give_back_his_seat=False)
        return restored, problems

    def has_unfinished_game(self) -> bool:
        """Whether "Continue" has something to resume (without replaying)."""
        self.flush()
        exclude = [self.game_id] if self.game_id else []
        return bool(self.store.unfinished_autosaves(exclude=exclude))
