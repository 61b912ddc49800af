"""Hard: information-set Monte Carlo tree search from one seat's view.

Single-observer ISMCTS (Cowling, Powley & Whitehouse 2012) adapted to a
card game where a turn is several actions:

- Each iteration samples a *determinization*: the hidden cards (the rest of
  the other hands, the face-down feet, the stock) dealt at random among the
  places they may be, consistently with what the seat knows (its hand, all
  melds, the pile, known cards in other hands, hand, foot and stock sizes),
  and with what the play tells (model/resample.py, `hand_limits`): a seat
  that drew rather than take a pile topped by a natural, or that discarded
  a natural, holds no natural pair of it; a seat holds no natural of a rank
  its side had melded when its last turn ended (it would have laid it off;
  the bot remembers the melds at its own previous turn).  On 150 duplicate
  deals (classic 4p, seed 7, 40 iterations) the lay-off and discard
  inferences raised hard - medium from +151 [+81, +221] to +231 [+153, +309].
  Answering a partner's "may I go out?", the samples are those in which the
  asker, told yes, goes out (`asker_ready`): a player asks only then.
  Nothing else about the real deal is ever read: the bot gets a view, not a
  state.
  Measured and left out: keeping only samples in which each seat's latest
  discard is the one medium would have made from the sampled hand.  Such
  samples explain 94% of the real discards (39% unfiltered), yet they foresee
  the next player's take no better (Brier 0.0974 against 0.0980, se 0.0017)
  and hard - medium moved -2.5 [-63, +58] a deal (classic 4p, 400 duplicate
  decks, 40 iterations): what a discard tells is about single cards, not
  which pairs the next player holds.
- Moves are *macro actions*, so that compound meld choices stay few: a draw
  decision (draw, or one of the best ways to take the pile), an answer, or
  a whole turn plan (melds, lay-offs, tiles and the discard) produced by
  medium's policy in a few styles: medium's own plan, the same melds with
  the 2nd and 3rd cheapest discard, holding new melds back, melding
  everything, going out or not.  In rami, a side without a canasta and no
  opponent (nor the stock) about to end the deal leaves out the plans that
  go out: the one-round horizon would overrate the few points they save
  against the canastas still to build.  Where going out now wins the game
  (medium's reading of the score), only the plans that go out are compared.
- Below the root, the tree grows over the macro actions of the draw
  decisions and answers of every seat and the turn plans of the searching
  seat (medium's plan and the second discard), with ISUCT selection: UCB1
  where a child's exploration term counts the iterations in which it was
  *available* (legal in that determinization), not its parent's visits.
  Other seats' turns are played by the rollout policy.
- Rollouts use medium's policy for every seat and are short: they stop when
  the searching seat is about to draw again (one round), or at the end of
  the deal.  The horizon is scored by a linear evaluation fitted to the
  outcomes of deals played out by medium (bots/evaluate.py), a finished deal
  by its exact score.  Answering "may I go out?", rollouts go on to the
  deal's end (`ANSWER_TO_END`): the answer decides whether the deal ends
  now, and the horizon's estimate did not see opponents about to go out.
  On 800 answers from medium-played classic 4p deals, each answer's worth
  measured on the true hands (the stock shuffled, medium playing out, 48
  times), the answers' mean regret fell from 39 to 25 points (Tête et
  Queue, 150 answers: 80 to 34; six-3x2: 26 to 21).
- The root evaluates every candidate on the same determinization in each
  iteration (common random numbers), so candidates are compared deal by
  deal, which needs far fewer iterations than comparing separate averages.
  A candidate clearly worse than the best is dropped; the search stops when
  one candidate is clearly best, when only one is left, or at the time
  budget.  The move chosen is the one with the best mean minus one standard
  error of its difference from medium's move, so that the search leaves
  medium's choice only when the samples say so.
- The rest of a chosen turn plan is then played without searching again,
  as long as the hand is what the plan expects.

The time budget per decision is `budget_s` (default: CANASTA_HARD_BUDGET
from the environment, else 1 s); `iterations` caps the iterations instead
(tests use it, and benchmarks through CANASTA_HARD_ITERATIONS: with a cap
and no clock, the decision depends only on the view and the random seed,
however busy the machine).
"""

