"""Who sits where: the people of a game, the bot level each was given, the
person at the computer, and who plays each seat of the deal in play.
Pure Python (no Qt): the controller keeps one `TablePeople` a game.

People and seats: a game has `rules.players` people; each deal seats
`rules.seats` of them (in five and six-rotating someone sits out, §2).  The
person at the computer is the player whose bot level is None (Player 1
as set up when every seat is a bot, his own played by one); after the seating draw he sits where his card
sent him (`me`, a place in `match.names`, which the match keeps as
`Match.person` whoever plays his seat; `person_bots` holds every
person's bot level in that order).  Each deal he is in `human_seat`, or in no seat at all when
it is his turn to sit out: the table then shows the deal from his team's
side (`viewpoint`) without a hand to play (`spectating`).  Any person may be
a bot (player 0 too, for demos and the smoke test).
"""

from __future__ import annotations

from typing import Sequence

from .. import words
from ..bots.base import Bot, bot_names as levels, make_bot
from ..model.match import Match, player_teams, side_people
from ..model.rules import RuleSet

HUMAN_SEAT = 0  # where the person sits when nobody drew seats
DEFAULT_NAMES = words.DEFAULT_NAMES


def shown_name(name: str) -> str:
    """A default name ("You", "West", "Player 3", or one of them in another
    language) in the language spoken now; a name the player typed as it is
    (`words.name_in`)."""
    return words.name_in(name, words.current_language())


def people_at_the_computer(bot_names: Sequence[str | None]) -> list[int]:
    """The person played at the computer (None in `bot_names`), at most one;
    ValueError for a second one, or for a level no player may choose (an
    empty name, a developer-only oracle): caught here, not at the bot's
    first turn or by a save that no longer opens."""
    people = [i for i, name in enumerate(bot_names) if name is None]
    if len(people) > 1:
        raise ValueError("only one player may be played by the person at the computer")
    unknown = [name for name in bot_names if name is not None and name not in levels()]
    if unknown:
        raise ValueError(f"unknown bot level {unknown[0]!r}; known: {', '.join(levels())}")
    return people


