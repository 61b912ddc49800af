"""The end of a deal: each column's breakdown (team, or player in
three-handed play), the running totals, "Next deal".

Non-modal (opened with show(), never exec()): the table stays visible under
it, and tests drive it through `show_result()` and `next_deal()`.
"""

from __future__ import annotations

from html import escape
from typing import Iterable, Sequence

from PySide6.QtCore import QEvent, QPoint, QSize, QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (QDialog, QDialogButtonBox, QHBoxLayout, QLabel, QPushButton,
                               QScrollArea, QVBoxLayout, QWidget)

from .. import words
from ..model.events import EndReason, Penalised
from ..model.match import DealResult, score_sheet
from ..model.rules import CardDesign
from ..model.scoring import BREAKDOWN_KEYS, cards_left, counted_feet, red_threes_held
from ..model.sections import NEGATIVE_WITHOUT_CANASTA, S_RED, S_SCORING, S_THREE
from ..printing.sheet_html import display_order, format_points
from ..session.controller import GameController
from ..session.event_text import card_text, cards_text, end_reasons, penalty_reason, spoken_to
from ..session.refusals import section_name
from .card_order import hand_order
from .clear_spot import TableSpots
from .place_again import PlaceAgain
from .screen_fit import FRAME_ALLOWANCE, available_area, fit_to_screen

translate = QCoreApplication.translate
# Where the box would hide cards, it is tried this many pixels narrower at a
# time, down to this share of its own width (its lines wrapped).
NARROWING_STEP = 16
NARROWEST_SHARE = 0.7


def breakdown_names(design: CardDesign = CardDesign.STANDARD, foot: bool = False
                    ) -> dict[str, str]:
    """The rows of a deal's score, named as the score sheet names them;
    `foot`: the cards left count each foot still held too (§3)."""
    names = {key: words.text("sheet", key)
             for key in (*BREAKDOWN_KEYS, "tiles", "tiles_covered", "tiles_uncovered")}
    if design is CardDesign.ORIGEN:
        names["red_threes"] = words.text("sheet", "red_threes_sol")  # Origen's Sol cards
    if foot:
        names["hands"] = words.text("sheet", "hands_and_feet")
    return names