from __future__ import annotations

import math
import os
import random
import time
from dataclasses import dataclass, field
from typing import Callable, Iterable, Sequence

from ..model.actions import (Action, AnswerGoOut, AskGoOut, Discard, Draw, EndDeal, Meld,
                             action_text)
from ..model.errors import IllegalAction
from ..model.going_out import asker_surely_stopped
from ..model.phases import ANSWER, CHOOSE, DRAW, PLAY
from ..model.state import DealState
from ..model.view import PlayerView
from . import medium, rami
from .base import register_bot
from ..model.resample import Limits, hidden_cards, hand_limits, resample_from_view
from .evaluate import rewards
from .stop_asked import stop_asked
from .knowledge import Info

DEFAULT_BUDGET = 1.0
BUDGET_ENV = "CANASTA_HARD_BUDGET"
ITERATIONS_ENV = "CANASTA_HARD_ITERATIONS"  # benchmarks: a cap that a loaded machine cannot shrink
ROLLOUT_STEP_LIMIT = 2000
INFER_PASSES = True  # sample hands consistently with the passes and discards the pile shows
INFER_LAYOFFS = True  # ... and with lay-offs: no natural of a rank the side had melded
HORIZON_ROUNDS = 1  # rollouts stop when the seat is about to draw again (0: deal's end)
ANSWER_TO_END = True  # answers to "may I go out?" are played out to the deal's end
EXPLORATION = 280.0  # UCB constant, in points (rewards are in points)
MAX_TREE_DEPTH = 3  # macro actions below a root candidate
PRUNE_Z = 2.2  # a candidate this many standard errors below the best is dropped
CLEAR_Z = 3.0  # ... and the best is clear when all others are this far below
CANDIDATE_SHARE = 1 / 3  # of the time budget, at most, for working out the root's candidates
ASKER_TRIES = 60  # samples drawn, at most, for one in which a partner who asked can go out
CUT_LOSS_THREAT = 0.3  # rami: chance of the deal ending that lets a side go out with no canasta


def default_budget() -> float:
    text = os.environ.get(BUDGET_ENV, "").strip()
    if text:
        try:
            value = float(text)
        except ValueError:
            raise ValueError(f"{BUDGET_ENV} must be a number of seconds, not {text!r}") from None
        if value > 0:
            return value
    return DEFAULT_BUDGET


def default_iterations() -> int | None:
    """An iteration cap from CANASTA_HARD_ITERATIONS (None: search by time).
    Benchmarks use it so that a busy machine does not weaken hard."""
    text = os.environ.get(ITERATIONS_ENV, "").strip()
    if not text:
        return None
    try:
        value = int(text)
    except ValueError:
        raise ValueError(f"{ITERATIONS_ENV} must be a whole number, not {text!r}") from None
    if value < 1:
        raise ValueError(f"{ITERATIONS_ENV} must be at least 1, not {value}")
    return value


# ---------------------------------------------------------------- macro actions
@dataclass(frozen=True)
class Macro:
    """A sequence of one seat's actions taken as one move of the search."""

    actions: tuple[Action, ...]
    label: str

    def key(self, tables) -> str:
        return " / ".join(action_text(a, tables) for a in self.actions)


class _PlanSteps:
    """The positions the turn plans of one seat from one state pass through,
    by the actions taken so far, each with its view, legal moves and Info:
    the plans of the several styles share most of their steps (often all
    but the discard), which are then worked out once.  Every entry is what
    the plan would compute afresh (the same actions from the same state)."""

    __slots__ = ("seat", "steps")

    def __init__(self, state: DealState, seat: int) -> None:
        self.seat = seat
        self.steps: dict[tuple[Action, ...], _PlanStep] = {(): _PlanStep(state.clone(), seat)}

    def after(self, actions: tuple[Action, ...]) -> "_PlanStep":
        """The position after `actions` (each one legal where it is played)."""
        step = self.steps.get(actions)
        if step is None:
            sim = self.after(actions[:-1]).state.clone()
            sim.apply(actions[-1], self.seat)
            step = self.steps[actions] = _PlanStep(sim, self.seat)
        return step


