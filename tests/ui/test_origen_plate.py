"""A small Origen card's plate hides the art's own index under it.  The
plate is one line high ("RET 5") and Origen's index two ("RET" over "5"),
so the art's lower half showed under the plate (play-tests: a cut "RET"
under "RET 5" on the pile, in the hand and on the last card of a meld)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QRectF

from canasta_desktop.model.rules import CardDesign
from canasta_desktop.ui.card_faces import CardFaces
from canasta_desktop.ui.card_index import deck_index, has_plate, index_rect

ORIGEN = CardDesign.ORIGEN.value


def dark_pixels(code: str, height: int, below_plate: bool) -> int:
    """Dark pixels in the art's index corner (below the plate, if asked)."""
    faces = CardFaces(ORIGEN)
    width = faces.width_for(height)
    image = faces.face(code, height).toImage()
    x, y, w, h = deck_index(ORIGEN).art_corner
    top = index_rect(height, width, ORIGEN).bottom() + 1 if below_plate else y * height
    area = QRectF(x * width, top, w * width, (y + h) * height - top)
    dark = 0
    for px in range(int(area.left()), int(area.right())):
        for py in range(int(area.top()), int(area.bottom())):
            colour = image.pixelColor(px, py)
            if min(colour.red(), colour.green(), colour.blue()) < 160:
                dark += 1
    return dark


@pytest.mark.parametrize("code", ["3C", "3S", "AS", "KH", "2D"])
@pytest.mark.parametrize("height", [70, 110, 170])
def test_a_plated_origen_card_shows_no_cut_index_under_its_plate(qapp, code, height):
    assert has_plate(height, ORIGEN)
    assert dark_pixels(code, height, below_plate=True) == 0


def test_a_large_origen_card_keeps_its_own_index(qapp):
    """From the height where the art's index reads, there is no plate and
    nothing is painted over the art."""
    assert not has_plate(200, ORIGEN)
    assert dark_pixels("3C", 200, below_plate=False) > 0
