#!/usr/bin/env python3
# SPDX-License-Identifier: GPL-3.0-or-later
"""Draw the Canasta Origen deck: one SVG per card face, plus a back.

    python3 resources/origen/make_origen_deck.py            # writes next to this script
    python3 resources/origen/make_origen_deck.py --out DIR

Original art for Canasta Desktop (licence: resources/origen/LICENSE.md).  The
cards' names, abbreviations and values come from
``canasta_desktop.ui.card_art.ORIGEN_NAMES``; files are named by the engine's
codes (``AS.svg`` ... ``4C.svg``, ``2H.svg``, ``3H.svg`` (Sol), ``3S.svg``
(Retener), ``JK.svg`` (Diva), ``back.svg``).  Origen has no suits: the suit
letter picks a colour theme.

All lettering is converted to outlines (from the DejaVu fonts, whose licence
allows it), so the cards look the same whatever fonts a player has.  The
script needs PySide6 and the condensed DejaVu TTF files (``fonts-dejavu-extra``
on Debian/Ubuntu); it runs without a display, and its output is deterministic.
"""

from __future__ import annotations

import argparse
import math
import os
import sys
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent.parent))  # the repository root

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtGui import QFont, QGuiApplication, QPainterPath, QRawFont  # noqa: E402

from canasta_desktop.ui.card_art import (  # noqa: E402
    CARD_ASPECT, ORIGEN_NAMES, ORIGEN_RETENER, ORIGEN_SOL, RANKS, SUITS, ArtRole, OrigenKind,
)

# ---------------------------------------------------------------- geometry --

W = 240.0
H = round(W / CARD_ASPECT, 3)  # 347.259: the standard deck's proportions
CX = W / 2
EMBLEM_Y = 140.0       # centre of the medallion
MEDALLION_R = 55.0
BANNER_Y = 206.0       # top of the name banner
BANNER_H = 28.0
BANNER_X = 36.0
INDEX_X = 44.0         # centre line of the corner index
INK = "#2b2620"
PAPER = "#fffaf0"
GOLD = "#c9982b"
GOLD_LIGHT = "#f3d77a"


def f(x: float) -> str:
    """A number for SVG: at most 2 decimals, no trailing zeros."""
    text = f"{x:.2f}".rstrip("0").rstrip(".")
    return "0" if text in ("-0", "") else text


# ------------------------------------------------------------------ themes --

class Theme:
    def __init__(self, name: str, main: str, dark: str, light: str, tint: str) -> None:
        self.name = name
        self.main = main    # emblem and lettering
        self.dark = dark    # outlines, banner
        self.light = light  # medallion ground
        self.tint = tint    # highlights on the emblem


# One colour theme per suit letter: four clearly different hues.
THEMES = {
    "S": Theme("indigo", "#27458f", "#182c5e", "#e3e9f7", "#9fb4e6"),
    "H": Theme("garnet", "#b3212f", "#7a1420", "#f9e3e1", "#f0a1a6"),
    "D": Theme("amber", "#c26100", "#7f3f00", "#fcebd2", "#f2b36a"),
    "C": Theme("jade", "#1d7a4a", "#11502f", "#dcf0e3", "#8fd0aa"),
}
DIVA_THEME = Theme("diva", "#7a1f6e", "#4d1046", "#f6e4f1", "#e0a3d6")

# ------------------------------------------------------------------- fonts --

FONT_DIRS = [
    Path("/usr/share/fonts/truetype/dejavu"),
    Path("/usr/share/fonts/dejavu"),
    Path("/usr/share/fonts/TTF"),
    Path("/usr/local/share/fonts"),
    Path.home() / ".local/share/fonts",
    Path("/Library/Fonts"),
]
_fonts: dict[str, QRawFont] = {}


def raw_font(file_name: str) -> QRawFont:
    if file_name not in _fonts:
        for folder in FONT_DIRS:
            path = folder / file_name
            if path.is_file():
                font = QRawFont(str(path), 100.0, QFont.HintingPreference.PreferNoHinting)
                if font.isValid():
                    _fonts[file_name] = font
                    break
        else:
            sys.exit(f"font {file_name} not found in {', '.join(map(str, FONT_DIRS))}")
    return _fonts[file_name]


SANS = "DejaVuSansCondensed-Bold.ttf"
SERIF = "DejaVuSerifCondensed-Bold.ttf"