class DealEndDialog(QDialog):
    # The score sheet asked for from here: the table keeps a sheet to print
    # at the game's end, and the box had only "Play again" (play-test).
    sheet_wanted = Signal()
    # "Next deal" or "Play again" pressed: the box and what it opened go.
    left = Signal()
    # "Play again" at the game's end: a new game with the same players and
    # rules, dealt as Game → New game with the same players and rules deals
    # it (review F7: dealt here, the seating draw was made without being
    # shown, the bots not waiting for it).
    play_again = Signal()

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.setObjectName("dealEndDialog")
        self.setModal(False)
        self.summary = QLabel()
        self.summary.setObjectName("dealSummary")
        self.summary.setTextFormat(Qt.TextFormat.RichText)
        self.summary.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.next_button = QPushButton()
        self.next_button.setObjectName("nextDeal")
        self.next_button.clicked.connect(self.next_deal)
        self.sheet_button = QPushButton()
        self.sheet_button.setObjectName("dealEndSheet")
        # Enter presses it when it has the focus (play-test s33: Tab to it and
        # Enter dealt the next deal); Next deal stays the default otherwise.
        self.sheet_button.setAutoDefault(True)
        self.sheet_button.clicked.connect(self.sheet_wanted)
        buttons = QDialogButtonBox()
        buttons.addButton(self.sheet_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.next_button, QDialogButtonBox.ButtonRole.AcceptRole)
        # A long breakdown (six hands, penalties) scrolls; Next deal stays on screen.
        self.scroll_area = QScrollArea()
        self.scroll_area.setWidget(self.summary)
        self.scroll_area.setWidgetResizable(True)
        self.scroll_area.setFrameShape(QScrollArea.Shape.NoFrame)
        # Never sideways (`_fit` wraps the lines to the screen instead), so
        # no room is kept under the breakdown for a bar that never shows.
        self.scroll_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.box_layout = layout = QVBoxLayout(self)
        layout.addWidget(self.scroll_area, 1)
        # "3 deals left to play." beside the buttons, not a line of its own
        # between the tables: the box is that much lower (s33: in Tête et
        # Queue at 1024×640 it could not sit under the name plates, and
        # covered the player's melds).
        self.deals_left = QLabel()
        self.deals_left.setObjectName("dealsLeft")
        bottom = QHBoxLayout()
        bottom.addWidget(self.deals_left)
        bottom.addWidget(buttons, 1)
        layout.addLayout(bottom)
        # Default once inside the dialog: made so before, the dialog never
        # knew it, and once the focus had left Next deal, Enter did nothing.
        self.next_button.setDefault(True)
        self.game_over = False
        self.shown_result: DealResult | None = None  # the deal shown
        # What the box keeps clear of, on the screen: the seats' name plates
        # (play-test: at the top right it hid a seat's name and cards), then
        # the melds and the hand, then the other seats (set by app.py).
        self.spots: TableSpots | None = None
        self.setWindowTitle(self.tr("End of the deal"))
        self.next_button.setText(self.tr("Next deal"))
        # Where `_place` put it: moved from there, the player placed it himself.
        self._placed_at: QPoint | None = None
        if parent is not None:
            # The window resized or moved: the box finds its place again, as
            # when it was shown, once the table is laid out to the new size,
            # unless the player has moved it himself (play-test: from
            # 1280×720 to 1920×1080 it stayed over the melds).
            self._again = PlaceAgain(parent, (QEvent.Type.Resize, QEvent.Type.Move),
                                     lambda: self.isVisible() and self.pos() == self._placed_at,
                                     self._place, self)

    def show_result(self, result: DealResult) -> None:
        if self.controller.match is None:
            return  # the game was closed before its deal's end was shown
        self.shown_result = result
        self._say(result)
        self.show()
        self._fit()
        self._place()
        self.raise_()
        # The keys' place is the button that goes on (play-test: the focus
        # sat on the invisible scroll area, and the first Tab went nowhere).
        self.next_button.setFocus(Qt.FocusReason.ActiveWindowFocusReason)

    def _place(self) -> None:
        """Over the table where it hides no seat's name plate, then least of
        the melds and the hands; where it would hide cards at its own width,
        narrower, its lines wrapped, if that keeps them in sight (play-test
        s41: at 1280×720 the French box stood over the player's last melds,
        20 pixels too wide for the felt right of them)."""
        table = self.parentWidget()
        if self.spots is None or table is None:
            return
        self._fit()
        size = self.frameGeometry().size()
        if self.spots.hides_cards(size, table, self):
            narrowest = round(size.width() * NARROWEST_SHARE)
            for width in range(size.width() - NARROWING_STEP, narrowest - 1, -NARROWING_STEP):
                self._fit(width - (size.width() - self.width()))
                if not self.spots.hides_cards(self.frameGeometry().size(), table, self):
                    break
            else:
                self._fit()  # no narrower box keeps them in sight: as wide as it likes
        self.spots.place(self, table)
        self._placed_at = self.pos()

    def changeEvent(self, event: QEvent) -> None:
        # Game → Language while the dialog is open: said again in the new one,
        # at the size of its new words (French ones were cut off).
        if (event.type() == QEvent.Type.LanguageChange and self.isVisible()
                and self.shown_result is not None and self.controller.match is not None):
            self._say(self.shown_result)
            self._fit()
            self._place()
        super().changeEvent(event)

    def _say(self, result: DealResult) -> None:
        match = self.controller.match
        assert match is not None
        self.game_over = match.is_over
        sheet = score_sheet(match)
        names = self.controller.person_names
        # Each column named as the table, the panel and the sheet name it
        # (words.side_name: the game's order, the person first in his own
        # side; not from the player's seat, which moves with five or six).
        columns = [words.side_name(people, names, self.controller.me) for people in sheet.teams]
        self.setWindowTitle(self.tr("End of the game") if self.game_over
                            else self.tr("End of the deal"))
        winner = match.winner if self.game_over else None
        me = self.controller.human_seat
        # The sheet's columns hold people (places in match.names), not this
        # deal's seats: with five or six rotating they differ, and the
        # player may sit the last deal out.
        person = self.controller.me if None in self.controller.person_bots else None
        won = sheet.teams[winner] if winner is not None else ()
        self.summary.setText(result_html(result, self.controller.names, columns,
                                         winner=winner,
                                         game_over=self.game_over,
                                         margin=match.margin,
                                         winner_is_me=won == (person,),
                                         winner_is_my_side=person in won,
                                         winner_people=len(won),
                                         design=match.rules.design,
                                         against_section=match.rules.section(
                                             S_SCORING, NEGATIVE_WITHOUT_CANASTA),
                                         red_threes_section=match.rules.section(S_RED),
                                         going_out_scores=match.rules.going_out_scores,
                                         # "you went out" only for his own move,
                                         # not a bot's in his seat (play-test).
                                         me=self.controller.you_seat,
                                         # As the side panel and the sheet: the person
                                         # who started, also while bots hold his seat.
                                         own=next((c for c, people in enumerate(sheet.teams)
                                                   if self.controller.me in people), None),
                                         sat_out=self._resting(
                                             match.sitting_out(result.number), names),
                                         sit_out_next=([] if self.game_over else
                                                       self._resting(
                                                           match.sitting_out(result.number + 1),
                                                           names)))
                             + seats_html(self.controller.deal, self.controller.names,
                                          self.controller.penalties,
                                          design=match.rules.design, me=me))
        # At the game's end the button deals again with the same players and
        # rules ("New game" read as the menu's, which asks them first).
        self.next_button.setText(self.tr("Play again") if self.game_over
                                 else self.tr("Next deal"))
        self.sheet_button.setText(self.tr("Score sheet…"))
        # How far the game goes: the deals left (Tête et Queue), else its
        # target (play-test s38, a beginner: running totals, and nothing said
        # how far the game goes, §1 Game end); nothing at the game's end.
        how_far = ""
        left = None if self.game_over else self._deals_left()
        if left:
            how_far = translate("DealEndDialog", "%n deal(s) left to play.", None, left)
        elif left is None and not self.game_over and match.rules.game_target:
            how_far = translate("DealEndDialog", "Game to {points} points.").format(
                points=format_points(match.rules.game_target, words.current_language()))
        self.deals_left.setText(how_far)
        self.deals_left.setVisible(bool(how_far))

    def _fit(self, width: int | None = None) -> None:
        """As big as the breakdown, as far as the screen allows (and no
        wider than `width`, its lines wrapped)."""
        margins = self.box_layout.contentsMargins()
        bar = self.next_button.sizeHint().height() + self.box_layout.spacing()
        scroll_bar = self.scroll_area.verticalScrollBar().sizeHint().width()
        frame = QSize(margins.left() + margins.right() + scroll_bar + 24,
                      margins.top() + margins.bottom() + bar + 4)
        # Its lines as long as they like where the screen has room for them;
        # else the table's cells wrap to the screen's width (names broken
        # between their words), read by scrolling down, never sideways
        # (play-test: rami for six at a 12 pt system font, the last columns
        # behind a scroll bar).
        self.summary.setWordWrap(False)
        content = self.summary.sizeHint()
        room = available_area(self).width() - FRAME_ALLOWANCE.width() - frame.width()
        if width is not None:
            room = min(room, width - frame.width())
        if content.width() > room:
            self.summary.setWordWrap(True)
            content = QSize(room, self.summary.heightForWidth(room))
        fit_to_screen(self, content + frame)

    def _resting(self, people: Iterable[int], names: Sequence[str]) -> list[str]:
        """Who sits a deal out, the person at the computer first and called
        "you", as the side panel says it (play-test: five players, his own
        name in the third person)."""
        c, people = self.controller, set(people)
        shown = words.names_of(people, names, c.me)
        if c.me in people and c.person_bots and c.person_bots[c.me] is None:
            shown[0] = translate("DealEndDialog", "you")  # names_of puts him first
        return shown

    def _deals_left(self) -> int | None:
        match = self.controller.match
        return match.deals_left if match is not None else None

    def reject(self) -> None:
        """Escape or the window's close button: the deal is over, so closing
        its summary deals the next one (review: nothing else did, and the
        game stood still); at the game's end it only closes."""
        if self.game_over:
            super().reject()
        else:
            self.next_deal()

    def next_deal(self) -> None:
        self.hide()
        self.left.emit()
        # The table's keys (H for a hint, D to draw) are the main window's
        # shortcuts: it gets the keyboard back at once, whatever the window
        # manager does with a hidden dialog's focus (play-test: the first H
        # after "Next deal" did nothing).
        table = self.parentWidget()
        if table is not None:
            table.activateWindow()
        if self.game_over:
            self.play_again.emit()
        else:
            self.controller.next_deal()


