"""The score-sheet archive and the statistics per variant."""

from __future__ import annotations

import json

import pytest

from canasta_desktop.model.match import score_sheet
from canasta_desktop.model.rules import get_rules
from canasta_desktop.persistence.archive import (ArchivedSheet, SheetArchive, column_canastas,
                                                 compute_statistics, read_sheet,
                                                 sheet_of_restored)
from canasta_desktop.persistence.paths import DataPaths
from canasta_desktop.persistence.saves import DAMAGED, FOREIGN, NEWER, SaveError, restore

from .helpers import BotGame


@pytest.fixture
def archive(tmp_path) -> SheetArchive:
    return SheetArchive(DataPaths(tmp_path / "data"))


def finished_game(variant: str = "classic", seed: int = 1) -> BotGame:
    game = BotGame(get_rules(variant), seed=seed)
    assert game.play_until(lambda g: g.match.is_over and g.deal.is_over
                           and len(g.match.results) == g.deal.setup.deal_number, 200000)
    return game


def record(archive: SheetArchive, game: BotGame, started: str | None = None):
    save = game.save()
    if started:
        from dataclasses import replace
        save = replace(save, created=started)
    archive.record_game(game.match, game.recorder.deal_states(), save)
    return save


def test_a_sheet_keeps_every_deal_with_its_breakdown_totals_and_canastas(archive):
    game = finished_game()
    save = record(archive, game)
    sheet = archive.load(save.game_id)
    model = score_sheet(game.match)
    assert sheet.to_score_sheet() == model
    assert sheet.totals == model.totals and sheet.winner == model.winner
    assert sheet.margin == model.margin and sheet.finished
    states = game.recorder.deal_states()
    assert [d.canastas for d in sheet.deals] == [column_canastas(s) for s in states]
    assert sum(sum(d.canastas) for d in sheet.deals) > 0
    assert sheet.deals[0].breakdown[0].keys() >= {"melded_cards", "canasta_bonus",
                                                   "red_threes", "going_out", "hands",
                                                   "penalties"}
    # the same sheet as rebuilt from the save
    assert sheet_of_restored(restore(save)).deals == sheet.deals


def test_an_unfinished_game_is_archived_once_a_deal_is_scored(archive):
    game = BotGame(get_rules("classic"), seed=2)
    game.step()
    assert archive.record_game(game.match, game.recorder.deal_states(), game.save()) is None
    assert game.play_until(lambda g: len(g.match.results) == 1)
    save = record(archive, game)
    sheet = archive.load(save.game_id)
    assert not sheet.finished and len(sheet.deals) == 1
    assert sheet.next_opening_minimums == game.match.next_opening_minimums()


def test_statistics_per_variant_and_reset(archive):
    games = [finished_game("classic", seed) for seed in (1, 2)]
    for n, game in enumerate(games):
        record(archive, game, started=f"2025-01-0{n + 1}T10:00:00+00:00")
    two = finished_game("two", 3)
    record(archive, two, started="2025-01-03T10:00:00+00:00")
    stats = archive.statistics()
    assert set(stats) == {"classic", "two"}
    classic = stats["classic"]
    assert classic.games == 2
    assert classic.wins == sum(g.match.winner == 0 for g in games)
    deals = sum(len(g.match.results) for g in games)
    points = sum(r.scores[0].total for g in games for r in g.match.results)
    assert classic.deals == deals
    assert classic.average_points_per_deal == pytest.approx(points / deals)
    canastas = sum(s.team_canastas(0) for g in games for s in g.recorder.deal_states())
    assert classic.canastas == canastas
    best = max(games, key=lambda g: g.match.totals[0])
    assert classic.best_total == best.match.totals[0]
    # reset one variant: its games no longer count, the other's do, the history stays
    archive.reset_statistics("classic", when="2025-01-02T00:00:00+00:00")
    stats = archive.statistics()
    assert stats["classic"].games == 1 and stats["two"].games == 1
    assert len(archive.list().sheets) == 3
    archive.reset_statistics(None)
    assert archive.statistics() == {}
    assert len(archive.list().sheets) == 3