def text_path(text: str, font_file: str, cap: float, *, cx: float, baseline: float,
              max_width: float | None = None, letter_spacing: float = 0.0) -> str:
    """SVG path data of ``text``, centred on ``cx``; capital letters ``cap`` tall."""
    font = raw_font(font_file)
    scale = cap / font.capHeight()
    path = QPainterPath()
    x = 0.0
    glyphs = font.glyphIndexesForString(text)
    for glyph, advance in zip(glyphs, font.advancesForGlyphIndexes(glyphs)):
        path.addPath(font.pathForGlyph(glyph).translated(x, 0))
        x += advance.x() + letter_spacing / scale
    width = (x - letter_spacing / scale) * scale
    sx = scale
    if max_width is not None and width > max_width:
        sx = scale * max_width / width  # squeeze horizontally to fit
        width = max_width
    x0 = cx - width / 2
    parts = []
    i = 0
    n = path.elementCount()
    while i < n:
        e = path.elementAt(i)
        px, py = x0 + e.x * sx, baseline + e.y * scale
        if e.isMoveTo():
            if parts:
                parts.append("Z")
            parts.append(f"M{f(px)} {f(py)}")
            i += 1
        elif e.isLineTo():
            parts.append(f"L{f(px)} {f(py)}")
            i += 1
        else:  # cubic: this element and the next two
            c2 = path.elementAt(i + 1)
            end = path.elementAt(i + 2)
            parts.append(
                f"C{f(px)} {f(py)} {f(x0 + c2.x * sx)} {f(baseline + c2.y * scale)} "
                f"{f(x0 + end.x * sx)} {f(baseline + end.y * scale)}")
            i += 3
    if parts:
        parts.append("Z")
    return "".join(parts)


# ----------------------------------------------------------------- emblems --
# Each emblem is drawn in a 100 x 100 box centred on (0, 0); ``t`` is the theme.

def star_points(n: int, r_out: float, r_in: float, rot: float = -90.0,
                cx: float = 0.0, cy: float = 0.0) -> str:
    pts = []
    for k in range(2 * n):
        r = r_out if k % 2 == 0 else r_in
        a = math.radians(rot + k * 180.0 / n)
        pts.append(f"{f(cx + r * math.cos(a))},{f(cy + r * math.sin(a))}")
    return " ".join(pts)


def emblem_horseshoe(t: Theme) -> str:  # Jockey Club
    holes = []
    for deg in (200, 228, 256, 284, 312, 340):
        a = math.radians(deg)
        holes.append(f'<rect x="{f(32 * math.cos(a) - 2.2)}" y="{f(-4 + 32 * math.sin(a) - 3.5)}" '
                     f'width="4.4" height="7" rx="1.5" fill="{t.light}" '
                     f'transform="rotate({f(deg + 90)} {f(32 * math.cos(a))} {f(-4 + 32 * math.sin(a))})"/>')
    for x in (-32, 32):
        holes.append(f'<rect x="{x - 2.2}" y="14" width="4.4" height="7" rx="1.5" fill="{t.light}"/>')
    return (
        f'<path d="M-41 40 L-41 -4 A41 41 0 0 1 41 -4 L41 40 L44 46 L22 46 L24 40 L24 -4 '
        f'A24 24 0 0 0 -24 -4 L-24 40 L-22 46 L-44 46 L-41 40 Z" fill="{t.main}" '
        f'stroke="{t.dark}" stroke-width="2.5" stroke-linejoin="round"/>'
        f'<path d="M-35 -4 A35 35 0 0 1 35 -4" fill="none" stroke="{t.tint}" stroke-width="2" '
        f'stroke-opacity="0.7"/>'
        + "".join(holes)
        + f'<polygon points="{star_points(5, 11, 4.5, cy=-2)}" fill="{GOLD}" stroke="{t.dark}" '
          f'stroke-width="1.2" stroke-linejoin="round"/>'
    )


def emblem_drum(t: Theme) -> str:  # Tamborile
    top, bottom, rx, ry = -24.0, 36.0, 30.0, 9.0
    cords = []
    xs = [-30, -15, 0, 15, 30]
    pts = []
    for k, x in enumerate(xs):
        pts.append(f"{x},{top + 9 if k % 2 == 0 else bottom - 6}")
    cords.append(f'<polyline points="{" ".join(pts)}" fill="none" stroke="{t.light}" '
                 f'stroke-width="3" stroke-linejoin="round"/>')
    return (
        # stick behind the drum
        f'<line x1="6" y1="-20" x2="40" y2="-46" stroke="{INK}" stroke-width="4.5" stroke-linecap="round"/>'
        f'<circle cx="41" cy="-47" r="5.5" fill="{INK}"/>'
        # body
        f'<path d="M{-rx} {top} L{-rx} {bottom} A{rx} {ry} 0 0 0 {rx} {bottom} L{rx} {top} Z" '
        f'fill="{t.main}" stroke="{t.dark}" stroke-width="2.5" stroke-linejoin="round"/>'
        # rims
        f'<path d="M{-rx} {top + 8} A{rx} {ry} 0 0 0 {rx} {top + 8}" fill="none" stroke="{t.dark}" stroke-width="5"/>'
        f'<path d="M{-rx} {bottom - 6} A{rx} {ry} 0 0 0 {rx} {bottom - 6}" fill="none" stroke="{t.dark}" stroke-width="5"/>'
        + "".join(cords)
        # drum head
        + f'<ellipse cx="0" cy="{top}" rx="{rx}" ry="{ry}" fill="{PAPER}" stroke="{t.dark}" stroke-width="2.5"/>'
        f'<ellipse cx="0" cy="{top}" rx="{rx - 7}" ry="{ry - 3}" fill="none" stroke="{t.tint}" stroke-width="1.5"/>'
    )


