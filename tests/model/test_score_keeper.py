"""The score keeper for games played with real cards (issue 17): the deals of
a game played on screen, entered as players count them at the table, give
the engine's lines and totals; impossible entries are refused with a reason;
fixing an earlier line works everything out again."""

from __future__ import annotations

import pytest

from canasta_desktop import arena
from canasta_desktop.model.cards import JOKER, card_tables
from canasta_desktop.model.match import ended_before_the_last
from canasta_desktop.model.records import read_jsonl
from canasta_desktop.model.rules import get_rules
from canasta_desktop.model.score_keeper import (DealEntry, EntryRefused, ScoreKeeper,
                                                 check_entry, entry_from_json, entry_json,
                                                 melded_points_from_ranks, ranks_beyond_the_deck,
                                                 deck_points)
from canasta_desktop.model.scoring import TeamCounts

GAMES = [("classic", None, None), ("two", None, None), ("three", None, None),
         ("five", None, None), ("six-2x3", None, None), ("six-rotating", None, None),
         ("six-3x2", None, None), ("head-and-foot", None, None), ("origen", None, None),
         ("origen", 3, None), ("origen", 6, None), ("rami", None, None), ("rami", 4, "teams")]


def recorded_game(tmp_path, variant, players, layout, seed=3):
    """One whole game played by bots on screen, as the arena records it."""
    path = tmp_path / f"{variant}.jsonl"
    argv = ["--variant", variant, "--games", "1", "--seed", str(seed), "--bots", "greedy",
            "--records", str(path)]
    if players:
        argv += ["--players", str(players)]
    if layout:
        argv += ["--layout", layout]
    assert arena.main(argv + ["--json"]) == 0
    return read_jsonl(str(path))


def counted_at_the_table(record) -> DealEntry:
    """What the players of a recorded deal would write down: the points of
    the cards on the table and in the hands, the canastas, the red threes,
    who went out, the penalties and the tiles."""
    rules = get_rules(record["variant"], record["players"], record.get("layout"))
    tables = card_tables(rules.deck)
    value = dict(zip(tables.code, tables.value))
    team_of_seat = [s["team"] for s in record["seats"]]
    end = record["end"]
    by_player = rules.score_by_player
    isolated = end.get("isolated")

    def column_of_seat(seat):
        return seat if by_player else team_of_seat[seat]

    def is_wild(code):
        return code == "JK" or code.startswith("2")

    columns = []
    for result in record["result"]:
        column = result["team"]
        seats = [column] if by_player else [s for s, t in enumerate(team_of_seat)
                                            if t == column]
        # Three players: a partnership's melds are counted once, in the
        # column of its first player.
        partners = sorted(s for s in range(rules.players) if s != isolated)
        counts_melds = (not by_player or isolated is None or column == isolated
                        or column == partners[0])
        melds = [m["cards"] for m in result["melds"]] if counts_melds else []
        held = [c for part in result["hands"] + result.get("feet", []) if part["seat"] in seats
                for c in part["cards"]]
        red_held = [c for c in held if c in ("3H", "3D")] if not rules.red_threes.laid_apart else []
        if by_player:
            laid = sum(1 for a in record["actions"]
                       if a["type"] == "red_three" and a["seat"] == column)
        else:
            laid = len(result["red_threes"])
        went_out = end["reason"] == "went_out" and column_of_seat(end["seat"]) == column
        announced = sum(1 for a in record["actions"]
                        if a["type"] == "tile" and column_of_seat(a["seat"]) == column)
        uncovered = len(result.get("tiles", []))
        columns.append(TeamCounts(
            melded_points=sum(value[c] for m in melds for c in m),
            pure_canastas=sum(1 for m in melds if len(m) >= 7 and not any(map(is_wild, m))),
            impure_canastas=sum(1 for m in melds if len(m) >= 7 and any(map(is_wild, m))),
            red_threes=laid if rules.red_threes.laid_apart else 0,
            red_threes_held=len(red_held),
            hand_points=sum(value[c] for c in held if c not in red_held),
            went_out=went_out, concealed=went_out and end["concealed"],
            penalty_points=sum(a["points"] for a in record["actions"]
                               if a["type"] == "penalty" and column_of_seat(a["seat"]) in
                               ([column] if not by_player else seats)),
            tiles_covered=announced - uncovered if rules.tiles else 0,
            tiles_uncovered=uncovered))
    return DealEntry(tuple(columns), isolated if by_player else None)


