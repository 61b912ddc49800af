"""Which game is played: Game → New game… (the settings dialog), New game with
the same players and rules (F2), the seating draw, Continue, start-up, and the
settings they are played with.

Every dialog is opened non-modally (`show()` / `open()`), never with
`exec()`, so tests drive the same methods the menu calls.  The words keep
the "MainWindow" translation context they were written in.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QObject, QSettings, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QWidget

from .. import i18n, words
from ..model.match import Match
from ..persistence.saves import RestoredGame, parse_iso
from ..printing.sheet_html import format_date, format_time
from ..session.autosave import Autosaver
from ..session.controller import GameController
from ..persistence.atomic import copy_aside
from ..session.settings import (GameSettings, save_settings, setting_name,
                                settings_corrections, settings_damage)
from .bot_hold import BotHold
from .deal_end_dialog import DealEndDialog
from .open_dialog import autosave_title
from .preferences_dialog import PreferencesDialog
from .seating_dialog import SeatingDialog
from .settings_dialog import SettingsDialog
from .status_messages import StatusMessages
from .table_preferences import TablePreferences
from .table_scene import TableScene

translate = QCoreApplication.translate


class GameFlow(QObject):
    settings_applied = Signal()
    continue_offered = Signal(bool)  # another unfinished game can be continued
    drawing_seats_changed = Signal()  # the seating draw shown, or play begun (`drawing_seats`)

    def __init__(self, controller: GameController, scene: TableScene, autosaver: Autosaver,
                 deal_end: DealEndDialog, status: StatusMessages, bot_hold: BotHold,
                 preferences: TablePreferences, parent: QWidget,
                 store: QSettings | None = None, settings: GameSettings | None = None) -> None:
        """`store` keeps the settings (None: `settings` or the defaults, nothing
        saved); `preferences` applies their speed and sort order, and the
        cards of the game's variant."""
        super().__init__(parent)
        self.parent_widget = parent
        self.controller = controller
        self.scene = scene
        self.autosaver = autosaver
        self.deal_end = deal_end
        self.status = status
        self.bot_hold = bot_hold
        self.store = store
        self.settings = settings or GameSettings().checked()
        self.preferences = preferences
        self.settings_dialog: SettingsDialog | None = None
        self.preferences_dialog: PreferencesDialog | None = None
        self._dealt_here: Match | None = None  # the last game dealt fresh here (not resumed)
        self.seating_dialog: SeatingDialog | None = None
        # Keys the draw's box hears too, as the table would (the app's: H
        # says the draw is shown, not nothing while the box has the keyboard).
        self.seating_actions: list[QAction] = []
        scene.player_acts.connect(self._play_on_from_the_table)

    # ------------------------------------------------------------- new games
    def new_game(self, welcome: bool = False) -> SettingsDialog:
        """Game → New game…: the settings dialog (window-modal, never exec());
        `welcome`: as the very first start shows it."""
        if self.settings_dialog is not None:
            self.settings_dialog.deleteLater()
        # Leaving a game played here: the dialog says Deal starts another.
        leaving = not welcome and self.playing_a_game() and self._untouched_game() is None
        # It opens on the game on the table, as F2 plays it again: after an
        # older game was opened, the settings last dealt were another game's
        # (play-test: it showed Tête et Queue over a classic table).
        dialog = SettingsDialog(self.table_settings(), self.parent_widget,
                                i18n.current_language(),
                                welcome=welcome, leaving=leaving,
                                kept=self.autosaver.keeps_the_game())
        dialog.settings_chosen.connect(self.apply_settings)
        self.settings_dialog = dialog
        self.bot_hold.open(dialog)
        return dialog

    def table_settings(self) -> GameSettings:
        """The settings with the game on the table's own (its variant,
        players, layout, house rules, names and bot levels, as the engine
        holds them); the settings alone when no game is on the table."""
        game = self.controller.players_and_rules()
        return self.settings if game is None else self.settings.like_game(*game)

    def play_again(self) -> None:
        """Game → New game with the same players and rules (F2): a new game
        like the one on the table, whichever game that is (play-test: after
        an older classic game was opened, F2 dealt the Tête et Queue last
        chosen in New game); kept as the settings, as New game keeps them.
        The table's own choices (speed, language...) are left as they are."""
        self.settings = self.table_settings()
        if self.store is not None:
            save_settings(self.store, self.settings)
        self.start_game()

    def apply_settings(self, settings: GameSettings, start: bool = True,
                       sort: bool = True) -> None:
        """Keep the settings, apply the table's look and language, start the
        game.  `sort` False: the hand keeps its order (Preferences)."""
        self.settings = settings.checked()
        if self.store is not None:
            save_settings(self.store, self.settings)
        self.controller.allow_round_undo = self.settings.undo_round
        self.settings_applied.emit()
        i18n.set_language(QApplication.instance(), self.settings.language or None)
        self.preferences.set_speed(self.settings.speed)
        if sort:
            self.preferences.set_sort(self.settings.sort)
        if start:
            self.start_game()

    def show_preferences(self) -> PreferencesDialog:
        """Edit → Preferences…: the table's choices, for the game on the
        table too (window-modal, never exec())."""
        if self.preferences_dialog is not None:
            self.preferences_dialog.deleteLater()
        dialog = PreferencesDialog(self.settings, self.parent_widget, i18n.current_language())
        dialog.preferences_chosen.connect(self.apply_preferences)
        self.preferences_dialog = dialog
        self.bot_hold.open(dialog)
        return dialog

    def apply_preferences(self, settings: GameSettings) -> None:
        """The table's choices, kept and applied to the game on the table:
        no new game.  The
        hand's order is not among them: sorting again would undo the order
        the player gave this deal's hand by hand (review)."""
        self.apply_settings(settings, start=False, sort=False)

    def start_game(self, seed: int | None = None, show_seating: bool | None = None) -> None:
        """A new game from the settings."""
        s = self.settings
        self.deal_end.hide()
        self.preferences.set_deck(s.card_deck())
        # With the draw the cards decide where everyone sits (§1); without it,
        # the players sit in the order of the settings.
        draw = s.seating_draw
        show = draw if show_seating is None else (show_seating and draw)
        left = self.playing_a_game()
        kept = self.autosaver.keeps_the_game()
        untouched = self._untouched_game()
        self.controller.new_game(s.rules(), seed=seed, names=s.player_names(),
                                 bot_names=s.bot_levels(), draw_seats=draw, paused=show)
        self._dealt_here = self.controller.match
        if untouched is not None:
            self._leave_untouched(untouched)
        elif left and kept:
            # Play-test: F2 then OK replaced the game in play without a word.
            self.status.say(translate("MainWindow", "A new game begins. The game you were "
                                      "playing is kept: Game → Open a saved game… lists it"))
        elif left:  # a read-only window, or a game that could not be saved (review F9)
            self.status.say(translate("MainWindow", "A new game begins. The game you were "
                                      "playing was not saved"))
        if show:
            self.status.after_problems(self._seating_if_waiting)

    def _untouched_game(self) -> str | None:
        """The id of the game on the table if it was dealt here and the
        person has not played in it: left for another game, it is not kept
        (play-test: Open listed it beside the game played, the same players
        at 0–0).  A game resumed is his to keep, played or not."""
        if (self.controller.match is not None and self.controller.match is self._dealt_here
                and self.autosaver.enabled and not self.person_has_played()):
            return self.autosaver.game_id
        return None

    def _leave_untouched(self, untouched: str | None) -> None:
        """Forget the game left untouched, once another is on the table."""
        if untouched is not None and untouched != self.autosaver.game_id:
            self.autosaver.forget(untouched)

    def show_seating(self) -> SeatingDialog | None:
        match = self.controller.match
        if match is None:
            return None
        if self.seating_dialog is not None:
            self.seating_dialog.deleteLater()
        # A bot in his seat draws for it: its cards are told by that seat's
        # name, as at the table (not "You draw the 6♥" beside "Player 1").
        c = self.controller
        watching = c.me < len(c.person_bots) and c.person_bots[c.me] is not None
        dialog = SeatingDialog(match, self.scene.faces, self.parent_widget,
                               me=None if watching else c.me)
        dialog.started.connect(self.controller.resume)
        dialog.started.connect(self.drawing_seats_changed.emit)  # play begins: whose turn
        dialog.addActions(self.seating_actions)
        self.seating_dialog = dialog
        dialog.show()
        self.drawing_seats_changed.emit()  # the draw, not whose turn
        return dialog

    def _seating_if_waiting(self) -> None:
        """The seating draw, if the game on the table still waits for it: it
        may have been shown later than dealt (`after_problems`), and another
        game may have been started in between."""
        c = self.controller
        match = c.match
        if (c.paused and match is not None and match.seating is not None and not match.results
                and c.deal is not None and not c.deal.history):
            self.show_seating()

    def _play_on_from_the_table(self) -> None:
        """A press on the table while the seating draw is shown means "Play":
        the bots waited for that button, and nothing said so (fourth
        play-test: the player drew and discarded, then the table froze)."""
        dialog = self.seating_dialog
        if self.controller.paused and dialog is not None and dialog.isVisible():
            dialog.hide()
            self.controller.resume()
            self.drawing_seats_changed.emit()

    def game_started(self) -> None:
        self.bot_hold.forget()
        self.deal_end.hide()
        if self.seating_dialog is not None:
            self.seating_dialog.hide()  # a game resumed while the draw was shown
            self.drawing_seats_changed.emit()

    # ------------------------------------------------------------- games saved
    def start_up(self, seed: int | None = None, choose_first: bool = False
                 ) -> RestoredGame | None:
        """At start: continue the last unfinished game, else start a new one
        from the settings.  Files that could not be read are reported.
        `choose_first` (the very first start): with no game to continue, the
        player picks the variant and the players before anything is dealt;
        closing that dialog deals the default game."""
        try:
            restored, problems = self.autosaver.continue_last()
        except Exception as exc:  # noqa: BLE001 - no saved file may keep the game from starting
            restored, problems = None, []
            self.status.warn(translate("MainWindow", "The last game could not be continued: "
                                       "{reason}").format(reason=words.failure_reason(exc)))
        # No game to continue: the box says the new game is not the one that
        # could not be read (play-test: a game dealt behind it without a word).
        dealt = restored is None and not choose_first
        self.status.show_problems(problems, translate(
            "MainWindow", "A new game is dealt. Game → Open a saved game… lists the "
            "games that could be read.") if dealt else "")
        if restored is None and choose_first:
            self.status.after_problems(lambda: self._welcome(seed))
        elif restored is None:
            self.start_game(seed=seed)
        else:
            self.preferences.restore_hand_order()
            self.status.say(resumed_text(restored))
            self.seating_again()
        self.update_continue_action()
        return restored

    def _welcome(self, seed: int | None) -> None:
        """The very first start: the settings dialog chooses the game;
        closing it deals the default one.  Not once a game is on the table:
        shown after the problem box, the player may have started one meanwhile
        (review: the welcome opened over it)."""
        if self.controller.match is not None:
            return
        dialog = self.new_game(welcome=True)
        dialog.rejected.connect(lambda: self._start_if_none(seed))

    def seating_again(self) -> None:
        """A game left while its seating draw was shown (no move made yet)
        shows the draw again when it comes back, the bots waiting for Play
        (play-test: they played at once, and the player never saw who sat
        where nor who his partner was)."""
        c = self.controller
        match = c.match
        if (match is None or match.seating is None or match.results or c.deal is None
                or c.deal.history):
            return
        c.pause()
        self.status.after_problems(self._seating_if_waiting)

    def _start_if_none(self, seed: int | None) -> None:
        if self.controller.match is None:
            if self.store is not None:  # chosen, if by default: not asked again
                save_settings(self.store, self.settings)
            self.start_game(seed=seed)

    def person_has_played(self) -> bool:
        """The person at the computer has made a move in the game on the
        table (in a deal already scored, or this one); a game with nobody at
        the computer counts as played (he chose to watch it)."""
        c = self.controller
        match, deal, seat = c.match, c.deal, c.human_seat
        if (match is None or match.results or seat is None or c.bots[seat] is not None
                or c.taken_back):  # moves taken back were his moves
            return True
        return deal is not None and any(played_by == seat for played_by, _ in deal.history)

    def playing_a_game(self) -> bool:
        """A game is going on here: begun (a move made) and not over.  Continue
        then keeps it rather than jump to an older one."""
        c = self.controller
        match = c.match
        return (match is not None and not match.is_over
                and (bool(match.results) or bool(c.deal is not None and c.deal.history)))

    def continue_game(self) -> RestoredGame | None:
        """Game → Continue: the game being played goes on; with none (or a
        finished one), the last unfinished game saved."""
        if self.playing_a_game():
            self.status.say(translate("MainWindow", "This game goes on: Continue resumes a game "
                                      "once this one is over"))
            return None
        untouched = self._untouched_game()
        restored, problems = self.autosaver.continue_last()
        self._leave_untouched(untouched)
        told = self.status.show_problems(problems)
        if restored is None:
            if told is None:  # nothing new to tell (a file told of before is not news)
                self.status.say(translate("MainWindow",
                                          "There is no other unfinished game to continue"))
        else:
            self.preferences.restore_hand_order()
            self.status.say(resumed_text(restored))
            self.seating_again()
        self.update_continue_action()
        return restored

    def update_continue_action(self) -> None:
        """Continue is offered only when another unfinished game is saved
        (checked when the Game menu opens: it reads the saves folder).  A
        file found damaged on the way is moved aside and reported."""
        store = self.autosaver.store
        try:
            listing = store.list()
        except OSError:
            self.continue_offered.emit(False)
            return
        self.status.show_problems(listing.problems)
        game_id = self.autosaver.game_id
        unfinished = store.unfinished_autosaves(listing, [game_id] if game_id else [])
        self.continue_offered.emit(bool(unfinished) and not self.playing_a_game())

    def resume_game(self, restored: RestoredGame | None) -> None:
        """Play on from an opened save."""
        if restored is None:
            return
        untouched = self._untouched_game()
        forked = self.autosaver.resume(restored)
        # Play-test: a game dealt and left untouched for Game → Open… stayed
        # listed at 0–0, as it had for a new game.
        self._leave_untouched(untouched)
        language = "fr" if i18n.current_language() == "fr" else "en"
        save = restored.save
        # As its row in the Open dialog says it (play-tests: the row "Mid-deal
        # test (continued)" was said to go on as "Classic Canasta"; s41, "Game
        # of 5:09" as "Canasta Origen").
        title = save.name or autosave_title(save, language)
        if restored.match.is_over:
            # Play-test: "goes on where it was saved" beside the game's end box.
            self.status.say(translate("MainWindow", "“{title}” is over: here is how it "
                                      "ended").format(title=title))
            self.update_continue_action()
            return
        said = translate("MainWindow", "“{title}” goes on where it was saved").format(title=title)
        if forked:
            said += translate("MainWindow", ", as a game of its own: what was played since "
                                            "stays among the saved games")
        self.status.say(said)
        self.seating_again()
        self.update_continue_action()

    def say_settings_corrections(self) -> None:
        """Stored settings that could not be used are said once, then stored
        as the game uses them; with a damaged file's report, in the same box
        (play-test: two boxes, one after the other)."""
        if self.store is None:
            return
        corrected = settings_corrections(self.store, self.settings)  # before any rewrite
        said, unreadable = self.unreadable_settings()
        if corrected and not unreadable:
            # Named in words, never by their keys ("table/speed": play-test).
            named = ", ".join(setting_name(key) for key in corrected)
            said.append(translate("MainWindow", "Some settings could not be used and were "
                                  "reset: %1").replace("%1", named))
            for key in corrected:
                # A house rule left at its default is not written again: its
                # stored nonsense goes, or it would be told at every start.
                if key.startswith("options/"):
                    self.store.remove(key)
            save_settings(self.store, self.settings)
        if said:
            self.status.warn(" ".join(said))

    def unreadable_settings(self) -> tuple[list[str], bool]:
        """A settings file Qt cannot read (random bytes) was ignored without a
        word (play-test): what to tell the player, and a copy of the file is
        kept aside before it is written again (left as it is when no copy can
        be made).  The flag: none of it could be read, the defaults are used."""
        assert self.store is not None
        damage = settings_damage(self.store)
        if damage is None:
            return [], False
        path = damage.path
        if damage.locked:
            # Neither read nor written: no copy to keep, nothing to store.
            return [words.fill_in(translate(
                "MainWindow", "The settings file “%1” cannot be opened (no permission): the game "
                              "uses its default settings, and settings changed now will not be "
                              "kept. The file is in the folder %2."), path.name,
                str(path.parent))], True
        if damage.partly:
            text = translate("MainWindow", "The settings file “%1” is partly damaged: the "
                                           "settings it holds are used, the others take their "
                                           "default.")
        else:
            text = translate("MainWindow", "The settings file “%1” could not be read: the "
                                           "game uses its default settings.")
        text = words.fill_in(text, path.name)
        copy: Path | None = None
        if not self.autosaver.store.read_only:  # a read-only window writes no file
            try:
                copy = copy_aside(path)
            except OSError:
                copy = None
        if copy is not None:
            text += " " + words.fill_in(translate("MainWindow", "A copy of it was kept as “%1”, in "
                                                          "the folder %2."),
                                  copy.name, str(copy.parent))
            if not damage.partly:
                self.store.clear()  # what Qt made of the bytes: no setting of the game
            save_settings(self.store, self.settings)
        return [text], not damage.partly


def resumed_text(restored: RestoredGame) -> str:
    """Which game goes on: by its date, so that a player whose last save was
    damaged (and set aside) sees that an older game was resumed."""
    when = parse_iso(restored.save.updated)
    if when is None:
        return translate("MainWindow", "The last game goes on where it stopped")
    lang = i18n.current_language()  # said in words, as the sheet dates a game
    return translate("MainWindow", "The game saved on {date} at {time} goes on where it "
                     "stopped").format(date=format_date(when, lang), time=format_time(when, lang))


def drawing_seats(flow: GameFlow) -> bool:
    """The seating draw is shown and the bots wait for it: play has not begun."""
    dialog = flow.seating_dialog
    return flow.controller.paused and dialog is not None and dialog.isVisible()
