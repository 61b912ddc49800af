"""Autosave, Continue, named saves and the sheet archive, wired to the game
controller without changing it.

After every change the controller reports (`state_changed`: each move, each
new deal) the match is written to its autosave, atomically; a crash between
two moves therefore loses at most the move in progress.  When a deal is
scored (`deal_ended`) the game's score sheet is archived as well.

Resuming a save uses only the controller's public calls: `new_game` with the
save's rules, seed, names and bot levels, then the replayed match is put in
place and `load_deal` plays on from the replayed deal.  A deal that had ended
when the game was saved is scored again by the controller, so the player
sees its result and deals the next one as usual.
"""

from __future__ import annotations

import logging
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Signal

from ..persistence.archive import SheetArchive
from ..persistence.paths import DataPaths
from ..persistence.saves import (GameRecorder, GameSave, RestoredGame, SaveError, SaveProblem,
                                 SaveStore, parse_iso)
from ..printing.sources import SheetSource, from_match

if TYPE_CHECKING:
    from .controller import GameController

log = logging.getLogger(__name__)

DEFAULT_BOT = "greedy"


class Autosaver(QObject):
    saved = Signal(str)  # the autosave's path, after each write
    save_failed = Signal(str)  # the reason, in plain words (disk full, no rights...)
    sheet_archived = Signal(str)  # the game id whose sheet was written

    def __init__(self, controller: "GameController", store: SaveStore,
                 archive: SheetArchive | None = None, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.store = store
        self.archive = archive
        self.enabled = True
        self.last_save: GameSave | None = None
        self.last_path: Path | None = None
        self._match = None
        self._recorder: GameRecorder | None = None
        self._paused = False
        controller.state_changed.connect(self.save_now)
        controller.deal_ended.connect(self._on_deal_ended)

    @staticmethod
    def for_data_dir(controller: "GameController", data_dir: str | None = None,
                     parent: QObject | None = None) -> "Autosaver":
        paths = DataPaths.resolve(data_dir)
        return Autosaver(controller, SaveStore(paths), SheetArchive(paths), parent)

    # ------------------------------------------------------------ queries
    @property
    def game_id(self) -> str | None:
        return self._recorder.game_id if self._recorder else None

    @property
    def started(self) -> datetime | None:
        return parse_iso(self._recorder.created) if self._recorder else None

    def bot_levels(self) -> list[str | None]:
        return [bot.name if bot is not None else None for bot in self.controller.bots]

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
                self.store.prune_autosaves(protect=[self._recorder.game_id])
            except OSError:
                log.warning("could not prune old autosaves", exc_info=True)
        return self._recorder

    def save_now(self) -> Path | None:
        """Write the autosave now (also the slot of `state_changed`)."""
        match = self.controller.match
        if self._paused or not self.enabled or match is None:
            return None
        recorder = self._recorder_for(match)
        try:
            save = recorder.observe(match, self.bot_levels())
            path = self.store.write_autosave(save)
        except (OSError, SaveError) as exc:
            reason = exc.message if isinstance(exc, SaveError) else (exc.strerror or str(exc))
            log.error("autosave failed: %s", reason)
            self.save_failed.emit(reason)
            return None
        self.last_save, self.last_path = save, path
        self.saved.emit(str(path))
        return path

    def _on_deal_ended(self, _result: object) -> None:
        if self._paused or self.save_now() is None or self.archive is None:
            return
        try:
            written = self.archive.record_game(self.controller.match,
                                               self._recorder.deal_states(), self.last_save)
        except OSError as exc:
            self.save_failed.emit(exc.strerror or str(exc))
            return
        if written is not None:
            self.sheet_archived.emit(self._recorder.game_id)

    def save_as(self, title: str) -> Path:
        """A named save of the running game (OSError/SaveError on failure)."""
        if self.save_now() is None or self.last_save is None:
            raise SaveError("invalid", "there is no game to save")
        return self.store.save_as(self.last_save, title)

    # ------------------------------------------------------------ resuming
    def resume(self, restored: RestoredGame, person_in_seat_zero: bool = True) -> None:
        """Play on from a replayed save.  With `person_in_seat_zero` the person
        at the computer takes seat 0 even if a bot held it (a bot game saved
        by the arena); the other seats keep their bot levels."""
        controller = self.controller
        match = restored.match
        bots = list(restored.save.bots)
        if person_in_seat_zero:
            bots[0] = None
        # Only seat 0 may be a person at this table: a person saved in another
        # seat (a hot-seat game from elsewhere) is played by a bot.
        bots = [level if level or seat == 0 else DEFAULT_BOT for seat, level in enumerate(bots)]
        self._paused = True  # the scratch game new_game makes is not worth a save
        try:
            controller.new_game(rules=match.rules, seed=match.seed, names=match.names,
                                bot_names=bots)
            controller.match = match
            deal = match.deal
            if deal is None:
                deal = match.start_deal()  # saved before its first deal
            elif deal.is_over and match.results \
                    and match.results[-1].number == deal.setup.deal_number:
                # Scored again by the controller, which then shows its result.
                match.results.pop()
            controller.last_result = match.results[-1] if match.results else None
            self._match = match
            self._recorder = GameRecorder.resume(restored)
        finally:
            self._paused = False
        controller.load_deal(deal)

    def continue_last(self) -> tuple[RestoredGame | None, list[SaveProblem]]:
        """"Continue": resume the last unfinished game other than the one being
        played, if any; with the files that could not be read, in plain words."""
        exclude = [self.game_id] if self.game_id else []
        restored, problems = self.store.continue_game(exclude)
        if restored is not None:
            self.resume(restored, person_in_seat_zero=False)
        return restored, problems

    def has_unfinished_game(self) -> bool:
        """Whether "Continue" has something to resume (without replaying)."""
        exclude = [self.game_id] if self.game_id else []
        return bool(self.store.unfinished_autosaves(exclude=exclude))
