"""Card faces and backs as pixmaps, rendered from SVG.

Two decks are available:

``"standard"``
    SVG-cards by David Bellot (LGPL-2.1), one SVG file holding every card as
    a named element (``resources/cards/standard/``, see its CREDITS.md).
``"origen"``
    the themed *Canasta Origen* deck, our own art: one SVG file per face plus
    a back, drawn by ``resources/origen/make_origen_deck.py``.

Cards are named by the engine's codes: rank ``A K Q J T 9 8 7 6 5 4 3 2`` +
suit ``S H D C`` ("TH", "AS", "3D"), and ``"JK"`` for a joker.  Origen has no
real suits; its cards reuse the same codes (see :data:`ORIGEN_NAMES`), and the
suit letter only picks one of four colour themes.

Pixmaps are rendered at ``height * device_pixel_ratio`` physical pixels and
carry that ratio, so they are sharp on high-DPI screens; they are cached in a
bounded LRU keyed by code and physical size.

A French table names the court cards R, D, V (roi, dame, valet): given
`court_letters` ({"K": "R", "Q": "D", "J": "V"}), the standard deck's own
corner index says them.  The art draws each court card's index from one
shared text ("K" in the element "king", used in both corners), so the text
is changed there: the same font, size, colour and place as the art's own.
"""

from __future__ import annotations

from collections import OrderedDict
from pathlib import Path
from enum import Enum, auto
from typing import Mapping, NamedTuple

import re

from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from canasta_desktop.resources import resource_path

# Card size in the art's own units (SVG-cards: 169.075 x 244.640; the Origen
# deck is drawn with the same proportions so both decks lay out alike).
CARD_WIDTH_UNITS = 169.075
CARD_HEIGHT_UNITS = 244.640
CARD_ASPECT = CARD_WIDTH_UNITS / CARD_HEIGHT_UNITS  # width / height, ~0.691

DECKS = ("standard", "origen")
SUITS = "SHDC"
RANKS = "AKQJT98765432"
JOKER = "JK"
# The 53 distinct codes of a pack (a pack holds two jokers, both "JK").
ALL_CODES: tuple[str, ...] = tuple(rank + suit for suit in SUITS for rank in RANKS) + (JOKER,)

DEFAULT_CACHE_SIZE = 400


# --- Canasta Origen: the deck's own cards, mapped onto the engine's codes ---

class ArtRole(Enum):
    """How an Origen card is drawn (the engine decides what it does in play)."""

    JOKER = auto()
    WILD = auto()
    NATURAL = auto()
    STOP = auto()  # like a black three
    BONUS = auto()  # like a red three: its value is drawn as "+100"


class OrigenKind(NamedTuple):
    name: str     # the card's name in the game (French; the same in English)
    short: str    # corner abbreviation
    points: int   # value counted in melds and hands (Sol: its bonus)
    role: ArtRole


# Rank letter of the engine's code -> Origen card (RULES.md §4).  Threes depend
# on the suit colour: see ORIGEN_THREES.
ORIGEN_NAMES: dict[str, OrigenKind] = {
    "JK": OrigenKind("Diva", "DIVA", 50, ArtRole.JOKER),
    "2": OrigenKind("Gentleman", "GEN", 20, ArtRole.WILD),
    "A": OrigenKind("Jockey Club", "JC", 20, ArtRole.NATURAL),
    "K": OrigenKind("Tamborile", "TAM", 10, ArtRole.NATURAL),
    "Q": OrigenKind("Diligencia", "DIL", 10, ArtRole.NATURAL),
    "J": OrigenKind("Zapato", "ZAP", 10, ArtRole.NATURAL),
    "T": OrigenKind("Vanneau", "VAN", 10, ArtRole.NATURAL),
    "9": OrigenKind("Pitanga", "PIT", 10, ArtRole.NATURAL),
    "8": OrigenKind("Améthyste", "AMÉ", 10, ArtRole.NATURAL),
    "7": OrigenKind("Calebasse", "CAL", 5, ArtRole.NATURAL),
    "6": OrigenKind("Carretta", "CAR", 5, ArtRole.NATURAL),
    "5": OrigenKind("Cimarron", "CIM", 5, ArtRole.NATURAL),
    "4": OrigenKind("Ceibo", "CEI", 5, ArtRole.NATURAL),
}
ORIGEN_SOL = OrigenKind("Sol", "SOL", 100, ArtRole.BONUS)          # like a red three
ORIGEN_RETENER = OrigenKind("Retener", "RET", 5, ArtRole.STOP)     # like a black three
ORIGEN_THREES: dict[str, OrigenKind] = {
    "H": ORIGEN_SOL, "D": ORIGEN_SOL, "S": ORIGEN_RETENER, "C": ORIGEN_RETENER,
}


