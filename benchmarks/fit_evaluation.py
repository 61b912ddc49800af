"""Fit the hard bot's horizon evaluation (bots/evaluate.py) to real outcomes.

The medium bot plays deals in every seat.  At some decisions, two of the hard
bot's candidate moves are each played from the very same position (same
hands, same stock): one round of medium play later the features are read
(the horizon of the hard bot's rollouts), and the deal is then played out.
A least-squares fit (with a little ridge) of the difference between the two
outcomes (the player's column minus the mean of the others, as
`evaluate.rewards` computes it) on the difference between the two feature
rows gives the weights: fitted on pairs from one position, they measure what
a move changes, not what merely comes with good positions (a big hand late in
a deal usually means a pile was just taken: good, but holding cards is not).
The constant is then the mean level of the outcomes.  Written to
canasta_desktop/bots/eval_weights.py.

    python benchmarks/fit_evaluation.py [--deals 800] [--jobs 2] [--only classic/4/-]

Needs numpy (a development tool; the game itself does not).
"""

from __future__ import annotations

import argparse
import multiprocessing
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

import numpy as np  # noqa: E402

from canasta_desktop.bots.evaluate import (EXACT_FEATURES, FEATURES, PILE_FEATURES,  # noqa: E402
                                           pile_features, team_features)
from canasta_desktop.bots.medium import decide  # noqa: E402
from canasta_desktop.model.match import deal_seed  # noqa: E402
from canasta_desktop.model.phases import ANSWER, DRAW, PLAY  # noqa: E402
from canasta_desktop.model.state import DealSetup, DealState  # noqa: E402
from canasta_desktop.model.variants import VARIANTS  # noqa: E402

OUT = Path(__file__).resolve().parent.parent / "canasta_desktop" / "bots" / "eval_weights.py"


def configurations():
    for info in VARIANTS.values():
        for players in info.player_counts:
            for layout in info.layouts(players):
                rules = info.rules_for(players, layout.id)
                yield f"{rules.id}/{rules.players}/{rules.layout or '-'}", rules


def _row(rules, team_of: list[int], mover: int, team_f: dict[int, list[float]],
         pile: list[float]):
    """Regression row for the mover's reward, the way evaluate.rewards builds it."""
    n = len(team_of)
    k = len(FEATURES)
    mover_team = team_of[mover]

    def column(team: int) -> list[float]:
        f = list(team_f[team])
        p = pile if team == mover_team else [0.0] * len(pile)
        return f + p

    if rules.score_by_player:
        cols = [column(team_of[s]) for s in range(n)]
        own = cols[mover]
        others = [cols[s] for s in range(n) if s != mover]
    else:
        teams = sorted(set(team_of))
        own = column(mover_team)
        others = [column(t) for t in teams if t != mover_team]
    mean = [sum(x) / len(others) for x in zip(*others)] if others else [0.0] * (k + len(pile))
    return [a - b for a, b in zip(own, mean)]


def _target(state: DealState, mover: int) -> float:
    scores = state.scores()
    rules = state.rules
    if rules.score_by_player:
        per_player = [s.total for s in scores]
        own = per_player[mover]
        others = [per_player[s] for s in range(state.n) if s != mover]
    else:
        per_team = {state.team_of[s]: scores[state.team_of[s]].total for s in range(state.n)}
        own = per_team[state.team_of[mover]]
        others = [v for t, v in per_team.items() if t != state.team_of[mover]]
    return own - sum(others) / len(others)


def _horizon_row(state: DealState, root: int) -> list[float]:
    team_f = {t: team_features(state, t) for t in set(state.team_of)}
    return _row(state.rules, list(state.team_of), root, team_f, pile_features(state))


def collect(task):
    """Paired samples: from one position, medium's move and another candidate
    of the hard bot, each followed by one round of medium play (the features
    then) and by the rest of the deal (the outcome)."""
    from canasta_desktop.bots.hard import _apply_macro, candidate_macros, rollout

    key, deals, seed, rate = task
    rules = dict(configurations())[key]
    rng = random.Random(seed)
    samples = []
    for d in range(deals):
        number = (d % rules.deals_per_game if rules.deals_per_game else 0) + 1
        state = DealState(DealSetup.shuffled(rules, d % rules.seats, deal_seed(seed, d + 1),
                                             deal_number=number))
        steps = 0
        while not state.is_over and steps < 20000:
            seat = state.current_seat
            legal = state.legal_actions()
            if (len(legal) > 1 and state.phase in (DRAW, PLAY, ANSWER)
                    and rng.random() < rate):
                macros = [m for m in candidate_macros(state, seat, root=True)
                          if m.actions and m.actions[0] in legal]
                if len(macros) >= 2:
                    pair = [macros[0], macros[rng.randrange(1, len(macros))]]
                    branch = []
                    for m in pair:
                        sim = state.clone()
                        if not _apply_macro(sim, m):
                            break
                        rollout(sim, seat, 1)
                        x = None if sim.is_over else _horizon_row(sim, seat)
                        rollout(sim, seat, 0)
                        branch.append((x, _target(sim, seat)))
                    if len(branch) == 2:
                        branch.append((state.phase, pair[1].label))
                        samples.append(branch)
            state.apply(decide(state.view_for(seat), legal, rng), seat)
            steps += 1
    return key, samples


