"""Help → Rules of this variant (with every keyboard shortcut), Keyboard
shortcuts and About."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QMessageBox, QWidget

from ..model.rules import RuleSet
from .help_dialogs import RulesDialog, about_box


class HelpWindows:
    def __init__(self, rules: Callable[[], RuleSet],
                 shortcuts: Callable[[], list[tuple[str, str]]], parent: QWidget) -> None:
        """`rules`: the rules of the game played (else of the settings);
        `shortcuts`: the menus' (keys, command)."""
        self.rules = rules
        self.shortcuts = shortcuts
        self.parent = parent
        self.rules_dialog: RulesDialog | None = None
        self.keys_dialog: RulesDialog | None = None
        self.about: QMessageBox | None = None

    def show_rules(self, section: str | None = None) -> RulesDialog:
        """The rules window, at `section` when given (the one a refusal
        still shown cites)."""
        self.rules_dialog = self._fresh(self.rules_dialog, keys_only=False)
        if section:
            self.rules_dialog.show_section(section)
        return self.rules_dialog

    def show_keys(self) -> RulesDialog:
        """How to play at the table and every key, for the game played."""
        self.keys_dialog = self._fresh(self.keys_dialog, keys_only=True)
        return self.keys_dialog

    def _fresh(self, old: RulesDialog | None, keys_only: bool) -> RulesDialog:
        """A window made anew for the game played now, in place of `old`."""
        if old is not None:
            old.deleteLater()
        dialog = RulesDialog(self.rules(), self.parent, shortcuts=self.shortcuts(),
                             keys_only=keys_only)
        dialog.show()
        return dialog

    def show_about(self) -> QMessageBox:
        self.about = about_box(self.parent)
        self.about.show()
        return self.about

    def follow_language(self) -> None:
        """An open rules window speaks the new language at once."""
        for dialog in (self.rules_dialog, self.keys_dialog):
            if dialog is not None and dialog.isVisible():
                dialog.set_content(self.rules(), self.shortcuts())

    def hide_rules(self) -> None:
        """A new game: the rules shown were another game's."""
        for dialog in (self.rules_dialog, self.keys_dialog):
            if dialog is not None:
                dialog.hide()