def parse_code(code: str) -> tuple[str, str | None]:
    """``"TH"`` -> ``("T", "H")``, ``"JK"`` -> ``("JK", None)``.

    ``"10"`` is accepted for ``"T"``; anything else raises ``ValueError``.
    """
    text = code.strip().upper()
    if text == JOKER:
        return JOKER, None
    if text.startswith("10"):
        text = "T" + text[2:]
    if len(text) != 2 or text[0] not in RANKS or text[1] not in SUITS:
        raise ValueError(f"unknown card code {code!r}")
    return text[0], text[1]


def normalize_code(code: str) -> str:
    rank, suit = parse_code(code)
    return JOKER if suit is None else rank + suit


def origen_kind(code: str) -> OrigenKind:
    """The Origen card shown for an engine code (``"3H"`` -> Sol)."""
    rank, suit = parse_code(code)
    if rank == "3":
        assert suit is not None
        return ORIGEN_THREES[suit]
    return ORIGEN_NAMES[rank]


# --- Standard deck (SVG-cards) element ids ---

STANDARD_SVG = ("cards", "standard", "svg-cards.svg")
_STANDARD_SUITS = {"S": "spade", "H": "heart", "D": "diamond", "C": "club"}
_STANDARD_RANKS = {"A": "1", "T": "10", "J": "jack", "Q": "queen", "K": "king",
                   **{d: d for d in "23456789"}}
# The shared index text of the court cards ("K" in <g id="king"><text ...>K</text>).
STANDARD_COURT_INDEX = {"K": "king", "Q": "queen", "J": "jack"}
STANDARD_JOKER_ID = "joker_red"
STANDARD_BACK_ID = "back"
DEFAULT_BACK_COLOR = "#1f4e9c"


def standard_element_id(code: str) -> str:
    """SVG-cards element id of a card: ``"TH"`` -> ``"heart_10"``."""
    rank, suit = parse_code(code)
    if suit is None:
        return STANDARD_JOKER_ID
    return f"{_STANDARD_SUITS[suit]}_{_STANDARD_RANKS[rank]}"


ORIGEN_DIR = ("origen",)


def origen_file(code: str) -> Path:
    """The Origen deck's SVG for a code, e.g. ``resources/origen/TH.svg``."""
    return resource_path(*ORIGEN_DIR, normalize_code(code) + ".svg")


def origen_back_file() -> Path:
    return resource_path(*ORIGEN_DIR, "back.svg")


# --- Renderers, shared by every CardArt (parsing the standard SVG takes time) ---

_standard_renderers: dict[tuple[str, tuple[tuple[str, str], ...]], QSvgRenderer] = {}
_file_renderers: dict[Path, QSvgRenderer] = {}


def court_index_svg(data: bytes, letters: Mapping[str, str]) -> bytes:
    """The standard deck's SVG with the court cards' index letters changed
    (``{"K": "R"}``: every king's two corners say R).  ValueError if the art
    has no such index (another version of the deck)."""
    for rank, letter in letters.items():
        element = STANDARD_COURT_INDEX[rank]
        pattern = re.compile(rb'(<g id="' + element.encode() + rb'"><text[^>]*>)'
                             + re.escape(rank.encode()) + rb'(</text>)')
        data, found = pattern.subn(lambda m: m.group(1) + letter.encode() + m.group(2), data,
                                  count=1)
        if not found:
            raise ValueError(f"the card art has no index text for {rank!r}")
    return data


def _standard_renderer(back_color: str, letters: Mapping[str, str] | None = None
                       ) -> QSvgRenderer:
    key = (back_color, tuple(sorted((letters or {}).items())))
    renderer = _standard_renderers.get(key)
    if renderer is None:
        path = resource_path(*STANDARD_SVG)
        data = path.read_bytes()
        # The back takes its colour from an inherited fill (upstream expects it
        # on the <use> that shows the card); give the back group one.
        tag = f'<g id="{STANDARD_BACK_ID}"'.encode()
        data = data.replace(tag, tag + f' fill="{back_color}"'.encode(), 1)
        if letters:
            data = court_index_svg(data, letters)
        renderer = QSvgRenderer(QByteArray(data))
        if not renderer.isValid():
            raise OSError(f"cannot load card art {path}")
        _standard_renderers[key] = renderer
    return renderer


