"""The seating draw at the start of a game (RULES.md §1 "Seating and teams").

Each player's card is shown (cards that do not count, and why: a joker, one
of the first or last four cards, a tie), then who plays first (l'aîné),
who deals first, and the teams.  Non-modal (shown, never exec()-ed): the
bots wait until the player closes it (`start`).
"""

from __future__ import annotations

from html import escape
from typing import Sequence

from PySide6.QtCore import QEvent, QSize, QCoreApplication, Qt, Signal
from PySide6.QtGui import QPixmap
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QGridLayout, QLabel, QPushButton,
                               QScrollArea, QVBoxLayout, QWidget)

from .. import words
from ..model.cards import card_tables
from ..model.match import Match, player_teams
from ..model.sections import S_VARIANTS
from ..session.controller import shown_name
from ..session.event_text import card_text
from ..session.refusals import section_name
from .card_faces import CardFaces, court_letters
from . import screen_fit
from .screen_fit import fit_to_screen
from .side_panel import side_word
from .wrapped_label import wrapped_label

translate = QCoreApplication.translate
CARD_HEIGHT = 84


def redraw_reason(reason: str) -> str:
    return {
        "joker": translate("SeatingDialog", "a joker does not count"),
        # The card drawn lay there (play-test s40: "the first and last four
        # cards … do not count" never said so).
        "edge": translate("SeatingDialog", "it lay among the first or last four cards of the "
                                           "spread deck, which do not count"),
        "tie": translate("SeatingDialog", "another player drew the same card"),
    }.get(reason, reason)


def seating_lines(match: Match, me: int | None = None) -> list[str]:
    """The draw in words: one line per card drawn, then the outcome."""
    seating = match.seating
    if seating is None:
        return []
    rules = match.rules
    t = card_tables(rules.deck)
    # match.names are in place order; the players of the draw are reordered.
    place_of = seating.seat_of_player
    lines = []
    for number, draw in enumerate(seating.draws, start=1):
        if len(seating.draws) > 1:
            lines.append(translate("SeatingDialog", "Round {n}").format(n=number))
        for drawn in draw:
            place = place_of[drawn.player]
            name = shown_name(match.names[place])
            # "Chloé tire le Fou", « la Diva »: the card with its article.
            card = words.with_article(card_text(drawn.card, t, rules.design))
            mine = place == me or words.is_you(name)  # "You draw", never "You draws"
            if drawn.redraw:
                text = (translate("SeatingDialog", "You draw {card}: {why}, so you draw again")
                        if mine else
                        translate("SeatingDialog", "{name} draws {card}: {why}; {name} draws "
                                                   "again"))
                lines.append(text.format(name=name, card=card, why=redraw_reason(drawn.redraw)))
            else:
                text = (translate("SeatingDialog", "You draw {card}") if mine
                        else translate("SeatingDialog", "{name} draws {card}"))
                lines.append(text.format(name=name, card=card))
    first = seating.first_player
    dealer = seating.first_dealer
    # Said plainly in both languages (« l'aîné » was a man's word for Ana).
    lines.append((translate("SeatingDialog", "You drew the best card and play first")
                  if first == me or words.is_you(shown_name(match.names[first]))
                  else translate("SeatingDialog", "{name} drew the best card and plays first")
                  ).format(name=shown_name(match.names[first])))
    lines.append((translate("SeatingDialog", "You deal first")
                  if dealer == me or words.is_you(shown_name(match.names[dealer]))
                  else translate("SeatingDialog", "{name} deals first")).format(
        name=shown_name(match.names[dealer])))
    teams = player_teams(rules)
    if len(set(teams)) < len(teams):
        lines += team_lines(match, teams, me)
    resting = match.sitting_out(1)
    if resting:
        # Five, six-rotating: who rests first, and that it goes round (§2).
        shown = [translate("SeatingDialog", "you") if p == me else shown_name(name)
                 for p, name in enumerate(match.names)]
        names = words.listed(words.names_of(resting, shown, me))
        lines.append(translate("SeatingDialog", "Sitting out the first deal: {names}. A team's "
                               "players take turns sitting out ({section}).").format(
            names=names, section=section_name(S_VARIANTS)))
    return lines


def team_lines(match: Match, teams: Sequence[int], me: int | None) -> list[str]:
    """The teams, named as the table, the deal's end and the sheet name them
    (`words.side_name`): the player's side first, "We: You & Ana", then
    "They: Bruno & Chloé"; a third side, and every side in nobody's view, by
    its players' names alone (the sheet no longer says "Team A")."""
    people = len(teams)
    order = sorted(set(teams), key=lambda team: (me is None or teams[me] != team, team))
    shown = [shown_name(name) for name in match.names]
    lines = []
    for team in order:
        places = [p for p in range(people) if teams[p] == team]
        names = words.side_name(places, shown, me)
        side = side_word(teams[me] == team, len(places) > 1, len(order)) if me is not None else ""
        if side:
            lines.append(translate("SeatingDialog", "{side}: {names}").format(side=side,
                                                                             names=names))
        else:
            lines.append(names)
    return lines


