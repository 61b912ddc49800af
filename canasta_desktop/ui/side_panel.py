"""The panel beside the table: what the players may say aloud, and a log.

Opening minimums, scores, cards in every hand (and foot), cards left in the
stock, whether the pile is frozen and why (from `session.table_talk`), then
the last things that happened.  The log keeps what it was told (events,
notes), not its sentences, so that Game → Language says it all again in the
new language.
"""

from __future__ import annotations

import functools
import re
from dataclasses import replace
from html import escape
from typing import Callable, Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QRect, Qt, QTimer, Signal
from PySide6.QtGui import QAction, QFont, QFontMetrics
from PySide6.QtWidgets import (QFrame, QHBoxLayout, QLabel, QListWidget, QPushButton,
                               QScrollArea, QSizePolicy, QToolButton, QVBoxLayout, QWidget)

from .. import words
from ..model.actions import AskGoOut
from ..model.facts import table_facts
from ..model.rules import CardDesign
from ..model.sections import S_GOING_OUT, S_VARIANTS
from ..model.taken_back import TakenBack
from ..session.controller import GameController
from ..session.event_text import log_lines, rank_label, upcards_text
from ..session.refusals import refusal_text, section_name
from ..session.table_talk import TableTalk, TeamTalk, table_talk
from ..session.table_change import TableChange
from .clear_spot import on_screen
from .main_window import SIDE_PANEL_WIDTHS
from .turn_hint import seating_draw_text

# The log starts again with each deal and keeps all of it (play-test s41: a
# Tête et Queue deal has 115 to 207 moves, and 60 lines lost its first half);
# the bound only stops a deal of endless Undos from growing it for ever.
LOG_LINES = 2000
# The log's words too wide for a line are broken for its width of the moment,
# never less than the panel's least width less its margins and scroll bar.
LOG_SPARE = 44  # the log's frame, its scroll bar and an item's margins
LOG_ROOM = SIDE_PANEL_WIDTHS[0] - 16 - LOG_SPARE
LOG_SOURCES = LOG_LINES  # what the log was told, kept to say it again (each gives a line or more)
translate = QCoreApplication.translate


class FollowingLog(QListWidget):
    """The log keeps its newest line in sight, also when it is resized (its
    wrapped lines then change height; Qt lays them out a moment later)."""

    widened: Callable[[], None] | None = None  # told when its width changes

    def resizeEvent(self, event) -> None:  # noqa: ANN001 - Qt signature
        super().resizeEvent(event)
        if event.size().width() != event.oldSize().width() and self.widened is not None:
            self.widened()
        self.scrollToBottom()
        QTimer.singleShot(0, self.scrollToBottom)


