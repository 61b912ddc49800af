"""The placeholder main window and the command-line entry point."""

import os
import subprocess
import sys
from pathlib import Path

from canasta_desktop.app import build_main_window

ROOT = Path(__file__).resolve().parents[1]


def run_app(*args: str) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    return subprocess.run(
        [sys.executable, "-m", "canasta_desktop", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
    )


def test_window_title_and_placeholder(qtbot):
    from PySide6.QtWidgets import QLabel

    window = build_main_window()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)

    assert window.windowTitle() == "Canasta Desktop"
    label = window.centralWidget()
    assert isinstance(label, QLabel)
    assert "python -m canasta_desktop.arena" in label.text()


def test_smoke_test_exits_cleanly():
    result = run_app("--smoke-test")
    assert result.returncode == 0, result.stderr


def test_screenshot_writes_png(tmp_path):
    shot = tmp_path / "x.png"
    result = run_app("--screenshot", str(shot))
    assert result.returncode == 0, result.stderr
    data = shot.read_bytes()
    assert data.startswith(b"\x89PNG\r\n\x1a\n")
    assert len(data) > 1000
