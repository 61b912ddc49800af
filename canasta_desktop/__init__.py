"""Canasta Desktop: Canasta and its variants, played offline against bots.

The rules engine (``canasta_desktop.model``) and the bots are pure Python and
never import Qt; the Qt user interface is built on top of them.
"""

__version__ = "0.1.0"
