"""Deal records: JSON (Lines), read back and replayed to the same final state."""

from __future__ import annotations

import json
import random
from dataclasses import replace

import pytest

from canasta_desktop.bots import make_bot
from canasta_desktop.bots.driver import play_deal
from canasta_desktop.model import records
from canasta_desktop.model.actions import Draw, MeldPart, TakePile
from canasta_desktop.model.records import (RecordError, deal_record, read_jsonl, replay,
                                           write_jsonl)
from canasta_desktop.model.revisions import RULE_REVISION
from canasta_desktop.model.rules import CLASSIC
from canasta_desktop.model.state import DealSetup, DealState

from .builders import cards, first_player_with_nines_and_aces, stacked_setup


def _played(seed: int, bots=("greedy", "random")) -> DealState:
    deal = DealState(DealSetup.shuffled(CLASSIC, seed % 4, seed))
    play_deal(deal, [make_bot(bots[s % len(bots)]) for s in range(4)], random.Random(seed))
    return deal


@pytest.mark.parametrize("seed", range(40))
def test_replaying_a_record_reproduces_the_final_state_and_scores(seed):
    deal = _played(seed)
    record = json.loads(json.dumps(deal_record(deal)))
    again = replay(record)
    assert again.is_over
    # Two cards with the same code are interchangeable: compare what a player sees.
    code = deal.tables.code

    def seen(state):
        return ([[code[c] for c in h] for h in state.hands],
                [{r: [code[c] for c in m] for r, m in team.items()} for team in state.melds],
                [[code[c] for c in r] for r in state.red_threes],
                [code[c] for c in state.pile], state.end_reason, state.out_seat)

    assert seen(again) == seen(deal)
    assert [s.breakdown() for s in again.scores()] == [s.breakdown() for s in deal.scores()]
    assert deal_record(again) == record


def test_record_has_the_documented_shape():
    record = deal_record(_played(7))
    for key in ("format", "version", "variant", "players", "seed", "deal_number", "dealer",
                "seats", "scores_before", "opening_minimums", "deck", "actions", "end",
                "result", "rule_revision"):
        assert key in record
    assert record["format"] == "canasta-deal" and record["version"] == 2
    assert record["rule_revision"] == RULE_REVISION
    assert len(record["deck"]) == 108 and record["deck"].count("JK") == 4
    assert record["deck"].count("TH") == 2
    types = {a["type"] for a in record["actions"]}
    assert {"draw", "discard"} <= types
    assert types <= {"draw", "red_three", "take_pile", "meld", "lay_off", "ask_go_out",
                     "discard", "end_deal", "penalty"}
    for team in record["result"]:
        assert sum(team["breakdown"].values()) == team["total"]
    assert record["end"]["reason"] in ("went_out", "stock_exhausted", "red_three_last_card")


def test_jsonl_round_trip(tmp_path):
    deals = [_played(s) for s in range(5)]
    path = tmp_path / "deals.jsonl"
    assert write_jsonl((deal_record(d) for d in deals), str(path)) == 5
    records = read_jsonl(str(path))
    assert [replay(r).scores() for r in records] == [d.scores() for d in deals]


def test_a_seed_fixes_the_whole_deal():
    a = DealState(DealSetup.shuffled(CLASSIC, 0, 1234))
    b = DealState(DealSetup.shuffled(CLASSIC, 0, 1234))
    c = DealState(DealSetup.shuffled(CLASSIC, 0, 1235))
    assert a.hands == b.hands and a.stock == b.stock and a.pile == b.pile
    assert a.hands != c.hands


@pytest.mark.parametrize("damage, words", [
    (lambda r: r.update(format="something-else"), "not a Canasta deal record"),
    (lambda r: r.update(version=99), "version"),
    (lambda r: r["deck"].pop(), "deck"),
    (lambda r: r.pop("dealer"), "incomplete"),
    (lambda r: r.update(rule_revision=RULE_REVISION + 1), "rule revision"),
    (lambda r: r.pop("rule_revision"), "rule revision"),
    (lambda r: r["actions"].insert(0, {"seat": 0, "type": "discard", "card": "QQ"}),
     "cannot be replayed"),
])
def test_damaged_records_are_refused_with_a_reason(damage, words):
    record = deal_record(_played(3))
    damage(record)
    with pytest.raises(RecordError, match=words):
        replay(record)


def test_read_jsonl_reports_the_bad_line(tmp_path):
    path = tmp_path / "bad.jsonl"
    path.write_text('{"format": "canasta-deal"}\n{not json\n', encoding="utf-8")
    with pytest.raises(RecordError, match="line 2"):
        read_jsonl(str(path))


def _drawing_a_red_three() -> DealState:
    """Classic, dealer 0: seat 1 plays first; the upcard is 9D, and the stock
    then gives 3H (a red three) and KC, its replacement."""
    plain = [f"{r}{s}" for r in "456789TQ" for s in "SHDC"] * 2
    return DealState(stacked_setup(" ".join(plain[:44]) + " 9D 3H KC QS"))


def test_a_draw_lists_the_card_from_the_stock_then_the_red_three_and_its_replacement():
    deal = _drawing_a_red_three()
    deal.apply(Draw())
    entries = deal_record(deal)["actions"]
    assert entries == [
        {"seat": 1, "type": "draw", "cards": ["3H"]},
        {"seat": 1, "type": "red_three", "card": "3H", "replacement": "KC"},
    ]
    assert "KC" in [deal.tables.code[c] for c in deal.hands[1]]


def test_the_result_keys_seats_by_integers_in_a_documented_list():
    record = json.loads(json.dumps(deal_record(_played(7))))
    for column in record["result"]:
        assert [h["seat"] for h in column["hands"]] == [
            s["seat"] for s in record["seats"] if s["team"] == column["team"]]
        assert all(isinstance(h["cards"], list) for h in column["hands"])
    docs = records.__doc__
    for kind in ("red_three", "draw", "take_pile", "meld", "lay_off", "ask_go_out",
                 "discard", "end_deal", "penalty", "choose_packet", "foot", "tile",
                 "isolated", "`result`", "`end`", "`hands`", "`lay_offs`"):
        assert f"`{kind.strip('`')}`" in docs, kind


def test_a_record_of_version_1_replays_by_the_first_rules():
    """RULES.md §1 Frozen pile: a version 1 record was written when the
    first player could take the natural turned up over a black three; it
    replays so, as a version 2 record of today's rules would not."""
    state = first_player_with_nines_and_aces("3S 9C")
    state = DealState(replace(state.setup, rule_revision=1))
    state.apply(TakePile(cards(state, "9S 9H", 0), (MeldPart(14, cards(state, "AS AH AD", 0)),)), 0)
    record = deal_record(state)
    assert record["rule_revision"] == 1
    old = {k: v for k, v in record.items() if k != "rule_revision"}
    old["version"] = 1
    assert replay(old).melds == state.melds
    with pytest.raises(RecordError, match="cannot be replayed"):
        replay({**record, "rule_revision": RULE_REVISION})