class _PlanStep:
    """One position of a turn plan, and what medium's decision there reads
    (worked out when first asked)."""

    __slots__ = ("state", "seat", "_decision_inputs")

    def __init__(self, state: DealState, seat: int) -> None:
        self.state = state  # never changed: later plans start from it too
        self.seat = seat
        self._decision_inputs: tuple[PlayerView, list[Action], Info] | None = None

    def decision_inputs(self) -> tuple[PlayerView, list[Action], Info]:
        if self._decision_inputs is None:
            view = self.state.view_for(self.seat)
            self._decision_inputs = (view, self.state.legal_actions(), Info(view))
        return self._decision_inputs


def _turn_plan(state: DealState, seat: int, style: str = "club", go_out: bool | None = None,
               discard_rank: int = 0, steps: _PlanSteps | None = None) -> tuple[Action, ...]:
    """The actions medium's policy (with these knobs) takes from here to the
    end of the seat's turn, or to its question to the partner.  `steps`:
    the positions other plans from this state went through (shared)."""
    if steps is None:
        steps = _PlanSteps(state, seat)
    out: tuple[Action, ...] = ()
    for _ in range(40):
        step = steps.after(out)
        sim = step.state
        if sim.is_over or sim.current_seat != seat or sim.phase != PLAY:
            break
        view, legal, info = step.decision_inputs()
        action = medium.play_decision(view, legal, info, style, go_out, discard_rank)
        out += (action,)
        if isinstance(action, (Discard, AskGoOut)):
            break
    return out


def candidate_macros(state: DealState, seat: int, root: bool,
                     until: float | None = None) -> list[Macro]:
    """The seat's moves the search compares here; medium's own move first.
    Past `until` (a perf_counter time) no further turn plan is worked out:
    with a big unopened hand each plan walks thousands of openings."""
    phase = state.phase
    if phase == ANSWER:
        view = state.view_for(seat)
        info = Info(view)
        first = medium.answer(view, info)
        if (medium.ending_decides_game(view, info) or asker_surely_stopped(view) is not None
                or medium.foot_still_down(view)):
            # The search weighs the deal's points, not the game: when the
            # deal's end wins or loses the game, medium's answer stands; and
            # when the asker surely cannot go out (or cannot know it, his
            # foot face down), a yes is only the penalty.
            return [Macro((first,), "medium")]
        return [Macro((first,), "medium"), Macro((AnswerGoOut(not first.yes),), "other answer")]
    view = state.view_for(seat)
    legal = state.legal_actions()
    if phase == DRAW:
        info = Info(view)
        chosen = medium.draw_decision(view, legal, info)
        out = [Macro((chosen,), "medium")]
        if view.answer:
            # Told yes: medium's draw is the way out the engine found; any
            # other pays the 100 (§1 Going out), and exploring it below an
            # "ask" only dragged the question's mean down.
            return out
        base = next((a for a in legal if isinstance(a, (Draw, EndDeal))), None)
        if base is not None and base != chosen:
            out.append(Macro((base,), "draw"))
        for _, take in medium.take_ranking(view, legal, info)[:2 if root else 1]:
            if take != chosen:
                out.append(Macro((take,), "take"))
        return out
    if phase != PLAY:
        return []
    plans: list[Macro] = []
    seen: set[tuple[Action, ...]] = set()

    def add(actions: tuple[Action, ...], label: str) -> None:
        if actions and actions not in seen:
            seen.add(actions)
            plans.append(Macro(actions, label))

    def out_of_time() -> bool:
        return stop_asked() or (until is not None and time.perf_counter() >= until)

    steps = _PlanSteps(state, seat)
    first_plan = _turn_plan(state, seat, steps=steps)
    add(first_plan, "medium")
    if not out_of_time():
        add(_turn_plan(state, seat, discard_rank=1, steps=steps), "2nd discard")
    if not root:
        return plans
    for label, knobs in (("3rd discard", {"discard_rank": 2}), ("hold melds", {"style": "hold"}),
                         ("meld all", {"style": "dump"})):
        if not out_of_time():
            add(_turn_plan(state, seat, steps=steps, **knobs), label)
    if not out_of_time():
        if _goes_out(steps, first_plan):
            add(_turn_plan(state, seat, go_out=False, steps=steps), "stay in")
        else:
            plan = _turn_plan(state, seat, go_out=True, steps=steps)
            if _goes_out(steps, plan):
                add(plan, "go out")
    if view.tiles_this_turn:
        # §4 Tiles: a tile covered in the turn it was placed earns nothing;
        # a plan that covers it at once, without going out, undoes the turn's
        # own tile (play-test: "place a tile… meld them next turn", then
        # "meld them — it covers your tile").
        plans = plans[:1] + [m for m in plans[1:] if _goes_out(steps, m.actions)
                             or not _covers(m.actions, view.tiles_this_turn)]
    if _holds_back(view):
        plans = plans[:1] + [m for m in plans[1:] if not _goes_out(steps, m.actions)]
    if any(_goes_out(steps, m.actions) for m in plans) and _going_out_wins_game(view):
        plans = [m for m in plans if _goes_out(steps, m.actions)]
    return plans