@pytest.mark.parametrize("variant, players, layout", GAMES)
def test_a_recorded_game_entered_deal_by_deal_gives_the_engines_lines(
        tmp_path, variant, players, layout):
    records = recorded_game(tmp_path, variant, players, layout)
    rules = get_rules(variant, players, layout)
    names = [f"P{p + 1}" for p in range(rules.players)]
    keeper = ScoreKeeper(rules, names)
    for record in records:
        assert keeper.totals == tuple(record["scores_before"])
        assert keeper.next_opening_minimums() == tuple(record["opening_minimums"])
        line = keeper.add(counted_at_the_table(record))
        assert [s.breakdown() for s in line.result.scores] == [
            r["breakdown"] for r in record["result"]]
        assert [s.total for s in line.result.scores] == [r["total"] for r in record["result"]]
        assert line.result.dealer == record["dealer"]
    assert keeper.is_over
    final = [b + r["total"] for b, r in zip(records[-1]["scores_before"], records[-1]["result"])]
    assert list(keeper.totals) == final
    best = max(final)
    assert keeper.winner == (final.index(best) if final.count(best) == 1 else None)


# ---------------------------------------------------------------- refusals
CLASSIC = get_rules("classic")


def entry(*columns: TeamCounts, isolated=None) -> DealEntry:
    return DealEntry(tuple(columns), isolated)


def codes(problems):
    return [p.code for p in problems]


def test_more_canastas_than_the_cards_allow_is_refused():
    # 108 cards, 8 threes: at most 14 canastas of seven cards.
    rich = TeamCounts(melded_points=5000, pure_canastas=8)
    problems = check_entry(CLASSIC, entry(rich, TeamCounts(melded_points=5000,
                                                           impure_canastas=7)))
    assert codes(problems) == ["too_many_canastas"]
    assert problems[0].params == {"canastas": 15, "most": 14}


def test_canastas_whose_cards_are_worth_less_than_seven_cards_is_refused():
    problems = check_entry(CLASSIC, entry(TeamCounts(melded_points=60, pure_canastas=1,
                                                     impure_canastas=1), TeamCounts()))
    assert codes(problems) == ["canastas_need_points"]
    assert problems[0].params["least"] == 85


def test_red_threes_over_the_decks_count_are_refused():
    problems = check_entry(CLASSIC, entry(TeamCounts(melded_points=50, red_threes=3),
                                          TeamCounts(melded_points=50, red_threes=2)))
    assert codes(problems) == ["too_many_red_threes"]
    assert problems[0].params == {"count": 5, "most": 4}


def test_melded_cards_counted_per_rank_past_the_decks_count_are_found():
    """Play-test s38: nine jokers counted per rank went in as 450 points in a
    game of four jokers.  Each rank as many times as the deck holds it."""
    assert ranks_beyond_the_deck(CLASSIC, {JOKER: 9, 2: 8, 14: 7, 3: 4}) == {JOKER: 4}
    assert ranks_beyond_the_deck(CLASSIC, {2: 9, 13: 9, 3: 5}) == {2: 8, 13: 8, 3: 4}
    hf = get_rules("head-and-foot")  # five decks, ten jokers
    assert ranks_beyond_the_deck(hf, {JOKER: 10, 14: 20}) == {}
    assert ranks_beyond_the_deck(hf, {JOKER: 11, 14: 21}) == {JOKER: 10, 14: 20}


def test_a_fix_that_ends_the_game_earlier_marks_the_deals_after_its_end():
    """Play-test s38: deal 2 typed as 300 was 3,000; fixed, the game was over
    after it (5,000, §1 Game end), and deal 3 stood on the sheet unsaid."""
    keeper = ScoreKeeper(CLASSIC, ["A", "B", "C", "D"])
    for melded in (1500, 300, 500):
        keeper.add(entry(TeamCounts(melded_points=melded, pure_canastas=1, went_out=True),
                         TeamCounts(melded_points=100)))
    assert not any(p.code == "after_game_end" for line in keeper.lines for p in line.warnings)
    keeper.edit(2, entry(TeamCounts(melded_points=3000, pure_canastas=1, went_out=True),
                         TeamCounts(melded_points=100)))
    assert keeper.lines[1].result.totals[0] >= 5000
    late = [p for p in keeper.lines[2].warnings if p.code == "after_game_end"]
    assert late and late[0].params["ended"] == 2 and late[0].warning
    assert not any(p.code == "after_game_end" for p in keeper.lines[1].warnings)


