"""Languages in the window: the game's own words (the catalogues of
`canasta_desktop.words`, reached by the window's `tr()` calls through
`WordsTranslator`, compiled in memory) and Qt's own (``qtbase_<lang>.qm`` from Qt's translations
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
from .qm import compile_qm

__all__ = ["DEFAULT_LANGUAGE", "LANGUAGES", "WordsTranslator", "current_language",
           "resolve", "set_language", "system_language"]

_installed: list[QTranslator] = []


class WordsTranslator(QTranslator):
    """Qt's translator over one language's words catalogue: every `tr()` /
    `QCoreApplication.translate()` of the window finds its words here.

    The catalogue's window strings are compiled in memory to Qt's own format
    (`qm.compile_qm`) rather than served by a Python `translate` override:
    Qt asks its translators from deep inside its own code (shortcut names,
    standard buttons, every relayout of a label), and Python running there
    lets the garbage collector delete widgets in the middle of a Qt call.
    """

    def __init__(self, language: str, parent: QCoreApplication | None = None) -> None:
        super().__init__(parent)
        self.words_language = language
        # Qt reads the bytes in place (no copy): they live as long as the translator.
        self._compiled = compile_qm(words.catalogue(language), language)
        if not self.load(self._compiled):
            raise RuntimeError(f"Qt refused the compiled {language} words")


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