def _covers(actions: tuple[Action, ...], ranks: Iterable[int]) -> bool:
    """Whether the plan melds one of `ranks`."""
    wanted = set(ranks)
    return any(isinstance(a, Meld) and any(p.rank in wanted for p in a.parts) for a in actions)


def _going_out_wins_game(view: PlayerView) -> bool:
    """Medium's reading of the game's score (`medium.game_swing`): going out
    now puts the side past the target and ahead.  The search weighs the
    deal's points, and a plan that stays in for more of them risks the game
    that is won now: then only the plans that go out are compared.  (Going
    out that hands an opponent the game is left to the search: he is past
    the target either way, and the deal's points are then what decides.)"""
    info = Info(view)
    return medium.game_swing(view, info, medium.team_hands_loss(view, info)) > 0


def _holds_back(view: PlayerView) -> bool:
    """Rami: a side without a canasta, and no opponent (nor the stock) about
    to end the deal: going out would only end it with every side in the red,
    a gain of a few points that the one-round horizon overrates against the
    canastas still to build; such plans are left out (medium's own stays)."""
    if not rami.waits(view):
        return False
    opponents = [s for s in range(len(view.team_of)) if view.team_of[s] != view.team]
    return rami.threat(view, opponents) < CUT_LOSS_THREAT


def _goes_out(steps: _PlanSteps, actions: tuple[Action, ...]) -> bool:
    return any(isinstance(a, AskGoOut) for a in actions) or _empties_hand(steps, actions)


def _empties_hand(steps: _PlanSteps, actions: tuple[Action, ...]) -> bool:
    try:
        sim = steps.after(actions).state
    except IllegalAction:
        return False
    return sim.is_over and sim.out_seat == steps.seat


def _apply_macro(state: DealState, macro: Macro) -> bool:
    seat = state.current_seat
    try:
        for a in macro.actions:
            state.apply(a, seat)
    except IllegalAction:
        return False
    return True


# ---------------------------------------------------------------- rollouts
def rollout(state: DealState, root_seat: int, rounds: int = 1) -> None:
    """Medium plays every seat until `root_seat` is about to draw for the
    `rounds`-th time (0: to the end of the deal), or the deal ends."""
    steps = 0
    seen = 0
    # The seat's draw in the turn under way is not a new round: after an
    # "ask" before drawing, the yes, the take and the going out are still
    # to come (the horizon stopped there, before the way out was played).
    this_turn = state.turn_number if state.turn == root_seat else None
    while not state.is_over and steps < ROLLOUT_STEP_LIMIT:
        if state.turn == root_seat and state.phase == DRAW and state.turn_number != this_turn:
            seen += 1
            if rounds and seen >= rounds:
                return
            while state.turn == root_seat and state.phase == DRAW and not state.is_over:
                _rollout_step(state)
                steps += 1
            continue
        _rollout_step(state)
        steps += 1