def test_a_sheet_says_after_which_deal_its_game_was_over_when_deals_follow():
    """Play-test s38: the printed sheet of a kept score gone on past its end
    said nothing; the model says after which deal the game was over (§1 Game
    end), for any sheet, from its rows: none while the last deal ended it."""
    keeper = ScoreKeeper(CLASSIC, ["A", "B", "C", "D"])
    for melded in (1500, 300, 3500):
        keeper.add(entry(TeamCounts(melded_points=melded, pure_canastas=1, went_out=True),
                         TeamCounts(melded_points=100)))
    assert keeper.is_over and ended_before_the_last(CLASSIC, keeper.sheet().rows) is None
    keeper.edit(2, entry(TeamCounts(melded_points=3000, pure_canastas=1, went_out=True),
                         TeamCounts(melded_points=100)))
    assert ended_before_the_last(CLASSIC, keeper.sheet().rows) == 2
    hf = get_rules("head-and-foot")  # §3: four deals, whatever the points
    four = ScoreKeeper(hf, ["A", "B", "C", "D"])
    for _ in range(5):
        four.entries.append(entry(TeamCounts(melded_points=100), TeamCounts(melded_points=50)))
    four = ScoreKeeper(hf, ["A", "B", "C", "D"], entries=four.entries)
    assert ended_before_the_last(hf, four.sheet().rows) == 4


def test_more_points_than_the_whole_deck_is_worth_is_a_warning():
    """Play-test s38: 6000 typed for 600 melded points ended the game without a
    word; all 108 cards of classic together are worth 1,180 (red threes apart)."""
    problems = check_entry(CLASSIC, entry(TeamCounts(melded_points=6000, pure_canastas=1,
                                                     went_out=True),
                                          TeamCounts(melded_points=100, hand_points=35)))
    (warning,) = [p for p in problems if p.code == "more_points_than_the_deck"]
    assert warning.warning and warning.params == {"points": 6135, "most": 1180}
    fine = check_entry(CLASSIC, entry(TeamCounts(melded_points=1000, pure_canastas=1,
                                                 went_out=True),
                                      TeamCounts(melded_points=100, hand_points=80)))
    assert "more_points_than_the_deck" not in codes(fine)
    assert deck_points(get_rules("head-and-foot")) == 2950  # five decks and ten jokers


def test_red_threes_held_count_against_the_deck_in_tete_et_queue():
    rules = get_rules("head-and-foot")  # five decks: ten red threes
    problems = check_entry(rules, entry(TeamCounts(red_threes_held=6),
                                        TeamCounts(red_threes_held=5)))
    assert codes(problems) == ["too_many_red_threes"]
    assert problems[0].params == {"count": 11, "most": 10}


def test_two_teams_going_out_is_refused():
    out = TeamCounts(melded_points=400, pure_canastas=1, went_out=True)
    problems = check_entry(CLASSIC, entry(out, out))
    assert codes(problems) == ["two_went_out"]
    assert problems[0].params == {"first": 0, "second": 1}


def test_going_out_concealed_without_a_canasta_is_refused():
    problems = check_entry(CLASSIC, entry(TeamCounts(melded_points=200, went_out=True,
                                                     concealed=True), TeamCounts()))
    assert codes(problems) == ["concealed_without_canasta"]


def test_going_out_without_the_variants_canastas_is_refused():
    two = get_rules("two")
    problems = check_entry(two, entry(TeamCounts(melded_points=300, pure_canastas=1,
                                                 went_out=True), TeamCounts()))
    assert codes(problems) == ["going_out_needs_canastas"]
    assert problems[0].params == {"column": 0, "needed": 2, "canastas": 1}
    tq = get_rules("head-and-foot")
    problems = check_entry(tq, entry(TeamCounts(melded_points=300, pure_canastas=2,
                                                went_out=True), TeamCounts()))
    assert codes(problems) == ["going_out_needs_red_and_black"]


def test_s3_s4_a_count_the_sheet_does_not_ask_is_refused():
    """Classic lays red threes apart (§1), and the form asks them so; a red
    three still in the hand of one who never played is entered with the
    hand's points.  A count of red threes "still held" is Tête et Queue's
    (§3), tiles are Origen's (§4).  The form has no box for the others, and
    a file holding one could not be edited without losing it."""
    from canasta_desktop.model.score_keeper import asked_counts

    assert "red_threes_held" not in asked_counts(CLASSIC)
    assert "red_threes_held" in asked_counts(get_rules("head-and-foot"))
    assert "tiles_covered" in asked_counts(get_rules("origen"))
    for counts in (TeamCounts(red_threes_held=1), TeamCounts(tiles_covered=2)):
        problems = check_entry(CLASSIC, entry(counts, TeamCounts()))
        assert codes(problems) == ["not_asked"] and problems[0].params == {"column": 0}
    held = check_entry(get_rules("head-and-foot"), entry(TeamCounts(red_threes_held=1),
                                                         TeamCounts()))
    assert "not_asked" not in codes(held)


