"""Save, quit and continue: every variant, mid turn, mid deal, between deals,
while a partner is asked "may I go out?", and with house options.  The
replayed deal must equal the saved one exactly (hands card by card, pile,
melds, whose turn, what each seat knows)."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from canasta_desktop.model.actions import Discard, Draw, MeldPart, TakePile
from canasta_desktop.model.match import KEPT_SEATS, ROTATING_SEATS, Match
from canasta_desktop.model.phases import ANSWER, CHOOSE, DRAW, PLAY
from canasta_desktop.model.revisions import RULE_REVISION
from canasta_desktop.model.rules import get_rules
from canasta_desktop.model.state import DealSetup, DealState
from canasta_desktop.persistence.saves import (FORMAT, VERSION, GameRecorder, GameSave,
                                               RulesChoice, SaveError, decode_action,
                                               encode_action, read_save, restore,
                                               save_from_json, write_save)

from tests.model.builders import cards, first_player_with_nines_and_aces

from .helpers import BotGame, answering, assert_same_deal, every_rule_set

RULE_SETS = list(every_rule_set())


def reload(save: GameSave, tmp_path) -> GameSave:
    """Through a real file, as quitting and starting again would."""
    path = write_save(tmp_path / "game.json", save)
    return read_save(path)


def assert_resumes(game: BotGame, tmp_path) -> None:
    save = game.save()
    restored = restore(reload(save, tmp_path))
    match = restored.match
    assert match.names == game.match.names
    assert match.first_dealer == game.match.first_dealer
    assert match.totals == game.match.totals
    assert [r.totals for r in match.results] == [r.totals for r in game.match.results]
    assert match.results == game.match.results
    assert_same_deal(match.deal, game.deal)
    assert match.is_over == game.match.is_over
    # and play goes on identically from there
    if not match.deal.is_over:
        legal = game.deal.legal_actions()
        assert match.deal.legal_actions() == legal


@pytest.mark.parametrize("variant, players, layout", RULE_SETS,
                         ids=[f"{v}-{p}-{lay}" for v, p, lay in RULE_SETS])
def test_every_variant_resumes_mid_turn_in_its_second_deal(variant, players, layout, tmp_path):
    game = BotGame(get_rules(variant, players, layout), seed=7)
    assert game.play_until(lambda g: g.deal is not None and g.deal.setup.deal_number >= 2
                           and g.deal.phase == PLAY and len(g.deal.history) >= 6)
    assert_resumes(game, tmp_path)


@pytest.mark.parametrize("variant, players, layout", RULE_SETS,
                         ids=[f"{v}-{p}-{lay}" for v, p, lay in RULE_SETS])
def test_every_variant_resumes_between_deals(variant, players, layout, tmp_path):
    game = BotGame(get_rules(variant, players, layout), seed=3)
    assert game.play_until(lambda g: len(g.match.results) == 1)
    assert game.deal.is_over
    save = game.save()
    assert save.summary.phase == "over" and save.summary.to_act is None
    restored = restore(reload(save, tmp_path))
    assert len(restored.match.results) == 1
    assert restored.match.results == game.match.results
    # the next deal is dealt exactly as it would have been
    assert restored.match.start_deal().setup == game.match.start_deal().setup


@pytest.mark.parametrize("variant", ["classic", "five", "six-2x3", "six-rotating", "six-3x2",
                                     "head-and-foot", "origen", "rami"])
def test_resumes_while_a_partner_is_asked_may_i_go_out(variant, tmp_path):
    players, layout = (4, "teams") if variant == "rami" else (None, None)
    game = BotGame(get_rules(variant, players, layout), seed=1)
    assert game.play_until(answering, 20000)
    save = game.save()
    assert save.summary.phase == ANSWER
    assert save.summary.to_act == game.deal.current_seat != game.deal.turn
    restored = restore(reload(save, tmp_path))
    assert restored.match.deal.phase == ANSWER
    assert_same_deal(restored.match.deal, game.deal)


def test_resumes_at_the_start_of_a_deal_and_before_choosing_packets(tmp_path):
    game = BotGame(get_rules("head-and-foot"), seed=2)
    game.step()  # deals the first deal
    assert game.deal.phase == CHOOSE and not game.deal.history
    assert_resumes(game, tmp_path)
    game = BotGame(get_rules("classic"), seed=2)
    save = game.save()  # no deal dealt yet
    assert save.deals == () and save.summary.deal_number == 0
    assert restore(reload(save, tmp_path)).match.deal is None


def test_resumes_in_the_draw_phase_and_in_the_last_deal_of_a_finished_game(tmp_path):
    game = BotGame(get_rules("two"), seed=4)
    assert game.play_until(lambda g: g.deal is not None and g.deal.phase == DRAW
                           and len(g.deal.history) > 30)
    assert_resumes(game, tmp_path)
    assert game.play_until(lambda g: g.match.is_over and g.deal.is_over
                           and len(g.match.results) == g.deal.setup.deal_number, 200000)
    save = game.save()
    assert save.summary.finished and save.summary.winner == game.match.winner
    restored = restore(reload(save, tmp_path))
    assert restored.match.is_over
    assert restored.match.winner == game.match.winner
    assert restored.match.margin == game.match.margin


def test_house_options_and_rule_choice_survive(tmp_path):
    rules = get_rules("head-and-foot").with_options(decks=3, at_most_three_wilds=True)
    game = BotGame(rules, seed=5)
    assert game.play_until(lambda g: g.deal is not None and len(g.deal.history) > 40)
    save = game.save()
    assert save.rules == RulesChoice("head-and-foot", 4, None,
                                     {"at_most_three_wilds": True, "decks": 3})
    data = json.loads((write_save(tmp_path / "h.json", save)).read_text(encoding="utf-8"))
    assert data["format"] == FORMAT and data["version"] == VERSION
    assert data["rules"]["house_options"] == {"at_most_three_wilds": True, "decks": 3}
    restored = restore(read_save(tmp_path / "h.json"))
    assert restored.match.rules == rules
    assert_same_deal(restored.match.deal, game.deal)


def test_a_save_holds_seeds_names_bot_levels_and_actions_as_text(tmp_path):
    game = BotGame(get_rules("classic"), seed=11)
    assert game.play_until(lambda g: g.deal is not None and len(g.deal.history) >= 10)
    data = game.save().as_json()
    assert data["seed"] == 11
    assert data["names"] == list(game.match.names)
    assert data["bots"] == ["greedy"] * 4
    deal = data["deals"][0]
    assert deal["seed"] == game.deal.setup.seed and "deck" not in deal
    assert len(deal["actions"]) == len(game.deal.history)
    assert all(isinstance(line, str) for line in deal["actions"])
    assert deal["actions"][0].split(" ", 1)[1] in ("draw", "take") or \
        deal["actions"][0].split(" ", 1)[1].startswith("take")


def test_the_exact_copy_of_a_card_is_kept_when_two_share_a_code():
    """Two 7♠ of different packs: the text alone would pick the first one in
    hand; the line then names the card ids so that replay is exact."""
    rules = get_rules("classic")
    deal = DealState(DealSetup.shuffled(rules, 3, 99))
    deal.apply(Draw(), deal.current_seat)
    seat = deal.current_seat
    hand = deal.hands[seat]
    codes = [deal.tables.code[c] for c in hand]
    twins = [c for c in hand if codes.count(deal.tables.code[c]) > 1]
    assert twins, "seed 99: the hand holds two cards of one code"
    last_twin = [c for c in hand if deal.tables.code[c] == deal.tables.code[twins[0]]][-1]
    action = Discard(last_twin)
    line = encode_action(deal, seat, action)
    assert line == f"{seat} discard {deal.tables.code[last_twin]} #{last_twin}"
    assert decode_action(deal, line) == (seat, action)
    first = [c for c in hand if deal.tables.code[c] == deal.tables.code[twins[0]]][0]
    assert encode_action(deal, seat, Discard(first)) == f"{seat} discard {deal.tables.code[first]}"


def test_a_deal_set_up_by_hand_keeps_its_deck_and_undo_rewrites_the_tape(tmp_path):
    rules = get_rules("classic")
    match = Match.new(rules, 1, None, draw_seats=False)
    deck = tuple(reversed(range(rules.deck.size)))
    match.deal = DealState(DealSetup(rules, 3, deck, (50, 50), (0, 0), None, 1))
    recorder = GameRecorder()
    deal = match.deal
    for _ in range(6):
        deal.apply(deal.legal_actions()[0], deal.current_seat)
        recorder.observe(match, ["greedy"] * 4)
    # undo: the controller rebuilds the deal from a shorter history
    shorter = DealState(deal.setup)
    for seat, action in deal.history[:3]:
        shorter.apply(action, seat)
    match.deal = shorter
    save = recorder.observe(match, ["greedy"] * 4)
    assert save.deals[0].deck == deck and len(save.deals[0].actions) == 3
    restored = restore(reload(save, tmp_path))
    assert_same_deal(restored.match.deal, shorter)


def test_seating_draw_is_rebuilt(tmp_path):
    rules = get_rules("classic")
    match = Match.new(rules, 21, ["Ann", "Bob", "Cy", "Di"], draw_seats=True)
    match.start_deal()
    recorder = GameRecorder()
    bots = tuple(None if place == match.person else "greedy" for place in range(4))
    save = recorder.observe(match, bots)
    assert save.seating_drawn
    restored = restore(reload(save, tmp_path))
    assert restored.match.seating == match.seating
    assert restored.match.names == match.names
    assert restored.save.bots == bots


def test_a_five_player_game_saved_before_people_kept_their_seats_replays_as_it_was_played(
        tmp_path):
    """Saves of version 2 have no `seat_rule`: their people went round the
    seats each deal, and their deals replay so (each seat's cards go to the
    person who held them); a save written now (version 3, which a version 2
    reader refuses rather than re-seat its people) keeps its seats."""
    game = BotGame(get_rules("five", 5), seed=7)
    game.match.seat_rule = ROTATING_SEATS
    assert game.play_until(lambda g: g.deal is not None and g.deal.setup.deal_number >= 2
                           and g.deal.phase == PLAY)
    data = game.save().as_json()
    assert data.pop("seat_rule") == ROTATING_SEATS and data["version"] == VERSION == 4
    data["version"] = 2
    path = tmp_path / "old.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    restored = restore(read_save(path)).match
    assert restored.seat_rule == ROTATING_SEATS
    assert restored.players_in_deal(2) == game.match.players_in_deal(2)
    assert restored.players_in_deal(2) != Match.new(get_rules("five", 5), 7, draw_seats=False
                                                    ).players_in_deal(2)
    assert_same_deal(restored.deal, game.deal, rule_revision=1)
    assert Match.new(get_rules("five", 5), 7).seat_rule == KEPT_SEATS
    assert reload(BotGame(get_rules("five", 5), seed=7).save(), tmp_path).seat_rule == KEPT_SEATS


@pytest.mark.parametrize("rule", [0, 3, "2", None])
def test_a_save_with_an_unknown_seat_rule_is_refused_as_damaged(rule, tmp_path):
    data = BotGame(get_rules("five", 5), seed=7).save().as_json()
    data["seat_rule"] = rule
    path = tmp_path / "odd.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError):
        read_save(path)


def test_an_autosave_of_a_named_game_played_on_says_which_and_older_files_read_as_before(
        tmp_path):
    """The Open dialog names such an autosave "Tuesday (continued)" (play-test:
    two rows alike).  The title is an optional key of version 3: a file
    without it (every save written before) reads as a game never named, and
    a save with no title to carry writes no key."""
    from dataclasses import replace

    from canasta_desktop.persistence.paths import DataPaths
    from canasta_desktop.persistence.saves import SaveStore

    store = SaveStore(DataPaths(tmp_path / "data"))
    game = BotGame(get_rules("classic"), seed=11)
    assert game.play_until(lambda g: g.deal is not None and len(g.deal.history) >= 10)
    save = game.save()
    plain = json.loads(store.write_autosave(save).read_text(encoding="utf-8"))
    assert "continued_from" not in plain and plain["version"] == VERSION == 4
    assert read_save(store.autosave_path(save.game_id)).continued_from is None
    named = read_save(store.save_as(save, "Tuesday"))
    # Resumed from the named save: its autosaves carry the title, and so do
    # those of the game resumed again from that autosave.
    resumed = GameRecorder.resume(restore(named)).observe(restore(named).match, save.bots)
    first = read_save(store.write_autosave(resumed))
    assert first.name is None and first.continued_from == "Tuesday"
    again = GameRecorder.resume(restore(first)).observe(restore(first).match, save.bots)
    assert read_save(store.write_autosave(again)).continued_from == "Tuesday"
    data = first.as_json()
    data["continued_from"] = "x" * 10_000
    with pytest.raises(SaveError):
        save_from_json(data)
    assert save_from_json({**data, "continued_from": None}).continued_from is None
    assert replace(first, continued_from=None).as_json() == {
        k: v for k, v in first.as_json().items() if k != "continued_from"}


def test_moves_taken_back_are_kept_for_the_log_and_never_stop_a_game_opening():
    """A deal's Undos (`taken_back`) are an optional key of version 3: the
    save keeps the moves taken back, each line encoded on the deal as it
    stood, and reads them back; a deal without any writes no key, and
    records that do not fit the deal are left out of the log, the game
    opening as it was played."""
    from canasta_desktop.model.taken_back import TakenBack

    game = BotGame(get_rules("classic"), seed=11)
    assert game.play_until(lambda g: g.deal is not None and len(g.deal.history) >= 10)
    history = game.deal.history
    assert all("taken_back" not in d for d in game.save().as_json()["deals"])
    # The last two moves played, taken back, then played again.
    undo = TakenBack(len(history) - 2, tuple(history[-2:]), whole_round=True)
    save = game.recorder.observe(game.match, game.levels, taken_back=[undo])
    data = save.as_json()
    assert [t["at"] for t in data["deals"][-1]["taken_back"]] == [len(history) - 2]
    restored = restore(save_from_json(data))
    assert restored.taken_back[-1] == (undo,) == restored.current_taken_back
    data["deals"][-1]["taken_back"][0]["at"] = len(history) + 5
    restored = restore(save_from_json(data))
    assert restored.taken_back[-1] == () and restored.deals[-1].history == history
    # In another shape they are left out too: the game still opens (review).
    for hostile in ("moves", None, [None], [{"at": 3}], [{"at": "3", "actions": []}]):
        data["deals"][-1]["taken_back"] = hostile
        restored = restore(save_from_json(data))
        assert restored.taken_back[-1] == () and restored.deals[-1].history == history
    # Ten thousand records: the last MAX_TAKEN_BACK alone are read, each
    # replayed from the deal's start (review: seconds on the window's thread).
    from canasta_desktop.persistence.saves import MAX_TAKEN_BACK

    record = save.as_json()["deals"][-1]["taken_back"][0]
    data["deals"][-1]["taken_back"] = [dict(record) for _ in range(10_000)]
    read = save_from_json(data)
    assert len(read.deals[-1].taken_back) == MAX_TAKEN_BACK


def _first_turn_take_over_a_black_three(tmp_path, version: int, revision: int | None):
    """A classic save whose first deal was dealt a black three turned up
    under the 9C, the first player taking the 9C at once, as versions
    before rule revision 2 let him (RULES.md §1 Frozen pile)."""
    game = BotGame(get_rules("classic"), seed=7)
    assert game.play_until(lambda g: g.deal is not None)
    data = game.save().as_json()
    setup = replace(first_player_with_nines_and_aces("3S 9C").setup, rule_revision=1)
    played = DealState(setup)
    take = TakePile(cards(played, "9S 9H", 0), (MeldPart(14, cards(played, "AS AH AD", 0)),))
    line = encode_action(played, 0, take)
    played.apply(take, 0)
    deal = {**data["deals"][0], "dealer": 3, "deck": list(setup.deck), "actions": [line]}
    if revision is None:
        deal.pop("rule_revision", None)
    else:
        deal["rule_revision"] = revision
    data.update(version=version, deals=[deal], summary=None)
    path = tmp_path / "old.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    return path, played


def test_s1_frozen_pile_a_deal_saved_by_the_rules_before_the_black_three_fix_replays_as_played(
        tmp_path):
    """A version 3 save kept no rule revision: its deals replay by the first,
    where the first player took the pile over a black three turned up, and
    the deal plays on by it; the next deal is dealt by today's rules."""
    path, played = _first_turn_take_over_a_black_three(tmp_path, version=3, revision=None)
    restored = restore(read_save(path))
    assert restored.match.deal.history == played.history
    assert restored.match.deal.melds == played.melds and restored.match.deal.hands == played.hands
    assert restored.match.deal.view_for(1).rule_revision == 1
    game = BotGame(get_rules("classic"), seed=7)
    game.match, game.recorder = restored.match, GameRecorder.resume(restored)
    assert game.play_until(lambda g: g.deal is not None and g.deal.setup.deal_number == 2)
    again = reload(game.save(), tmp_path)
    assert [d.rule_revision for d in again.deals] == [1, RULE_REVISION]
    assert_same_deal(restore(again).match.deal, game.deal)