def emblem_wheel(t: Theme) -> str:  # Diligencia (the stagecoach's wheel)
    spokes = "".join(
        f'<line x1="0" y1="0" x2="{f(36 * math.cos(math.radians(a)))}" '
        f'y2="{f(36 * math.sin(math.radians(a)))}" stroke="{t.main}" stroke-width="5" '
        f'stroke-linecap="round"/>'
        for a in range(0, 360, 30))
    studs = "".join(
        f'<circle cx="{f(42 * math.cos(math.radians(a + 15)))}" cy="{f(42 * math.sin(math.radians(a + 15)))}" '
        f'r="1.8" fill="{t.light}"/>' for a in range(0, 360, 30))
    return (
        spokes
        + f'<circle cx="0" cy="0" r="42" fill="none" stroke="{t.dark}" stroke-width="10"/>'
        f'<circle cx="0" cy="0" r="42" fill="none" stroke="{t.main}" stroke-width="6"/>'
        + studs
        + f'<circle cx="0" cy="0" r="11" fill="{t.main}" stroke="{t.dark}" stroke-width="2.5"/>'
        f'<circle cx="0" cy="0" r="4" fill="{GOLD_LIGHT}"/>'
    )


def emblem_boot(t: Theme) -> str:  # Zapato
    return (
        f'<path d="M-30 -46 L6 -46 L6 -2 C8 10 20 14 34 17 C46 20 48 28 47 36 L47 38 '
        f'L-10 38 L-12 46 L-30 46 Z" fill="{t.main}" stroke="{t.dark}" stroke-width="2.5" '
        f'stroke-linejoin="round"/>'
        # sole and heel
        f'<path d="M-30 38 L47 38 L47 42 L-10 42 L-12 46 L-30 46 Z" fill="{t.dark}"/>'
        # top band and stitching
        f'<rect x="-30" y="-46" width="36" height="8" fill="{t.dark}"/>'
        f'<path d="M-24 -30 L0 -30 M-24 -20 L0 -20" stroke="{t.tint}" stroke-width="2" '
        f'stroke-dasharray="4 3"/>'
        f'<path d="M6 4 C12 14 22 17 32 20" fill="none" stroke="{t.tint}" stroke-width="2"/>'
        # spur
        f'<line x1="-30" y1="30" x2="-40" y2="30" stroke="{GOLD}" stroke-width="3"/>'
        f'<polygon points="{star_points(6, 6, 2.5, cx=-43, cy=30)}" fill="{GOLD}"/>'
    )


def emblem_lapwing(t: Theme) -> str:  # Vanneau
    return (
        # legs
        f'<path d="M-2 24 L-6 46 M8 24 L10 46" stroke="{INK}" stroke-width="3" stroke-linecap="round"/>'
        # tail
        f'<path d="M-30 10 L-48 20 L-44 6 Z" fill="{t.dark}"/>'
        # body
        f'<path d="M-32 4 C-26 -14 4 -18 22 -6 C30 2 26 22 6 28 C-12 32 -30 24 -32 4 Z" '
        f'fill="{t.main}" stroke="{t.dark}" stroke-width="2.5" stroke-linejoin="round"/>'
        # white belly
        f'<path d="M-20 18 C-8 28 10 26 18 12 C14 22 2 30 -20 18 Z" fill="{PAPER}"/>'
        # wing
        f'<path d="M-22 2 C-10 -8 8 -6 14 4 C2 0 -10 4 -22 2 Z" fill="{t.dark}"/>'
        # head and breast band
        f'<circle cx="24" cy="-16" r="12" fill="{t.main}" stroke="{t.dark}" stroke-width="2.5"/>'
        f'<path d="M14 -8 C20 -2 30 -4 34 -10" fill="none" stroke="{t.dark}" stroke-width="4"/>'
        # beak and eye
        f'<polygon points="34,-19 47,-15 34,-13" fill="{INK}"/>'
        f'<circle cx="27" cy="-18" r="2.6" fill="{PAPER}"/><circle cx="27.5" cy="-18" r="1.3" fill="{INK}"/>'
        # crest
        f'<path d="M18 -26 C10 -40 -4 -44 -16 -40 C-6 -38 4 -34 12 -24 Z" fill="{t.dark}"/>'
    )


