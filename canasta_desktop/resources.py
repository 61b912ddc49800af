"""Where the game's artwork, icons and fonts live on disk.

Every file the application loads from the top-level ``resources/`` folder
(card decks, the application icon, the bundled fonts) is found through
:func:`resource_path`, so the lookup rule lives in one place.  The first of
these that applies wins:

1. the folder named by the ``CANASTA_RESOURCES`` environment variable, if it
   is set (packagers, tests);
2. in a frozen application (PyInstaller sets ``sys.frozen`` and
   ``sys._MEIPASS``), ``resources/`` inside the bundle;
3. ``canasta_desktop/_resources/`` when it exists: where a wheel puts the
   top-level ``resources/`` folder (``pip install .``; the copy is made at
   build time by ``packaging/setuptools_hooks.py``);
4. ``resources/`` next to the ``canasta_desktop`` package: a source checkout
   and an editable install (``pip install -e .``).

The game's own words are Python (``canasta_desktop.words``) and Qt's
translations (``qtbase_*.qm``) come with PySide6, in every layout; they are not here.

Importing this module loads no Qt.  :func:`register_fonts` and
:func:`application_icon` import Qt when they are called (a QGuiApplication
must exist by then).
"""

from __future__ import annotations

import os
import sys
from pathlib import Path
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtGui import QIcon

ENV_VAR = "CANASTA_RESOURCES"
# The desktop application id: the Linux .desktop and metainfo files and the
# icon are named after it (packaging/linux/); for QGuiApplication.setDesktopFileName.
APP_ID = "io.github.canasta_desktop.CanastaDesktop"

_PACKAGE = Path(__file__).resolve().parent
_SOURCE_RESOURCES = _PACKAGE.parent / "resources"
_INSTALLED_RESOURCES = _PACKAGE / "_resources"
BUNDLE_DIR_NAME = "resources"  # folder name inside a frozen bundle

FONTS_DIR = ("fonts",)
ICON_SVG = ("icons", "canasta-desktop.svg")
ICON_PNG_DIR = ("icons", "png")
ICON_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)


def _frozen_resources() -> Path | None:
    if not getattr(sys, "frozen", False):
        return None
    bundle = getattr(sys, "_MEIPASS", None)
    base = Path(bundle) if bundle else Path(sys.executable).resolve().parent
    return base / BUNDLE_DIR_NAME


def candidates() -> list[Path]:
    """The folders searched, in order (the environment variable aside)."""
    found = []
    frozen = _frozen_resources()
    if frozen is not None:
        found.append(frozen)
    found += [_INSTALLED_RESOURCES, _SOURCE_RESOURCES]
    return found


def resources_root() -> Path:
    """The folder that holds the game's resources (it may not exist: then it
    is the first place searched, so that error messages name it)."""
    override = os.environ.get(ENV_VAR)
    if override:
        return Path(override).expanduser()
    searched = candidates()
    for folder in searched:
        if folder.is_dir():
            return folder
    return searched[0] if getattr(sys, "frozen", False) else _SOURCE_RESOURCES


def resource_path(*parts: str) -> Path:
    """Path of a resource, e.g. ``resource_path("origen", "AS.svg")``.

    The path is returned whether or not the file exists, so callers can report
    a missing file with its full name.
    """
    return resources_root().joinpath(*parts)


# --- Fonts and the application icon ---


def font_files() -> list[Path]:
    """The fonts shipped with the game (DejaVu Sans and Serif, see
    ``resources/fonts/LICENSE``), so cards and labels look the same on every
    system, including ones that have no DejaVu font."""
    folder = resource_path(*FONTS_DIR)
    if not folder.is_dir():
        return []
    return sorted(p for p in folder.iterdir() if p.suffix.lower() in (".ttf", ".otf"))


def register_fonts() -> list[str]:
    """Make the shipped fonts available to Qt; returns the families added.
    Call once after the QApplication exists; a font that does not load is
    skipped (the system's fonts are used instead)."""
    from PySide6.QtGui import QFontDatabase

    families: list[str] = []
    for path in font_files():
        font_id = QFontDatabase.addApplicationFont(str(path))
        if font_id >= 0:
            families += [f for f in QFontDatabase.applicationFontFamilies(font_id)
                         if f not in families]
    return families


def icon_files() -> list[Path]:
    """The application icon's PNG renderings that exist, smallest first."""
    return [path for size in ICON_SIZES
            if (path := resource_path(*ICON_PNG_DIR, f"canasta-desktop-{size}.png")).is_file()]


def application_icon() -> QIcon:
    """The window icon (``app.setWindowIcon(application_icon())``), made of
    the PNG renderings, so that it needs no SVG icon plugin."""
    from PySide6.QtGui import QIcon

    icon = QIcon()
    for path in icon_files():
        icon.addFile(str(path))
    if icon.isNull():
        svg = resource_path(*ICON_SVG)
        if svg.is_file():
            icon = QIcon(str(svg))
    return icon
