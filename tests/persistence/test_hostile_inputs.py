"""Hostile files and values: none stops the game, none escapes the data folder.

One test per case a hostile tester tried (issue 14), each of which once
crashed, froze, or wrote where it should not; then random damage done to a
real save, a real score sheet and a real statistics file, a thousand times
per reader, with good files beside the damaged ones.
"""

from __future__ import annotations

import json
import os
import random
import time
from pathlib import Path

import pytest

from canasta_desktop.model.rules import get_rules
from canasta_desktop.persistence import reading
from canasta_desktop.persistence.archive import (ArchivedSheet, SheetArchive,
                                                 sheet_of_restored)
from canasta_desktop.persistence.paths import DataPaths
from canasta_desktop.persistence.reading import (DAMAGED, INVALID, TOO_LARGE, UNREADABLE,
                                                 SaveError, loads_bounded)
from canasta_desktop.persistence.saves import (GameRecorder, SaveProblemError, SaveStore,
                                               read_save, restore, save_from_json)

from .helpers import BotGame
from .mutations import mutate

SAMPLES = Path(__file__).parent / "samples"
GOOD_SAVE = (SAMPLES / "save-v2.json").read_bytes()
GOOD_ID = "20250314-191500-5a3c1e"


def good_data() -> dict:
    return json.loads(GOOD_SAVE)


@pytest.fixture
def paths(tmp_path) -> DataPaths:
    return DataPaths(tmp_path / "data").ensure()


def autosave(paths: DataPaths, name: str, content: bytes | dict) -> Path:
    path = paths.autosave_dir / name
    if isinstance(content, dict):
        content = json.dumps(content).encode("utf-8")
    path.write_bytes(content)
    return path


def nested(depth: int) -> bytes:
    return b"[" * depth + b"]" * depth


def all_files(root: Path) -> set[Path]:
    return {p for p in root.rglob("*")}


# ---------------------------------------------------------------- 1. start-up
DAMAGED_AUTOSAVES = {
    "nested": lambda: nested(100_000),
    "nested-in-a-save": lambda: GOOD_SAVE.replace(b'"seed": 12,', b'"seed": 12, "x": '
                                                  + nested(5000) + b",", 1),
    "huge-number": lambda: GOOD_SAVE.replace(b'"seed": 12,', b'"seed": ' + b"9" * 5000 + b",",
                                             1),
    "short-minimums": lambda: json.dumps(
        {**good_data(), "game_id": "another", "updated": "2026-01-01T00:00:00+00:00",
         "deals": [{**d, "opening_minimums": [50]} for d in good_data()["deals"]]}).encode(),
    # A bot the window cannot make, or the developer-only oracle (it plays
    # only when handed the whole deal, which the window never does).
    "unknown-bot-level": lambda: json.dumps(
        {**good_data(), "bots": [None, "greedy", "grandmaster", "greedy"]}).encode(),
    "developer-bot-level": lambda: json.dumps(
        {**good_data(), "bots": [None, "oracle", "greedy", "greedy"]}).encode(),
    # A house rule is on or off (§6): a list froze the table, "no" switched it on.
    "house-option-list": lambda: with_house_options({"at_most_three_wilds": [1]}),
    "house-option-word": lambda: with_house_options({"at_most_three_wilds": "no"}),
    "house-option-number": lambda: with_house_options({"at_most_three_wilds": 1}),
    # "no" read as true: the game counted as over, Continue no longer offered it.
    "finished-word": lambda: json.dumps(
        {**good_data(), "game_id": "another", "updated": "2026-01-01T00:00:00+00:00",
         "summary": {**good_data()["summary"], "finished": "no"}}).encode(),
    "infinite-number": lambda: GOOD_SAVE.replace(b'"seed": 12,', b'"seed": 1e400,', 1),
    # The person at the computer (play-test s41): no player, a word, or a
    # player the save does not say he plays while another is saved as his.
    "person-no-player": lambda: json.dumps(
        {**good_data(), "game_id": "another", "person": 12}).encode(),
    "person-word": lambda: json.dumps(
        {**good_data(), "game_id": "another", "person": "0"}).encode(),
    "person-not-the-one-played": lambda: json.dumps(
        {**good_data(), "game_id": "another", "person": 2}).encode(),
}


def with_house_options(options: dict) -> bytes:
    data = good_data()
    return json.dumps({**data, "game_id": "another", "updated": "2026-01-01T00:00:00+00:00",
                       "rules": {**data["rules"], "house_options": options}}).encode()


@pytest.mark.parametrize("case", sorted(DAMAGED_AUTOSAVES))
def test_a_damaged_autosave_is_moved_aside_and_the_next_game_continues(paths, case):
    store = SaveStore(paths)
    autosave(paths, "a-good.json", GOOD_SAVE)
    bad = autosave(paths, "z-bad.json", DAMAGED_AUTOSAVES[case]())
    restored, problems = store.continue_game()
    assert restored is not None and restored.save.game_id == GOOD_ID
    assert [p.path.name for p in problems] == ["z-bad.json"]
    assert not bad.exists() and problems[0].moved_to.exists()


