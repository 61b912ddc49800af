"""Where the application keeps its files, resolved in one place (ARCHITECTURE §9).

The data directory is, in order: an explicit argument (the command line, a
test's `tmp_path`), the `CANASTA_DATA_DIR` environment variable, then
platformdirs' per-user data directory.  Exports (PDF score sheets) default to
the user's documents directory instead: they are meant to be found and shared,
not kept by the application.
"""

from __future__ import annotations

import errno
import os
from dataclasses import dataclass
from pathlib import Path

import platformdirs

ENV_DATA_DIR = "CANASTA_DATA_DIR"
APP_DIR_NAME = "canasta-desktop"


def data_dir(explicit: str | os.PathLike[str] | None = None) -> Path:
    """The data directory (not created here: see `DataPaths.ensure`)."""
    if explicit:
        return Path(explicit).expanduser()
    from_env = os.environ.get(ENV_DATA_DIR)
    if from_env:
        return Path(from_env).expanduser()
    return Path(platformdirs.user_data_dir(APP_DIR_NAME, appauthor=False))


def documents_dir() -> Path:
    """Where exports go by default: the documents directory, or home without one."""
    try:
        path = Path(platformdirs.user_documents_dir())
    except Exception:  # some headless systems have no XDG user dirs at all
        path = Path.home()
    return path if path.is_dir() else Path.home()


def default_export_path(file_name: str) -> Path:
    return documents_dir() / file_name


MAX_NUMBERED_NAMES = 999  # "x (2).pdf" ... past it the first name is offered (the dialog asks)


def unused_path(path: Path) -> Path:
    """`path`, or the first of "stem (2).suffix", "stem (3).suffix"... that
    names no file yet: a PDF offered by default never replaces an earlier one."""
    if not path.exists():
        return path
    for number in range(2, MAX_NUMBERED_NAMES + 1):
        candidate = path.with_name(f"{path.stem} ({number}){path.suffix}")
        if not candidate.exists():
            return candidate
    return path


@dataclass(frozen=True)
class DataPaths:
    """Every file and folder of the data directory, named once."""

    root: Path

    @staticmethod
    def resolve(explicit: str | os.PathLike[str] | None = None) -> "DataPaths":
        return DataPaths(data_dir(explicit))

    @property
    def saves_dir(self) -> Path:
        """Named saves ("Save as…")."""
        return self.root / "saves"

    @property
    def autosave_dir(self) -> Path:
        """One autosave per game, rewritten after every move."""
        return self.root / "saves" / "autosave"

    @property
    def sheets_dir(self) -> Path:
        """The score sheet of every game, finished or not."""
        return self.root / "sheets"

    @property
    def statistics_file(self) -> Path:
        """When each variant's statistics were last reset."""
        return self.root / "statistics.json"

    def ensure(self) -> "DataPaths":
        """The folders made; OSError when one cannot be, or when one is a link
        that leads outside the data folder (nothing is written outside it)."""
        root = self.root.resolve()
        for folder in (self.saves_dir, self.autosave_dir, self.sheets_dir):
            try:
                folder.mkdir(parents=True, exist_ok=True)
            except (FileExistsError, NotADirectoryError) as exc:
                # Name the file in the way, not the folder that could not be
                # made under it (play-test: ".../saves: a file stands where a
                # folder should be" when the data folder itself was a file).
                raise type(exc)(exc.errno, exc.strerror, str(_file_in_the_way(folder))) from None
            if not folder.resolve().is_relative_to(root):
                raise OSError(errno.ELOOP, "a link leads outside the data folder", str(folder))
        return self


def _file_in_the_way(folder: Path) -> Path:
    """The first file (not a folder) on the way from the top to `folder`."""
    for step in (*reversed(folder.parents), folder):
        if step.exists() and not step.is_dir():
            return step
    return folder