class SidePanel(QWidget):
    ask_requested = Signal()  # the player clicked "Partner, may I go out?"

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        # Whether the seating draw is shown, play not begun (GameFlow says).
        self.drawing_seats: Callable[[], bool] = lambda: False
        self.setObjectName("sidePanel")
        self.talk_label = QLabel()
        self.talk_label.setObjectName("tableTalk")
        self.talk_label.setTextFormat(Qt.TextFormat.RichText)
        self.talk_label.setWordWrap(True)
        self.talk_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        # Long lines wrap instead of widening the panel.
        self.talk_label.setSizePolicy(QSizePolicy.Policy.Ignored,
                                      QSizePolicy.Policy.Preferred)
        self.ask_button = QPushButton()
        self.ask_button.setObjectName("askGoOut")
        self.ask_button.setEnabled(False)  # no game yet (the first start asks which)
        # The window warns first when the cards cannot go out (ui/ask_guard.py).
        self.ask_button.clicked.connect(lambda: self.ask_requested.emit())
        # The panel never takes the keyboard from the table (play-test: Tab
        # moved it here, where D, T, M and X did nothing): G asks, the mouse
        # clicks and scrolls.
        self.ask_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.command_buttons: list[QToolButton] = []  # Undo, Hint (add_commands)
        self.log_title = QLabel()
        self.log = FollowingLog()
        self.log.setObjectName("eventLog")
        self.log.setWordWrap(True)
        self.log.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        # The talk scrolls when many teams make it long (it never grows the window).
        self.talk_scroll = QScrollArea()
        self.talk_scroll.setWidget(self.talk_label)
        self.talk_scroll.setWidgetResizable(True)
        self.talk_scroll.setFrameShape(QFrame.Shape.NoFrame)
        self.talk_scroll.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.talk_scroll.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        layout = self._column = QVBoxLayout(self)
        layout.setContentsMargins(8, 8, 8, 8)
        layout.addWidget(self.talk_scroll)
        layout.addWidget(self.log_title)
        layout.addWidget(self.log, 1)
        # The buttons at the panel's foot, where the talk's height, which
        # changes with every move, does not move them (play-test s36: Undo
        # and Hint, under the talk, went up and down by 40 pixels in a turn).
        layout.addWidget(self.ask_button)
        self.log.setMinimumHeight(90)
        self._log_room = LOG_ROOM
        self._fits_log = fitting(self.log.font(), LOG_ROOM, bold=False)  # the log has no bold
        self.log.widened = self._fit_log_to_width
        self._talk_breaks: frozenset[str] = frozenset()  # the names' words broken in the talk
        self._sides: tuple[str, ...] = ()  # the sides' names in the talk
        self.talk: TableTalk | None = None
        self.has_partner = False  # the player has a partner to ask now
        self.can_ask = False  # the player may ask "may I go out?" now
        self._deal = None  # the deal the log is about
        # What the log was told, each saying its lines in the current language,
        # and whether it tells the deal's play.
        self._log_sources: list[tuple[Callable[[], list[str]], bool]] = []
        # The deal's play is held back while the seating draw is shown: the red
        # threes laid as the deal starts are told once play begins, as the
        # table lays them then (play-test s40: logged before the draw was over).
        self._play_held = False
        self.retranslate()
        controller.changed.connect(self._on_change)
        # The deal's result reaches the match after the last change: its totals then.
        controller.deal_ended.connect(lambda _result: self.refresh())

    def add_commands(self, actions: Sequence[QAction]) -> None:
        """A row of buttons under the ask button, at the panel's foot, for
        the menu commands a player looks for at the table (Undo, Hint): each
        is its menu action, so it is greyed out, named and explained as the
        menu item is (play-testers: found only in the Edit menu or by their
        keys)."""
        row = QHBoxLayout()
        for action in actions:
            button = QToolButton()
            self.command_buttons.append(button)
            button.setObjectName(action.objectName() + "Button")
            button.setDefaultAction(action)
            button.setToolButtonStyle(Qt.ToolButtonStyle.ToolButtonTextOnly)
            button.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the keys stay the table's
            row.addWidget(button)
        self._column.insertLayout(self._column.indexOf(self.ask_button) + 1, row)

    def buttons_on_screen(self) -> list[QRect]:
        """The buttons shown at the panel's foot, in screen pixels: what a
        box over the table leaves in sight."""
        return [on_screen(button) for button in (self.ask_button, *self.command_buttons)
                if button.isVisible()]

    def retranslate(self) -> None:
        self.ask_button.setText(self.tr("Partner, may I go out?"))
        self.log_title.setText("<b>" + escape(self.tr("What happened")) + "</b>")
        self._say_log_again()
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        if event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        super().changeEvent(event)

    def refresh(self) -> None:
        controller = self.controller
        if controller.deal is None:
            return
        self._start_log_for(controller.deal)
        if self.drawing_seats() != self._play_held:
            self._play_held = not self._play_held
            self._say_log_again()
        view = controller.view()
        # The match's totals: after a deal's end they count it, as its dialog does.
        totals = controller.match.totals if controller.match is not None else None
        fits = self._fits_talk()
        self._sides = controller.side_names(view.team_of)
        self._talk_breaks = self._broken_words(fits)
        self.talk = table_talk(view, [breakable(name, fits) for name in controller.names],
                               controller.deal_number, spectating=controller.spectating,
                               totals=totals, watching=controller.you_seat is None,
                               game_over=controller.match is not None and controller.match.is_over)
        if self.drawing_seats():
            self.talk = before_play(self.talk)
        # The person at the computer is "you" here, as the table tells him.
        out = [breakable(self.tr("you") if controller.person_bots[p] is None
                         else controller.person_names[p], fits)
               for p in sorted(controller.sitting_out(),
                               key=lambda p: (controller.person_bots[p] is not None, p))]
        html = talk_html(self.talk, view.rules.design, out,
                         [unbroken(breakable(side, fits)) for side in self._sides])
        if html != self.talk_label.text():  # laying rich text out again is costly
            self.talk_label.setText(html)
            self._fit_talk()
        # Whether he has a partner now (three players gain one during the deal).
        partners = table_facts(view).partnered
        self.has_partner = partners
        self.can_ask = partners and controller.may_ask()
        self.ask_button.setVisible(partners)
        self.ask_button.setEnabled(self.can_ask)
        refusal = controller.refusal_for(AskGoOut()) if partners and not self.can_ask else None
        # Greyed out, the button says why, in the engine's words and section
        # (six-3x2: "two canastas", §2, not §1 Going out).
        self.ask_button.setToolTip(
            refusal_text(refusal) if refusal is not None else
            self.tr("Ask your partner before going out ({section})").format(
                section=section_name(view.rules.section(S_GOING_OUT))))

    def _fit_talk(self) -> None:
        """The talk takes the height it needs, up to two thirds of the panel
        (then it scrolls); the log has the rest."""
        width = max(100, self.talk_scroll.viewport().width())
        needed = self.talk_label.heightForWidth(width) + 4
        limit = max(120, int(self.height() * 0.66))
        height = max(60, min(needed, limit))
        if height != self.talk_scroll.height():  # each change lays the panel out again
            self.talk_scroll.setFixedHeight(height)
        # Laid out at once, the talk's new height and scroll range, and the
        # button and log below it: until the next pass they stayed where they
        # were, the button over the last lines of a talk that grew (play-test,
        # a line cut behind "Partner, may I go out?").
        self._column.activate()
        QCoreApplication.sendPostedEvents(self.talk_scroll.viewport(), QEvent.Type.LayoutRequest)

    def talk_room(self) -> int:
        """The talk's width: the panel's, less its margins and a scroll bar."""
        return max(120, self.width() - 40)

    def _fits_talk(self) -> Callable[[str], bool]:
        return fitting(self.talk_label.font(), self.talk_room())

    def _broken_words(self, fits: Callable[[str], bool]) -> frozenset[str]:
        """The words of the names (those sitting out too) and of the sides
        last shown that `fits` would break."""
        controller = self.controller
        return frozenset(word for text in (*controller.names, *controller.person_names,
                                           *self._sides)
                         for word in _WORD.findall(text) if not fits(word))

    def resizeEvent(self, event) -> None:  # noqa: ANN001 - Qt signature
        super().resizeEvent(event)
        if self._broken_words(self._fits_talk()) != self._talk_breaks:
            self.refresh()  # a long name now fits whole, or needs a break
        self._fit_talk()

    def _on_change(self, change: TableChange) -> None:
        if change.events:
            self.add_events(list(change.events))
        if change.taken_back is not None:
            self.add_events([change.taken_back])
        self.refresh()

    def add_events(self, events: list) -> None:
        controller = self.controller
        if controller.deal is None:
            return
        self._start_log_for(controller.deal)
        self._add_lines(events)

    def _start_log_for(self, deal: object) -> None:
        """A new deal (not an undo of this one) starts a new log."""
        setup = getattr(deal, "setup", None)
        if self._deal is setup:
            return
        self._deal = setup
        self.log.clear()
        self._log_sources.clear()
        number = self.controller.deal_number
        self.add_note(lambda: [self.tr("\u2014 Deal {n} \u2014").format(n=number)])
        # A wild or a three turned up lies under the pile's top card: the log
        # says it (a black three turned up stops the first player, §1).
        upcards, tables = self.controller.view().upcards, self.controller.tables
        design = self.controller.rules.design if self.controller.rules else CardDesign.STANDARD
        self.add_note(lambda: [text] if (text := upcards_text(upcards, tables, design)) else [])
        if self.controller.spectating:
            self.add_note(lambda: [self.tr(
                "You sit this deal out and watch (End: skip to the deal's end).")])
        # A game continued: its deal so far, from the red threes laid at its
        # start (a save made before the first move has them too).
        self._add_lines(self.controller.replayed_events)

    def _add_lines(self, told: list) -> None:
        """Events, and Undos between them (a game continued tells them where
        they came, as the table did)."""
        events: list = []
        for item in told + [None]:
            if isinstance(item, TakenBack) or item is None:
                if events:
                    self._add_event_lines(events)
                    events = []
                if item is not None:
                    # Bound now: each note says its own Undo again in a new
                    # language (review: all read as the last one).
                    self.add_note(functools.partial(taken_back_lines, item.whole_round),
                                  play=True)
            else:
                events.append(item)

    def _add_event_lines(self, events: list) -> None:
        controller = self.controller
        design = controller.rules.design if controller.rules is not None else CardDesign.STANDARD
        # "You draw 7♥" only while he plays his seat: a bot's moves there are told by name.
        tables, me = controller.tables, controller.you_seat
        # The names are read when said: default names follow the language.
        self.add_note(lambda: log_lines(events, controller.names, tables, me=me, design=design),
                      play=True)

    def add_note(self, say: Callable[[], list[str]], play: bool = False) -> None:
        """A line (or a few) for the log; `say` gives them in the language of
        the moment, now and after a switch of language.  `play`: they tell
        the deal's play, shown once the seating draw is over."""
        self._log_sources.append((say, play))
        del self._log_sources[:-LOG_SOURCES]
        if play and self._play_held:
            return
        for line in say():
            self.log.addItem(breakable(line, self._fits_log))
        while self.log.count() > LOG_LINES:
            self.log.takeItem(0)
        self.log.scrollToBottom()

    def _fit_log_to_width(self) -> None:
        """The log's words are broken for its width of the moment, never for
        less than its narrowest: a 24-letter name was broken in the middle
        in a log wide enough for it (play-test s41, "Wolfgang Mmmmmmmmm /
        mmmmmmm pioche 1 carte" at 1280)."""
        room = max(LOG_ROOM, self.log.width() - LOG_SPARE)
        if room == self._log_room:
            return
        self._log_room = room
        self._fits_log = fitting(self.log.font(), room, bold=False)
        self._say_log_again()

    def _say_log_again(self) -> None:
        """The language changed, or the seating draw ended: the log says what
        it was told in the language of the moment (the deal's play held back
        while the draw is shown)."""
        if not self._log_sources:
            return
        lines = [line for say, play in self._log_sources if not (play and self._play_held)
                 for line in say()]
        self.log.clear()
        for line in lines[-LOG_LINES:]:
            self.log.addItem(breakable(line, self._fits_log))
        self.log.scrollToBottom()

    def text(self) -> str:
        return self.talk_label.text()