def test_the_reader_takes_no_infinite_number():
    """The reader's promise: its numbers are finite (1e400 read as infinity)."""
    with pytest.raises(SaveError):
        loads_bounded(b"[1e400]")
    assert loads_bounded(b"[1.5]") == [1.5]


def test_a_save_written_again_by_notepad_with_a_bom_still_continues(paths):
    store = SaveStore(paths)
    autosave(paths, "notepad.json", b"\xef\xbb\xbf" + GOOD_SAVE)
    restored, problems = store.continue_game()
    assert problems == [] and restored is not None and restored.save.game_id == GOOD_ID


@pytest.mark.parametrize("case", sorted(DAMAGED_AUTOSAVES))
def test_a_damaged_autosave_never_stops_the_window_from_starting(qtbot, tmp_path, case):
    from canasta_desktop.session.controller import GameController
    from canasta_desktop.app import Desktop

    paths = DataPaths(tmp_path / "data").ensure()
    autosave(paths, "bad.json", DAMAGED_AUTOSAVES[case]())
    window = Desktop(GameController(bot_delay_ms=0), data_dir=paths.root)
    qtbot.addWidget(window.window)
    try:
        assert window.games.start_up(seed=3) is None  # a new game instead
        assert window.controller.match is not None
        assert "bad.json" in window.status.problem_box.informativeText()
        assert not (paths.autosave_dir / "bad.json").exists()
    finally:
        window.controller.shutdown()


def test_a_replay_that_trips_the_engine_is_a_message_not_a_crash():
    data = good_data()
    data["deals"][1]["scores_before"] = [0]
    data["summary"] = None
    with pytest.raises(SaveError) as refused:
        save_from_json(data)
    assert refused.value.kind == INVALID


# ---------------------------------------------------------------- 2. paths
HOSTILE_IDS = ["../../../../x", "..", ".", "/tmp/x", "C:\\x", "a/b", "a\\b", "CON", "nul",
               "Com1", "LPT9", "", " x", "x" * 65, "a\x00b", "é", 12]


@pytest.mark.parametrize("game_id", HOSTILE_IDS)
def test_a_game_id_that_is_no_plain_name_is_refused_everywhere(paths, game_id):
    store, archive = SaveStore(paths), SheetArchive(paths)
    data = good_data()
    data["game_id"] = game_id
    with pytest.raises(SaveError):
        save_from_json(data)
    for use in (store.autosave_path, archive.path_of, archive.delete, archive.load):
        with pytest.raises(SaveError):
            use(game_id)
    if isinstance(game_id, str) and game_id:
        with pytest.raises(SaveError):
            GameRecorder(game_id)


def test_a_save_aiming_outside_the_data_folder_writes_nothing_there(tmp_path, paths):
    outside = tmp_path / "outside"
    outside.mkdir()
    escape = os.path.relpath(outside / "evil", paths.autosave_dir)
    data = good_data()
    data["game_id"] = escape
    path = autosave(paths, "evil.json", data)
    store = SaveStore(paths)
    listing = store.list()
    assert not listing.entries and listing.problems[0].kind == INVALID
    with pytest.raises(SaveProblemError):
        store.load(path)
    assert list(outside.iterdir()) == []


def test_deleting_a_save_outside_the_saves_folders_is_refused(tmp_path, paths):
    store = SaveStore(paths)
    victim = tmp_path / "precious.json"
    victim.write_text("{}")
    for path in (victim, paths.autosave_dir / ".." / ".." / ".." / "precious.json",
                 paths.root / "statistics.json"):
        with pytest.raises(SaveError):
            store.delete(path)
    assert victim.exists()
    kept = autosave(paths, "x.json", GOOD_SAVE)
    store.delete(kept)
    assert not kept.exists()


@pytest.mark.parametrize("title", ["CON", "nul.txt", "../../x", "a/b\\c", "\ud800x", "..."])
def test_a_save_title_always_names_a_file_of_the_saves_folder(paths, title):
    path = SaveStore(paths).named_path(title)
    assert path.parent == paths.saves_dir
    assert path.stem.split(".")[0].upper() not in reading.WINDOWS_RESERVED
    path.name.encode("utf-8")


# ---------------------------------------------------------------- 3, 4. names
@pytest.mark.parametrize("name", ["\ud800", "a\x00b", "line\nbreak", "x" * 41, "x" * 1_000_000])
def test_a_save_with_a_name_that_cannot_be_shown_or_written_is_refused(paths, name):
    data = good_data()
    data["names"][1] = name
    path = autosave(paths, "names.json", json.dumps(data).encode("utf-8", "surrogatepass"))
    started = time.monotonic()
    with pytest.raises(SaveProblemError) as refused:
        SaveStore(paths).load(path)
    assert time.monotonic() - started < 5  # a megabyte name once froze the window ~40 s
    assert refused.value.problem.kind == INVALID and "name" in refused.value.problem.message


