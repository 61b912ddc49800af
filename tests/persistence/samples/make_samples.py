"""How the sample saves beside this script were made (run once, kept as files:
the tests read them as a user's old files would be read).

    python tests/persistence/samples/make_samples.py

save-v2.json: the current format, a classic game by greedy bots stopped in
its second deal.  save-v1.json: the same game in version 1, the draft layout
(rule fields at the top level, one bare list of lines per deal, no deal
setups, no summary), which the reader migrates.
"""

from __future__ import annotations

import json
import sys
from dataclasses import replace
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parents[2]))

from canasta_desktop.model.rules import get_rules  # noqa: E402
from tests.persistence.helpers import BotGame  # noqa: E402

SAVED = "2025-03-14T20:15:00+01:00"


def main() -> None:
    game = BotGame(get_rules("classic"), seed=12)
    game.play_until(lambda g: g.deal is not None and g.deal.setup.deal_number == 2
                    and len(g.deal.history) == 40)
    save = replace(game.save(), game_id="20250314-191500-5a3c1e", created=SAVED,
                   updated=SAVED, names=("Alice", "Bruno", "Chloé", "Diego"),
                   bots=(None, "greedy", "greedy", "greedy"), app_version="0.1.0")
    (HERE / "save-v2.json").write_text(json.dumps(save.as_json(), ensure_ascii=False, indent=1)
                                       + "\n", encoding="utf-8")
    v1 = {
        "format": "canasta-desktop-save", "version": 1, "saved": SAVED,
        "app_version": "0.1.0", "variant": "classic", "players": 4, "layout": None,
        "house_options": {}, "seed": save.seed, "first_dealer": save.first_dealer,
        "names": list(save.names), "bots": list(save.bots),
        "deals": [list(d.actions) for d in save.deals],
    }
    (HERE / "save-v1.json").write_text(json.dumps(v1, ensure_ascii=False, indent=1) + "\n",
                                       encoding="utf-8")


if __name__ == "__main__":
    main()
