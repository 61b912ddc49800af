"""The main window and the command-line entry point."""

import os
import subprocess
import sys
from pathlib import Path

from canasta_desktop.app import build_desktop

ROOT = Path(__file__).resolve().parents[1]


def run_app(*args: str, config_dir: Path | None = None) -> subprocess.CompletedProcess[str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    if config_dir is not None:  # never the real user's settings
        env["XDG_CONFIG_HOME"] = str(config_dir)
    return subprocess.run(
        [sys.executable, "-m", "canasta_desktop", *args],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=180,
    )


def test_window_shows_the_card_table(qtbot):
    from canasta_desktop.ui.table_view import TableView

    window = build_desktop(seed=5)
    qtbot.addWidget(window.window)
    window.window.show()
    qtbot.waitExposed(window.window)

    assert window.window.windowTitle() == "Canasta Desktop — Classic Canasta, 4 players"
    assert isinstance(window.window.centralWidget(), TableView)
    scene = window.scene
    deal = window.controller.deal
    assert sorted(scene.hand_cards) == sorted(deal.hands[0]), "the player's hand is shown"
    assert len(scene.items_in_role("hand")) == len(deal.hands[0])
    assert scene.items_in_role("stock") and scene.items_in_role("pile")
    assert scene.label("stock").text().endswith(str(len(deal.stock)))
    menus = [action.text() for action in window.window.menuBar().actions()]
    assert menus == ["&Game", "&Edit", "&Help"]
    assert "Opening minimum" in window.side_panel.text()
    window.window.close()


def test_smoke_test_plays_a_whole_deal_and_exits_cleanly(tmp_path):
    result = run_app("--smoke-test", config_dir=tmp_path)
    assert result.returncode == 0, result.stderr
    assert "smoke test: deal 1 played" in result.stdout


def test_screenshot_writes_png(tmp_path):
    shot = tmp_path / "x.png"
    result = run_app("--screenshot", str(shot), config_dir=tmp_path)
    assert result.returncode == 0, result.stderr
    data = shot.read_bytes()
    assert data.startswith(b"\x89PNG\r\n\x1a\n")
    assert len(data) > 1000


def test_application_has_its_icon_fonts_and_desktop_id(qapp):
    from PySide6.QtGui import QFontDatabase

    from canasta_desktop import resources
    from canasta_desktop.app import dress_application

    dress_application(qapp)
    assert not qapp.windowIcon().isNull()
    assert qapp.windowIcon().availableSizes(), "the icon's PNG renderings were found"
    assert qapp.desktopFileName() == resources.APP_ID
    # the shipped files load (the system may have DejaVu too: ask for ours)
    assert "DejaVu Sans" in resources.register_fonts()
    assert "DejaVu Sans" in QFontDatabase.families()


def test_a_data_folder_that_is_a_file_is_said_in_the_players_language(tmp_path):
    """Play-test: "…cannot be used (…/saves: File exists)" came in English
    whatever the language, before it was set, and named the wrong cause."""
    blocked = tmp_path / "data"
    blocked.mkdir()
    (blocked / "saves").write_text("not a folder")
    result = run_app("--data-dir", str(blocked), "--lang", "fr", config_dir=tmp_path)
    assert result.returncode == 1
    assert "un fichier se trouve là où devrait être un dossier" in result.stderr, result.stderr
    assert "Le dossier de données" in result.stderr
