"""Where a name plate breaks a long name: between its words first, after a
hyphen only within a word too wide for a line of its own (play-test s33:
"Marie-Christine Dubois-" / "Lefèvre" on the player's own plate at
1920×1080, where the side panel keeps names whole)."""

from __future__ import annotations

from canasta_desktop.ui.table_items import LabelItem

SIZE = 14


def shown_lines(text: str, fits: str) -> list[str]:
    """The lines of `text` on a plate just wide enough for `fits`."""
    label = LabelItem()
    label.set_text(text, SIZE, max_width=LabelItem.text_width(fits, SIZE) + 1, wrap=True)
    return label.shown_text().split("\n")


def test_a_name_is_broken_at_its_space_not_at_its_hyphen(qapp):
    lines = shown_lines("Marie-Christine Dubois-Lefèvre\n9 cards", "Marie-Christine Dubois-")
    assert lines == ["Marie-Christine", "Dubois-Lefèvre", "9 cards"]


def test_a_word_too_wide_for_a_line_is_still_broken_after_its_hyphen(qapp):
    lines = shown_lines("Chloé-Marguerite\n11 cards", "Marguerite")
    assert lines == ["Chloé-", "Marguerite", "11 cards"]
