"""What a save holds, as written: the rule set as chosen, each deal's setup
and lines, the summary the Open dialog lists, and the whole game
(`GameSave`).  Reading, checking and migrating a file into these is
save_schema's; the format itself is told in persistence/saves.py."""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from typing import Any, Mapping, Sequence

from .. import __version__
from ..model.match import KEPT_SEATS, Match, the_person
from ..model.revisions import RULE_REVISION
from ..model.rules import RuleSet, get_rules
from ..model.state import DealSetup
from .reading import INVALID, SaveError
from .save_lines import SavedTakeBack, as_played

FORMAT = "canasta-desktop-save"
# 3: the seat rule (Match.seat_rule), which an older reader would ignore;
# 4: each deal's rule revision (model/revisions.py).
VERSION = 4


# ---------------------------------------------------------------- rule set
@dataclass(frozen=True)
class RulesChoice:
    """A rule set as the player chose it: variant, players, layout, house options."""

    variant: str
    players: int
    layout: str | None = None
    house_options: Mapping[str, Any] = field(default_factory=dict)

    @staticmethod
    def from_rules(rules: RuleSet) -> "RulesChoice":
        base = get_rules(rules.id, rules.players, rules.layout or None)
        options = {o.field: getattr(rules, o.field) for o in rules.house_options
                   if getattr(rules, o.field) != getattr(base, o.field)}
        choice = RulesChoice(rules.id, rules.players, rules.layout or None, options)
        if choice.build() != rules:
            # A rule set edited beyond its house options (a test's custom
            # rules) could not be rebuilt on load: refuse now, not then.
            raise SaveError(INVALID, f"the rule set {rules.id!r} changes more than house "
                                     "options and cannot be saved")
        return choice

    def build(self) -> RuleSet:
        try:
            rules = get_rules(self.variant, self.players, self.layout)
            if self.house_options:
                rules = rules.with_options(**dict(self.house_options))
        except (KeyError, ValueError, TypeError) as exc:
            raise SaveError(INVALID, f"the save's rules cannot be used: {exc}") from exc
        return rules

    def as_json(self) -> dict[str, Any]:
        return {"variant": self.variant, "players": self.players, "layout": self.layout,
                "house_options": dict(self.house_options)}

# ---------------------------------------------------------------- deals
@dataclass(frozen=True)
class SavedDeal:
    """One deal: where it started from and what was played.

    `dealer`, `opening_minimums` and `scores_before` may be None (version 1
    saves): they then follow from the match, as `Match.start_deal` does.
    `deck` (card ids) is stored only when the deck is not the seed's shuffle:
    a deal set up by hand (a test, a tutorial), or a deal played on from a
    save, whose hidden cards were dealt anew (model/reshuffle.py)."""

    number: int
    seed: int | None
    actions: tuple[str, ...] = ()
    dealer: int | None = None
    opening_minimums: tuple[int, ...] | None = None
    scores_before: tuple[int, ...] | None = None
    deck: tuple[int, ...] | None = None
    taken_back: tuple[SavedTakeBack, ...] = ()  # for the log: the moves Undo took back
    # The rules the deal was played by: a deal of an older save replays (and
    # plays on) as it began (model/revisions.py).
    rule_revision: int = RULE_REVISION

    @staticmethod
    def from_setup(setup: DealSetup, actions: Sequence[str]) -> "SavedDeal":
        deck: tuple[int, ...] | None = setup.deck
        if setup.seed is not None:
            shuffled = DealSetup.shuffled(setup.rules, setup.dealer, setup.seed)
            if shuffled.deck == setup.deck:
                deck = None  # the seed says it all
        return SavedDeal(setup.deal_number, setup.seed, tuple(actions), setup.dealer,
                         tuple(setup.opening_minimums), tuple(setup.scores_before), deck,
                         rule_revision=setup.rule_revision)

    def setup_in(self, match: Match) -> DealSetup:
        """The deal's setup, what the save leaves out taken from the match."""
        rules = match.rules
        dealer = (self.dealer if self.dealer is not None
                  else (match.first_dealer + self.number - 1) % rules.seats)
        if not 0 <= dealer < rules.seats:
            raise SaveError(INVALID, f"deal {self.number} has no seat {dealer} to deal")
        minimums = (self.opening_minimums if self.opening_minimums is not None
                    else match.next_opening_minimums())
        before = self.scores_before if self.scores_before is not None else match.totals
        columns = len(match.totals)
        if len(minimums) != len(match.next_opening_minimums()) or len(before) != columns:
            raise SaveError(INVALID, f"deal {self.number}'s opening minimums or scores do "
                                     "not fit the players")
        if self.deck is not None:
            if sorted(self.deck) != list(range(rules.deck.size)):
                raise SaveError(INVALID, f"the deck of deal {self.number} is not a whole deck")
            return DealSetup(rules, dealer, tuple(self.deck), tuple(minimums), tuple(before),
                             self.seed, self.number, self.rule_revision)
        if self.seed is None:
            raise SaveError(INVALID, f"deal {self.number} has neither a seed nor a deck")
        return replace(DealSetup.shuffled(rules, dealer, self.seed, minimums, before, self.number),
                       rule_revision=self.rule_revision)

    def as_json(self) -> dict[str, Any]:
        out: dict[str, Any] = {"number": self.number, "dealer": self.dealer, "seed": self.seed,
                               "opening_minimums": _list(self.opening_minimums),
                               "scores_before": _list(self.scores_before)}
        if self.deck is not None:
            out["deck"] = list(self.deck)
        out["actions"] = list(self.actions)
        if self.taken_back:  # only then: other saves stay as they were
            out["taken_back"] = [t.as_json() for t in self.taken_back]
        out["rule_revision"] = self.rule_revision
        return out


