"""Card art: both decks render every card, sharp at any device pixel ratio,
with a bounded cache, and the art ships with its licences."""

from __future__ import annotations

import hashlib
import importlib.util
from pathlib import Path

import pytest

from canasta_desktop.resources import ENV_VAR, resource_path, resources_root
from canasta_desktop.ui.card_art import (
    ALL_CODES, CARD_ASPECT, CARD_HEIGHT_UNITS, CARD_WIDTH_UNITS, DECKS, JOKER, ORIGEN_NAMES,
    RANKS, SUITS, ArtRole, CardArt, normalize_code, origen_back_file, origen_file, origen_kind,
    standard_element_id, width_for,
)

ROOT = Path(__file__).resolve().parents[2]
# A standard pack: 52 suited cards and two jokers (both "JK").
STANDARD_PACK = [rank + suit for suit in SUITS for rank in RANKS] + [JOKER, JOKER]


def image_digest(pixmap) -> str:
    image = pixmap.toImage()
    return hashlib.sha1(bytes(image.constBits())).hexdigest()


def alpha_at(pixmap, x: int, y: int) -> int:
    return pixmap.toImage().pixelColor(x, y).alpha()


@pytest.fixture(params=DECKS)
def art(request, qtbot) -> CardArt:
    return CardArt(request.param)


def test_a_pack_has_54_cards_and_53_codes():
    assert len(STANDARD_PACK) == 54
    assert set(STANDARD_PACK) == set(ALL_CODES)
    assert len(ALL_CODES) == 53