def _rollout_step(state: DealState) -> None:
    """One action of the rollout policy (medium); a forced move needs no view."""
    seat = state.current_seat
    legal = state.legal_actions()
    state.apply(legal[0] if len(legal) == 1 else medium.decide(state.view_for(seat), legal),
                seat)


# ---------------------------------------------------------------- the tree
class Node:
    """Statistics of one macro action below the root (ISUCT)."""

    __slots__ = ("children", "visits", "available", "total")

    def __init__(self) -> None:
        self.children: dict[str, Node] = {}
        self.visits = 0
        self.available = 0
        self.total = 0.0



def _descend(state: DealState, node: Node, root_seat: int, tables) -> list[tuple[Node, int]]:
    """Select and expand below a root candidate; return the path (node, actor)."""
    path: list[tuple[Node, int]] = []
    depth = 0
    while not state.is_over and depth < MAX_TREE_DEPTH:
        if state.turn == root_seat and state.phase == DRAW and depth > 0:
            break
        actor = state.current_seat
        if state.phase == PLAY and actor != root_seat:
            break  # other seats' turns are played by the rollout policy
        macros = candidate_macros(state, actor, root=False)
        if len(macros) <= 1:
            if not macros or not _apply_macro(state, macros[0]):
                break
            depth += 1
            continue
        keyed = [(m.key(tables), m) for m in macros]
        for key, _ in keyed:
            child = node.children.get(key)
            if child is not None:
                child.available += 1
        fresh = [(k, m) for k, m in keyed if k not in node.children]
        if fresh:
            key, macro = fresh[0]
            child = Node()
            child.available = 1
            node.children[key] = child
            if not _apply_macro(state, macro):
                break
            path.append((child, actor))
            break
        best = None
        best_score = -math.inf
        for key, macro in keyed:
            child = node.children[key]
            score = (child.total / child.visits
                     + EXPLORATION * math.sqrt(math.log(child.available) / child.visits))
            if score > best_score:
                best, best_score = (key, macro), score
        key, macro = best  # type: ignore[misc]
        if not _apply_macro(state, macro):
            break
        node = node.children[key]
        path.append((node, actor))
        depth += 1
    return path


# ---------------------------------------------------------------- the search
@dataclass
class SearchResult:
    action: Action
    macro: Macro | None
    candidates: list[dict] = field(default_factory=list)
    iterations: int = 0
    seconds: float = 0.0
    stopped: str = ""


def _mean_se(values: Sequence[float]) -> tuple[float, float]:
    n = len(values)
    if n == 0:
        return 0.0, math.inf
    mean = sum(values) / n
    if n < 2:
        return mean, math.inf
    var = sum((v - mean) ** 2 for v in values) / (n - 1)
    return mean, math.sqrt(var / n)


