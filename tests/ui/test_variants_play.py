"""Every variant and player count is playable in the window: bots in every
seat play a whole deal through the controller and the table scene, and the
table shows what each seat's view says at every step."""

from __future__ import annotations

import pytest

from canasta_desktop.model.phases import CHOOSE
from canasta_desktop.model.variants import VARIANTS
from canasta_desktop.session.controller import GameController
from canasta_desktop.session.settings import GameSettings
from canasta_desktop.app import Desktop
from canasta_desktop.ui.table_seats import MAX_BACKS_SHOWN

GAMES = [(vid, n, lay.id) for vid, info in VARIANTS.items()
         for n in info.player_counts for lay in info.layouts(n)]


def check_table(window: Desktop, seen: dict) -> None:
    """What the scene shows matches the view of the seat at the bottom."""
    controller = window.controller
    scene = window.scene
    view = controller.view()
    n = len(view.hand_sizes)
    labels = scene.labels()
    for seat in range(n):
        assert f"seat{seat}" in labels, f"seat {seat} has its name on the table"
    backs = scene.items_in_role("back")
    if controller.spectating:
        seen["spectating"] = True
    elif view.phase == CHOOSE and view.packet_bottoms:
        seen["packets"] = True
        assert len(scene.items_in_role("packet0")) == 4 and len(scene.items_in_role("packet1")) == 4
    else:
        assert sorted(scene.hand_cards) == sorted(view.hand)
        assert len(scene.items_in_role("hand")) == len(view.hand)
        expected = sum(min(c, MAX_BACKS_SHOWN) for s, c in enumerate(view.hand_sizes)
                       if s != view.seat and not (view.phase == CHOOSE and c == 0))
        choosing = sum(2 for s, c in enumerate(view.hand_sizes)
                       if s != view.seat and view.phase == CHOOSE and c == 0
                       and not (view.foot_sizes and view.foot_sizes[s]))
        assert len(backs) == expected + choosing
    shown = {item.card for item in scene.items_in_role("meld")}
    for team in view.melds:
        for meld in team.values():
            if len(meld) < 7:
                assert set(meld) <= shown, "every card of a meld is on the table"
            else:
                assert len(set(meld) & shown) == 4, "a canasta is shown squared up"
    threes = {c for seat in view.red_threes for c in seat}
    assert {item.card for item in scene.items_in_role("red_three")} == threes
    if any(view.foot_sizes):
        seen["feet"] = True
        feet = {key[1] for key in scene._items if isinstance(key, tuple) and key[0] == "foot"}
        assert feet == {s for s, f in enumerate(view.foot_sizes) if f}
    if view.tiles and any(view.tiles):
        seen["tiles"] = True
        assert any(name.startswith("tile") for name in labels)
    if view.isolated is not None:
        seen["isolated"] = True
        assert "isolated hand" in labels[f"seat{view.isolated}"].text()
    if controller.sitting_out():
        seen["sitting_out"] = True
        assert "out0" in labels and "this deal out" in labels["out0"].text()
    teams_with_seats = {t for t in view.team_of}
    titles = [name for name in labels if name.startswith("team")]
    assert len(titles) == len(teams_with_seats), "one meld zone per team"


@pytest.mark.parametrize("variant,players,layout", GAMES,
                         ids=[f"{v}-{n}-{lay}" for v, n, lay in GAMES])
def test_bots_play_a_whole_deal_of_every_variant(qtbot, variant, players, layout):
    controller = GameController(bot_delay_ms=0)
    window = Desktop(controller)
    qtbot.addWidget(window.window)
    window.window.resize(1280, 720)  # laid out, not painted: the test stays quick
    window.scene.set_size(1010, 660)
    settings = GameSettings(variant=variant, players=players, layout=layout,
                            seating_draw=True, speed="Instant").checked()
    settings.bots = ["greedy"] * 6
    seen: dict = {}
    results = []
    controller.changed.connect(lambda _change: check_table(window, seen))
    controller.deal_ended.connect(results.append)
    try:
        window.games.apply_settings(settings, start=False)
        window.games.start_game(seed=7, show_seating=False)
        assert controller.rules.id == variant and controller.rules.players == players
        assert window.scene.animation_ms == 0
        qtbot.waitUntil(lambda: bool(results), timeout=60_000)
    finally:
        controller.shutdown()
    result = results[0]
    assert controller.deal.is_over and result.number == 1
    assert len(result.scores) == controller.rules.column_count
    assert not window.deal_end.isModal()
    rules = controller.rules
    if rules.foot_size:
        assert seen.get("packets"), "the two packets were shown to choose from"
        assert seen.get("feet")
    if rules.isolated_hand:
        assert seen.get("isolated")
    if rules.player_teams is not None:
        assert seen.get("sitting_out")
    if variant == "origen":
        assert window.preferences.deck == "origen", "Origen is played with its own cards"