def test_a_name_of_forty_characters_with_emoji_and_accents_still_loads(paths):
    data = good_data()
    data["names"][1] = "Zoé 🂡 " + "x" * 34
    assert len(data["names"][1]) == 40
    restored = SaveStore(paths).load(autosave(paths, "ok.json", data))
    assert restored.match.names[1] == data["names"][1]


def test_a_save_that_cannot_be_encoded_is_a_save_error_and_the_old_file_stays(paths):
    store = SaveStore(paths)
    save = read_save(SAMPLES / "save-v2.json")
    path = store.write_autosave(save)
    before = path.read_bytes()
    from dataclasses import replace

    with pytest.raises(SaveError):
        store.write_autosave(replace(save, names=("\ud800", *save.names[1:])))
    assert path.read_bytes() == before
    assert not [p for p in paths.autosave_dir.iterdir() if p.name.endswith(".tmp")]


def test_any_saving_error_is_said_once_and_play_goes_on(qtbot, paths):
    from canasta_desktop.session.autosave import Autosaver
    from canasta_desktop.session.controller import GameController

    controller = GameController(bot_delay_ms=0)
    autosaver = Autosaver(controller, SaveStore(paths), SheetArchive(paths))
    failures: list[str] = []
    autosaver.save_failed.connect(failures.append)
    try:
        controller.new_game(rules=get_rules("classic"), seed=2, bot_names=["greedy"] * 4)
        match = controller.match
        match.names = (match.names[0], "\ud800", *match.names[2:])  # as one once got in
        qtbot.waitUntil(lambda: len(controller.deal.history) >= 12 or controller.deal.is_over,
                        timeout=30000)
        autosaver.flush()  # the writer thread's results are read
        assert len(failures) == 1 and "cannot be written" in failures[0]
    finally:
        controller.shutdown()


# ---------------------------------------------------------------- 5. sheets
@pytest.fixture(scope="module")
def good_sheet() -> dict:
    game = BotGame(get_rules("classic"), seed=4)
    assert game.play_until(lambda g: len(g.match.results) == 2)
    return sheet_of_restored(restore(game.save())).as_json()


def hostile_sheets(good: dict) -> dict[str, bytes]:
    winner = {**good, "finished": True, "winner": 99}
    dealer = {**good, "deals": [{**good["deals"][0], "dealer": 17}]}
    column = {**good, "columns": [[0, 2], [1, 9]]}
    return {
        "winner.json": json.dumps(winner).encode(),
        "dealer.json": json.dumps(dealer).encode(),
        "column.json": json.dumps(column).encode(),
        "nested.json": nested(100_000),
        "huge.json": json.dumps(good).replace('"margin": ', '"margin": ' + "9" * 5000 + "0",
                                              1).encode(),
        "names.json": json.dumps({**good, "names": ["\x07", "b", "c", "d"]}).encode(),
    }


def test_damaged_sheets_are_reported_and_the_good_one_still_lists(paths, good_sheet):
    archive = SheetArchive(paths)
    (paths.sheets_dir / f"{good_sheet['game_id']}.json").write_text(json.dumps(good_sheet))
    bad = hostile_sheets(good_sheet)
    for name, content in bad.items():
        (paths.sheets_dir / name).write_bytes(content)
    listing = archive.list()
    assert [s.game_id for s in listing.sheets] == [good_sheet["game_id"]]
    assert sorted(p.path.name for p in listing.problems) == sorted(bad)
    assert archive.statistics()["classic"].deals == 2


@pytest.mark.parametrize("person", [4, -1, "1", True])
def test_a_sheet_naming_no_player_as_the_person_is_set_aside_and_reported(paths, good_sheet,
                                                                          person):
    """The person at the computer a sheet keeps (play-test s41) is one of its
    players: any other value is a damaged sheet, moved aside and said, the
    good sheet still listed and counted."""
    archive = SheetArchive(paths)
    (paths.sheets_dir / f"{good_sheet['game_id']}.json").write_text(json.dumps(good_sheet))
    bad = paths.sheets_dir / "person.json"
    bad.write_text(json.dumps({**good_sheet, "game_id": "person", "person": person}))
    listing = archive.list()
    assert [s.game_id for s in listing.sheets] == [good_sheet["game_id"]]
    assert [p.path.name for p in listing.problems] == ["person.json"]
    assert not bad.exists() and listing.problems[0].moved_to.exists()
    assert archive.statistics()["classic"].deals == 2


def test_the_history_dialog_opens_and_paints_over_damaged_sheets(qtbot, paths, good_sheet):
    from canasta_desktop.ui.history_dialog import HistoryDialog

    for name, content in hostile_sheets(good_sheet).items():
        (paths.sheets_dir / name).write_bytes(content)
    paths.statistics_file.write_bytes(nested(100_000))
    dialog = HistoryDialog(SheetArchive(paths))
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.grab()  # paints every cell
    assert "winner.json" in dialog.problem_label.text()
    assert "statistics.json" in dialog.problem_label.text()


