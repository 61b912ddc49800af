"""The PyInstaller configuration shared by the three platforms
(packaging/pyinstaller/common.py) ships what the game needs and prunes
only what it does not use."""

import ast
import runpy
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
PACKAGING = ROOT / "packaging"


@pytest.fixture(scope="module")
def common():
    return runpy.run_path(str(PACKAGING / "pyinstaller" / "common.py"))


def test_data_files_cover_art_fonts_and_icons(common):
    datas = common["datas"]()
    by_name = {Path(source).name: dest.replace("\\", "/") for source, dest in datas}
    assert by_name["svg-cards.svg"] == "resources/cards/standard"
    assert by_name["AS.svg"] == "resources/origen"
    assert by_name["DejaVuSans.ttf"] == "resources/fonts"
    assert by_name["canasta-desktop-256.png"] == "resources/icons/png"
    assert not [s for s, _ in datas if s.endswith((".py", ".pyc"))]


def test_bundle_folder_matches_the_resource_helper(common):
    from canasta_desktop import resources

    assert common["BUNDLE_RESOURCES"] == resources.BUNDLE_DIR_NAME
    assert common["APP_ID"] == "io.github.canasta_desktop.CanastaDesktop"


@pytest.mark.parametrize("dest, kept", [
    ("PySide6/Qt/translations/qtbase_fr.qm", True),
    ("PySide6/Qt/translations/qt_fr.qm", True),
    ("PySide6/Qt/translations/qtbase_en.qm", True),
    ("PySide6/Qt/translations/qtbase_de.qm", False),
    ("PySide6/Qt/translations/qt_help_fr.qm", False),
    ("PySide6/Qt/plugins/platforms/libqxcb.so", True),
    ("PySide6/Qt/plugins/platforms/libqwayland.so", True),
    ("PySide6/Qt/plugins/platforms/libqoffscreen.so", True),
    ("PySide6/Qt/plugins/platforms/libqeglfs.so", False),
    ("PySide6/Qt/plugins/platformthemes/libqgtk3.so", False),
    ("PySide6/Qt/plugins/imageformats/libqsvg.so", True),
    ("PySide6/Qt/lib/libQt6Svg.so.6", True),
    ("resources/origen/AS.svg", True),
])
def test_pruning(common, dest, kept):
    assert common["keep"](dest) is kept


def test_used_qt_modules_are_not_excluded(common):
    used = {"PySide6.QtCore", "PySide6.QtGui", "PySide6.QtWidgets", "PySide6.QtSvg",
            "PySide6.QtPrintSupport"}
    assert not used & set(common["EXCLUDES"])
    imported = set()
    for path in (ROOT / "canasta_desktop").rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            if isinstance(node, ast.ImportFrom) and node.module and node.level == 0:
                imported.add(node.module)
            elif isinstance(node, ast.Import):
                imported.update(alias.name for alias in node.names)
    qt = {name for name in imported if name.startswith("PySide6.")}
    assert not qt & set(common["EXCLUDES"]), "a Qt module the game imports is excluded"


@pytest.mark.parametrize("platform", ["linux", "windows", "macos"])
def test_specs_compile(platform):
    spec = PACKAGING / platform / "canasta-desktop.spec"
    compile(spec.read_text("utf-8"), str(spec), "exec")


def test_build_pins_a_working_pyside6():
    lines = (PACKAGING / "requirements-build.txt").read_text("utf-8").splitlines()
    pins = dict(line.split("==") for line in lines if "==" in line and not line.startswith("#"))
    assert pins["PySide6-Essentials"] != "6.12.0"  # crashes on Python 3.11 (qt_compat.py)
    assert "pyinstaller" in pins


def test_one_application_id_everywhere(common):
    from canasta_desktop import resources

    assert resources.APP_ID == common["APP_ID"]
    linux = PACKAGING / "linux"
    assert (linux / f"{resources.APP_ID}.desktop").is_file()
    assert (linux / f"{resources.APP_ID}.metainfo.xml").is_file()
    for script in ("install.sh", "uninstall.sh"):
        assert f"APP_ID={resources.APP_ID}\n" in (linux / script).read_text("utf-8")
    build = (PACKAGING / "build.py").read_text("utf-8")
    assert f'APP_ID = "{resources.APP_ID}"' in build
