"""Kept scores of games played with real cards in the score-sheet archive
(issue 17): saved after every deal, resumed after a restart, listed with the
other games, and never lost to a save cut short."""

from __future__ import annotations

import json
import os
import signal
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from canasta_desktop.model.rules import get_rules
from canasta_desktop.model.score_keeper import DealEntry, ScoreKeeper
from canasta_desktop.model.scoring import TeamCounts
from canasta_desktop.persistence import atomic
from canasta_desktop.persistence.archive import SheetArchive, read_sheet
from canasta_desktop.persistence.kept_scores import (KeptGame, read_kept, save_kept,
                                                     unfinished_kept)
from canasta_desktop.persistence.paths import DataPaths
from canasta_desktop.persistence.reading import SaveError
from canasta_desktop.model.variants import VARIANTS
from canasta_desktop.printing.sheet_html import pad_columns
from canasta_desktop.printing.sources import from_archived

NAMES = ["Anne", "Bruno", "Chloé", "Denis"]


def deal(us: int, them: int, out: bool = False) -> DealEntry:
    return DealEntry((TeamCounts(melded_points=us, pure_canastas=1 if out else 0,
                                 went_out=out),
                      TeamCounts(melded_points=them, hand_points=20)))


@pytest.fixture
def archive(tmp_path) -> SheetArchive:
    return SheetArchive(DataPaths(tmp_path))


def test_a_kept_score_comes_back_after_a_restart_with_its_lines_and_history(archive):
    game = KeptGame.new(ScoreKeeper(get_rules("classic"), NAMES))
    game.keeper.add(deal(400, 100, out=True), "2026-11-24T10:00:00+00:00")
    save_kept(archive, game)
    game.keeper.add(deal(120, 60))
    game.keeper.edit(1, deal(450, 100, out=True))
    save_kept(archive, game)

    (resumed,) = unfinished_kept(SheetArchive(archive.paths)).games
    assert resumed.game_id == game.game_id
    assert resumed.keeper.totals == game.keeper.totals == (1050 + 120, 80 + 40)
    assert [h.action for h in resumed.keeper.history] == ["added", "added", "edited"]
    assert resumed.keeper.history[-1].entry == deal(400, 100, out=True)
    assert resumed.keeper.entries == game.keeper.entries


def test_a_kept_score_is_in_the_history_statistics_and_prints_as_played_with_cards(archive):
    game = KeptGame.new(ScoreKeeper(get_rules("classic"), NAMES))
    for _ in range(3):
        game.keeper.add(DealEntry((TeamCounts(melded_points=1000, pure_canastas=2,
                                              impure_canastas=1, went_out=True),
                                   TeamCounts(melded_points=150))))
    save_kept(archive, game)
    (sheet,) = archive.list().sheets
    assert sheet.with_cards and sheet.finished and sheet.winner == 0
    assert [d.canastas for d in sheet.deals] == [(3, 0)] * 3
    figures = archive.statistics()["classic"]
    assert (figures.games, figures.wins, figures.deals, figures.canastas) == (1, 1, 3, 9)
    assert unfinished_kept(archive).games == []
    html = from_archived(sheet).html("en")
    assert "Played with real cards" in html
    assert "Anne &amp; Chloé went out" in html
    assert "7,200" in html
    assert "vraies cartes" in from_archived(sheet).html("fr")


def test_a_save_that_fails_half_way_keeps_the_previous_file_and_the_entered_deal(
        archive, monkeypatch):
    game = KeptGame.new(ScoreKeeper(get_rules("classic"), NAMES))
    game.keeper.add(deal(100, 60))
    path = save_kept(archive, game)
    game.keeper.add(deal(90, 70))

    def power_cut(src, dst):
        raise OSError("power cut")

    monkeypatch.setattr(atomic.os, "replace", power_cut)
    with pytest.raises(OSError):
        save_kept(archive, game)
    monkeypatch.undo()
    assert len(read_kept(path).keeper.entries) == 1  # the old file, whole
    assert len(game.keeper.entries) == 2  # nothing entered is forgotten
    save_kept(archive, game)
    assert len(read_kept(path).keeper.entries) == 2
    assert not [p for p in Path(path).parent.iterdir() if p.name.endswith(".tmp")]