def emblem_pitanga(t: Theme) -> str:  # Pitanga (the ribbed cherry)
    ribs = "".join(
        f'<ellipse cx="0" cy="8" rx="{rx}" ry="34" fill="none" stroke="{t.dark}" '
        f'stroke-width="2" stroke-opacity="0.55"/>' for rx in (10, 22))
    return (
        # leaf
        f'<path d="M4 -30 C14 -50 36 -50 44 -40 C34 -30 18 -26 4 -30 Z" fill="#3f8a3a" '
        f'stroke="#275a24" stroke-width="2"/>'
        f'<path d="M6 -31 C18 -36 30 -40 42 -40" fill="none" stroke="#275a24" stroke-width="1.5"/>'
        # fruit
        f'<circle cx="0" cy="8" r="36" fill="{t.main}" stroke="{t.dark}" stroke-width="2.5"/>'
        + ribs
        + f'<ellipse cx="-14" cy="-8" rx="8" ry="12" fill="{PAPER}" fill-opacity="0.45" '
          f'transform="rotate(30 -14 -8)"/>'
        # calyx
        f'<polygon points="{star_points(5, 11, 4, cy=-26)}" fill="#3f8a3a" stroke="#275a24" '
        f'stroke-width="1.5" stroke-linejoin="round"/>'
    )


def emblem_gem(t: Theme) -> str:  # Améthyste
    return (
        f'<polygon points="-44,-12 -24,-36 24,-36 44,-12 0,44" fill="{t.main}" stroke="{t.dark}" '
        f'stroke-width="2.5" stroke-linejoin="round"/>'
        # crown facets
        f'<polygon points="-24,-36 -10,-12 -44,-12" fill="{t.tint}"/>'
        f'<polygon points="-24,-36 24,-36 10,-12 -10,-12" fill="{t.light}" fill-opacity="0.55"/>'
        f'<polygon points="24,-36 44,-12 10,-12" fill="{t.dark}" fill-opacity="0.35"/>'
        # pavilion facets
        f'<polygon points="-44,-12 -10,-12 0,44" fill="{t.tint}" fill-opacity="0.6"/>'
        f'<polygon points="10,-12 44,-12 0,44" fill="{t.dark}" fill-opacity="0.45"/>'
        f'<path d="M-44 -12 L44 -12 M-24 -36 L-10 -12 L0 44 L10 -12 L24 -36 M-10 -12 L0 -36 L10 -12" '
        f'fill="none" stroke="{t.dark}" stroke-width="1.5" stroke-linejoin="round"/>'
        f'<polygon points="{star_points(4, 7, 1.8, cx=-30, cy=-40)}" fill="{GOLD}"/>'
    )


def emblem_gourd(t: Theme) -> str:  # Calebasse
    return (
        # stem and tendril
        f'<path d="M0 -34 L2 -46" stroke="#5b3a1a" stroke-width="5" stroke-linecap="round"/>'
        f'<path d="M2 -42 C12 -50 20 -40 14 -36 C10 -33 8 -38 12 -40" fill="none" '
        f'stroke="#3f8a3a" stroke-width="2"/>'
        # bottle gourd: small bulb, waist, big bulb
        f'<path d="M0 -36 C-14 -36 -17 -22 -13 -14 C-10 -8 -34 -2 -34 20 C-34 38 -18 46 0 46 '
        f'C18 46 34 38 34 20 C34 -2 10 -8 13 -14 C17 -22 14 -36 0 -36 Z" fill="{t.main}" '
        f'stroke="{t.dark}" stroke-width="2.5" stroke-linejoin="round"/>'
        # waist cord and pattern band
        f'<path d="M-13 -12 C-5 -9 5 -9 13 -12" fill="none" stroke="{GOLD_LIGHT}" stroke-width="3.5"/>'
        f'<path d="M-33 18 C-12 24 12 24 33 18" fill="none" stroke="{t.light}" stroke-width="2.5"/>'
        f'<path d="M-30 28 C-10 34 10 34 30 28" fill="none" stroke="{t.light}" stroke-width="2.5"/>'
        + "".join(f'<circle cx="{x}" cy="{f(23.5 + 0.004 * x * x)}" r="2" fill="{t.light}"/>'
                  for x in (-20, -10, 0, 10, 20))
        + f'<ellipse cx="-16" cy="8" rx="5" ry="9" fill="{PAPER}" fill-opacity="0.4" '
          f'transform="rotate(25 -16 8)"/>'
    )


