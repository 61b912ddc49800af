"""The saves on disk: reading and writing a save file, naming a named save's
file, the problems met with a file said in plain words, and the saves
folder (`SaveStore`: one autosave per game, plus named saves)."""

from __future__ import annotations

import builtins
import os
import re
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Iterable

from .atomic import atomic_write_json, move_aside, remove_stale_temporaries
from .paths import DataPaths
from .reading import (INVALID, KEPT_IN_PLACE, WINDOWS_RESERVED, SaveError, checked_path_part,
                      file_inside, read_json_file)
from .restore import RestoredGame, restore
from .save_schema import save_from_json
from .saved_game import GameSave, plays_beyond

SAVE_SUFFIX = ".json"
KEEP_AUTOSAVES = 30  # autosaves of older games are pruned beyond this many

# Why a save could not be written or deleted (the player's words: words.failure_reason).
NAME_TAKEN = "name_taken"
READ_ONLY_WINDOW = "read_only_window"
NOT_A_SAVE_HERE = "not_a_save_here"
NO_GAME = "no_game"
NOT_REPLAYABLE = "not_replayable"  # a game on the table that a save could not play back


def read_save(path: str | os.PathLike[str]) -> GameSave:
    """Read and check a save file (without moving it: see `SaveStore`)."""
    return save_from_json(read_json_file(path), Path(path).stem)


def _title_in(path: Path) -> str | None:
    """The title a save file holds (None: it cannot be read as a save)."""
    try:
        save = read_save(path)
    except (SaveError, OSError):
        return None
    return save.name or path.stem


def write_save(path: str | os.PathLike[str], save: GameSave) -> Path:
    """Write a save atomically: OSError when the disk refuses, SaveError when
    the game holds what cannot be written (the old file is kept either way)."""
    target = Path(path)
    try:
        atomic_write_json(target, save.as_json())
    except (UnicodeError, ValueError, TypeError, RecursionError) as exc:
        raise SaveError(INVALID, f"the game holds what cannot be written: {str(exc)[:120]}"
                        ) from exc
    return target


def load_game(path: str | os.PathLike[str]) -> RestoredGame:
    return restore(read_save(path))


MAX_SAME_FILE_NAME = 99  # named saves whose titles make one file name ("a b (2).json"...)
_UNSAFE = re.compile(r'[\x00-\x1f<>:"/\\|?*]+')


# Of a save's file name, before " (99).json": file systems take 255 bytes,
# and the write's temporary name adds 14 (".NAME.xxxxxxxx.tmp"), a file set
# aside ".corrupt-99".
MAX_STEM_BYTES = 220


def file_name_for(title: str) -> str:
    """A file name for a named save: the title, minus what file systems refuse."""
    stem = _UNSAFE.sub(" ", title).strip().strip(".")
    stem = re.sub(r"\s+", " ", stem)[:80].strip()
    # Unwritable characters (a lone surrogate) and Windows' device names.
    stem = stem.encode("utf-8", "replace").decode("utf-8").replace("?", " ").strip()
    # File systems count bytes (255 at most): 80 emoji are 320.
    stem = stem.encode("utf-8")[:MAX_STEM_BYTES].decode("utf-8", "ignore").strip() or "save"
    if stem.split(".")[0].strip().upper() in WINDOWS_RESERVED:
        stem = "save " + stem
    return stem + SAVE_SUFFIX

# What a file that could not be used is, so that the player is told of it
# by its name (a score sheet is no saved game).
SAVED_GAME = "saved game"
SCORE_SHEET = "score sheet"
KEPT_SCORE = "kept score"  # a score sheet whose kept score cannot be worked out again
STATISTICS = "statistics"