def before_play(talk: TableTalk) -> TableTalk:
    """The talk while the seating draw is shown: nobody plays yet, whoever
    plays first, and no red three lies on the table yet (laid as the deal
    starts, they are shown, counted and logged once play begins)."""
    return replace(talk, doing=seating_draw_text(), red_threes_at_risk="",
                   teams=tuple(replace(team, red_threes=0) for team in talk.teams))


def taken_back_lines(whole_round: bool) -> list[str]:
    """The log's note for an Undo (`add_note` says it again in a new language)."""
    return [taken_back_text(whole_round)]


def taken_back_text(whole_round: bool) -> str:
    """The log's line for an Undo."""
    return (translate("MainWindow", "You take back your discard: your turn again")
            if whole_round else translate("MainWindow", "You take back your last move"))


# Between the entries of a list ("Ana: 3 · Chloé-Marguerite: 5"): the dot keeps
# to the entry before it, so that no line of the panel begins with it.
SEPARATOR = "\u00a0\u00b7 "


def unbroken(name: str) -> str:
    """`name` as the panel shows it: never broken at its hyphen ("Chloé-" /
    "Marguerite"); a non-breaking hyphen looks the same."""
    return name.replace("-", "\u2011")


def breakable(text: str, fits: Callable[[str], bool]) -> str:
    """`text` with places to break (an invisible zero-width space every few
    letters) in each word too wide for a line (`fits`): a name of one
    24-letter word ran past the panel's edge, and its log lines past the
    log's.  A word that fits is never broken."""
    return _WORD.sub(lambda m: m.group() if fits(m.group()) else "\u200b".join(
        m.group()[i:i + BREAK_EVERY] for i in range(0, len(m.group()), BREAK_EVERY)), text)


