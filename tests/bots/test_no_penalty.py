"""No bot team pays a penalty (a partner's "yes" not followed by going out,
§1 Going out): medium bots over a few deals of every partnership variant.
The closing figure of issue 16 is the same check over 1 000 deals each
(benchmarks/bot_strength.py plays them with --deals)."""

from __future__ import annotations

import random

import pytest

from canasta_desktop.bots import make_bot
from canasta_desktop.bots.driver import play_deal
from canasta_desktop.model.state import DealSetup, DealState
from canasta_desktop.model.variants import rules_for

try:  # pytest puts tests/ on sys.path (rootdir-relative packages)
    from model.variant_helpers import config_id, every_configuration
except ImportError:  # pragma: no cover - run from the repository root
    from tests.model.variant_helpers import config_id, every_configuration

PARTNERSHIPS = [c for c in every_configuration()
                if any(rules_for(*c).teams.count(t) > 1 for t in set(rules_for(*c).teams))]
DEALS = 3


def test_partnership_variants_are_covered():
    ids = {c[0] for c in PARTNERSHIPS}
    assert {"classic", "head-and-foot", "origen", "six-3x2", "five"} <= ids


@pytest.mark.parametrize("config", PARTNERSHIPS, ids=[config_id(c) for c in PARTNERSHIPS])
def test_medium_bots_never_pay_a_penalty(config):
    rules = rules_for(*config)
    bots = [make_bot("medium") for _ in range(rules.seats)]
    for seed in range(DEALS):
        deal = DealState(DealSetup.shuffled(rules, seed % rules.seats, 900 + seed))
        play_deal(deal, bots, random.Random(seed))
        assert deal.penalties == [0] * rules.team_count, f"deal {seed}: {deal.penalties}"
