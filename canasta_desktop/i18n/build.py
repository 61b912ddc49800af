"""Refresh the translation sources and compile them.

    python3 -m canasta_desktop.i18n.build          # lupdate, then lrelease
    python3 -m canasta_desktop.i18n.build --release  # lrelease only

`pyside6-lupdate` collects every `tr()` / `QCoreApplication.translate()`
string of the Qt packages (`ui`, `session`, `app.py`) into
`canasta_fr.ts` and `canasta_en.ts`, keeping the translations already
there; English needs only its plural forms ("%n card(s)" → "1 card",
"2 cards"), filled in here.  `pyside6-lrelease` then writes the `.qm`
files the game loads (committed, so a checkout runs without Qt's tools).
French translations are written by hand in `canasta_fr.ts` (Qt Linguist
or any editor).
"""

from __future__ import annotations

import argparse
import shutil
import subprocess
import sys
import xml.etree.ElementTree as ET
from pathlib import Path

HERE = Path(__file__).resolve().parent
PACKAGE = HERE.parent
SOURCES = [PACKAGE / "ui", PACKAGE / "session", PACKAGE / "app.py"]
LANGUAGES = ("fr", "en")


def tool(name: str) -> str:
    found = shutil.which(f"pyside6-{name}")
    if found:
        return found
    import PySide6

    path = Path(PySide6.__file__).parent / name
    if path.exists():
        return str(path)
    raise SystemExit(f"pyside6-{name} not found (it ships with PySide6-Essentials)")


def python_files() -> list[str]:
    files: list[str] = []
    for source in SOURCES:
        if source.is_dir():
            files += sorted(str(p) for p in source.rglob("*.py"))
        else:
            files.append(str(source))
    return files


def lupdate() -> None:
    for lang in LANGUAGES:
        ts = HERE / f"canasta_{lang}.ts"
        subprocess.run([tool("lupdate"), *python_files(), "-no-obsolete",
                        "-locations", "none", "-source-language", "en",
                        "-target-language", "fr_FR" if lang == "fr" else "en",
                        "-ts", str(ts)], check=True)
    fill_english_plurals(HERE / "canasta_en.ts")


def _plural_forms(source: str) -> tuple[str, str]:
    return source.replace("(s)", ""), source.replace("(s)", "s")


def fill_english_plurals(ts: Path) -> None:
    """English: each "%n thing(s)" gets "%n thing" and "%n things"."""
    tree = ET.parse(ts)
    for message in tree.getroot().iter("message"):
        if message.get("numerus") != "yes":
            continue
        source = message.findtext("source") or ""
        translation = message.find("translation")
        if translation is None:
            translation = ET.SubElement(message, "translation")
        forms = translation.findall("numerusform")
        one, many = _plural_forms(source)
        while len(forms) < 2:
            forms.append(ET.SubElement(translation, "numerusform"))
        forms[0].text, forms[1].text = one, many
        translation.attrib.pop("type", None)
    _write(tree, ts)


def _write(tree: ET.ElementTree[ET.Element], ts: Path) -> None:
    body = ET.tostring(tree.getroot(), encoding="unicode")
    ts.write_text('<?xml version="1.0" encoding="utf-8"?>\n<!DOCTYPE TS>\n' + body + "\n",
                  encoding="utf-8")


def lrelease() -> None:
    for lang in LANGUAGES:
        ts = HERE / f"canasta_{lang}.ts"
        subprocess.run([tool("lrelease"), str(ts), "-qm", str(HERE / f"canasta_{lang}.qm")],
                       check=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--release", action="store_true", help="only compile the .qm files")
    args = parser.parse_args(argv)
    if not args.release:
        lupdate()
    lrelease()
    return 0


if __name__ == "__main__":
    sys.exit(main())
