"""Deal records: one JSON object per deal (JSON Lines for many), replayable.

A record is derived from the deal's setup and its action history: replaying
the history on the setup rebuilds the deal, so the record lists what
happened, in the order it happened, for people and tools, and `replay()`
turns the decision entries back into actions.  Cards are codes ("7S", "TD",
"3H", "JK"); seats are integers everywhere; ranks are rank codes ("7", "K").

Format `canasta-deal`, version 2 (version 1 had no `rule_revision`: its
deals replay by the first revision of the rules).

Top level: `format`, `version`, `variant` (rule-set id), `players`, `seed`
(the shuffle's, or null), `deal_number`, `dealer` (seat), `seats` (a list of
{`seat`, `name`, `team`}), `scores_before` and `opening_minimums` (per team),
`house_options` (the rule set's options that differ from the variant's
defaults), `layout` (the team layout where a variant has several, else
null), `rule_revision` (the rules the deal is played by,
model/revisions.py), `sitting_out` (names of the people who sat this deal out: five,
six-rotating), `deck` (the shuffled deck, first card dealt first),
`actions` (the entries below, in order) and, once the deal is over, `end`
and `result`.

Entries of `actions`, each with `seat` (who acted) and `type`:
- `red_three`: `card` laid and its `replacement` from the stock (null when
  none: found in the pile, or the stock is out).  Red threes dealt in hand
  are laid before the first entry of their owner's first turn (§1), or before
  any draw in rami (§5) and Origen (§4; a deal of `rule_revision` 3 or
  later, model/revisions.py); a red three drawn comes right after its
  `draw`.
- `draw`: `cards` taken from the stock by the draw (one, or two where two
  are drawn), red threes included; each red three laid then follows as a
  `red_three` entry with its replacement, in order.
- `take_pile`: `top` (the pile's top card), `with` (the cards from the hand
  melded with it), `meld_rank`, `lay_off` (true: the top card went onto the
  team's meld of that rank), `pile` (every card taken, top last), `melds`
  (further new melds laid with it to reach an opening minimum: {`rank`,
  `cards`}) and `lay_offs` (further cards laid onto the team's existing
  melds, a partner's included: {`rank`, `cards`}).
- `meld` / `lay_off`: `rank` and `cards` laid as a new meld / onto the
  team's meld of that rank; `"together": true` when laid in the same action
  as the entry before it (an opening of several melds).
- `ask_go_out`: the question and its `answer` (true/false) by `partner`.
- `discard`: `card`.
- `end_deal`: the stock was empty and the player did not take the pile.
- `penalty`: `points` lost by the seat's team (told yes, did not go out).
- `choose_packet` (Tête et Queue): `packet` (0 or 1) and `bottom` (the card
  seen); `foot`: the foot taken up, `cards`.
- `tile` (Origen): `rank` announced.
- `isolated` (three players): the seat became the isolated hand; `partners`.

`end`: `reason` ("went_out", "stock_exhausted", "red_three_last_card"),
`seat` (who went out, or null), `concealed`, `isolated` (three players: the
isolated hand, or null).

`result`: one object per score-sheet column (a team; in three-handed play a
player, `team` then being his seat): `team`, `melds` (the team's melds at
the end: {`rank`, `cards`}), `red_threes` (laid by its seats), `hands` (a
list of {`seat`, `cards`} for each of its seats, the cards left in hand),
`breakdown` (points by kind, as on the score sheet), `total`; Tête et Queue
adds `feet` ({`seat`, `cards`}: cards left in each face-down foot), Origen
`tiles` (ranks still uncovered).
"""

from __future__ import annotations

import json
from typing import Any, Iterable, Iterator, Sequence

from .actions import (Action, AnnounceTile, AnswerGoOut, AskGoOut, ChoosePacket, Discard,
                      Draw, EndDeal, Meld, MeldPart, TakePile)
