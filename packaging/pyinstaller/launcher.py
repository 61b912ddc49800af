"""Entry script of the frozen application (PyInstaller needs a file, not a
``module:function``): the same ``main`` as the ``canasta-desktop`` command."""

import multiprocessing
import sys

from canasta_desktop.app import main

if __name__ == "__main__":
    multiprocessing.freeze_support()  # harmless; needed if a pool is ever used
    sys.exit(main())
