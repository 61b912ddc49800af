"""A window on a 1280×720 screen, in one language, for the tests that look
at whole dialogs; their pictures go to CANASTA_SHOTS_DIR when it is set."""

from __future__ import annotations

import os
from pathlib import Path

from PySide6.QtCore import QRect

from canasta_desktop import i18n
from canasta_desktop.ui import screen_fit

SCREEN = QRect(0, 0, 1280, 720)


def on_1280x720(window, qapp, monkeypatch, language: str, tmp_path: Path) -> Path:
    """Fit `window` to the screen, speak `language`; the folder for pictures."""
    monkeypatch.setattr(screen_fit, "available_area", lambda widget: SCREEN)
    window.window.resize(SCREEN.size() - screen_fit.FRAME_ALLOWANCE)
    i18n.set_language(qapp, language)
    shots = Path(os.environ.get("CANASTA_SHOTS_DIR") or tmp_path)
    shots.mkdir(parents=True, exist_ok=True)
    return shots