def test_games_with_house_rules_are_counted_apart_from_plain_ones(archive):
    """Play-test s37: the statistics added a variant's games with house
    rules to its plain ones, in one row.  Each set of house rules has its
    own figures (their order in the file aside); a reset of the variant
    starts them all afresh."""
    from dataclasses import replace

    plain = sheet_of_restored(restore(record(archive, finished_game("classic", 1))))
    three = {"at_most_three_wilds": True}
    both = {"at_most_three_wilds": True, "pile_always_frozen": True}
    sheets = [plain, replace(plain, game_id="a", house_options=three),
              replace(plain, game_id="b", house_options=three),
              replace(plain, game_id="c", house_options=both),
              replace(plain, game_id="d", house_options=dict(reversed(list(both.items()))))]
    stats = compute_statistics(sheets)
    assert len(stats) == 3
    assert [f.house_options for f in (stats[k] for k in sorted(stats))] == [{}, three, both] \
        or [f.house_options for f in (stats[k] for k in sorted(stats))] == [{}, both, three]
    assert stats["classic"].games == 1 and stats["classic"].deals == len(plain.deals)
    assert sorted(f.games for f in stats.values()) == [1, 2, 2]
    assert all(f.variant == "classic" for f in stats.values())
    assert sorted(stats)[0] == "classic", "the plain games' row first"
    assert compute_statistics(sheets, {"classic": "9999-01-01T00:00:00+00:00"}) == {}


def test_statistics_count_only_finished_games_for_wins_but_every_deal(archive):
    game = BotGame(get_rules("classic"), seed=4)
    assert game.play_until(lambda g: len(g.match.results) == 2)
    record(archive, game)
    stats = archive.statistics()["classic"]
    assert stats.games == 0 and stats.deals == 2 and stats.best_total is None


def test_a_damaged_sheet_is_written_again_from_its_game_s_intact_autosave(archive, tmp_path):
    """Play-test s37: a finished game's damaged sheet left Past games
    although the game's autosave, intact, held every deal.  The sheet is
    made again from it (read and replayed as any save), the damaged file
    kept aside; a read-only window lists it without writing anything."""
    from canasta_desktop.persistence.saves import SaveStore

    game = BotGame(get_rules("classic"), seed=4)
    assert game.play_until(lambda g: len(g.match.results) == 2)
    save = record(archive, game)
    SaveStore(archive.paths).write_autosave(save)
    path = archive.path_of(save.game_id)
    kept = path.read_bytes()
    path.write_text('{"format": "canasta-desktop-sheet", "vers', encoding="utf-8")
    viewer = SheetArchive(DataPaths(tmp_path / "data"), read_only=True)
    listing = viewer.list()
    assert [s.game_id for s in listing.sheets] == [save.game_id]
    assert [p.rebuilt for p in listing.problems] == [True]
    assert path.read_text(encoding="utf-8").endswith("vers"), "read-only: nothing written"
    listing = archive.list()
    assert [s.game_id for s in listing.sheets] == [save.game_id]
    (problem,) = listing.problems
    assert problem.rebuilt and problem.moved_to is not None and problem.moved_to.exists()
    assert "written again from the game's autosave" in str(problem)
    again, before = json.loads(path.read_bytes()), json.loads(kept)
    del again["updated"], before["updated"]  # the save's last time, the sheet's own
    assert again == before, "the same sheet as before"
    assert archive.list().problems == [], "told once: the file is whole again"


def test_a_damaged_sheet_is_not_made_from_another_game_s_autosave(archive):
    """The autosave named like the sheet must hold that game: a file copied
    over it from another game is no source of its scores."""
    from dataclasses import replace

    from canasta_desktop.persistence.saves import SaveStore, write_save

    game = BotGame(get_rules("classic"), seed=4)
    assert game.play_until(lambda g: len(g.match.results) == 1)
    save = record(archive, game)
    store = SaveStore(archive.paths)
    write_save(store.autosave_path(save.game_id), replace(save, game_id="20200101-000000-other"))
    archive.path_of(save.game_id).write_text("{", encoding="utf-8")
    listing = archive.list()
    assert listing.sheets == [] and [p.rebuilt for p in listing.problems] == [False]


def test_damaged_sheets_are_moved_aside_and_the_history_still_lists(archive):
    record(archive, finished_game("two", 5))
    folder = archive.paths.sheets_dir
    (folder / "broken.json").write_text('{"format": "canasta-desktop-sheet", "vers')
    (folder / "other.json").write_text(json.dumps({"format": "something else"}))
    (folder / "future.json").write_text(json.dumps({"format": "canasta-desktop-sheet",
                                                     "version": 99}))
    listing = archive.list()
    assert len(listing.sheets) == 1
    kinds = {p.path.name: p.kind for p in listing.problems}
    assert kinds == {"broken.json": DAMAGED, "other.json": FOREIGN, "future.json": NEWER}
    assert (folder / "broken.json.corrupt").exists() and (folder / "future.json").exists()