from .cards import CardTables, card_tables, parse_rank, rank_code
from .revisions import FIRST_REVISION, RULE_REVISION
from .rules import RuleSet, get_rules
from .errors import IllegalAction
from .events import (Answered, Drew, EndReason, Event, FootPickedUp, Isolated, LaidOff, Melded,
                     PacketChosen, Penalised, PileTaken, RedThreeLaid)
from .state import DealSetup, DealState

FORMAT = "canasta-deal"
VERSION = 2  # 2: each record's rule revision


class RecordError(ValueError):
    """A record that cannot be read or replayed, with the reason in plain words."""


def _codes(cards: Iterable[int], t: CardTables) -> list[str]:
    return [t.code[c] for c in cards]


def _laid(event: Melded | LaidOff, t: CardTables) -> dict[str, Any]:
    return {"rank": rank_code(event.rank), "cards": _codes(event.cards, t)}


def _bottom(event: Event, t: CardTables) -> str:
    assert isinstance(event, PacketChosen) and event.bottom is not None
    return t.code[event.bottom]


def _house_options(rules: RuleSet) -> dict[str, Any]:
    base = get_rules(rules.id, rules.players, rules.layout or None)
    return {o.field: getattr(rules, o.field) for o in rules.house_options
            if getattr(rules, o.field) != getattr(base, o.field)}


def _entries(state: DealState) -> list[dict[str, Any]]:
    """Replay the history on a fresh state, turning events into entries."""
    t = state.tables
    fresh = DealState(state.setup)
    entries: list[dict[str, Any]] = []

    def add_events(events: Sequence[Event]) -> None:
        for e in events:
            if isinstance(e, RedThreeLaid):
                rep = e.replacement
                entries.append({"seat": e.seat, "type": "red_three",
                                "card": t.code[e.card],
                                "replacement": None if rep is None else t.code[rep]})
            elif isinstance(e, Penalised):
                entries.append({"seat": e.seat, "type": "penalty", "points": e.points})
            elif isinstance(e, FootPickedUp):
                entries.append({"seat": e.seat, "type": "foot", "cards": _codes(e.cards, t)})
            elif isinstance(e, Isolated):
                entries.append({"seat": e.seat, "type": "isolated",
                                "partners": list(e.partners)})

    add_events(fresh.begin_events)
    for seat, action in state.history:
        events = fresh.apply(action, seat)
        if isinstance(action, AskGoOut):
            continue  # written with the answer
        if isinstance(action, AnswerGoOut):
            answer = events[0]
            assert isinstance(answer, Answered)
            asker = answer.asker
            entries.append({"seat": asker, "type": "ask_go_out", "answer": action.yes,
                            "partner": seat})
            continue
        if isinstance(action, Draw):
            draw = next(e for e in events if isinstance(e, Drew))
            entries.append({"seat": seat, "type": "draw", "cards": _codes(draw.taken, t)})
        elif isinstance(action, TakePile):
            take = next(e for e in events if isinstance(e, PileTaken))
            laid = [e for e in events if isinstance(e, (Melded, LaidOff))]
            entries.append({
                "seat": seat, "type": "take_pile", "top": t.code[take.top],
                "with": _codes(action.with_cards, t),
                "meld_rank": rank_code(take.meld_rank),
                "pile": _codes(take.cards, t),
                "melds": [_laid(e, t) for e in laid if isinstance(e, Melded)],
                "lay_offs": [_laid(e, t) for e in laid if isinstance(e, LaidOff)],
                "lay_off": take.lay_off,
            })
        elif isinstance(action, Meld):
            parts = [e for e in events if isinstance(e, (Melded, LaidOff))]
            for i, e in enumerate(parts):
                entry = {"seat": seat, "type": "meld" if isinstance(e, Melded) else "lay_off",
                         **_laid(e, t)}
                if i:
                    entry["together"] = True
                entries.append(entry)
        elif isinstance(action, Discard):
            entries.append({"seat": seat, "type": "discard", "card": t.code[action.card]})
        elif isinstance(action, EndDeal):
            entries.append({"seat": seat, "type": "end_deal"})
        elif isinstance(action, ChoosePacket):
            entries.append({"seat": seat, "type": "choose_packet", "packet": action.packet,
                            "bottom": _bottom(events[0], t)})
        elif isinstance(action, AnnounceTile):
            entries.append({"seat": seat, "type": "tile", "rank": rank_code(action.rank)})
        add_events(events)
    return entries