def emblem_cart(t: Theme) -> str:  # Carretta (the covered ox cart)
    spokes = "".join(
        f'<line x1="-4" y1="22" x2="{f(-4 + 20 * math.cos(math.radians(a)))}" '
        f'y2="{f(22 + 20 * math.sin(math.radians(a)))}" stroke="{t.dark}" stroke-width="2.5"/>'
        for a in range(0, 360, 45))
    return (
        # shaft
        f'<path d="M24 8 L48 16" stroke="#5b3a1a" stroke-width="4" stroke-linecap="round"/>'
        # canvas roof
        f'<path d="M-42 0 C-44 -40 24 -44 28 0 Z" fill="{PAPER}" stroke="{t.dark}" '
        f'stroke-width="2.5" stroke-linejoin="round"/>'
        f'<path d="M-26 0 C-28 -28 -8 -34 -8 0 M8 0 C8 -30 22 -24 20 0" fill="none" '
        f'stroke="{t.tint}" stroke-width="2"/>'
        # box
        f'<rect x="-46" y="0" width="76" height="14" rx="2" fill="{t.main}" stroke="{t.dark}" '
        f'stroke-width="2.5"/>'
        f'<line x1="-46" y1="7" x2="30" y2="7" stroke="{t.tint}" stroke-width="1.5"/>'
        # wheel
        + spokes
        + f'<circle cx="-4" cy="22" r="22" fill="none" stroke="{t.dark}" stroke-width="5"/>'
        f'<circle cx="-4" cy="22" r="5" fill="{t.main}" stroke="{t.dark}" stroke-width="2"/>'
    )


def emblem_mate(t: Theme) -> str:  # Cimarron (a bitter mate)
    return (
        # bombilla behind
        f'<path d="M6 -6 L30 -48" stroke="#9aa1ab" stroke-width="5" stroke-linecap="round"/>'
        f'<path d="M6 -6 L30 -48" stroke="#dfe3e8" stroke-width="1.6" stroke-linecap="round"/>'
        f'<rect x="25" y="-52" width="10" height="5" rx="2" fill="{GOLD}" transform="rotate(-30 30 -49)"/>'
        # cup
        f'<path d="M-28 -10 C-40 12 -30 36 -12 40 L12 40 C30 36 40 12 28 -10 Z" fill="{t.main}" '
        f'stroke="{t.dark}" stroke-width="2.5" stroke-linejoin="round"/>'
        # foot
        f'<path d="M-16 40 L-20 47 L20 47 L16 40 Z" fill="{t.dark}"/>'
        # silver rim with yerba
        f'<ellipse cx="0" cy="-10" rx="29" ry="7" fill="#5f8f2f" stroke="#9aa1ab" stroke-width="4"/>'
        f'<path d="M6 -8 L12 -19" stroke="#9aa1ab" stroke-width="5" stroke-linecap="round"/>'
        # decoration band
        f'<path d="M-33 10 C-12 16 12 16 33 10" fill="none" stroke="{GOLD_LIGHT}" stroke-width="3"/>'
        f'<path d="M-31 20 C-10 26 10 26 31 20" fill="none" stroke="{GOLD_LIGHT}" stroke-width="1.5"/>'
    )


def emblem_ceibo(t: Theme) -> str:  # Ceibo (the flower)
    petals = []
    for k, (a, length) in enumerate([(-90, 40), (-150, 30), (-30, 30), (150, 24), (30, 24)]):
        rad = math.radians(a)
        cx, cy = 0 + length * 0.55 * math.cos(rad), -4 + length * 0.55 * math.sin(rad)
        petals.append(
            f'<ellipse cx="{f(cx)}" cy="{f(cy)}" rx="{f(length * 0.55)}" ry="{f(length * 0.28)}" '
            f'transform="rotate({a} {f(cx)} {f(cy)})" fill="{t.main}" stroke="{t.dark}" '
            f'stroke-width="2.2"/>')
        petals.append(
            f'<line x1="0" y1="-4" x2="{f(length * 0.95 * math.cos(rad))}" '
            f'y2="{f(-4 + length * 0.95 * math.sin(rad))}" stroke="{t.tint}" stroke-width="1.6"/>')
    return (
        # stem and leaves
        f'<path d="M0 0 C2 18 -2 32 2 48" fill="none" stroke="#3f6f2a" stroke-width="4" stroke-linecap="round"/>'
        f'<path d="M1 30 C14 20 30 24 36 32 C24 38 10 38 1 30 Z" fill="#4f8f3a" stroke="#2f5a20" stroke-width="1.8"/>'
        f'<path d="M0 22 C-12 12 -28 14 -34 22 C-22 30 -8 30 0 22 Z" fill="#4f8f3a" stroke="#2f5a20" stroke-width="1.8"/>'
        + "".join(petals)
        + f'<circle cx="0" cy="-4" r="7" fill="{GOLD_LIGHT}" stroke="{t.dark}" stroke-width="2"/>'
    )


