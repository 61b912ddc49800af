"""Languages in the window: the game's own words (the catalogues of
`canasta_desktop.words`, reached by the window's `tr()` calls through
`WordsTranslator`) and Qt's own (``qtbase_<lang>.qm`` from Qt's translations
folder, so that the standard buttons and dialogs speak the same language).

English is the source language; its catalogue only carries the plural
forms ("1 card", "2 cards").  The language comes from the settings, or from
the system locale when none was chosen (French for a French system, English
for any other).

    set_language(app, "fr")     # install the translators (again) at any time
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QTranslator

from .. import words
from ..words import DEFAULT_LANGUAGE, LANGUAGES

__all__ = ["DEFAULT_LANGUAGE", "LANGUAGES", "WordsTranslator", "current_language", "pick",
           "resolve", "set_language", "system_language"]

_installed: list[QTranslator] = []


class WordsTranslator(QTranslator):
    """Qt's translator interface over one language's words catalogue: every
    `tr()` / `QCoreApplication.translate()` of the window asks here."""

    def __init__(self, language: str, parent: QCoreApplication | None = None) -> None:
        super().__init__(parent)
        self.words_language = language

    def translate(self, context: str, source: str, disambiguation: str | None = None,
                  n: int = -1) -> str | None:
        # None (a null string, not "") tells Qt to ask the next translator and
        # at last keep the English source; Qt fills in %n itself.
        return words.ui_text(context, source, disambiguation, n, self.words_language)

    def isEmpty(self) -> bool:
        return False


def system_language() -> str:
    """The system locale's language if the game speaks it, else English."""
    name = QLocale.system().name()  # "fr_FR", "en_US", "C"
    lang = name.split("_")[0].lower()
    return lang if lang in LANGUAGES else DEFAULT_LANGUAGE


def resolve(language: str | None) -> str:
    """A language the game speaks: the one asked for, else the system's."""
    if language is not None and language in LANGUAGES:
        return language
    return system_language()


def current_language() -> str:
    return words.current_language()


def set_language(app: QCoreApplication | None, language: str | None) -> str:
    """Install the translators for `language` (None: the system's), removing
    the ones installed before; returns the language now in use.  Widgets get
    a LanguageChange event and translate themselves again."""
    app = app or QCoreApplication.instance()
    lang = resolve(language)
    if app is None:
        return words.set_current_language(lang)
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    ours = WordsTranslator(lang, app)
    app.installTranslator(ours)
    _installed.append(ours)
    if lang != "en":
        qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
        qt = QTranslator(app)
        if qt.load(f"qtbase_{lang}", qt_dir):
            app.installTranslator(qt)
            _installed.append(qt)
    QLocale.setDefault(QLocale(QLocale.Language.French if lang == "fr"
                               else QLocale.Language.English))
    words.set_current_language(lang)
    # Windows translate themselves now, not at the next turn of the event loop.
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
    return lang


def pick(english: str, french: str) -> str:
    """Text the model gives in both languages (variant names, summaries)."""
    return french if words.current_language() == "fr" else english
