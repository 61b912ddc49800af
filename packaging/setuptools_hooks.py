"""Setuptools hook that puts the top-level ``resources/`` folder in the wheel.

The artwork, icons and fonts live in ``resources/`` at the top of the
repository, outside the ``canasta_desktop`` package.  ``pyproject.toml``
names :class:`BuildPy` as setuptools' ``build_py`` command
(``[tool.setuptools.cmdclass]``), and it copies that folder to
``canasta_desktop/_resources/`` in the build tree, so a wheel (and so
``pip install .``) carries it; ``canasta_desktop.resources`` looks there.
An editable install (``pip install -e .``) copies nothing: it uses the
checkout's ``resources/`` directly.  :class:`Sdist` puts the folder and
``packaging/`` (this hook, the desktop files) in the sdist, so a wheel built
from the sdist has the art too (no MANIFEST.in: the top level stays as the
project wants it).
"""

from __future__ import annotations

import os
from pathlib import Path

from setuptools.command.build_py import build_py
from setuptools.command.sdist import sdist

ROOT = Path(__file__).resolve().parent.parent
SOURCE = ROOT / "resources"
TARGET = ("canasta_desktop", "_resources")
SKIPPED_DIRS = {"__pycache__"}
SKIPPED_SUFFIXES = {".pyc", ".pyo"}


def resource_files(source: Path = SOURCE) -> list[Path]:
    """Files of ``resources/`` that ship, relative to it, sorted."""
    files = []
    for folder, dirs, names in os.walk(source):
        dirs[:] = sorted(d for d in dirs if d not in SKIPPED_DIRS and not d.startswith("."))
        for name in names:
            path = Path(folder, name)
            if path.suffix not in SKIPPED_SUFFIXES and not name.startswith("."):
                files.append(path.relative_to(source))
    return sorted(files)


class BuildPy(build_py):
    """``build_py`` that also copies ``resources/`` into the package."""

    def run(self) -> None:
        super().run()
        if getattr(self, "editable_mode", False):
            return
        if not SOURCE.is_dir():
            raise FileNotFoundError(f"{SOURCE} is missing: the wheel would have no card art")
        target = Path(self.build_lib, *TARGET)
        for relative in resource_files():
            destination = target / relative
            self.mkpath(str(destination.parent))
            self.copy_file(str(SOURCE / relative), str(destination))

    def get_outputs(self, include_bytecode: bool = True) -> list[str]:
        outputs = list(super().get_outputs(include_bytecode))
        if not getattr(self, "editable_mode", False) and SOURCE.is_dir():
            target = Path(self.build_lib, *TARGET)
            outputs += [str(target / relative) for relative in resource_files()]
        return outputs


class Sdist(sdist):
    """``sdist`` that also ships ``resources/`` and ``packaging/``."""

    def make_distribution(self) -> None:
        # setuptools lists the sdist's files in egg_info, which a subclass
        # cannot extend; the list is still open here, before the archive.
        for folder in (SOURCE, ROOT / "packaging"):
            for relative in resource_files(folder):
                if relative.parts[0] not in ("build", "dist"):
                    self.filelist.append((folder / relative).relative_to(ROOT).as_posix())
        super().make_distribution()
