"""The panel beside the table: what the players may say aloud, and a log.

Opening minimums, scores, cards in every hand, cards left in the stock,
whether the pile is frozen and why (from `session.table_talk`), then the
last things that happened.
"""

from __future__ import annotations

from html import escape

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (QLabel, QListWidget, QPushButton, QSizePolicy, QVBoxLayout,
                               QWidget)

from ..model.actions import AskGoOut
from ..session.controller import GameController
from ..session.event_text import describe
from ..session.table_talk import TableTalk, table_talk

LOG_LINES = 60


class SidePanel(QWidget):
    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("sidePanel")
        self.talk_label = QLabel()
        self.talk_label.setObjectName("tableTalk")
        self.talk_label.setTextFormat(Qt.TextFormat.RichText)
        self.talk_label.setWordWrap(True)
        self.talk_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        # Long lines wrap instead of widening the panel.
        self.talk_label.setSizePolicy(QSizePolicy.Policy.Ignored,
                                      QSizePolicy.Policy.Preferred)
        self.ask_button = QPushButton("Partner, may I go out?")
        self.ask_button.setObjectName("askGoOut")
        self.ask_button.setToolTip("Ask your partner before going out (§1 Going out)")
        self.ask_button.clicked.connect(controller.ask_partner)
        self.log = QListWidget()
        self.log.setObjectName("eventLog")
        self.log.setWordWrap(True)
        self.log.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.addWidget(self.talk_label)
        layout.addWidget(self.ask_button)
        layout.addWidget(QLabel("<b>What happened</b>"))
        layout.addWidget(self.log, 1)
        self.talk: TableTalk | None = None
        self._deal = None  # the deal the log is about
        controller.state_changed.connect(self.refresh)
        controller.events_applied.connect(self.add_events)

    def refresh(self) -> None:
        controller = self.controller
        if controller.deal is None:
            return
        self._start_log_for(controller.deal)
        self.talk = table_talk(controller.view(), controller.names, controller.deal_number)
        self.talk_label.setText(talk_html(self.talk))
        self.ask_button.setEnabled(any(isinstance(a, AskGoOut)
                                       for a in controller.legal_actions()))

    def add_events(self, events: list) -> None:
        controller = self.controller
        if controller.deal is None:
            return
        self._start_log_for(controller.deal)
        for event in events:
            line = describe(event, controller.names, controller.tables)
            if line:
                self.log.addItem(line)
        while self.log.count() > LOG_LINES:
            self.log.takeItem(0)
        self.log.scrollToBottom()

    def _start_log_for(self, deal: object) -> None:
        """A new deal (not an undo of this one) starts a new log."""
        setup = getattr(deal, "setup", None)
        if self._deal is setup:
            return
        self._deal = setup
        self.log.clear()
        self.log.addItem(f"\u2014 Deal {self.controller.deal_number} \u2014")

    def text(self) -> str:
        return self.talk_label.text()


def talk_html(talk: TableTalk) -> str:
    rows = [f"<h3 style='margin:0'>Deal {talk.deal_number}</h3>",
            f"<p style='margin:2px 0 8px 0'>{escape(talk.doing)}</p>"]
    for team in talk.teams:
        title = "Us" if team.team == 0 else "Them"
        opened = "opened" if team.opened else "not opened"
        rows.append(
            f"<p style='margin:0 0 6px 0'><b>{title}</b> ({escape(' & '.join(team.names))})<br>"
            f"Score: <b>{team.score}</b><br>"
            f"Opening minimum: <b>{team.opening_minimum}</b> ({opened})<br>"
            f"Canastas: {team.canastas} \u00b7 Red threes: {team.red_threes}</p>")
    hands = "<br>".join(f"{escape(name)}: {count}" for name, count in talk.hands)
    rows.append(f"<p style='margin:0 0 6px 0'><b>Cards in hand</b><br>{hands}</p>")
    rows.append(f"<p style='margin:0 0 6px 0'><b>Stock:</b> {talk.stock} cards<br>"
                f"<b>Pile:</b> {talk.pile} card{'' if talk.pile == 1 else 's'}, "
                f"{'frozen for you' if talk.pile_frozen_for_me else 'not frozen'}")
    for reason in talk.frozen_reasons:
        rows.append(f"<br>\u2022 {escape(reason)}")
    rows.append("</p>")
    return "".join(rows)