@pytest.mark.parametrize("case", ["winner.json", "nested.json", "huge.json", "dealer.json"])
def test_the_sheet_exporter_says_what_is_wrong_without_a_traceback(tmp_path, capsys,
                                                                   good_sheet, case):
    from canasta_desktop import sheets

    source = tmp_path / case
    source.write_bytes(hostile_sheets(good_sheet)[case])
    assert sheets.main([str(source), "--pdf", str(tmp_path / "out.pdf")]) == sheets.EXIT_USAGE
    err = capsys.readouterr().err
    assert case in err and "Traceback" not in err
    assert not (tmp_path / "out.pdf").exists()


def test_a_damaged_statistics_file_is_moved_aside_and_reported(paths):
    archive = SheetArchive(paths)
    for content in (nested(100_000), b'{"format": "canasta-desktop-statistics", "version": 1,'
                                      b' "reset": {"classic": ' + b"9" * 5000 + b"}}"):
        paths.statistics_file.write_bytes(content)
        assert archive.resets() == {}
        assert archive.statistics_problem is not None
        assert not paths.statistics_file.exists()


# ---------------------------------------------------------------- 8. odd files
def test_a_file_we_may_not_read_is_reported_not_renamed(paths, monkeypatch):
    path = autosave(paths, "locked.json", GOOD_SAVE)
    real_open = os.open

    def refuse(file, *args, **kwargs):
        if Path(file) == path:
            raise PermissionError(13, "Permission denied")
        return real_open(file, *args, **kwargs)

    monkeypatch.setattr(reading.os, "open", refuse)
    listing = SaveStore(paths).list()
    assert [(p.path.name, p.kind, p.moved_to) for p in listing.problems] == [
        ("locked.json", UNREADABLE, None)]
    assert path.exists() and "left as it is" in str(listing.problems[0])


@pytest.mark.skipif(not hasattr(os, "mkfifo"), reason="no FIFOs on this system")
def test_a_fifo_among_the_saves_is_never_opened(paths):
    fifo = paths.autosave_dir / "pipe.json"
    os.mkfifo(fifo)
    store = SaveStore(paths)
    autosave(paths, "good.json", GOOD_SAVE)
    assert [e.save.game_id for e in store.list().entries] == [GOOD_ID]
    with pytest.raises(SaveProblemError) as refused:
        store.load(fifo)  # would block for ever on a plain open()
    assert refused.value.problem.kind == UNREADABLE and fifo.exists()
    (paths.sheets_dir / "pipe.json").unlink(missing_ok=True)
    os.mkfifo(paths.sheets_dir / "pipe.json")
    assert SheetArchive(paths).list().sheets == []


def test_a_file_that_is_no_save_is_not_said_to_have_held_a_game(paths, qapp):
    """Play-test: "“20261128-150000-aaaaaa.json” is not a Canasta Desktop
    saved game. This file held the game started on 28 November 2026,
    15:00": the date came from the file's name alone.  A damaged save of
    ours still says which game it held."""
    from canasta_desktop.ui.open_dialog import problem_text

    autosave(paths, "20261128-150000-aaaaaa.json", {"what": "my shopping list"})
    autosave(paths, "20261128-160000-bbbbbb.json", GOOD_SAVE[:200])
    problems = {p.path.name: problem_text(p) for p in SaveStore(paths).list().problems}
    foreign = problems["20261128-150000-aaaaaa.json"]
    assert foreign.startswith("“20261128-150000-aaaaaa.json” is not a Canasta Desktop saved game.")
    assert "held the game" not in foreign
    assert "This file held the game started on 28 November 2026" in problems[
        "20261128-160000-bbbbbb.json"]
    # French: "Il a été mis de côté" followed "La feuille de marque" too (play-test).
    from canasta_desktop import i18n

    i18n.set_language(qapp, "fr")
    try:
        sheet = paths.sheets_dir / "s1.json"
        sheet.write_text("{", encoding="utf-8")
        said = problem_text(SheetArchive(paths).list().problems[0])
    finally:
        i18n.set_language(qapp, "en")
    said = said.replace("\u00a0", " ")  # French spacing inside « »
    assert said.startswith("La feuille de marque « s1.json » est endommagée")
    assert "Le fichier a été mis de côté sous le nom « s1.json.corrupt »" in said


def test_a_file_too_large_to_be_ours_is_not_read_into_memory(paths):
    path = autosave(paths, "big.json", b" ")
    with path.open("r+b") as grow:
        grow.truncate(reading.MAX_FILE_BYTES + 1)
    with pytest.raises(SaveProblemError) as refused:
        SaveStore(paths).load(path)
    assert refused.value.problem.kind == TOO_LARGE and "too large" in refused.value.problem.message
    # Play-test: a 300 MB save was reported as "damaged or cut short".
    from canasta_desktop.ui.open_dialog import problem_text

    assert problem_text(refused.value.problem).startswith(
        "“big.json” is far too large to be a Canasta Desktop saved game: it was not read.")