def search(view: PlayerView, legal: Sequence[Action], rng: random.Random,
           budget_s: float | None = 1.0, iterations: int | None = None,
           min_iterations: int = 10,
           worlds: Callable[[random.Random], DealState] | None = None,
           settled: dict[int, frozenset[int]] | None = None) -> SearchResult:
    """ISMCTS from `view`; see the module's notes.  `worlds` deals the
    determinizations (default: sampled from the view; the oracle gives the
    true deal); `settled`: per seat, the ranks its side had melded when its
    last turn ended (it holds no natural of them, see `hand_limits`)."""
    start = time.perf_counter()
    deadline = None if budget_s is None else start + budget_s
    seat = view.seat
    if worlds is None:
        hidden = hidden_cards(view)
        constraints = sample_limits(view, settled) if INFER_PASSES else None

        def sampled(r: random.Random) -> DealState:
            return resample_from_view(view, r, hidden, constraints)
        worlds = asker_ready(view, sampled) if view.phase == ANSWER else sampled
    seed = rng.getrandbits(63)
    local = random.Random(seed)
    first_world = worlds(random.Random(local.getrandbits(63)))
    # Working out the candidates may take at most a third of the budget.
    until = None if budget_s is None else start + budget_s * CANDIDATE_SHARE
    macros = [m for m in candidate_macros(first_world, seat, root=True, until=until)
              if m.actions and m.actions[0] in legal]
    if not macros:
        return SearchResult(medium.decide(view, legal), None, stopped="no candidate")
    if len(macros) == 1:
        return SearchResult(macros[0].actions[0], macros[0], stopped="one candidate")
    if deadline is not None and time.perf_counter() >= deadline:
        return SearchResult(macros[0].actions[0], macros[0], stopped="no time to compare")
    if stop_asked():
        return SearchResult(macros[0].actions[0], macros[0], stopped="abandoned")
    tables = first_world.tables
    # An answer decides whether the deal ends now: "no" is played out to
    # the deal's end, not to the horizon, whose estimate cannot see the
    # opponents about to go out (play-test: "no" with both opponents at one
    # card, who went out next turn).
    horizon = 0 if view.phase == ANSWER and ANSWER_TO_END else HORIZON_ROUNDS
    k = len(macros)
    scores: list[dict[int, float]] = [{} for _ in range(k)]
    trees = [Node() for _ in range(k)]
    alive = list(range(k))
    done = 0
    stopped = "budget"
    # Seconds per candidate sample so far: an iteration that cannot end by
    # the deadline is not started (its samples would be dropped), so a slow
    # deal (six players, rami's long rounds) does not overrun the budget.
    loop_start = time.perf_counter()
    samples_taken = 0
    while True:
        if iterations is not None and done >= iterations:
            stopped = "iterations"
            break
        if deadline is not None and done >= 1:
            now = time.perf_counter()
            per_sample = (now - loop_start) / max(1, samples_taken)
            if now + per_sample * len(alive) >= deadline:
                break
        world = worlds(random.Random(local.getrandbits(63)))
        partial = False
        for i in alive:
            if stop_asked():
                # The window closes: nobody waits for this answer any more.
                return SearchResult(macros[0].actions[0], macros[0], stopped="abandoned")
            if deadline is not None and done >= 1 and time.perf_counter() >= deadline:
                partial = True  # out of time mid-iteration: drop its samples
                break
            samples_taken += 1
            sim = world.clone()
            if not _apply_macro(sim, macros[i]):
                scores[i][done] = -1e6
                continue
            path = _descend(sim, trees[i], seat, tables)
            rollout(sim, seat, horizon)
            values = rewards(sim)
            scores[i][done] = values[seat]
            for node, actor in path:
                node.visits += 1
                node.total += values[actor]
        if partial:
            for i in alive:
                scores[i].pop(done, None)
            break
        done += 1
        if done >= min_iterations:
            alive, clear = _prune(scores, alive, done)
            if len(alive) == 1:
                stopped = "clear" if clear else "one left"
                break
    choice = _pick(scores, alive, done)
    summary = []
    for i, m in enumerate(macros):
        mean, se = _mean_se(list(scores[i].values()))
        summary.append({"label": m.label, "plan": m.key(tables), "mean": round(mean, 1),
                        "samples": len(scores[i]), "alive": i in alive})
    return SearchResult(macros[choice].actions[0], macros[choice], summary, done,
                        time.perf_counter() - start, stopped)