def deal_record(state: DealState, names: Sequence[str] | None = None,
                sitting_out: Sequence[str] = ()) -> dict[str, Any]:
    """The JSON-ready record of a deal (finished or not)."""
    setup = state.setup
    rules = state.rules
    t = state.tables
    names = list(names) if names else [f"Seat {s + 1}" for s in range(state.n)]
    record: dict[str, Any] = {
        "format": FORMAT,
        "version": VERSION,
        "variant": rules.id,
        "players": rules.players,
        "seed": setup.seed,
        "deal_number": setup.deal_number,
        "dealer": setup.dealer,
        "seats": [{"seat": s, "name": names[s], "team": rules.teams[s]}
                  for s in range(state.n)],
        "scores_before": list(setup.scores_before),
        "opening_minimums": list(setup.opening_minimums),
        "house_options": _house_options(rules),
        "layout": rules.layout or None,
        "rule_revision": setup.rule_revision,
        "sitting_out": list(sitting_out),
        "deck": _codes(setup.deck, t),
        "actions": _entries(state),
    }
    if state.is_over:
        reason = state.end_reason.value if state.end_reason is not None else None
        record["end"] = {"reason": reason, "seat": state.out_seat,
                         "concealed": state.concealed, "isolated": state.isolated}
        record["result"] = _result(state)
    return record


def _result(state: DealState) -> list[dict[str, Any]]:
    t = state.tables
    out = []
    for score in state.scores():
        # In three-handed play a column is a player: show his team's table.
        team = state.team_of[score.team] if state.rules.score_by_player else score.team
        seats = [s for s in range(state.n) if state.team_of[s] == team]
        entry = {
            "team": score.team,
            "melds": [{"rank": rank_code(r), "cards": _codes(m, t)}
                      for r, m in sorted(state.melds[team].items())],
            "red_threes": [c for s in seats for c in _codes(state.red_threes[s], t)],
            "hands": [{"seat": s, "cards": _codes(state.hands[s], t)} for s in seats],
            "breakdown": score.breakdown(),
            "total": score.total,
        }
        if state.rules.foot_size:
            entry["feet"] = [{"seat": s, "cards": _codes(state.feet[s], t)} for s in seats]
        if state.rules.tiles:
            entry["tiles"] = [rank_code(r) for r in sorted(state.tiles[team])]
        out.append(entry)
    return out


# ---------------------------------------------------------------- reading
def _deck_ids(codes: Sequence[str], t: CardTables) -> tuple[int, ...]:
    free: dict[str, list[int]] = {}
    for card in range(len(t.code)):
        free.setdefault(t.code[card], []).append(card)
    out = []
    for code in codes:
        ids = free.get(code)
        if not ids:
            raise RecordError(f"the deck lists {code!r} more often than the variant has it")
        out.append(ids.pop(0))
    if any(free.values()):
        raise RecordError("the deck does not hold every card of the variant")
    return tuple(out)


def setup_from_record(record: dict[str, Any]) -> DealSetup:
    if record.get("format") != FORMAT:
        raise RecordError("not a Canasta deal record")
    version = record.get("version")
    if version not in (1, VERSION):
        raise RecordError(f"deal record version {version!r} is not supported")
    revision = record.get("rule_revision") if version == VERSION else FIRST_REVISION
    if (not isinstance(revision, int) or isinstance(revision, bool)
            or not FIRST_REVISION <= revision <= RULE_REVISION):
        raise RecordError(f"there is no rule revision {revision!r}")
    try:
        rules = get_rules(record["variant"], record.get("players"), record.get("layout"))
        options = record.get("house_options") or {}
        if options:
            rules = rules.with_options(**options)
        t = card_tables(rules.deck)
        return DealSetup(rules=rules, dealer=int(record["dealer"]),
                         deck=_deck_ids(record["deck"], t),
                         opening_minimums=tuple(record["opening_minimums"]),
                         scores_before=tuple(record["scores_before"]),
                         seed=record.get("seed"), deal_number=int(record["deal_number"]),
                         rule_revision=revision)
    except (KeyError, TypeError, ValueError) as exc:
        if isinstance(exc, RecordError):
            raise
        raise RecordError(f"the deal record is incomplete or damaged: {exc}") from exc


