"""Why a save, a PDF or a print failed is said in the player's language
(an audit found "99 saves already share the file name…" and "the folder
/no/such/folder does not exist" in the French window)."""

from __future__ import annotations

import errno

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from canasta_desktop import i18n, words
from canasta_desktop.app import build_desktop
from canasta_desktop.persistence.saves import NAME_TAKEN, SaveError
from canasta_desktop.printing.printer import NO_FOLDER, PrintFailure


@pytest.fixture
def french(qapp):
    i18n.set_language(qapp, "fr")
    yield
    i18n.set_language(qapp, "en")


def test_a_save_as_refused_for_its_file_name_says_why_in_french(french, tmp_path):
    desktop = build_desktop(seed=1, bot_names=(None, "greedy", "greedy", "greedy"),
                            data_dir=str(tmp_path / "data"))
    try:
        saves = desktop.autosaver.store.paths.saves_dir
        for n in range(1, 100):  # other titles under "Partie 1.json", "Partie 1 (2).json"...
            (saves / ("Partie 1.json" if n == 1 else f"Partie 1 ({n}).json")).write_text("{}")
        said: list[str] = []
        desktop.status.warn = said.append
        assert desktop.files.save_game_as("Partie/1") is None
    finally:
        desktop.shut_down()
    assert said == ["La partie n'a pas pu être enregistrée : trop de parties enregistrées portent "
                    "déjà le nom de fichier « Partie 1.json » : choisissez un autre nom"
                    .replace("« ", "«\u00a0").replace(" »", "\u00a0»").replace(" : ", "\u00a0: ")]


def test_a_pdf_that_cannot_be_written_says_why_in_french(french, monkeypatch):
    desktop = build_desktop(seed=1, bot_names=(None, "greedy", "greedy", "greedy"))
    shown: list[str] = []
    try:
        window = desktop.files.show_score_sheet()
        monkeypatch.setattr(QFileDialog, "getSaveFileName",
                            staticmethod(lambda *a, **k: ("/no/such/folder/feuille.pdf", "")))
        monkeypatch.setattr(QMessageBox, "warning",
                            staticmethod(lambda parent, title, text, *a: shown.append(text)))
        assert window.export_pdf_with_dialog() is None
    finally:
        desktop.shut_down()
    assert [text.replace("\u00a0", " ") for text in shown] == [
        "Impossible d'écrire le PDF : le dossier /no/such/folder n'existe pas"]


def test_each_kind_of_failure_has_its_words_in_both_languages():
    cases = [(SaveError(NAME_TAKEN, "x", name="a.json"), "a.json"),
             (PrintFailure(NO_FOLDER, "x", folder="/f"), "/f"),
             (OSError(errno.ENOSPC, "No space left on device"), None)]
    for lang in ("en", "fr"):
        for error, named in cases:
            said = words.failure_reason(error, lang)
            assert said and "x" != said and (named is None or named in said), (lang, said)
    assert words.failure_reason(OSError(errno.ENOSPC, "No space"), "fr") == "le disque est plein"
    assert words.failure_reason(RuntimeError("boom"), "en") == "an unforeseen error (boom)"