def test_concealed_without_going_out_negative_and_odd_points_are_refused():
    assert codes(check_entry(CLASSIC, entry(TeamCounts(concealed=True), TeamCounts()))) == [
        "concealed_without_going_out"]
    assert codes(check_entry(CLASSIC, entry(TeamCounts(melded_points=-5), TeamCounts()))) == [
        "negative"]
    problems = check_entry(CLASSIC, entry(TeamCounts(melded_points=52), TeamCounts()))
    assert codes(problems) == ["not_multiple_of_five"]
    assert problems[0].params == {"column": 0, "what": "melded", "points": 52}


def test_an_opening_minimum_the_melds_could_not_meet_is_only_a_warning():
    keeper = ScoreKeeper(CLASSIC, ["A", "B", "C", "D"])
    small = entry(TeamCounts(melded_points=40), TeamCounts())
    line, problems = keeper.preview(small)
    assert [(p.code, p.warning, p.params.get("minimum")) for p in problems] == [
        ("no_one_went_out", True, None), ("opening_not_met", True, 50)]
    added = keeper.add(small)
    assert codes(added.warnings) == ["no_one_went_out", "opening_not_met"]
    assert keeper.totals == (40, 0)


def test_a_refused_entry_leaves_the_sheet_as_it_was():
    keeper = ScoreKeeper(CLASSIC, ["A", "B", "C", "D"])
    keeper.add(entry(TeamCounts(melded_points=100), TeamCounts(melded_points=60)))
    out = TeamCounts(melded_points=400, pure_canastas=1, went_out=True)
    with pytest.raises(EntryRefused) as refused:
        keeper.add(entry(out, out))
    assert codes(refused.value.problems) == ["two_went_out"]
    assert len(keeper.lines) == 1 and keeper.totals == (100, 60)


# ---------------------------------------------------------------- the sheet
def test_red_threes_of_a_team_that_has_not_melded_count_against_it():
    keeper = ScoreKeeper(CLASSIC, ["A", "B", "C", "D"])
    line = keeper.add(entry(TeamCounts(melded_points=500, pure_canastas=1, went_out=True,
                                       red_threes=4),
                            TeamCounts(red_threes=0, hand_points=85)))
    assert [s.total for s in line.result.scores] == [500 + 500 + 800 + 100, -85]
    line = keeper.add(entry(TeamCounts(melded_points=60), TeamCounts(red_threes=2)))
    assert line.result.scores[1].red_threes == -200


def test_editing_an_earlier_deal_works_out_every_later_line_again():
    keeper = ScoreKeeper(CLASSIC, ["A", "B", "C", "D"])
    big = TeamCounts(melded_points=700, pure_canastas=1, impure_canastas=1, went_out=True)
    keeper.add(entry(big, TeamCounts(melded_points=100)))  # 1600 : 100
    keeper.add(entry(TeamCounts(melded_points=90), TeamCounts(melded_points=90)))
    keeper.add(entry(TeamCounts(melded_points=120), TeamCounts(melded_points=60)))
    assert keeper.totals == (1810, 250)
    assert keeper.lines[1].result.opening_minimums == (90, 50)
    keeper.edit(1, entry(TeamCounts(melded_points=100), TeamCounts(melded_points=100)))
    assert [line.result.totals for line in keeper.lines] == [(100, 100), (190, 190),
                                                             (310, 250)]
    assert keeper.lines[1].result.opening_minimums == (50, 50)
    assert keeper.next_opening_minimums() == (50, 50)
    assert [(h.action, h.number) for h in keeper.history] == [
        ("added", 1), ("added", 2), ("added", 3), ("edited", 1)]
    assert keeper.history[-1].entry.columns[0] == big  # the line as it was
    keeper.delete(2)
    assert [line.result.number for line in keeper.lines] == [1, 2]
    assert keeper.totals == (220, 160)
    assert keeper.history[-1].action == "deleted"


