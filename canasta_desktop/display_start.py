"""Starting Qt's display plugin, with one clear sentence when it cannot start.

On a fresh Linux desktop Qt's "xcb" plugin often fails for want of a few
system libraries (libxcb-cursor0 first).  Qt then prints a dump of plugin
messages and aborts.  Here Qt's messages are held while the QApplication is
made; if Qt gives up, the player reads instead one sentence saying what to
install (the same lines as the README's Quick start), and the program exits
with status 1.  When the start goes well, the held messages are passed on.

Printed before any window or translation exists, so the words live here,
in both languages, picked from the locale's environment variables.
"""

from __future__ import annotations

import os
import sys
from collections.abc import Callable
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from PySide6.QtWidgets import QApplication

# The system packages Qt's xcb plugin needs (README "Quick start").
DEBIAN_PACKAGES = ("sudo apt install libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1 "
                   "libxcb-image0 libxcb-render-util0 libxcb-shape0 libxcb-randr0 "
                   "libxcb-xkb1 libxkbcommon-x11-0 libegl1")
FEDORA_PACKAGES = ("sudo dnf install xcb-util-cursor xcb-util-wm xcb-util-keysyms "
                   "xcb-util-image xcb-util-renderutil libxkbcommon-x11 mesa-libEGL")

FAILED_EXIT = 1

SENTENCES = {
    "en": {
        "libraries": ("Canasta Desktop cannot open its window because Qt's display plugin "
                      "is missing system libraries: on Debian or Ubuntu run "
                      "`{debian}`, on Fedora run `{fedora}`, then start it again."),
        "no_display": ("Canasta Desktop cannot open its window because it could not "
                       "reach a display (see DISPLAY or WAYLAND_DISPLAY): start it from a "
                       "desktop session."),
        "unknown_platform": ("Canasta Desktop cannot open its window because the display "
                             "plugin \"{platform}\" named by QT_QPA_PLATFORM does not exist: "
                             "unset it, or choose xcb, wayland or offscreen."),
    },
    "fr": {
        "libraries": ("Canasta Desktop ne peut pas ouvrir sa fenêtre car il manque au "
                      "module d'affichage de Qt des bibliothèques du système : sous "
                      "Debian ou Ubuntu lancez `{debian}`, sous Fedora `{fedora}`, "
                      "puis relancez le jeu."),
        "no_display": ("Canasta Desktop ne peut pas ouvrir sa fenêtre car il n'a pu "
                       "joindre aucun écran (voir DISPLAY ou WAYLAND_DISPLAY) : lancez-le "
                       "depuis une session de bureau."),
        "unknown_platform": ("Canasta Desktop ne peut pas ouvrir sa fenêtre car le module "
                             "d'affichage « {platform} » demandé par QT_QPA_PLATFORM "
                             "n'existe pas : retirez cette variable, ou choisissez xcb, "
                             "wayland ou offscreen."),
    },
}


def system_language(environ=os.environ) -> str:
    for name in ("LC_ALL", "LC_MESSAGES", "LANG"):
        value = environ.get(name)
        if value:
            return "fr" if value.lower().startswith("fr") else "en"
    return "en"


def failure_sentence(qt_messages: list[str], environ=os.environ) -> str:
    """The one sentence for the player, from what Qt said before giving up."""
    words = SENTENCES[system_language(environ)]
    said = "\n".join(qt_messages)
    if "could not connect to display" in said:
        return words["no_display"]
    platform = environ.get("QT_QPA_PLATFORM", "")
    if "Could not find the Qt platform plugin" in said and platform:
        return words["unknown_platform"].format(platform=platform)
    return words["libraries"].format(debian=DEBIAN_PACKAGES, fedora=FEDORA_PACKAGES)


def start_application(make: Callable[[], QApplication],
                      exit_now: Callable[[int], None] = os._exit) -> QApplication:
    """`make()` the QApplication; when Qt cannot start its display plugin,
    print one sentence and exit (Qt would abort just after)."""
    from PySide6.QtCore import QtMsgType, qInstallMessageHandler

    held: list[tuple[str, str]] = []

    def hold(kind, context, message: str) -> None:
        category = context.category or ""
        held.append((category, message))
        if kind == QtMsgType.QtFatalMsg:
            sys.stderr.write(failure_sentence([m for _, m in held]) + "\n")
            sys.stderr.flush()
            exit_now(FAILED_EXIT)  # before Qt's abort and its core dump

    qInstallMessageHandler(hold)
    try:
        app = make()
    finally:
        qInstallMessageHandler(None)
    for category, message in held:  # a start that went well: nothing is hidden
        prefix = f"{category}: " if category and category != "default" else ""
        sys.stderr.write(f"{prefix}{message}\n")
    return app