def _file_renderer(path: Path) -> QSvgRenderer:
    renderer = _file_renderers.get(path)
    if renderer is None:
        if not path.is_file():
            raise FileNotFoundError(f"card art not found: {path}")
        renderer = QSvgRenderer(str(path))
        if not renderer.isValid():
            raise OSError(f"cannot load card art {path}")
        _file_renderers[path] = renderer
    return renderer


def width_for(height: float) -> int:
    """Logical width of a card shown ``height`` pixels tall."""
    return max(1, round(height * CARD_ASPECT))


class CardArt:
    """Renders one deck's cards to pixmaps, with a bounded LRU cache."""

    def __init__(self, deck: str = "standard", *, back_color: str = DEFAULT_BACK_COLOR,
                 cache_size: int = DEFAULT_CACHE_SIZE,
                 court_letters: Mapping[str, str] | None = None) -> None:
        if deck not in DECKS:
            raise ValueError(f"unknown deck {deck!r}; expected one of {DECKS}")
        self.deck = deck
        self.back_color = back_color  # standard deck only; Origen's back is drawn
        # Standard deck only: the court cards' index letters ({"K": "R"...}).
        self.court_letters = dict(court_letters or {})
        self.cache_size = max(1, cache_size)
        self._cache: OrderedDict[tuple[str, int, int, float], QPixmap] = OrderedDict()

    # -- sizes --

    @staticmethod
    def width_for(height: float) -> int:
        return width_for(height)

    # -- public API --

    def pixmap(self, code: str, height: int, device_pixel_ratio: float = 1.0) -> QPixmap:
        """The face of card ``code``, ``height`` logical pixels tall."""
        return self._get(normalize_code(code), height, device_pixel_ratio)

    def back(self, height: int, device_pixel_ratio: float = 1.0) -> QPixmap:
        """The back of a card, ``height`` logical pixels tall."""
        return self._get("back", height, device_pixel_ratio)

    # -- internals --

    def _get(self, key_code: str, height: int, dpr: float) -> QPixmap:
        if height <= 0:
            raise ValueError(f"card height must be positive, not {height}")
        if dpr <= 0:
            raise ValueError(f"device pixel ratio must be positive, not {dpr}")
        phys_h = max(1, round(height * dpr))
        phys_w = max(1, round(width_for(height) * dpr))
        key = (key_code, phys_w, phys_h, float(dpr))
        cached = self._cache.get(key)
        if cached is not None:
            self._cache.move_to_end(key)
            return cached
        pixmap = QPixmap.fromImage(self._render(key_code, phys_w, phys_h))
        pixmap.setDevicePixelRatio(dpr)
        self._cache[key] = pixmap
        while len(self._cache) > self.cache_size:
            self._cache.popitem(last=False)
        return pixmap

    def _render(self, key_code: str, width: int, height: int) -> QImage:
        image = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
        image.fill(Qt.GlobalColor.transparent)
        painter = QPainter(image)
        try:
            painter.setRenderHint(QPainter.RenderHint.Antialiasing)
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform)
            painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
            target = QRectF(0, 0, width, height)
            if self.deck == "standard":
                renderer = _standard_renderer(self.back_color, self.court_letters)
                element = STANDARD_BACK_ID if key_code == "back" else standard_element_id(key_code)
                # Each card is 169.075 x 244.64 units with its corner at the
                # origin, but an element's bounds may stick out a little
                # (text extents): map units to pixels and place the bounds.
                sx = width / CARD_WIDTH_UNITS
                sy = height / CARD_HEIGHT_UNITS
                bounds = renderer.boundsOnElement(element)
                painter.setClipRect(target)
                renderer.render(painter, element,
                                QRectF(bounds.x() * sx, bounds.y() * sy,
                                       bounds.width() * sx, bounds.height() * sy))
            else:
                path = origen_back_file() if key_code == "back" else origen_file(key_code)
                _file_renderer(path).render(painter, target)
        finally:
            painter.end()
        return image
