"""Default names said in each language (words.name_in), without Qt."""

from __future__ import annotations

import pytest

from canasta_desktop import words


@pytest.mark.parametrize("name, lang, said", [
    ("You", "fr", "Vous"), ("Vous", "en", "You"), ("West", "fr", "Ouest"),
    ("Nord", "en", "North"), ("East", "en", "East"), ("Player 3", "fr", "Joueur 3"),
    ("Joueur 5", "en", "Player 5"), ("Anna", "fr", "Anna"), ("Player", "fr", "Player"),
    ("Player 3b", "fr", "Player 3b"), ("", "fr", ""),
])
def test_a_default_name_is_said_in_the_language_a_typed_name_as_typed(name, lang, said):
    assert words.name_in(name, lang) == said
