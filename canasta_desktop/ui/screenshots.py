"""Pictures of the table for the documentation and for review.

    python3 -m canasta_desktop.ui.screenshots /work/shared/screenshots
    python3 -m canasta_desktop.ui.screenshots OUT --only origen-4 --only settings

Each picture is a 1280×720 window: part of a deal is played (instantly;
the player's moves chosen for him by a bot), and the table is grabbed at
the start of his turn.  The settings are never read or written (no settings store).
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path

from ..app import wait_until

SIZE = (1280, 720)
LONG_NAMES = ("You", "Marie-Christine de La Fontaine", "Jean-Baptiste Poquelin",
              "Wolfgang Amadeus", "Anastasia Romanova", "Bartholomew")
SIX_SEED, SIX_MOVES = 25, 170
# Hyphenated names of 15-16 letters, whichever seats they get: the side seats' plates.
SIDE_NAMES = ("You", "Chloé-Marguerite", "Pierre-Alexandre", "Marie-Antoinette",
              "Jean-Christophe", "Louis-Ferdinand")


@dataclass
class Shot:
    name: str
    variant: str = "classic"
    players: int = 4
    layout: str = ""
    seed: int = 4
    moves: int = 45
    language: str = "en"
    # draw: the player's turn to draw; hint: he drew and asked for a hint;
    # choose: packets; end: deal end; settings, seating: those dialogs
    stop: str = "draw"
    extra: dict = field(default_factory=dict)
    names: tuple[str, ...] = ()  # the players' names, the person's first (default: the usual)
    size: tuple[int, int] = SIZE


# The person in his seat ("" = no bot), greedy bots at every other.
PERSON_AND_BOTS = ("",) + ("greedy",) * 5

SHOTS = (
    Shot("classic-4-mid-deal", moves=45),
    Shot("classic-4-mid-deal-fr", moves=45, language="fr"),
    Shot("classic-4-hint", moves=24, stop="hint"),
    Shot("classic-4-hint-fr", moves=24, stop="hint", language="fr"),
    Shot("two-players", "two", 2, seed=5, moves=40),
    Shot("three-players-isolated", "three", 3, seed=11, moves=45),
    Shot("five-players-sitting-out", "five", 5, seed=6, moves=40),
    Shot("six-players-2x3", "six-2x3", 6, seed=8, moves=60),
    Shot("six-players-3x2", "six-3x2", 6, seed=3, moves=70),
    Shot("head-and-foot-choose-packet", "head-and-foot", 4, seed=4, stop="choose"),
    Shot("head-and-foot-choose-hint-fr", "head-and-foot", 4, seed=4, stop="choose",
         language="fr", extra={"hint": True}),
    Shot("head-and-foot-choose-hint", "head-and-foot", 4, seed=9, stop="choose",
         extra={"hint": True}),
    Shot("head-and-foot-mid-deal", "head-and-foot", 4, seed=4, moves=70),
    Shot("origen-4-tiles", "origen", 4, seed=9, moves=50),
    Shot("origen-6", "origen", 6, seed=2, moves=60, language="fr"),
    Shot("rami-6-solo", "rami", 6, layout="solo", seed=3, moves=40),
    # Many melds a team and the longest names: the zones share the felt, the top seats' counts show.
    Shot("six-3x2-many-melds-long-names", "six-3x2", 6, seed=SIX_SEED, moves=SIX_MOVES,
         names=LONG_NAMES),
    Shot("six-3x2-many-melds-long-names-1920", "six-3x2", 6, seed=SIX_SEED, moves=SIX_MOVES,
         names=LONG_NAMES, size=(1920, 1080)),
    *(Shot(f"{kind}-side-names-{width}{'-fr' if language == 'fr' else ''}", variant, players,
           seed=seed, moves=moves, language=language, names=SIDE_NAMES[:players],
           size=(width, width * 9 // 16))
      for kind, variant, players, seed, moves in (("five", "five", 5, 6, 40),
                                                  ("six-2x3", "six-2x3", 6, 8, 60),
                                                  ("six-3x2", "six-3x2", 6, 3, 70))
      for width in (1280, 1920) for language in ("en", "fr")),
    # Names of 24 letters at the sides: broken after the first word, never shortened.
    Shot("five-longest-names-1920-fr", "five", 5, seed=6, moves=40, language="fr",
         names=("You", "Marie-Christine Duvernay", "Pierre-Alexandre Favreau",
                "Marie-Antoinette Lacroix", "Louis-Ferdinand Lapointe"), size=(1920, 1080)),
    Shot("deal-end-dialog", moves=0, stop="end", seed=4),
    Shot("deal-end-dialog-fr", moves=0, stop="end", seed=4, language="fr"),
    Shot("settings-dialog", stop="settings"),
    Shot("settings-dialog-fr", stop="settings", language="fr", variant="head-and-foot"),
    Shot("seating-draw", stop="seating", seed=12),
)


def play_for_the_person(app, controller, done, seconds: float = 60) -> bool:
    """The person's moves chosen by a greedy bot and made as his own (the
    table's words speak to him), the others' by their bots, until `done()`."""
    import random

    from ..bots import make_bot

    bot, rng = make_bot("greedy"), random.Random(0)

    def step() -> bool:
        if done():
            return True
        turn = controller.human_turn()
        if turn is not None:
            deal, seat = turn
            controller.try_action(bot.choose(deal.view_for(seat), controller.legal_actions(),
                                             rng), confirmed=True)
        return done()

    return wait_until(app, step, seconds)


def make_window(app, shot: Shot):
    from .. import i18n
    from ..session.settings import GameSettings
    from ..app import Desktop

    i18n.set_language(app, shot.language)
    # Autosaves of these staged games go to a throwaway folder, not the user's.
    desktop = Desktop(data_dir=tempfile.mkdtemp(prefix="canasta-shots-"))
    desktop.window.resize(*shot.size)
    desktop.window.show()
    settings = GameSettings(variant=shot.variant, players=shot.players, layout=shot.layout,
                            seating_draw=True,
                            speed="Instant",
                            language=shot.language).checked()
    settings.bots = ["greedy"] * 6
    if shot.names:
        settings.names = list(shot.names)
    desktop.games.settings = settings
    desktop.preferences.set_speed("Instant")
    return desktop


def take(app, shot: Shot, out: Path) -> Path:
    from ..model.phases import CHOOSE, DRAW, PLAY

    desktop = make_window(app, shot)
    controller = desktop.controller
    target = desktop.window
    if shot.stop == "settings":
        desktop.games.start_game(seed=shot.seed, show_seating=False)
        from ..session.settings import GameSettings
        desktop.games.settings.bots = GameSettings().bots  # the person, then bots
        dialog = desktop.games.new_game()
        dialog.choose_variant(shot.variant)
        app.processEvents()
        target = dialog
    elif shot.stop == "seating":
        desktop.games.start_game(seed=shot.seed, show_seating=True)
        target = desktop.games.seating_dialog
        target.adjustSize()
    elif shot.stop == "choose":
        desktop.games.settings.bots = list(PERSON_AND_BOTS)
        desktop.games.start_game(seed=shot.seed, show_seating=False)
        wait_until(app, lambda: controller.is_human_turn() and controller.deal.phase == CHOOSE,
                   30)
        desktop.preferences.set_speed("Normal")
        if shot.extra.get("hint"):  # which packet, and why
            desktop.menus.hint_action.trigger()
            wait_until(app, lambda: desktop.hinter.current is not None, 30)
    elif shot.stop == "end":
        results: list[object] = []
        controller.deal_ended.connect(results.append)
        desktop.games.settings.bots = list(PERSON_AND_BOTS)  # the deal's end as he sees it
        desktop.games.start_game(seed=shot.seed, show_seating=False)
        desktop.go_out.answer_function = lambda asker: False
        play_for_the_person(app, controller, lambda: bool(results))
        target = desktop.window
    else:
        # The person plays his seat ("You", and "You draw" in the log: a bot
        # in it would be "Player 1"); his moves are a greedy bot's choices,
        # made for him, and he says no when asked to go out.
        desktop.games.settings.bots = list(PERSON_AND_BOTS)
        desktop.games.start_game(seed=shot.seed, show_seating=False)
        desktop.go_out.answer_function = lambda asker: False
        play_for_the_person(app, controller, lambda: controller.deal.is_over
                            or len(controller.deal.history) >= shot.moves)
        if controller.human_seat is not None:
            # Stop at the start of one of his turns.
            play_for_the_person(app, controller, lambda: controller.deal.is_over or (
                controller.is_human_turn() and controller.deal.phase == DRAW))
        desktop.go_out.answer_function = None
        desktop.preferences.set_speed("Normal")
        if shot.stop == "hint" and controller.is_human_turn():
            controller.drop([], "draw")  # he draws, then asks what to play
            wait_until(app, lambda: controller.deal.phase == PLAY, 10)
            desktop.menus.hint_action.trigger()
            wait_until(app, lambda: desktop.hinter.current is not None, 30)
    for _ in range(40):  # let the last cards slide home
        app.processEvents()
        time.sleep(0.02)
    path = out / f"{shot.name}.png"
    if shot.stop == "end":
        image = desktop.window.grab()
        dialog_image = desktop.deal_end.grab()
        from PySide6.QtGui import QPainter

        painter = QPainter(image)
        x = (image.width() - dialog_image.width()) // 2
        y = (image.height() - dialog_image.height()) // 2
        painter.fillRect(x - 2, y - 30, dialog_image.width() + 4, dialog_image.height() + 32,
                         desktop.window.palette().window().color().darker(130))
        painter.drawText(x + 8, y - 10, desktop.deal_end.windowTitle())
        painter.drawPixmap(x, y, dialog_image)
        painter.end()
        image.save(str(path))
    else:
        target.grab().save(str(path))
    controller.shutdown()
    desktop.deal_end.hide()
    desktop.window.close()
    desktop.window.deleteLater()
    app.processEvents()
    return path


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Pictures of the table.")
    parser.add_argument("out", type=Path)
    parser.add_argument("--only", action="append", default=[],
                        help="a picture's name (repeatable)")
    args = parser.parse_args(argv)
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from .. import qt_compat
    from PySide6.QtWidgets import QApplication

    qt_compat.apply()
    app = QApplication.instance() or QApplication([sys.argv[0]])
    app.setApplicationName("Canasta Desktop")
    args.out.mkdir(parents=True, exist_ok=True)
    for shot in SHOTS:
        if args.only and shot.name not in args.only:
            continue
        path = take(app, shot, args.out)
        print(path)
    return 0


if __name__ == "__main__":
    sys.exit(main())
