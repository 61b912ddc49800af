"""The Linux desktop entry, AppStream metainfo, icons and install scripts
are well formed and agree with each other (packaging/linux/)."""

import configparser
import os
import shutil
import struct
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
LINUX = ROOT / "packaging" / "linux"
APP_ID = "io.github.canasta_desktop.CanastaDesktop"
DESKTOP = LINUX / f"{APP_ID}.desktop"
METAINFO = LINUX / f"{APP_ID}.metainfo.xml"
ICONS = ROOT / "resources" / "icons"
PNG_SIZES = (16, 24, 32, 48, 64, 128, 256, 512)
LANG = "{http://www.w3.org/XML/1998/namespace}lang"


def desktop_entry() -> configparser.SectionProxy:
    parser = configparser.ConfigParser(interpolation=None, strict=True)
    parser.optionxform = str  # keys are case-sensitive
    parser.read_string(DESKTOP.read_text("utf-8"))
    return parser["Desktop Entry"]


def png_size(data: bytes) -> tuple[int, int]:
    assert data[:8] == b"\x89PNG\r\n\x1a\n"
    return struct.unpack(">II", data[16:24])


def test_desktop_entry_has_the_required_keys():
    entry = desktop_entry()
    assert entry["Type"] == "Application"
    assert entry["Name"] == "Canasta Desktop"
    assert entry["Exec"].split()[0] == "canasta-desktop"
    assert entry["Icon"] == APP_ID
    assert entry["Terminal"] == "false"
    assert entry["Categories"] == "Game;CardGame;"
    assert "Comment[fr]" in entry and "GenericName[fr]" in entry


def test_metainfo_describes_the_app_in_english_and_french():
    root = ET.parse(METAINFO).getroot()
    assert root.tag == "component" and root.get("type") == "desktop-application"
    assert root.findtext("id") == APP_ID
    assert root.findtext("metadata_license") == "CC0-1.0"
    assert root.findtext("project_license") == "GPL-3.0-or-later"
    launchable = root.find("launchable")
    assert launchable.get("type") == "desktop-id" and launchable.text == DESKTOP.name
    summaries = {s.get(LANG) for s in root.findall("summary")}
    assert summaries == {None, "fr"}
    paragraphs = {p.get(LANG) for p in root.find("description").findall("p")}
    assert paragraphs == {None, "fr"}
    assert root.find("content_rating") is not None
    assert root.find("releases/release").get("version")


def test_metainfo_screenshots_are_committed():
    root = ET.parse(METAINFO).getroot()
    shots = root.findall("screenshots/screenshot")
    assert shots and shots[0].get("type") == "default"
    for shot in shots:
        url = shot.findtext("image").strip()
        assert url.startswith("https://")
        relative = url.split("/main/", 1)[1]  # raw URL of the repository's main branch
        path = ROOT / relative
        assert path.is_file(), f"{url} names {relative}, which is not in the repository"
        image = shot.find("image")
        assert png_size(path.read_bytes()) == (int(image.get("width")), int(image.get("height")))
        assert {c.get(LANG) for c in shot.findall("caption")} == {None, "fr"}


def test_the_icon_exists_at_every_size():
    ET.parse(ICONS / "canasta-desktop.svg")
    for size in PNG_SIZES:
        path = ICONS / "png" / f"canasta-desktop-{size}.png"
        assert png_size(path.read_bytes()) == (size, size), path


def test_windows_and_macos_icons():
    ico = (ROOT / "packaging" / "windows" / "canasta-desktop.ico").read_bytes()
    reserved, kind, count = struct.unpack("<HHH", ico[:6])
    assert (reserved, kind) == (0, 1)
    sides = {ico[6 + 16 * i] or 256 for i in range(count)}
    assert {16, 32, 48, 256} <= sides
    icns = (ROOT / "packaging" / "macos" / "canasta-desktop.icns").read_bytes()
    assert icns[:4] == b"icns" and struct.unpack(">I", icns[4:8])[0] == len(icns)
    kinds, offset = set(), 8
    while offset < len(icns):
        kinds.add(icns[offset:offset + 4])
        offset += struct.unpack(">I", icns[offset + 4:offset + 8])[0]
    assert {b"icp4", b"ic07", b"ic08", b"ic09", b"ic10"} <= kinds


@pytest.mark.parametrize("tool, path", [
    (("desktop-file-validate",), DESKTOP),
    (("appstreamcli", "validate", "--no-net"), METAINFO),
])
def test_freedesktop_validators(tool, path):
    if shutil.which(tool[0]) is None:
        pytest.skip(f"{tool[0]} is not installed")
    result = subprocess.run([*tool, str(path)], capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stdout + result.stderr


@pytest.mark.skipif(sys.platform == "win32", reason="POSIX shell scripts")
def test_install_and_uninstall_for_the_user(tmp_path):
    """install.sh on a fake unpacked archive puts everything under
    XDG_DATA_HOME, and uninstall.sh takes it all away again."""
    unpacked = tmp_path / "canasta-desktop-0-linux-x86_64"
    share = unpacked / "share"
    (share / "applications").mkdir(parents=True)
    shutil.copy2(DESKTOP, share / "applications")
    (share / "metainfo").mkdir()
    shutil.copy2(METAINFO, share / "metainfo")
    for size in PNG_SIZES:
        folder = share / "icons" / "hicolor" / f"{size}x{size}" / "apps"
        folder.mkdir(parents=True)
        shutil.copy2(ICONS / "png" / f"canasta-desktop-{size}.png", folder / f"{APP_ID}.png")
    program = unpacked / "canasta-desktop"
    program.write_text("#!/bin/sh\necho fake\n")
    program.chmod(0o755)
    for script in ("install.sh", "uninstall.sh"):
        shutil.copy2(LINUX / script, unpacked / script)

    home, data = tmp_path / "home", tmp_path / "data home"
    home.mkdir()
    env = {"PATH": os.environ.get("PATH", "/usr/bin:/bin"), "HOME": str(home),
           "XDG_DATA_HOME": str(data)}
    subprocess.run(["sh", str(unpacked / "install.sh")], env=env, check=True,
                   capture_output=True, timeout=60)
    installed = data / APP_ID
    assert (installed / "canasta-desktop").is_file()
    entry = (data / "applications" / DESKTOP.name).read_text("utf-8")
    assert f'Exec="{installed}/canasta-desktop"' in entry.splitlines()
    assert (data / "icons" / "hicolor" / "48x48" / "apps" / f"{APP_ID}.png").is_file()
    assert (data / "metainfo" / METAINFO.name).is_file()
    link = home / ".local" / "bin" / "canasta-desktop"
    assert link.is_symlink() and link.resolve() == (installed / "canasta-desktop").resolve()
    saves = data / "canasta-desktop"
    saves.mkdir()  # where the game keeps its saves: uninstall must keep them

    subprocess.run(["sh", str(installed / "uninstall.sh")], env=env, check=True,
                   capture_output=True, timeout=60)
    assert not installed.exists()
    assert not (data / "applications" / DESKTOP.name).exists()
    assert not list((data / "icons").rglob(f"{APP_ID}.*"))
    assert not link.exists() and not link.is_symlink()
    assert saves.is_dir()