def test_a_damaged_autosave_is_told_by_the_game_it_held(paths):
    """Play-test: an autosave set aside was named only by its file,
    "20261127-203640-711d58.json": which game was it?"""
    from canasta_desktop.ui.open_dialog import problem_text

    path = autosave(paths, "20261127-203640-711d58.json", b"{ cut short")
    with pytest.raises(SaveProblemError) as refused:
        SaveStore(paths).load(path)
    said = problem_text(refused.value.problem)
    assert "This file held the game started on 27 November 2026, 20:36." in said
    path = autosave(paths, "notes.json", b"{ cut short")
    with pytest.raises(SaveProblemError) as refused:
        SaveStore(paths).load(path)
    assert "This file held" not in problem_text(refused.value.problem)


# ---------------------------------------------------------------- random damage
def _stays_a_message(read, content: bytes) -> None:
    try:
        read(content)
    except SaveError:
        pass


def _read_save(content: bytes) -> None:
    save = save_from_json(loads_bounded(content))
    restore(save)


def _read_sheet(content: bytes) -> None:
    from canasta_desktop.printing.sources import from_archived

    sheet = ArchivedSheet.from_json(loads_bounded(content))
    from_archived(sheet).html("en")


def _read_statistics(tmp: Path):
    archive = SheetArchive(DataPaths(tmp))

    def read(content: bytes) -> None:
        archive.paths.statistics_file.write_bytes(content)
        resets = archive.resets()
        assert isinstance(resets, dict)
        if archive.statistics_problem is not None and archive.statistics_problem.moved_to:
            archive.statistics_problem.moved_to.unlink()
    return read


def _read_for_export(tmp: Path):
    """The sheet exporter's reader (`python -m canasta_desktop.sheets`): a save
    or a sheet file, printed."""
    from canasta_desktop.printing.sources import from_file

    tmp.mkdir(parents=True, exist_ok=True)
    source = tmp / "input.json"

    def read(content: bytes) -> None:
        source.write_bytes(content)
        from_file(source).html("en")
    return read


MUTATIONS = 1000  # per reader, in the default suite (seconds); more behind the slow marker


@pytest.mark.parametrize("reader", ["save", "sheet", "statistics", "export"])
def test_random_damage_never_escapes_a_reader_and_good_files_still_load(tmp_path, good_sheet,
                                                                        reader):
    damage_a_reader(tmp_path, good_sheet, reader, MUTATIONS, seed=14)


@pytest.mark.slow
@pytest.mark.parametrize("reader", ["save", "sheet", "statistics", "export"])
def test_much_more_random_damage_never_escapes_a_reader(tmp_path, good_sheet, reader):
    damage_a_reader(tmp_path, good_sheet, reader, 20 * MUTATIONS, seed=1414)


def damage_a_reader(tmp_path: Path, good_sheet: dict, reader: str, count: int,
                    seed: int) -> None:
    statistics = json.dumps({"format": "canasta-desktop-statistics", "version": 1,
                             "reset": {"classic": "2025-01-02T00:00:00+00:00"}}).encode()
    good, read = {
        "save": (GOOD_SAVE, _read_save),
        "sheet": (json.dumps(good_sheet, indent=1).encode(), _read_sheet),
        "statistics": (statistics, _read_statistics(tmp_path / "stats")),
        "export": (GOOD_SAVE, _read_for_export(tmp_path / "export")),
    }[reader]
    rng = random.Random(seed)
    data = json.loads(good)
    on_disk = []
    for n in range(count):
        content = mutate(rng, good, data)
        _stays_a_message(read, content)
        if n % 50 == 0:
            on_disk.append(content)
    # The same damage on disk, beside good files: those still load.
    paths = DataPaths(tmp_path / "data").ensure()
    folder = paths.autosave_dir if reader in ("save", "export") else paths.sheets_dir
    for n, content in enumerate(on_disk):
        (folder / f"damaged-{n}.json").write_bytes(content)
    if reader in ("save", "export"):
        (folder / f"{GOOD_ID}.json").write_bytes(good)
        listing = SaveStore(paths).list()
        assert GOOD_ID in [e.save.game_id for e in listing.entries]
        assert SaveStore(paths).load(folder / f"{GOOD_ID}.json").save.game_id == GOOD_ID
    else:
        (folder / f"{good_sheet['game_id']}.json").write_bytes(json.dumps(good_sheet).encode())
        listing = SheetArchive(paths).list()
        assert good_sheet["game_id"] in [s.game_id for s in listing.sheets]