CHILD = textwrap.dedent("""
    import sys
    from canasta_desktop.model.rules import get_rules
    from canasta_desktop.model.score_keeper import DealEntry, ScoreKeeper
    from canasta_desktop.model.scoring import TeamCounts
    from canasta_desktop.persistence.archive import SheetArchive
    from canasta_desktop.persistence.kept_scores import KeptGame, save_kept
    from canasta_desktop.persistence.paths import DataPaths

    archive = SheetArchive(DataPaths.resolve(sys.argv[1]))
    game = KeptGame(ScoreKeeper(get_rules("classic"), ["A", "B", "C", "D"]), "killed",
                    "2026-11-24T10:00:00+00:00")
    for n in range(1, 900):
        game.keeper.add(DealEntry((TeamCounts(melded_points=5), TeamCounts(hand_points=5))))
        save_kept(archive, game)
        print(n, flush=True)
""")


def test_killing_the_program_while_it_saves_loses_no_entered_deal(tmp_path):
    """The child saves after each deal and says so; it is killed while it
    keeps saving: the file holds every deal it reported saved."""
    env = dict(os.environ, PYTHONPATH=str(Path(__file__).resolve().parents[2]))
    child = subprocess.Popen([sys.executable, "-c", CHILD, str(tmp_path)],
                             stdout=subprocess.PIPE, text=True, env=env)
    try:
        saved = 0
        assert child.stdout is not None
        while saved < 25:
            line = child.stdout.readline()
            assert line, "the child stopped before saving 25 deals"
            saved = int(line)
        child.send_signal(signal.SIGKILL)
        child.wait()
    finally:
        if child.poll() is None:
            child.kill()
            child.wait()
    game = read_kept(tmp_path / "sheets" / "killed.json")
    assert len(game.keeper.entries) >= saved
    assert game.keeper.totals == (5 * len(game.keeper.entries), -5 * len(game.keeper.entries))


@pytest.mark.parametrize("variant", sorted(VARIANTS))
def test_the_blank_pad_has_the_columns_of_a_kept_score(variant):
    rules = VARIANTS[variant].rules_for()
    game = KeptGame.new(ScoreKeeper(rules, [f"P{n}" for n in range(rules.players)]))
    assert game.sheet().columns == pad_columns(rules)


def assert_reported_as_damaged(archive, path) -> None:
    """The kept score does not read, is not offered to resume, and is
    reported as the kept score it is."""
    with pytest.raises(SaveError) as error:
        read_kept(path)
    assert error.value.kind == "invalid"
    found = unfinished_kept(archive)
    assert found.games == []
    (problem,) = found.problems
    assert (problem.path, problem.kind, problem.subject) == (path, "invalid", "kept score")


def test_a_damaged_kept_score_is_a_message_not_a_crash(archive):
    game = KeptGame.new(ScoreKeeper(get_rules("classic"), NAMES))
    game.keeper.add(deal(100, 60))
    path = save_kept(archive, game)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["kept_score"]["entries"][0]["columns"] = [{"melded_points": "lots"}]
    path.write_text(json.dumps(data), encoding="utf-8")
    # Play-test: it lost its resume button without a word.  It is reported as
    # the kept score it is, and stays: its sheet still reads in the history.
    assert_reported_as_damaged(archive, path)
    assert path.exists()
    assert [p.moved_to for p in unfinished_kept(archive).problems] == [None]
    assert [s.game_id for s in archive.list().sheets] == [game.game_id]