class TablePeople:
    """The people of one game (`match`; None before the first game) and, once
    a deal is seated (`sit`), the person and the bot in each of its seats."""

    def __init__(self, match: Match | None = None,
                 person_bots: Sequence[str | None] = (), me: int | None = None) -> None:
        self.match = match
        self.person_bots: list[str | None] = list(person_bots)  # per person (place in match.names)
        self._me = 0  # before the first game
        if me is not None:
            self.me = me
        self.seat_people: tuple[int, ...] = ()  # the person in each seat of the deal
        self.deal_number: int | None = None  # the deal seated
        self.bots: list[Bot | None] = []  # per seat of the deal

    @classmethod
    def drawn(cls, match: Match, bot_names: Sequence[str | None]) -> TablePeople:
        """A new match's people: `bot_names[i]` is the level of the i-th
        person as the game was set up; the seating draw, if there was one,
        put each at his place, the person at the computer too (`Match.new`
        moved `Match.person` with him)."""
        place_of = match.places_as_set_up
        person_bots: list[str | None] = [None] * match.rules.players
        for person, place in enumerate(place_of):
            person_bots[place] = bot_names[person]
        return cls(match, person_bots)

    @property
    def me(self) -> int:
        """The person who started the game, a place in match.names: the
        match's fact (`Match.person`), which its saves and sheets keep."""
        return self.match.person if self.match is not None else self._me

    @me.setter
    def me(self, place: int) -> None:
        if self.match is not None:
            self.match.person = place
        else:
            self._me = place

    def sit(self, deal_number: int, seats: int) -> None:
        """Seat deal `deal_number`, of `seats` seats: its people, as the match
        seats them (§2: in five and six-rotating some sit out), their bots.
        A deal of another table than the game's has no people: ValueError
        (every deal of a game, saved or not, is dealt by its rules)."""
        if self.match is None:
            raise RuntimeError("no game in progress")
        people = self.match.players_in_deal(deal_number)
        if len(people) != seats:
            raise ValueError(f"a deal of {seats} seats cannot be seated in a game of "
                             f"{len(people)} seats")
        self.seat_people = people
        self.deal_number = deal_number
        self.bots = [make_bot(level) if level else None
                     for level in (self.person_bots[p] for p in self.seat_people)]

    def put_bot(self, seat: int, bot_name: str | None) -> None:
        """A bot in a seat (None: the person's seat given back to him)."""
        person = self.seat_people[seat] if self.seat_people else seat
        if bot_name is None and person != self.me:
            raise ValueError("only the player's own seat may be played by a person")
        self.person_bots[person] = bot_name
        self.bots[seat] = make_bot(bot_name) if bot_name else None

    @property
    def names(self) -> tuple[str, ...]:
        """The name of the person in each seat of the current deal."""
        if self.match is None:
            return DEFAULT_NAMES
        people = self.person_names
        if self.seat_people:
            return tuple(people[p] for p in self.seat_people)
        return people

    @property
    def seat_levels(self) -> tuple[str | None, ...]:
        """The bot level playing each seat of the current deal, as the
        game's settings gave it to the person there (None: the person at
        the computer plays it)."""
        bots = self.person_bots
        people = self.seat_people or tuple(range(len(bots)))
        return tuple(bots[p] if p < len(bots) else None for p in people)

    @property
    def person_names(self) -> tuple[str, ...]:
        """Each person's name as shown (`shown_name`), in `match.names` order."""
        if self.match is None:
            return DEFAULT_NAMES
        return tuple(shown_name(name) for name in self.match.names)

    def side_names(self, team_of: Sequence[int]) -> tuple[str, ...]:
        """Each side of the deal (`team_of`: a view's, as three-handed play
        pairs seats during it) named as every window names it
        (`words.side_name`): its whole column, in the game's order, the
        person at the computer first in his own."""
        sides = range(max(team_of, default=-1) + 1)
        if self.match is None:
            return tuple(words.side_name((s for s, t in enumerate(team_of) if t == side),
                                         self.names) for side in sides)
        return tuple(words.side_name(side_people(self.match.rules, team_of, self.seat_people,
                                                 side), self.person_names, self.me)
                     for side in sides)

    def sitting_out(self) -> tuple[int, ...]:
        """The people who sit this deal out (five, six-rotating), as the
        match says (`Match.sitting_out`)."""
        if self.match is None or self.deal_number is None:  # no deal seated
            return ()
        return self.match.sitting_out(self.deal_number)

    @property
    def human_seat(self) -> int | None:
        """The seat of the person who started the game, None when he sits out."""
        if not self.seat_people:
            return HUMAN_SEAT
        if self.me in self.seat_people:
            return self.seat_people.index(self.me)
        return None

    @property
    def you_seat(self) -> int | None:
        """The seat the table's words call "you" ("You went out"): the
        person's, while he plays it himself.  None while a bot plays it
        (he watches: play-test, "Deal 1: you went out" for the bot's move)
        or while he sits the deal out: that seat's moves are told by its
        name, as any other seat's."""
        seat = self.human_seat
        if seat is None or (seat < len(self.bots) and self.bots[seat] is not None):
            return None
        return seat

    @property
    def viewpoint(self) -> int:
        """The seat whose side of the table is shown at the bottom."""
        seat = self.human_seat
        if seat is not None:
            return seat
        if self.match is None:
            return 0
        team = player_teams(self.match.rules)[self.me]
        seats = self.match.rules.seats_of_team(team)
        return seats[0] if seats else 0

    def players_and_rules(self) -> tuple[RuleSet, tuple[str, ...], tuple[str | None, ...]] | None:
        """The game on the table as a new game would be set up like it: its
        rule set, and its people's names and bot levels, the person at the
        computer first and the others in the order the game was set up with
        them (round the table from him without the seating draw, which only
        moved them: play-test s40, after a draw New game listed them in the
        order drawn, a name typed for Player 2 in another row); None with no
        game."""
        if self.match is None:
            return None
        # From the place of the settings' first row, a bot's or not (review:
        # with a bot in the person's seat the rows turned round the table).
        names, bots = self.match.names, self.person_bots
        set_up = list(self.match.places_as_set_up)
        first = set_up.index(self.me)
        order = set_up[first:] + set_up[:first]
        return (self.match.rules, tuple(names[p] for p in order),
                tuple(bots[p] for p in order))