def test_a_sheet_whose_columns_do_not_line_up_is_refused(tmp_path):
    game = finished_game("two", 6)
    save = game.save()
    sheet = sheet_of_restored(restore(save))
    data = sheet.as_json()
    data["deals"][0]["points"].append(5)
    with pytest.raises(SaveError):
        ArchivedSheet.from_json(data)
    path = tmp_path / "s.json"
    path.write_text(json.dumps(sheet.as_json()), encoding="utf-8")
    assert read_sheet(path) == sheet


def test_statistics_follow_player_zero_in_three_handed_play():
    game = finished_game("three", 7)
    sheet = sheet_of_restored(restore(game.save()))
    stats = compute_statistics([sheet])["three"]
    assert stats.points == sum(r.scores[0].total for r in game.match.results)


def test_statistics_follow_the_person_at_the_computer_wherever_the_draw_seated_him():
    """The person the sheet records is the player, not necessarily person 0,
    also when a bot played his seat (play-test s41); a sheet written before
    it recorded him reads him as the person with no bot level."""
    from dataclasses import replace

    from canasta_desktop.persistence.archive import own_column

    game = finished_game("classic", 3)
    sheet = sheet_of_restored(restore(game.save()))
    people = len(sheet.bots)
    for me in range(people):
        older = replace(sheet, person=None,
                        bots=tuple(None if p == me else "medium" for p in range(people)))
        bot_in_his_seat = replace(sheet, person=me, bots=("medium",) * people)
        for seated in (older, bot_in_his_seat):
            column = own_column(seated)
            assert me in seated.columns[column]
            stats = compute_statistics([seated])["classic"]
            assert stats.points == sum(r.scores[column].total for r in game.match.results)


@pytest.mark.parametrize("started", ["0001-01-01T00:00:00+05:00", "9999-12-31T23:00:00-05:00",
                                     "1066-10-14T09:00:00"])
def test_a_sheet_dated_outside_any_clock_is_set_aside_and_the_statistics_still_count(
        archive, started):
    """Year 1 at +05:00 cannot be turned to local time: the statistics (and
    so Past games) died of an OverflowError (review)."""
    good = record(archive, finished_game("classic", 1), started="2026-05-01T10:00:00+02:00")
    data = archive.load(good.game_id).as_json()
    data["game_id"] = "odd"
    data["started"] = started
    bad = archive.paths.sheets_dir / "odd.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    archive.reset_statistics("classic", when="2026-01-01T00:00:00+00:00")
    listing = archive.list()
    assert [s.game_id for s in listing.sheets] == [good.game_id]
    assert [p.path.name for p in listing.problems] == ["odd.json"]
    assert not bad.exists() and listing.problems[0].moved_to is not None
    assert archive.statistics()["classic"].games == 1


def test_a_reset_date_outside_any_clock_is_reported_and_the_games_still_count(archive):
    good = record(archive, finished_game("classic", 1), started="2026-05-01T10:00:00+02:00")
    archive.paths.statistics_file.write_text(json.dumps(
        {"format": "canasta-desktop-statistics", "version": 1,
         "reset": {"classic": "9999-12-31T23:00:00-05:00"}}), encoding="utf-8")
    stats = archive.statistics()
    assert stats["classic"].games == 1 and stats["classic"].best_game == good.game_id
    assert archive.statistics_problem is not None
    assert archive.statistics_problem.path.name == "statistics.json"
    # counted, never compared, when such dates reach the statistics anyway
    sheet = archive.load(good.game_id)
    assert compute_statistics([sheet], {"classic": "9999-12-31T23:00:00-05:00"})[
        "classic"].games == 1


@pytest.mark.parametrize("variant", ["zzz", "../../x", ""])
def test_a_sheet_of_a_variant_this_program_does_not_know_is_set_aside(archive, variant):
    """Review: "zzz" was listed as is, and "../../x" went into the default PDF
    file name canasta-../../x-….pdf."""
    good = record(archive, finished_game("two", 5))
    data = archive.load(good.game_id).as_json()
    data.update(game_id="odd", variant=variant)
    bad = archive.paths.sheets_dir / "odd.json"
    bad.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError):
        read_sheet(bad)
    listing = archive.list()
    assert [s.game_id for s in listing.sheets] == [good.game_id]
    assert [p.path.name for p in listing.problems] == ["odd.json"]
    assert not bad.exists()
    assert set(archive.statistics()) == {"two"}
