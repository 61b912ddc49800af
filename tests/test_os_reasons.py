"""Why the system refused a file, in the player's language (play-test: "La
partie n'a pas pu être enregistrée : Read-only file system")."""

from __future__ import annotations

import errno

import pytest

from canasta_desktop import words


@pytest.mark.parametrize("number, english, french", [
    (errno.ENOSPC, "the disk is full", "le disque est plein"),
    (errno.EROFS, "the disk or folder is read-only", "le disque ou le dossier est en lecture seule"),
    (errno.EACCES, "permission is denied", "l'accès est refusé"),
    (errno.ENAMETOOLONG, "the name is too long for the disk", "le nom est trop long pour le disque"),
])
def test_common_refusals_are_said_in_words(number, english, french):
    error = OSError(number, "system words")
    assert words.os_reason(error, "en") == english
    assert words.os_reason(error, "fr") == french


def test_a_rare_refusal_gives_the_systems_own_words_introduced():
    error = OSError(errno.EXDEV, "Invalid cross-device link")
    assert words.os_reason(error, "en") == "the system says: Invalid cross-device link"
    assert words.os_reason(error, "fr") == "le système dit\u00a0: Invalid cross-device link"
