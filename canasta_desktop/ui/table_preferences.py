"""How the table plays and looks, as the settings keep it: the animation
speed, the hand's sort order (and an order given by hand, across restarts),
the language (Game → Language, at once, the game going on), and the cards
the game on the table is played with (its variant's: Origen's own, the
standard deck otherwise)."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QSettings, Signal
from PySide6.QtWidgets import QApplication

from .. import i18n

from ..session.autosave import Autosaver
from ..session.controller import GameController
from ..session.settings import GameSettings, save_settings
from .card_faces import CardFaces
from .menus import DEFAULT_SPEED, SORTS, SPEEDS
from .table_scene import TableScene

HAND_ORDER_KEY = "table/hand_order"  # "game id|deal number|card ids" of a manual order


class TablePreferences(QObject):
    speed_set = Signal(str)
    sort_set = Signal(str)

    def __init__(self, controller: GameController, scene: TableScene, autosaver: Autosaver,
                 settings: Callable[[], GameSettings], store: QSettings | None = None,
                 parent: QObject | None = None) -> None:
        """`settings`: the game settings now, where a choice made at the table
        is kept (and written to `store`, when there is one)."""
        super().__init__(parent)
        self.controller = controller
        self.scene = scene
        self.autosaver = autosaver
        self.settings = settings
        self.store = store
        self._deck = scene.faces.deck

    def set_speed(self, name: str, save: bool = False) -> None:
        if name not in SPEEDS:
            name = DEFAULT_SPEED
        bot_ms, slide_ms = SPEEDS[name]
        self.controller.bot_delay_ms = bot_ms
        self.scene.animation_ms = slide_ms
        self.speed_set.emit(name)
        if save and self.store is not None:
            self.settings().speed = name
            self._save()

    def set_language(self, lang: str) -> None:
        """Game → Language: the whole window speaks `lang` now, and new games
        and restarts too (kept in the settings)."""
        i18n.set_language(QApplication.instance(), lang)
        if self.settings().language != lang:
            self.settings().language = lang
            self._save()

    def set_sort(self, mode: str) -> None:
        """The order the player chose for his hand (Game → Sort): kept in the settings."""
        if mode not in SORTS:
            mode = "rank"
        self.scene.set_sort_mode(mode)
        self.sort_set.emit(mode)
        if self.settings().sort != mode:
            self.settings().sort = mode
            self._save()

    def sort_changed(self, mode: str) -> None:
        """The order shown changed on the table (a drag orders this deal's
        hand by hand; the next deal goes back to the chosen order): the
        menu follows, the setting stays the player's choice."""
        self.sort_set.emit(mode)

    def _save(self) -> None:
        if self.store is not None:
            save_settings(self.store, self.settings())

    def keep_hand_order(self) -> None:
        """The order the player gave his hand by hand survives a restart:
        kept in the settings with the game and deal it belongs to."""
        game_id = self.autosaver.game_id
        if self.store is None:
            return
        if not game_id or self.scene.sort_mode != "manual":
            self.store.remove(HAND_ORDER_KEY)  # the hand is sorted: no older order comes back
            return
        order = ",".join(map(str, self.scene.hand_cards))  # shown in his own order
        self.store.setValue(HAND_ORDER_KEY, f"{game_id}|{self.controller.deal_number}|{order}")

    def restore_hand_order(self) -> None:
        """The order kept for this game's deal, whatever order the player
        chose for his hands (a drag orders one deal's)."""
        if self.store is None:
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

    def set_deck(self, deck: str) -> None:
        if deck == self._deck:
            return
        self._deck = deck
        self.scene.set_faces(CardFaces(deck))

    @property
    def deck(self) -> str:
        return self._deck

    def game_started(self) -> None:
        """A game is played with its variant's cards: Origen with its own,
        every other variant with the standard deck (RULES.md §4)."""
        rules = self.controller.rules
        if rules is not None:
            self.set_deck(rules.design.value)
