"""canasta_desktop.resources finds the art in every layout: environment
variable, frozen bundle (PyInstaller), installed wheel, source checkout."""

import sys
from pathlib import Path

import pytest

from canasta_desktop import resources

ROOT = Path(__file__).resolve().parents[2]


def fake_resources(folder):
    (folder / "origen").mkdir(parents=True)
    (folder / "origen" / "AS.svg").write_text("<svg/>")
    return folder


@pytest.fixture
def clean(monkeypatch):
    monkeypatch.delenv(resources.ENV_VAR, raising=False)
    monkeypatch.delattr(sys, "frozen", raising=False)
    monkeypatch.delattr(sys, "_MEIPASS", raising=False)
    return monkeypatch


def test_source_checkout(clean):
    assert resources.resources_root() == ROOT / "resources"
    assert resources.resource_path("origen", "AS.svg").is_file()


def test_installed_wheel_layout_wins_over_the_checkout(clean, tmp_path):
    installed = fake_resources(tmp_path / "canasta_desktop" / "_resources")
    clean.setattr(resources, "_INSTALLED_RESOURCES", installed)
    assert resources.resources_root() == installed
    assert resources.resource_path("origen", "AS.svg") == installed / "origen" / "AS.svg"


def test_frozen_bundle(clean, tmp_path):
    bundle = tmp_path / "_internal"
    fake_resources(bundle / resources.BUNDLE_DIR_NAME)
    clean.setattr(sys, "frozen", True, raising=False)
    clean.setattr(sys, "_MEIPASS", str(bundle), raising=False)
    clean.setattr(resources, "_INSTALLED_RESOURCES", tmp_path / "nowhere")
    assert resources.resources_root() == bundle / "resources"
    assert resources.resource_path("origen", "AS.svg").is_file()


def test_frozen_bundle_without_art_names_the_bundle(clean, tmp_path):
    clean.setattr(sys, "frozen", True, raising=False)
    clean.setattr(sys, "_MEIPASS", str(tmp_path), raising=False)
    clean.setattr(resources, "_INSTALLED_RESOURCES", tmp_path / "nowhere")
    clean.setattr(resources, "_SOURCE_RESOURCES", tmp_path / "nowhere either")
    assert resources.resources_root() == tmp_path / "resources"


def test_environment_variable_wins(clean, tmp_path):
    bundle = tmp_path / "bundle"
    fake_resources(bundle / "resources")
    clean.setattr(sys, "frozen", True, raising=False)
    clean.setattr(sys, "_MEIPASS", str(bundle), raising=False)
    clean.setenv(resources.ENV_VAR, str(tmp_path / "mine"))
    assert resources.resources_root() == tmp_path / "mine"


def test_nothing_found_names_the_checkout(clean, tmp_path):
    clean.setattr(resources, "_INSTALLED_RESOURCES", tmp_path / "a")
    clean.setattr(resources, "_SOURCE_RESOURCES", tmp_path / "b")
    assert resources.resources_root() == tmp_path / "b"


def test_fonts_and_icons_are_shipped(clean):
    names = {path.name for path in resources.font_files()}
    assert {"DejaVuSans.ttf", "DejaVuSans-Bold.ttf", "DejaVuSerif.ttf"} <= names
    assert [p.name for p in resources.icon_files()] == [
        f"canasta-desktop-{size}.png" for size in resources.ICON_SIZES]


def test_qt_loads_the_fonts_and_the_icon(qapp, clean):
    families = resources.register_fonts()
    assert "DejaVu Sans" in families and "DejaVu Serif" in families
    icon = resources.application_icon()
    assert not icon.isNull()
    assert len(icon.availableSizes()) == len(resources.ICON_SIZES)