# ---------------------------------------------------------------- 7. command line
@pytest.fixture
def own_settings(tmp_path, qapp):
    """QSettings under tmp_path: the real user's settings are never read."""
    from PySide6.QtCore import QSettings

    for fmt in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(fmt, QSettings.Scope.UserScope, str(tmp_path / "user-settings"))
        QSettings.setPath(fmt, QSettings.Scope.SystemScope, str(tmp_path / "system-settings"))
    return qapp


@pytest.mark.parametrize("argv, named", [
    (["--variant", "bogus"], "classic"),
    (["--variant", "classic", "--players", "3"], "4"),
    (["--variant", "two", "--players", "0"], "2"),
    (["--variant", "origen", "--players", "7"], "6"),
    (["--variant", "classic", "--players", str(10**20)], "4"),
    (["--players", "many"], "--players"),
])
def test_bad_command_line_values_give_one_line_and_exit_2(capsys, argv, named):
    from canasta_desktop import app

    with pytest.raises(SystemExit) as stopped:
        app.parse_args(argv)
    assert stopped.value.code == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert err[-1].startswith("canasta-desktop: error:") and named in err[-1]


@pytest.mark.parametrize("players", ["0", "3", "7", str(10**20)])
def test_a_player_count_the_saved_variant_does_not_allow_exits_2(own_settings, tmp_path,
                                                                  capsys, players):
    from canasta_desktop import app

    status = app.main(["--players", players, "--data-dir", str(tmp_path / "data")])
    assert status == 2
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "classic is played by 4 players" in err[0]
    assert not list((tmp_path / "data").rglob("*.json"))  # no game started, none resumed


