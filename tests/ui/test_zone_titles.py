"""A meld zone's title is read whole: beside Origen's tile plates, the
plate gives way ("▣ 4") before the title shrinks or breaks in two (RULES.md
§4, Origen: tiles); in a narrow empty zone it breaks between words."""

from __future__ import annotations

import pytest

from canasta_desktop.model.variants import rules_for
from canasta_desktop.ui.screenshots import SIZE

from .deals import late_deal

NAMES = ("You", "Chloé", "Bruno", "Diego", "Elsa", "Ana")


def test_the_tiles_plate_gives_way_so_the_title_keeps_one_line_at_the_usual_size(window,
                                                                                 qtbot):
    window.window.resize(*SIZE)
    kept = []
    for seed in range(2, 12):
        deal = late_deal(window.controller, qtbot, rules_for("origen", 6), seed=seed, moves=60,
                         names=NAMES)
        labels = window.scene.labels()
        titles = {team: labels[f"team{team}"] for team in range(3)}
        usual = max(title.pixel_size() for title in titles.values())
        for team, title in titles.items():
            plate = labels.get(f"tile{team}:all")
            if plate is None or not plate.text()[2:].isdigit():
                continue
            assert int(plate.text()[2:]) == len(deal.tiles[team]), "the plate counts the tiles"
            assert plate.toolTip(), "the tiles' names are in the plate's tooltip"
            if "\n" not in title.shown_text() and title.pixel_size() == usual:
                kept.append(title.text())
        if kept:
            break
    assert kept, "no title kept its line and size beside a plate that gave way"


def test_an_empty_zones_title_breaks_between_words_rather_than_lose_its_end(window, qtbot):
    """Rami, six players each on his own, 1280×720: a player who has not
    melded gets a narrow zone; 'Diego · needs 50 to open' is read whole on
    three lines, not as 'needs 50 t…'."""
    window.window.resize(*SIZE)
    rules = rules_for("rami", 6, "solo")
    deal = late_deal(window.controller, qtbot, rules, seed=3, moves=40, names=NAMES)
    labels = window.scene.labels()
    empty = [team for team in range(len(deal.melds)) if not deal.melds[team]]
    assert empty, "someone has not melded yet"
    for team in range(len(deal.melds)):
        title = labels[f"team{team}"]
        assert "\u2026" not in title.shown_text(), title.shown_text()
    assert any("\n" in labels[f"team{team}"].shown_text() for team in empty)


def test_a_rami_side_below_zero_opens_with_any_meld_and_the_panel_says_none(window):
    """§5: no opening minimum when the score is negative; "needs 0 to open"
    and "Opening minimum: 0" read oddly (play-test, "ouvre à 0")."""
    from tests.model.builders import position

    rules = rules_for("rami", 4, "solo")
    window.controller.load_deal(position(hands={0: "9C 9D 5S 6H 7C"}, pile="4D 8S",
                                         rules=rules, phase="draw",
                                         scores_before=[-120, 300, 0, 40]))
    assert window.controller.deal.view_for(0).minimum_for() == 0
    title = window.scene.labels()["team0"].text()
    assert title.endswith("opens with any meld"), title
    assert window.scene.labels()["team1"].text().endswith("needs 50 to open")
    panel = window.side_panel.text()
    assert "Opening minimum: <b>none</b>" in panel and "Opening minimum: <b>0</b>" not in panel


def test_a_full_zones_title_gets_smaller_rather_than_cut_a_name(window, qtbot, qapp):
    """Play-test, six-3x2 in French at 1280×720: the top right zone read
    "Chloé-Marguerite & Marie-Ant…" while its neighbour showed both names.
    A title over melds may now shrink a little before a name is shortened."""
    from canasta_desktop import i18n
    from canasta_desktop.ui.screenshots import SIDE_NAMES

    window.window.resize(*SIZE)
    assert i18n.set_language(qapp, "fr") == "fr"
    try:
        deal = late_deal(window.controller, qtbot, rules_for("six-3x2", 6), seed=3, moves=70,
                         names=SIDE_NAMES)
        labels = window.scene.labels()
        for team in range(len(deal.melds)):
            assert deal.melds[team], "every side has melded: no empty zone to wrap in"
            title = labels[f"team{team}"]
            assert "\u2026" not in title.shown_text(), title.shown_text()
    finally:
        i18n.set_language(qapp, "en")


def test_a_french_zone_title_says_the_opening_as_a_label_not_a_verb(window, qtbot, qapp):
    """Play-test (six players in three teams, long names): a side's names
    wrapped onto their own line and read as a sentence, « Jean-Baptiste,
    Anne-Sophie & Maximilien ouvre à 50 », the verb in the singular.  The
    opening is said as a noun: « ouverture à 50 »."""
    from canasta_desktop import i18n

    i18n.set_language(qapp, "fr")
    try:
        window.window.resize(*SIZE)
        late_deal(window.controller, qtbot, rules_for("six-3x2", 6), seed=3, moves=0,
                  names=("Vous", "Jean-Baptiste Lefebvre", "Anne-Sophie de la Rochefoucauld",
                         "Maximilien Robespierre", "Bernadette", "Chloé"))
        titles = [label.text() for key, label in window.scene.labels().items()
                  if key.startswith("team")]
        assert titles and all("ouvre" not in t for t in titles), titles
        assert any("ouverture à 50" in t for t in titles), titles
    finally:
        i18n.set_language(qapp, "en")



