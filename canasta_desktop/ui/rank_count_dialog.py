"""Count per rank: the melded cards of one column counted rank by rank, for
the score keeper's form to take their total.  It opens with the counts it
gave that box last time, while the box still holds their total; over a
number typed without counts it says so, and OK with nothing counted leaves
that number alone (play-test s40: it reopened at zero, and OK replaced
160 by the 80 of the aces alone)."""

from __future__ import annotations

from functools import partial
from typing import Mapping

from PySide6.QtWidgets import QDialog, QFormLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from .. import words
from ..model.cards import JOKER, RANK_CODES
from ..model.rules import CLASSIC, CardDesign, RuleSet
from ..model.score_keeper import (COUNTED_RANKS, MAX_COUNT, melded_points_from_ranks,
                                  ranks_beyond_the_deck)
from ..printing.sheet_html import format_points
from ..session.event_text import ORIGEN_RANKS, ORIGEN_RETENER
from ..session.keeper_words import text
from .keeper_key_note import KeyNote
from .keeper_number_box import NumberBox
from .wrapped_label import wrapped_label

# A line's most letters that still reads at a glance.
READABLE_LINE = 66


class RankCountDialog(QDialog):
    """Melded cards counted per rank, for the game's `rules`, for the column
    named `column` (with `who` plays in it, if a team); the form takes the
    total.  `counts`: the counts given last time, behind the box's number;
    `held`: the box's number when no counts are behind it.  In Origen the
    cards are called by Origen's own names (Diva, Tamborile...): its deck
    has no king or queen to count (play-test)."""

    def __init__(self, lang: str, parent: QWidget | None = None,
                 rules: RuleSet = CLASSIC, column: str = "", who: str = "",
                 counts: Mapping[int, int] | None = None, held: int = 0) -> None:
        super().__init__(parent)
        self.setObjectName("rankCountDialog")
        # Whose cards these are (play-test s40: with three teams nothing said it).
        named = f"{column} ({who})" if who else column
        self.setWindowTitle(text(lang, "rank_title_for", column=named) if column
                            else text(lang, "rank_title"))
        self.whose = QLabel(text(lang, "rank_column", column=named) if column else "")
        self.whose.setObjectName("rankWhose")
        self.whose.setVisible(bool(column))
        # A number typed by hand: its counts are not known, and it is kept
        # unless cards are counted here.
        self.held = 0 if counts else held
        self.unknown = wrapped_label("rankUnknown",
                                     text(lang, "rank_unknown", points=format_points(held, lang))
                                     if self.held else "")
        self.unknown.setVisible(bool(self.held))
        self.lang = lang
        self.design = rules.design
        # The game's deck: a count past what it holds is refused, with the
        # reason (play-test s38: nine jokers went in as 450 points).
        self.rules = rules
        self.boxes: dict[int, NumberBox] = {}
        self.key_note = KeyNote(lang)
        form = QFormLayout()
        # The boxes as wide as a count, however wide the dialog.
        form.setFieldGrowthPolicy(QFormLayout.FieldGrowthPolicy.FieldsStayAtSizeHint)
        for rank in COUNTED_RANKS:
            box = NumberBox(MAX_COUNT * 3, unsigned=True)
            box.valueChanged.connect(self._update)
            self.key_note.watch(box, partial(self._rank_name, rank))
            self.boxes[rank] = box
            form.addRow(self._rank_name(rank), box)
        self.total = QLabel()
        self.beyond = wrapped_label("rankBeyond")
        self.beyond.setStyleSheet("color: #b00020;")
        self.ok = QPushButton("OK")
        self.ok.clicked.connect(self.accept)
        layout = QVBoxLayout(self)
        layout.addWidget(self.whose)
        layout.addWidget(self.unknown)
        layout.addLayout(form)
        layout.addWidget(self.key_note)
        layout.addWidget(self.total)
        layout.addWidget(self.beyond)
        layout.addWidget(self.ok)
        self.ok.setDefault(True)  # once inside the dialog, which then knows it
        for rank, given in (counts or {}).items():
            self.boxes[rank].setValue(given)
        self._update()
        self.setMinimumWidth(self._message_width() + layout.contentsMargins().left()
                             + layout.contentsMargins().right())

    def _message_width(self) -> int:
        """Room for what a box refuses on one line, up to a line a reader
        takes in (play-test s39: the dialog was as narrow as its boxes, and
        each message wrapped on three or four lines)."""
        metrics = self.fontMetrics()
        name = max((self._rank_name(rank) for rank in COUNTED_RANKS), key=len)
        said = text(self.lang, "key_not_digit", box=name, typed="-",
                    most=format_points(MAX_COUNT * 3, self.lang))
        return min(metrics.horizontalAdvance(said), metrics.averageCharWidth() * READABLE_LINE)

    def _rank_name(self, rank: int) -> str:
        if self.design is CardDesign.ORIGEN:
            name = ORIGEN_RANKS.get(rank, ORIGEN_RETENER)  # the black three: Retener
            return text(self.lang, "named_points", name=name,
                        points=melded_points_from_ranks({rank: 1}))
        if rank == JOKER:
            return text(self.lang, "joker")
        if rank == 2:
            return text(self.lang, "two")
        if rank == 14:
            return text(self.lang, "ace")
        if rank == 3:
            return text(self.lang, "black_three")
        code = RANK_CODES[rank].replace("T", "10")
        code = words.label("rank_letter", code, self.lang)  # French: R, D, V
        return text(self.lang, "ten_points" if rank >= 8 else "five_points", rank=code)

    def counts(self) -> dict[int, int]:
        return {rank: box.value() for rank, box in self.boxes.items()}

    def points(self) -> int:
        return melded_points_from_ranks(self.counts())

    def points_for_the_box(self) -> int | None:
        """What OK puts in the box: the total counted, or None to leave a
        number typed by hand as it is when nothing was counted."""
        if self.held and not any(self.counts().values()):
            return None
        return self.points()

    def _update(self) -> None:
        self.total.setText(text(self.lang, "rank_total", points=format_points(self.points(),
                                                                             self.lang)))
        counts = self.counts()
        beyond = ranks_beyond_the_deck(self.rules, counts)
        self.beyond.setText("\n".join(  # a rank a line
            text(self.lang, "rank_beyond", name=self._rank_name(rank), count=counts[rank],
                 most=most) for rank, most in beyond.items()))
        self.beyond.setVisible(bool(beyond))
        self.ok.setEnabled(not beyond)