def emblem_top_hat(t: Theme) -> str:  # Gentleman
    return (
        # crown
        f'<path d="M-26 -42 L26 -42 L24 12 L-24 12 Z" fill="{INK}" stroke="{INK}" stroke-width="2" '
        f'stroke-linejoin="round"/>'
        f'<ellipse cx="0" cy="-42" rx="26" ry="5" fill="#4a443c"/>'
        # band
        f'<rect x="-24.5" y="0" width="49" height="9" fill="{t.main}"/>'
        # brim
        f'<path d="M-44 12 C-44 20 44 20 44 12 C30 20 -30 20 -44 12 Z" fill="{INK}"/>'
        f'<ellipse cx="0" cy="15" rx="44" ry="5.5" fill="{INK}"/>'
        f'<path d="M-18 -36 L-18 -4" stroke="#6b655c" stroke-width="3" stroke-linecap="round"/>'
        # bow tie
        f'<path d="M0 36 L-24 26 L-24 46 Z M0 36 L24 26 L24 46 Z" fill="{t.main}" stroke="{t.dark}" '
        f'stroke-width="2" stroke-linejoin="round"/>'
        f'<rect x="-5" y="30" width="10" height="12" rx="2.5" fill="{t.dark}"/>'
    )


def emblem_diva(t: Theme) -> str:  # Diva: a star with sparkles
    sparkles = "".join(
        f'<polygon points="{star_points(4, r, r * 0.28, cx=x, cy=y)}" fill="{GOLD}"/>'
        for x, y, r in ((-38, -32, 9), (38, -30, 7), (36, 34, 8), (-36, 32, 6)))
    return (
        f'<polygon points="{star_points(5, 46, 19, cy=3)}" fill="{GOLD}" stroke="{t.dark}" '
        f'stroke-width="3" stroke-linejoin="round"/>'
        f'<polygon points="{star_points(5, 30, 12.4, cy=3)}" fill="{GOLD_LIGHT}"/>'
        f'<polygon points="{star_points(5, 12, 5, cy=3)}" fill="{t.main}"/>'
        + sparkles
    )


def emblem_sun(t: Theme) -> str:  # Sol
    rays = []
    for k in range(16):
        a = k * 22.5
        r_out = 47 if k % 2 == 0 else 38
        rays.append(f'<polygon points="-5,-22 5,-22 0,-{r_out}" transform="rotate({a})" '
                    f'fill="{GOLD if k % 2 == 0 else "#e2a521"}" stroke="{t.dark}" stroke-width="1.2" '
                    f'stroke-linejoin="round"/>')
    return (
        "".join(rays)
        + f'<circle cx="0" cy="0" r="25" fill="{GOLD_LIGHT}" stroke="{t.dark}" stroke-width="2.5"/>'
        f'<circle cx="0" cy="0" r="17" fill="none" stroke="{GOLD}" stroke-width="2"/>'
        # a quiet face, as on old suns
        f'<circle cx="-7" cy="-4" r="2.4" fill="{t.dark}"/><circle cx="7" cy="-4" r="2.4" fill="{t.dark}"/>'
        f'<path d="M-8 7 C-4 12 4 12 8 7" fill="none" stroke="{t.dark}" stroke-width="2.2" stroke-linecap="round"/>'
    )


def emblem_stop(t: Theme) -> str:  # Retener: an octagon with a bar
    oct_pts = star_points(4, 44, 44, rot=-90 + 22.5)  # 8 equal points: an octagon
    inner = star_points(4, 37, 37, rot=-90 + 22.5)
    return (
        f'<polygon points="{oct_pts}" fill="{t.main}" stroke="{t.dark}" stroke-width="3" '
        f'stroke-linejoin="round"/>'
        f'<polygon points="{inner}" fill="none" stroke="{PAPER}" stroke-width="3" stroke-linejoin="round"/>'
        f'<rect x="-24" y="-7.5" width="48" height="15" rx="2" fill="{PAPER}"/>'
    )


