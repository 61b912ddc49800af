"""A French table's court cards say R, D, V in their corners (roi, dame,
valet), as a French deck does and as the French words name them; English
keeps K, Q, J.  The art's own index changes (its font, colour and place,
both corners), the suit's pip under it stays; a small card's plate says
"R♥".  Switching the language draws the table's cards again."""

from __future__ import annotations

from PySide6.QtCore import QRect

from canasta_desktop.ui.card_faces import CardFaces, court_letters
from canasta_desktop.ui.card_index import has_plate, plate_text

FRENCH = {"K": "R", "Q": "D", "J": "V"}
HEIGHT = 200  # large enough for the art's own index (no plate)


def image(faces: CardFaces, code: str, height: int = HEIGHT):
    return faces.face(code, height).toImage()


def differing(a, b, area: QRect) -> int:
    return sum(1 for x in range(area.left(), area.right() + 1)
               for y in range(area.top(), area.bottom() + 1)
               if a.pixelColor(x, y) != b.pixelColor(x, y))


def ink(img, area: QRect) -> set[tuple[int, int, int]]:
    """The strong colours drawn in an area (the index's ink, not its paper)."""
    out = set()
    for x in range(area.left(), area.right() + 1):
        for y in range(area.top(), area.bottom() + 1):
            c = img.pixelColor(x, y)
            if c.alpha() == 255 and max(c.red(), c.green(), c.blue()) - min(
                    c.red(), c.green(), c.blue()) > 150 or max(c.red(), c.green(), c.blue()) < 40:
                out.add((c.red() // 32, c.green() // 32, c.blue() // 32))
    return out


def test_the_language_gives_the_court_letters(qapp):
    assert court_letters("fr") == FRENCH
    assert court_letters("en") == {}


def test_a_french_king_says_r_in_both_corners_and_keeps_its_pip(qapp):
    english, french = CardFaces("standard", {}), CardFaces("standard", FRENCH)
    width = round(english.width_for(HEIGHT))
    # The art's index: the letter at the top of the corner, the pip under it,
    # and the same turned round at the bottom right.
    letter = QRect(2, 2, round(width * 0.16), round(HEIGHT * 0.13))
    pip = QRect(2, round(HEIGHT * 0.18), round(width * 0.12), round(HEIGHT * 0.04))
    turned = QRect(width - 2 - letter.width(), HEIGHT - 2 - letter.height(),
                   letter.width(), letter.height())
    middle = QRect(round(width * 0.3), round(HEIGHT * 0.3), round(width * 0.4),
                   round(HEIGHT * 0.4))
    for code in ("KH", "QS", "JC", "KD"):
        en, fr = image(english, code), image(french, code)
        assert differing(en, fr, letter) > 20, f"{code}: the top corner's letter"
        assert differing(en, fr, turned) > 20, f"{code}: the bottom corner's letter"
        assert ink(en, pip) and differing(en, fr, pip) == 0, f"{code}: the pip stays"
        assert differing(en, fr, middle) == 0, f"{code}: the figure stays"
        # The art's own ink: red for hearts and diamonds, black for the others.
        assert ink(fr, letter) and ink(fr, letter) <= ink(en, letter) | ink(en, pip), code
    # Each court card has its own letter: R, D and V are not one shape.
    kinds = [image(french, code) for code in ("KS", "QS", "JS")]
    assert differing(kinds[0], kinds[1], letter) > 20
    assert differing(kinds[1], kinds[2], letter) > 20
    # Other cards are untouched.
    for code in ("AS", "TH", "7D", "2C", "JK"):
        assert differing(image(english, code), image(french, code),
                         QRect(0, 0, width, HEIGHT)) == 0, code


def test_a_small_french_king_says_r_on_its_plate(qapp):
    height = 60
    assert has_plate(height, "standard")
    width = CardFaces.width_for(height)
    assert plate_text("KH", "standard", height, width, FRENCH) == "R\u2665"
    assert plate_text("QS", "standard", height, width, FRENCH) == "D\u2660"
    assert plate_text("JC", "standard", height, width, FRENCH) == "V\u2663"
    assert plate_text("KH", "standard", height, width, {}) == "K\u2665"
    english, french = CardFaces("standard", {}), CardFaces("standard", FRENCH)
    plate = QRect(1, 1, round(width * 0.5), 12)
    assert differing(image(english, "KH", height), image(french, "KH", height), plate) > 5


def test_switching_the_language_draws_the_court_cards_again(table, qtbot):
    """Game → Language (the settings' language): the cards on the table,
    drawn in English with K, are drawn again with R."""
    scene, view = table.scene, table.window.view
    king = next(card for card in scene.hand_cards
                if table.controller.tables.code[card] == "KS")

    def shot():
        item = scene.card_item(king)
        rect = view.mapFromScene(item.sceneBoundingRect()).boundingRect()
        return view.viewport().grab(rect).toImage()

    assert scene.faces.letters == {}
    before = shot()
    table.preferences.set_language("fr")
    qtbot.waitUntil(lambda: scene.faces.letters == FRENCH, timeout=5000)
    after = shot()
    assert before.size() == after.size()
    area = QRect(0, 0, after.width(), after.height() // 4)
    assert differing(before, after, area) > 10, "the king's corner drawn again"
    table.preferences.set_language("en")
    qtbot.waitUntil(lambda: scene.faces.letters == {}, timeout=5000)
    assert differing(before, shot(), QRect(0, 0, after.width(), after.height())) == 0


def test_the_french_words_name_the_court_cards_as_their_faces_do(qapp):
    """The log, the hints and the menus write a card as its corner shows it:
    « Vous piochez R♠ » beside a king whose corner says R (it said K♠),
    « la D♠ » (la dame); English keeps "K♠"."""
    from canasta_desktop import i18n, words
    from canasta_desktop.model.cards import card_tables
    from canasta_desktop.model.events import Drew
    from canasta_desktop.model.rules import get_rules
    from canasta_desktop.session.event_text import card_text, describe

    tables = card_tables(get_rules("classic").deck)
    code = {tables.code[c]: c for c in range(len(tables.code))}
    king, queen, jack = code["KS"], code["QS"], code["JH"]
    names = ("You", "West", "North", "East")
    assert describe(Drew(0, (king,), (king,), 1), names, tables) == "You draw K\u2660"
    i18n.set_language(qapp, "fr")
    try:
        assert describe(Drew(0, (king,), (king,), 1), names, tables) == "Vous piochez R\u2660"
        assert [card_text(c, tables) for c in (king, queen, jack)] == [
            "R\u2660", "D\u2660", "V\u2665"]
        assert words.with_article(card_text(queen, tables)) == "la D\u2660"
        assert words.with_article(card_text(king, tables)) == "le R\u2660"
    finally:
        i18n.set_language(qapp, "en")


def test_the_seating_draw_s_cards_take_the_new_language_s_letters(window, qtbot):
    """Review F3: the seating draw, shown when Game → Language switched to
    French, said « … tire le R♣ » under a king still marked K: its pictures
    were made once.  They are drawn again, with the letters of the words."""
    from PySide6.QtWidgets import QLabel

    from canasta_desktop.session.settings import GameSettings
    from canasta_desktop.ui.seating_dialog import CARD_HEIGHT

    games = window.games
    games.apply_settings(GameSettings(seating_draw=True, speed="Instant",
                                      bots=["", "greedy", "greedy", "greedy"]), start=False)
    c = window.controller
    for seed in range(40):  # a draw with a court card among the cards kept
        games.start_game(seed=seed)
        qtbot.waitUntil(lambda: games.seating_dialog is not None
                        and games.seating_dialog.match is c.match)
        dialog = games.seating_dialog
        courts = [c.tables.code[d.card] for draw in c.match.seating.draws for d in draw
                  if not d.redraw and c.tables.code[d.card][0] in "KQJ"]
        if courts:
            break
    assert courts and dialog.isVisible()
    code = courts[0]
    dpr = dialog.devicePixelRatioF()
    english = CardFaces("standard", {}).face(code, CARD_HEIGHT, dpr).toImage()
    french = CardFaces("standard", FRENCH).face(code, CARD_HEIGHT, dpr).toImage()
    assert english != french
    label = next(label for label in dialog.findChildren(QLabel)
                 if label.pixmap() is not None and label.pixmap().toImage() == english)
    window.preferences.set_language("fr")
    qtbot.waitUntil(lambda: "tire" in dialog.text() or "tirez" in dialog.text(), timeout=5000)
    assert label.pixmap().toImage() == french, f"the {code} drawn again with its French letter"
    window.preferences.set_language("en")
    qtbot.waitUntil(lambda: label.pixmap().toImage() == english, timeout=5000)