def fit(samples, ridge: float = 1.0):
    """Weights from the paired differences; the constant (to_move) from the
    levels."""
    k = len(FEATURES) + len(PILE_FEATURES)
    const = len(FEATURES)  # index of to_move
    exact = EXACT_FEATURES  # counted at weight 1 by evaluate.py: taken out of the target
    dx, dy = [], []
    for (xa, ya), (xb, yb), _ in samples:
        if xa is not None and xb is not None:
            dx.append([a - b for a, b in zip(xa, xb)])
            dy.append(ya - yb - sum(xa[i] - xb[i] for i in exact))
    X = np.asarray(dx, dtype=float)
    y = np.asarray(dy, dtype=float)
    cols = [i for i in range(k) if i != const and i not in exact]
    Xc = X[:, cols]
    scale = np.maximum(np.abs(Xc).max(axis=0), 1e-9)
    Xs = Xc / scale
    A = Xs.T @ Xs + ridge * np.eye(Xs.shape[1])
    wc = np.linalg.solve(A, Xs.T @ y) / scale
    w = np.zeros(k)
    w[cols] = wc
    w[list(exact)] = 1.0
    resid = y - Xc @ wc
    r2 = 1 - resid.var() / y.var() if y.var() > 0 else 0.0
    levels = [yv - float(np.dot(w, xv)) for pair in samples for xv, yv in pair[:2]
              if xv is not None]
    w[const] = float(np.mean(levels)) if levels else 0.0
    return w, r2, float(np.sqrt((resid ** 2).mean())), float(y.std()), len(dy)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--deals", type=int, default=800)
    parser.add_argument("--rate", type=float, default=0.3,
                        help="share of decisions turned into a paired sample")
    parser.add_argument("--jobs", type=int, default=2)
    parser.add_argument("--seed", type=int, default=20240)
    parser.add_argument("--only", action="append", default=None,
                        help="fit only these configurations (variant/players/layout)")
    args = parser.parse_args()
    keys = [k for k, _ in configurations()]
    if args.only:
        keys = [k for k in keys if k in args.only]
    chunks = 4
    tasks = [(k, max(1, args.deals // chunks), args.seed + 17 * i + 1000 * j, args.rate)
             for j, k in enumerate(keys) for i in range(chunks)]
    data: dict[str, list] = {k: [] for k in keys}
    start = time.perf_counter()
    with multiprocessing.get_context("fork").Pool(args.jobs) as pool:
        for key, samples in pool.imap_unordered(collect, tasks):
            data[key].extend(samples)
    print(f"played in {time.perf_counter() - start:.0f} s")
    weights = {}
    try:
        from canasta_desktop.bots.eval_weights import WEIGHTS as OLD
        weights.update(OLD)
    except ImportError:
        pass
    k = len(FEATURES)
    for key in keys:
        w, r2, rmse, sd, rows = fit(data[key])
        by_label: dict[tuple, list[float]] = {}
        for (xa, ya), (xb, yb), label in data[key]:
            by_label.setdefault(label, []).append(yb - ya)
        for label, diffs in sorted(by_label.items()):
            mean = float(np.mean(diffs))
            se = float(np.std(diffs) / np.sqrt(len(diffs)))
            print(f"    {label[0]:>6} {label[1]:<12} n {len(diffs):>5}  alternative - medium "
                  f"{mean:+7.1f} +- {1.96 * se:5.1f}")
        weights[key] = (tuple(round(float(x), 4) for x in w[:k]),
                        tuple(round(float(x), 4) for x in w[k:]))
        print(f"{key:<22} pairs {rows:>6}  R2 {r2:.3f}  rmse {rmse:7.1f}  sd {sd:7.1f}")
    lines = ['"""Weights of the hard bot\'s horizon evaluation, per variant/players/layout.',
             "",
             "Generated by benchmarks/fit_evaluation.py (least squares on deals played",
             "out by the medium bot); do not edit by hand.  Feature order: evaluate.FEATURES",
             'and evaluate.PILE_FEATURES."""',
             "",
             "WEIGHTS: dict[str, tuple[tuple[float, ...], tuple[float, ...]]] = {"]
    for key in sorted(weights):
        team_w, pile_w = weights[key]
        lines.append(f"    {key!r}: (")
        lines.append(f"        {team_w!r},")
        lines.append(f"        {pile_w!r}),")
    lines.append("}")
    OUT.write_text("\n".join(lines) + "\n", encoding="utf-8")
    print(f"wrote {OUT}")
    for name, value in zip(FEATURES + PILE_FEATURES, weights.get("classic/4/-", ((), ()))[0]
                           + weights.get("classic/4/-", ((), ()))[1]):
        print(f"  {name:<24} {value:9.3f}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