# At most eight cards on one line: a Tête et Queue hand and foot left, 22
# cards and more, ran past the Points column's place at 1280×720
# (play-test), and lines of a whole packet (11, §3) made the box too wide to
# keep clear of the player's melds there and at 1024×640 (s33).
CARDS_PER_LINE = 8


def cards_left_lines(hand: Sequence[int], foot: Sequence[int], tables,
                     design: CardDesign = CardDesign.STANDARD) -> str:
    """The cards a seat is left with, as HTML: the hand, then the foot still
    face down on lines of its own ("Foot: …"), each line at most
    CARDS_PER_LINE cards; a dash when there are none.  Each in the order
    the player's own hand is sorted by default (by rank), so that they can
    be counted (play-test: "7♠ Q♣ K♥ 9♦ Q♥ K♥ …", as dealt)."""
    def lines_of(cards: Sequence[int]) -> list[str]:
        cards = hand_order(cards, tables, "rank")  # the hand's default order (settings)
        return [escape(cards_text(line, tables, design))
                for line in _card_lines(cards, tables, design)]
    lines = lines_of(list(hand))
    if foot:
        foot_lines = lines_of(list(foot))
        foot_lines[0] = escape(translate("DealEndDialog", "Foot:")) + " " + foot_lines[0]
        lines += foot_lines
    return "<br>".join(lines) or "\u2014"


