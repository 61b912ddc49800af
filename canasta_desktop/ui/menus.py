"""The menu bar's menus and their actions: built, named in the current
language, enabled as the game allows.  What an action does is connected by
the composition root (`canasta_desktop.app`), not here.

The words keep the "MainWindow" translation context they were written in.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QObject
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu, QMenuBar

from .. import words
from ..session.controller import GameController
from ..session.keeper_words import text as keeper_text
from .settings_dialog import speed_name

translate = QCoreApplication.translate

# name: (least time per bot move, card slide), in milliseconds
SPEEDS = {"Instant": (0, 0), "Fast": (220, 140), "Normal": (550, 240), "Slow": (1100, 400)}
DEFAULT_SPEED = "Normal"
SORTS = ("rank", "useful", "suit", "manual")


class Menus(QObject):
    """Game, Edit and Help, with one public action per command."""

    def __init__(self, bar: QMenuBar, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.bar = bar
        self._build_game_menu()
        self._build_sort_and_speed_menus()
        self._build_edit_and_help_menus()

    def _action(self, menu: QMenu, *keys: QKeySequence | QKeySequence.StandardKey | str,
                ) -> QAction:
        action = QAction(self.bar)
        if keys:
            # A standard key may already be the one named beside it (Full
            # screen is F11 on Linux): twice, Qt takes it as ambiguous.
            sequences: list[QKeySequence] = []
            for k in keys:
                sequence = QKeySequence(k)
                if not sequence.isEmpty() and sequence not in sequences:
                    sequences.append(sequence)
            action.setShortcuts(sequences)
        menu.addAction(action)
        return action

    def _build_game_menu(self) -> None:
        menu = self.game_menu = self.bar.addMenu("")
        self.new_game_action = self._action(menu, QKeySequence.StandardKey.New)
        self.play_again_action = self._action(menu, "F2")
        self.continue_action = self._action(menu)
        self.continue_action.setEnabled(False)  # until the saves are looked at
        self.open_action = self._action(menu, QKeySequence.StandardKey.Open)
        self.save_as_action = self._action(menu, QKeySequence.StandardKey.Save,
                                           QKeySequence.StandardKey.SaveAs)
        menu.addSeparator()
        self.sheet_action = self._action(menu, "F3")
        self.print_sheet_action = self._action(menu, QKeySequence.StandardKey.Print)
        self.blank_pad_action = self._action(menu)
        self.keep_score_action = self._action(menu)
        self.keep_score_action.setObjectName("keepScoreAction")
        self.history_action = self._action(menu)
        menu.addSeparator()
        self.ask_action = self._action(menu, "G")
        self.tile_action = self._action(menu, "A")
        self.skip_deal_action = self._action(menu, "End")
        self.skip_deal_action.setEnabled(False)  # while only bots play (ui/deal_skip.py)

    def _build_sort_and_speed_menus(self) -> None:
        self.sort_menu = self.game_menu.addMenu("")
        self.sort_actions = self._choices(self.sort_menu, SORTS)
        self.speed_menu = self.game_menu.addMenu("")
        self.speed_actions = self._choices(self.speed_menu, tuple(SPEEDS))
        # The language, switched at once without leaving the game (each
        # language named in itself, so a player lost in the other finds his).
        self.language_menu = self.game_menu.addMenu("")
        self.language_actions = self._choices(self.language_menu, words.LANGUAGES)
        for lang, action in self.language_actions.items():
            action.setText(words.LANGUAGE_NAMES[lang])
        self.full_screen_action = self._action(self.game_menu, QKeySequence.StandardKey.FullScreen,
                                               "F11")
        self.full_screen_action.setCheckable(True)
        # The side panel hidden, the table takes its width (kept in the settings).
        self.side_panel_action = self._action(self.game_menu, "F9")
        self.side_panel_action.setCheckable(True)
        self.side_panel_action.setChecked(True)
        self.game_menu.addSeparator()
        # Ctrl+Q where the platform names no Quit key (Windows, some desktops).
        self.quit_action = self._action(self.game_menu, QKeySequence.StandardKey.Quit, "Ctrl+Q")

    def _choices(self, menu: QMenu, names: tuple[str, ...]) -> dict[str, QAction]:
        """One checkable action per name, only one checked at a time."""
        group = QActionGroup(self.bar)
        actions: dict[str, QAction] = {}
        for name in names:
            action = QAction(self.bar, checkable=True)
            group.addAction(action)
            menu.addAction(action)
            actions[name] = action
        return actions

    def _build_edit_and_help_menus(self) -> None:
        self.edit_menu = self.bar.addMenu("")
        self.edit_menu.setToolTipsVisible(True)  # a greyed-out Undo says why
        self.undo_action = self._action(self.edit_menu, QKeySequence.StandardKey.Undo)
        self.undo_action.setObjectName("undo")
        self.undo_action.setEnabled(False)
        # Ctrl+Shift+Z (shown, beside Undo's Ctrl+Z) and Ctrl+Y on every
        # platform, and the platform's own Redo key if it has another.
        self.redo_action = self._action(self.edit_menu, "Ctrl+Shift+Z", "Ctrl+Y",
                                        QKeySequence.StandardKey.Redo)
        self.redo_action.setEnabled(False)
        self.hint_action = self._action(self.edit_menu, "H", "Ctrl+H")
        self.hint_action.setObjectName("hint")
        self.hint_action.setEnabled(False)
        # The table's choices without a new game, where desktops put them
        # (play-test: they were only in New game, whose OK dealt anew).
        self.edit_menu.addSeparator()
        self.preferences_action = self._action(self.edit_menu,
                                               QKeySequence.StandardKey.Preferences, "Ctrl+,")
        self.help_menu = self.bar.addMenu("")
        self.rules_action = self._action(self.help_menu, QKeySequence.StandardKey.HelpContents)
        # The keys are listed under the rules; named here so that they are found (play-test).
        self.keys_action = self._action(self.help_menu)
        self.about_action = self._action(self.help_menu)

    def retranslate(self, language: str, read_only: bool) -> None:
        """Every title and command in the current language; what writes to the
        data folder is offered only by its one writer (`read_only` False)."""
        self.save_as_action.setEnabled(not read_only)
        self.keep_score_action.setEnabled(not read_only)
        self.game_menu.setTitle(translate("MainWindow", "&Game"))
        self.new_game_action.setText(translate("MainWindow", "&New game\u2026"))
        self.play_again_action.setText(translate("MainWindow",
                                                 "New game with the same players and &rules"))
        self.continue_action.setText(translate("MainWindow", "&Continue the last game"))
        self.open_action.setText(translate("MainWindow", "&Open a saved game\u2026"))
        self.save_as_action.setText(translate("MainWindow", "Sa&ve the game as\u2026"))
        self.sheet_action.setText(translate("MainWindow", "Score sh&eet"))
        self.print_sheet_action.setText(translate("MainWindow", "Print the score s&heet\u2026"))
        self.blank_pad_action.setText(translate("MainWindow", "Print a &blank score pad\u2026"))
        self.history_action.setText(translate("MainWindow", "Past &games and statistics\u2026"))
        self.keep_score_action.setText(keeper_text(language, "menu"))
        self.ask_action.setText(translate("MainWindow", "&Ask partner: may I go out?"))
        self.tile_action.setText(translate("MainWindow", "Announce a &tile for the selected rank"))
        self.skip_deal_action.setText(translate("MainWindow", "Skip to the &deal's end"))
        self.sort_menu.setTitle(translate("MainWindow", "&Sort the hand"))
        sort_names = {"rank": translate("MainWindow", "By &rank"),
                      "useful": translate("MainWindow", "By &usefulness"),
                      "suit": translate("MainWindow", "By s&uit"),
                      "manual": translate("MainWindow", "By &hand (drag cards)")}
        for mode, action in self.sort_actions.items():
            action.setText(sort_names[mode])
        self.speed_menu.setTitle(translate("MainWindow", "Animation s&peed"))
        for name, action in self.speed_actions.items():
            action.setText(speed_name(name))
        self.language_menu.setTitle(translate("MainWindow", "&Language"))
        self.full_screen_action.setText(translate("MainWindow", "&Full screen"))
        self.side_panel_action.setText(translate("MainWindow", "Sho&w the side panel"))
        self.language_actions[words.current_language()].setChecked(True)
        self.quit_action.setText(translate("MainWindow", "&Quit"))
        self.edit_menu.setTitle(translate("MainWindow", "&Edit"))
        self.redo_action.setText(translate("MainWindow", "&Redo"))
        self.hint_action.setText(translate("MainWindow", "&Hint"))
        # The side panel's buttons: a word each (Undo's menu text grows a reason).
        self.undo_action.setIconText(translate("MainWindow", "Undo"))
        self.hint_action.setIconText(translate("MainWindow", "Hint"))
        self.preferences_action.setText(translate("MainWindow", "&Preferences\u2026"))
        self.help_menu.setTitle(translate("MainWindow", "&Help"))
        self.rules_action.setText(translate("MainWindow", "&Rules of this variant"))
        self.keys_action.setText(translate("MainWindow", "&Keyboard shortcuts"))
        self.about_action.setText(translate("MainWindow", "&About Canasta Desktop"))

    def follow_game(self, controller: GameController, has_partner: bool, can_ask: bool) -> None:
        """Undo, Ask and Tile as the game allows them now (`has_partner` and
        `can_ask`: what the side panel learnt from the engine)."""
        self.undo_action.setEnabled(controller.can_undo())
        self.undo_action.setText(translate("MainWindow", "&Undo: take back your discard")
                                 if controller.undo_takes_back_round()
                                 else translate("MainWindow", "&Undo"))
        # Asking makes sense only with a partner, and when the engine allows it.
        self.ask_action.setVisible(has_partner)
        self.ask_action.setEnabled(can_ask)
        rules = controller.rules
        tiles = bool(rules and rules.tiles)
        self.tile_action.setVisible(tiles)
        self.tile_action.setEnabled(controller.is_human_turn() and tiles)

    def check_sort(self, mode: str) -> None:
        self.sort_actions[mode].setChecked(True)

    def check_speed(self, name: str) -> None:
        self.speed_actions[name].setChecked(True)

    def shortcuts(self) -> list[tuple[str, str]]:
        """Every menu command with a keyboard shortcut: (keys, command)."""
        out = []
        for menu in (self.game_menu, self.edit_menu, self.help_menu):
            for action in menu.actions() + [a for m in menu.findChildren(QMenu)
                                            for a in m.actions()]:
                keys = [k.toString(QKeySequence.SequenceFormat.NativeText)
                        for k in action.shortcuts() if not k.isEmpty()]
                if keys and action.isVisible():
                    out.append((", ".join(dict.fromkeys(keys)),
                                action.text().replace("&", "").rstrip("\u2026")))
        return out
