"""Origen (RULES.md §4 Canasta Origen): the log says a tile covered and what
it earned; a tile covered in the turn it was placed earns nothing, and the
log says why (play-test: it vanished without a word, read as +20)."""

from __future__ import annotations

from canasta_desktop import i18n
from canasta_desktop.model.actions import AnnounceTile
from canasta_desktop.model.events import seen_by
from canasta_desktop.model.rules import CardDesign
from canasta_desktop.model.variants import rules_for
from canasta_desktop.session.event_text import log_lines
from tests.model.builders import position
from tests.model.variant_helpers import meld, round_back_to_seat_0

NAMES = ("Ana", "Bruno", "Chloé", "Diego")


def told(state, events, seat) -> list[str]:
    lines = log_lines(seen_by(events, seat), NAMES, state.tables, me=seat,
                      design=CardDesign.ORIGEN)
    return [line for line in lines if "tile" in line or "dalle" in line]


def test_s4_a_tile_covered_in_its_own_turn_is_said_to_earn_nothing(qapp):
    state = position(rules=rules_for("origen"), hands={0: "9S 9H 9D 4C 5C 6C"},
                     melds={0: {"K": "KS KH KD"}})
    state.apply(AnnounceTile(9))
    events = state.apply(meld(state, "9", "9S 9H 9D"))
    assert told(state, events, 0) == [
        "You cover your tile: Pitanga, placed this turn, so no bonus (§4 Canasta Origen)"]
    assert told(state, events, 1) == [
        "Ana covers a tile: Pitanga, placed this turn, so no bonus (§4 Canasta Origen)"]
    i18n.set_language(qapp, "fr")
    assert told(state, events, 0) == [
        "Vous couvrez votre dalle\u00a0: Pitanga, posée ce tour-ci, donc sans prime "
        "(§4 Canasta Origen)"]


def test_s4_a_tile_covered_a_turn_later_is_said_with_its_bonus(qapp):
    state = position(rules=rules_for("origen"),
                     hands={0: "9S 9H 9D 4C 5C 6C", 1: "4H 5H", 2: "4D 5D", 3: "4S 5S"},
                     melds={0: {"K": "KS KH KD"}})
    state.apply(AnnounceTile(9))
    round_back_to_seat_0(state, "4C")
    events = state.apply(meld(state, "9", "9S 9H 9D"))
    assert told(state, events, 0) == ["You cover your tile: Pitanga, +20"]
    assert told(state, events, 2) == ["Ana covers a tile: Pitanga, +20"]
    i18n.set_language(qapp, "fr")
    assert told(state, events, 2) == ["Ana couvre une dalle\u00a0: Pitanga, +20"]