def test_s1_frozen_pile_a_deal_of_todays_rules_may_not_hold_that_take(tmp_path):
    """The same lines in a deal saved by today's rules do not replay: the save
    is refused as damaged, not opened with a move the rules forbid."""
    path, _ = _first_turn_take_over_a_black_three(tmp_path, version=VERSION, revision=2)
    with pytest.raises(SaveError) as caught:
        restore(read_save(path))
    assert "cannot be replayed" in str(caught.value)


def test_a_save_of_a_newer_rule_revision_is_left_as_it_is(tmp_path):
    """Only a newer Canasta Desktop writes a rule revision this one does not
    know: the save is refused as newer and left in place, as a newer format
    is, never set aside as damaged (review)."""
    from canasta_desktop.persistence.reading import NEWER

    game = BotGame(get_rules("classic"), seed=7)
    assert game.play_until(lambda g: g.deal is not None)
    data = game.save().as_json()
    data["deals"][0]["rule_revision"] = RULE_REVISION + 1
    path = tmp_path / "newer.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError) as caught:
        read_save(path)
    assert caught.value.kind == NEWER and "newer version" in str(caught.value)


@pytest.mark.parametrize("revision", [0, "2", None])
def test_a_save_with_an_unknown_rule_revision_is_refused_as_damaged(revision, tmp_path):
    game = BotGame(get_rules("classic"), seed=7)
    assert game.play_until(lambda g: g.deal is not None)
    data = game.save().as_json()
    data["deals"][0]["rule_revision"] = revision
    path = tmp_path / "odd.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError) as caught:
        read_save(path)
    assert "rule revision" in str(caught.value)


