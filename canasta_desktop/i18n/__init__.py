"""Languages: the game's own translations (``canasta_<lang>.qm`` next to this
file, compiled from the ``.ts`` sources with ``pyside6-lrelease``) and Qt's
own (``qtbase_<lang>.qm`` from Qt's translations folder, so that the
standard buttons and dialogs speak the same language).

English is the source language; ``canasta_en.qm`` only carries the plural
forms ("1 card", "2 cards").  The language comes from the settings, or from
the system locale when none was chosen (French for a French system, English
for any other).

    set_language(app, "fr")     # install the translators (again) at any time
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QCoreApplication, QEvent, QLibraryInfo, QLocale, QTranslator

LANGUAGES = ("en", "fr")
DEFAULT_LANGUAGE = "en"
HERE = Path(__file__).resolve().parent

_installed: list[QTranslator] = []
_current = DEFAULT_LANGUAGE


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


def qm_path(language: str) -> Path:
    return HERE / f"canasta_{language}.qm"


def ts_path(language: str) -> Path:
    return HERE / f"canasta_{language}.ts"


def current_language() -> str:
    return _current


def set_language(app: QCoreApplication | None, language: str | None) -> str:
    """Install the translators for `language` (None: the system's), removing
    the ones installed before; returns the language now in use.  Widgets get
    a LanguageChange event and translate themselves again."""
    global _current
    app = app or QCoreApplication.instance()
    lang = resolve(language)
    if app is None:
        _current = lang
        return lang
    for translator in _installed:
        app.removeTranslator(translator)
    _installed.clear()
    ours = QTranslator(app)
    if ours.load(str(qm_path(lang))):
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
    _current = lang
    # Windows translate themselves now, not at the next turn of the event loop.
    QCoreApplication.sendPostedEvents(None, QEvent.Type.LanguageChange)
    return lang


def pick(english: str, french: str) -> str:
    """Text the model gives in both languages (variant names, summaries)."""
    return french if _current == "fr" else english