def _card_lines(cards: Sequence[int], tables, design: CardDesign) -> list[list[int]]:
    """`cards` cut into lines of at most CARDS_PER_LINE, as even as they go
    (a foot of 11: 6 and 5, not 8 and 3).  Origen's alike
    cards are counted ("Ceibo ×3"), so they keep to one line, or a card
    would be named on two (review: "…, Ceibo" / "Ceibo ×2")."""
    if design is not CardDesign.ORIGEN:
        rows = -(-len(cards) // CARDS_PER_LINE)
        step = -(-len(cards) // rows) if rows else CARDS_PER_LINE
        return [list(cards[i:i + step]) for i in range(0, len(cards), step)]
    alike: dict[str, list[int]] = {}
    for card in cards:
        alike.setdefault(card_text(card, tables, design), []).append(card)
    lines: list[list[int]] = []
    for group in alike.values():
        if lines and len(lines[-1]) + len(group) <= CARDS_PER_LINE:
            lines[-1].extend(group)
        else:
            lines.append(list(group))
    return lines


def seats_html(deal, names: Sequence[str], penalties: Sequence[Penalised] = (),
               design: CardDesign = CardDesign.STANDARD, me: int | None = None) -> str:
    """Seat by seat, from the player's seat `me` in the order of play (as
    the side panel lists the hands): the cards left in the hand (and foot)
    and what they cost, the red threes laid (or held, where they are never
    laid), and each penalty with what it was for."""
    if deal is None:
        return ""
    t = deal.tables
    cell = "style='padding:1px 8px'"
    left_title = escape(translate("DealEndDialog", "Cards left"))
    points_title = escape(translate("DealEndDialog", "Points"))
    # "laid": in the cards-left table a bare "Sol" column read as Sols still
    # held (play-test); a red three still held is marked "in hand".  Where
    # red threes are never laid (§3 Tête et Queue) the column holds those
    # still held, in hand or foot, and says so (play-test: "Red threes laid").
    laid = deal.rules.red_threes.laid_apart
    threes_title = escape(translate("DealEndDialog", "Red threes held") if not laid
                          else translate("DealEndDialog", "Sols laid")
                          if design is CardDesign.ORIGEN
                          else translate("DealEndDialog", "Red threes laid"))
    # Qt's rich text centres a table by its align attribute, not by CSS
    # margins (play-test: the tables sat left under centred titles).
    lines = ["<table align='center' cellspacing='0' style='margin-top:8px'>",
             f"<tr><th></th><th {cell} align='left'>{left_title}</th>"
             f"<th {cell} align='right'>{points_title}</th>"
             f"<th {cell} align='left'>{threes_title}</th></tr>"]
    n = len(names)
    first = me or 0
    top = "style='padding:1px 8px' valign='top'"
    for seat in ((first + i) % n for i in range(n)):
        name = names[seat]
        cards = cards_left_lines(deal.hands[seat], deal.feet[seat], t, design)
        points = -cards_left(deal, seat)[0]
        threes = cards_text(deal.red_threes[seat], t, design)
        still, cost = red_threes_held(deal, seat)
        if still:
            # §3: a red three still held costs its own points, not a card's.
            held = (translate("DealEndDialog", "in hand: {cards} {points}") if laid
                    else "{cards} {points}")
            threes = f"{threes} " + held.format(cards=cards_text(still, t, design),
                                                points=words.points(-cost))
        threes = threes.strip() or "\u2014"
        lines.append(f"<tr><td {top}><b>{escape(name)}</b></td><td {top}>{cards}</td>"
                     f"<td {top} align='right'>{words.points(points)}</td>"
                     f"<td {top}>{escape(threes)}</td>"
                     "</tr>")
    lines.append("</table>")
    for event in penalties:
        why = penalty_reason(event)
        text = translate("DealEndDialog", "Penalty: {name}, {why}: {points}").format(
            name=names[event.seat], why=why, points=words.points(-event.points))
        lines.append(f"<p style='margin:4px 0 0 0'>{escape(text)}</p>")
    return "".join(lines)


# A row of figures on one line however narrow the box: the sides' columns
# wrap their names first (« Cartes / restées en / main » read badly).
WHOLE = "style='white-space:nowrap'"
LONG_HEAD = 30  # characters: a side's name longer than this takes a line a person
NAMES_A_LINE = 3  # sides named a line under a note (rami for six: five of them)


def _column_head(name: str) -> str:
    """A side's name over its column, one person a line when it is long
    (play-test: at 1280×720 three long names a side pushed the opponents'
    column out of the box, behind a scroll bar)."""
    text = escape(name)
    if len(name) <= LONG_HEAD:
        return text
    return text.replace(", ", ",<br>").replace(" &amp; ", "<br>&amp; ")


def result_html(result: DealResult, names: Sequence[str], columns: Sequence[str] | Sequence[int],
                winner: int | None = None, game_over: bool = False,
                design: CardDesign = CardDesign.STANDARD,
                me: int | None = None,
                margin: int = 0, winner_is_me: bool = False, winner_people: int = 2,
                winner_is_my_side: bool = False,
                sat_out: Sequence[str] = (), sit_out_next: Sequence[str] = (),
                against_section: str | None = None, own: int | None = None,
                going_out_scores: bool = True, red_threes_section: str = S_RED) -> str:
    """The deal's breakdown as an HTML table.  `names` are the deal's seats;
    `columns` the name of each score column (for the first version's
    callers, a team per seat instead).  At the game's end, the winner and
    the margin (the match's, §1 Game end); `winner_is_me`: the player won
    alone, `winner_is_my_side`: with partners, `winner_people`: how many
    share the winning column (the verb).
    `sat_out`, `sit_out_next`: who sat this deal out and who sits the next
    one out (five, six-rotating: a column names its whole team).  `own`: the
    person's column, shown first as on the sheet (`display_order`).
    `going_out_scores`: the rules give going out a bonus (its row shown)."""
    if columns and isinstance(columns[0], int):
        teams = list(columns)
        columns = [words.side_name((s for s, t in enumerate(teams) if t == team), names)
                   for team in range(len(result.scores))]
    reason = end_reasons(design).get(result.end_reason, "") if result.end_reason else ""
    if result.end_reason is EndReason.WENT_OUT and result.out_seat is not None:
        who = names[result.out_seat]
        if spoken_to(result.out_seat, names, me):  # "You" went out, never "Vous" as a name
            reason = (translate("DealEndDialog", "you went out concealed") if result.concealed
                      else translate("DealEndDialog", "you went out"))
        else:
            reason = words.fill(translate("DealEndDialog", "{name} went out concealed")
                                if result.concealed
                                else translate("DealEndDialog", "{name} went out"), name=who)
    # The figures' rows one pixel apart, not two: ten rows lower, the box of
    # Tête et Queue fits under the name plates at 1024×640 (s33).
    cell = "style='padding:1px 12px'"
    order = display_order(len(result.scores), own)
    head = "".join(f"<th style='padding:2px 12px'>{_column_head(str(columns[c]))}</th>"
                   for c in order)
    title = translate("DealEndDialog", "Deal {n}: {reason}").format(n=result.number,
                                                                     reason=reason)
    lines = [f"<h3>{escape(title)}</h3>",
             "<table align='center' cellspacing='0'>",
             f"<tr><th></th>{head}</tr>"]
    scores = [result.scores[c] for c in order]
    # Origen's tiles in two rows, covered and left uncovered (play-test s41:
    # "Tiles 40" said nowhere that one tile cost 20).
    breakdowns = [s.detailed_breakdown() for s in scores]
    # The cards-left row says "hand and foot" where the score counted feet (§3).
    labels = breakdown_names(design, counted_feet(None, scores))
    for key in breakdowns[0]:
        if key == "going_out" and not going_out_scores:
            continue  # §5 rami: no bonus, a row of dashes
        name = labels.get(key, key.replace("_", " ").capitalize())
        # Nothing counted is a dash, as on the score sheet (sheet_html); tiles
        # that cancel out (+60, −60) are a 0 (play-test: « Dalles : – »).
        cells = "".join(f"<td align='right' {cell}>"
                        f"{words.points(b.get(key, 0)) if s.counted(key) else '–'}</td>"
                        for s, b in zip(scores, breakdowns))
        lines.append(f"<tr {WHOLE}><td>{escape(name)}</td>{cells}</tr>")
    totals = "".join(f"<td align='right' {cell}><b>{words.points(s.total)}</b></td>"
                     for s in scores)
    running = "".join(f"<td align='right' {cell}><b>{words.points(t)}</b></td>"
                      for t in (result.totals[c] for c in order))
    this_deal = escape(words.text("sheet", "deal_points"))
    running_total = escape(words.text("sheet", "running_total"))
    lines.append(f"<tr {WHOLE}><td><b>{this_deal}</b></td>{totals}</tr>")
    lines.append(f"<tr {WHOLE}><td><b>{running_total}</b></td>{running}</tr>")
    lines.append("</table>")
    rest = []
    if sat_out:
        rest.append(translate("DealEndDialog", "Sat this deal out: {names}").format(
            names=words.listed(sat_out)))
    if sit_out_next:
        rest.append(translate("DealEndDialog", "Sitting out the next deal: {names}").format(
            names=words.listed(sit_out_next)))
    if rest:
        lines.append("<p align='center'>" + "<br>".join(escape(line) for line in rest) + "</p>")
    against = [str(columns[c]) for c in order if result.scores[c].counted_against]
    if against:
        # §5 rami: why a side's melds and red threes show as negative (play-test),
        # citing the section the rule set says holds that rule.
        rule = translate("DealEndDialog", "Without a canasta, melded cards and red threes "
                         "count negative, as cards in hand do: {names}")
        before, _, after = rule.partition("{names}")
        # The names on lines of their own, a few a line (play-test: rami for
        # six ran the sentence past the box's edge, behind a scroll bar); a
        # line ends with its comma, one list (play-test s35: "You, Ana, Chloé"
        # over "Elsa" read as two).
        named = ",<br>".join(escape(", ".join(against[i:i + NAMES_A_LINE]))
                            for i in range(0, len(against), NAMES_A_LINE))
        cited = f"<br>({escape(section_name(against_section))})" if against_section else ""
        lines.append(f"<p align='center'><i>{escape(before.rstrip())}<br>{named}"
                     f"{escape(after)}{cited}</i></p>")
    short = [str(columns[c]) for c in order if result.scores[c].red_threes_against]
    if short:
        # §1 Red threes: why a side's red threes show as negative (play-test
        # s38, a beginner: "Red threes −200" and no word of why).
        rule = (translate("DealEndDialog", "Sols count against a team that melded nothing: "
                                           "{names}")
                if design is CardDesign.ORIGEN else
                translate("DealEndDialog", "Red threes count against a team that melded "
                                           "nothing: {names}"))
        lines.append("<p align='center'><i>" + escape(rule.format(names=", ".join(short)))
                     + f"<br>({escape(section_name(red_threes_section))})</i></p>")
    if result.isolated is not None and 0 <= result.isolated < len(names):
        # §2 Three players: why both partners' columns show the same melds.
        who = (translate("DealEndDialog", "You were the isolated hand.")
               if spoken_to(result.isolated, names, me) else
               words.fill(translate("DealEndDialog", "{name} was the isolated hand."),
                          name=names[result.isolated]))
        rule = translate("DealEndDialog", "Each partner scores the points of both, except red "
                         "threes")
        section = section_name(S_THREE)
        note = "<br>".join(escape(line) for line in (who, rule, f"({section})"))
        lines.append(f"<p align='center'><i>{note}</i></p>")
    if game_over:
        if winner is None:
            tie = escape(translate("DealEndDialog", "The game is over: a tie."))
            lines.append(f"<h3>{tie}</h3>")
        else:
            if winner_is_me:
                text = translate("DealEndDialog", "The game is over: you win by %n point(s).",
                                 None, margin)
            elif winner_is_my_side:
                text = translate("DealEndDialog", "The game is over: your team wins by %n "
                                 "point(s).", None, margin)
            elif winner_people == 1:
                text = words.fill(translate("DealEndDialog", "The game is over: {names} wins "
                                            "by %n point(s).", None, margin),
                                  names=columns[winner])
            else:
                text = words.fill(translate("DealEndDialog", "The game is over: {names} win "
                                            "by %n point(s).", None, margin),
                                  names=columns[winner])
            # The margin as the sheet writes it ("2,410", not Qt's "2410").
            head, number, tail = text.rpartition(str(margin))
            if number:
                text = head + words.points(margin) + tail
            lines.append(f"<h3>{escape(text)}</h3>")
    return "".join(lines)