EMBLEMS = {
    "JK": emblem_diva, "2": emblem_top_hat, "A": emblem_horseshoe, "K": emblem_drum,
    "Q": emblem_wheel, "J": emblem_boot, "T": emblem_lapwing, "9": emblem_pitanga,
    "8": emblem_gem, "7": emblem_gourd, "6": emblem_cart, "5": emblem_mate, "4": emblem_ceibo,
    "Sol": emblem_sun, "Retener": emblem_stop,
}

# -------------------------------------------------------------------- cards --


def svg_document(body: str, title: str) -> str:
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        f'<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="{f(W)}" height="{f(H)}" '
        f'viewBox="0 0 {f(W)} {f(H)}">\n'
        f'<title>{title}</title>\n'
        '<!-- Canasta Desktop, Canasta Origen deck: original art, CC-BY-SA-4.0 '
        '(see LICENSE.md). Generated by make_origen_deck.py; edit the script, not this file. -->\n'
        f'{body}\n</svg>\n'
    )


def corner_index(kind: OrigenKind, t: Theme, emblem) -> str:
    """The top-left index: abbreviation, value, small emblem."""
    value = f"+{kind.points}" if kind.role is ArtRole.BONUS else str(kind.points)
    abbr = text_path(kind.short, SANS, 27, cx=INDEX_X, baseline=42, max_width=62)
    val = text_path(value, SANS, 18, cx=INDEX_X, baseline=68, max_width=56)
    return (
        f'<path d="{abbr}" fill="{t.main}"/>'
        f'<path d="{val}" fill="{t.dark}"/>'
        f'<g transform="translate({f(INDEX_X)} 91) scale(0.3)">{emblem(t)}</g>'
    )


def card_face(kind: OrigenKind, t: Theme, emblem, *, wild: bool) -> str:
    parts = []
    # paper and frame
    parts.append(f'<rect x="1" y="1" width="{f(W - 2)}" height="{f(H - 2)}" rx="14" ry="14" '
                 f'fill="{PAPER}" stroke="{INK}" stroke-width="2"/>')
    frame_color = GOLD if wild else t.main
    parts.append(f'<rect x="7" y="7" width="{f(W - 14)}" height="{f(H - 14)}" rx="9" ry="9" '
                 f'fill="none" stroke="{frame_color}" stroke-width="{2.5 if wild else 1.4}"/>')
    if wild:
        parts.append(f'<rect x="11" y="11" width="{f(W - 22)}" height="{f(H - 22)}" rx="7" ry="7" '
                     f'fill="none" stroke="{GOLD}" stroke-width="0.9"/>')
    # corner indices
    index = corner_index(kind, t, emblem)
    parts.append(f'<g>{index}</g>')
    parts.append(f'<g transform="rotate(180 {f(CX)} {f(H / 2)})">{index}</g>')
    # medallion with the emblem
    ring = GOLD if wild else t.main
    parts.append(f'<circle cx="{f(CX)}" cy="{f(EMBLEM_Y)}" r="{f(MEDALLION_R)}" fill="{t.light}" '
                 f'stroke="{ring}" stroke-width="3"/>')
    parts.append(f'<circle cx="{f(CX)}" cy="{f(EMBLEM_Y)}" r="{f(MEDALLION_R - 5)}" fill="none" '
                 f'stroke="{ring}" stroke-width="0.9" stroke-dasharray="2.5 2.5"/>')
    parts.append(f'<g transform="translate({f(CX)} {f(EMBLEM_Y)}) scale(0.9)">{emblem(t)}</g>')
    # name banner
    bx, bw = BANNER_X, W - 2 * BANNER_X
    parts.append(f'<rect x="{f(bx)}" y="{f(BANNER_Y)}" width="{f(bw)}" height="{f(BANNER_H)}" '
                 f'rx="{f(BANNER_H / 2)}" fill="{t.dark}"/>')
    if wild:
        parts.append(f'<rect x="{f(bx + 2.5)}" y="{f(BANNER_Y + 2.5)}" width="{f(bw - 5)}" '
                     f'height="{f(BANNER_H - 5)}" rx="{f(BANNER_H / 2 - 2.5)}" fill="none" '
                     f'stroke="{GOLD}" stroke-width="1.2"/>')
    name = text_path(kind.name.upper(), SERIF, 14, cx=CX, baseline=BANNER_Y + BANNER_H / 2 + 7,
                     max_width=bw - 26, letter_spacing=0.8)
    parts.append(f'<path d="{name}" fill="{PAPER}"/>')
    return "\n".join(parts)