@pytest.mark.parametrize("name", ["Amelia", "Marie-Christine Dupont"])
def test_origen_tiles_are_named_beside_the_title_where_the_zone_has_room(window, name):
    """§4 Origen, two players at 1920×1080: the five tiles placed are named
    beside "… · opened" (a plate each, or one plate for all beside a long
    name), not "▣ 5 tiles" (play-test: the ranks still to cover could be
    read only by hovering); no plate covers the title."""
    from canasta_desktop.model.actions import AnnounceTile
    from canasta_desktop.model.cards import rank_code
    from canasta_desktop.ui.card_art import ORIGEN_NAMES
    from tests.model.builders import position

    window.window.resize(1920, 1080)
    c = window.controller
    c.bot_delay_ms = 10_000
    rules = rules_for("origen", 2)
    c.new_game(rules, seed=5, names=[name, "Ana"], bot_names=[None, "greedy"])
    deal = position(rules=rules, hands={0: "4C 5C 6C 7C 8C 9C TC QC 4H 5H"},
                    melds={0: {"K": "KS KH KD"}})
    ranks = (4, 5, 6, 7, 8)
    for rank in ranks:
        deal.apply(AnnounceTile(rank))
    c.load_deal(deal)
    team = deal.team_of[0]
    plates = {key: label for key, label in window.scene.labels().items()
              if key.startswith(f"tile{team}:") and label.isVisible()}
    said = " ".join(label.text() for label in plates.values())
    for rank in ranks:
        assert ORIGEN_NAMES[rank_code(rank)].short in said, said
    if name == "Amelia":
        assert len(plates) == len(ranks), "a plate each where they fit"
    title = window.scene.labels()[f"team{team}"]
    assert "\u2026" not in title.shown_text() and "\n" not in title.shown_text()
    for plate in plates.values():
        assert not plate.sceneBoundingRect().intersects(title.sceneBoundingRect())


def test_s2_three_players_partners_zone_names_who_still_has_to_open(window, qapp):
    """Play-test s32 F16: « Ana & Bruno · ouverture à 50 » over Ana's melds,
    while only Bruno had still to open (§2: each opens for himself)."""
    from canasta_desktop import i18n
    from canasta_desktop.model import TakePile
    from canasta_desktop.model.rules import get_rules
    from tests.model.builders import cards, position

    three = get_rules("three")
    window.controller.new_game(rules=three, seed=3, bot_names=(None, "greedy", "greedy"))
    state = position(rules=three, hands={0: "7S 7H 4C 5C 6C", 1: "5H 5D 9C 8C", 2: "KC 6D 4D"},
                     pile="TD 7D", melds={0: {"J": "JS JH JD"}, 1: {"9": "9S 9H 9D"}},
                     phase="draw", scores_before=(0, 0, 3500))
    state.apply(TakePile(cards(state, "7S 7H")))  # seat 0 alone; 1 (opened) and 2 partners
    window.controller.load_deal(state)
    names = window.controller.names
    partners = state.team_of[1]
    minimum = three.opening_minimum(3500)  # Bruno's, Ana's being 50 (opened)
    title = window.scene.labels()[f"team{partners}"].text()
    assert title.endswith(f" \u00b7 {names[2]} needs {minimum} to open"), title
    assert "opened" not in title and f"{names[1]} needs" not in title
    i18n.set_language(qapp, "fr")
    try:
        title = window.scene.labels()[f"team{partners}"].text()
        assert title.endswith(f"{window.controller.names[2]}\u00a0: ouverture à {minimum}"), title
    finally:
        i18n.set_language(qapp, "en")


def test_s2_three_players_the_person_still_to_open_is_you(window):
    """Review: the partners' title said "You needs 50 to open" of the person."""
    from canasta_desktop.model import TakePile
    from canasta_desktop.model.rules import get_rules
    from tests.model.builders import cards, position

    three = get_rules("three")
    window.controller.new_game(rules=three, seed=3, bot_names=(None, "greedy", "greedy"))
    state = position(rules=three, hands={0: "KC 6D 4D 5C", 1: "7S 7H 4C 5C 6C", 2: "5H 5D 9C"},
                     pile="TD 7D", melds={1: {"J": "JS JH JD"}, 2: {"9": "9S 9H 9D"}},
                     turn=1, phase="draw")
    state.apply(TakePile(cards(state, "7S 7H")), seat=1)  # seat 1 alone; 0 and 2 partners
    window.controller.load_deal(state)
    partners = state.team_of[0]
    assert state.team_of[2] == partners
    title = window.scene.labels()[f"team{partners}"].text()
    assert title.endswith(" \u00b7 you need 50 to open"), title
    assert "You needs" not in title
