"""Quick start on a fresh machine (issue 15, problem 3): when Qt cannot start
its display plugin, the play command prints one clear sentence naming the
system packages to install (the README's lines) instead of Qt's dump and
abort; the README names those packages for Debian/Ubuntu and Fedora."""

from __future__ import annotations

import os
import re
import subprocess
import sys
from pathlib import Path

import pytest

from canasta_desktop.display_start import (DEBIAN_PACKAGES, FEDORA_PACKAGES,
                                           failure_sentence)

ROOT = Path(__file__).resolve().parents[1]
README = (ROOT / "README.md").read_text("utf-8")
BEGINNING = "Canasta Desktop cannot open its window because"

# What Qt 6 says on a desktop without libxcb-cursor0 (seen on Debian 12).
QT_XCB_MESSAGES = [
    "From 6.5.0, xcb-cursor0 or libxcb-cursor0 is needed to load the Qt xcb platform plugin.",
    'Could not load the Qt platform plugin "xcb" in "" even though it was found.',
    "This application failed to start because no Qt platform plugin could be initialized. "
    "Reinstalling the application may fix this problem.\n\nAvailable platform plugins are: "
    "minimal, offscreen, xcb, wayland.",
]


def command_after(marker: str) -> str:
    match = re.search(rf"<!-- {marker} -->\s*```sh\n(.*?)\n```", README, re.DOTALL)
    assert match, f"no fenced block after <!-- {marker} --> in README.md"
    return match.group(1).strip()


def test_the_readme_names_the_packages_the_game_names():
    assert command_after("debian-packages") == DEBIAN_PACKAGES
    assert command_after("fedora-packages") == FEDORA_PACKAGES
    assert "libxcb-cursor0 libxcb-icccm4 libxcb-keysyms1" in DEBIAN_PACKAGES


def test_missing_libraries_are_told_in_one_sentence_in_each_language():
    english = failure_sentence(QT_XCB_MESSAGES, environ={"LANG": "en_GB.UTF-8"})
    french = failure_sentence(QT_XCB_MESSAGES, environ={"LANG": "fr_FR.UTF-8"})
    for sentence in (english, french):
        assert DEBIAN_PACKAGES in sentence and FEDORA_PACKAGES in sentence
        assert "\n" not in sentence and sentence.count(". ") == 0
    assert english.startswith(BEGINNING) and "Debian or Ubuntu" in english
    assert french.startswith("Canasta Desktop ne peut pas ouvrir sa fenêtre")


def start(platform: str, tmp_path, **extra) -> subprocess.CompletedProcess:
    env = {**os.environ, "QT_QPA_PLATFORM": platform, "LANG": "C.UTF-8",
           "XDG_CONFIG_HOME": str(tmp_path / "config"), **extra}
    env.pop("LC_ALL", None)
    env.pop("LC_MESSAGES", None)
    return subprocess.run([sys.executable, "-m", "canasta_desktop", "--report-ready",
                           "--data-dir", str(tmp_path / "data")],
                          cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)


def test_an_unknown_display_plugin_gets_one_sentence_not_a_dump(tmp_path):
    done = start("no-such-plugin", tmp_path)
    assert done.returncode == 1, "an ordinary failure, not Qt's abort"
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1, done.stderr
    assert lines[0].startswith(BEGINNING) and '"no-such-plugin"' in lines[0]
    assert "Available platform plugins" not in done.stderr


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="the xcb plugin is Linux's")
def test_an_xcb_plugin_that_cannot_start_gets_one_sentence(tmp_path):
    """Without its libraries (this machine) or without an X server at :97,
    the xcb plugin fails; either way one sentence, never the dump."""
    done = start("xcb", tmp_path, DISPLAY=":97", WAYLAND_DISPLAY="")
    if done.returncode == 0:
        pytest.skip("an X server answers at :97 here")
    assert done.returncode == 1, done.stderr
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith(BEGINNING), done.stderr


def test_the_play_command_start_up_path_reports_ready_offscreen(tmp_path):
    done = start("offscreen", tmp_path)
    assert done.returncode == 0, done.stderr
    assert [line for line in done.stdout.splitlines() if line.startswith("ready ")]
