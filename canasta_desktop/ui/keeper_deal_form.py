"""The score keeper's form of one deal: a column of boxes per score-sheet
column, in the order players count a deal at the table, its heads and row
labels, the key note, the preview and the Add button.  The form holds what
is typed; the window says what it means (`model.score_keeper`)."""

from __future__ import annotations

from functools import partial
from typing import Sequence

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (QCheckBox, QComboBox, QGridLayout, QGroupBox, QHBoxLayout,
                               QLabel, QPushButton, QSizePolicy, QVBoxLayout,
                               QWidget)

from ..model.rules import CardDesign, RuleSet
from ..model.score_keeper import (MAX_COUNT, MAX_POINTS, DealEntry, asked_counts,
                                  asks_concealed, is_points)
from ..model.scoring import TeamCounts
from ..session.keeper_words import text
from .keeper_key_note import KeyNote
from .keeper_column_head import ColumnHead
from .keeper_number_box import NumberBox
from .wrapped_label import wrapped_label


class ColumnFields:
    """The form's boxes for one score-sheet column."""

    def __init__(self, rules: RuleSet) -> None:
        # The counts the model asks under these rules, each in its own box.
        self.boxes: dict[str, NumberBox] = {
            count: NumberBox(MAX_POINTS, 5) if is_points(count) else NumberBox(MAX_COUNT)
            for count in asked_counts(rules)}
        self.went_out = QCheckBox()
        self.ticks = {"went_out": self.went_out}
        if asks_concealed(rules):
            self.ticks["concealed"] = QCheckBox()
        self.by_rank = QPushButton()
        # The counts per rank behind the melded points, as last given by
        # "Per rank…": offered again while the box holds their total.
        self.rank_counts: dict[int, int] = {}

    def set_enabled(self, enabled: bool) -> None:
        for widget in (*self.boxes.values(), *self.ticks.values(), self.by_rank):
            widget.setEnabled(enabled)

    def counts(self) -> TeamCounts:
        values = {key: box.value() for key, box in self.boxes.items()}
        concealed = self.ticks.get("concealed")
        return TeamCounts(went_out=self.went_out.isChecked(),
                          concealed=concealed is not None and concealed.isChecked(), **values)

    def show(self, counts: TeamCounts) -> None:
        self.rank_counts = {}  # another deal's number: its counts are not known
        for key, box in self.boxes.items():
            box.setValue(getattr(counts, key))
        for key, tick in self.ticks.items():
            tick.setChecked(getattr(counts, key))

    def widgets(self) -> list[QWidget]:
        """In the order Tab goes through them: the order of the rows."""
        keys = list(self.boxes)
        order: list[QWidget] = [self.boxes[keys[0]], self.by_rank]
        order += [self.boxes[k] for k in keys[1:]]
        return order + list(self.ticks.values())