def seating_intro(match: Match) -> str:
    """How the draw seats people; partners only where the game has teams."""
    teams = player_teams(match.rules)
    # How cards rank, as the draw ranks them (model/match.py): play-test, "7♠
    # beat 7♣" with no word why.
    ranking = translate("SeatingDialog", "Aces rank highest and twos lowest; between cards "
                                         "of one rank, spades beat hearts, diamonds, then "
                                         "clubs.")
    if len(set(teams)) < len(teams):
        return translate("SeatingDialog", "Each player draws a card: the best card chooses "
                                          "a seat and plays first, the next best sits as "
                                          "that player's partner, and the others take the "
                                          "other seats in the order of their cards.") \
            + " " + ranking
    return translate("SeatingDialog", "Each player draws a card: the best card plays first, "
                                      "the others follow in the order of their cards.") \
        + " " + ranking


class SeatingDialog(QDialog):
    started = Signal()

    def __init__(self, match: Match, faces: CardFaces | None = None,
                 parent: QWidget | None = None, me: int | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("seatingDialog")
        self.setModal(False)
        self.match = match
        self.me = me
        self.lines: list[str] = []
        self.setMinimumWidth(460)
        self.box_layout = layout = QVBoxLayout(self)
        self.intro = wrapped_label("seatingIntro")
        layout.addWidget(self.intro)
        self.names: list[tuple[QLabel, str]] = []  # (label, the name as saved)
        # Each card drawn's picture and code: drawn again with the new court
        # letters on a language change (review F3: « tire le R♣ » under a K).
        self.pictures: list[tuple[QLabel, str]] = []
        self.faces = faces
        seating = match.seating
        if seating is not None and faces is not None:
            grid = QGridLayout()
            finals = {d.player: d for draw in seating.draws for d in draw if not d.redraw}
            t = card_tables(match.rules.deck)
            for col, player in enumerate(sorted(finals, key=lambda p: seating.seat_of_player[p])):
                drawn = finals[player]
                picture = QLabel()
                self.pictures.append((picture, t.code[drawn.card]))
                picture.setAlignment(Qt.AlignmentFlag.AlignCenter)
                name = QLabel()
                self.names.append((name, match.names[seating.seat_of_player[player]]))
                name.setAlignment(Qt.AlignmentFlag.AlignCenter)
                grid.addWidget(picture, 0, col)
                grid.addWidget(name, 1, col)
            layout.addLayout(grid)
        self.text_label = wrapped_label("seatingText")
        self.text_label.setTextFormat(Qt.TextFormat.RichText)
        # The draw's lines scroll when the screen is too short for them (a
        # large system font, six players and redraws); the button stays.
        self.text_scroll = QScrollArea()
        self.text_scroll.setWidget(self.text_label)
        self.text_scroll.setWidgetResizable(True)
        self.text_scroll.setFrameShape(QScrollArea.Shape.NoFrame)
        layout.addWidget(self.text_scroll, 1)
        self.start_button = QPushButton()
        buttons = QDialogButtonBox()
        buttons.addButton(self.start_button, QDialogButtonBox.ButtonRole.AcceptRole)
        buttons.accepted.connect(self.start)
        layout.addWidget(buttons)
        # Default once inside the dialog: made so before, the dialog never
        # knew it, and once the focus had left Play, Enter did nothing.
        self.start_button.setDefault(True)
        self._started = False
        self.retranslate()
        fit_to_screen(self, self._wanted_size())

    def _wanted_size(self) -> QSize:
        """Its size with each name on one line; where the cards' row is then
        wider than the screen, the names break between their words, and the
        box is as wide as the screen (play-test: six long names at a 16 pt
        system font, each cut at both ends under its card)."""
        room = screen_fit.available_area(self).width() - screen_fit.FRAME_ALLOWANCE.width()
        width = self.sizeHint().width()
        if width > room:
            width = room
            for label, _ in self.names:
                label.setWordWrap(True)
        layout = self.box_layout
        layout.activate()
        # The lines' own height at that width, not the scroll area's guess.
        margins = layout.contentsMargins()
        text = self.text_label.heightForWidth(width - margins.left() - margins.right())
        return QSize(width, self.sizeHint().height() - self.text_scroll.sizeHint().height() + text)

    def _draw_pictures(self) -> None:
        """The cards drawn, with the court letters of the language shown
        (R, D, V in French), as the table draws its own."""
        faces = self.faces
        if faces is None or not self.pictures:
            return
        if faces.deck == "standard" and faces.letters != court_letters():
            self.faces = faces = CardFaces(faces.deck)
        for picture, code in self.pictures:
            pixmap: QPixmap = faces.face(code, CARD_HEIGHT, self.devicePixelRatioF())
            picture.setPixmap(pixmap)

    def retranslate(self) -> None:
        self.setWindowTitle(self.tr("Seating draw"))
        self._draw_pictures()
        self.intro.setText(seating_intro(self.match))
        for label, name in self.names:
            label.setText(escape(shown_name(name)))
        self.lines = seating_lines(self.match, self.me)
        self.text_label.setText("<br>".join(escape(line) for line in self.lines))
        self.start_button.setText(self.tr("Play"))

    def changeEvent(self, event: QEvent) -> None:
        # Game → Language while the draw is shown: it is said again in the new one.
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def text(self) -> str:
        return "\n".join(self.lines)

    def start(self) -> None:
        """Close the draw and let the game begin."""
        if self._started:
            return
        self._started = True
        self.hide()
        self.started.emit()

    def closeEvent(self, event) -> None:  # noqa: ANN001 - Qt signature
        self.start()
        super().closeEvent(event)

    def reject(self) -> None:
        self.start()
        super().reject()
