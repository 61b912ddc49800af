"""What every platform's PyInstaller spec shares: the entry script, the data
files (the top-level ``resources/`` folder, the game's translations) and the
modules left out.

The specs (``packaging/<platform>/canasta-desktop.spec``) load this file with
``exec``; it only uses the standard library.  Paths are absolute.
"""

import os
from pathlib import Path

ROOT = Path(__file__).resolve().parents[2]
NAME = "canasta-desktop"
APP_NAME = "Canasta Desktop"
APP_ID = "io.github.canasta_desktop.CanastaDesktop"
ENTRY = str(ROOT / "packaging" / "pyinstaller" / "launcher.py")

# Must match canasta_desktop.resources.BUNDLE_DIR_NAME: the frozen app looks
# for its art, icons and fonts in <bundle>/resources.
BUNDLE_RESOURCES = "resources"


def _files(folder: Path, dest: str, suffixes: tuple[str, ...] | None = None) -> list[tuple[str, str]]:
    """(source file, destination folder) pairs for PyInstaller's ``datas``."""
    pairs = []
    for here, dirs, names in os.walk(folder):
        dirs[:] = sorted(d for d in dirs if d != "__pycache__" and not d.startswith("."))
        for name in sorted(names):
            path = Path(here, name)
            if name.startswith(".") or path.suffix in (".pyc", ".pyo", ".py"):
                continue
            if suffixes and path.suffix not in suffixes:
                continue
            relative = path.parent.relative_to(folder)
            pairs.append((str(path), str(Path(dest, relative))))
    return pairs


def datas() -> list[tuple[str, str]]:
    """Card art, icons and fonts.

    The game's words are Python (``canasta_desktop/words``) and travel with
    the code; Qt's own translations (``qtbase_fr.qm``) are collected by
    PyInstaller's PySide6 hooks, where ``QLibraryInfo`` finds them.
    """
    return _files(ROOT / "resources", BUNDLE_RESOURCES)


HIDDEN_IMPORTS = ["platformdirs"]

# Qt modules the game does not use (it needs QtCore, QtGui, QtWidgets, QtSvg,
# QtPrintSupport), plus heavy standard-library parts nothing imports at run
# time.  Leaving them out keeps their libraries and plugins out of the bundle.
EXCLUDES = [
    "PySide6.QtNetwork", "PySide6.QtQml", "PySide6.QtQuick", "PySide6.QtQuickWidgets",
    "PySide6.QtQuickControls2", "PySide6.QtQuick3D", "PySide6.QtOpenGL",
    "PySide6.QtOpenGLWidgets", "PySide6.QtSql", "PySide6.QtTest", "PySide6.QtDBus",
    "PySide6.QtConcurrent", "PySide6.QtXml", "PySide6.QtDesigner", "PySide6.QtHelp",
    "PySide6.QtUiTools", "PySide6.QtMultimedia", "PySide6.QtMultimediaWidgets",
    "PySide6.QtPdf", "PySide6.QtPdfWidgets", "PySide6.QtNetworkAuth",
    "PySide6.QtSvgWidgets", "PySide6.QtStateMachine", "PySide6.QtSpatialAudio",
    "PySide6.QtWebSockets", "PySide6.QtHttpServer", "PySide6.QtSerialPort",
    "PySide6.QtBluetooth", "PySide6.QtPositioning", "PySide6.QtLocation",
    "PySide6.QtCharts", "PySide6.QtDataVisualization", "PySide6.QtGraphs",
    "PySide6.QtWebEngineCore", "PySide6.QtWebEngineWidgets", "PySide6.QtWebChannel",
    "PySide6.QtRemoteObjects", "PySide6.QtScxml", "PySide6.QtSensors",
    "PySide6.QtTextToSpeech", "PySide6.Qt3DCore", "PySide6.QtAxContainer",
    "tkinter", "unittest", "pydoc", "doctest", "pytest", "hypothesis",
]

# Qt's translations kept: the languages the game speaks (the rest is ~7 MB).
LANGUAGES = ("en", "fr")
# Parts of Qt the PySide6 hooks collect that a desktop game never loads:
# the embedded-display platforms (eglfs, linuxfb, vnc, KMS) and their libraries.
UNUSED_QT = (
    "PySide6/Qt/plugins/egldeviceintegrations/",
    "PySide6/Qt/plugins/platforms/libqeglfs",
    "PySide6/Qt/plugins/platforms/libqlinuxfb",
    "PySide6/Qt/plugins/platforms/libqvnc",
    "PySide6/Qt/plugins/platforms/libqvkkhrdisplay",
    "PySide6/Qt/plugins/platforms/libqminimalegl",
    "PySide6/Qt/lib/libQt6EglFSDeviceIntegration",
    "PySide6/Qt/lib/libQt6EglFsKmsSupport",
    "libQt6EglFSDeviceIntegration", "libQt6EglFsKmsSupport",  # their top-level links
    # GTK 3 theme: it would load the user's GTK with the build machine's
    # GLib, cairo and pango copied next to it (a classic crash); Qt's own
    # style and the XDG desktop portal theme are used instead.
    "PySide6/Qt/plugins/platformthemes/libqgtk3",
)


def keep(dest: str) -> bool:
    """Whether a file collected by PyInstaller (its path inside the bundle)
    stays in the bundle."""
    dest = dest.replace("\\", "/")
    if "/translations/" in dest and dest.endswith(".qm") and dest.startswith("PySide6/"):
        stem = dest.rsplit("/", 1)[1][:-3]  # qtbase_fr
        return stem in {f"{prefix}_{lang}" for prefix in ("qt", "qtbase") for lang in LANGUAGES}
    return not any(dest.startswith(prefix) for prefix in UNUSED_QT)


def prune(toc):
    """A PyInstaller TOC (a.binaries, a.datas) without the files `keep` drops."""
    return [entry for entry in toc if keep(entry[0])]


def drop_orphan_libraries(binaries):
    """Linux: leave out the system libraries (top-level ``lib*.so*``) that no
    binary left in the bundle needs any more, e.g. GTK's after `prune`
    removed the GTK theme plugin.  ``libpython`` always stays."""
    import sys

    if not sys.platform.startswith("linux"):
        return binaries
    from PyInstaller.depend.bindepend import get_imports

    def top_level(dest):
        return "/" not in dest.replace("\\", "/")

    needed = set()
    for dest, source, _kind in binaries:
        if not top_level(dest) or dest.startswith("libpython"):
            try:
                needed.update(Path(name).name for name, _path in get_imports(source))
            except Exception:  # noqa: BLE001 - unreadable: keep everything
                return binaries
    # ldd lists the dependencies of dependencies too, so `needed` is closed.
    kept, dropped = [], []
    for entry in binaries:
        dest = entry[0]
        if top_level(dest) and dest.startswith("lib") and not dest.startswith("libpython") \
                and Path(dest).name not in needed:
            dropped.append(dest)
        else:
            kept.append(entry)
    if dropped:
        print("canasta-desktop spec: left out unused libraries: " + " ".join(sorted(dropped)))
    return kept


def version() -> str:
    import re

    text = (ROOT / "canasta_desktop" / "__init__.py").read_text("utf-8")
    match = re.search(r"""__version__\s*=\s*["']([^"']+)["']""", text)
    return match.group(1) if match else "0"