def test_a_truncated_sheet_met_looking_for_kept_scores_is_reported(archive):
    """Play-test: Keep score… moved a cut-short sheet aside and said nothing."""
    game = KeptGame.new(ScoreKeeper(get_rules("classic"), NAMES))
    game.keeper.add(deal(100, 60))
    save_kept(archive, game)
    broken = archive.paths.sheets_dir / "s1.json"
    broken.write_text('{"format": "canasta-desktop-sheet", "vers', encoding="utf-8")
    found = unfinished_kept(archive)
    assert [g.game_id for g in found.games] == [game.game_id]
    (problem,) = found.problems
    assert (problem.path, problem.kind, problem.subject) == (broken, "damaged", "score sheet")
    assert problem.moved_to == broken.with_name("s1.json.corrupt")
    assert problem.moved_to.exists()


def test_a_three_handed_kept_sheet_says_who_was_the_isolated_hand_and_names_no_dealer(archive):
    """Play-test: Ana's and Bruno's columns showed the same melds with nothing
    saying they had played as partners (§2 three players: the isolated hand);
    and each deal named a dealer the pad was never told of."""
    names = ["You", "Ana", "Bruno"]
    game = KeptGame.new(ScoreKeeper(get_rules("three"), names))
    game.keeper.add(DealEntry((TeamCounts(melded_points=300, went_out=True, pure_canastas=1),
                               TeamCounts(melded_points=200), TeamCounts()), isolated=0))
    path = save_kept(archive, game)
    sheet = read_sheet(path)
    assert sheet.deals[0].isolated == 0
    for lang, said in (("en", "isolated hand: You"), ("fr", "main isolée\u00a0: Vous")):
        html = from_archived(sheet).html(lang)
        assert said in html, lang
        assert "dealer" not in html and "donneur" not in html


def test_a_kept_five_player_sheet_names_nobody_as_sitting_out():
    """Play-test: the printed sheet of a kept five-player game said "Émile
    sat out", "Bruno sat out": the app's own rotation, which the table was
    never asked about (as it names no dealer)."""
    keeper = ScoreKeeper(get_rules("five"), ["Anne", "Bruno", "Chloé", "Denis", "Émile"])
    for _ in range(2):
        keeper.add(deal(100, 50))
    for lang in ("en", "fr"):
        html = from_archived(KeptGame.new(keeper).sheet()).html(lang)
        assert "Émile" in html  # in the teams' line
        assert "sat out" not in html and "au repos" not in html


def test_points_lost_written_with_their_minus_come_back_as_typed(archive):
    """Cards left in hand typed "-120" (as on a paper sheet) are saved as
    typed and read back with the same totals."""
    keeper = ScoreKeeper(get_rules("classic"), ["A", "B", "C", "D"])
    keeper.add(DealEntry((TeamCounts(melded_points=150, hand_points=-120),
                          TeamCounts(melded_points=150, hand_points=120))))
    path = save_kept(archive, KeptGame.new(keeper))
    again = read_kept(path).keeper
    assert again.entries[0].columns[0].hand_points == -120
    assert again.totals == keeper.totals == (30, 30)


def kept_with(archive, **counts) -> Path:
    """A kept score whose deal 1 has the second column's counts changed in the file."""
    game = KeptGame.new(ScoreKeeper(get_rules("classic"), NAMES))
    game.keeper.add(DealEntry((TeamCounts(melded_points=100, went_out=True, pure_canastas=1),
                               TeamCounts(melded_points=50))))
    path = save_kept(archive, game)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["kept_score"]["entries"][0]["columns"][1].update(counts)
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


@pytest.mark.parametrize("counts", [
    {"melded_points": 3_000_000_000},  # editing it: an OverflowError, the boxes at 0
    {"melded_points": 1_000_000},  # the box held 99,995, which the next Enter saved
    {"melded_points": -5},  # the form refuses a negative meld
    {"pure_canastas": 100},
    {"hand_points": -100_000},
    {"melded_points": 52},  # not a multiple of five
    {"red_threes_held": 2},  # classic has no such box: editing would drop them
    {"tiles_covered": 1},  # nor tiles, which are Origen's
])
def test_a_kept_deal_the_form_would_refuse_is_reported_not_resumed(archive, counts):
    path = kept_with(archive, **counts)
    assert_reported_as_damaged(archive, path)