@dataclass(frozen=True)
class SaveProblem:
    """A file that could not be used, said in plain words."""

    path: Path
    kind: str
    message: str
    moved_to: Path | None = None  # where a damaged file now lies
    subject: str = SAVED_GAME  # what the file is
    rebuilt: bool = False  # a score sheet written again from its game's autosave

    def __str__(self) -> str:
        text = f"{self.path.name}: {self.message}"
        if self.moved_to is not None:
            text += f"; it was moved aside as {self.moved_to.name}"
        elif self.kind in KEPT_IN_PLACE:
            text += "; it was left as it is"
        if self.rebuilt:
            text += "; its scores were written again from the game's autosave"
        return text


@dataclass(frozen=True)
class SaveEntry:
    """One line of the Open dialog."""

    path: Path
    save: GameSave
    autosave: bool

    @property
    def title(self) -> str:
        return self.save.name or self.path.stem


@dataclass
class SaveListing:
    entries: list[SaveEntry]
    problems: list[SaveProblem]


class SaveStore:
    """The saves folder: one autosave per game, plus named saves.

    `read_only` (another window of the game writes this folder): nothing is
    written, moved or deleted, damaged files are only reported."""

    def __init__(self, paths: DataPaths, read_only: bool = False) -> None:
        self.paths = paths.ensure()
        self.read_only = read_only
        if not read_only:
            for folder in (paths.saves_dir, paths.autosave_dir):
                remove_stale_temporaries(folder)

    def autosave_path(self, game_id: str) -> Path:
        """The autosave of a game (SaveError for an id that cannot name a file)."""
        return file_inside(self.paths.autosave_dir,
                           f"{checked_path_part(game_id)}{SAVE_SUFFIX}")

    def named_path(self, title: str) -> Path:
        """The file of the save named `title`: the one that holds it already,
        else the first free one.  Titles that make the same file name ("a/b"
        and "a b", ".." and "?") get "a b (2).json" and so on, so that saving
        one never replaces the other."""
        first = file_name_for(title)
        stem = first[:-len(SAVE_SUFFIX)]
        for number in range(1, MAX_SAME_FILE_NAME + 1):
            name = first if number == 1 else f"{stem} ({number}){SAVE_SUFFIX}"
            path = file_inside(self.paths.saves_dir, name)
            if not path.exists() or _title_in(path) == title:
                return path
        raise SaveError(NAME_TAKEN, f"{MAX_SAME_FILE_NAME} saves already share the file name "
                                    f"{first!r}", name=first)

    def write_autosave(self, save: GameSave) -> Path:
        """The game's autosave (never named: the recorder says which named
        save it continues, `continued_from`)."""
        return write_save(self.autosave_path(save.game_id), replace(save, name=None))

    def save_as(self, save: GameSave, title: str) -> Path:
        """A named save (overwritten if the name exists: the dialog asks first)."""
        return write_save(self.named_path(title), replace(save, name=title))

    def delete(self, path: str | os.PathLike[str]) -> None:
        """Delete a save of this folder (SaveError for a file elsewhere, or
        in a read-only store).  A link in the folder goes, never the file it
        points to (which may lie anywhere)."""
        if self.read_only:
            raise SaveError(READ_ONLY_WINDOW, "this window is read-only: it deletes nothing")
        link = Path(path)
        try:
            folder = link.absolute().parent.resolve()
            ours = any(folder == f.resolve()
                       for f in (self.paths.saves_dir, self.paths.autosave_dir))
        except (OSError, RuntimeError):
            ours = False
        if not ours or not link.name.endswith(SAVE_SUFFIX):
            raise SaveError(NOT_A_SAVE_HERE, "only a save of the saves folder can be deleted")
        link.unlink(missing_ok=True)

    def _problem(self, path: Path, error: SaveError) -> SaveProblem:
        if error.kind in KEPT_IN_PLACE or self.read_only:
            return SaveProblem(path, error.kind, error.message)
        try:
            moved = move_aside(path)
        except OSError:
            moved = None
        return SaveProblem(path, error.kind, error.message, moved)

    def read(self, path: str | os.PathLike[str]) -> GameSave:
        """Read a save; a damaged one is moved aside and SaveProblemError is raised."""
        source = Path(path)
        try:
            return read_save(source)
        except SaveError as error:
            raise SaveProblemError(self._problem(source, error)) from error

    def holds_later_play(self, save: GameSave) -> bool:
        """Whether the autosave of `save`'s game holds a move `save` does not
        (a named save of a game played on since): playing on from `save`
        under its game's id would write over that play."""
        path = self.autosave_path(save.game_id)
        if not path.is_file():
            return False
        try:
            autosave = read_save(path)
        except SaveError:
            return True  # not ours to overwrite: it is reported when listed
        return plays_beyond(autosave, save)

    def load(self, path: str | os.PathLike[str]) -> RestoredGame:
        """Read and replay a save; a damaged one is moved aside (SaveProblemError)."""
        source = Path(path)
        try:
            return restore(read_save(source))
        except SaveError as error:
            raise SaveProblemError(self._problem(source, error)) from error

    def list(self) -> SaveListing:
        """Every save, newest first; the files that cannot be read are reported
        (and the damaged ones moved aside) while the others still list."""
        entries: list[SaveEntry] = []
        problems: list[SaveProblem] = []
        for folder, autosave in ((self.paths.saves_dir, False),
                                 (self.paths.autosave_dir, True)):
            for path in sorted(folder.glob(f"*{SAVE_SUFFIX}")):
                if not path.is_file():
                    continue
                try:
                    entries.append(SaveEntry(path, self.read(path), autosave))
                except SaveProblemError as error:
                    problems.append(error.problem)
        entries.sort(key=lambda e: e.save.updated, reverse=True)
        return SaveListing(entries, problems)

    def unfinished_autosaves(self, listing: SaveListing | None = None,
                             exclude: Iterable[str] = ()) -> builtins.list[SaveEntry]:
        """The autosaves of unfinished games, newest first (minus `exclude`d game ids)."""
        listing = listing or self.list()
        skip = set(exclude)
        return [e for e in listing.entries
                if e.autosave and e.save.summary is not None and not e.save.summary.finished
                and e.save.game_id not in skip]

    def continue_game(self, exclude: Iterable[str] = ()
                      ) -> tuple[RestoredGame | None, builtins.list[SaveProblem]]:
        """The last unfinished game ("Continue"), with the problems met on the way:
        an autosave that does not replay is moved aside and the next one tried.
        `exclude`: game ids not to offer (the game being played)."""
        listing = self.list()
        problems = list(listing.problems)
        for entry in self.unfinished_autosaves(listing, exclude):
            try:
                return self.load(entry.path), problems
            except SaveProblemError as error:
                problems.append(error.problem)
        return None, problems

    def prune_autosaves(self, keep: int = KEEP_AUTOSAVES,
                        protect: Iterable[str] = ()) -> builtins.list[Path]:
        """Delete the oldest autosaves of finished games beyond the `keep`
        newest (never the games in `protect`).  An unfinished game, or a file
        that cannot be read, is never deleted: the game may still be continued."""
        if self.read_only:
            return []
        protected = {f"{game_id}{SAVE_SUFFIX}" for game_id in protect}

        def age(path: Path) -> float:
            try:
                return path.stat().st_mtime
            except OSError:
                return 0.0

        files = sorted((p for p in self.paths.autosave_dir.glob(f"*{SAVE_SUFFIX}")
                        if p.is_file()), key=age, reverse=True)
        removed: builtins.list[Path] = []
        for path in files[keep:]:
            if path.name in protected:
                continue
            try:
                save = read_save(path)
            except SaveError:
                continue  # reported when the saves are listed, never deleted unread
            if save.summary is None or not save.summary.finished:
                continue
            try:
                path.unlink(missing_ok=True)
            except OSError:
                continue
            removed.append(path)
        return removed


class SaveProblemError(Exception):
    """Raised by `SaveStore` once a problem file was dealt with (moved aside)."""

    def __init__(self, problem: SaveProblem) -> None:
        super().__init__(str(problem))
        self.problem = problem