def _actions(entries: Sequence[dict[str, Any]], state: DealState) -> Iterator[tuple[int, Action]]:
    """Decision entries -> actions, picking card ids from the live hands."""
    from .actions import _CardPicker

    t = state.tables
    i = 0
    while i < len(entries):
        e = entries[i]
        kind = e["type"]
        seat = int(e["seat"])
        picker = _CardPicker(state.hands[seat], t)
        if kind == "draw":
            yield seat, Draw()
        elif kind == "end_deal":
            yield seat, EndDeal()
        elif kind == "choose_packet":
            yield seat, ChoosePacket(int(e["packet"]))
        elif kind == "tile":
            yield seat, AnnounceTile(parse_rank(e["rank"]))
        elif kind == "discard":
            yield seat, Discard(picker.take(e["card"]))
        elif kind == "ask_go_out":
            yield seat, AskGoOut()
            yield int(e.get("partner", state.partner_to_ask(seat))), AnswerGoOut(
                bool(e["answer"]))
        elif kind == "take_pile":
            with_cards = tuple(picker.take(c) for c in e["with"])
            melds = tuple(MeldPart(parse_rank(m["rank"]),
                                   tuple(picker.take(c) for c in m["cards"]))
                          for m in list(e.get("melds", ())) + list(e.get("lay_offs", ())))
            yield seat, TakePile(with_cards, melds)
        elif kind in ("meld", "lay_off"):
            parts = [MeldPart(parse_rank(e["rank"]), tuple(picker.take(c) for c in e["cards"]))]
            while i + 1 < len(entries) and entries[i + 1].get("together"):
                i += 1
                nxt = entries[i]
                parts.append(MeldPart(parse_rank(nxt["rank"]),
                                      tuple(picker.take(c) for c in nxt["cards"])))
            yield seat, Meld(tuple(parts))
        # red_three and penalty entries are consequences, rebuilt on replay.
        i += 1


def replay(record: dict[str, Any]) -> DealState:
    """Rebuild the deal a record describes; RecordError if it does not hold."""
    state = DealState(setup_from_record(record))
    try:
        for seat, action in _actions(record.get("actions", []), state):
            state.apply(action, seat)
    except (KeyError, TypeError, ValueError, IllegalAction) as exc:
        raise RecordError(f"the deal record cannot be replayed: {exc}") from exc
    end = record.get("end")
    if isinstance(end, dict) and EndReason.read(end.get("reason")) is not state.end_reason:
        raise RecordError(f"the deal record ends with {end.get('reason')!r}, its replay with "
                          f"{state.end_reason.value if state.end_reason else None!r}")
    return state


def dumps(record: dict[str, Any]) -> str:
    return json.dumps(record, ensure_ascii=False, separators=(",", ":"))


def write_jsonl(records: Iterable[dict[str, Any]], path: str) -> int:
    count = 0
    with open(path, "w", encoding="utf-8") as f:
        for record in records:
            f.write(dumps(record) + "\n")
            count += 1
    return count


def read_jsonl(path: str) -> list[dict[str, Any]]:
    out = []
    with open(path, encoding="utf-8") as f:
        for n, line in enumerate(f, 1):
            if line.strip():
                try:
                    out.append(json.loads(line))
                except json.JSONDecodeError as exc:
                    raise RecordError(f"line {n} of {path} is not JSON: {exc.msg}") from exc
    return out