class DealForm(QGroupBox):
    """The boxes of one deal, a column a side, with the words around them.
    Its words are set by `retranslate`, again at each Game → Language."""

    edited = Signal()  # a box, a tick or the isolated player changed
    relaid = Signal()  # the columns moved: the preview follows them
    rank_count_asked = Signal(int)  # "Count per rank" of this column

    def __init__(self, rules: RuleSet, columns: int, lang: str) -> None:
        super().__init__()
        self.lang = lang
        self.titles: list[str] = [""] * columns
        self.deal_label = QLabel()
        self.deal_label.setObjectName("keeperDealLabel")
        self.opening_label = QLabel()
        self.opening_label.setWordWrap(True)  # six players' minimums take two lines
        grid = QGridLayout()
        self.fields = [ColumnFields(rules) for _ in range(columns)]
        self.heads: list[ColumnHead] = []
        for c in range(columns):
            head = ColumnHead()
            head.cut_changed.connect(self.relaid)  # the preview's heads are cut alike
            grid.addWidget(head, 0, c + 1)
            self.heads.append(head)
        self.row_labels: list[tuple[QLabel, str]] = []  # (label, its catalogue key)

        def row_label(key: str, row: int) -> None:
            label = QLabel()
            # Beside many columns, long ones ("Penalties (100 for…") take two lines.
            label.setWordWrap(columns > 3)
            grid.addWidget(label, row, 0)
            self.row_labels.append((label, key))

        labels = {"red_threes": "red_threes_sol" if rules.design is CardDesign.ORIGEN else "red_threes",
                  "hand_points": "hand_points_foot" if rules.foot_size else "hand_points"}
        # Under the boxes: what a box did not take from the keys, named by
        # its row and column.
        self.key_note = KeyNote(lang)
        row = 1
        for key in self.fields[0].boxes:
            row_label(labels.get(key, key), row)
            for c, f in enumerate(self.fields):
                grid.addWidget(f.boxes[key], row, c + 1)
                f.boxes[key].valueChanged.connect(self.edited)
                self.key_note.watch(f.boxes[key], partial(
                    self._box_name, self.row_labels[-1][0], c))
            row += 1
            if key == "melded_points":
                for c, f in enumerate(self.fields):
                    f.by_rank.setAutoDefault(False)
                    f.by_rank.clicked.connect(
                        lambda _=False, c=c: self.rank_count_asked.emit(c))
                    grid.addWidget(f.by_rank, row, c + 1)
                row += 1
        for key in self.fields[0].ticks:
            row_label(key, row)
            for c, f in enumerate(self.fields):
                box = f.ticks[key]
                box.toggled.connect(self.edited)
                grid.addWidget(box, row, c + 1, Qt.AlignmentFlag.AlignCenter)
            row += 1
        self.isolated_combo: QComboBox | None = None
        if rules.score_by_player:
            self.isolated_combo = QComboBox()
            self.isolated_combo.addItem("", None)
            for c in range(columns):
                self.isolated_combo.addItem("", c)
            self.isolated_combo.currentIndexChanged.connect(self.edited)
            row_label("isolated", row)
            grid.addWidget(self.isolated_combo, row, 1, 1, columns)
            row += 1
        self.preview = wrapped_label("keeperPreview")
        self.preview.setTextFormat(Qt.TextFormat.RichText)
        # As wide as the form's columns it follows, never the one to widen
        # them (its widths come from them: it would widen them at each look).
        self.preview.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.add_button = QPushButton()
        self.add_button.setObjectName("keeperAddButton")
        self.add_button.setAutoDefault(True)  # made default once inside the window
        self.cancel_edit_button = QPushButton()
        self.cancel_edit_button.setAutoDefault(False)
        form_buttons = QHBoxLayout()
        form_buttons.addWidget(self.add_button)
        form_buttons.addWidget(self.cancel_edit_button)
        form_buttons.addStretch(1)
        form_layout = QVBoxLayout(self)
        form_layout.addWidget(self.deal_label)
        form_layout.addWidget(self.opening_label)
        form_layout.addLayout(grid)
        form_layout.addWidget(self.key_note)
        form_layout.addWidget(self.preview, 1)
        form_layout.addLayout(form_buttons)
        self.grid = grid
        self.form_layout = form_layout

    def _box_name(self, row: QLabel, column: int) -> str:
        """A box of the form as its key note names it: its row and column."""
        return text(self.lang, "key_box", row=row.text(), column=self.titles[column])

    def retranslate(self, lang: str, rules: RuleSet, titles: Sequence[str],
                    members: Sequence[str]) -> None:
        """The form's words in `lang`: `titles` head the columns, with
        `members`, who plays in each, under them."""
        self.lang = lang
        self.titles = list(titles)
        # Who "We" and "They" are, under the head (play-test: only
        # the printed sheet said it).  A name in one word wider than its
        # column is cut short, whole in the tooltip (play-test s39: six
        # 24-letter names scrolled the form sideways at 1280 pixels).
        for head, title, who in zip(self.heads, self.titles, members):
            head.set_names(title, who)
        for label, key in self.row_labels:
            label.setText(text(lang, key, bonus=rules.tile_bonus, penalty=rules.tile_penalty))
        for f in self.fields:
            f.by_rank.setText(text(lang, "by_rank"))
            f.by_rank.setToolTip(text(lang, "by_rank_tip"))
        if self.isolated_combo is not None:
            self.isolated_combo.setItemText(0, text(lang, "nobody"))
            for c, title in enumerate(self.titles):
                self.isolated_combo.setItemText(c + 1, title)
        self.cancel_edit_button.setText(text(lang, "cancel_edit"))
        self.key_note.set_language(lang)  # after the rows' and columns' names it quotes

    def resizeEvent(self, event) -> None:  # noqa: ANN001 - Qt signature
        super().resizeEvent(event)
        self.relaid.emit()

    def preview_widths(self) -> list[int]:
        """The preview's columns in pixels: the row labels' up to the first
        box, then each column's up to its box's right edge (its numbers are
        right-aligned there, as in the boxes).  Empty before the form is
        laid out."""
        self.form_layout.activate()
        boxes = [next(iter(f.boxes.values())).geometry() for f in self.fields]
        if boxes[0].width() <= 1:
            return []
        # Each column from the gap before its box: room for a head as wide
        # as the box, with the table's cell padding.
        gap = boxes[1].left() - boxes[0].right() - 1 if len(boxes) > 1 else 0
        rights = [boxes[0].left() - gap] + [box.right() + 1 for box in boxes]
        return [rights[0] - self.preview.x()] + [
            right - left for left, right in zip(rights, rights[1:])]

    @property
    def shown_titles(self) -> list[str]:
        """The sides' names as the heads show them, cut to their columns."""
        return [head.shown_title for head in self.heads]

    def tab_chain(self) -> list[QWidget]:
        """Column by column, down the rows: one team's counts, then the next."""
        chain: list[QWidget] = [w for f in self.fields for w in f.widgets()]
        if self.isolated_combo is not None:
            chain.append(self.isolated_combo)
        return chain + [self.add_button, self.cancel_edit_button]

    def focus_first_box(self) -> None:
        """The first team's melded points, ready to be typed over."""
        box = self.fields[0].boxes["melded_points"]
        if box.isEnabled():  # greyed once the game is over: nothing to type over
            box.setFocus()
            box.selectAll()

    def entry(self) -> DealEntry:
        isolated = self.isolated_combo.currentData() if self.isolated_combo else None
        return DealEntry(tuple(f.counts() for f in self.fields), isolated)

    def show_entry(self, entry: DealEntry) -> None:
        for f, counts in zip(self.fields, entry.columns):
            f.show(counts)
        if self.isolated_combo is not None:
            self.isolated_combo.setCurrentIndex(
                max(self.isolated_combo.findData(entry.isolated), 0)
                if entry.isolated is not None else 0)

    def set_enabled(self, enabled: bool) -> None:
        """Boxes to type in, or greyed once the game takes no new deal."""
        for field in self.fields:
            field.set_enabled(enabled)
        if self.isolated_combo is not None:
            self.isolated_combo.setEnabled(enabled)
