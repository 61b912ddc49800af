"""The table draws again only what a move changed (issue 15, "Structure":
one signal per change with what changed, and the table updates only what
changed): a discard moves the discarded card to the pile and leaves the
other seats' cards and the melds exactly as they were."""

from __future__ import annotations

from canasta_desktop.session import gestures
from canasta_desktop.ui.card_item import CardItem

from .deals import ids
from .mouse import click, drag


def test_a_discard_redraws_the_pile_and_the_hand_and_nothing_else(table, monkeypatch):
    scene, c = table.scene, table.controller
    c.bot_delay_ms = 10_000  # the bots' answers wait: the table shows just the discard
    click(table.view, scene.stock_point())
    aces = ids(c.deal, "AS AH AD")
    for ace in aces:
        click(table.view, scene.hand_point(ace))
    drag(table.view, scene.hand_point(aces[1]), scene.zone_point(gestures.NEW_MELD))
    assert set(aces) <= {item.card for item in scene.items_in_role("meld")}
    backs = {key: item for key, item in scene._items.items()
             if isinstance(key, tuple) and key[0] == "hand"}
    assert {key[1] for key in backs} == {1, 2, 3}, "the other seats' backs are shown"
    melds = {item.card: item for item in scene.items_in_role("meld")}
    seat_labels = {seat: scene.label(f"seat{seat}") for seat in (1, 2, 3)}
    moved: list[object] = []
    original = CardItem.move_to

    def spy(item: CardItem, pos, duration_ms: int) -> None:
        moved.append(item.key)
        original(item, pos, duration_ms)

    monkeypatch.setattr(CardItem, "move_to", spy)
    seven = ids(c.deal, "7C")[0]
    drag(table.view, scene.hand_point(seven), scene.pile_point())

    assert c.deal.pile[-1] == seven, "the engine took the discard"
    assert [item.card for item in scene.items_in_role("pile")] == [seven], \
        "the pile shows its new top"
    assert scene.label("pile").text().endswith(str(len(c.deal.pile)))
    for key, item in backs.items():
        assert scene._items[key] is item, f"{key} kept its item"
    for card, item in melds.items():
        assert scene.card_item(card) is item, "the melds kept their items"
    for seat, label in seat_labels.items():
        assert scene.label(f"seat{seat}") is label
    hand = set(scene.hand_cards) | {seven}
    assert moved and set(moved) <= hand, \
        f"only the hand and the discard were laid out again, not {set(moved) - hand}"

