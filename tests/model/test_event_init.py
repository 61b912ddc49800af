"""Events get a fast __init__ that fills every field by position and nothing
else: an event class that needs more (a default, a __post_init__) is refused
when it is declared, not built wrong later."""

from __future__ import annotations

from dataclasses import dataclass, field

import pytest

from canasta_desktop.model.events import Event, Penalised, PenaltyReason, _quick_init


def test_an_event_field_with_a_default_is_refused():
    with pytest.raises(TypeError, match="default"):
        @_quick_init
        @dataclass(frozen=True, slots=True)
        class Scored(Event):
            points: int = 0

    with pytest.raises(TypeError, match="default"):
        @_quick_init
        @dataclass(frozen=True, slots=True)
        class Listed(Event):
            cards: tuple[int, ...] = field(default_factory=tuple)


def test_an_event_with_a_post_init_is_refused():
    with pytest.raises(TypeError, match="__post_init__"):
        @_quick_init
        @dataclass(frozen=True, slots=True)
        class Checked(Event):
            points: int

            def __post_init__(self) -> None:
                assert self.points >= 0


def test_events_are_built_by_position_and_by_name_alike():
    told_yes = PenaltyReason.TOLD_YES_NOT_OUT
    assert Penalised(1, 100, told_yes, "§1 Going out") == Penalised(
        seat=1, points=100, reason=told_yes, section="§1 Going out")