# ---------------------------------------------------------------- 6. data folder
@pytest.mark.parametrize("case", ["a file", "under a file"])
def test_a_data_folder_that_cannot_be_used_is_one_sentence_and_exit_1(own_settings, tmp_path,
                                                                      capsys, case):
    from canasta_desktop import app

    blocker = tmp_path / "blocker"
    blocker.write_text("not a folder")
    folder = blocker if case == "a file" else blocker / "data"
    assert app.main(["--data-dir", str(folder)]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "data folder" in err[0] and "--data-dir" in err[0]
    # The file in the way is named, not a folder under it (play-test:
    # ".../saves: a file stands where a folder should be").
    assert f"cannot be used: {blocker}: a file stands where a folder should be" in err[0], err
    assert blocker.read_text() == "not a folder"


@pytest.mark.parametrize("linked", ["saves/autosave", "sheets"])
def test_a_folder_inside_that_links_outside_is_refused_and_nothing_is_written_there(
        own_settings, tmp_path, capsys, linked):
    from canasta_desktop import app

    data, outside = tmp_path / "data", tmp_path / "outside"
    outside.mkdir()
    (data / linked).parent.mkdir(parents=True)
    (data / linked).symlink_to(outside, target_is_directory=True)
    assert app.main(["--data-dir", str(data)]) == 1
    err = capsys.readouterr().err.strip().splitlines()
    assert len(err) == 1 and "a link that leads outside the data folder" in err[0], err
    assert list(outside.iterdir()) == []


# ---------------------------------------------------------------- 8. one writer
def test_a_second_window_on_the_same_folder_never_writes(own_settings, tmp_path, capsys):
    from canasta_desktop import app

    folder = tmp_path / "data"
    DataPaths(folder).ensure()
    first = app.lock_data_folder(str(folder))
    assert first is not None
    assert app.lock_data_folder(str(folder)) is None  # the second is refused
    # Where no window can ask, the second instance says so and quits.
    assert app.main(["--data-dir", str(folder)]) == 1
    assert "Another Canasta Desktop window" in capsys.readouterr().err
    first.unlock()
    again = app.lock_data_folder(str(folder))
    assert again is not None
    again.unlock()


@pytest.mark.parametrize("content", [b"", b"\n", b"\x00\xff garbage \x9c"])
def test_a_lock_file_that_names_no_process_is_taken_over(own_settings, tmp_path, content):
    """Play-test: an empty or damaged lock file (a crash, a full disk) made
    every start say another window used the folder, for good."""
    from canasta_desktop import app

    folder = tmp_path / "data"
    DataPaths(folder).ensure()
    stale = folder / app.LOCK_FILE_NAME
    stale.write_bytes(content)
    assert app.lock_data_folder(str(folder)) is None, "a fresh one may be another window's"
    old = time.time() - 2 * app.UNNAMED_LOCK_AGE_S
    os.utime(stale, (old, old))
    lock = app.lock_data_folder(str(folder))
    assert lock is not None and lock.isLocked()
    assert app.lock_data_folder(str(folder)) is None, "and it keeps a second window out"
    lock.unlock()


def test_a_read_only_window_plays_but_writes_nothing(qtbot, tmp_path):
    from canasta_desktop.session.controller import GameController
    from canasta_desktop.app import Desktop

    paths = DataPaths(tmp_path / "data").ensure()
    autosave(paths, "damaged.json", b"{")
    before = {p: p.read_bytes() for p in paths.root.rglob("*") if p.is_file()}
    window = Desktop(GameController(bot_delay_ms=0), data_dir=paths.root, read_only=True)
    qtbot.addWidget(window.window)
    try:
        window.preferences.set_speed("Instant")
        c = window.controller
        c.new_game(seed=3, bot_names=["greedy"] * 4)
        window.games.update_continue_action()  # lists the saves, as the Game menu does
        qtbot.waitUntil(lambda: len(c.deal.history) >= 20 or c.deal.is_over, timeout=30000)
        assert window.window.windowTitle().endswith("read-only: this window saves no game")
        assert not window.menus.save_as_action.isEnabled()
        assert "damaged.json" in window.status.problem_box.informativeText()
    finally:
        window.controller.shutdown()
    after = {p: p.read_bytes() for p in paths.root.rglob("*") if p.is_file()}
    assert after == before


def test_pruning_keeps_every_unfinished_game_and_says_what_it_removed(paths):
    from dataclasses import replace

    store = SaveStore(paths)
    unfinished = [BotGame(get_rules("classic"), seed=s).save() for s in (1, 2)]
    finished = [replace(s, summary=replace(s.summary, finished=True))
                for s in (BotGame(get_rules("classic"), seed=s).save() for s in (3, 4, 5, 6))]
    for when, save in enumerate(unfinished + finished, 1):
        os.utime(store.write_autosave(save), (when, when))  # the unfinished are the oldest
    removed = store.prune_autosaves(keep=2, protect=[finished[0].game_id])
    assert [p.stem for p in removed] == [finished[1].game_id]
    left = {p.stem for p in paths.autosave_dir.glob("*.json")}
    assert {s.game_id for s in unfinished} <= left and len(left) == 5


def test_the_window_says_when_finished_games_autosaves_are_removed(qtbot, tmp_path,
                                                                   monkeypatch):
    from dataclasses import replace

    from canasta_desktop.session.controller import GameController
    from canasta_desktop.app import Desktop

    paths = DataPaths(tmp_path / "data").ensure()
    store = SaveStore(paths)
    for when, seed in enumerate((3, 4, 5), 1):
        save = BotGame(get_rules("classic"), seed=seed).save()
        save = replace(save, summary=replace(save.summary, finished=True))
        os.utime(store.write_autosave(save), (when, when))
    monkeypatch.setattr(SaveStore.prune_autosaves, "__defaults__", (1, ()))
    window = Desktop(GameController(bot_delay_ms=0), data_dir=paths.root)
    qtbot.addWidget(window.window)
    try:
        window.games.start_game(seed=2, show_seating=False)
        # the newest is kept, the two older ones go
        assert "finished games removed: 2" in window.window.statusBar().currentMessage()
    finally:
        window.controller.shutdown()


# ---------------------------------------------------------------- names at entry
def test_the_settings_dialog_refuses_a_name_with_control_characters(qtbot):
    from PySide6.QtCore import Qt
    from PySide6.QtWidgets import QDialogButtonBox

    from canasta_desktop.session.settings import GameSettings
    from canasta_desktop.ui.settings_dialog import SettingsDialog

    dialog = SettingsDialog(GameSettings())
    qtbot.addWidget(dialog)
    chosen = []
    dialog.settings_chosen.connect(chosen.append)
    dialog.show()
    dialog.name_edits[1].setText("  Bell\x07e  ")
    ok = dialog.buttons.button(QDialogButtonBox.StandardButton.Ok)
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert not chosen and dialog.isVisible()
    assert dialog.name_error.isVisible() and "control characters" in dialog.name_error.text()
    dialog.name_edits[1].clear()
    qtbot.keyClicks(dialog.name_edits[1], "  Belle  ")
    qtbot.mouseClick(ok, Qt.MouseButton.LeftButton)
    assert chosen and chosen[0].names[1] == "Belle"  # trimmed


def test_names_from_edited_settings_that_cannot_be_used_take_the_default():
    from canasta_desktop.session.settings import GameSettings

    s = GameSettings(names=["Zoé", "\ud800", "x" * 41, "a\nb", "  ", "Eve"]).checked()
    assert s.names[0] == "Zoé" and s.names[5] == "Eve"
    assert s.names[1:5] == GameSettings().checked().names[1:5]


# ---------------------------------------------------------------- printing names
def test_a_sheet_with_empty_and_emoji_names_prints_readable_names(good_sheet):
    from canasta_desktop.printing.sources import from_archived

    sheet = ArchivedSheet.from_json({**good_sheet, "names": ["", " ", "🂡 Ace", "😀"]})
    page = from_archived(sheet).html("en")
    assert "Player 1" in page and "Player 2" in page
    assert ": and " not in page and " and —" not in page
    assert "[playing card ace of spades] Ace" in page and "[grinning face]" in page
    assert "😀" not in page


def test_stored_settings_that_cannot_be_used_are_said_once(qtbot, tmp_path):
    from PySide6.QtCore import QSettings

    from canasta_desktop.session.controller import GameController
    from canasta_desktop.app import Desktop

    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    store.setValue("game/variant", "bogus")
    store.setValue("players/1/name", "Bell\x07e")
    store.setValue("table/speed", "Warp")
    store.sync()
    messages = []
    for _ in range(2):
        window = Desktop(GameController(bot_delay_ms=0), store=store,
                            data_dir=tmp_path / "data")
        qtbot.addWidget(window.window)
        messages.append(window.window.statusBar().currentMessage())
        window.controller.shutdown()
    # Named in words, not by their keys (play-test: "game/variant, table/speed").
    assert messages[0] == ("Some settings could not be used and were reset: the variant, "
                           "the animation speed, player 2's name")
    assert window.games.settings.variant == "classic"
    assert messages[1] == ""  # stored as used: not said again


@pytest.mark.parametrize("decks", ["9", "1", "-5", "three"])
def test_a_stored_number_of_decks_out_of_range_is_reset_and_the_game_starts(qtbot, tmp_path,
                                                                            decks):
    """§3 Tête et Queue is played with 2 to 6 decks: nine stopped the game
    at every launch (a traceback before the window)."""
    from PySide6.QtCore import QSettings

    from canasta_desktop.session.controller import GameController
    from canasta_desktop.app import Desktop

    store = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    store.setValue("game/variant", "head-and-foot")
    store.setValue("options/head-and-foot/decks", decks)
    store.sync()
    window = Desktop(GameController(bot_delay_ms=0), store=store, data_dir=tmp_path / "data")
    qtbot.addWidget(window.window)
    message = window.window.statusBar().currentMessage()
    assert window.games.start_up(seed=3) is None  # no save: a new game from the settings
    rules = window.controller.rules
    window.controller.shutdown()
    assert message.startswith("Some settings could not be used and were reset: the house "
                              "rule"), message
    assert "Tête et Queue" in message
    assert rules is not None and rules.id == "head-and-foot"
    assert rules.decks == get_rules("head-and-foot").decks


@pytest.mark.parametrize("title", ["x" * 81, "tab\there", "\ud800"])
def test_a_save_title_that_could_not_be_read_back_is_refused_when_saving(qtbot, tmp_path,
                                                                          title):
    from canasta_desktop.session.controller import GameController
    from canasta_desktop.app import Desktop

    window = Desktop(GameController(bot_delay_ms=0), data_dir=tmp_path / "data")
    qtbot.addWidget(window.window)
    try:
        window.controller.new_game(seed=2, bot_names=[None, "greedy", "greedy", "greedy"])
        assert window.files.save_game_as(title) is None
        said = window.window.statusBar().currentMessage()
        assert ("at most 80 characters" if len(title) > 80 else "control characters") in said
        assert not list((tmp_path / "data" / "saves").glob("*.json"))
        path = window.files.save_game_as("y" * 80)
        assert SaveStore(DataPaths(tmp_path / "data")).read(path).name == "y" * 80
    finally:
        window.controller.shutdown()


@pytest.mark.parametrize("started, reset", [
    ("0001-01-01T00:00:00+05:00", "2026-01-01T00:00:00+00:00"),
    ("2026-05-01T10:00:00+02:00", "9999-12-31T23:00:00-05:00")])
def test_past_games_opens_over_dates_no_clock_can_hold(qtbot, paths, good_sheet, started,
                                                        reset):
    """Game → Past games raised OverflowError and never appeared (review)."""
    from canasta_desktop.ui.history_dialog import HistoryDialog

    sheet = paths.sheets_dir / "g1.json"
    sheet.write_text(json.dumps({**good_sheet, "game_id": "g1", "started": started}))
    paths.statistics_file.write_text(json.dumps(
        {"format": "canasta-desktop-statistics", "version": 1, "reset": {"classic": reset}}))
    dialog = HistoryDialog(SheetArchive(paths))
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.grab()
    bad = "g1.json" if started.startswith("0001") else "statistics.json"
    assert bad in dialog.problem_label.text()
    assert dialog.history.rows() == (0 if bad == "g1.json" else 1)


def test_past_games_sets_aside_a_sheet_of_an_unknown_variant(qtbot, paths, good_sheet):
    """Review: a sheet of variant "../../x" was listed as such, and its score
    sheet window offered to export canasta-../../x-….pdf."""
    from canasta_desktop.ui.history_dialog import HistoryDialog

    (paths.sheets_dir / "g1.json").write_text(json.dumps(
        {**good_sheet, "game_id": "g1", "variant": "../../x"}))
    dialog = HistoryDialog(SheetArchive(paths))
    qtbot.addWidget(dialog)
    dialog.show()
    assert dialog.history.rows() == 0 and dialog.show_selected_sheet() is None
    assert "g1.json" in dialog.problem_label.text()
    assert (paths.sheets_dir / "g1.json.corrupt").exists()