def asker_ready(view: PlayerView, sample: Callable[[random.Random], DealState]
                ) -> Callable[[random.Random], DealState]:
    """Answering "may I go out?": deals in which the asker, told yes, goes
    out.  A player asks only when his cards can go out (the table warns a
    human, bots ask only then), but a hand sampled at random seldom can:
    told yes, it would fail and pay the 100 of §1 Going out in most samples,
    so "no" looked 100 better than it is.  Up to ASKER_TRIES samples are
    drawn, until the asker's hand goes out as the rollout's policy plays it
    (medium asks only then, too)."""
    answerer = view.seat

    def worlds(r: random.Random) -> DealState:
        for _ in range(ASKER_TRIES):
            world = sample(r)
            told_yes = world.clone()
            told_yes.apply(AnswerGoOut(True), answerer)
            asker = told_yes.view_for(told_yes.turn)
            if asker.phase == DRAW:
                # Asked before drawing: the take (or draw) that goes out.
                if medium.go_out_take(asker) is not None:
                    break
            # Medium's cheap test first: most hands that fail it fail fast.
            elif (medium.quick_can_empty(asker, Info(asker))
                    and medium.go_out_sequence(asker, best=False) is not None):
                break
        return world
    return worlds


def sample_limits(view: PlayerView, settled: dict[int, frozenset[int]] | None = None) -> Limits:
    """What hard's samples respect of the other hands (`hand_limits`).  In
    rami only the passes: a side without a canasta plays otherwise, and the
    discard inference measured -271 [-582, +41] a deal there (rami 4 solo,
    20 duplicate deals, seed 7, 40 iterations)."""
    if rami.patient(view.rules):
        return hand_limits(view, discards=False)
    return hand_limits(view, settled)


def _diffs(scores: list[dict[int, float]], a: int, b: int) -> list[float]:
    sa, sb = scores[a], scores[b]
    return [sa[i] - sb[i] for i in sa if i in sb]


def _prune(scores: list[dict[int, float]], alive: list[int], done: int) -> tuple[list[int], bool]:
    """Drop the candidates clearly worse than the best; tell whether the best
    is clearly better than all the others."""
    means = {i: _mean_se(list(scores[i].values()))[0] for i in alive}
    best = max(alive, key=lambda i: means[i])
    keep = [best]
    clear = True
    for i in alive:
        if i == best:
            continue
        mean, se = _mean_se(_diffs(scores, i, best))
        if mean + PRUNE_Z * se < 0:
            continue
        keep.append(i)
        if not (-mean - CLEAR_Z * se > 0):
            clear = False
    keep.sort()
    return keep, clear and len(keep) == 1


def _pick(scores: list[dict[int, float]], alive: list[int], done: int) -> int:
    """Medium's move (index 0) unless another one beats it by more than a
    standard error of the paired difference."""
    best, best_value = 0, 0.0
    if 0 not in alive:
        # Medium's move was dropped as clearly worse: the best mean wins.
        return max(alive, key=lambda i: _mean_se(list(scores[i].values()))[0])
    for i in alive:
        if i == 0:
            continue
        mean, se = _mean_se(_diffs(scores, i, 0))
        if se == math.inf:
            continue
        value = mean - se
        if value > best_value:
            best, best_value = i, value
    return best