@pytest.mark.parametrize("deck", DECKS)
def test_every_card_of_a_pack_renders_at_the_asked_size(deck, qtbot):
    art = CardArt(deck)
    height = 120
    for code in STANDARD_PACK:
        pixmap = art.pixmap(code, height)
        assert not pixmap.isNull(), code
        assert pixmap.height() == height, code
        assert pixmap.width() == width_for(height) == art.width_for(height), code
        assert pixmap.devicePixelRatio() == 1.0
        # Drawn: the middle of the card is opaque, the rounded corner is not.
        assert alpha_at(pixmap, pixmap.width() // 2, height // 2) == 255, code
        assert alpha_at(pixmap, 0, 0) < 128, code


@pytest.mark.parametrize("deck", DECKS)
def test_every_code_has_its_own_face(deck, qtbot):
    art = CardArt(deck)
    digests = {image_digest(art.pixmap(code, 60)) for code in ALL_CODES}
    digests.add(image_digest(art.back(60)))
    assert len(digests) == len(ALL_CODES) + 1


def test_back_renders(art):
    back = art.back(150)
    assert not back.isNull()
    assert (back.width(), back.height()) == (width_for(150), 150)
    assert alpha_at(back, back.width() // 2, 75) == 255


def test_high_dpi_doubles_the_physical_size(art):
    height = 97
    plain = art.pixmap("TH", height)
    sharp = art.pixmap("TH", height, 2.0)
    assert sharp.devicePixelRatio() == 2.0
    assert (sharp.width(), sharp.height()) == (2 * plain.width(), 2 * plain.height())
    size = sharp.deviceIndependentSize()
    assert (size.width(), size.height()) == (plain.width(), plain.height())
    back = art.back(height, 2.0)
    assert (back.width(), back.height(), back.devicePixelRatio()) == (
        2 * width_for(height), 2 * height, 2.0)


def test_fractional_device_pixel_ratio(art):
    pixmap = art.pixmap("AS", 100, 1.25)
    assert (pixmap.width(), pixmap.height()) == (round(width_for(100) * 1.25), 125)
    assert pixmap.devicePixelRatio() == 1.25


def test_cache_returns_the_same_pixmap(art):
    first = art.pixmap("QS", 110)
    assert art.pixmap("QS", 110) is first
    assert art.pixmap("qs", 110) is first  # codes are normalised
    assert art.pixmap("QS", 110, 2.0) is not first
    assert art.back(110) is art.back(110)


def test_cache_is_a_bounded_lru(qtbot):
    art = CardArt("origen", cache_size=3)
    ace = art.pixmap("AS", 50)
    king = art.pixmap("KS", 50)
    art.pixmap("QS", 50)
    assert art.pixmap("AS", 50) is ace  # touching the ace makes the king the oldest
    art.pixmap("JS", 50)  # evicts the king
    assert art.pixmap("AS", 50) is ace
    assert art.pixmap("KS", 50) is not king
    assert len(art._cache) == 3


def test_aspect_matches_both_decks_art(qtbot):
    from PySide6.QtSvg import QSvgRenderer

    assert CARD_ASPECT == pytest.approx(CARD_WIDTH_UNITS / CARD_HEIGHT_UNITS)
    assert 0.68 < CARD_ASPECT < 0.70
    standard = QSvgRenderer(str(resource_path("cards", "standard", "svg-cards.svg")))
    box = standard.viewBoxF()
    assert box.width() / box.height() == pytest.approx(CARD_ASPECT)
    for path in (origen_file("AS"), origen_back_file()):
        box = QSvgRenderer(str(path)).viewBoxF()
        assert box.width() / box.height() == pytest.approx(CARD_ASPECT, abs=1e-4)
    assert width_for(100) == 69


def test_standard_svg_holds_every_element(qtbot):
    from PySide6.QtSvg import QSvgRenderer

    renderer = QSvgRenderer(str(resource_path("cards", "standard", "svg-cards.svg")))
    assert renderer.isValid()
    ids = {standard_element_id(code) for code in ALL_CODES}
    assert {"heart_10", "spade_1", "club_king", "diamond_2", "joker_red"} <= ids
    for element in ids | {"back"}:
        assert renderer.elementExists(element), element


def test_origen_has_a_file_per_code():
    for code in ALL_CODES:
        assert origen_file(code).is_file(), code
    assert origen_back_file().is_file()


def test_origen_mapping():
    assert origen_kind("AS").name == "Jockey Club"
    assert origen_kind("JK") == ORIGEN_NAMES["JK"]
    assert (origen_kind("JK").name, origen_kind("JK").points) == ("Diva", 50)
    assert (origen_kind("2C").name, origen_kind("2C").role) == ("Gentleman", ArtRole.WILD)
    assert origen_kind("3H").name == origen_kind("3D").name == "Sol"
    assert origen_kind("3S").name == origen_kind("3C").name == "Retener"
    tens = [origen_kind(rank + "H").name for rank in "KQJT98"]
    assert tens == ["Tamborile", "Diligencia", "Zapato", "Vanneau", "Pitanga", "Améthyste"]
    assert {origen_kind(rank + "H").points for rank in "KQJT98"} == {10}
    fives = [origen_kind(rank + "S").name for rank in "7654"]
    assert fives == ["Calebasse", "Carretta", "Cimarron", "Ceibo"]
    assert {origen_kind(rank + "S").points for rank in "7654"} == {5}
    assert origen_kind("AD").points == origen_kind("2D").points == 20
    shorts = [kind.short for kind in ORIGEN_NAMES.values()]
    assert len(set(shorts)) == len(shorts)


def test_codes_are_checked(qtbot):
    assert normalize_code("10h") == "TH"
    assert normalize_code("jk") == "JK"
    art = CardArt("standard")
    for bad in ("", "1H", "TX", "JKR", "AHH"):
        with pytest.raises(ValueError):
            art.pixmap(bad, 100)
    with pytest.raises(ValueError):
        CardArt("tarot")
    with pytest.raises(ValueError):
        art.pixmap("AS", 0)


def test_licence_and_credit_files_exist():
    standard = resource_path("cards", "standard")
    licence = (standard / "LICENSE").read_text("utf-8")
    assert "GNU LESSER GENERAL PUBLIC LICENSE" in licence and "Version 2.1" in licence
    credits = (standard / "CREDITS.md").read_text("utf-8")
    assert "David Bellot" in credits and "svg-cards" in credits and "4.0.2" in credits
    assert "LGPL" in credits
    origen = (resource_path("origen") / "LICENSE.md").read_text("utf-8")
    assert "CC-BY-SA-4.0" in origen and "GPL-3.0-or-later" in origen


def test_resource_path_finds_the_source_tree_and_honours_the_override(monkeypatch, tmp_path):
    monkeypatch.delenv(ENV_VAR, raising=False)
    assert resources_root() == ROOT / "resources"
    assert resource_path("origen", "AS.svg") == ROOT / "resources" / "origen" / "AS.svg"
    monkeypatch.setenv(ENV_VAR, str(tmp_path))
    assert resource_path("cards", "x.svg") == tmp_path / "cards" / "x.svg"


def test_origen_svgs_are_what_the_generator_draws(qtbot):
    """The SVGs are generated: nobody edits them by hand (needs the DejaVu fonts)."""
    script = ROOT / "resources" / "origen" / "make_origen_deck.py"
    spec = importlib.util.spec_from_file_location("make_origen_deck", script)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    try:
        files = module.deck()
    except SystemExit as missing_font:
        pytest.skip(str(missing_font))
    folder = script.parent
    assert sorted(files) == sorted([code + ".svg" for code in ALL_CODES] + ["back.svg"])
    for name, text in files.items():
        assert (folder / name).read_text("utf-8") == text, f"{name} is stale: rerun {script.name}"
