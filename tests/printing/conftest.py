"""Games for the printing tests: whole games played by greedy bots, recorded
as the autosave records them."""

from __future__ import annotations

import random
import re
import unicodedata

import pytest

from canasta_desktop.bots import make_bot
from canasta_desktop.bots.driver import play_game
from canasta_desktop.model.match import Match
from canasta_desktop.model.rules import get_rules
from canasta_desktop.persistence.saves import GameRecorder, GameSave, write_save


MAX_DEALS = 200


def play_whole_game(variant: str, seed: int, names=None, players=None,
                    layout=None) -> tuple[Match, GameSave]:
    rules = get_rules(variant, players, layout)
    match = Match.new(rules, seed, names, draw_seats=False)
    recorder = GameRecorder()
    levels = [None] + ["greedy"] * (rules.players - 1)

    def on_deal(m: Match) -> None:
        recorder.observe(m, levels)
        if len(m.results) > MAX_DEALS:  # a guard: some bot games never reach the target
            raise RuntimeError(f"{variant}: no winner after {MAX_DEALS} deals")

    play_game(match, [make_bot("greedy") for _ in range(rules.players)], random.Random(seed),
              on_deal=on_deal)
    return match, recorder.observe(match, levels)


@pytest.fixture(scope="session")
def classic_game() -> tuple[Match, GameSave]:
    return play_whole_game("classic", 5, ["Alice", "Bruno", "Chloé", "Diego"])


@pytest.fixture
def classic_save_file(tmp_path, classic_game):
    return write_save(tmp_path / "classic.json", classic_game[1])


def pdf_text(path) -> str:
    """The PDF's text with spacing, ligatures and minus signs made plain."""
    from pypdf import PdfReader

    reader = PdfReader(str(path))
    text = " ".join(page.extract_text() or "" for page in reader.pages)
    text = unicodedata.normalize("NFKC", text).replace("\u2212", "-")
    return re.sub(r"\s+", " ", text)


def plain(text: str) -> str:
    text = unicodedata.normalize("NFKC", text).replace("\u2212", "-")
    return re.sub(r"\s+", " ", text)