# ---------------------------------------------------------------- the bot
class HardBot:
    name = "hard"

    def __init__(self, budget_s: float | None = None, iterations: int | None = None) -> None:
        if budget_s is None and iterations is None:
            iterations = default_iterations()
            budget_s = default_budget() if iterations is None else None
        self.budget_s = budget_s
        self.iterations = iterations
        # The table waits this long before playing a quick answer, where its
        # speed would tell something (session/controller.py, round Undo).
        self.most_thinking_s = budget_s or 0.0
        self._plan: tuple[int, tuple[int, ...], tuple[Action, ...]] | None = None
        self.last: SearchResult | None = None
        self._melds_seen: dict[int, _MeldsSeen] = {}

    def choose(self, view: PlayerView, legal: Sequence[Action], rng: random.Random) -> Action:
        self._see_melds(view)
        if len(legal) == 1:
            return legal[0]
        if view.phase == CHOOSE:
            return medium.decide(view, legal, rng)
        follow = self._follow(view, legal)
        if follow is not None:
            return follow
        result = self._search(view, legal, rng)
        self.last = result
        if stop_asked():
            # Abandoned: nobody plays this answer, and its plan, cut short,
            # is not one to follow at the next step.
            return result.action
        macro = result.macro
        if macro is not None and len(macro.actions) > 1 and view.phase == PLAY:
            self._remember(view, macro.actions)
        return result.action

    def _search(self, view: PlayerView, legal: Sequence[Action],
                rng: random.Random) -> SearchResult:
        return search(view, legal, rng, self.budget_s, self.iterations,
                      settled=self.settled(view))

    # Lay-offs: every other seat has ended a turn since this seat's last
    # turn, so the ranks its side had melded then are laid off; the seat
    # that played just before has laid off on every meld of its side.
    def _see_melds(self, view: PlayerView) -> None:
        if view.turn != view.seat:
            return
        ranks = tuple(frozenset(m) for m in view.melds)
        seen = self._melds_seen.get(view.seat)
        if seen is None or not seen.same_deal(view, ranks):
            seen = self._melds_seen[view.seat] = _MeldsSeen(view.stock_size, ranks)
        elif view.phase == DRAW and view.stock_size < seen.stock:
            seen.before = seen.latest  # a new turn: the last one's melds are settled
        seen.stock = view.stock_size
        seen.latest = ranks

    def settled(self, view: PlayerView) -> dict[int, frozenset[int]]:
        """Per other seat, the ranks its side had melded when its last turn
        ended (see `hand_limits`; `sample_limits` leaves them out in rami,
        where a side without a canasta keeps naturals in hand)."""
        if not INFER_LAYOFFS or view.turn != view.seat:
            return {}
        seen = self._melds_seen.get(view.seat)
        n = len(view.team_of)
        out: dict[int, frozenset[int]] = {}
        for s in range(n):
            if s == view.seat:
                continue
            team = view.team_of[s]
            if s == (view.turn - 1) % n:
                out[s] = frozenset(view.melds[team])
            elif seen is not None and seen.before:
                out[s] = seen.before[team]
        return out

    # A turn plan's later steps are played without searching again, as long
    # as the hand is what the plan expects.
    def _remember(self, view: PlayerView, actions: tuple[Action, ...]) -> None:
        hand = _hand_after(view.hand, actions[0])
        self._plan = (view.seat, hand, actions[1:])

    def _follow(self, view: PlayerView, legal: Sequence[Action]) -> Action | None:
        plan = self._plan
        self._plan = None
        if plan is None or view.phase != PLAY or view.turn != view.seat:
            return None
        seat, hand, rest = plan
        if seat != view.seat or tuple(view.hand) != hand or not rest or rest[0] not in legal:
            return None
        if len(rest) > 1:
            self._plan = (seat, _hand_after(view.hand, rest[0]), rest[1:])
        return rest[0]


@dataclass
class _MeldsSeen:
    """One seat's memory of the melds, per team, within a deal."""

    stock: int
    latest: tuple[frozenset[int], ...]
    before: tuple[frozenset[int], ...] = ()  # at the end of this seat's previous turn

    def same_deal(self, view: PlayerView, ranks: tuple[frozenset[int], ...]) -> bool:
        # Within a deal the stock only shrinks and melds only grow.
        return (view.stock_size <= self.stock and len(ranks) == len(self.latest)
                and all(old <= new for old, new in zip(self.latest, ranks)))


def _hand_after(hand: Sequence[int], action: Action) -> tuple[int, ...]:
    used: set[int] = set()
    if isinstance(action, Meld):
        used = {c for p in action.parts for c in p.cards}
    elif isinstance(action, Discard):
        used = {action.card}
    return tuple(c for c in hand if c not in used)


def suggest(view: PlayerView, legal: Sequence[Action], budget_s: float = DEFAULT_BUDGET,
            rng: random.Random | None = None) -> Action:
    """The Hint command: the hard bot's move for this view."""
    bot = HardBot(budget_s=budget_s)
    return bot.choose(view, legal, rng or random.Random(0x5EED))


register_bot("hard", HardBot)