_WORD = re.compile(r"\S+")
BREAK_EVERY = 8  # letters: eight of the widest fit the narrowest panel


def fitting(font: QFont, room: int, bold: bool = True) -> Callable[[str], bool]:
    """Whether a word in `font` (`bold`: names in headings) fits `room` pixels
    with what may be tied to it by no-break spaces ("Ana\u00a0:\u00a07")."""
    face = QFont(font)
    face.setBold(bold)
    metrics = QFontMetrics(face)
    tied = metrics.horizontalAdvance("\u00a0:\u00a099")
    return lambda word: metrics.horizontalAdvance(word) + tied <= room


def opening_html(team: TeamTalk) -> str:
    """The side's opening minimum; partners who open each on his own (three
    players, §2) have one each, by name when they differ ("Ana 90 (opened)
    · Bruno 50 (not opened)")."""
    def minimum(n: int) -> str:
        return f"<b>{n}</b>" if n else "<b>" + escape(translate("SidePanel", "none")) + "</b>"

    def opened_word(opened: bool) -> str:
        return escape(translate("SidePanel", "opened") if opened
                      else translate("SidePanel", "not opened"))

    if len(set(team.player_openings)) > 1:  # the same for both: said once
        each = SEPARATOR.join(f"{escape(unbroken(name))}\u00a0{minimum(n)} ({opened_word(o)})"
                              for name, (n, o) in zip(team.names, team.player_openings))
        return translate("SidePanel", "Opening minimums: {each}").format(each=each)
    return translate("SidePanel", "Opening minimum: {n} ({opened})").format(
        n=minimum(team.opening_minimum), opened=opened_word(team.opened))


