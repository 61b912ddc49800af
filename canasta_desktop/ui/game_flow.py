"""Which game is played: Game → New game… (the settings dialog), Restart, the
seating draw, Continue, start-up, and the table's preferences (speed, hand
order, card deck) that go with the settings.

Every dialog is opened non-modally (`show()` / `open()`), never with
`exec()`, so tests drive the same methods the menu calls.  The words keep
the "MainWindow" translation context they were written in.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject, QSettings, Signal
from PySide6.QtWidgets import QApplication, QWidget

from .. import i18n
from ..model.rules import CardDesign
from ..persistence.saves import RestoredGame
from ..session.autosave import Autosaver
from ..session.controller import GameController
from ..session.settings import GameSettings, save_settings, settings_corrections
from .bot_hold import BotHold
from .card_faces import CardFaces
from .deal_end_dialog import DealEndDialog
from .menus import DEFAULT_SPEED, SORTS, SPEEDS
from .open_dialog import variant_label
from .seating_dialog import SeatingDialog
from .settings_dialog import SettingsDialog
from .status_messages import StatusMessages
from .table_scene import TableScene

translate = QCoreApplication.translate

HAND_ORDER_KEY = "table/hand_order"  # "game id|deal number|card ids" of a manual order


class GameFlow(QObject):
    speed_set = Signal(str)
    sort_set = Signal(str)
    settings_applied = Signal()
    continue_offered = Signal(bool)  # another unfinished game can be continued

    def __init__(self, controller: GameController, scene: TableScene, autosaver: Autosaver,
                 deal_end: DealEndDialog, status: StatusMessages, bot_hold: BotHold,
                 parent: QWidget, store: QSettings | None = None,
                 settings: GameSettings | None = None) -> None:
        """`store` keeps the settings (None: `settings` or the defaults, nothing saved)."""
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
        self._deck = scene.faces.deck
        self.settings_dialog: SettingsDialog | None = None
        self.seating_dialog: SeatingDialog | None = None

    # ------------------------------------------------------------- new games
    def new_game(self) -> SettingsDialog:
        """Game → New game…: the settings dialog (window-modal, never exec())."""
        if self.settings_dialog is not None:
            self.settings_dialog.deleteLater()
        dialog = SettingsDialog(self.settings, self.parent_widget, i18n.current_language())
        dialog.settings_chosen.connect(self.apply_settings)
        self.settings_dialog = dialog
        self.bot_hold.wait_while(dialog)
        dialog.open()
        return dialog

    def apply_settings(self, settings: GameSettings, start: bool = True) -> None:
        """Keep the settings, apply the table's look and language, start the game."""
        self.settings = settings.checked()
        if self.store is not None:
            save_settings(self.store, self.settings)
        self.controller.allow_round_undo = self.settings.undo_round
        self.settings_applied.emit()
        i18n.set_language(QApplication.instance(), self.settings.language or None)
        self.set_speed(self.settings.speed)
        self.set_sort(self.settings.sort)
        if start:
            self.start_game()

    def start_game(self, seed: int | None = None, show_seating: bool | None = None) -> None:
        """A new game from the settings (Game → Restart does the same)."""
        s = self.settings
        self.deal_end.hide()
        self.set_deck(s.card_deck())
        # With the draw the cards decide where everyone sits (§1); without it,
        # the players sit in the order of the settings.
        draw = s.seating_draw
        show = draw if show_seating is None else (show_seating and draw)
        self.controller.new_game(s.rules(), seed=seed, names=s.player_names(),
                                 bot_names=s.bot_levels(), draw_seats=draw, paused=show)
        if show:
            self.show_seating()

    def show_seating(self) -> SeatingDialog | None:
        match = self.controller.match
        if match is None:
            return None
        if self.seating_dialog is not None:
            self.seating_dialog.deleteLater()
        dialog = SeatingDialog(match, self.scene.faces, self.parent_widget,
                               me=self.controller.me)
        dialog.started.connect(self.controller.resume)
        self.seating_dialog = dialog
        dialog.show()
        return dialog

    def game_started(self) -> None:
        self.bot_hold.forget()
        self.deal_end.hide()
        rules = self.controller.rules
        own_cards = rules.design if rules is not None else CardDesign.STANDARD
        if own_cards is not CardDesign.STANDARD:
            self.set_deck(own_cards.value)  # for this game only: the setting stays
        elif rules is not None and self._deck != self.settings.deck:
            self.set_deck(self.settings.deck)  # a game continued after an Origen one
        if self.seating_dialog is not None:
            self.seating_dialog.hide()  # a game resumed while the draw was shown

    def set_deck(self, deck: str) -> None:
        if deck == self._deck:
            return
        self._deck = deck
        self.scene.set_faces(CardFaces(deck))

    @property
    def deck(self) -> str:
        return self._deck

    # ------------------------------------------------------------- games saved
    def start_up(self, seed: int | None = None) -> RestoredGame | None:
        """At start: continue the last unfinished game, else start a new one
        from the settings.  Files that could not be read are reported."""
        try:
            restored, problems = self.autosaver.continue_last()
        except Exception as exc:  # noqa: BLE001 - no saved file may keep the game from starting
            restored, problems = None, []
            self.status.warn(translate("MainWindow", "The last game could not be continued: "
                                       "{reason}").format(reason=str(exc)[:160]))
        self.status.show_problems(problems)
        if restored is None:
            self.start_game(seed=seed)
        else:
            self.restore_hand_order()
            self.status.say(translate("MainWindow", "The last game goes on where it stopped"))
        self.update_continue_action()
        return restored

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
        restored, problems = self.autosaver.continue_last()
        self.status.show_problems(problems)
        if restored is None:
            if not problems:
                self.status.say(translate("MainWindow",
                                          "There is no other unfinished game to continue"))
        else:
            self.restore_hand_order()
            self.status.say(translate("MainWindow", "The last game goes on where it stopped"))
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
        self.autosaver.resume(restored)
        language = "fr" if i18n.current_language() == "fr" else "en"
        title = restored.save.name or variant_label(restored.save.variant, language)
        self.status.say(translate("MainWindow", "“{title}” goes on where it was saved").format(
            title=title))
        self.update_continue_action()

    # ------------------------------------------------------------- preferences
    def set_speed(self, name: str, save: bool = False) -> None:
        if name not in SPEEDS:
            name = DEFAULT_SPEED
        bot_ms, slide_ms = SPEEDS[name]
        self.controller.bot_delay_ms = bot_ms
        self.scene.animation_ms = slide_ms
        self.speed_set.emit(name)
        if save and self.store is not None:
            self.settings.speed = name
            save_settings(self.store, self.settings)

    def set_sort(self, mode: str) -> None:
        if mode not in SORTS:
            mode = "rank"
        self.scene.set_sort_mode(mode)
        self.sort_set.emit(mode)

    def sort_changed(self, mode: str) -> None:
        """The player sorted the hand on the table: kept in the settings."""
        self.sort_set.emit(mode)
        if self.settings.sort != mode:
            self.settings.sort = mode
            if self.store is not None:
                save_settings(self.store, self.settings)

    def keep_hand_order(self) -> None:
        """The order the player gave his hand by hand survives a restart:
        kept in the settings with the game and deal it belongs to."""
        game_id = self.autosaver.game_id
        if self.store is None or not game_id or self.scene.sort_mode != "manual":
            return
        order = ",".join(map(str, self.scene.manual_order()))
        self.store.setValue(HAND_ORDER_KEY, f"{game_id}|{self.controller.deal_number}|{order}")

    def restore_hand_order(self) -> None:
        if self.store is None or self.settings.sort != "manual":
            return
        parts = str(self.store.value(HAND_ORDER_KEY, "") or "").split("|")
        if (len(parts) != 3 or parts[0] != self.autosaver.game_id
                or parts[1] != str(self.controller.deal_number)):
            return
        try:
            order = [int(card) for card in parts[2].split(",") if card]
        except ValueError:
            return  # a value edited by hand: the hand keeps its own order
        self.scene.restore_manual_order(order)

    def say_settings_corrections(self) -> None:
        """Stored settings that could not be used are said once, then stored
        as the game uses them."""
        if self.store is None:
            return
        corrected = settings_corrections(self.store, self.settings)
        if corrected:
            self.status.warn(translate("MainWindow", "Some settings could not be used and were "
                                       "reset: %1").replace("%1", ", ".join(corrected)))
            save_settings(self.store, self.settings)