def back_face() -> str:
    ground, line, dark = "#7a1d2b", GOLD, "#4e0f1a"
    parts = [
        f'<rect x="1" y="1" width="{f(W - 2)}" height="{f(H - 2)}" rx="14" ry="14" fill="{PAPER}" '
        f'stroke="{INK}" stroke-width="2"/>',
        f'<rect x="10" y="10" width="{f(W - 20)}" height="{f(H - 20)}" rx="8" ry="8" fill="{ground}"/>',
    ]
    # lattice of small lozenges inside the panel
    x0, y0, x1, y1 = 20.0, 20.0, W - 20.0, H - 20.0
    step = 17.0
    cols = int((x1 - x0) // step)
    rows = int((y1 - y0) // step)
    ox = x0 + ((x1 - x0) - cols * step) / 2
    oy = y0 + ((y1 - y0) - rows * step) / 2
    for r in range(rows + 1):
        for c in range(cols + 1):
            x, y = ox + c * step, oy + r * step
            if (x - CX) ** 2 + (y - H / 2) ** 2 < 60 ** 2:
                continue
            parts.append(f'<polygon points="{f(x)},{f(y - 5)} {f(x + 4)},{f(y)} {f(x)},{f(y + 5)} '
                         f'{f(x - 4)},{f(y)}" fill="{line}" fill-opacity="0.55"/>')
            if r < rows and c < cols:
                parts.append(f'<circle cx="{f(x + step / 2)}" cy="{f(y + step / 2)}" r="1.4" '
                             f'fill="{dark}"/>')
    # frames
    parts.append(f'<rect x="14" y="14" width="{f(W - 28)}" height="{f(H - 28)}" rx="6" ry="6" '
                 f'fill="none" stroke="{line}" stroke-width="2.2"/>')
    parts.append(f'<rect x="18.5" y="18.5" width="{f(W - 37)}" height="{f(H - 37)}" rx="4" ry="4" '
                 f'fill="none" stroke="{line}" stroke-width="0.8"/>')
    # central rosette: a sun-like star
    cy = H / 2
    parts.append(f'<circle cx="{f(CX)}" cy="{f(cy)}" r="50" fill="{dark}" stroke="{line}" stroke-width="2.5"/>')
    parts.append(f'<circle cx="{f(CX)}" cy="{f(cy)}" r="44" fill="none" stroke="{line}" '
                 f'stroke-width="0.9" stroke-dasharray="3 2.5"/>')
    parts.append(f'<polygon points="{star_points(8, 38, 16, cx=CX, cy=cy)}" fill="{line}"/>')
    parts.append(f'<polygon points="{star_points(8, 26, 13, rot=-90 + 22.5, cx=CX, cy=cy)}" '
                 f'fill="{GOLD_LIGHT}"/>')
    parts.append(f'<circle cx="{f(CX)}" cy="{f(cy)}" r="10" fill="{ground}" stroke="{line}" stroke-width="2"/>')
    # corner ornaments
    for x, y in ((34, 34), (W - 34, 34), (34, H - 34), (W - 34, H - 34)):
        parts.append(f'<circle cx="{f(x)}" cy="{f(y)}" r="9" fill="{dark}" stroke="{line}" stroke-width="1.5"/>')
        parts.append(f'<polygon points="{star_points(4, 7, 2.5, cx=x, cy=y)}" fill="{GOLD_LIGHT}"/>')
    return "\n".join(parts)


def deck() -> dict[str, str]:
    """File name -> SVG text, for every face and the back."""
    files: dict[str, str] = {}
    for suit in SUITS:
        theme = THEMES[suit]
        for rank in RANKS:
            if rank == "3":
                kind = ORIGEN_SOL if suit in "HD" else ORIGEN_RETENER
                emblem = EMBLEMS[kind.name]
            else:
                kind = ORIGEN_NAMES[rank]
                emblem = EMBLEMS[rank]
            body = card_face(kind, theme, emblem, wild=kind.role is ArtRole.WILD)
            files[f"{rank}{suit}.svg"] = svg_document(body, f"{kind.name} ({theme.name})")
    diva = ORIGEN_NAMES["JK"]
    files["JK.svg"] = svg_document(card_face(diva, DIVA_THEME, EMBLEMS["JK"], wild=True), diva.name)
    files["back.svg"] = svg_document(back_face(), "Canasta Origen: back")
    return files


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--out", type=Path, default=HERE, help="folder to write into")
    args = parser.parse_args(argv)
    _app = QGuiApplication.instance() or QGuiApplication([])  # QRawFont needs one
    args.out.mkdir(parents=True, exist_ok=True)
    files = deck()
    for name, text in files.items():
        (args.out / name).write_text(text, "utf-8")
    print(f"wrote {len(files)} files to {args.out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