def test_the_game_ends_at_the_target_and_names_the_winner():
    keeper = ScoreKeeper(CLASSIC, ["A", "B", "C", "D"])
    big = TeamCounts(melded_points=1500, pure_canastas=3, impure_canastas=2, went_out=True)
    for _ in range(2):
        keeper.add(entry(big, TeamCounts(melded_points=200)))
    assert keeper.is_over and keeper.winner == 0
    assert keeper.margin == keeper.totals[0] - keeper.totals[1]
    with pytest.raises(EntryRefused) as refused:
        keeper.add(entry(TeamCounts(), TeamCounts()))
    assert codes(refused.value.problems) == ["game_over"]


def test_tete_et_queue_ends_after_four_deals_with_its_opening_by_deal():
    keeper = ScoreKeeper(get_rules("head-and-foot"), ["A", "B", "C", "D"])
    minimums = []
    for _ in range(4):
        minimums.append(keeper.next_opening_minimums())
        keeper.add(entry(TeamCounts(melded_points=200, red_threes_held=1),
                         TeamCounts(melded_points=150)))
    assert minimums == [(30, 30), (60, 60), (90, 90), (120, 120)]
    assert keeper.totals == (400, 600) and keeper.is_over and keeper.winner == 1


def test_three_players_partners_record_the_team_and_their_own_red_threes():
    # §2 seed example: B 750 without his three red threes, C 680 -> C 1430, B 1730.
    rules = get_rules("three")
    keeper = ScoreKeeper(rules, ["A", "B", "C"])
    line = keeper.add(entry(TeamCounts(melded_points=400),
                            TeamCounts(melded_points=750, red_threes=3),
                            TeamCounts(melded_points=680), isolated=0))
    assert [s.total for s in line.result.scores] == [400, 1730, 1430]


def test_melded_points_counted_per_rank():
    assert melded_points_from_ranks({JOKER: 1, 2: 2, 14: 3, 13: 7, 5: 3, 3: 3}) == (
        50 + 40 + 60 + 70 + 15 + 15)


def test_an_entry_survives_its_json_form():
    e = entry(TeamCounts(melded_points=400, pure_canastas=1, went_out=True, concealed=True,
                         tiles_covered=2, tiles_uncovered=1, penalty_points=100),
              TeamCounts(hand_points=35), isolated=None)
    assert entry_from_json(entry_json(e)) == e


def test_points_lost_may_be_entered_with_their_minus_as_on_a_paper_sheet():
    """Play-test: "-120" typed for the cards left in hand (or a penalty) is
    120 points against, as "120" is; the entry keeps what was typed."""
    keeper = ScoreKeeper(CLASSIC, ["A", "B", "C", "D"])
    typed = entry(TeamCounts(melded_points=150, hand_points=-120, penalty_points=-100),
                  TeamCounts(melded_points=150, hand_points=120, penalty_points=100))
    scores, problems = keeper.preview(typed)
    assert codes(problems) == ["no_one_went_out"]  # a warning only
    assert [(s.hands, s.penalties, s.total) for s in scores] == [(-120, -100, -70)] * 2
    keeper.add(typed)
    assert keeper.totals == (-70, -70)
    assert keeper.entries[0].columns[0].hand_points == -120
    assert codes(check_entry(CLASSIC, entry(TeamCounts(hand_points=-123), TeamCounts()))) == [
        "not_multiple_of_five"]


def test_three_players_whoever_goes_out_with_nobody_isolated_is_the_isolated_hand():
    """§2 Three players: the player who goes out while nobody is isolated
    becomes the isolated hand, and the two others score together, as the
    engine plays it; "Nobody" chosen on the form scored him alone."""
    rules = get_rules("three")
    keeper = ScoreKeeper(rules, ["A", "B", "C"])
    columns = (TeamCounts(melded_points=400, pure_canastas=1, went_out=True),
               TeamCounts(melded_points=100, hand_points=40),
               TeamCounts(melded_points=80, hand_points=30))
    chosen, _ = keeper.preview(DealEntry(columns, isolated=0))
    inferred, _ = keeper.preview(DealEntry(columns, isolated=None))
    assert [s.total for s in inferred] == [s.total for s in chosen]
    assert inferred[1].total == inferred[2].total == 100 - 40 + 80 - 30
    line = keeper.add(DealEntry(columns))
    assert line.result.isolated == 0


def test_a_blank_entry_is_no_deal():
    keeper = ScoreKeeper(CLASSIC, ["A", "B", "C", "D"])
    with pytest.raises(EntryRefused) as refused:
        keeper.add(entry(TeamCounts(), TeamCounts()))
    assert codes(refused.value.problems) == ["blank_entry"] and keeper.entries == []
    keeper.add(entry(TeamCounts(hand_points=20), TeamCounts()))  # one count is enough
    assert len(keeper.entries) == 1
