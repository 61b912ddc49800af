"""English: the words of the Python catalogues, and the plural forms of the
window's strings (their English source text is the words shown otherwise).

Grouped as `canasta_desktop.words` explains; `fr.py` has the same keys.
"""

from __future__ import annotations

from . import Catalogue

WORDS: Catalogue = {
    # ------------------------------------------------------------ the window (Qt contexts)
    'DealEndDialog': {
        '%n deal(s) left to play.': (
            '%n deal left to play.',
            '%n deals left to play.',
        ),
    },
    'EventText': {
        '{name} draws %n card(s)': (
            '{name} draws %n card',
            '{name} draws %n cards',
        ),
        'You take the pile (%n card(s))': (
            'You take the pile (%n card)',
            'You take the pile (%n cards)',
        ),
        '{name} takes the pile (%n card(s))': (
            '{name} takes the pile (%n card)',
            '{name} takes the pile (%n cards)',
        ),
    },
    'GoOutPrompt': {
        'You hold %n card(s). If you say yes, {name} must go out and the cards left in your hand count against your team.': (
            'You hold %n card. If you say yes, {name} must go out and the cards left in your hand count against your team.',
            'You hold %n cards. If you say yes, {name} must go out and the cards left in your hand count against your team.',
        ),
    },
    'RulesDialog': {
        '%n player(s)': (
            '%n player',
            '%n players',
        ),
        '%n cards dealt to each': (
            '%n cards dealt to each',
            '%n cards dealt to each',
        ),
        '%n cards in the deck': (
            '%n cards in the deck',
            '%n cards in the deck',
        ),
        '%n deals': (
            '%n deals',
            '%n deals',
        ),
    },
    'ScoreSheetWindow': {
        'Saved %n page(s) to %1': (
            'Saved %n page to %1',
            'Saved %n pages to %1',
        ),
        'Sent %n page(s) to the printer': (
            'Sent %n page to the printer',
            'Sent %n pages to the printer',
        ),
    },
    'SettingsDialog': {
        '%n player(s)': (
            '%n player',
            '%n players',
        ),
    },
    'SidePanel': {
        '<b>Pile:</b> %n card(s), {state}': (
            '<b>Pile:</b> %n card, {state}',
            '<b>Pile:</b> %n cards, {state}',
        ),
    },
    'TableScene': {
        '{name}\n%n card(s)': (
            '{name}\n%n card',
            '{name}\n%n cards',
        ),
        'Packet {n} · %n card(s)': (
            'Packet {n} · %n card',
            'Packet {n} · %n cards',
        ),
        '%n card(s)': (
            '%n card',
            '%n cards',
        ),
        '%n canasta(s)': (
            '%n canasta',
            '%n canastas',
        ),
        '%n tile(s)': (
            '%n tile',
            '%n tiles',
        ),
        '%n cards': (
            '%n cards',
            '%n cards',
        ),
    },
}