def drawn_away_from_place_zero(rules) -> Match:
    """A game whose seating draw seats the person (Player 1 as set up) on
    the other side from place 0 (§1 Seating and teams)."""
    for seed in range(1, 60):
        match = Match.new(rules, seed, ["Max", "Ana", "Bo", "Cy"], draw_seats=True, person=0)
        if match.person % 2 == 1:
            return match
    raise AssertionError("no draw seats him on the other side")


def test_the_person_is_kept_with_a_bot_in_his_seat_after_the_seating_draw(tmp_path):
    """Play-test s41: a bot played Maximilienne's seat after the draw put her
    away from place 0; the save kept names and bot levels only, and every
    reader took place 0 for her.  The save keeps who she is; reopened, the
    game, its sheet and its scores' "We" are hers."""
    from canasta_desktop.persistence.archive import own_column, sheet_of_restored

    match = drawn_away_from_place_zero(get_rules("classic"))
    match.start_deal()
    save = GameRecorder().observe(match, ["medium"] * 4)
    assert json.loads(json.dumps(save.as_json()))["person"] == match.person
    restored = restore(reload(save, tmp_path))
    assert restored.save.person == restored.save.me == restored.match.person == match.person
    sheet = sheet_of_restored(restored)
    assert sheet.me == match.person and match.person in sheet.columns[own_column(sheet)]
    assert type(sheet).from_json(sheet.as_json()).me == match.person