def side_word(own: bool, partners: bool, sides: int) -> str:
    """What the table calls a side of partners, seen from the player's seat:
    "We" for his own, "They" for the other of two, as the score sheet heads
    its columns; "" where the names alone say it (a player alone, or one of
    three sides).  The side panel and the seating draw name the sides alike
    (play-tests: the draw said "Team A" and "Team B", the table then "Us"
    and "Them"; the table "Us", the sheet "We")."""
    if not partners:
        return ""
    if own:
        return translate("SidePanel", "We")
    return translate("SidePanel", "They") if sides == 2 else ""


def talk_html(talk: TableTalk, design: CardDesign = CardDesign.STANDARD,
              sitting_out: list[str] | None = None, sides: Sequence[str] = ()) -> str:
    """`sides`: each side's name by its team (`words.side_name`, the
    controller's `side_names`); without them, the names at its seats."""
    deal = translate("SidePanel", "Deal {n}").format(n=talk.deal_number)
    dealt = (f" <span style='font-weight:normal; font-size:small'>\u00b7\u00a0"
             f"{escape(talk.dealt_by)}</span>" if talk.dealt_by else "")
    rows = [f"<h3 style='margin:0'>{escape(deal)}{dealt}</h3>",
            f"<p style='margin:2px 0 8px 0'>{escape(talk.doing)}</p>"]
    compact = len(talk.teams) > 2
    margin = "0 0 4px 0" if compact else "0 0 6px 0"
    # The player's side first, then on round the table, as the hands below
    # and the deal's end list them (play-test, six alone in rami).
    own = next((tm.team for tm in talk.teams if tm.own), 0)
    count = max((tm.team for tm in talk.teams), default=0) + 1
    for team in sorted(talk.teams, key=lambda tm: (tm.team - own) % count):
        who = escape(sides[team.team] if team.team < len(sides) else
                     words.side_name(range(len(team.names)),
                                     [unbroken(name) for name in team.names]))
        side = side_word(team.own, len(team.names) > 1, len(talk.teams))
        title = f"<b>{escape(side)}</b> ({who})" if side else f"<b>{who}</b>"
        threes = (translate("SidePanel", "Sol: {n}") if design is CardDesign.ORIGEN
                  else translate("SidePanel", "Red threes: {n}")).format(n=team.red_threes)
        if team.colours is not None:
            # Tête et Queue: which colour is still missing (§3; play-test), on
            # a line of its own ("red" beside "red threes" read as one count).
            canastas = translate("SidePanel", "Canastas: {n} (red {red}, black {black})").format(
                n=team.canastas, red=team.colours[0], black=team.colours[1])
        else:
            canastas = translate("SidePanel", "Canastas: {n}").format(n=team.canastas)
        extra = [] if team.colours is not None else [canastas]
        if team.lays_red_threes:
            # Not where red threes are never laid: "Red threes: 0" all deal
            # long beside the red threes held (Tête et Queue, §3; play-test).
            extra.append(threes)
        if team.tile_ranks:
            # Each rank named: the plates beside a long side's name fall back
            # to a count, the ranks left to a tooltip (play-test, Origen for six).
            extra.append(translate("SidePanel", "Tiles: {ranks}").format(
                ranks=", ".join(rank_label(rank, design) for rank in team.tile_ranks)))
        if team.player_scores:
            score = translate("SidePanel", "Scores: {scores}").format(scores=SEPARATOR.join(
                f"{escape(unbroken(name))}\u00a0<b>{words.points(points)}</b>"
                for name, points in zip(team.names, team.player_scores)))
        else:
            # The number never wraps apart from its label ("Score :" / "0").
            score = translate("SidePanel", "Score: <b>{n}</b>").replace(" <b>", "\u00a0<b>"
                                                                         ).format(
                n=words.points(team.score))
        lines = [score, opening_html(team)]
        lines += [escape(canastas)] if team.colours is not None else []
        lines += [escape(SEPARATOR.join(extra))] if extra else []
        rows.append(f"<p style='margin:{margin}'>{title}" + (SEPARATOR if compact else "<br>")
                    + "<br>".join(lines) + "</p>")
    for rule in (talk.go_out_need, talk.against_without_canasta, talk.red_threes_at_risk):
        if rule:
            rows.append(f"<p style='margin:0 0 6px 0'><i>{escape(rule)}</i></p>")
    if sitting_out:
        # Why, as the seating draw says it (play-test: "Diego sits this deal
        # out" and no reason, five players).
        rows.append("<p style='margin:0 0 6px 0'>" + escape(
            translate("SidePanel", "Sitting out: {names}. A team's players take turns "
                      "({section}).").format(
                # "& Elsa" kept together: a line ending "Diego &" reads unfinished.
                names=words.listed([unbroken(name) for name in sitting_out]).replace(
                    " & ", " &\u00a0"),
                section=section_name(S_VARIANTS)))
            + "</p>")
    # "Name: 3" as each language writes it, the count never wrapped apart from
    # its name; one player a line, however many (play-test: six counts strung
    # on one line read as a run-on paragraph).
    held = translate("SidePanel", "{name}: {n}").replace(" ", "\u00a0")
    lines = [held.format(name=unbroken(name), n=count) for name, count in talk.hands]
    if talk.feet:
        # Tête et Queue: each player's foot on his hand's line, not in a
        # second list (play-test: at 1280x720 the panel scrolled).
        lines = [line + " \u00b7 " + _foot_words(count) for line, (_, count)
                 in zip(lines, talk.feet)]
    in_hand = escape(translate("SidePanel", "Cards in hand"))
    if talk.hands:
        hands = "<br>".join(escape(line) for line in lines)
        rows.append(f"<p style='margin:0 0 6px 0'><b>{in_hand}</b><br>{hands}</p>")
    if talk.isolated:
        rows.append("<p style='margin:0 0 6px 0'>" + escape(
            translate("SidePanel", "Isolated hand: {name}").format(
                name=unbroken(talk.isolated)))
            + "</p>")
    # Its reason line may say "frozen for everybody": the headline never
    # contradicts it (play-test: "frozen for you • …: frozen for everybody").
    pile_state = (translate("SidePanel", "frozen for everybody")
                  if talk.pile_frozen_for_everybody
                  else translate("SidePanel", "frozen for you") if talk.pile_frozen_for_me
                  # Play-test: "not frozen" over "a red three is on top: nobody
                  # can take the pile".
                  else translate("SidePanel", "blocked for everybody")
                  if talk.pile_blocked_for_everybody
                  else translate("SidePanel", "not frozen"))
    pile = (translate("SidePanel", "<b>Pile:</b> %n card(s)", None, talk.pile)
            if talk.pile and talk.deal_over  # frozen or not: nobody takes it now
            else translate("SidePanel", "<b>Pile:</b> %n card(s), {state}", None,
                           talk.pile).format(state=escape(pile_state)) if talk.pile
            # Nothing to take: neither frozen nor not (play-test: "0 cards, frozen for you").
            else translate("SidePanel", "<b>Pile:</b> empty"))
    rows.append("<p style='margin:0 0 6px 0'>"
                + translate("SidePanel", "<b>Stock:</b> %n card(s)", None, talk.stock)
                + "<br>" + pile)
    for reason in talk.frozen_reasons if talk.pile else ():
        rows.append(f"<br>\u2022 {escape(reason)}")
    rows.append("</p>")
    return "".join(rows)


def _foot_words(cards: int) -> str:
    """A player's foot beside his hand's count: its cards while it waits face
    down, "picked up" once in hand.  The view's foot count is 0 only then:
    §3 takes a foot up whole, and while packets are chosen no foot is listed."""
    said = (translate("SidePanel", "foot {n}").format(n=cards) if cards
            else translate("SidePanel", "foot picked up"))
    return said.replace(" ", "\u00a0")
