"""The wheel carries the top-level resources/ folder, and an installed copy
finds its art there (packaging/setuptools_hooks.py, canasta_desktop/resources.py).

The wheel is built from a copy of the sources, offline with the setuptools of
the test environment (``pip install -e ".[test]"`` installs setuptools>=77);
with an older setuptools, pip fetches a recent one (build isolation).
"""

import os
import shutil
import subprocess
import sys
import zipfile
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]


SOURCES = ("pyproject.toml", "README.md", "canasta_desktop", "resources",
           "packaging/setuptools_hooks.py")
EXPECTED = (
    "canasta_desktop/_resources/origen/AS.svg",
    "canasta_desktop/_resources/origen/back.svg",
    "canasta_desktop/_resources/origen/LICENSE.md",
    "canasta_desktop/_resources/cards/standard/svg-cards.svg",
    "canasta_desktop/_resources/cards/standard/LICENSE",
    "canasta_desktop/_resources/fonts/DejaVuSans.ttf",
    "canasta_desktop/_resources/fonts/LICENSE",
    "canasta_desktop/_resources/icons/canasta-desktop.svg",
    "canasta_desktop/_resources/icons/png/canasta-desktop-256.png",
    "canasta_desktop/words/fr.py",
    "canasta_desktop/resources.py",
)


def setuptools_major() -> int:
    try:
        from importlib.metadata import version

        return int(version("setuptools").split(".")[0])
    except Exception:
        return 0


@pytest.fixture(scope="module")
def wheel(tmp_path_factory) -> Path:
    tmp = tmp_path_factory.mktemp("wheel")
    source = tmp / "src"
    ignore = shutil.ignore_patterns("__pycache__", "*.pyc", "*.egg-info", "_resources")
    for name in SOURCES:
        if (ROOT / name).is_dir():
            shutil.copytree(ROOT / name, source / name, ignore=ignore)
        else:
            (source / name).parent.mkdir(parents=True, exist_ok=True)
            shutil.copy2(ROOT / name, source / name)
    out = tmp / "dist"
    command = [sys.executable, "-m", "pip", "wheel", "--no-deps", "--disable-pip-version-check",
               "-q", "-w", str(out), str(source)]
    offline = setuptools_major() >= 77
    if offline:  # the test environment's setuptools, no download
        command[4:4] = ["--no-build-isolation", "--no-index"]
    result = subprocess.run(command, capture_output=True, text=True, timeout=300)
    if result.returncode != 0 and not offline:
        pytest.skip("setuptools>=77 is not installed (pip install -e '.[test]' installs it) "
                    "and pip could not fetch it: " + result.stderr[-300:])
    assert result.returncode == 0, result.stdout + result.stderr
    wheels = list(out.glob("canasta_desktop-*.whl"))
    assert len(wheels) == 1, wheels
    return wheels[0]


def test_wheel_contains_the_resources(wheel):
    names = set(zipfile.ZipFile(wheel).namelist())
    missing = [name for name in EXPECTED if name not in names]
    assert not missing, f"not in {wheel.name}: {missing}"
    assert not [n for n in names if "__pycache__" in n or n.endswith(".pyc")]
    shipped = {n.split("canasta_desktop/_resources/", 1)[1] for n in names
               if n.startswith("canasta_desktop/_resources/")}
    in_checkout = {p.relative_to(ROOT / "resources").as_posix()
                   for p in (ROOT / "resources").rglob("*")
                   if p.is_file() and "__pycache__" not in p.parts and p.suffix != ".pyc"}
    assert shipped == in_checkout


def test_wheel_declares_the_gui_script(wheel):
    archive = zipfile.ZipFile(wheel)
    [entry_points] = [n for n in archive.namelist() if n.endswith(".dist-info/entry_points.txt")]
    text = archive.read(entry_points).decode()
    assert "[gui_scripts]" in text
    assert "canasta-desktop = canasta_desktop.app:main" in text


def test_installed_wheel_finds_its_art(wheel, tmp_path):
    site = tmp_path / "site"
    zipfile.ZipFile(wheel).extractall(site)
    code = ("from canasta_desktop.resources import resources_root, resource_path, font_files\n"
            "print(resources_root())\n"
            "assert resource_path('origen', 'AS.svg').is_file()\n"
            "assert resource_path('cards', 'standard', 'svg-cards.svg').is_file()\n"
            "assert font_files()\n")
    env = {k: v for k, v in os.environ.items() if k not in ("CANASTA_RESOURCES", "PYTHONPATH")}
    env["PYTHONPATH"] = str(site)
    result = subprocess.run([sys.executable, "-c", code], cwd=tmp_path, env=env,
                            capture_output=True, text=True, timeout=60)
    assert result.returncode == 0, result.stderr
    assert Path(result.stdout.strip()) == site / "canasta_desktop" / "_resources"