def test_a_save_from_before_the_person_was_kept_reads_him_as_before(tmp_path):
    """No "person" key (every save written before): the person is the one
    with no bot level, player 0 when every seat is a bot."""
    game = BotGame(get_rules("classic"), seed=11)
    data = game.save().as_json()
    del data["person"]
    assert save_from_json({**data, "bots": ["greedy", None, "greedy", "greedy"]}).me == 1
    assert save_from_json(data).me == 0
    assert restore(save_from_json(data)).match.person == 0


@pytest.mark.parametrize("person", [4, -1, "1", True, 1.0])
def test_a_save_naming_no_player_as_the_person_is_refused_as_damaged(person, tmp_path):
    data = BotGame(get_rules("classic"), seed=7).save().as_json()
    data["person"] = person
    path = tmp_path / "odd.json"
    path.write_text(json.dumps(data), encoding="utf-8")
    with pytest.raises(SaveError):
        read_save(path)


def test_a_save_whose_person_is_not_the_one_played_at_the_computer_is_refused(tmp_path):
    """Another player saved as played by the person: whom would the table
    seat at the bottom?  Refused as damaged, and never written."""
    game = BotGame(get_rules("classic"), seed=7)
    data = game.save().as_json()
    with pytest.raises(SaveError):
        save_from_json({**data, "person": 2, "bots": [None, "greedy", "greedy", "greedy"]})
    assert save_from_json({**data, "person": 2,
                           "bots": ["greedy", "greedy", None, "greedy"]}).me == 2
    with pytest.raises(ValueError):
        game.recorder.observe(game.match, [None, "greedy", "greedy", "greedy"][::-1])
