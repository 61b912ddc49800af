"""The end of a deal: each team's breakdown, the running totals, "Next deal".

Non-modal (opened with show(), never exec()): the table stays visible under
it, and tests drive it through `show_result()` and `next_deal()`.
"""

from __future__ import annotations

from html import escape
from typing import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QLabel, QPushButton, QVBoxLayout,
                               QWidget)

from ..model.match import DealResult
from ..session.controller import GameController
from ..session.event_text import END_REASONS

BREAKDOWN_NAMES = {
    "melded_cards": "Melded cards",
    "canasta_bonus": "Canasta bonuses",
    "red_threes": "Red threes",
    "going_out": "Going out",
    "hands": "Cards left in hand",
    "penalties": "Penalties",
    "tiles": "Tiles",
}


class DealEndDialog(QDialog):
    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("dealEndDialog")
        self.setWindowTitle("End of the deal")
        self.setModal(False)
        self.summary = QLabel()
        self.summary.setObjectName("dealSummary")
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.summary.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.next_button = QPushButton("Next deal")
        self.next_button.setObjectName("nextDeal")
        self.next_button.setDefault(True)
        self.next_button.clicked.connect(self.next_deal)
        buttons = QDialogButtonBox()
        buttons.addButton(self.next_button, QDialogButtonBox.ButtonRole.AcceptRole)
        layout = QVBoxLayout(self)
        layout.addWidget(self.summary)
        layout.addWidget(buttons)
        self.game_over = False

    def show_result(self, result: DealResult) -> None:
        match = self.controller.match
        self.game_over = bool(match and match.is_over)
        self.summary.setText(result_html(result, self.controller.names,
                                         self.controller.match.rules.teams,
                                         winner=match.winner if self.game_over else None,
                                         game_over=self.game_over))
        self.next_button.setText("New game" if self.game_over else "Next deal")
        self.adjustSize()
        self.show()
        self.raise_()

    def next_deal(self) -> None:
        self.hide()
        if self.game_over:
            self.controller.new_game(self.controller.match.rules,
                                     names=self.controller.names,
                                     bot_names=[b.name if b else None
                                                for b in self.controller.bots])
        else:
            self.controller.next_deal()


def result_html(result: DealResult, names: Sequence[str], teams: Sequence[int],
                winner: int | None = None, game_over: bool = False) -> str:
    team_names = []
    for team in range(len(result.scores)):
        seats = [s for s, t in enumerate(teams) if t == team]
        team_names.append(" & ".join(names[s] for s in seats))
    reason = END_REASONS.get(result.end_reason, result.end_reason)
    if result.end_reason == "went_out" and result.out_seat is not None:
        reason = f"{names[result.out_seat]} went out" + (" concealed" if result.concealed else "")
    head = "".join(f"<th style='padding:2px 12px'>{escape(n)}</th>" for n in team_names)
    lines = [f"<h3>Deal {result.number}: {escape(reason)}</h3>",
             "<table cellspacing='0' style='margin:auto'>",
             f"<tr><th></th>{head}</tr>"]
    breakdowns = [s.breakdown() for s in result.scores]
    for key in breakdowns[0]:
        name = BREAKDOWN_NAMES.get(key, key.replace("_", " ").capitalize())
        cells = "".join(f"<td align='right' style='padding:2px 12px'>{b.get(key, 0)}</td>"
                        for b in breakdowns)
        lines.append(f"<tr><td>{escape(name)}</td>{cells}</tr>")
    totals = "".join(f"<td align='right' style='padding:2px 12px'><b>{s.total}</b></td>"
                     for s in result.scores)
    running = "".join(f"<td align='right' style='padding:2px 12px'><b>{t}</b></td>"
                      for t in result.totals)
    lines.append(f"<tr><td><b>This deal</b></td>{totals}</tr>")
    lines.append(f"<tr><td><b>Running total</b></td>{running}</tr>")
    lines.append("</table>")
    if game_over:
        if winner is None:
            lines.append("<h3>The game is over: a tie.</h3>")
        else:
            lines.append(f"<h3>The game is over: {escape(team_names[winner])} win.</h3>")
    return "".join(lines)