def test_points_lost_written_with_their_minus_still_read_up_to_the_forms_most(archive):
    """A typed minus in hand or penalties counts against the side (the form
    keeps it): such a file is sound, as far as the boxes go."""
    path = kept_with(archive, hand_points=-99_995, penalty_points=-500)
    assert read_kept(path).keeper.entries[0].columns[1].hand_points == -99_995


def nothing_melded_with_red_threes() -> DealEntry:
    """We went out; They melded nothing and laid two red threes: −200 (§1)."""
    return DealEntry((TeamCounts(melded_points=300, impure_canastas=1, went_out=True),
                      TeamCounts(red_threes=2, hand_points=85)))


def test_the_red_threes_counted_against_a_side_are_kept_in_the_saved_sheet(archive):
    """Play-test s38: a deal's end says why a side's red threes counted −200
    (it melded nothing), but the saved sheet lost the mark, so a deal rebuilt
    from it said nothing.  The mark is the model's, kept as written; a sheet
    written before it still opens, unmarked."""
    game = KeptGame.new(ScoreKeeper(get_rules("classic"), NAMES))
    game.keeper.add(nothing_melded_with_red_threes())
    assert [s.red_threes_against for s in game.keeper.lines[0].result.scores] == [False, True]
    path = save_kept(archive, game)
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["deals"][0]["red_threes_against"] == [1]
    (sheet,) = archive.list().sheets
    (row,) = sheet.to_score_sheet().rows
    assert [s.red_threes_against for s in row.scores] == [False, True]
    assert [s.red_threes_against for s in read_sheet(path).deals[0].result().scores] == [
        False, True]

    del data["deals"][0]["red_threes_against"]  # a sheet of an older version
    path.write_text(json.dumps(data), encoding="utf-8")
    (older,) = SheetArchive(archive.paths).list().sheets
    assert not any(s.red_threes_against for s in older.to_score_sheet().rows[0].scores)
    assert read_kept(path).keeper.totals == game.keeper.totals


@pytest.mark.parametrize("mark", [[5], [-1], ["1"], [True], [1.0], [1, 1], "1", {"1": 1}, [0]],
                         ids=["no_column", "negative", "text", "true", "float", "twice",
                              "not_a_list", "object", "not_against"])
def test_a_hostile_red_threes_mark_is_refused_and_reported(archive, mark):
    game = KeptGame.new(ScoreKeeper(get_rules("classic"), NAMES))
    game.keeper.add(nothing_melded_with_red_threes())
    path = save_kept(archive, game)
    data = json.loads(path.read_text(encoding="utf-8"))
    data["deals"][0]["red_threes_against"] = mark
    path.write_text(json.dumps(data), encoding="utf-8")
    listing = SheetArchive(archive.paths).list()
    assert listing.sheets == []
    (problem,) = listing.problems
    assert problem.kind == "invalid" and problem.subject == "score sheet"
    with pytest.raises(SaveError):
        read_sheet(problem.moved_to or path)


def test_the_printed_sheet_says_why_red_threes_counted_against_a_side(archive):
    """Play-test s38: the deal's end says why a side's red threes counted −200
    (§1: it melded nothing); the printed sheet showed "Red threes −200" alone.
    It prints the same note, from the mark the saved sheet keeps."""
    game = KeptGame.new(ScoreKeeper(get_rules("classic"), NAMES))
    game.keeper.add(nothing_melded_with_red_threes())
    game.keeper.add(deal(300, 200))
    save_kept(archive, game)
    (sheet,) = archive.list().sheets
    english = from_archived(sheet).html("en")
    note = "Red threes count against a team that melded nothing: They (§1 Red threes)"
    assert english.count(note) == 1, "deal 1 only: in deal 2 both melded"
    french = from_archived(sheet).html("fr")
    assert ("Les 3 rouges comptent contre une équipe qui n&#x27;a rien étalé\u00a0: Eux "
            "(§1 Trois rouges)") in french