def _list(values: Sequence[int] | None) -> list[int] | None:
    return None if values is None else list(values)

# ---------------------------------------------------------------- summary
@dataclass(frozen=True)
class SaveSummary:
    """What the Open dialog lists without replaying the game."""

    deal_number: int  # the deal being played, or the last one played
    deals_finished: int
    totals: tuple[int, ...]
    finished: bool
    winner: int | None
    margin: int
    phase: str  # the current deal's phase, "over" between deals
    to_act: int | None  # the seat that must act now

    @staticmethod
    def of(match: Match) -> "SaveSummary":
        deal = match.deal
        playing = deal is not None and not deal.is_over
        return SaveSummary(
            deal.setup.deal_number if deal is not None else 0, len(match.results),
            tuple(match.totals), match.is_over, match.winner, match.margin,
            deal.phase if deal is not None else "over",
            deal.current_seat if deal is not None and playing else None)

    def as_json(self) -> dict[str, Any]:
        return {"deal_number": self.deal_number, "deals_finished": self.deals_finished,
                "totals": list(self.totals), "finished": self.finished,
                "winner": self.winner, "margin": self.margin, "phase": self.phase,
                "to_act": self.to_act}

# ---------------------------------------------------------------- the save
@dataclass(frozen=True)
class GameSave:
    game_id: str
    created: str  # ISO 8601, when the game began
    updated: str  # ISO 8601, when this save was written
    rules: RulesChoice
    seed: int  # the match seed: the seating draw and, until a reopening, each deal's seed
    first_dealer: int
    names: tuple[str, ...]  # in seat order (as `Match.names`)
    bots: tuple[str | None, ...]  # bot level per person, None for a person playing
    deals: tuple[SavedDeal, ...]
    seating_drawn: bool = False  # the seating draw ran (its record is rebuilt)
    name: str | None = None  # the title of a named save; None for an autosave
    summary: SaveSummary | None = None
    app_version: str = __version__
    # How people who take turns sitting out take the seats (Match.seat_rule);
    # saves of version 2 and before replay as they were played (migration).
    seat_rule: int = KEPT_SEATS
    # The title of the named save this game was resumed from, kept by its
    # autosaves: "Tuesday with Granny (continued)" beside "Tuesday with
    # Granny" in the Open dialog, not a second "Game of 8:38" (play-test).
    continued_from: str | None = None
    # The person at the computer, a place in `names` (Match.person), also
    # while a bot plays his seat; None in a save written before it was kept.
    person: int | None = None

    @property
    def me(self) -> int:
        """The person at the computer, as the game recorded him (an older
        save: as it was read before, `the_person`)."""
        return the_person(self.bots, self.person)

    @property
    def variant(self) -> str:
        return self.rules.variant

    @property
    def action_count(self) -> int:
        return sum(len(d.actions) for d in self.deals)

    @property
    def moves_this_deal(self) -> int:
        """The moves played in the last deal (the one being played), read
        without replaying: a game played a while and one just dealt read
        alike in the Open dialog otherwise (play-test)."""
        return len(self.deals[-1].actions) if self.deals else 0

    def as_json(self) -> dict[str, Any]:
        data = {
            "format": FORMAT,
            "version": VERSION,
            "game_id": self.game_id,
            "name": self.name,
            "created": self.created,
            "updated": self.updated,
            "app_version": self.app_version,
            "rules": self.rules.as_json(),
            "seed": self.seed,
            "first_dealer": self.first_dealer,
            "seating_drawn": self.seating_drawn,
            "seat_rule": self.seat_rule,
            "person": self.person,
            "names": list(self.names),
            "bots": list(self.bots),
            "summary": self.summary.as_json() if self.summary else None,
            "deals": [d.as_json() for d in self.deals],
        }
        if self.continued_from is not None:  # only then: other saves stay as they were
            data["continued_from"] = self.continued_from
        return data

def plays_beyond(later: GameSave, save: GameSave) -> bool:
    """`later` holds a move that `save` does not: a deal `save` lacks, or a
    deal whose moves are not those of `save` (or their beginning).  A game
    reopened is dealt anew the cards nobody saw (model/reshuffle.py): its
    deal's start then differs, and a move may name the other copy of a card
    of the two decks (the " #ids" of `encode_action`); neither is play."""
    if len(later.deals) > len(save.deals):
        return True
    for ours, theirs in zip(later.deals, save.deals):
        played = [as_played(line) for line in ours.actions]
        if [as_played(line) for line in theirs.actions[:len(played)]] != played:
            return True
    return False
