"""Save files on disk: the sample of each format version, and every kind of
bad file (corrupt, truncated, empty, wrong version, foreign JSON, edited
into nonsense) moved aside and reported while the other saves still list."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from canasta_desktop.model.rules import get_rules
from canasta_desktop.persistence.paths import DataPaths
from canasta_desktop.persistence.saves import (DAMAGED, FOREIGN, INVALID, NEWER, VERSION,
                                               SaveError, SaveProblemError, SaveStore,
                                               read_save, restore)

from .helpers import BotGame, assert_same_deal

SAMPLES = Path(__file__).parent / "samples"


@pytest.fixture
def store(tmp_path) -> SaveStore:
    return SaveStore(DataPaths(tmp_path / "data"))


def a_save(seed: int = 1, actions: int = 30):
    game = BotGame(get_rules("classic"), seed=seed)
    game.play_until(lambda g: g.deal is not None and len(g.deal.history) >= actions)
    return game.save()


# ---------------------------------------------------------------- versions
def test_sample_of_the_current_version_loads():
    save = read_save(SAMPLES / "save-v2.json")
    assert save.game_id == "20250314-191500-5a3c1e"
    assert save.names == ("Alice", "Bruno", "Chloé", "Diego")
    assert save.bots == (None, "greedy", "greedy", "greedy")
    restored = restore(save)
    assert restored.match.deal.setup.deal_number == 2
    assert len(restored.match.deal.history) == 40
    assert restored.match.totals == save.summary.totals


def test_sample_of_version_1_is_migrated_to_the_same_game():
    old = read_save(SAMPLES / "save-v1.json")
    new = read_save(SAMPLES / "save-v2.json")
    assert old.rules == new.rules and old.names == new.names and old.bots == new.bots
    assert old.game_id == "v1-save-v1" and old.created == "2025-03-14T20:15:00+01:00"
    assert old.summary == new.summary  # computed by replaying the migrated save
    a, b = restore(old), restore(new)
    assert a.match.results == b.match.results
    assert_same_deal(a.match.deal, b.match.deal)


def test_a_newer_version_is_refused_with_a_message_and_left_in_place(store, tmp_path):
    data = json.loads((SAMPLES / "save-v2.json").read_text(encoding="utf-8"))
    data["version"] = VERSION + 1
    path = store.paths.saves_dir / "future.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError) as refused:
        read_save(path)
    assert refused.value.kind == NEWER
    assert "newer version" in refused.value.message
    listing = store.list()
    assert [p.kind for p in listing.problems] == [NEWER]
    assert listing.problems[0].moved_to is None and path.exists()
    assert "left as it is" in str(listing.problems[0])


# ---------------------------------------------------------------- bad files
def bad_files(good_json: str) -> dict[str, tuple[bytes, str]]:
    """name -> (content, kind of problem)."""
    data = json.loads(good_json)
    edited = json.loads(good_json)
    edited["deals"][0]["actions"][3] = "1 discard JK"  # a card that player does not hold
    wrong_type = json.loads(good_json)
    wrong_type["seed"] = "twelve"
    bad_version = dict(data, version="two")
    return {
        "corrupt.json": (b"\x00\xff\xfe garbage \x00", DAMAGED),
        "truncated.json": (good_json.encode("utf-8")[: len(good_json) // 2], DAMAGED),
        "empty.json": (b"", DAMAGED),
        "blank.json": (b"  \n", DAMAGED),
        "not-json.json": (b"format = canasta-desktop-save\n", DAMAGED),
        "foreign.json": (json.dumps({"name": "a shopping list", "items": [1, 2]}).encode(),
                         FOREIGN),
        "list.json": (b"[1, 2, 3]", FOREIGN),
        "deal-record.json": (json.dumps({"format": "canasta-deal", "version": 1}).encode(),
                             FOREIGN),
        "bad-version.json": (json.dumps(bad_version).encode(), INVALID),
        "wrong-type.json": (json.dumps(wrong_type).encode(), INVALID),
        "edited.json": (json.dumps(edited).encode(), INVALID),
    }


def test_each_bad_file_is_moved_aside_reported_and_the_rest_still_lists(store):
    good = a_save(seed=2)
    store.write_autosave(good)
    store.save_as(a_save(seed=3), "Sunday game")
    good_json = json.dumps(good.as_json())
    cases = bad_files(good_json)
    for name, (content, _kind) in cases.items():
        (store.paths.saves_dir / name).write_bytes(content)
    listing = store.list()
    # the two good saves still list; edited.json has a valid layout and only
    # replaying it (on opening) finds it out
    assert sorted(e.title for e in listing.entries) == sorted(["Sunday game", good.game_id,
                                                               "edited"])
    found = {p.path.name: p for p in listing.problems}
    expected = {n: k for n, (_c, k) in cases.items() if n != "edited.json"}
    assert {n: p.kind for n, p in found.items()} == expected
    for name, problem in found.items():
        assert not (store.paths.saves_dir / name).exists()
        assert problem.moved_to == store.paths.saves_dir / f"{name}.corrupt"
        assert problem.moved_to.exists()
        assert f"moved aside as {name}.corrupt" in str(problem)
    # the moved files are never listed again
    assert store.list().problems == []
    edited = next(e for e in store.list().entries if e.title == "edited")
    with pytest.raises(SaveProblemError):
        store.load(edited.path)
    assert sorted(e.title for e in store.list().entries) == sorted(["Sunday game",
                                                                    good.game_id])


def test_a_save_that_does_not_replay_is_moved_aside_when_opened(store):
    good = a_save(seed=4)
    data = good.as_json()
    data["deals"][0]["actions"][3] = "1 discard JK"
    path = store.paths.saves_dir / "edited.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    entry = next(e for e in store.list().entries if e.path == path)
    with pytest.raises(SaveProblemError) as problem:
        store.load(entry.path)
    assert problem.value.problem.kind == INVALID
    assert "deal 1, action 4" in problem.value.problem.message
    assert not path.exists() and (store.paths.saves_dir / "edited.json.corrupt").exists()


def test_continue_skips_a_damaged_autosave_and_resumes_the_previous_game(store):
    older = a_save(seed=5, actions=20)
    store.write_autosave(older)
    newer = a_save(seed=6, actions=25)
    data = newer.as_json()
    data["updated"] = "2999-01-01T00:00:00+00:00"  # listed first
    data["deals"][0]["actions"][2] = "3 meld A:AS,AS,AS,AS"
    store.autosave_path(newer.game_id).write_text(json.dumps(data), encoding="utf-8")
    restored, problems = store.continue_game()
    assert restored is not None and restored.save.game_id == older.game_id
    assert [p.kind for p in problems] == [INVALID]


def test_continue_ignores_finished_games_and_named_saves(store):
    game = BotGame(get_rules("two"), seed=8)
    assert game.play_until(lambda g: g.match.is_over and g.deal.is_over
                           and len(g.match.results) == g.deal.setup.deal_number, 200000)
    store.write_autosave(game.save())
    store.save_as(a_save(seed=9), "named")
    assert store.continue_game() == (None, [])


def test_named_saves_take_a_safe_file_name_and_keep_their_title(store):
    path = store.save_as(a_save(), 'Partie de "dimanche": 1/2?')
    assert path.parent == store.paths.saves_dir
    assert path.name == "Partie de dimanche 1 2.json"
    entry = store.list().entries[0]
    assert entry.title == 'Partie de "dimanche": 1/2?' and not entry.autosave


def test_old_autosaves_are_pruned_but_not_the_running_game(store):
    from dataclasses import replace

    saves = [a_save(seed=s, actions=4) for s in range(10, 15)]
    # Only finished games are pruned (an unfinished one may still be continued).
    saves = [replace(s, summary=replace(s.summary, finished=True)) for s in saves]
    for save in saves:
        store.write_autosave(save)
    removed = store.prune_autosaves(keep=2, protect=[saves[0].game_id])
    left = {p.stem for p in store.paths.autosave_dir.glob("*.json")}
    assert saves[0].game_id in left and len(removed) == 2 and len(left) == 3


def test_sample_files_copied_into_the_store_list_with_their_summary(store):
    for name in ("save-v1.json", "save-v2.json"):
        shutil.copy(SAMPLES / name, store.paths.saves_dir / name)
    listing = store.list()
    assert listing.problems == []
    assert {e.save.summary.deal_number for e in listing.entries} == {2}
